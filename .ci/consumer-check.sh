#!/usr/bin/env bash
# A consumer of Stagehand, as an app's package would be: a throwaway package outside the repository
# that depends on Stagehand by path, imports the UIKit module (`Stagehand`) and the testing API
# (`StagehandTesting`), and tests its own transition headless. It builds and tests on Linux, and
# compiles for iOS with ../shared/ios/build where the iPhoneOS SDK is unpacked.
#
# Usage: bash .ci/consumer-check.sh   (from anywhere; the consumer is made in a temporary folder
# and removed afterwards). Exit status: 0 when everything it could run passed.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
consumer=$(mktemp -d "${TMPDIR:-/tmp}/stagehand-consumer.XXXXXX")
trap 'rm -rf "$consumer"' EXIT
mkdir -p "$consumer/Sources/App" "$consumer/Tests/AppTests"

cat >"$consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [.library(name: "App", targets: ["App"])],
    dependencies: [.package(name: "Stagehand", path: "$repo")],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "Stagehand", package: "Stagehand"),
                .product(name: "StagehandCore", package: "Stagehand"),
            ]),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App",
                .product(name: "StagehandTesting", package: "Stagehand"),
                .product(name: "StagehandHeadless", package: "Stagehand"),
                .product(name: "StagehandCore", package: "Stagehand"),
            ]),
    ]
)
EOF

# The app: its own transition (a shelf rising 300 points from the bottom), and on iOS the screen
# that presents with it through the UIKit module.
cat >"$consumer/Sources/App/Shelf.swift" <<'EOF'
import Foundation
import Stagehand
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A shelf 300 points tall that rises from the bottom edge over a dimming.
public struct ShelfTransition: CustomTransition {
    public init() {}

    public var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    public var usesSharedElements: Bool { false }

    public func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let shown = ViewState(frame: CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300))
        let hidden = ViewState(frame: CGRect(x: 0, y: bounds.height, width: bounds.width, height: 300))
        let dimmed = ViewState(frame: bounds, alpha: 1)
        let clear = ViewState(frame: bounds, alpha: 0)
        let (from, to, dimFrom, dimTo) = phase == .present ? (hidden, shown, clear, dimmed) : (shown, hidden, dimmed, clear)
        return Choreography(
            phase: phase,
            plan: TransitionPlan(tracks: [
                Track(.dimming, from: dimFrom, to: dimTo, timing: .linear(duration: 0.25)),
                Track(.presented, from: from, to: to, timing: .easeOut(duration: 0.25)),
            ]),
            hierarchy: [.dimming, .presented], style: .overFullScreen,
            drag: DismissalDrag(edge: .bottom, distance: 300))
    }
}

#if canImport(UIKit)
import UIKit

/// The app's screen that opens the shelf.
@MainActor
public final class LibraryViewController: UIViewController {
    public func openShelf() {
        present(UIViewController(), transition: ShelfTransition())
    }
}
#endif
EOF

cat >"$consumer/Tests/AppTests/ShelfTests.swift" <<'EOF'
import Foundation
import App
import StagehandCore
import StagehandHeadless
import StagehandTesting
import Testing

@MainActor
@Test func theShelfRisesAndIsDraggedAway() throws {
    let test = TransitionTest(ShelfTransition())
    let recording = try test.present()
    // An iPhone 15 in portrait (844 points tall) by default; the dimming is linear over 0.25 s.
    #expect(abs(Double(recording.state(of: .presented, atFraction: 1)?.frame.minY ?? 0) - 544) < 1e-9)
    #expect(abs((recording.state(of: .dimming, at: 0.1)?.alpha ?? 0) - 0.4) < 1e-9)
    try test.expectDrag(translation: 200, velocity: 0, outcome: .finished)
    try test.expectContractKept()
    try test.expectNothingLeaked()
    try PresentationFuzzer.expectNoFailures(in: [ShelfTransition()], sequences: 10)
}
EOF

cd "$consumer"
echo "consumer: $consumer (depends on $repo by path)"
swift build --build-tests
swift test

sdk_home=${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}
if [ -f "$sdk_home/iPhoneOS16.5.sdk/.complete" ] && [ -x "$repo/../shared/ios/build" ]; then
  "$repo/../shared/ios/build" --package "$consumer"
  echo "consumer: built and tested on Linux, compiled for iOS (the UIKit module and the app's screen)"
else
  echo "consumer: built and tested on Linux; iOS SKIPPED, no iPhoneOS SDK is unpacked in $sdk_home"
fi
