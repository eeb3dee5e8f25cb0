#!/usr/bin/env python3
"""Proves that the demo app's dependency on Stagehand resolves whatever the repository's folder is
called.

An `.iOSApplication` manifest (AppleProductTypes) cannot load on Linux, so this copies the
repository's tracked files under another folder name (`Stagehand-main`, as GitHub's zip unpacks)
and writes, next to the demo, a plain manifest whose package dependency and product dependency are
the demo manifest's own lines, read from it (not retyped). It then resolves and builds that plain
package: the dependency declaration works under the other name. As a control, the same manifest
with the dependency's `name:` removed must fail to resolve, which is the failure users saw
("unknown package 'Stagehand' ... valid packages are: 'main'"): the check can fail.

    python3 .ci/demo-resolves.py

Exit status 0 when both hold, 1 otherwise.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(ROOT, "Examples", "StagehandDemo.swiftpm", "Package.swift")


def one(pattern, text, what):
    found = re.findall(pattern, text)
    if len(found) != 1:
        sys.exit(f"demo-resolves: expected one {what} in {DEMO}, found {len(found)}")
    return found[0]


def probe_manifest(tools, dependency, product):
    return (
        f"{tools}\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "DemoDependencyProbe",\n'
        f"    dependencies: [{dependency}],\n"
        "    targets: [\n"
        '        .executableTarget(name: "DemoDependencyProbe", dependencies: ['
        f"{product}])\n"
        "    ]\n"
        ")\n"
    )


def run(arguments, folder):
    return subprocess.run(arguments, cwd=folder, capture_output=True, text=True)


def main():
    manifest = open(DEMO, encoding="utf-8").read()
    tools = one(r"(?m)^// swift-tools-version:.*$", manifest, "tools version line")
    code = re.sub(r"(?m)//.*$", "", manifest)
    dependency = one(r"\.package\((?:[^()]|\([^()]*\))*\)", code, "package dependency")
    product = one(r"\.product\([^()]*\)", code, "product dependency")
    print(f"demo-resolves: the demo declares {dependency} and {product}")

    tracked = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode().split("\0")
    scratch = tempfile.mkdtemp(prefix="stagehand-demo-")
    try:
        copy = os.path.join(scratch, "Stagehand-main")
        for path in filter(None, tracked):
            source = os.path.join(ROOT, path)
            if not os.path.isfile(source):
                continue
            target = os.path.join(copy, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(source, target)
        probe = os.path.join(copy, "Examples", "DemoDependencyProbe")
        os.makedirs(os.path.join(probe, "Sources", "DemoDependencyProbe"))
        with open(os.path.join(probe, "Sources", "DemoDependencyProbe", "main.swift"), "w") as handle:
            handle.write('import Stagehand\nprint("Stagehand resolves")\n')
        manifest_path = os.path.join(probe, "Package.swift")

        # The control: without the name, the folder's name is the package's, and it fails.
        unnamed = re.sub(r'name:\s*"[^"]*",\s*', "", dependency)
        with open(manifest_path, "w") as handle:
            handle.write(probe_manifest(tools, unnamed, product))
        control = run(["swift", "package", "describe"], probe)
        if control.returncode == 0 or "unknown package" not in control.stderr:
            print(control.stdout[-2000:], control.stderr[-2000:])
            sys.exit("demo-resolves: the control resolved: this check would not see the bug")
        print("demo-resolves: control: without name:, resolution fails as users saw ('unknown package')")

        with open(manifest_path, "w") as handle:
            handle.write(probe_manifest(tools, dependency, product))
        for arguments in (["swift", "package", "describe"], ["swift", "build"]):
            result = run(arguments, probe)
            if result.returncode != 0:
                print(result.stdout[-3000:], result.stderr[-3000:])
                sys.exit(f"demo-resolves: {' '.join(arguments)} failed in a folder named Stagehand-main")
        print("demo-resolves: in a copy named Stagehand-main, the demo's dependency resolves and builds")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
