#!/usr/bin/env python3
"""The mutation check: plants single-line faults, one at a time, and proves a test catches each.

Each mutant in scripts/mutants.txt names a file, a line's text to find (it must occur exactly
once in the file, unless `nth` says which occurrence), its replacement, and the tests expected to
catch it (a `swift test --filter` pattern). The check copies the working tree (without .build) to
a temporary folder, builds it, runs each distinct filter once unmutated, timing it (each must pass
and run at least one test, or a kill would prove nothing), then for each mutant: replaces the line,
builds, runs its tests under a time limit, records which tests failed, and puts the line back.

What counts as a kill: the test run fails, did not crash, and at least one test that the mutant's
own `tests` filter names recorded a failure. The failing tests are read from the run's output:
Swift Testing's results by identifier from `swift test --xunit-output` (`Module.Suite/test()`,
matched against the filter as `swift test --filter` matches, a regular-expression search), and
XCTest's `Test Case 'Suite.test' failed` lines; Swift Testing's `✘ Test ... recorded an issue`
lines name the killers in the report. So a mutant that does not compile is an error in the list
("NOT BUILT"), and a run that crashes ("CRASHED": a trap, a signal, a fatal error) or fails without
a failing test of the filter ("NO TEST FAILED") is not a kill.

The time limit: each mutant's test run may last `--time-factor` (default 5) times its filter's
unmutated run, and at least `--time-floor` seconds (default 120); a mutant's `limit: SECONDS`
field replaces that. A run past its limit is stopped (its whole process group) and reported as
"TIMED OUT": a hang is a fault caught only if a test reports it, so a timeout is NOT a kill unless
the mutant says `timeout: kills` (for a fault whose only symptom is a hang). Builds have their own
limit: twice the unmutated build, at least 30 minutes.

The unmutated runs are one: a single `swift test` of every filter at once, each filter then
read from its results (the tests its pattern names, their times summed); a filter the single run
does not show passing with a test of its own is run alone, as before, to say which fails or runs
nothing.

`--skip-baseline` runs no unmutated test: for a tree whose whole `swift test` has just passed (CI's
test step, in the same clone), where running its tests again would only time them. Each mutant's
limit is then the floor (`.ci/run` gives 600 s) or its own `limit`; a filter that runs no test
still fails its mutant (nothing is killed), so a broken filter is still reported.

`--in-place` plants the faults in the tree itself rather than a copy, so that its build (the
debug build `swift test` left) is reused, not made again from scratch: for a disposable clone, as
`.ci/run`'s. Each line is put back after its mutant, and on an interrupt or a stop; the check
refuses to start while a file it mutates has changes git does not have.

`--jobs N` checks N mutants at once, each worker in a tree of its own (the first the tree itself or
its copy, the others copies built from scratch while the first works): a worker's tests run on one
core while another's mutant builds, and each joins the work as soon as its copy is built. The
mutants whose unmutated tests took longest go first. `.ci/run` uses one worker a core.

    python3 scripts/mutation-check.py              # every mutant
    python3 scripts/mutation-check.py --only ID    # one (or several: --only A --only B)
    python3 scripts/mutation-check.py --list       # the mutants, without running anything
    python3 scripts/mutation-check.py --list-file F --only ID   # a mutant from another list

Exit status: 0 when every mutant was killed; 1 when one survived, timed out (without `timeout:
kills`), crashed, failed without a failing test of its filter, or did not compile, or an unmutated
filter failed or ran no test; 2 for a malformed list.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "scripts", "mutants.txt")
FIELDS = {"file", "find", "replace", "tests", "why", "nth", "limit", "timeout"}
TIME_FACTOR = 5
TIME_FLOOR = 120
BUILD_FLOOR = 1800


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
        if "limit" in mutant:
            try:
                mutant["limit"] = float(mutant["limit"])
            except ValueError:
                mutant["limit"] = -1
            if not mutant["limit"] > 0:
                raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] limit is not a number of seconds")
        if mutant.get("timeout", "kills") != "kills":
            raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] timeout can only be 'kills'")
        mutant["timeout_kills"] = mutant.get("timeout") == "kills"
        try:
            re.compile(mutant["tests"])
        except re.error as error:
            raise ListError(f"{path}:{mutant['line']}: [{mutant['id']}] tests is not a pattern: {error}")
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


class Run:
    """One command's outcome: its status (None when stopped at its limit), output and seconds."""

    def __init__(self, status, output, seconds):
        self.status, self.output, self.seconds = status, output, seconds

    @property
    def timed_out(self):
        return self.status is None


def descendants(pid):
    """The processes below `pid`, children first (`pgrep -P`, on Linux and macOS alike)."""
    found, queue = [], [pid]
    while queue:
        listed = subprocess.run(["pgrep", "-P", str(queue.pop(0))], stdout=subprocess.PIPE, text=True).stdout
        children = [int(word) for word in listed.split()]
        found += children
        queue += children
    return found


