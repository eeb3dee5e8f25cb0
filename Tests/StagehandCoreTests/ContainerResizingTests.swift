import Foundation
import StagehandCore
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The safe area a container will have after a size change, predicted before it
/// (``ContainerGeometry/resized(to:)``): what `size(forChildContentContainer:withParentContainerSize:)`
/// measures with.
@Suite("The safe area after a size change")
struct ContainerResizingTests {
    static let portrait = CGSize(width: 390, height: 844)
    static let landscape = CGSize(width: 844, height: 390)
    static let pro = Insets(top: 59, bottom: 34)
    static let proLandscape = Insets(left: 59, bottom: 21, right: 59)
    static let iPad = Insets(top: 24, bottom: 20)
    static let iPadPortrait = CGSize(width: 834, height: 1194)
    static let iPadLandscape = CGSize(width: 1194, height: 834)
    static let se = CGSize(width: 375, height: 667)
    static let seLandscape = CGSize(width: 667, height: 375)

    @Test(
        "Insets turn with an iPhone's sensor housing and home indicator, and stay otherwise",
        arguments: [
            // from size, from insets, to size, predicted insets
            // iPhone 14 and 15: the headless UIKit's presets, both ways.
            (
                portrait, ContainerGeometry.iPhonePortrait.safeArea, landscape,
                ContainerGeometry.iPhoneLandscape.safeArea
            ),
            (
                landscape, ContainerGeometry.iPhoneLandscape.safeArea, portrait,
                ContainerGeometry.iPhonePortrait.safeArea
            ),
            // iPhone 15 Pro: the Dynamic Island's 59 points.
            (CGSize(width: 393, height: 852), pro, CGSize(width: 852, height: 393), proLandscape),
            (CGSize(width: 852, height: 393), proLandscape, CGSize(width: 393, height: 852), pro),
            // An iPad keeps its status bar and home indicator at the top and the bottom.
            (iPadPortrait, iPad, iPadLandscape, iPad),
            (iPadLandscape, iPad, iPadPortrait, iPad),
            // An iPhone SE's status bar cannot be told from an iPad's: kept, and none comes back
            // (the phone hides it in landscape only).
            (se, Insets(top: 20), seLandscape, Insets(top: 20)),
            (seLandscape, Insets.zero, se, Insets.zero),
            // No rotation: a split-view resize, a shorter window, a square.
            (iPadPortrait, iPad, CGSize(width: 507, height: 1194), iPad),
            (
                portrait, ContainerGeometry.iPhonePortrait.safeArea, CGSize(width: 390, height: 600),
                ContainerGeometry.iPhonePortrait.safeArea
            ),
            (
                portrait, ContainerGeometry.iPhonePortrait.safeArea, CGSize(width: 390, height: 390),
                ContainerGeometry.iPhonePortrait.safeArea
            ),
            // A housing with no home indicator keeps a bottom of zero, both ways.
            (portrait, Insets(top: 47), landscape, Insets(left: 47, right: 47)),
            (landscape, Insets(left: 47, right: 47), portrait, Insets(top: 47)),
            // More at the bottom than the home indicator (insets an app added) moves with it.
            (portrait, Insets(top: 47, bottom: 84), landscape, Insets(left: 47, bottom: 71, right: 47)),
            // A size with no area, or none known, is no rotation.
            (
                portrait, ContainerGeometry.iPhonePortrait.safeArea, CGSize.zero,
                ContainerGeometry.iPhonePortrait.safeArea
            ),
            (CGSize.zero, Insets(top: 47), landscape, Insets(top: 47)),
            (portrait, Insets(top: 47), CGSize(width: Double.nan, height: 390), Insets(top: 47)),
        ] as [(CGSize, Insets, CGSize, Insets)])
    func predictedSafeArea(from: CGSize, insets: Insets, to: CGSize, predicted: Insets) {
        let resized = ContainerGeometry(size: from, safeArea: insets).resized(to: to)
        #expect(resized.safeArea == predicted)
        #expect(resized.bounds == ContainerGeometry(size: to).bounds)
    }

    @Test("Turning twice gives back a Face ID iPhone's insets")
    func roundTrip() {
        for insets in [ContainerGeometry.iPhonePortrait.safeArea, Self.pro, Insets(top: 44, bottom: 34)] {
            let back = ContainerGeometry(size: Self.portrait, safeArea: insets).resized(to: Self.landscape)
                .resized(to: Self.portrait)
            #expect(back.safeArea == insets)
        }
    }
}
