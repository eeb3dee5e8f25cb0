#!/usr/bin/env python3
"""The mutation check: plants single-line faults, one at a time, and proves a test catches each.

Each mutant in scripts/mutants.txt names a file, a line's text to find (it must occur exactly
once in the file, unless `nth` says which occurrence), its replacement, and the tests expected to
catch it (a `swift test --filter` pattern). The check copies the working tree (without .build) to
a temporary folder, builds it, runs every filter once unmutated (they must pass, or a kill would
prove nothing), then for each mutant: replaces the line, builds, runs its tests, records which
tests failed, and puts the line back. A mutant that does not compile is an error in the list, not a
kill. It prints each mutant with the tests that killed it, and the score.

    python3 scripts/mutation-check.py            # every mutant
    python3 scripts/mutation-check.py --only ID  # one (or several: --only A --only B)
    python3 scripts/mutation-check.py --list     # the mutants, without running anything

Exit status: 0 when every mutant was killed; 1 when one survived or did not compile, or an
unmutated filter failed; 2 for a malformed list.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "scripts", "mutants.txt")
FIELDS = {"file", "find", "replace", "tests", "why", "nth"}


class ListError(Exception):
    pass


def parse(path):
    """The mutants, in order: dicts with id, file, find, replace, tests, why, nth."""
    mutants, current = [], None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            header = re.fullmatch(r"\[([a-z0-9][a-z0-9-]*)\]", line.strip())
            if header:
                current = {"id": header.group(1), "line": number}
                mutants.append(current)
                continue
            if current is None or ": " not in line:
                raise ListError(f"{path}:{number}: expected '[id]' or 'field: value', got {line!r}")
            key, value = line.split(": ", 1)
            key = key.strip()
            if key not in FIELDS:
                raise ListError(f"{path}:{number}: unknown field {key!r}")
            current[key] = value
    ids = set()
    for mutant in mutants:
        for key in ("file", "find", "replace", "tests", "why"):
            if key not in mutant:
                raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] has no {key}")
        if mutant["id"] in ids:
            raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] is listed twice")
        ids.add(mutant["id"])
        if mutant["find"] == mutant["replace"]:
            raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] replaces a text by itself")
        mutant["nth_given"] = "nth" in mutant
        try:
            mutant["nth"] = int(mutant.get("nth", "1"))
        except ValueError:
            raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] nth is not a whole number")
    return mutants


def locate(text, mutant):
    """The index of the occurrence to replace: the only one, or the `nth` when the list says."""
    find = mutant["find"]
    starts = [m.start() for m in re.finditer(re.escape(find), text)]
    if not starts:
        raise ListError(f"[{mutant['id']}]: {find!r} is not in {mutant['file']}")
    if len(starts) > 1 and not mutant["nth_given"]:
        raise ListError(
            f"[{mutant['id']}]: {find!r} occurs {len(starts)} times in {mutant['file']}; say which with nth")
    if mutant["nth"] > len(starts) or mutant["nth"] < 1:
        raise ListError(f"[{mutant['id']}]: {find!r} occurs {len(starts)} times, not {mutant['nth']}")
    return starts[mutant["nth"] - 1]


def mutate(text, mutant):
    index = locate(text, mutant)
    find, replace = mutant["find"], mutant["replace"]
    if "\n" in find or "\n" in replace:
        raise ListError(f"[{mutant['id']}]: a mutant changes one line")
    return text[:index] + replace + text[index + len(find):]


def run(command, cwd, log):
    started = time.time()
    process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(f"$ {' '.join(command)}\n{process.stdout}\n")
    return process.returncode, process.stdout, time.time() - started


FAILED_TEST = re.compile(r'✘ Test "([^"]+)"(?: with \d+ test cases?)? failed')
FAILED_XCTEST = re.compile(r"Test Case '([^']+)' failed")


def failing_tests(output):
    names = FAILED_TEST.findall(output) + FAILED_XCTEST.findall(output)
    seen, unique = set(), []
    for name in names:
        if name not in seen:
            seen.add(name)
            unique.append(name)
    return unique


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run only the mutant with this id")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--work", help="the folder to copy the tree into (default: a temporary one)")
    parser.add_argument(
        "--tests", help="run this `swift test --filter` pattern for every mutant instead of its own "
        "(to see what one test kills on its own); the exit status then tells nothing")
    args = parser.parse_args()
    try:
        mutants = parse(LIST)
        for mutant in mutants:
            with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as handle:
                mutate(handle.read(), mutant)
    except (ListError, OSError) as error:
        print(f"mutation-check: error: {error}", file=sys.stderr)
        return 2
    unknown = [i for i in args.only if i not in {m["id"] for m in mutants}]
    if unknown:
        print(f"mutation-check: error: no mutant {unknown[0]!r}", file=sys.stderr)
        return 2
    if args.only:
        mutants = [m for m in mutants if m["id"] in args.only]
    if args.tests:
        for mutant in mutants:
            mutant["tests"] = args.tests
    if args.list:
        for mutant in mutants:
            print(f"{mutant['id']:<44} {mutant['file']}: {mutant['why']}")
        print(f"{len(mutants)} mutants")
        return 0

    work = args.work or tempfile.mkdtemp(prefix="stagehand-mutants-")
    tree = os.path.join(work, os.path.basename(ROOT))
    if os.path.exists(tree):
        shutil.rmtree(tree)
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(".build", ".git"), symlinks=True)
    shared = os.path.join(os.path.dirname(ROOT), "shared")
    if os.path.isdir(shared) and not os.path.exists(os.path.join(work, "shared")):
        os.symlink(shared, os.path.join(work, "shared"))
    log = os.path.join(work, "mutation-check.log")
    print(f"mutation-check: {len(mutants)} mutants; working copy {tree}; log {log}")

    status, output, seconds = run(["swift", "build", "--build-tests"], tree, log)
    if status != 0:
        print("mutation-check: error: the unmutated tree does not build; see the log", file=sys.stderr)
        return 1
    filters = sorted({m["tests"] for m in mutants})
    status, output, seconds = run(["swift", "test", "--skip-build", "--filter", "|".join(filters)], tree, log)
    if status != 0:
        print(
            f"mutation-check: error: the tests fail unmutated: {failing_tests(output)[:3]}; see the log",
            file=sys.stderr)
        return 1
    print(f"unmutated: every filter passes ({seconds:.0f} s)")

    killed, problems = 0, []
    for mutant in mutants:
        path = os.path.join(tree, mutant["file"])
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutate(original, mutant))
        try:
            status, output, build_seconds = run(["swift", "build", "--build-tests"], tree, log)
            if status != 0:
                problems.append(mutant["id"])
                print(f"NOT BUILT {mutant['id']}: the mutant does not compile")
                continue
            status, output, test_seconds = run(
                ["swift", "test", "--skip-build", "--filter", mutant["tests"]], tree, log)
            names = failing_tests(output)
            if status != 0:
                killed += 1
                by = "; ".join(names[:2]) if names else "the test run failed"
                print(f"killed    {mutant['id']} ({build_seconds + test_seconds:.0f} s) by {by}")
            else:
                problems.append(mutant["id"])
                print(f"SURVIVED  {mutant['id']}: {mutant['why']} ({mutant['file']})")
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
    print(f"mutation score: {killed} of {len(mutants)} mutants killed")
    if problems:
        print(f"mutation-check: not killed: {', '.join(problems)}", file=sys.stderr)
        return 1
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
