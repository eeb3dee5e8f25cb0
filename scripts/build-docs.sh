#!/usr/bin/env bash
# Builds the StagehandCore DocC archive with the toolchain's docc, from the compiler's symbol
# graph, and fails on any warning (a broken or ambiguous ``link``, an undocumented parameter, an
# unknown topic). Usage: bash scripts/build-docs.sh [OUTPUT_DIR] (default .build/docs).
#
# Only StagehandCore has a catalog so far; the other modules' catalogs are not written yet.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

out_root=${1:-.build/docs}
mkdir -p "$out_root"
out_root=$(cd "$out_root" && pwd)  # absolute: the compiler is given it as a flag
module=StagehandCore
catalog=Sources/$module/$module.docc
graphs=$out_root/symbol-graphs
archive=$out_root/$module.doccarchive
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

# Symbol graphs of public declarations only, the module's own and its extensions of Foundation's
# types (StagehandCore@Foundation), which docc files under the extended types.
# The compiler writes the graphs while it compiles the module, so a build that is already up to
# date writes none: the graphs are kept beside the build that made them, and if they are missing
# the module is built again from scratch.
build_graphs() {
  mkdir -p "$graphs"
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols
}
rm -rf "$archive"
build_graphs
if [ ! -f "$graphs/$module.symbols.json" ]; then
  rm -rf "$scratch" "$graphs"
  build_graphs
fi
# Keep only this module's graphs, should the build have written others.
find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*.symbols.json" -delete
if [ ! -f "$graphs/$module.symbols.json" ]; then
  echo "build-docs: the build wrote no symbol graph for $module in $graphs" >&2
  exit 1
fi

log=$out_root/docc.log
set +e
"$docc" convert "$catalog" \
  --additional-symbol-graph-dir "$graphs" \
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
  echo "build-docs: docc failed (status $status, $problems warnings or errors): see above" >&2
  exit 1
fi

pages=$(find "$archive/data/documentation" -name '*.json' | wc -l)
echo "build-docs: $archive: $pages pages, 0 warnings"
