#!/usr/bin/env python3
"""Counts the lines only a phone compiles: Sources/UIKitShells (all of it is under
`#if canImport(UIKit)`), without blank lines, comments and `#if`/`#endif` lines.

A line counts as branching when it holds a decision: `if`, `guard`, `switch`, `case`, `default:`,
`while`, `for`, `catch`, `where`, a ternary ` ? `, `??`, optional chaining `?.`, `&&` or `||`.
Issue 12 asks for both figures in the README (before the shared UIKit layer: 1,302 and 98).

Usage: scripts/ios-only-lines.py [--list]   (--list prints the branching lines)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "UIKitShells"
BRANCH = re.compile(
    r"\b(if|guard|switch|case|while|for|catch|where)\b|\bdefault:|\s\?\s|\?\?|\?\.|&&|\|\|")


def code_lines(text):
    in_block = False
    for raw in text.splitlines():
        line = raw.strip()
        if in_block:
            if "*/" in line:
                in_block = False
                line = line.split("*/", 1)[1].strip()
            else:
                continue
        if line.startswith("/*"):
            if "*/" not in line:
                in_block = True
            continue
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        # Drop trailing comments and string contents before looking for decisions.
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        line = line.split("//", 1)[0].strip()
        if line:
            yield line


def main():
    total = branching = 0
    listed = []
    for path in sorted(ROOT.rglob("*.swift")):
        for line in code_lines(path.read_text()):
            total += 1
            if BRANCH.search(line):
                branching += 1
                listed.append(f"{path.relative_to(ROOT.parent.parent)}: {line}")
    if "--list" in sys.argv:
        print("\n".join(listed))
    print(f"iOS-only lines: {total}, branching: {branching} ({len(list(ROOT.rglob('*.swift')))} files)")


if __name__ == "__main__":
    main()
