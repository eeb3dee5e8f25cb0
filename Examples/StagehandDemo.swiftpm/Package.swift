// swift-tools-version: 5.9
// An app package for Xcode 16 and Swift Playgrounds 4.6 on a Mac: open this folder and run.
// Stagehand itself needs Swift tools 6.0 (Xcode 16). The dependency names its package, so it
// resolves whatever the repository's folder is called (`Stagehand`, `main`, `Stagehand-main`): a
// path dependency's identity is its folder's name, and `.package(name:path:)` lets the product
// below refer to it as "Stagehand" all the same. `.ci/run` proves it from another folder name.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "StagehandDemo",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "Stagehand Demo",
            targets: ["StagehandDemo"],
            bundleIdentifier: "dev.stagehand.demo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .sparkle),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
        )
    ],
    dependencies: [.package(name: "Stagehand", path: "../..")],
    targets: [
        .executableTarget(
            name: "StagehandDemo",
            dependencies: [.product(name: "Stagehand", package: "Stagehand")],
            path: "Sources")
    ]
)
