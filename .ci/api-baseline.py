#!/usr/bin/env python3
"""The package's public API, listed from the compiler's symbol graphs, and its check against the baseline.

api/<Module>.txt holds the public API of each product module (StagehandCore, StagehandHeadless,
StagehandPreview, StagehandTesting and, where the iPhoneOS SDK is unpacked, the UIKit module
Stagehand) as it was at the last release: one line per public symbol, sorted. `check` lists the API
again and compares: every symbol added, removed or changed since the baseline must be named (its
dotted path as listed, e.g. `Transition.zoom(from:)`, in backticks or plain) in CHANGELOG.md's
Unreleased section, the text between `## Unreleased` (or `## [Unreleased]`) and the next `## `
heading. It fails only for a difference the section does not name. At a release, `update` writes the
new baseline and the Unreleased section moves under the version: both start again from nothing.

`check` also runs `clashes`: no top-level type that `Stagehand` exports (its own, and the core's
that it re-exports) may share its name with a top-level type or protocol of SwiftUI, or a file that
imports both would have to qualify it with the module's name.

    python3 .ci/api-baseline.py check                # what .ci/run does: the diff and the clashes
    python3 .ci/api-baseline.py update               # at a release: rewrite api/*.txt
    python3 .ci/api-baseline.py list .build/docs/symbol-graphs StagehandCore   # a listing, to stdout
    python3 .ci/api-baseline.py clashes              # the SwiftUI name clashes alone
    python3 .ci/api-baseline.py selftest             # the diff and mention rule on a fake baseline

Graphs: `update`, `check` and `clashes` read the graphs that scripts/build-docs.sh writes
(.build/docs/symbol-graphs) and, for Stagehand, scripts/build-ios-docs.sh (.build/ios-docs/
symbol-graphs). By default (--build auto) they reuse them when they are newer than every file under
Sources/ and Package.swift (as they are in CI, right after its docs and iOS steps), and otherwise
run the script first: incremental, under a minute each on a built tree, its own scratch build
(.build/docs/scratch, .build/ios-docs/scratch) from nothing the first time. --build always runs the
scripts, --build never uses whatever is there. Without an unpacked iPhoneOS SDK there are no
Stagehand graphs: its baseline is not checked (nor rewritten), and the clash check falls back to
StagehandCore's names and to the later SwiftUI names listed in this script (SWIFTUI_LATER).

Exit status: 0 when the API matches the baseline or every difference is named, and nothing clashes
(check), or the files were written (update); 1 for an unnamed difference, a clash or a failed build;
2 for a malformed file or command line.
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE_DIR = os.path.join(ROOT, "api")
CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")
LINUX_GRAPHS = os.path.join(ROOT, ".build", "docs", "symbol-graphs")
IOS_GRAPHS = os.path.join(ROOT, ".build", "ios-docs", "symbol-graphs")
# The products (Package.swift) whose API the baseline records. StagehandCLI is the tool's library,
# not a product; StagehandUIKitLayer's API is `package`.
LINUX_PRODUCTS = ["StagehandCore", "StagehandHeadless", "StagehandPreview", "StagehandTesting"]
IOS_PRODUCT = "Stagehand"
# Modules whose API a product re-exports (`@_exported import`) but whose graphs the compiler writes
# apart: StagehandPreview's Sources/Rendering/Exports.swift re-exports StagehandEncoders, so an app
# that imports StagehandPreview sees the encoders, and their API is StagehandPreview's. (Stagehand
# re-exports StagehandCore too, but the compiler puts those symbols in Stagehand's own graph.)
FOLDED = {"StagehandPreview": ["StagehandEncoders"]}
# The SwiftUI module interface of the SDK that the iOS build uses (CONTRIBUTING.md, "The iOS build").
SDK_HOME = os.environ.get("IOS_SDK_HOME", os.path.expanduser("~/.cache/ios-sdk"))
SDK = os.path.join(SDK_HOME, "iPhoneOS16.5.sdk")
SWIFTUI_INTERFACES = os.path.join(
    SDK, "System", "Library", "Frameworks", "SwiftUI.framework", "Modules", "SwiftUI.swiftmodule",
    "*.swiftinterface")
IOS_BUILD = os.environ.get("IOS_BUILD", os.path.join(os.path.dirname(ROOT), "shared", "ios", "build"))

# Top-level types and protocols SwiftUI declares that the iPhoneOS 16.5 SDK's interface lacks (iOS 17
# and 18; several now live in SwiftUICore, which SwiftUI re-exports, so `import SwiftUI` sees them).
# Only names checked on Apple's documentation, each with its page. Add new ones as SwiftUI grows,
# first those near Stagehand's subject: transitions, animation, presentation.
SWIFTUI_LATER = [
    # (name, what it is, since, Apple's documentation)
    ("Transition", "protocol", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/transition"),
    ("TransitionPhase", "enum", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/transitionphase"),
    ("TransitionProperties", "struct", "iOS 17.0",
     "https://developer.apple.com/documentation/swiftui/transitionproperties"),
    ("Spring", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/spring"),
    ("UnitCurve", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/unitcurve"),
    ("CustomAnimation", "protocol", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/customanimation"),
    ("AnimationContext", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/animationcontext"),
    ("AnimationState", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/animationstate"),
    ("AnimationStateKey", "protocol", "iOS 17.0",
     "https://developer.apple.com/documentation/swiftui/animationstatekey"),
    ("PhaseAnimator", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/phaseanimator"),
    ("KeyframeAnimator", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/keyframeanimator"),
    ("Keyframes", "protocol", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/keyframes"),
    ("KeyframeTrack", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/keyframetrack"),
    ("KeyframeTrackContent", "protocol", "iOS 17.0",
     "https://developer.apple.com/documentation/swiftui/keyframetrackcontent"),
    ("KeyframeTimeline", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/keyframetimeline"),
    ("LinearKeyframe", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/linearkeyframe"),
    ("SpringKeyframe", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/springkeyframe"),
    ("CubicKeyframe", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/cubickeyframe"),
    ("ScrollTransitionPhase", "enum", "iOS 17.0",
     "https://developer.apple.com/documentation/swiftui/scrolltransitionphase"),
    ("BlurReplaceTransition", "struct", "iOS 17.0",
     "https://developer.apple.com/documentation/swiftui/blurreplacetransition"),
    ("SlideTransition", "struct", "iOS 17.0", "https://developer.apple.com/documentation/swiftui/slidetransition"),
    ("NavigationTransition", "protocol", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/navigationtransition"),
    ("ZoomNavigationTransition", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/zoomnavigationtransition"),
    ("MatchedTransitionSourceConfiguration", "protocol", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/matchedtransitionsourceconfiguration"),
    ("EmptyMatchedTransitionSourceConfiguration", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/emptymatchedtransitionsourceconfiguration"),
    ("PresentationSizing", "protocol", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/presentationsizing"),
    ("AutomaticPresentationSizing", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/automaticpresentationsizing"),
    ("FittedPresentationSizing", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/fittedpresentationsizing"),
    ("PagePresentationSizing", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/pagepresentationsizing"),
    ("PresentationSizingRoot", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/presentationsizingroot"),
    ("PresentationSizingContext", "struct", "iOS 18.0",
     "https://developer.apple.com/documentation/swiftui/presentationsizingcontext"),
]

HEADER = """# The public API of {module} at the last release, one symbol a line (module, path, kind,
# declaration; tab-separated, sorted). Written by `python3 .ci/api-baseline.py update` from the
# compiler's symbol graphs: do not edit by hand. `check` fails when the API differs from this file
# and CHANGELOG.md's Unreleased section does not name the symbol; at a release, run `update` and move
# the Unreleased section under the version.
"""

# The declarations that a type has without declaring them, or that users cannot name, left out:
# - symbols with `::SYNTHESIZED::` in their identifier: the members a type inherits from a protocol
#   extension (Equatable's `!=`, Hashable's `hashValue`, SetAlgebra's dozen), repeated under every
#   conforming type. They follow from the conformance, which is listed (kind `conformance`), and from
#   the protocol's own members, listed once under the protocol;
# - extension blocks (kind swift.extension, written by -emit-extension-block-symbols): the members
#   and conformances they add are listed, the block itself is no API;
# - names beginning with `_` anywhere in the path (underscored API is not for users), and anything
#   not `public` or `open` (the graphs are written at public level, but a `package` or internal
#   symbol must never reach the baseline);
# - conformances to SendableMetatype, Copyable and Escapable: the compiler adds them to every type
#   (SendableMetatype follows from Sendable), and which it lists varies with the toolchain.
LEFT_OUT_CONFORMANCES = {"Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable"}
VISIBLE = {"public", "open"}
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"}


class BaselineError(Exception):
    pass


class BuildError(BaselineError):
    """A build script failed (exit status 1, not 2: nothing is malformed)."""


def shown(path):
    """`path` from the repository's root when inside it, as given otherwise."""
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


