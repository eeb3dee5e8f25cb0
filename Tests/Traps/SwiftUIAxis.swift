// A trap that must not compile: Stagehand's axis is `ScreenEdge.Axis`, so that `Axis` in a file that
// imports SwiftUI and Stagehand is SwiftUI's alone. `.ci/traps.py` expects exactly the error below
// on the marked line, and expects the line's fix to compile.
import Stagehand
import SwiftUI

func slideAxis(of edge: ScreenEdge) -> Axis {
    edge.axis  // trap
    // fix: edge.axis == .horizontal ? Axis.horizontal : Axis.vertical
    // error: cannot convert return expression of type 'ScreenEdge.Axis' to return type 'Axis'
}
