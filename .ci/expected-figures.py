#!/usr/bin/env python3
"""The exact figures the CI's explore and fuzz steps must reach, kept in one place, and their check.

.ci/explore-expected.txt holds the explorer's length (the CI's STAGEHAND_EXPLORE_LENGTH) and, for
each transition the explorer test runs (one test case each), the exact number of sequences it
explores at that length. .ci/fuzz-expected.txt holds the fuzzer's total (the CI's
STAGEHAND_FUZZ_SEQUENCES) and, for each transition the fuzz test runs, the exact number of sequences
it plays (the total shared out, rounded up). `.ci/run` reads the length and the total from these
files and gates on them: the test's output must list exactly these transitions, each once, with
exactly these counts, as many as the passing test cases, and no failure.

The counts follow from the transitions, the events and the UIKit readings the explorer and the
fuzzer know, so a change to any of them changes the figures: regenerate them, and commit the files
with the change.

    python3 .ci/expected-figures.py update               # both files (the explorer at length 6 in release: ~12 min plus its build)
    python3 .ci/expected-figures.py update explore       # one file
    python3 .ci/expected-figures.py update fuzz          # seconds: the names, from a small debug run
    python3 .ci/expected-figures.py update explore --length 3 --output /tmp/explore-3.txt   # a try at a small length
    python3 .ci/expected-figures.py run explore          # what .ci/run does: the run, one process a core, checked
    python3 .ci/expected-figures.py check explore LOG [LOG ...]   # check a run's output (one log per shard)
    python3 .ci/expected-figures.py value explore        # the length (the fuzz file's: its total)

The headless UIKit runs on the main actor, so one test process uses one core: `run` and `update`
build the tests once, then start one `swift test --skip-build` a core (`--shards N` to choose), each
with `STAGEHAND_SHARD=K/N` (Sources/TestSupport/TestShard.swift: the K-th share of the test's
cases), and read their outputs together: every case reported once across the shards.

Exit status: 0 when the figures match (check) or were written (update); 1 when they differ or the
run failed; 2 for a malformed file or command line.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {
    "explore": os.path.join(ROOT, ".ci", "explore-expected.txt"),
    "fuzz": os.path.join(ROOT, ".ci", "fuzz-expected.txt"),
}
# The setting each file records, and the value it gets by default when regenerated.
SETTINGS = {"explore": ("length", 6), "fuzz": ("sequences", 100000)}
LINES = {
    "explore": re.compile(
        r"^explore: (?P<name>.+): length (?P<length>\d+), (?P<sequences>\d+) sequences, \d+ events, "
        r"\d+ pruned, \d+ transitions, (?P<failures>\d+) failures$", re.M),
    "fuzz": re.compile(
        r"^fuzz: (?P<name>.+): (?P<sequences>\d+) sequences, \d+ steps, \d+ transitions, "
        r"(?P<failures>\d+) failures$", re.M),
}
CASES = {
    "explore": re.compile(
        r'Test "Every sequence of events up to the length ends at rest, with every promise kept" '
        r"with (\d+) test cases passed"),
    "fuzz": re.compile(r'Test "Random sequences keep every promise" with (\d+) test cases passed'),
}
HEADERS = {
    "explore": """# The explorer's exact figures at the CI's length (.ci/run's explore step): the length, then one
# line per transition the test explores (one test case each): its sequences and its name. Written
# by `python3 .ci/expected-figures.py update explore` (a release run at that length, ~12 min);
# regenerate it whenever the transitions, the events or the readings the explorer knows change.
""",
    "fuzz": """# The fuzzer's exact figures in CI (.ci/run's fuzz step): the total asked for, then one line per
# transition the test fuzzes (one test case each): its sequences (the total shared out, rounded
# up) and its name. Written by `python3 .ci/expected-figures.py update fuzz` (seconds); regenerate
# it whenever the built-in transitions the tests list (everyTransition) change.
""",
}


class FigureError(Exception):
    pass


def shown(path):
    """`path` from the repository's root when inside it, as given otherwise."""
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


