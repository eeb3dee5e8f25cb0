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
# `Stagehand` re-exports the core types an app names (`@_exported import struct StagehandCore.…`),
# so its symbol graph holds them too, as an app that imports Stagehand sees them; the catalog
# curates both.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

module=Stagehand
catalog=Sources/UIKitShells/Stagehand.docc
ios_build=${IOS_BUILD:-../shared/ios/build}
sdk_home=${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}

if [ ! -f "$sdk_home/iPhoneOS16.5.sdk/.complete" ] || [ ! -x "$ios_build" ]; then
  echo "build-ios-docs: skipped: no iOS SDK (none unpacked in $sdk_home, or no $ios_build;" \
    "see CONTRIBUTING.md, \"The iOS build\")"
  exit 0
fi

out_root=${1:-.build/ios-docs}
mkdir -p "$out_root"
out_root=$(cd "$out_root" && pwd)  # absolute: the compiler is given it as a flag
graphs=$out_root/symbol-graphs
# A build folder of its own, not the iOS build's .build/ios: the symbol-graph flags would make the
# next plain iOS build recompile everything.
scratch=$out_root/scratch

source scripts/docc-lib.sh
find_docc build-ios-docs

# The compiler writes a module's graphs only when it compiles the module, so an up-to-date build
# writes none: if Stagehand's are missing, everything is built again from scratch.
build_graphs() {
  mkdir -p "$graphs"
  set +e
  local flags
  mapfile -t flags < <(symbol_graph_flags "$graphs")
  "$ios_build" -- --scratch-path "$scratch" "${flags[@]}"
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
# The re-exported core types as an app sees them: with the members the core declares in extensions,
# and with Stagehand's own extensions of them hanging on them, so that docc sees each type once.
python3 scripts/complete-reexported-graph.py "$graphs/$module.symbols.json" "$graphs/StagehandCore.symbols.json"
# Stagehand's own graph and its extensions of UIKit's and Core Foundation's types.
convert_module build-ios-docs "$module" "$catalog" "$graphs" "$out_root"
