#!/usr/bin/env bash
# Builds the DocC archive of the UIKit module `Stagehand` (Sources/UIKitShells/Stagehand.docc) with
# the toolchain's docc, from symbol graphs that the iOS build writes (../shared/ios/build: the
# package compiled for arm64-apple-ios against the unpacked iPhoneOS SDK), and fails on any
# warning. Usage: bash scripts/build-ios-docs.sh [OUTPUT_DIR] (default .build/ios-docs); the
# archive is OUTPUT_DIR/Stagehand.doccarchive.
#
# Every file of `Stagehand` is behind `canImport(UIKit)`, so a Linux build of it is empty: without
# an unpacked SDK this prints "skipped: no iOS SDK" and exits 0. IOS_BUILD names the iOS build
# script (default ../shared/ios/build), IOS_SDK_HOME where its SDK is unpacked (as that script).
#
# `Stagehand` re-exports StagehandCore (`@_exported import`), so its symbol graph holds the core's
# public symbols too, as an app that imports Stagehand sees them; the catalog curates both.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

module=Stagehand
catalog=Sources/UIKitShells/Stagehand.docc
ios_build=${IOS_BUILD:-../shared/ios/build}
sdk_home=${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}

if [ ! -f "$sdk_home/iPhoneOS16.5.sdk/.complete" ] || [ ! -x "$ios_build" ]; then
  echo "build-ios-docs: skipped: no iOS SDK (none unpacked in $sdk_home, or no $ios_build;" \
    "see ../shared/ios/README.md)"
  exit 0
fi

out_root=${1:-.build/ios-docs}
mkdir -p "$out_root"
out_root=$(cd "$out_root" && pwd)  # absolute: the compiler is given it as a flag
graphs=$out_root/symbol-graphs
# A build folder of its own, not the iOS build's .build/ios: the symbol-graph flags would make the
# next plain iOS build recompile everything.
scratch=$out_root/scratch

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  swift_path=$(command -v swift || true)
  if [ -n "$swift_path" ] && [ -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]; then
    docc=$(dirname "$(readlink -f "$swift_path")")/docc
  fi
fi
if [ -z "$docc" ]; then
  echo "build-ios-docs: docc is missing: it ships with the Swift toolchain (usr/bin/docc beside" \
    "swift); install a toolchain that has it, or put it on PATH" >&2
  exit 1
fi

# The compiler writes a module's graphs only when it compiles the module, so an up-to-date build
# writes none: if Stagehand's are missing, everything is built again from scratch.
build_graphs() {
  mkdir -p "$graphs"
  set +e
  "$ios_build" -- --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols
  local status=$?
  set -e
  if [ "$status" -eq 3 ]; then
    echo "build-ios-docs: skipped: no iOS SDK (the iOS build found none)"
    exit 0
  elif [ "$status" -ne 0 ]; then
    echo "build-ios-docs: the iOS build failed (status $status): see above" >&2
    exit 1
  fi
}
build_graphs
if [ ! -f "$graphs/$module.symbols.json" ]; then
  rm -rf "$scratch" "$graphs"
  build_graphs
fi
if [ ! -f "$graphs/$module.symbols.json" ]; then
  echo "build-ios-docs: the iOS build wrote no symbol graph for $module in $graphs" >&2
  exit 1
fi

# docc reads every graph in the folder it is given: only Stagehand's own, and its extensions of
# UIKit's and Core Foundation's types (Stagehand@UIKit, Stagehand@CoreFoundation).
module_graphs=$out_root/symbol-graphs-$module
rm -rf "$module_graphs"
mkdir -p "$module_graphs"
cp "$graphs/$module.symbols.json" "$module_graphs/"
find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;

archive=$out_root/$module.doccarchive
rm -rf "$archive"
log=$out_root/docc-$module.log
set +e
"$docc" convert "$catalog" \
  --additional-symbol-graph-dir "$module_graphs" \
  --fallback-display-name "$module" \
  --fallback-bundle-identifier dev.stagehand.$module \
  --output-path "$archive" \
  --analyze --warnings-as-errors >"$log" 2>&1
status=$?
set -e
cat "$log"
# --warnings-as-errors turns warnings into errors; count both, so a docc that only prints them
# still fails here.
problems=$(grep -cE '^(warning|error):' "$log" || true)
if [ "$status" -ne 0 ] || [ "$problems" -ne 0 ]; then
  echo "build-ios-docs: docc failed for $module (status $status, $problems warnings or errors): see above" >&2
  exit 1
fi

pages=$(find "$archive/data/documentation" -name '*.json' | wc -l)
echo "build-ios-docs: $archive: $pages pages, 0 warnings"
