import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A frame interval that is a power of two, so the virtual clock, the moves and the measured
/// velocities are exact: 1/64 s.
let exactFrame = 1.0 / 64

/// A gesture delegate whose answers the test sets, counting the questions.
@MainActor
final class ScriptedGestureDelegate: HeadlessGestureRecognizerDelegate {
    var shouldBegin: (HeadlessGestureRecognizer) -> Bool = { _ in true }
    var simultaneousWith: [HeadlessGestureRecognizer] = []
    var requiresFailureOf: [HeadlessGestureRecognizer] = []
    var receives: (HeadlessTouch) -> Bool = { _ in true }
    private(set) var shouldBeginCount = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool {
        shouldBeginCount += 1
        return shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool {
        simultaneousWith.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessTouch)
        -> Bool
    {
        receives(touch)
    }

    /// A `shouldBegin` that lets a pan begin only when its velocity is mostly along `axis`, as a sheet
    /// (vertical) or a swipe-to-delete (horizontal) decides.
    static func along(_ axis: ScreenEdge.Axis) -> (HeadlessGestureRecognizer) -> Bool {
        { recognizer in
            guard let pan = recognizer as? HeadlessPanGestureRecognizer else { return false }
            let velocity = pan.velocity(in: nil)
            return axis == .vertical ? abs(velocity.y) > abs(velocity.x) : abs(velocity.x) > abs(velocity.y)
        }
    }
}

/// A window with a root view and a few views to touch, each recognizer's actions written to `actions`
/// as "name: state".
@MainActor
final class TouchScene {
    let system: HeadlessUIKit
    let root: ModelView
    private(set) var actions: [String] = []

    init() {
        let controller = ModelViewController(
            name: "root", content: .listScreen(title: "Contacts", safeTop: 47))
        system = HeadlessUIKit(geometry: .iPhonePortrait, root: controller)
        root = controller.view
    }

    /// Adds a view named `name` at `frame` inside `parent` (the root view by default).
    @discardableResult
    func addView(_ name: String, _ frame: CGRect, in parent: ModelView? = nil) -> ModelView {
        let view = ModelView(name: name, state: ViewState(frame: frame))
        (parent ?? root).addSubview(view)
        return view
    }

    /// Attaches `recognizer`, named `name`, to `view`, recording its actions.
    @discardableResult
    func attach<Recognizer: HeadlessGestureRecognizer>(
        _ recognizer: Recognizer, named name: String, to view: ModelView
    )
        -> Recognizer
    {
        recognizer.name = name
        recognizer.addTarget { [weak self] recognizer in
            self?.actions.append("\(name): \(recognizer.state)")
        }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Makes `view` a scroll view of `contentSize` whose pan's actions are recorded.
    func makeScrollable(_ view: ModelView, contentSize: CGSize) -> ModelScrollState {
        let scroll = ModelScrollState(contentSize: contentSize)
        view.scroll = scroll
        let name = scroll.panGestureRecognizer.name ?? view.name
        scroll.panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.actions.append("\(name): \(recognizer.state)")
        }
        return scroll
    }
}
