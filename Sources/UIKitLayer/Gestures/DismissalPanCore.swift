import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The drag on the presented view: a pan recognizer whose every change goes to the driver
/// (`dragBegan`, `dragChanged`, `dragEnded`, `dragCancelled`), with the translation and velocity in
/// the container's coordinates; and, when the driver's behaviour names a `dismissalScreenEdge`, a
/// screen-edge pan on the container from that edge, feeding the same calls. The platform's
/// recognizers (their target-action and delegate shells) call ``handle(_:)``, ``shouldBegin(_:)``,
/// ``shouldRecognizeSimultaneously(_:with:)``, ``shouldRequireFailure(_:of:on:)`` and
/// ``shouldReceive(_:touchIn:)``.
///
/// Each recognizer begins only when the driver says so (`shouldBeginDrag`, with the pan's velocity
/// in the container), so a drag across the dismissal axis stays the content's.
///
/// **Yielding to the content** (issue 13), with UIKit's own delegate hooks, for both recognizers:
/// - ``shouldRequireFailure(_:of:on:)``: each waits for every recognizer of the content (on the
///   presented view or inside it) to fail first, so a table row's swipe actions, a text view's
///   selection press, a cell's long press or an app's own pan win whenever they recognize, however
///   much later than Stagehand's 10-point slop they decide. (The screen-edge pan waits too: on a
///   drawer as long as the screen, its edge lies over the content.) Not for the recognizers scroll
///   views scroll with (``scrollsContent(_:)``): a scroll view's pan never fails
///   across the axes it does not scroll, it stays possible (UIKit 26.1 `-[UIPanGestureRecognizer
///   touchesMoved:withEvent:]`, decompiled), so waiting for it would hold every drag on a carousel
///   until the finger lifts; its touch-delaying recognizer decides only 0.15 s after the finger
///   lands (`UIScrollViewDelayedTouchesBeganGestureRecognizer`, same binary), a lag on every drag
///   over a list. UIKit arbitrates those: a scroll view's pan begins only along an axis it scrolls
///   and, deeper in the tree, first when both cross their slop on one move; the scroll view sharing
///   the drag recognizes with it instead (below).
/// - ``shouldReceive(_:touchIn:)``: neither ever sees a touch that lands on a control that tracks the
///   finger as it moves (a slider, a switch, a stepper, a segmented control): the control keeps it
///   whichever way it moves. Buttons are not among them: a button acts on a tap, which a drag never
///   is (the only gesture UIKit protects a button from, "Attaching gesture recognizers to UIKit
///   controls"), a drag that starts on one cancels its action, and buttons cover whole rows and
///   cards that would otherwise not drag at all.
///
/// The presented view's pan shares the drag with the content's scroll view (the one the app named,
/// else the first found under the presented view): both recognize at once; a drag that begins
/// inside the scroll view gives the driver the scroll view's offset from its top, and each change
/// pins the scroll view's offset to what the driver answers, so the content and the presented view
/// never move at once (``ScrollHandoff``). When the driver says at the release that the scroll view
/// may not decelerate, its deceleration is stopped where it is pinned.
@MainActor
package final class DismissalPanCore<P: Platform> {
    private weak var driver: (any SheetDragTarget)?
    private let platform: P
    /// The recognizer, on the presented view while presented.
    package private(set) var recognizer: P.PanRecognizer?
    /// The screen-edge recognizer, on the container while presented, when the driver's behaviour
    /// names an edge.
    package private(set) var edgeRecognizer: P.PanRecognizer?
    /// The container the translation and velocity are measured in.
    private weak var container: P.View?
    /// The scroll view the app named, if any.
    private let namedScrollView: () -> P.ScrollView?
    /// The scroll view sharing the drag under way.
    private var sharing: P.ScrollView?
    /// The offset from its top the driver last pinned the sharing scroll view at.
    private var pinned: Double?
    /// Asked before the driver whether a drag may begin at all (a navigation controller's back
    /// swipe: only on the top, with no push or pop under way, rules 55 and 56); nil for always.
    package var mayBegin: (@MainActor () -> Bool)?
    /// How many times the handler walked the presented view's tree for a scroll view (when a pan
    /// begins, and when UIKit asks whether it recognizes with another); never while a drag moves.
    package private(set) var scrollViewSearches = 0

    /// Creates the handler of `driver`'s drags (a presentation's, a panel's); `scrollView` answers
    /// the scroll view the app named.
    package init(driver: any SheetDragTarget, platform: P, scrollView: @escaping () -> P.ScrollView?) {
        self.driver = driver
        self.platform = platform
        self.namedScrollView = scrollView
    }

    /// Puts the recognizer on `view`, measuring in `container`, and a screen-edge recognizer from
    /// `screenEdge` on the container when there is one: a leading or trailing edge is resolved with
    /// the layout direction the presentation began in (``LayerStage/layoutDirection``).
    package func install(on view: P.View, in container: P.View?, screenEdge: TransitionEdge?) {
        self.container = container
        let pan = recognizer ?? platform.makePanRecognizer(edge: nil, handler: self)
        recognizer = pan
        if pan.view !== view { platform.add(pan, to: view) }
        guard let container,
            let screenEdge = screenEdge?.resolved(for: driver?.dragLayoutDirection ?? .leftToRight)
        else { return }
        let edge = edgeRecognizer ?? platform.makePanRecognizer(edge: screenEdge, handler: self)
        edgeRecognizer = edge
        if edge.view !== container { platform.add(edge, to: container) }
    }

    /// Puts only the screen-edge recognizer, from `screenEdge`, on `container`, measuring in it (the
    /// back swipe on a navigation controller's view, ``NavigationTransitionCore``).
    package func installEdge(on container: P.View, screenEdge: ScreenEdge) {
        self.container = container
        let edge = edgeRecognizer ?? platform.makePanRecognizer(edge: screenEdge, handler: self)
        edgeRecognizer = edge
        if edge.view !== container { platform.add(edge, to: container) }
    }

    /// Takes the recognizers off their views.
    package func uninstall() {
        if let recognizer { platform.remove(recognizer) }
        if let edgeRecognizer { platform.remove(edgeRecognizer) }
    }

    /// The scroll view that shares drags: the named one, else the first under the presented view.
    private var scrollView: P.ScrollView? {
        if let named = namedScrollView() { return named }
        return recognizer?.view.flatMap(firstScrollView(under:))
    }

    /// A recognizer's state changed (its target-action).
    package func handle(_ pan: P.PanRecognizer) {
        guard let driver else { return }
        switch pan.gestureState {
        case .began:
            pinned = nil
            // Only the presented view's pan shares its drag with the content, and only when the
            // touch begins inside the scroll view.
            sharing =
                pan === recognizer
                ? scrollView.flatMap { scroll in
                    scroll.asView.bounds.contains(pan.location(in: scroll.asView)) ? scroll : nil
                } : nil
            if let sharing {
                driver.dragBegan(
                    scrollOffset: sharing.offsetFromTop, maximumScrollOffset: sharing.maximumOffsetFromTop)
            } else {
                driver.dragBegan(scrollOffset: nil, maximumScrollOffset: .infinity)
            }
        case .changed:
            let translation = pan.translation(in: container)
            let pinned = driver.dragChanged(translationX: Double(translation.x), y: Double(translation.y))
            if let pinned, let sharing {
                self.pinned = pinned
                sharing.pin(offsetFromTop: pinned)
            }
        case .ended:
            let velocity = pan.velocity(in: container)
            let scroll = sharing
            sharing = nil
            let mayDecelerate = driver.dragEnded(velocityX: Double(velocity.x), y: Double(velocity.y))
            if !mayDecelerate, let scroll { stopDeceleration(of: scroll, at: pinned) }
            pinned = nil
        case .cancelled, .failed:
            sharing = nil
            pinned = nil
            driver.dragCancelled()
        case .possible:
            break
        }
    }

    /// Stops the deceleration `scroll` starts when the finger lifts, leaving it at `offset` from its
    /// top (where the driver last pinned it; where it is when the driver never did).
    ///
    /// The scroll view's pan and this one end on the same touch, in an order UIKit does not promise,
    /// and the scroll view starts decelerating when its own pan ends, without an offset target this
    /// handler could change (that is `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// which belongs to the app's scroll view delegate). So the offset is set without animation,
    /// which stops any deceleration, now and again on the next turn of the main run loop, once both
    /// pans have ended and before the next frame is drawn.
    private func stopDeceleration(of scroll: P.ScrollView, at offset: Double?) {
        let offset = offset ?? scroll.offsetFromTop
        scroll.stop(atOffsetFromTop: offset)
        _ = platform.after(0) { [weak scroll] in scroll?.stop(atOffsetFromTop: offset) }
    }

    /// `gestureRecognizerShouldBegin`: the driver's answer for the pan's velocity in the container.
    package func shouldBegin(_ pan: P.PanRecognizer) -> Bool {
        guard let driver, mayBegin?() ?? true else { return false }
        let velocity = pan.velocity(in: container)
        return driver.shouldBeginDrag(velocityX: Double(velocity.x), y: Double(velocity.y))
    }

    /// `gestureRecognizer(_:shouldRequireFailureOf:)` (`UIGestureRecognizer.h` line 106: "returning
    /// YES is guaranteed to set up the failure requirement"): whether `pan` waits for `other`, a
    /// recognizer on `otherView`, to fail before it begins. True for every recognizer of the content
    /// (on the presented view or inside it) but those a scroll view scrolls with (see the type's
    /// documentation); false for Stagehand's own and for any recognizer outside the content.
    package func shouldRequireFailure(_ pan: P.PanRecognizer, of other: AnyObject, on otherView: P.View?)
        -> Bool
    {
        guard let content = recognizer?.view, let otherView, other !== recognizer, other !== edgeRecognizer
        else { return false }
        return otherView.isInside(content)
            && !(platform.scrollRecognizer(other, of: otherView).map(Self.scrollsContent) ?? false)
    }

    /// Whether a scroll view's recognizer is one it scrolls with, or holds its content's touches
    /// back with, which UIKit arbitrates with Stagehand's pan by axis and depth, so the pan must not
    /// wait for it (a scroll view's pan never fails while the finger moves): its pan and pinch, and
    /// its private touch-delaying recognizer, the one whose `delaysTouchesBegan` is true
    /// (`UIScrollView.h`: `delaysContentTouches`). Any other recognizer on a scroll view is content.
    package static func scrollsContent(_ recognizer: LayerScrollRecognizer) -> Bool {
        switch recognizer {
        case .pan, .pinch: true
        case .other(let delaysTouchesBegan): delaysTouchesBegan
        }
    }

    /// `gestureRecognizer(_:shouldReceive:)` (`UIGestureRecognizer.h` line 110, asked before the
    /// recognizer sees a new touch): false when the touch landed on `view` inside a control that
    /// tracks the finger as it moves (``controlsThatTrackTheFinger``), on the way from `view` up to
    /// the recognizer's own view; true otherwise.
    package func shouldReceive(_ pan: P.PanRecognizer, touchIn view: P.View?) -> Bool {
        var current = view
        while let candidate = current, candidate !== pan.view {
            if let kind = platform.controlKind(of: candidate), Self.controlsThatTrackTheFinger.contains(kind)
            {
                return false
            }
            current = candidate.superview
        }
        return true
    }

    /// The controls whose touches Stagehand's pans never take: each tracks the finger as it moves,
    /// along the control or across it (a slider's thumb, a switch's knob, a segmented control's
    /// selection, a stepper's press-and-hold), until it lifts. Not buttons (see the type's
    /// documentation), nor other controls.
    package static var controlsThatTrackTheFinger: Set<LayerControlKind> {
        [.slider, .switch, .stepper, .segmentedControl]
    }

    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the scroll view's own pan
    /// recognizes together with the presented view's (the hand-off needs both); the screen-edge pan
    /// shares with nothing.
    package func shouldRecognizeSimultaneously(_ pan: P.PanRecognizer, with other: AnyObject) -> Bool {
        pan === recognizer && other === scrollView?.panRecognizerObject
    }

    /// The first scroll view under `view`, breadth first (the outermost one).
    private func firstScrollView(under view: P.View) -> P.ScrollView? {
        scrollViewSearches += 1
        var queue = view.subviews
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let scroll = platform.scrollView(next) { return scroll }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}

/// What a drag on a sheet moves: a presentation (``PresentationDriver``) or a panel
/// (``PanelDriver``). ``DismissalPanCore`` feeds it every change of its recognizers.
@MainActor
package protocol SheetDragTarget: AnyObject {
    /// The layout direction a leading or trailing screen edge is resolved with.
    var dragLayoutDirection: UserInterfaceLayoutDirection { get }
    /// Whether a pan moving at `x`, `y` points per second as it begins is recognized.
    func shouldBeginDrag(velocityX x: Double, y: Double) -> Bool
    /// A drag began, inside a scroll view scrolled `scrollOffset` from its top (nil: outside one).
    func dragBegan(scrollOffset: Double?, maximumScrollOffset: Double)
    /// The drag moved by `x`, `y` since it began; answers the offset to pin the scroll view at.
    func dragChanged(translationX x: Double, y: Double) -> Double?
    /// The drag ended moving at `x`, `y`; answers whether the scroll view may decelerate.
    func dragEnded(velocityX x: Double, y: Double) -> Bool
    /// The system cancelled the drag.
    func dragCancelled()
}

/// A stage that knows the layout direction its presentation began in (``LayerStage``).
@MainActor
package protocol LayoutDirectionReporting: AnyObject {
    /// The layout direction the presentation began in.
    var layoutDirection: UserInterfaceLayoutDirection { get }
}

extension LayerStage: LayoutDirectionReporting {}

extension PresentationDriver: SheetDragTarget where Stage: LayoutDirectionReporting {
    /// The direction the presentation began in.
    package var dragLayoutDirection: UserInterfaceLayoutDirection { stage.layoutDirection }
}

extension PanelDriver: SheetDragTarget {
    /// A panel has no screen-edge pan: its direction does not matter.
    package var dragLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
}
