#!/usr/bin/env python3
"""Checks that the API's traps cannot compile: each file in Tests/Traps is code an app might write
by mistake (a zoom from a button's `frame`, say), type-checked for iOS against the package.

Each trap file marks one line `// trap`, and below it gives `// fix: <the line as it should be>` and
`// error: <the compiler's message>`. The check passes for a file only if
- the file as it is fails with exactly one error, that message, on the marked line (an error for
  another reason, a typo say, does not count as the trap holding), and
- the file with the marked line replaced by its fix compiles with no error and no warning (so the
  trap is the only thing wrong with it).

Usage: python3 .ci/traps.py [--ios-build PATH]   (default ../shared/ios/build)

The type-check needs the iOS build (the script the README and CI use where an iPhoneOS SDK is
unpacked, default ~/.cache/ios-sdk): UIKit exists nowhere else here. Without it the check says it
was skipped and exits 0, as `.ci/run`'s iOS step does.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRAPS = os.path.join(ROOT, "Tests", "Traps")
DIAGNOSTIC = re.compile(r"^(?P<path>[^:\s]+\.swift):(?P<line>\d+):\d+: (?P<kind>error|warning): (?P<message>.*)$")


def parse(path):
    """The file's lines, the index of the trap line, its fix and the expected error."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    marked = [i for i, line in enumerate(lines) if line.rstrip().endswith("// trap")]
    fixes = [line.split("// fix: ", 1)[1] for line in lines if "// fix: " in line]
    errors = [line.split("// error: ", 1)[1].strip() for line in lines if "// error: " in line]
    if len(marked) != 1 or len(fixes) != 1 or len(errors) != 1:
        raise SystemExit(
            f"traps: {path} must mark one line `// trap` and give one `// fix:` and one `// error:`")
    return lines, marked[0], fixes[0], errors[0]


def type_check(ios_build, name, text):
    """Type-checks `text` as `name` for iOS; returns (exit status, the distinct diagnostics)."""
    folder = tempfile.mkdtemp(prefix="stagehand-trap-")
    try:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)
        run = subprocess.run(
            [ios_build, "--sources", folder], cwd=ROOT, capture_output=True, text=True)
        found = set()
        for line in (run.stdout + run.stderr).splitlines():
            match = DIAGNOSTIC.match(line.strip())
            if match and match.group("path").endswith(name):
                found.add((int(match.group("line")), match.group("kind"), match.group("message")))
        return run.returncode, sorted(found), run.stdout + run.stderr
    finally:
        shutil.rmtree(folder)


def check(ios_build, path):
    """The failures of one trap file, as sentences (none when it holds)."""
    name = os.path.basename(path)
    lines, index, fix, expected = parse(path)
    failures = []
    status, found, output = type_check(ios_build, name, "\n".join(lines))
    wanted = [(index + 1, "error", expected)]
    errors = [entry for entry in found if entry[1] == "error"]
    if status == 0 or errors != wanted:
        failures.append(
            f"{name}: expected exactly `error: {expected}` on line {index + 1}; the compiler said "
            + (", ".join(f"line {l}: {k}: {m}" for l, k, m in found) or f"nothing (status {status})"))
    indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
    fixed = lines[:index] + [indent + fix] + lines[index + 1 :]
    status, found, output = type_check(ios_build, name, "\n".join(fixed))
    if status != 0 or found:
        failures.append(
            f"{name}: the fix `{fix}` should compile cleanly; the compiler said "
            + (", ".join(f"line {l}: {k}: {m}" for l, k, m in found) or output.strip()[-400:]))
    return failures


def main():
    ios_build = os.path.join(ROOT, "..", "shared", "ios", "build")
    if len(sys.argv) == 3 and sys.argv[1] == "--ios-build":
        ios_build = sys.argv[2]
    elif len(sys.argv) != 1:
        raise SystemExit(__doc__)
    sdk_home = os.environ.get("IOS_SDK_HOME", os.path.expanduser("~/.cache/ios-sdk"))
    if not os.path.isfile(os.path.join(sdk_home, "iPhoneOS16.5.sdk", ".complete")) or not os.access(
        ios_build, os.X_OK
    ):
        print(f"traps: SKIPPED, no iPhoneOS SDK in {sdk_home} or no {ios_build}: the traps were not checked")
        return 0
    files = sorted(f for f in os.listdir(TRAPS) if f.endswith(".swift"))
    if not files:
        raise SystemExit(f"traps: no trap files in {TRAPS}")
    failures = []
    for name in files:
        failures += check(ios_build, os.path.join(TRAPS, name))
    for failure in failures:
        print(f"traps: FAILED: {failure}")
    if failures:
        return 1
    print(f"traps: {len(files)} traps fail to compile with the expected error, and their fixes compile:")
    for name in files:
        print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
