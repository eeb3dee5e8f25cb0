// A trap that must not compile: a button's `frame` is in its superview's coordinates, so a zoom
// cannot take it alone (`.zoom(from: button)` measures the button; `.zoom(from: rect, in: view)`
// takes a rectangle with the view its coordinates are in). `.ci/traps.py` type-checks this file for
// iOS and expects exactly the error below on the marked line, and expects the line's fix to compile.
import Stagehand
import UIKit

@MainActor
func presentFromButton(_ controller: UIViewController, detail: UIViewController, button: UIButton) {
    controller.present(detail, transition: .zoom(from: button.frame))  // trap
    // fix: controller.present(detail, transition: .zoom(from: button))
    // error: cannot convert value of type 'CGRect' to expected argument type 'UIView'
}