# --- Listing ---------------------------------------------------------------------------------------

def graph_files(graphs_dir, module):
    """The graphs of `module` in `graphs_dir`: its own and its Module@Other extension graphs."""
    own = os.path.join(graphs_dir, f"{module}.symbols.json")
    others = sorted(glob.glob(os.path.join(graphs_dir, f"{glob.escape(module)}@*.symbols.json")))
    return ([own] if os.path.exists(own) else []) + others


LOADED = {}


def load(path):
    """A symbol graph, read once (a listing resolves identifiers through every graph of its folder)."""
    if path in LOADED:
        return LOADED[path]
    try:
        with open(path, encoding="utf-8") as handle:
            LOADED[path] = json.load(handle)
    except (OSError, ValueError) as error:
        raise BaselineError(f"{shown(path)}: cannot read the symbol graph: {error}") from error
    return LOADED[path]


def spelled(fragments):
    """Declaration fragments as one line of text, runs of whitespace made one space."""
    return re.sub(r"\s+", " ", "".join(fragment.get("spelling", "") for fragment in fragments)).strip()


def listed(symbol):
    """Whether users can see `symbol` and it says something a conformance does not (see above)."""
    path = symbol.get("pathComponents") or []
    return (symbol.get("accessLevel") in VISIBLE
            and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]
            and symbol["kind"]["identifier"] != "swift.extension"
            and path and not any(component.startswith("_") for component in path))