def read(kind, path=None):
    """The setting's value and the expected sequences by name."""
    path = path or FILES[kind]
    setting = SETTINGS[kind][0]
    value, figures = None, collections.OrderedDict()
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            words = line.split(" ", 1)
            if value is None:
                if words[0] != setting or len(words) != 2 or not words[1].isdigit():
                    raise FigureError(f"{path}:{number}: expected '{setting} N' first, got {line!r}")
                value = int(words[1])
            elif len(words) != 2 or not words[0].isdigit() or not words[1]:
                raise FigureError(f"{path}:{number}: expected 'SEQUENCES NAME', got {line!r}")
            elif words[1] in figures:
                raise FigureError(f"{path}:{number}: {words[1]!r} is listed twice")
            else:
                figures[words[1]] = int(words[0])
    if value is None or not figures:
        raise FigureError(f"{path}: no figures")
    return value, figures


def reported(kind, log_text):
    """What the test printed: [(name, sequences, failures, length or None)]."""
    return [(m["name"], int(m["sequences"]), int(m["failures"]),
             int(m["length"]) if "length" in m.groupdict() else None)
            for m in LINES[kind].finditer(log_text)]


def check(kind, log_texts, path=None):
    """The differences between the run's output, one text per shard, and the expected figures
    (empty when they match)."""
    value, expected = read(kind, path)
    lines = [line for text in log_texts for line in reported(kind, text)]
    problems = []
    passed = 0
    for number, text in enumerate(log_texts, 1):
        cases = CASES[kind].findall(text)
        if len(cases) != 1:
            shard = f" (shard {number} of {len(log_texts)})" if len(log_texts) > 1 else ""
            problems.append(f"the test did not report its passing test cases once{shard}")
        else:
            passed += int(cases[0])
    if not problems and passed != len(expected):
        problems.append(f"{passed} test cases passed, expected {len(expected)} (one per transition)")
    seen = collections.Counter(name for name, *_ in lines)
    for name, count in seen.items():
        if count > 1:
            problems.append(f"{name!r} reported {count} times")
    for name, sequences, failures, length in lines:
        if name not in expected:
            problems.append(f"{name!r} is not in {shown(path or FILES[kind])}")
            continue
        if sequences != expected[name]:
            problems.append(f"{name!r}: {sequences} sequences, expected {expected[name]}")
        if failures:
            problems.append(f"{name!r}: {failures} failures")
        if length is not None and length != value:
            problems.append(f"{name!r}: length {length}, expected {value}")
    for name in expected:
        if name not in seen:
            problems.append(f"{name!r} was not reported")
    return problems


# The explorer runs in release (with testable imports), the fuzzer in debug, as `swift test` builds.
BUILD_FLAGS = {"explore": ["-c", "release", "-Xswiftc", "-enable-testing"], "fuzz": []}
FILTERS = {"explore": "PresentationExplorerTests/everySequence", "fuzz": "PresentationFuzzTests/randomSequences"}
VARIABLES = {"explore": "STAGEHAND_EXPLORE_LENGTH", "fuzz": "STAGEHAND_FUZZ_SEQUENCES"}


def default_shards():
    """One process a core (a shard runs on one core: the main actor's thread)."""
    return max(1, min(os.cpu_count() or 1, 8))


def sharded_run(kind, value, shards, log_prefix, scratch=None):
    """Builds the tests once, then runs `shards` processes of the test at once, each its share of
    the cases; returns (status of the first that failed or 0, [each shard's output]), and writes
    each output to `log_prefix`-K.log. `scratch`: the build folder (SwiftPM's --scratch-path), when
    not .build."""
    flags = BUILD_FLAGS[kind] + (["--scratch-path", scratch] if scratch else [])
    build = ["swift", "build", "--build-tests", *flags]
    print(f"expected-figures: {' '.join(build)}", flush=True)
    built = subprocess.run(build, cwd=ROOT)
    if built.returncode != 0:
        return built.returncode, []
    command = ["swift", "test", *flags, "--skip-build", "--ignore-lock", "--filter", FILTERS[kind]]
    print(f"expected-figures: {VARIABLES[kind]}={value} STAGEHAND_SHARD=K/{shards} {' '.join(command)}, "
          f"K from 1 to {shards} at once", flush=True)
    balanced = balanced_cases(kind, shards)
    if balanced:
        print(f"expected-figures: the cases shared out by their expected sequences: "
              f"{', '.join(str(sum(load for _, load in share)) for share in balanced)}", flush=True)
    processes, logs = [], []
    for number in range(1, shards + 1):
        log = f"{log_prefix}-{number}.log"
        environment = {**os.environ, VARIABLES[kind]: str(value), "STAGEHAND_SHARD": f"{number}/{shards}"}
        if balanced:
            environment["STAGEHAND_SHARD_CASES"] = "|".join(name for name, _ in balanced[number - 1])
        handle = open(log, "w", encoding="utf-8")
        processes.append((subprocess.Popen(command, cwd=ROOT, env=environment, stdout=handle,
                                           stderr=subprocess.STDOUT), handle))
        logs.append(log)
    status = 0
    for process, handle in processes:
        code = process.wait()
        handle.close()
        status = status or code
    outputs = []
    for log in logs:
        with open(log, encoding="utf-8", errors="replace") as handle:
            outputs.append(handle.read())
    return status, outputs


