# What scripts/build-docs.sh and scripts/build-ios-docs.sh share, sourced by both: finding the
# toolchain's docc, and building one module's archive from its symbol graphs with no warnings.
# Each function takes the calling script's name first, for its messages.

# Sets `docc` to the toolchain's docc (on PATH, or beside swift); exits 1, saying so, without one.
find_docc() {
  local script=$1 swift_path
  docc=$(command -v docc || true)
  if [ -z "$docc" ]; then
    swift_path=$(command -v swift || true)
    if [ -n "$swift_path" ] && [ -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]; then
      docc=$(dirname "$(readlink -f "$swift_path")")/docc
    fi
  fi
  if [ -z "$docc" ]; then
    echo "$script: docc is missing: it ships with the Swift toolchain (usr/bin/docc beside swift);" \
      "install a toolchain that has it, or put it on PATH" >&2
    exit 1
  fi
}

# convert_module SCRIPT MODULE CATALOG GRAPHS OUT_ROOT: builds OUT_ROOT/MODULE.doccarchive from
# CATALOG and MODULE's graphs in GRAPHS, and exits 1 on any docc warning or error.
convert_module() {
  local script=$1 module=$2 catalog=$3 graphs=$4 out_root=$5
  local archive=$out_root/$module.doccarchive module_graphs=$out_root/symbol-graphs-$module
  local log=$out_root/docc-$module.log status problems pages
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "$script: the build wrote no symbol graph for $module in $graphs" >&2
    exit 1
  fi
  # docc reads every graph in the folder it is given: hand it only this module's, its own and its
  # Module@Other extension graphs (its extensions of other modules' types).
  rm -rf "$module_graphs" "$archive"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;
  set +e
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "dev.stagehand.$module" \
    --output-path "$archive" \
    --analyze --warnings-as-errors >"$log" 2>&1
  status=$?
  set -e
  cat "$log"
  # --warnings-as-errors turns warnings into errors; count both, so a docc that only prints them
  # still fails here.
  problems=$(grep -cE '^(warning|error):' "$log" || true)
  if [ "$status" -ne 0 ] || [ "$problems" -ne 0 ]; then
    echo "$script: docc failed for $module (status $status, $problems warnings or errors): see above" >&2
    exit 1
  fi
  pages=$(find "$archive/data/documentation" -name '*.json' | wc -l)
  echo "$script: $archive: $pages pages, 0 warnings"
}

# The compiler flags that make a build write public symbol graphs into $1.
symbol_graph_flags() {
  printf '%s\n' -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$1" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols
}
