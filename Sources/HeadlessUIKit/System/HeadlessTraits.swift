import Foundation
import StagehandCore

/// A trait collection (`UITraitCollection`) as the headless UIKit models it: the size classes, the
/// interface style (Dark Mode), the Dynamic Type size and the layout direction of the window, which
/// every presentation controller, a `UITraitEnvironment`, hears change through
/// `traitCollectionDidChange(_:)` (rule 47).
public struct HeadlessTraits: Sendable, Hashable, CustomStringConvertible {
    /// `UIUserInterfaceSizeClass`; the raw values are UIKit's.
    public enum SizeClass: Int, Sendable, Hashable {
        /// `.unspecified`.
        case unspecified = 0
        /// `.compact`.
        case compact = 1
        /// `.regular`.
        case regular = 2
    }

    /// `UIUserInterfaceStyle`; the raw values are UIKit's.
    public enum InterfaceStyle: Int, Sendable, Hashable {
        /// `.unspecified`.
        case unspecified = 0
        /// `.light`.
        case light = 1
        /// `.dark`.
        case dark = 2
    }

    /// `UITraitEnvironmentLayoutDirection`; the raw values are UIKit's.
    public enum LayoutDirection: Int, Sendable, Hashable {
        /// `.unspecified`.
        case unspecified = -1
        /// `.leftToRight`.
        case leftToRight = 0
        /// `.rightToLeft` (Arabic, Hebrew, or a forced `semanticContentAttribute`).
        case rightToLeft = 1
    }

    /// `horizontalSizeClass`.
    public var horizontalSizeClass: SizeClass
    /// `verticalSizeClass`.
    public var verticalSizeClass: SizeClass
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: InterfaceStyle
    /// `preferredContentSizeCategory`, by its raw value (`UICTContentSizeCategoryL` is the default).
    public var preferredContentSizeCategory: String
    /// `layoutDirection`: where a presentation from a leading or trailing edge comes from.
    public var layoutDirection: LayoutDirection

    /// Creates a trait collection; left to right unless `layoutDirection` says otherwise.
    public init(
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, userInterfaceStyle: InterfaceStyle,
        preferredContentSizeCategory: String, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// An iPhone in portrait, light, at the default text size.
    public static let iPhonePortrait = HeadlessTraits(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light,
        preferredContentSizeCategory: "UICTContentSizeCategoryL")

    /// An iPhone in landscape (compact in both size classes, as every iPhone but the largest), light,
    /// at the default text size.
    public static let iPhoneLandscape = HeadlessTraits(
        horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceStyle: .light,
        preferredContentSizeCategory: "UICTContentSizeCategoryL")

    /// An iPad at full screen (regular in both size classes), light, at the default text size.
    public static let iPad = HeadlessTraits(
        horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceStyle: .light,
        preferredContentSizeCategory: "UICTContentSizeCategoryL")

    /// An iPhone's traits in portrait (light, the default text size) with `geometry`'s layout
    /// direction and size classes: what a window of that geometry starts with.
    public init(_ geometry: ContainerGeometry) {
        self = .iPhonePortrait
        horizontalSizeClass = geometry.horizontalSizeClass == .regular ? .regular : .compact
        verticalSizeClass = geometry.verticalSizeClass == .regular ? .regular : .compact
        layoutDirection = geometry.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// These traits laid out in `direction`.
    public func laidOut(in direction: LayoutDirection) -> HeadlessTraits {
        var traits = self
        traits.layoutDirection = direction
        return traits
    }

    /// A short description, for the system's log (the layout direction only when right to left or
    /// unspecified, so the logs of left-to-right sessions read as before).
    public var description: String {
        "h=\(horizontalSizeClass) v=\(verticalSizeClass) style=\(userInterfaceStyle) "
            + "text=\(preferredContentSizeCategory)"
            + (layoutDirection == .leftToRight ? "" : " direction=\(layoutDirection)")
    }
}

extension HeadlessUIKit {
    /// The window's traits change (Dark Mode, Dynamic Type, a size class, which on a phone comes with
    /// a rotation and on an iPad with a resize, after `viewWillTransition(to:with:)`): every
    /// presentation controller alive, a transition of its under way or not, hears
    /// `traitCollectionDidChange(_:)` with the traits before, at once (rule 47). Nothing happens
    /// when the traits are the same.
    public func setTraits(_ traits: HeadlessTraits) {
        let previous = traitCollection
        guard traits != previous else { return }
        traitCollection = traits
        log(.system("traits \(traits)"))
        for presentation in presentations {
            presentation.controller.traitCollectionDidChange(previous)
        }
    }
}
