// A trap that must not compile: the core's zoom from a rectangle in the container's coordinates
// (for headless tests and renders) must say so in its label, so that no frame reaches it by the
// label an app tries first. `.ci/traps.py` expects exactly the error below on the marked line, and
// expects the line's fix to compile.
import Stagehand
import UIKit

@MainActor
func zoomFromAFrame(_ frame: CGRect) -> StagehandTransition {
    StagehandTransition.zoom(from: frame)  // trap
    // fix: StagehandTransition.zoom(fromRectInContainer: frame)
    // error: cannot convert value of type 'CGRect' to expected argument type 'UIView'
}
