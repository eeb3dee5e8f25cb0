import Foundation

/// `UIInterfaceOrientationMask` in the headless UIKit: the orientations a controller supports
/// (`supportedInterfaceOrientations`, rule 36).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, UIKit's raw values (1 << `UIInterfaceOrientation`).
    public let rawValue: Int

    /// Creates a mask from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Portrait, home button (or indicator) at the bottom.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, the home button (or indicator) on the right (`landscapeRight`).
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape, the home button (or indicator) on the left (`landscapeLeft`).
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (an iPad's default).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