def constraints(relationship):
    """A conditional conformance's `where` clause, spelled out ('' when unconditional)."""
    spelled_out = []
    for constraint in relationship.get("swiftConstraints") or []:
        relation = " == " if constraint.get("kind") == "sameType" else ": "
        spelled_out.append(f"{constraint.get('lhs', '?')}{relation}{constraint.get('rhs', '?')}")
    return f" where {', '.join(spelled_out)}" if spelled_out else ""


def listing(graphs_dir, module):
    """The public API of `module` from the graphs in `graphs_dir`: sorted lines, without duplicates.

    Each line is MODULE, PATH, KIND and DECLARATION, tab-separated: PATH is the symbol's
    pathComponents joined with "." (`Transition.zoom(from:)`), KIND its kind without "swift."
    (`type.method`), or `conformance` / `inheritance` for a type's protocols and superclass, whose
    DECLARATION reads `Type: Protocol`. The graphs of the modules it re-exports (FOLDED) count as its.
    """
    paths = []
    for name in [module] + FOLDED.get(module, []):
        found = graph_files(graphs_dir, name)
        if not any(os.path.basename(path) == f"{name}.symbols.json" for path in found):
            raise BaselineError(f"no symbol graph {name}.symbols.json in {shown(graphs_dir)}")
        paths += found
    graphs = [load(path) for path in paths]
    # Every symbol of every graph in the folder, to name the protocols a type conforms to when the
    # graph gives only their identifier (those of this package's modules).
    names = {}
    for path in sorted(glob.glob(os.path.join(graphs_dir, "*.symbols.json"))):
        for symbol in load(path)["symbols"]:
            names.setdefault(symbol["identifier"]["precise"], ".".join(symbol.get("pathComponents", [])))
    lines = set()
    for graph in graphs:
        symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
        for symbol in symbols.values():
            if listed(symbol):
                path = ".".join(symbol["pathComponents"])
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                lines.add("\t".join([module, path, kind, spelled(symbol.get("declarationFragments", []))]))
        for relationship in graph["relationships"]:
            if relationship["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = symbols.get(relationship["source"])
            target = relationship.get("targetFallback") or names.get(relationship["target"]) \
                or relationship["target"]
            if source is None or target in LEFT_OUT_CONFORMANCES:
                continue
            # A conformance added by an extension block is the extended type's.
            visible = dict(source, kind={"identifier": "swift.struct"}) \
                if source["kind"]["identifier"] == "swift.extension" else source
            if not listed(visible):
                continue
            path = ".".join(source["pathComponents"])
            kind = "conformance" if relationship["kind"] == "conformsTo" else "inheritance"
            lines.add("\t".join([module, path, kind, f"{path}: {target}{constraints(relationship)}"]))
    return sorted(lines)


def read_baseline(path):
    """A baseline file's lines, without its comments."""
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]
    for number, line in enumerate(lines, 1):
        if line.count("\t") < 3:
            raise BaselineError(f"{shown(path)}: line {number} is not MODULE\\tPATH\\tKIND\\tDECLARATION: {line!r}")
    return lines


