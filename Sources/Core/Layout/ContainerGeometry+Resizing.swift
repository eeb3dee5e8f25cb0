import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ContainerGeometry {
    /// The tallest status bar, in points (an iPad's; an iPhone's without Face ID is 20): a top inset
    /// above it in portrait, or a side inset above it in landscape, is a sensor housing.
    package static let tallestStatusBar = 24.0

    /// How much shorter the home indicator's inset is in landscape than in portrait on an iPhone with
    /// Face ID, in points: 34 in portrait, 21 in landscape.
    package static let homeIndicatorShortening = 13.0

    /// This container resized to `size`, with the safe area it will most likely have then.
    ///
    /// UIKit tells an app a container's new safe area only once the size change is under way, after
    /// `viewWillTransition(to:with:)` and `size(forChildContentContainer:withParentContainerSize:)`
    /// (rule 26), so the safe area of the new size is predicted from the current one:
    ///
    /// - A change that keeps the orientation (landscape is wider than tall; a size with no area
    ///   counts as no change) keeps the insets: a split-view resize, a window resize.
    /// - A rotation of an iPhone with Face ID, whose sensor housing shows as an inset above the
    ///   tallest status bar (24 points, an iPad's), turns the housing: portrait's top inset becomes
    ///   landscape's left and right insets (iOS reports both, whichever way the phone turned) and
    ///   back, and the home indicator's bottom inset becomes 13 points shorter in landscape, longer
    ///   in portrait (a bottom inset of zero stays zero).
    /// - Any other rotation keeps the insets: an iPad's status bar and home indicator stay at the
    ///   top and the bottom in both orientations. An iPhone without Face ID hides its 20-point
    ///   status bar in landscape, which a safe area cannot tell from an iPad's: the prediction keeps
    ///   it, 20 points more than the phone will have.
    ///
    /// The layout direction is kept. So are the size classes, but on a rotation of a phone (one
    /// size class compact, the other regular, or both compact): portrait's regular height becomes
    /// compact in landscape, and landscape's compact height becomes regular in portrait with a
    /// compact width (the largest phones' regular width in landscape is not predicted). An iPad's
    /// regular classes stay regular.
    ///
    /// Where the prediction is wrong, the presented view still gets its true frame: the container is
    /// laid out again once it has its new safe area (rule 27), and its traits (rule 47).
    public func resized(to size: CGSize) -> ContainerGeometry {
        let resized = ContainerGeometry(size: size)
        let old = bounds.size
        let new = resized.bounds.size
        let hasArea = { (size: CGSize) in size.width > 0 && size.height > 0 }
        let isLandscape = { (size: CGSize) in size.width > size.height }
        guard hasArea(old), hasArea(new), isLandscape(old) != isLandscape(new) else {
            return keepingTraits(ContainerGeometry(bounds: resized.bounds, safeArea: safeArea))
        }
        let isPhone = horizontalSizeClass == .compact || verticalSizeClass == .compact
        var rotated = keepingTraits(
            ContainerGeometry(bounds: resized.bounds, safeArea: rotatedSafeArea(isLandscape(new))))
        if isPhone {
            rotated.horizontalSizeClass = isLandscape(new) ? horizontalSizeClass : .compact
            rotated.verticalSizeClass = isLandscape(new) ? .compact : .regular
        }
        return rotated
    }

    /// `geometry` with this one's layout direction and size classes.
    private func keepingTraits(_ geometry: ContainerGeometry) -> ContainerGeometry {
        var geometry = geometry
        geometry.layoutDirection = layoutDirection
        geometry.horizontalSizeClass = horizontalSizeClass
        geometry.verticalSizeClass = verticalSizeClass
        return geometry
    }

    /// The safe area predicted after a rotation to landscape (`toLandscape`) or to portrait.
    private func rotatedSafeArea(_ toLandscape: Bool) -> Insets {
        var insets = safeArea
        if toLandscape, insets.top > Self.tallestStatusBar {
            let housing = max(insets.top, insets.left, insets.right)
            insets = Insets(
                top: 0, left: housing, bottom: max(0, insets.bottom - Self.homeIndicatorShortening),
                right: housing)
        } else if !toLandscape, max(insets.left, insets.right) > Self.tallestStatusBar {
            insets = Insets(
                top: max(insets.top, insets.left, insets.right), left: 0,
                bottom: insets.bottom > 0 ? insets.bottom + Self.homeIndicatorShortening : 0, right: 0)
        }
        return insets
    }
}
