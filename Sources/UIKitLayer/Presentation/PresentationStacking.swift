import Foundation
import StagehandCore

/// Where a Stagehand presentation stands in a stack of presentations, and how it ends when UIKit
/// takes it away under another one (rule 61).
///
/// `dismiss` on a controller low in a stack removes every presentation above it, and only one of
/// them runs a dismissal transition: the top's, as Apple documents, or the child's, as reported
/// since iOS 8. The others are removed at once, and whether their presentation controllers hear
/// `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)` is unknown. So every
/// Stagehand presentation remembers the nearest Stagehand presentation below it and above it (a
/// presentation of another kind between is skipped), and looks at them when UIKit asks for its
/// dismissal's animator (inside `dismiss`), when its dismissal begins, and once it is over: a
/// neighbour whose presented controller is no longer presented was removed under the stack, and
/// ends by itself (``PresentationControllerCore/endRemoved()``), once, with everything its
/// presentation installed taken down and its "dismissed" callbacks run; the look goes on from
/// there, up and down. A presentation UIKit does tell gets its usual ending, and the look then
/// finds it over.
@MainActor
package final class PresentationStacking<P: Platform> {
    /// The nearest Stagehand presentation below, still presented when this one began.
    private weak var below: PresentationControllerCore<P>?
    /// The Stagehand presentation that began over this one, nearest above.
    private weak var above: PresentationControllerCore<P>?

    package init() {}

    /// Whether a Stagehand presentation is stacked on this one, or this one on another.
    package var hasNeighbours: Bool { above != nil || below != nil }

    /// As `core` begins presenting over `presenting`: the nearest Stagehand presentation down the
    /// presenting chain becomes its neighbour below, and `core` that one's neighbour above. Both
    /// are kept alive by their presented controllers (``LayerOptions/stackedPresentation``) until
    /// they are over, since UIKit may release a presentation controller it removes under a stack.
    package func link(_ core: PresentationControllerCore<P>, presentedBy presenting: P.ViewController?) {
        var controller = presenting
        while let current = controller {
            if let found = current.layerPresentationCore as? PresentationControllerCore<P>, found !== core,
                current.presentingViewController != nil
            {
                below = found
                found.stacking.above = core
                core.system.options?.stackedPresentation = core
                found.system.options?.stackedPresentation = found
                return
            }
            controller = current.presentingViewController
        }
    }

    /// Ends each neighbour UIKit has removed already: as a dismissal begins, the presentations a
    /// stack's dismissal removed at once before it are gone, whether this one completes or not.
    package func endRemovedNeighbours() {
        for neighbour in [above, below].compactMap({ $0 }) { neighbour.endRemoved() }
    }

    /// `core`'s presentation is over: its neighbours forget it, and each one UIKit removed with it
    /// ends too (and looks at its own neighbours in turn).
    package func presentationEnded(_ core: PresentationControllerCore<P>) {
        let neighbours = [above, below].compactMap { $0 }
        above = nil
        below = nil
        for neighbour in neighbours {
            if neighbour.stacking.above === core { neighbour.stacking.above = nil }
            if neighbour.stacking.below === core { neighbour.stacking.below = nil }
        }
        for neighbour in neighbours { neighbour.endRemoved() }
        if core.system.options?.stackedPresentation === core {
            core.system.options?.stackedPresentation = nil
        }
    }
}