# --- The rule: every difference named in Unreleased ------------------------------------------------

def unreleased(changelog_text):
    """The text of the changelog's Unreleased section (between its heading and the next `## `)."""
    match = re.search(r"^##[ \t]+\[?Unreleased\]?[ \t]*$", changelog_text, re.M | re.I)
    if not match:
        return None
    following = re.search(r"^## ", changelog_text[match.end():], re.M)
    return changelog_text[match.end():match.end() + following.start() if following else len(changelog_text)]


def mentioned(path, text):
    """Whether `text` names `path` as a whole: `Spring` is not named by `SpringParameters` nor by
    `ScreenEdge.Spring`, nor a type by one of its members (`Transition.zoom(from:)`); a module prefix
    (`StagehandCore.Spring`) is allowed."""
    pattern = r"(?:(?<![\w.])|(?<![\w.])Stagehand\w*\.)" + re.escape(path) + r"(?!\w|\.\w)"
    return re.search(pattern, text) is not None


def differences(baseline, current):
    """{path: (status, [lines])} for every path whose lines differ: added, removed or changed."""
    removed, added = set(baseline) - set(current), set(current) - set(baseline)
    by_path = collections.defaultdict(lambda: ([], []))
    for line in removed:
        by_path[line.split("\t")[1]][0].append(line)
    for line in added:
        by_path[line.split("\t")[1]][1].append(line)
    result = {}
    for path, (gone, new) in sorted(by_path.items()):
        status = "changed" if gone and new else "removed" if gone else "added"
        result[path] = (status, ["- " + line for line in sorted(gone)] + ["+ " + line for line in sorted(new)])
    return result


def unnamed(baseline, current, changelog_text):
    """The differences the Unreleased section does not name, and all of them: (unnamed, all)."""
    found = differences(baseline, current)
    section = unreleased(changelog_text)
    if section is None:
        return dict(found), found
    return {path: entry for path, entry in found.items() if not mentioned(path, section)}, found


# --- Graphs: reuse or build ------------------------------------------------------------------------

def newest_source():
    """The newest modification time among the files the graphs come from."""
    newest = os.path.getmtime(os.path.join(ROOT, "Package.swift"))
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            newest = max(newest, os.path.getmtime(os.path.join(folder, name)))
    return newest


def stamp_path(graphs_dir):
    return os.path.join(os.path.dirname(graphs_dir), "api-baseline.stamp")


def fresh(graphs_dir, modules):
    """Whether every module's graph is there and the graphs (or the last build this script ran, its
    stamp) are newer than every source: a build that compiles nothing writes no graph, so an
    unchanged module's graph may be older than an edit to another."""
    if not all(os.path.exists(os.path.join(graphs_dir, f"{module}.symbols.json")) for module in modules):
        return False
    times = [os.path.getmtime(path) for path in glob.glob(os.path.join(graphs_dir, "*.symbols.json"))]
    if os.path.exists(stamp_path(graphs_dir)):
        times.append(os.path.getmtime(stamp_path(graphs_dir)))
    return max(times) >= newest_source()


def sdk_unpacked():
    """What scripts/build-ios-docs.sh asks before it builds."""
    return os.path.exists(os.path.join(SDK, ".complete")) and os.access(IOS_BUILD, os.X_OK)


def run_script(script):
    """Runs a build script (its output streamed), failing when it fails; its output."""
    print(f"api-baseline: bash {script}", flush=True)
    started = time.time()
    process = subprocess.Popen(["bash", script], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, errors="replace")
    output = []
    for line in process.stdout:
        sys.stdout.write(line)
        output.append(line)
    if process.wait() != 0:
        raise BuildError(f"bash {script} failed (status {process.returncode}): see above")
    print(f"api-baseline: bash {script}: {time.time() - started:.0f} s", flush=True)
    return "".join(output)


