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

source scripts/docc-lib.sh
find_docc build-docs

# Symbol graphs of public declarations only: each module's own (Module.symbols.json) and its
# extensions of other modules' types (Module@Other.symbols.json, e.g. StagehandCore@Foundation,
# StagehandPreview@StagehandCore), which docc files under the extended types.
# One build of StagehandCLI compiles StagehandCore, StagehandHeadless and StagehandPreview too (it
# depends on them), a build of StagehandTesting its own module, and the compiler writes each
# module's graphs while it compiles it, so a build that is already up to date writes none: the graphs are kept beside the build that made them, and if any module's are
# missing everything is built again from scratch.
build_graphs() {
  local target flags
  mkdir -p "$graphs"
  for target in "${targets[@]}"; do
    mapfile -t flags < <(symbol_graph_flags "$graphs")
    swift build --scratch-path "$scratch" --target "$target" "${flags[@]}"
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
  convert_module build-docs "$module" "$catalog" "$graphs" "$out_root"
done
