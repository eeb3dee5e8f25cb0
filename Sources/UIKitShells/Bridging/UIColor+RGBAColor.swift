#if canImport(UIKit)
import StagehandCore
import UIKit

extension UIColor {
    /// The sRGB colour with the same components (the dimming's colour).
    convenience init(_ color: RGBAColor) {
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }
}
#endif