def balanced_cases(kind, shards):
    """The explorer's cases shared out among `shards` by their expected sequences (the largest first,
    each to the shard with the least so far), so that no shard runs long after the others; None for
    the fuzzer (its cases cost alike, shared out by index), one shard, or no figures to go by."""
    if kind != "explore" or shards < 2:
        return None
    try:
        _, expected = read(kind)
    except (FigureError, OSError):
        return None
    if any("|" in name for name in expected):
        return None
    shares = [[] for _ in range(shards)]
    for name, load in sorted(expected.items(), key=lambda item: (-item[1], item[0])):
        lightest = min(range(shards), key=lambda k: (sum(l for _, l in shares[k]), k))
        shares[lightest].append((name, load))
    # Then swaps of one case for another between the heaviest share and any other, while one makes
    # the heaviest lighter (a few passes over 21 cases).
    def total(share):
        return sum(load for _, load in share)
    improved = True
    while improved:
        improved = False
        heaviest = max(range(shards), key=lambda k: total(shares[k]))
        for other in range(shards):
            if other == heaviest:
                continue
            gap = total(shares[heaviest]) - total(shares[other])
            best = None
            for i, (_, a) in enumerate(shares[heaviest]):
                for j, (_, b) in enumerate(shares[other] + [(None, 0)]):
                    moved = a - b
                    if 0 < moved < gap and (best is None or abs(gap - 2 * moved) < best[0]):
                        best = (abs(gap - 2 * moved), i, j)
            if best is not None and best[0] < gap:
                _, i, j = best
                case = shares[heaviest].pop(i)
                if j < len(shares[other]):
                    shares[heaviest].append(shares[other].pop(j))
                shares[other].append(case)
                improved = True
                break
    return shares


def run_and_check(kind, shards, log_prefix, scratch=None):
    value, expected = read(kind)
    started = time.time()
    status, outputs = sharded_run(kind, value, shards, log_prefix, scratch)
    for text in outputs:
        for line in text.splitlines():
            if line.startswith(f"{kind}:"):
                print(line)
    problems = check(kind, outputs) if outputs else ["the tests did not build"]
    if status != 0:
        problems.insert(0, f"a shard's run failed (status {status})")
    for number, text in enumerate(outputs, 1):
        if status != 0 or problems:
            print(f"--- shard {number} of {len(outputs)}, its last lines ({log_prefix}-{number}.log):")
            print("\n".join(text.splitlines()[-12:]))
    for problem in problems[:20]:
        print(f"expected-figures: {kind}: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"expected-figures: {kind}: all {len(expected)} transitions, {sum(expected.values())} sequences, "
          f"as expected, in {shards} processes, {time.time() - started:.0f} s")
    return 0


