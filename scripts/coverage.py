#!/usr/bin/env python3
"""Line coverage of the code a phone runs that the Linux tests can reach: the shared UIKit layer
(Sources/UIKitLayer), the presentation driver (Sources/Core/Presentation), and the panels, the
position and the motion engine of sheets (Sources/Core/Panels, Position, Interaction),
from the profile `swift test --enable-code-coverage` leaves.

Usage:
  swift test --enable-code-coverage      # run the tests with coverage first
  scripts/coverage.py [--uncovered]      # per-file and total line coverage; --uncovered lists
                                         # every line not run, by file
Exit status: 0 when the figures were printed, 2 when there is no profile to read.
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCOPES = [
    "Sources/UIKitLayer/", "Sources/Core/Presentation/", "Sources/Core/Panels/", "Sources/Core/Position/",
    "Sources/Core/Interaction/",
]


def codecov_paths():
    out = subprocess.run(
        ["swift", "test", "--show-codecov-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    json_path = pathlib.Path(out)
    build = json_path.parent.parent  # .build/<triple>/debug/codecov/<name>.json -> debug
    profdata = json_path.parent / "default.profdata"
    binaries = sorted(build.glob("*PackageTests.xctest"))
    return profdata, binaries


def llvm_cov():
    """The toolchain's own llvm-cov (beside `swift`): an older system one cannot read its profiles."""
    swift = shutil.which("swift")
    if swift:
        beside = pathlib.Path(os.path.realpath(swift)).parent / "llvm-cov"
        if beside.exists():
            return str(beside)
    return "llvm-cov"


def main():
    profdata, binaries = codecov_paths()
    if not profdata.exists() or not binaries:
        print(f"coverage: no profile at {profdata}; run `swift test --enable-code-coverage` first")
        return 2
    exported = subprocess.run(
        [llvm_cov(), "export", str(binaries[0]), f"-instr-profile={profdata}"],
        capture_output=True, text=True, check=True,
    ).stdout
    data = json.loads(exported)["data"][0]["files"]
    rows = []
    for entry in data:
        name = entry["filename"]
        rel = name[len(str(ROOT)) + 1:] if name.startswith(str(ROOT)) else name
        if not any(rel.startswith(scope) for scope in SCOPES):
            continue
        # Lines executed or not, from the segments: a line is covered when any region starting on
        # it ran (llvm-cov's own line rule, the same as `llvm-cov report`).
        lines = entry["summary"]["lines"]
        uncovered = uncovered_lines(entry["segments"])
        rows.append((rel, lines["count"], lines["covered"], uncovered))
    rows.sort()
    total = sum(r[1] for r in rows)
    covered = sum(r[2] for r in rows)
    width = max(len(r[0]) for r in rows)
    for rel, count, hit, _ in rows:
        print(f"{rel:<{width}}  {hit:>5} / {count:<5} {100 * hit / max(count, 1):6.2f} %")
    print(f"{'total':<{width}}  {covered:>5} / {total:<5} {100 * covered / max(total, 1):6.2f} %")
    if "--uncovered" in sys.argv:
        for rel, _, _, missed in rows:
            if not missed:
                continue
            source = (ROOT / rel).read_text().splitlines()
            for line in missed:
                print(f"{rel}:{line}: {source[line - 1].strip()}")
    return 0


def uncovered_lines(segments):
    """Lines whose every region starting there has count 0 (segments: line, col, count, hasCount,
    isRegionEntry, isGap)."""
    starts = {}
    for seg in segments:
        line, _, count, has_count, is_entry, is_gap = seg[:6]
        if not has_count or is_gap:
            continue
        starts.setdefault(line, []).append(count)
    missed = []
    for line, counts in sorted(starts.items()):
        if all(c == 0 for c in counts):
            missed.append(line)
    return missed


if __name__ == "__main__":
    sys.exit(main())
