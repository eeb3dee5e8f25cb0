#!/usr/bin/env python3
"""Completes the UIKit module's symbol graph with the re-exported core types as an app sees them.
Usage: python3 scripts/complete-reexported-graph.py GRAPH.symbols.json CORE.symbols.json
(GRAPH is rewritten in place; CORE is StagehandCore's graph from the same build).

The UIKit module `Stagehand` re-exports the core types an app names (`@_exported import struct
StagehandCore.StagehandTransition`, …). The compiler's graph for it has two faults that this mends:
- It holds only what each re-exported type's own declaration declares, not the members the core
  declares in extensions of it (`CustomTransition.card(detents:inset:)`, `ScreenEdge.Axis`), though
  an app sees and calls those too. They are copied from the core's graph, with their relationships.
- Where `Stagehand` itself extends a re-exported type (`StagehandTransition.zoom(from:)` with a
  view), the graph holds the type twice: as the type, and as the extension block the compiler
  writes for another module's type, and docc cannot tell them apart ("'StagehandTransition' is
  ambiguous"). Each extension block whose extended type is in the graph is removed, and its members
  and conformances hang on the type, as docc shows a module's extensions of its own types. Blocks
  extending types the graph does not hold (UIKit's `UIViewController`) are left as they are.
Running it twice changes nothing the second time.
"""

import json
import os
import sys


def fold(graph):
    """Folds the blocks in `graph` (a parsed symbol graph) and returns how many it folded."""
    symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
    extended = {}
    for relationship in graph["relationships"]:
        source = symbols.get(relationship["source"])
        if (
            relationship["kind"] == "extensionTo"
            and source is not None
            and source["kind"]["identifier"] == "swift.extension"
            and relationship["target"] in symbols
        ):
            extended[relationship["source"]] = relationship["target"]
    graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in extended]
    relationships = []
    for relationship in graph["relationships"]:
        if relationship["kind"] == "extensionTo" and relationship["source"] in extended:
            continue
        relationship = dict(relationship)
        for end in ("source", "target"):
            if relationship[end] in extended:
                relationship[end] = extended[relationship[end]]
                relationship.pop(end + "Fallback", None)
        relationships.append(relationship)
    graph["relationships"] = relationships
    return len(extended)


def add_core_members(graph, core):
    """Copies into `graph` the core's symbols under the top-level types `graph` re-exports that it
    lacks, and the core's relationships from them; returns how many symbols it copied."""
    top_level = {
        tuple(symbol["pathComponents"])
        for symbol in graph["symbols"]
        if len(symbol["pathComponents"]) == 1 and symbol["identifier"]["precise"].startswith("s:13StagehandCore")
    }
    present = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
    added = [
        symbol
        for symbol in core["symbols"]
        if len(symbol["pathComponents"]) > 1
        and tuple(symbol["pathComponents"][:1]) in top_level
        and symbol["identifier"]["precise"] not in present
    ]
    graph["symbols"].extend(added)
    added_ids = {symbol["identifier"]["precise"] for symbol in added}
    known = {(r["kind"], r["source"], r["target"]) for r in graph["relationships"]}
    for relationship in core["relationships"]:
        key = (relationship["kind"], relationship["source"], relationship["target"])
        if relationship["source"] in added_ids and key not in known:
            graph["relationships"].append(relationship)
    return len(added)


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    path = sys.argv[1]
    with open(path, encoding="utf-8") as handle:
        graph = json.load(handle)
    with open(sys.argv[2], encoding="utf-8") as handle:
        core = json.load(handle)
    added = add_core_members(graph, core)
    folded = fold(graph)
    with open(path + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(graph, handle)
    os.replace(path + ".tmp", path)
    print(
        f"complete-reexported-graph: {added} members of re-exported types copied from the core's graph,"
        f" {folded} extension blocks folded into their types, in {path}")


if __name__ == "__main__":
    main()
