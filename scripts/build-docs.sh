#!/usr/bin/env bash
# Builds the DocC archive of each public module buildable on Linux (StagehandCore,
# StagehandHeadless, StagehandPreview, StagehandCLI, StagehandTesting) with the toolchain's docc,
# from the compiler's symbol graphs, and fails on any warning (a broken or ambiguous ``link``, an undocumented parameter, an unknown
# topic). Usage: bash scripts/build-docs.sh [OUTPUT_DIR] (default .build/docs); each module's
# archive is OUTPUT_DIR/<Module>.doccarchive.
#
# The UIKit module `Stagehand` is built by scripts/build-ios-docs.sh: its symbol graphs need the
# iOS build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

modules=(StagehandCore StagehandHeadless StagehandPreview StagehandCLI StagehandTesting)
# The targets whose builds write every module's graphs: StagehandCLI depends on the first four;
# StagehandTesting is not a dependency of it, so it is built too, into the same folder.
targets=(StagehandCLI StagehandTesting)
out_root=${1:-.build/docs}
mkdir -p "$out_root"
out_root=$(cd "$out_root" && pwd)  # absolute: the compiler is given it as a flag
graphs=$out_root/symbol-graphs
# A build folder of its own: the symbol-graph flags would otherwise make the next plain
# `swift build` recompile StagehandCore and everything above it.
scratch=$out_root/scratch

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  swift_path=$(command -v swift || true)
  if [ -n "$swift_path" ] && [ -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]; then
    docc=$(dirname "$(readlink -f "$swift_path")")/docc
  fi
fi
if [ -z "$docc" ]; then
  echo "build-docs: docc is missing: it ships with the Swift toolchain (usr/bin/docc beside swift);" \
    "install a toolchain that has it, or put it on PATH" >&2
  exit 1
fi

# Symbol graphs of public declarations only: each module's own (Module.symbols.json) and its
# extensions of other modules' types (Module@Other.symbols.json, e.g. StagehandCore@Foundation,
# StagehandPreview@StagehandCore), which docc files under the extended types.
# One build of StagehandCLI compiles StagehandCore, StagehandHeadless and StagehandPreview too (it
# depends on them), a build of StagehandTesting its own module, and the compiler writes each module's graphs while it compiles it, so a build that is already up to
# date writes none: the graphs are kept beside the build that made them, and if any module's are
# missing everything is built again from scratch.
build_graphs() {
  local target
  mkdir -p "$graphs"
  for target in "${targets[@]}"; do
    swift build --scratch-path "$scratch" --target "$target" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
      -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
      -Xswiftc -emit-extension-block-symbols
  done
}
graphs_missing() {
  local module
  for module in "${modules[@]}"; do
    [ -f "$graphs/$module.symbols.json" ] || return 0
  done
  return 1
}
build_graphs
if graphs_missing; then
  rm -rf "$scratch" "$graphs"
  build_graphs
fi

for module in "${modules[@]}"; do
  catalog=$(find Sources -maxdepth 2 -type d -name "$module.docc" | head -n 1)
  if [ -z "$catalog" ]; then
    echo "build-docs: no catalog $module.docc under Sources/" >&2
    exit 1
  fi
  archive=$out_root/$module.doccarchive
  rm -rf "$archive"
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "build-docs: the build wrote no symbol graph for $module in $graphs" >&2
    exit 1
  fi
  # docc reads every graph in the folder it is given: hand it only this module's, its own and
  # its Module@Other extension graphs.
  module_graphs=$out_root/symbol-graphs-$module
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;

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
    echo "build-docs: docc failed for $module (status $status, $problems warnings or errors): see above" >&2
    exit 1
  fi

  pages=$(find "$archive/data/documentation" -name '*.json' | wc -l)
  echo "build-docs: $archive: $pages pages, 0 warnings"
done
