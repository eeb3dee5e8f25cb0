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
        .library(name: "Stagehand", targets: ["Stagehand"]),
        .library(name: "StagehandCore", targets: ["StagehandCore"]),
        .library(name: "StagehandPreview", targets: ["StagehandPreview"]),
    ],
    targets: [
        // Foundation only: geometry, layout, timing, choreography, interaction. Builds everywhere.
        .target(name: "StagehandCore", swiftSettings: strictness),
        // The UIKit layer, written once against the small surface of UIKit it touches (`Platform`):
        // delegate, presentation controller, animators, interaction, gestures, stage. It runs on a
        // phone over UIKit and in the Linux tests over the headless UIKit. Its API is `package`.
        .target(name: "StagehandUIKitLayer", dependencies: ["StagehandCore"], swiftSettings: strictness),
        // UIKit and SwiftUI: the shells over the UIKit layer, and the public API. Every file is behind
        // `canImport(UIKit)`.
        .target(
            name: "Stagehand", dependencies: ["StagehandCore", "StagehandUIKitLayer"],
            swiftSettings: strictness),
        // The system's zlib (the SDK's libz on Apple platforms), for the PNG encoder's DEFLATE and
        // CRC-32. `shim.h` includes <zlib.h>, which is on the default include path everywhere.
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The headless UIKit (with its shells over the UIKit layer) and the renderer.
        .target(
            name: "StagehandPreview", dependencies: ["StagehandCore", "StagehandUIKitLayer", "CZlib"],
            swiftSettings: strictness),
        // The command-line tool's commands, as a library so that tests can call them in-process.
        .target(
            name: "StagehandCLI", dependencies: ["StagehandCore", "StagehandPreview"],
            swiftSettings: strictness),
        // Counts heap allocations made on the calling thread (Linux: malloc interposition), for the
        // benchmark and the allocation tests. Elsewhere it reports that it cannot count.
        .target(name: "CAllocationCounter"),
        // What the tests and the benchmark share: a seeded generator, Double rectangles, and the
        // Runge-Kutta reference for springs. Not a product.
        .target(name: "StagehandTestSupport", dependencies: ["StagehandCore"], swiftSettings: strictness),
        .testTarget(
            name: "StagehandCoreTests",
            dependencies: ["StagehandCore", "StagehandTestSupport", "CAllocationCounter"],
            swiftSettings: strictness),
        .testTarget(
            name: "StagehandPreviewTests",
            dependencies: [
                "StagehandPreview", "StagehandCore", "StagehandUIKitLayer", "StagehandTestSupport",
                "CAllocationCounter", "CZlib",
            ],
            // Golden frames are read from the source tree (#filePath), not bundled.
            exclude: ["Goldens"],
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
        .executableTarget(name: "stagehand", dependencies: ["StagehandCLI"], swiftSettings: strictness),
        .executableTarget(
            name: "stagehand-bench",
            dependencies: [
                "StagehandCore", "StagehandUIKitLayer", "StagehandPreview", "StagehandCLI",
                "StagehandTestSupport",
                "CAllocationCounter",
            ],
            path: "Sources/StagehandBenchmarks",
            swiftSettings: strictness),
    ]
    // The end-to-end tests run the built `stagehand` binary, so they must build it first.
    if let cliTests = package.targets.first(where: { $0.name == "StagehandCLITests" }) {
        cliTests.dependencies.append("stagehand")
    }
}