def run(command, cwd, log, limit=None):
    """Runs `command` in its own process group, stopping the whole group after `limit` seconds."""
    started = time.time()
    process = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
        start_new_session=True)
    try:
        output, _ = process.communicate(timeout=limit)
        status = process.returncode
    except subprocess.TimeoutExpired:
        # `swift test` starts the test binary outside its process group: stop every descendant,
        # found before any is stopped (an orphan would be reparented and lost), then the group.
        for pid in [process.pid] + descendants(process.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        output, _ = process.communicate()
        status = None
    seconds = time.time() - started
    with open(log, "a", encoding="utf-8") as handle:
        ending = f"(stopped after {seconds:.0f} s, its limit)" if status is None else f"(status {status})"
        handle.write(f"$ {' '.join(command)}\n{output}\n{ending}\n")
    return Run(status, output, seconds)


# Swift Testing: `✘ Test "Name" recorded an issue ...`, `✘ Test name() recorded an issue ...`,
# `✘ Test "Name" with 3 test cases failed ...`, `✘ Test name() failed ...`.
FAILED_TEST = re.compile(r'^✘ Test ("[^"]+"|\S+\(\S*\)) (?:recorded an issue|(?:with \d+ test cases? )?failed)', re.M)
# XCTest: `Test Case 'Suite.testName' failed (0.01 seconds)` (Linux; `-[Module.Suite testName]` on macOS).
FAILED_XCTEST = re.compile(r"^Test Case '(?:-\[)?(?:[\w]+\.)?([\w]+)[. ](\w+)\]?' failed", re.M)
PASSED_XCTEST = re.compile(r"^Test Case '(?:-\[)?(?:[\w]+\.)?([\w]+)[. ](\w+)\]?' passed \(([\d.]+) seconds\)", re.M)
XCTEST_RAN = re.compile(r"Executed (\d+) tests?, with")
CRASH = re.compile(r"(?i:exited with (?:unexpected )?signal code)|\*\*\* Program crashed|^Fatal error|fatal error:|"
                   r"Segmentation fault|Illegal instruction|Trace/breakpoint trap", re.M)


def unique(names):
    seen, kept = set(), []
    for name in names:
        if name not in seen:
            seen.add(name)
            kept.append(name)
    return kept


def failing_tests(output):
    """The names of the failing tests in the output, as it prints them."""
    return unique([m.group(1) for m in FAILED_TEST.finditer(output)]
                  + [f"{m.group(1)}.{m.group(2)}" for m in FAILED_XCTEST.finditer(output)])


def xunit_results(path):
    """Swift Testing's results from its xUnit file: (identifier, failed) per test, or None."""
    import xml.etree.ElementTree as ElementTree
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return None
    return [(f"{case.get('classname', '')}/{case.get('name', '')}", case.find("failure") is not None)
            for case in root.iter("testcase")]


def test_run(tree, pattern, log, limit=None):
    """Runs the tests `pattern` names; returns the run, the identifiers of the tests that failed
    (Swift Testing's and XCTest's, each matched by `pattern`), how many tests ran, and whether it
    crashed."""
    xunit = os.path.join(tree, ".build", "mutation-xunit.xml")
    swift_testing_xunit = os.path.join(tree, ".build", "mutation-xunit-swift-testing.xml")
    for path in (xunit, swift_testing_xunit):
        if os.path.exists(path):
            os.remove(path)
    outcome = run(["swift", "test", "--skip-build", "--filter", pattern, "--xunit-output", xunit], tree, log, limit)
    results = xunit_results(swift_testing_xunit) or []
    failed = [name for name, failed in results if failed]
    failed += [f"{m.group(1)}/{m.group(2)}" for m in FAILED_XCTEST.finditer(outcome.output)]
    named = [name for name in unique(failed) if re.search(pattern, name)]
    ran = len(results) + sum(int(n) for n in XCTEST_RAN.findall(outcome.output)[-1:])
    crashed = not outcome.timed_out and bool(CRASH.search(outcome.output))
    return outcome, named, ran, crashed


def baseline_runs(tree, patterns, log):
    """Each filter unmutated: {pattern: seconds} for those that pass and run a test; or an error
    message. One run of every filter at once; a filter it does not settle is run alone."""
    baseline, unsettled = {}, list(patterns)
    union = "|".join(f"(?:{pattern})" for pattern in patterns)
    outcome, failed, _, crashed = test_run(tree, union, log)
    results = xunit_results(os.path.join(tree, ".build", "mutation-xunit-swift-testing.xml"))
    if outcome.status == 0 and not crashed and results is not None:
        times = xunit_times(os.path.join(tree, ".build", "mutation-xunit-swift-testing.xml"))
        xctests = [(f"{m.group(1)}/{m.group(2)}", float(m.group(3))) for m in PASSED_XCTEST.finditer(outcome.output)]
        unsettled = []
        for pattern in patterns:
            named = [(name, seconds) for name, seconds in times + xctests if re.search(pattern, name)]
            if named:
                # Tests run side by side, so their times overlap: the run's own time bounds their sum.
                baseline[pattern] = min(sum(seconds for _, seconds in named), outcome.seconds)
                print(f"unmutated: {pattern} passes, {len(named)} tests ({baseline[pattern]:.0f} s)")
            else:
                unsettled.append(pattern)
        print(f"unmutated: {len(patterns) - len(unsettled)} filters in one run of {outcome.seconds:.0f} s")
    for pattern in unsettled:
        outcome, failed, ran, crashed = test_run(tree, pattern, log)
        if outcome.status != 0 or crashed:
            names = failed or failing_tests(outcome.output)
            return baseline, f"{pattern!r} fails unmutated: {names[:3]}; see the log"
        if ran == 0:
            return baseline, f"{pattern!r} runs no test; see the log"
        baseline[pattern] = outcome.seconds
        print(f"unmutated: {pattern} passes, {ran} tests ({outcome.seconds:.0f} s)")
    return baseline, None


def xunit_times(path):
    """Swift Testing's tests from its xUnit file: (identifier, seconds) per test."""
    import xml.etree.ElementTree as ElementTree
    root = ElementTree.parse(path).getroot()
    return [(f"{case.get('classname', '')}/{case.get('name', '')}", float(case.get("time") or 0))
            for case in root.iter("testcase")]


def dirty_files(mutants):
    """The files the mutants change that have changes git does not have (none outside a checkout)."""
    files = sorted({m["file"] for m in mutants})
    listed = subprocess.run(["git", "status", "--porcelain", "--", *files], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    return [line[3:] for line in listed.stdout.splitlines()] if listed.returncode == 0 else []


def copy_tree(source, folder):
    """A copy of `source` (without its build or git folders) in `folder`, beside a link to the
    repository's ../shared as the original has it; returns the copy's path."""
    copy = os.path.join(folder, os.path.basename(ROOT))
    if os.path.exists(copy):
        shutil.rmtree(copy)
    shutil.copytree(source, copy, ignore=shutil.ignore_patterns(".build", ".git"), symlinks=True)
    shared = os.path.join(os.path.dirname(ROOT), "shared")
    if os.path.isdir(shared) and not os.path.exists(os.path.join(folder, "shared")):
        os.symlink(shared, os.path.join(folder, "shared"))
    return copy


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run only the mutant with this id")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--list-file", default=LIST, help="the list of mutants (default: scripts/mutants.txt)")
    parser.add_argument("--work", help="the folder to copy the tree into (default: a temporary one)")
    parser.add_argument(
        "--in-place", action="store_true",
        help="mutate the tree itself, reusing its build (for a disposable clone: CI's)")
    parser.add_argument(
        "--jobs", type=int, default=1,
        help="check this many mutants at once, each worker in a tree of its own (the others copies, "
        "built from scratch): one worker's tests run while another builds (default 1)")
    parser.add_argument(
        "--tests", help="run this `swift test --filter` pattern for every mutant instead of its own "
        "(to see what one test kills on its own); the exit status then tells nothing")
    parser.add_argument(
        "--skip-baseline", action="store_true",
        help="do not run the mutants' tests unmutated first (for a tree whose whole `swift test` just "
        "passed, as CI's test step leaves it): every mutant's limit is then --time-floor or its own `limit`")
    parser.add_argument(
        "--time-factor", type=float, default=TIME_FACTOR,
        help=f"a mutant's tests may run this many times their unmutated time (default {TIME_FACTOR})")
    parser.add_argument(
        "--time-floor", type=float, default=TIME_FLOOR,
        help=f"and at least this many seconds (default {TIME_FLOOR}); a mutant's `limit` replaces both")
    args = parser.parse_args()
    try:
        mutants = parse(args.list_file)
        for mutant in mutants:
            with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as handle:
                mutate(handle.read(), mutant)
    except (ListError, OSError) as error:
        print(f"mutation-check: error: {error}", file=sys.stderr)
        return 2
    if not 1 <= args.jobs <= 8:
        print("mutation-check: error: --jobs must be from 1 to 8", file=sys.stderr)
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
    if args.in_place:
        dirty = dirty_files(mutants)
        if dirty:
            print(f"mutation-check: error: --in-place would plant faults in files with changes git does "
                  f"not have: {', '.join(dirty[:3])}; commit or stash them, or run without --in-place",
                  file=sys.stderr)
            return 2
        tree = ROOT
        # A stop (SIGTERM, as CI's time limit sends) unwinds like an interrupt, putting the line back.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    else:
        tree = copy_tree(ROOT, work)
    log = os.path.join(work, "mutation-check.log")
    print(f"mutation-check: {len(mutants)} mutants; working copy {tree}; log {log}")

    # The other workers' trees: copies of the unmutated tree, built while the first runs the
    # unmutated filters (one core's work), so that one worker's tests run while another builds.
    trees = [tree]
    for number in range(2, args.jobs + 1):
        trees.append(copy_tree(tree, os.path.join(work, f"worker-{number}")))
    logs = [log] + [os.path.join(work, f"mutation-check-{n}.log") for n in range(2, args.jobs + 1)]
    builds = {}

    def first_build(index):
        builds[index] = run(["swift", "build", "--build-tests"], trees[index], logs[index])

    first_build(0)
    if builds[0].status != 0:
        print("mutation-check: error: the unmutated tree does not build; see the log", file=sys.stderr)
        return 1
    others = [threading.Thread(target=first_build, args=(index,), daemon=True) for index in range(1, len(trees))]
    for thread in others:
        thread.start()
    # Each filter alone, unmutated: it must pass and run a test, and its time sets its mutants' limit.
    # The other workers' copies go on building meanwhile; each joins the work once its copy is built,
    # so the first worker never waits for them.
    if args.skip_baseline:
        baseline, error = {m["tests"]: 0.0 for m in mutants}, None
        print("unmutated: not run again (--skip-baseline): every test passed unmutated in this tree just before")
    else:
        baseline, error = baseline_runs(tree, sorted({m["tests"] for m in mutants}), log)
    if error:
        for thread in others:
            thread.join()
        print(f"mutation-check: error: {error}", file=sys.stderr)
        return 1
    build_limit = max(BUILD_FLOOR, 2 * builds[0].seconds)

    killed, problems = 0, []
    # The mutants whose tests take longest first, so that the workers end together rather than one
    # running a long one alone at the end (the list's order otherwise).
    queue = sorted(mutants, key=lambda m: -baseline[m["tests"]])
    lock = threading.Lock()
    planted = {}  # path -> original text, for the lines in place now (put back on a stop)

    def check_one(mutant, tree, log):
        """One mutant in `tree`: (killed, line to print)."""
        limit = mutant.get("limit") or max(args.time_floor, args.time_factor * baseline[mutant["tests"]])
        path = os.path.join(tree, mutant["file"])
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        with lock:
            planted[path] = original
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutate(original, mutant))
        try:
            built = run(["swift", "build", "--build-tests"], tree, log, build_limit)
            if built.status != 0:
                why = "its build passed its limit" if built.timed_out else "the mutant does not compile"
                return False, f"NOT BUILT {mutant['id']}: {why}"
            outcome, failed, _, crashed = test_run(tree, mutant["tests"], log, limit)
            seconds = f"{built.seconds + outcome.seconds:.0f} s"
            if outcome.timed_out:
                if mutant["timeout_kills"]:
                    return True, f"killed    {mutant['id']} ({seconds}) by its time limit of {limit:.0f} s (timeout: kills)"
                return False, f"TIMED OUT {mutant['id']}: stopped after {limit:.0f} s, not a kill: {mutant['why']}"
            if crashed:
                return False, f"CRASHED   {mutant['id']}: the test run crashed, not a kill ({seconds}); see the log"
            if outcome.status != 0 and failed:
                shown = failing_tests(outcome.output)[:2] or failed[:2]
                return True, f"killed    {mutant['id']} ({seconds}) by {'; '.join(shown)}"
            if outcome.status != 0:
                return False, (f"NO TEST FAILED {mutant['id']}: the run failed (status {outcome.status}) without a "
                               f"failing test of {mutant['tests']!r}, not a kill ({seconds}); see the log")
            return False, f"SURVIVED  {mutant['id']}: {mutant['why']} ({mutant['file']})"
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
            with lock:
                planted.pop(path, None)

    def worker(index):
        nonlocal killed
        if index > 0:
            others[index - 1].join()
            if builds[index].status != 0:
                with lock:
                    problems.append(f"worker {index + 1}'s copy of the tree (it does not build; see its log)")
                return
        while True:
            with lock:
                if not queue:
                    return
                mutant = queue.pop(0)
            was_killed, line = check_one(mutant, trees[index], logs[index])
            with lock:
                if was_killed:
                    killed += 1
                else:
                    problems.append(mutant["id"])
                print(line, flush=True)

    workers = [threading.Thread(target=worker, args=(index,), daemon=True) for index in range(len(trees))]
    try:
        for thread in workers:
            thread.start()
        for thread in workers:
            while thread.is_alive():
                thread.join(timeout=1)
    finally:
        # On a stop, the lines still planted go back (the workers are left to die with the script).
        with lock:
            for path, original in planted.items():
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