def linux_graphs(build):
    """The folder of the Linux modules' graphs, built first if asked or stale."""
    modules = LINUX_PRODUCTS + [name for folded in FOLDED.values() for name in folded]
    if build == "always" or (build == "auto" and not fresh(LINUX_GRAPHS, modules)):
        if build == "auto":
            print("api-baseline: the symbol graphs in .build/docs are missing or older than the sources")
        run_script("scripts/build-docs.sh")
        open(stamp_path(LINUX_GRAPHS), "w").close()
    missing = [module for module in modules
               if not os.path.exists(os.path.join(LINUX_GRAPHS, f"{module}.symbols.json"))]
    if missing:
        raise BaselineError(f"no symbol graphs for {', '.join(missing)} in {shown(LINUX_GRAPHS)}: "
                            "run `bash scripts/build-docs.sh` (or this with --build always)")
    return LINUX_GRAPHS


def ios_graphs(build):
    """The folder of Stagehand's graphs, or None with the reason (no SDK, or stale without one)."""
    if build == "always" or (build == "auto" and not fresh(IOS_GRAPHS, [IOS_PRODUCT])):
        if sdk_unpacked():
            if build == "auto":
                print("api-baseline: the symbol graphs in .build/ios-docs are missing or older than the sources")
            output = run_script("scripts/build-ios-docs.sh")
            if "skipped" not in output:
                open(stamp_path(IOS_GRAPHS), "w").close()
        if not fresh(IOS_GRAPHS, [IOS_PRODUCT]) and build != "never":
            return None, (f"no up-to-date symbol graphs of {IOS_PRODUCT} in {shown(IOS_GRAPHS)}, and no "
                          f"iPhoneOS SDK unpacked in {SDK_HOME} to build them (see CONTRIBUTING.md, \"The iOS build\")")
    if not os.path.exists(os.path.join(IOS_GRAPHS, f"{IOS_PRODUCT}.symbols.json")):
        return None, f"no symbol graph {IOS_PRODUCT}.symbols.json in {shown(IOS_GRAPHS)}"
    return IOS_GRAPHS, None


# --- SwiftUI name clashes --------------------------------------------------------------------------

DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?P<modifiers>(?:(?:public|open|final|indirect|nonisolated)\s+)+)"
    r"(?P<kind>struct|enum|protocol|class|typealias|actor)\s+(?P<name>\w+)")
AVAILABLE = re.compile(r"@available\(iOS (\d+(?:\.\d+)*)")


