// swift-tools-version: 5.9
// An app package for Swift Playgrounds (iPad, Mac) and Xcode: open this folder and run.
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
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "StagehandDemo",
            dependencies: [.product(name: "Stagehand", package: "Stagehand")],
            path: "Sources")
    ]
)
