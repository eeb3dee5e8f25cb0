// swift-tools-version:6.0
import PackageDescription

let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// `../shared/ios/build` compiles this package for iOS on Linux, to type-check the UIKit layer; it can
// compile but not link, so executables cannot be built there. It puts its own `ios/bin` first on
// PATH, which is how this manifest knows to leave the two command-line executables (which are not
// iOS products anyway) out of that build. Every other build, Xcode's included, sees all targets.
let compilingForIOSOnLinux =
    (Context.environment["PATH"] ?? "")
    .split(separator: ":").first.map { $0.hasSuffix("/ios/bin") } ?? false

let package = Package(
    name: "Stagehand",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        // What an app links: the public API over UIKit and SwiftUI.
        .library(name: "Stagehand", targets: ["Stagehand"]),
        // Geometry, timing, choreography and the presentation driver, without UIKit.
        .library(name: "StagehandCore", targets: ["StagehandCore"]),
        // What an app's test target links: TransitionTest, the fuzzer and the explorer over the
        // headless UIKit (no encoders).
        .library(name: "StagehandTesting", targets: ["StagehandTesting"]),
        // The headless UIKit itself.
        .library(name: "StagehandHeadless", targets: ["StagehandHeadless"]),
        // Films and frames: the renderer, its mock screens and the GIF, PNG and SVG encoders.
        .library(name: "StagehandPreview", targets: ["StagehandPreview"]),
    ],
    targets: [
        // Foundation only: geometry, layout, timing, choreography, interaction, the driver.
        .target(name: "StagehandCore", path: "Sources/Core", swiftSettings: strictness),
        // The UIKit layer, written once against the small surface of UIKit it touches (`Platform`):
        // delegate, presentation controller, animators, interaction, gestures, stage. It runs on a
        // phone over UIKit and in the Linux tests over the headless UIKit. Its API is `package`.
        .target(
            name: "StagehandUIKitLayer", dependencies: ["StagehandCore"], path: "Sources/UIKitLayer",
            swiftSettings: strictness),
        // UIKit and SwiftUI: the shells over the UIKit layer, and the public API. Every file is behind
        // `canImport(UIKit)`.
        .target(
            name: "Stagehand", dependencies: ["StagehandCore", "StagehandUIKitLayer"],
            path: "Sources/UIKitShells", swiftSettings: strictness),
        // The headless UIKit (UIKit's presentation contract as a model, with its shells over the
        // UIKit layer) and the model views. No encoders: this is what tests compile.
        .target(
            name: "StagehandHeadless", dependencies: ["StagehandCore", "StagehandUIKitLayer"],
            path: "Sources/HeadlessUIKit", swiftSettings: strictness),
        // The public testing API for apps' tests (Swift Testing and XCTest alike: failures are
        // thrown errors), over the headless UIKit: TransitionTest, and the world that checks every
        // promise with the fuzzer and the explorer that drive it. The tool does not build it.
        .target(
            name: "StagehandTesting",
            dependencies: ["StagehandCore", "StagehandUIKitLayer", "StagehandHeadless"],
            path: "Sources/Testing", swiftSettings: strictness),
        // The system's zlib (the SDK's libz on Apple platforms), for the PNG encoder's DEFLATE and
        // CRC-32. `shim.h` includes <zlib.h>, which is on the default include path everywhere.
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The rasterizer and the GIF, PNG and SVG encoders: StagehandPreview's, re-exported by it. A
        // module of their own, needing only the core and zlib, so that a release build compiles them
        // on one core while the other compiles the UIKit layer and the headless UIKit.
        .target(
            name: "StagehandEncoders", dependencies: ["StagehandCore", "CZlib"], path: "Sources/Encoders",
            swiftSettings: strictness),
        // The renderer: mock screens, frames, films, golden-frame comparison; the encoders re-exported.
        .target(
            name: "StagehandPreview",
            dependencies: ["StagehandCore", "StagehandHeadless", "StagehandEncoders"],
            path: "Sources/Rendering", swiftSettings: strictness),
        // The command-line tool's commands, as a library so that tests can call them in-process.
        .target(
            name: "StagehandCLI", dependencies: ["StagehandCore", "StagehandHeadless", "StagehandPreview"],
            path: "Sources/Tool", swiftSettings: strictness),
        // Counts heap allocations made on the calling thread (Linux: malloc interposition), for the
        // benchmark and the allocation tests. Elsewhere it reports that it cannot count.
        .target(name: "CAllocationCounter"),
        // What the tests and the benchmark share: a seeded generator, Double rectangles, the
        // Runge-Kutta reference for springs, the article's curtain and a headless scene with a list
        // and a detail screen. Not a product.
        .target(
            name: "StagehandTestSupport",
            dependencies: ["StagehandCore", "StagehandUIKitLayer", "StagehandHeadless"],
            path: "Sources/TestSupport",
            swiftSettings: strictness),
        .testTarget(
            name: "StagehandCoreTests",
            dependencies: ["StagehandCore", "StagehandTestSupport", "CAllocationCounter"],
            swiftSettings: strictness),
        .testTarget(
            name: "StagehandHeadlessTests",
            dependencies: [
                "StagehandHeadless", "StagehandTesting", "StagehandCore", "StagehandUIKitLayer",
                "StagehandTestSupport",
                "CAllocationCounter",
            ],
            swiftSettings: strictness),
        // Only the public API, imported as an app would (no `@testable`).
        .testTarget(
            name: "StagehandTestingTests",
            dependencies: ["StagehandTesting", "StagehandHeadless", "StagehandCore", "StagehandPreview"],
            exclude: ["Goldens"],
            swiftSettings: strictness),
        .testTarget(
            name: "StagehandPreviewTests",
            dependencies: [
                "StagehandPreview", "StagehandEncoders", "StagehandHeadless", "StagehandTesting",
                "StagehandCore",
                "StagehandUIKitLayer", "StagehandTestSupport", "CAllocationCounter", "CZlib",
            ],
            // Golden frames are read from the source tree (#filePath), not bundled.
            exclude: ["Goldens", "Documentation/Goldens"],
            swiftSettings: strictness),
        .testTarget(
            name: "StagehandCLITests",
            dependencies: ["StagehandCLI", "StagehandCore", "StagehandTestSupport"],
            swiftSettings: strictness),
    ],
    swiftLanguageModes: [.v6]
)

if !compilingForIOSOnLinux {
    package.products.append(.executable(name: "stagehand", targets: ["stagehand"]))
    package.targets += [
        .executableTarget(
            name: "stagehand", dependencies: ["StagehandCLI"], path: "Sources/ToolMain",
            swiftSettings: strictness),
        .executableTarget(
            name: "stagehand-bench",
            dependencies: [
                "StagehandCore", "StagehandUIKitLayer", "StagehandHeadless", "StagehandPreview",
                "StagehandCLI",
                "StagehandTestSupport",
                "CAllocationCounter",
            ],
            path: "Sources/Benchmarks",
            swiftSettings: strictness),
    ]
    // The end-to-end tests run the built `stagehand` binary, so they must build it first.
    if let cliTests = package.targets.first(where: { $0.name == "StagehandCLITests" }) {
        cliTests.dependencies.append("stagehand")
    }
}