def swiftui_names(interfaces):
    """{name: (kind, where, since)}: the top-level public types, protocols and aliases that SwiftUI's
    module interfaces declare (lines at column 0; members of types and extensions are indented)."""
    names = {}
    for interface in interfaces:
        with open(interface, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for number, line in enumerate(lines, 1):
            match = DECLARATION.match(line)
            if not match or not re.search(r"\b(public|open)\b", match["modifiers"]) or match["name"] in names:
                continue
            # Its availability: on the line itself or on the attribute lines just above it.
            attributes, above = [line], number - 2
            while above >= 0 and lines[above].startswith("@"):
                attributes.append(lines[above])
                above -= 1
            since = next((f"iOS {m[1]}" for m in map(AVAILABLE.search, attributes) if m), "iOS 13.0 or earlier")
            where = f"{os.path.relpath(interface, SDK_HOME)}:{number}"
            names[match["name"]] = (match["kind"], where, since)
    return names


def declaring_module(precise):
    """The module that declares a symbol, from its identifier: `s:13StagehandCore10TransitionV` is
    StagehandCore's, `c:@M@Stagehand@objc(cs)PushSegue` Stagehand's."""
    swift = re.match(r"s:(\d+)", precise)
    if swift:
        start = swift.end()
        return precise[start:start + int(swift[1])]
    objc = re.match(r"c:@M@(\w+)@", precise)
    return objc[1] if objc else "?"


def stagehand_type_names(build):
    """The top-level type names Stagehand exports, and where they came from."""
    graphs_dir, reason = ios_graphs(build)
    if graphs_dir:
        source = os.path.join(graphs_dir, f"{IOS_PRODUCT}.symbols.json")
        symbols = load(source)["symbols"]
        origin = f"{IOS_PRODUCT}'s symbol graph ({shown(source)}: its own types and those it re-exports)"
    else:
        source = os.path.join(linux_graphs(build), "StagehandCore.symbols.json")
        symbols = load(source)["symbols"]
        origin = (f"StagehandCore's symbol graph ({shown(source)}), which {IOS_PRODUCT} re-exports: {reason}, "
                  f"so {IOS_PRODUCT}'s own UIKit types are not checked")
    names = {symbol["pathComponents"][0]: (symbol["kind"]["identifier"].removeprefix("swift."),
                                           declaring_module(symbol["identifier"]["precise"]))
             for symbol in symbols
             if symbol["kind"]["identifier"] in TYPE_KINDS and len(symbol.get("pathComponents", [])) == 1
             and symbol.get("accessLevel") in VISIBLE}
    return names, origin


def clashes(build):
    """Prints every clash; True when there is none."""
    ours, origin = stagehand_type_names(build)
    interfaces = sorted(glob.glob(SWIFTUI_INTERFACES))
    theirs = swiftui_names(interfaces) if interfaces else {}
    print(f"clashes: {len(ours)} top-level types from {origin}")
    if interfaces:
        print(f"clashes: {len(theirs)} top-level SwiftUI names from {len(interfaces)} interface(s) of "
              f"{os.path.basename(SDK)}, and {len(SWIFTUI_LATER)} later ones listed in .ci/api-baseline.py")
    else:
        print(f"clashes: no SwiftUI interface in {SDK} (no iPhoneOS SDK unpacked): checking only the "
              f"{len(SWIFTUI_LATER)} SwiftUI names listed in .ci/api-baseline.py (iOS 17 and 18), not "
              "SwiftUI's older ones")
    for name, kind, since, url in SWIFTUI_LATER:
        if name in theirs:
            print(f"clashes: note: {name} is listed as new in {since} but the SDK's interface declares it "
                  f"({theirs[name][1]})")
        else:
            theirs[name] = (kind, url, since)
    found = sorted(set(ours) & set(theirs))
    for name in found:
        kind, where, since = theirs[name]
        ours_kind, module = ours[name]
        exported = "its own" if module == IOS_PRODUCT else f"re-exported from {module}"
        known = (f"in the {os.path.basename(SDK)[:-4]} SDK's interface, {where}" if where.startswith("iPhoneOS")
                 else f"not in the {os.path.basename(SDK)[:-4]} SDK; {where}")
        print(f"clash: {name}: Stagehand exports `{ours_kind} {name}` ({exported}); SwiftUI declares "
              f"`{kind} {name}` since {since} ({known})")
    if found:
        print(f"clashes: {len(found)} of Stagehand's type names are also SwiftUI's, so a file that imports "
              "both must write Stagehand.Name or SwiftUI.Name: rename them (or stop re-exporting them)")
    else:
        print("clashes: none")
    return not found


# --- Commands --------------------------------------------------------------------------------------

def current_listings(build):
    """{module: lines} for every product whose graphs exist, and the reason Stagehand's do not."""
    listings = {}
    linux = linux_graphs(build)
    for module in LINUX_PRODUCTS:
        listings[module] = listing(linux, module)
    ios, reason = ios_graphs(build)
    if ios:
        listings[IOS_PRODUCT] = listing(ios, IOS_PRODUCT)
    return listings, reason


def update(build, baseline_dir):
    listings, reason = current_listings(build)
    os.makedirs(baseline_dir, exist_ok=True)
    for module, lines in listings.items():
        path = os.path.join(baseline_dir, f"{module}.txt")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(HEADER.format(module=module))
            handle.writelines(line + "\n" for line in lines)
        print(f"api-baseline: wrote {shown(path)}: {len(lines)} symbols")
    if reason:
        kept = os.path.exists(os.path.join(baseline_dir, f"{IOS_PRODUCT}.txt"))
        print(f"api-baseline: {IOS_PRODUCT}: {reason}; {'its baseline is kept as it was' if kept else 'no baseline written'}")


def check_baseline(listings, reason, baseline_dir, changelog):
    """Prints the differences from the baseline; True when every one is named in Unreleased."""
    try:
        with open(changelog, encoding="utf-8") as handle:
            changelog_text = handle.read()
    except OSError as error:
        raise BaselineError(f"cannot read {shown(changelog)}: {error}") from error
    if unreleased(changelog_text) is None:
        print(f"api-baseline: {shown(changelog)} has no `## Unreleased` section: no difference can be named")
    passed = True
    modules = sorted(set(listings) | {os.path.basename(path)[:-4]
                                      for path in glob.glob(os.path.join(baseline_dir, "*.txt"))})
    for module in modules:
        path = os.path.join(baseline_dir, f"{module}.txt")
        if module not in listings:
            if module == IOS_PRODUCT:
                print(f"api-baseline: {module}: NOT CHECKED: {reason}")
            else:
                print(f"api-baseline: {module}: {shown(path)} is not a product's baseline (products: "
                      f"{', '.join(LINUX_PRODUCTS + [IOS_PRODUCT])}): remove it")
                passed = False
            continue
        if not os.path.exists(path):
            print(f"api-baseline: {module}: no baseline {shown(path)}: run `python3 .ci/api-baseline.py update`")
            passed = False
            continue
        missing, found = unnamed(read_baseline(path), listings[module], changelog_text)
        named = len(found) - len(missing)
        print(f"api-baseline: {module}: {len(listings[module])} symbols; against {shown(path)}, "
              f"{len(found)} changed path(s), {named} named in the Unreleased section")
        for api_path, (status, lines) in missing.items():
            print(f"  {status}, not in Unreleased: {api_path}")
            for line in lines:
                print(f"      {line[0]} {line[2:].split(chr(9), 2)[2]}")
        passed = passed and not missing
    if not passed:
        print(f"api-baseline: the public API differs from api/*.txt (the last release's) where the Unreleased "
              f"section of {shown(changelog)} does not say so. Describe each change there, naming the "
              "symbol by the path shown (e.g. `Transition.zoom(from:)`). At a release, run "
              "`python3 .ci/api-baseline.py update` and move the Unreleased section under the version.")
    return passed


def selftest():
    """The diff and mention rule, and the listing's filters, on a fake baseline and fake graphs."""
    def symbol(path, kind="swift.method", access="public", precise=None, declaration=None):
        return {"kind": {"identifier": kind}, "identifier": {"precise": precise or "s:" + ".".join(path)},
                "pathComponents": path, "accessLevel": access,
                "declarationFragments": [{"kind": "text", "spelling": declaration or f"func  {path[-1]}"}]}
    graph = {"module": {"name": "Fake"}, "symbols": [
        symbol(["Spring"], "swift.struct", declaration="struct Spring"),
        symbol(["Spring", "settle(after:)"]),
        symbol(["Spring", "!=(_:_:)"], precise="s:SQsE2neoiySbx_xtFZ::SYNTHESIZED::s:Spring"),
        symbol(["_Hidden"], "swift.struct"),
        symbol(["Spring", "_hidden()"]),
        symbol(["Spring", "internal()"], access="internal"),
        symbol(["Transition"], "swift.struct", declaration="struct\n   Transition"),
        symbol(["Transition", "zoom(from:)"], "swift.type.method"),
    ], "relationships": [
        {"kind": "conformsTo", "source": "s:Spring", "target": "s:SQ", "targetFallback": "Swift.Equatable"},
        {"kind": "conformsTo", "source": "s:Spring", "target": "s:sM", "targetFallback": "Swift.SendableMetatype"},
    ]}
    other = {"module": {"name": "Fake"}, "symbols": [
        symbol(["CGRect"], "swift.extension", precise="s:e:CGRect"),
        symbol(["CGRect", "inset(by:)"])], "relationships": []}
    with tempfile.TemporaryDirectory() as folder:
        for name, content in (("Fake.symbols.json", graph), ("Fake@Foundation.symbols.json", other)):
            with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                json.dump(content, handle)
        lines = listing(folder, "Fake")
        assert lines == listing(folder, "Fake"), "the listing is not stable"
        assert [line.split("\t")[1] for line in lines] == [
            "CGRect.inset(by:)", "Spring", "Spring", "Spring.settle(after:)", "Transition",
            "Transition.zoom(from:)"], lines
        assert "Fake\tTransition\tstruct\tstruct Transition" in lines, "whitespace is not normalised"
        assert "Fake\tSpring\tconformance\tSpring: Swift.Equatable" in lines, lines
        baseline_path = os.path.join(folder, "Fake.txt")
        with open(baseline_path, "w", encoding="utf-8") as handle:
            handle.write("# a comment\n" + "".join(line + "\n" for line in lines))
        baseline = read_baseline(baseline_path)
        assert baseline == lines
    changed = [line.replace("\tfunc settle(after:)", "\tfunc settle(after: Double)") for line in lines]
    changed.remove("Fake\tTransition.zoom(from:)\ttype.method\tfunc zoom(from:)")
    changed.append("Fake\tSpringParameters\tstruct\tstruct SpringParameters")
    log = "# Changelog\n\n## [Unreleased]\n\n{}\n\n## 0.1.0\n\n- `Spring.settle(after:)`, `Transition.zoom(from:)`\n"
    # Unchanged: nothing to name.
    assert unnamed(lines, lines, log.format("")) == ({}, {})
    # Three changes, none named in Unreleased (a mention under 0.1.0 does not count).
    missing, found = unnamed(lines, changed, log.format("- Nothing yet."))
    assert sorted(missing) == ["Spring.settle(after:)", "SpringParameters", "Transition.zoom(from:)"], missing
    assert [found[path][0] for path in sorted(found)] == ["changed", "added", "removed"], found
    # All named, in backticks or plain, with a module prefix or not: passes.
    text = "- `Spring.settle(after:)` takes a Double; StagehandCore.Transition.zoom(from:) is gone; SpringParameters."
    assert unnamed(lines, changed, log.format(text))[0] == {}
    # A longer name, a member or a nested type does not name a path.
    assert not mentioned("Spring", "`SpringParameters`, `Spring.settle(after:)`, `ScreenEdge.Spring`")
    assert mentioned("Spring", "`Spring` is renamed `SpringParameters`.")
    assert mentioned("Spring", "the old Spring.")
    # One named, one not: fails naming only the other.
    missing, _ = unnamed(lines, changed, log.format("- `SpringParameters` and `Transition.zoom(from:)`."))
    assert sorted(missing) == ["Spring.settle(after:)"], missing
    # `## Unreleased` without brackets, and no section at all.
    assert unreleased("## Unreleased\nx\n## 1.0\ny") == "\nx\n"
    assert unnamed(lines, changed, "# Changelog\n\n## 0.1.0\n`SpringParameters`")[0].keys() == found.keys()
    # The SwiftUI declarations the clash check reads.
    for line, name in (("@frozen public enum Axis : Swift.Int8 {", "Axis"), ("final public class ImageRenderer<C> {",
                       "ImageRenderer"), ("public protocol View {", "View"), ("open class UIHostingController<C> {",
                       "UIHostingController"), ("@_Concurrency.MainActor(unsafe) public struct List<S, C> {", "List")):
        assert DECLARATION.match(line)["name"] == name, line
    assert DECLARATION.match("  public struct Weight {") is None and DECLARATION.match("struct Local {") is None
    print("selftest: the diff and mention rule, the listing's filters and the SwiftUI parser behave")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    commands = parser.add_subparsers(dest="command", required=True)
    list_parser = commands.add_parser("list", help="print the public API of modules from a folder of graphs")
    list_parser.add_argument("graphs", help="a folder of *.symbols.json (e.g. .build/docs/symbol-graphs)")
    list_parser.add_argument("modules", nargs="*", help="modules (default: the products whose graphs are there)")
    for name, text in (("update", "write api/<Module>.txt from the current graphs (at a release)"),
                       ("check", "compare with api/*.txt and CHANGELOG's Unreleased section; run clashes"),
                       ("clashes", "check Stagehand's top-level type names against SwiftUI's")):
        command = commands.add_parser(name, help=text)
        command.add_argument("--build", choices=("auto", "always", "never"), default="auto",
                             help="run scripts/build-docs.sh and build-ios-docs.sh first: when the graphs "
                                  "are missing or older than the sources (auto), always, or never")
    commands.add_parser("selftest", help="check the diff and mention rule on a fake baseline")
    args = parser.parse_args()
    try:
        if args.command == "list":
            modules = args.modules or [module for module in LINUX_PRODUCTS + [IOS_PRODUCT]
                                       if os.path.exists(os.path.join(args.graphs, f"{module}.symbols.json"))]
            if not modules:
                raise BaselineError(f"no product's symbol graph in {args.graphs}")
            for module in modules:
                sys.stdout.writelines(line + "\n" for line in listing(args.graphs, module))
            return 0
        if args.command == "update":
            update(args.build, BASELINE_DIR)
            return 0
        if args.command == "clashes":
            return 0 if clashes(args.build) else 1
        if args.command == "selftest":
            selftest()
            return 0
        listings, reason = current_listings(args.build)
        baseline_passed = check_baseline(listings, reason, BASELINE_DIR, CHANGELOG)
        clashes_passed = clashes("never" if args.build == "always" else args.build)
        print(f"api-baseline: baseline {'passed' if baseline_passed else 'FAILED'}, "
              f"SwiftUI clashes {'none' if clashes_passed else 'FOUND'}")
        return 0 if baseline_passed and clashes_passed else 1
    except BaselineError as error:
        print(f"api-baseline: {error}", file=sys.stderr)
        return 1 if isinstance(error, BuildError) else 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