def update(kind, value, output, shards, log_prefix):
    if kind == "explore":
        measured_value = value
    else:
        # A short run (about 120 sequences each) is enough to learn the names; the counts follow
        # from the total.
        measured_value = 2000
    status, outputs = sharded_run(kind, measured_value, shards, log_prefix)
    lines = [line for text in outputs for line in reported(kind, text)]
    if status != 0 or not lines or any(failures for _, _, failures, _ in lines):
        sys.stdout.write("\n".join(text[-2000:] for text in outputs))
        raise FigureError(f"the {kind} run failed (status {status}); nothing written")
    names = [name for name, *_ in lines]
    if len(set(names)) != len(names):
        raise FigureError(f"the {kind} run reported a transition twice; nothing written")
    if kind == "explore":
        figures = [(sequences, name) for name, sequences, _, _ in lines]
    else:
        share = -(-value // len(names))
        figures = [(share, name) for name in names]
    # The test prints in the order its cases finish: sorted by name, the file's diffs stay small.
    figures.sort(key=lambda figure: figure[1])
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(HEADERS[kind])
        handle.write(f"{SETTINGS[kind][0]} {value}\n")
        for sequences, name in figures:
            handle.write(f"{sequences} {name}\n")
    total = sum(sequences for sequences, _ in figures)
    print(f"expected-figures: wrote {shown(output)}: {len(figures)} transitions, "
          f"{total} sequences at {SETTINGS[kind][0]} {value}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check_parser = commands.add_parser("check", help="compare a step's output with the expected figures")
    check_parser.add_argument("kind", choices=sorted(FILES))
    check_parser.add_argument("log", nargs="+", help="the output of the step's swift test run, one per shard")
    check_parser.add_argument("--expected", help="another expected file (default: the one in .ci)")
    run_parser = commands.add_parser("run", help="build, run the test in one process a core, and check it")
    run_parser.add_argument("kind", choices=sorted(FILES))
    update_parser = commands.add_parser("update", help="run the test and write the expected figures")
    update_parser.add_argument("kind", nargs="?", choices=sorted(FILES), help="one file (default: both)")
    update_parser.add_argument("--length", type=int, help="the explorer's length (default: the file's, or 6)")
    update_parser.add_argument("--sequences", type=int, help="the fuzzer's total (default: the file's, or 100000)")
    update_parser.add_argument("--output", help="write here instead of the file in .ci (one kind only)")
    for sub in (run_parser, update_parser):
        sub.add_argument("--shards", type=int, default=default_shards(),
                         help="how many processes run the test at once (default: one a core, here %(default)s)")
        sub.add_argument("--logs", default=os.path.join(tempfile.gettempdir(), "stagehand"),
                         help="each shard's output goes to LOGS-KIND-K.log (default %(default)s)")
        sub.add_argument("--scratch-path", help="the build folder, when not .build (SwiftPM's option)")
    value_parser = commands.add_parser("value", help="print the file's length (explore) or total (fuzz)")
    value_parser.add_argument("kind", choices=sorted(FILES))
    args = parser.parse_args()
    try:
        if args.command == "value":
            print(read(args.kind)[0])
            return 0
        if args.command in ("run", "update") and not 1 <= args.shards <= 64:
            raise FigureError("--shards must be from 1 to 64")
        if args.command == "run":
            return run_and_check(args.kind, args.shards, f"{args.logs}-{args.kind}", args.scratch_path)
        if args.command == "check":
            texts = []
            for log in args.log:
                with open(log, encoding="utf-8", errors="replace") as handle:
                    texts.append(handle.read())
            problems = check(args.kind, texts, args.expected)
            for problem in problems[:20]:
                print(f"expected-figures: {args.kind}: {problem}", file=sys.stderr)
            if problems:
                print(f"expected-figures: {args.kind}: {len(problems)} differences from "
                      f"{shown(args.expected or FILES[args.kind])}; if the change is "
                      f"intended, run 'python3 .ci/expected-figures.py update {args.kind}' and commit the "
                      f"file", file=sys.stderr)
                return 1
            value, expected = read(args.kind, args.expected)
            print(f"expected-figures: {args.kind}: all {len(expected)} transitions, "
                  f"{sum(expected.values())} sequences, as expected")
            return 0
        kinds = [args.kind] if args.kind else sorted(FILES)
        if args.output and len(kinds) != 1:
            raise FigureError("--output needs one kind")
        for kind in kinds:
            given = args.length if kind == "explore" else args.sequences
            if given is None:
                try:
                    given = read(kind)[0]
                except (OSError, FigureError):
                    given = SETTINGS[kind][1]
            if given < 1:
                raise FigureError(f"the {SETTINGS[kind][0]} must be at least 1")
            update(kind, given, args.output or FILES[kind], args.shards, f"{args.logs}-{kind}")
        return 0
    except FigureError as error:
        print(f"expected-figures: error: {error}", file=sys.stderr)
        return 1 if args.command == "update" else 2
    except OSError as error:
        print(f"expected-figures: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
