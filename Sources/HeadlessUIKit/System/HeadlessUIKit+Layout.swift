import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ModelView {
    /// `setNeedsLayout()`: marks the view for layout. A marked transition container is laid out at
    /// the end of the run loop's turn, or at once by a ``layoutIfNeeded()`` (rule 34).
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// `layoutIfNeeded()`: lays out at once every marked transition container this view is in or
    /// holds (D CALayer `layoutIfNeeded`: the tree beneath the highest ancestor that needs layout).
    /// Called inside an animation block, it re-enters the presentation controller's layout
    /// callbacks synchronously, as on a phone (rule 34). A view outside the window has no layout
    /// pass to run.
    public func layoutIfNeeded() {
        var root = self
        while let superview = root.superview { root = superview }
        root.layoutHost?.layoutIfNeeded(from: self)
    }
}

/// Layout passes, as UIKit makes them (rule 34).
///
/// A transition container is laid out (the presentation controller's
/// `containerViewWillLayoutSubviews`, then `containerViewDidLayoutSubviews`, once per pass,
/// unthrottled) when it is marked: it is new, its size changed since its last pass, a subview was
/// added to or removed from it, or ``ModelView/setNeedsLayout()`` was called on it. The system lays
/// out every marked container in the window at the end of each turn of the run loop (UIKit's layout
/// pass before drawing, ``advance(by:)``), and ``ModelView/layoutIfNeeded()`` on the container, on a
/// view inside it or on an ancestor lays it out at once, which re-enters the presentation controller
/// from inside an animation block. A layout callback means "lay out if the geometry changed", never
/// "the size changed". A change of the safe area alone marks nothing (it goes to a private hook,
/// rule 34).
///
/// While the presentation is being dismissed, `containerViewWillLayoutSubviews` is skipped (rule 27,
/// O DC). Whether `containerViewDidLayoutSubviews` is then called is unknown (rule 34): the model
/// calls it, the stricter reading, so a presentation controller must not undo the dismissal's
/// frames there. After every pass of a presentation at rest, a presented view away from
/// `frameOfPresentedViewInContainerView` is flagged (rule 27).
extension HeadlessUIKit {
    /// Whether some container in the window waits for its layout pass.
    var hasMarkedContainers: Bool { presentations.contains { needsLayoutPass($0) } }

    /// Whether `presentation`'s container is in the window and marked for layout.
    func needsLayoutPass(_ presentation: PresentationRecord) -> Bool {
        guard let container = presentation.container, !presentation.isLayingOut, isInWindow(container)
        else { return false }
        return container.needsLayout || presentation.laidOutSize != container.state.frame.size
    }

    /// The end of a turn's layout pass: every marked container, bottom to top, once.
    func layOutMarkedContainers() {
        for presentation in presentations where needsLayoutPass(presentation) {
            layOut(presentation)
        }
    }

    /// `layoutIfNeeded()` on `view`: the marked containers `view` is in or holds, at once.
    func layoutIfNeeded(from view: ModelView) {
        for presentation in presentations where needsLayoutPass(presentation) {
            guard let container = presentation.container,
                Self.isView(container, inside: view) || Self.isView(view, inside: container)
            else { continue }
            layOut(presentation)
        }
    }

    /// One layout pass of a presentation's container (rules 27, 34).
    func layOut(_ presentation: PresentationRecord) {
        guard let container = presentation.container, !presentation.isLayingOut else { return }
        let controller = presentation.controller
        container.needsLayout = false
        presentation.laidOutSize = container.state.frame.size
        presentation.isLayingOut = true
        let dismissing = isDismissing(presentation)
        if dismissing {
            // Rule 27 (O DC): UIKit skips WillLayout while dismissing; DidLayout is unknown
            // (rule 34), and called (the stricter reading).
            log(.system("containerViewWillLayoutSubviews skipped: dismissing"))
        } else {
            log(.presentationController("containerViewWillLayoutSubviews()"))
            controller.containerViewWillLayoutSubviews()
        }
        log(.presentationController("containerViewDidLayoutSubviews()"))
        controller.containerViewDidLayoutSubviews()
        presentation.isLayingOut = false
        let atRest = presentation.isPresented && current?.presentation !== presentation
        if atRest, let view = controller.presentedView, let container = presentation.container,
            !Self.same(frame(of: view, in: container), controller.frameOfPresentedViewInContainerView)
        {
            // Rule 27: containerViewWillLayoutSubviews must reset the presented view's frame.
            record(.presentedFrameNotReset(presentation.presented.name))
        }
    }

    /// Whether `view` is `ancestor` or inside it.
    private static func isView(_ view: ModelView, inside ancestor: ModelView) -> Bool {
        var current: ModelView? = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }
}
