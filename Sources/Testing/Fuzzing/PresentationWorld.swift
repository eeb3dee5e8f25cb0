import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One scene on the headless UIKit in which ``PresentationFuzzer`` and ``PresentationExplorer`` play
/// their events: a list screen with an avatar and a photo at the root, the app's detail screen
/// (with an avatar and a photo of the same identifiers: shared elements; the list's photo is below
/// the window in landscape), and every promise Stagehand makes checked after each event.
///
/// The promises, each reported with the prefix of its kind:
/// - `breach:` no breach of UIKit's contract (``ContractBreach``);
/// - `misuse:` no misuse of a presentation's views, including misuses made while a presentation is
///   torn down (read from ``HeadlessUIKit/stageMisuses``, which outlives every stage);
/// - `completion:` every completion (`present`, UIKit's `dismiss`, `stagehand.dismiss`) runs at
///   most once, exactly once by the end where the contract says it runs, and `stagehand.dismiss`'s
///   answer is true exactly when nothing is presented any more;
/// - `hierarchy:` with nothing presented, the window holds what it held before any presentation
///   in that geometry (frames, alpha, transform, corner radius, hidden flags, superviews), and a
///   controller that was presented and is no more has its views as the app made them;
/// - `at rest:` with the system idle, each presentation shows its presented view at the driver's
///   resting frame, alpha and transform, its container holds exactly its own views (the dimming
///   or, without one, the pass-through view, under the presented view; no snapshot), and no view of
///   either screen is left hidden;
/// - `drag:` a drag on a presentation at rest reaches it;
/// - `below:` at rest, a dimming shows its resting alpha, takes the touches outside the presented
///   view exactly when it is not clear, and a clear one leaves the screen below to VoiceOver;
/// - `chrome:` at rest, the presented view casts the shadow, rounds the corners and shows the
///   grabber its transition decides for where it rests;
/// - `reduce motion:` a phase reads the setting once, when it begins; one begun under it and running
///   by itself lasts at most 0.3 s and shows the presented view at its resting frame;
/// - `binding:` where the app presents through a binding (SwiftUI's modifiers), the binding is
///   cleared only once the presentation is over and never over a value its owner wrote after that
///   dismissal began (the last change counts), `onDismiss` runs once per presentation that
///   appeared, and at rest the detail is presented exactly when the binding names an item, for
///   that item;
/// - `leak:` once everything is dismissed and the app lets go, no presented controller, Stagehand
///   delegate or stage is alive.
@MainActor
final class PresentationWorld {
    /// A fault a self-test plants, to prove that the promise it breaks is checked.
    enum Fault: String, CaseIterable, Sendable {
        /// Calls `endAppearanceTransition()` by hand on the presenter while a transition is in flight,
        /// as animators that manage appearance themselves do (§5: unbalanced).
        case manualAppearanceCall
        /// Misuses the stage of the first presentation once its final dismissal has completed.
        case misuseAfterDismissal
        /// Hides the list's avatar once a presentation is over.
        case hideOriginalAfterPresentation
        /// Leaves a snapshot in a presentation's container at rest.
        case leaveSnapshotInContainer
        /// Moves a presented view 2 pt off its resting frame at rest.
        case nudgePresentedViewAtRest
        /// Tells `stagehand.dismiss`'s caller false where the driver answered true.
        case answerStagehandDismissFalse
        /// Tells `stagehand.dismiss`'s caller true where the driver answered false.
        case answerStagehandDismissTrue
        /// Runs a `stagehand.dismiss` completion twice.
        case runStagehandDismissCompletionTwice
        /// Never runs a `stagehand.dismiss` completion.
        case dropStagehandDismissCompletion
        /// Never runs a `present` completion.
        case dropPresentCompletion
        /// Keeps every presented controller alive.
        case retainPresentedControllers
        /// Makes a presented view at rest ignore touches just before a drag.
        case presentedViewIgnoresTouches
        /// Never tells a Stagehand delegate that the person asked to reduce motion.
        case reduceMotionNeverTold
        /// Calls the detent callback for the app's own sets of the selected detent.
        case reportAppDetentSets
        /// Never passes the person's detent changes on to the app.
        case dropPersonDetentReports
        /// Loses the binding owner's writes made while the detail is being dismissed: the bound
        /// presentation is never told (as a modifier that missed SwiftUI's update).
        case loseOwnersWritesWhileDismissing
        /// Makes the bound presentation's content for another item than the one asked for.
        case contentForAnotherItem
    }

    /// One completion handed to the system or to Stagehand, and what it owes.
    @MainActor
    private final class Completion {
        enum Kind: String {
            case present, dismiss
            case stagehandDismiss = "stagehand.dismiss"
        }
        let kind: Kind
        let number: Int
        /// The controller whose presentation the call concerned.
        weak var controller: ModelViewController?
        /// Whether that controller was presented (or being presented) when the call was made.
        let wasPresentedAtCall: Bool
        /// The index in the controller's appearance events at the call (or, for a call the system
        /// held, when it was performed): the first "did" event after it tells how the transition
        /// the call started ended.
        var appearanceIndex: Int
        /// Whether the system took the call (a transition was accepted); nil for `stagehand.dismiss`,
        /// and for a `dismiss` the system holds (rule 24's held reading) until it is resolved.
        var accepted: Bool?
        /// The number the system gave the call when it held it.
        var heldNumber: Int?
        /// The context of the transition the call started, once accepted.
        weak var context: HeadlessTransitionContext?
        /// The values it was called with, in order (true for the system's completions).
        var runs: [Bool] = []
        /// For each run, whether the controller was presented when it ran.
        var presentedAtRuns: [Bool] = []
        /// Whether a run came while a transition of the controller itself was still UIKit's (its
        /// context not yet let go): Stagehand answers about its own transition only once UIKit is
        /// done with it (rule 33).
        var ranDuringOwnTransition = false
        /// The runs already checked.
        var checkedRuns = 0
        /// How many times it must run in all, once known.
        var expectedRuns: Int?

        init(kind: Kind, number: Int, controller: ModelViewController?) {
            self.kind = kind
            self.number = number
            self.controller = controller
            wasPresentedAtCall = controller?.presentingViewController != nil
            appearanceIndex = controller?.appearanceEvents.count ?? 0
        }

        var name: String { "\(kind.rawValue) completion \(number)" }
    }

    /// A finger on the screen (the explorer's drags, event by event).
    struct Finger {
        /// The touch.
        var touch: HeadlessTouch
        /// Where it landed.
        var start: CGPoint
        /// The drag's direction: the axis and the sign of "out", towards the dismissal edge.
        var axis: ScreenEdge.Axis
        var outwardSign: Double
        /// How far it has moved along the axis from where it landed.
        var moved = 0.0

        /// The point `moved` points along the axis from where it landed.
        func point(movedBy along: Double) -> CGPoint {
            axis == .horizontal
                ? CGPoint(x: Double(start.x) + along, y: Double(start.y))
                : CGPoint(x: Double(start.x), y: Double(start.y) + along)
        }
    }

    let transition: any CustomTransition
    let system: HeadlessUIKit
    let list: ModelViewController
    /// The app's detail controller (replaced when the app lets go of it).
    private(set) var detail: ModelViewController
    /// A popup presented over the detail, if any.
    private(set) var over: ModelViewController?
    /// The finger on the screen, if any.
    private(set) var finger: Finger?
    /// The fault planted, if any (self-tests only).
    let fault: Fault?

    /// The steps taken, in order.
    private(set) var steps: [String] = []
    /// The last 120 lines of the log (steps and the system's events between them), for a failure's
    /// diagnosis.
    var recentEvents: [String] { Array(log().suffix(120)) }
    /// Every event of the system with the steps between them, when kept (the explorer's replay).
    var keepsEveryEvent = false
    var allEvents: [String] { keepsEveryEvent ? log() : [] }
    /// How many of the system's events had happened after each step: the log is described only when
    /// it is read (describing it on every check cost more than the checks).
    private var eventsAfterStep: [Int] = []

    private var completions: [Completion] = []
    /// The window's views with nothing presented, per window size: what every dismissal must
    /// restore.
    private var baselines: [String: [FingerprintLine]] = [:]
    /// The controllers the world made, with their views as the app made them.
    private var controllers: [(controller: ModelViewController, own: [FingerprintLine])] = []
    /// Weak references to everything that must be freed at the end.
    private var mustBeFreed: [(what: String, object: () -> AnyObject?)] = []
    /// What the fault keeps alive.
    private var retained: [AnyObject] = []
    private var plantedOnce = false
    /// The detents the app was told of and the problems met (``detentProblem()``,
    /// `PresentationWorld+Detents.swift`).
    var detents = DetentRecord()
    /// The binding the app presents the detail through, when it does (SwiftUI's modifiers;
    /// `PresentationWorld+Binding.swift`); nil when it presents and dismisses by itself.
    private(set) var binding: BindingRecord?

    /// Creates the scene for `transition`, under `unknowns`.
    init(transition: any CustomTransition, unknowns: Unknowns, fault: Fault? = nil, binds: Bool = false) {
        self.transition = transition
        self.fault = fault
        list = ModelViewController(name: "list", content: .listScreen(title: "List", safeTop: 47))
        list.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 16, y: 152, width: 40, height: 40), cornerRadius: 20),
                identifier: "avatar"))
        // Low on the list: in the window in portrait, below it in landscape, so whether it may fly
        // changes with a rotation (``ElementEligibility``).
        list.view.addSubview(
            ModelView(
                name: "photo", state: ViewState(frame: CGRect(x: 200, y: 600, width: 80, height: 80)),
                identifier: "photo"))
        system = HeadlessUIKit(geometry: .iPhonePortrait, root: list, unknowns: unknowns)
        detail = Self.makeDetail()
        remember(detail)
        system.heldDismissalResolved = { [weak self] number, performed in
            self?.heldDismissalResolved(number, performed: performed)
        }
        system.completionDropped = { [weak self] context in
            // Rule 24, runs at once: UIKit will never run it.
            self?.completions.first { $0.context === context }?.expectedRuns = 0
        }
        system.besideDismissalWentOnAlone = { [weak self] context in
            // Its outcome is told by the "did" events from now on, not by the first transition's.
            guard let completion = self?.completions.first(where: { $0.context === context }) else { return }
            completion.appearanceIndex = completion.controller?.appearanceEvents.count ?? 0
        }
        if binds { binding = makeBinding() }
    }

    private static func makeDetail() -> ModelViewController {
        let detail = ModelViewController(name: "detail", content: .card(title: "Detail"))
        detail.preferredContentSize = CGSize(width: 0, height: 320)
        detail.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200), cornerRadius: 100),
                identifier: "avatar"))
        detail.view.addSubview(
            ModelView(
                name: "photo", state: ViewState(frame: CGRect(x: 40, y: 420, width: 120, height: 120)),
                identifier: "photo"))
        addFeed(to: detail)
        return detail
    }

    private func remember(_ controller: ModelViewController) {
        controllers.append((controller, Self.fingerprint(of: controller.view, includingRootFrame: false)))
        listenToDetents(of: controller)
        mustBeFreed.append(("the controller <\(controller.name)>", { [weak controller] in controller }))
    }

    // MARK: Facts

    /// The detail's Stagehand delegate, while it has one.
    var stagehand: HeadlessStagehandPresentation? { detail.stagehand }

    /// Whether the detail is presented or being presented.
    var isDetailPresented: Bool { detail.presentingViewController != nil }

    /// Whether the detail has been presented since the app made it.
    var detailWasPresented = false

    /// Whether the keyboard covers part of the screen, as the world last told the detail's
    /// Stagehand delegate (a new presentation has not been told).
    var keyboardIsUp: Bool { stagehand.map { heardTheKeyboard($0.core) } ?? false }
    /// The presentations that heard the keyboard rise (those observing it then), weakly.
    private var keyboardRaisedFor: [Weak<PresentationControllerCore<HeadlessPlatform>>] = []

    /// Whether `core` heard the keyboard rise, and it has not hidden since.
    private func heardTheKeyboard(_ core: PresentationControllerCore<HeadlessPlatform>) -> Bool {
        keyboardRaisedFor.contains { $0.object === core }
    }
    /// How far the keyboard covers the window from its bottom, as last told.
    private var keyboardOverlap = 0.0

    /// Whether the person asked to reduce motion (as the world last set it).
    private(set) var reducesMotion = false

    /// The phase in flight, as the world first saw it: whether it began under Reduce Motion, its
    /// duration then, and whether anything has driven it since (a drag, a pause).
    private struct Phase {
        weak var context: HeadlessTransitionContext?
        var reduced: Bool
        var duration: Double
        var driven: Bool
        /// The presented view's frame when the world first saw the phase: where a dismissal under
        /// Reduce Motion keeps it (UIKit lays nothing out while dismissing, rule 27).
        var frame: CGRect?
    }
    /// Whether the window rotated since no transition was last in flight: a rotation during a
    /// dismissal, even before its body runs, autoresizes the presented view, which UIKit does not lay
    /// out while dismissing (rule 27).
    private var rotatedDuringTransition = false
    private var phase: Phase?

    /// Whether a finger can be put down on the middle of the detail's presented view, with no
    /// finger down already: where it reaches the view (hit testing), and wherever the presentation
    /// is at rest and uncovered, where it must reach it (the drag promise).
    var canPutFingerDown: Bool {
        guard finger == nil, stagehand != nil, let start = dragStart else { return false }
        return isAtRestUncovered(start) || reachesDetail(at: start)
    }

    /// The middle of the detail's presented view where a finger finds it (rule 48: on screen while a
    /// property animator moves it), in the window, when it is in the window.
    private var dragStart: CGPoint? {
        guard system.isInWindow(detail.view) else { return nil }
        let frame = detail.view.hitTestFrame(in: system.window)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Whether the detail's presentation is at rest with nothing over it and `point` in the window:
    /// where a drag from `point` must reach it.
    private func isAtRestUncovered(_ point: CGPoint) -> Bool {
        // A view squeezed to nothing (a card under a keyboard taller than the window leaves room
        // for) has nowhere to be touched.
        guard let frame = detailFrameInWindow, frame.width > 0, frame.height > 0 else { return false }
        return isAtRest(detail) && !isOverPresented && system.window.state.frame.contains(point)
    }

    /// Whether a touch at `point` reaches the detail's presented view (hit testing).
    private func reachesDetail(at point: CGPoint) -> Bool {
        guard let presented = stagehand?.presentedView else { return false }
        if fault == .presentedViewIgnoresTouches, isAtRest(detail) {
            presented.isUserInteractionEnabled = false
        }
        defer { presented.isUserInteractionEnabled = true }
        return system.hitTest(point)?.isInside(presented) ?? false
    }

    /// The detail's presented view's frame in the window, when it is in the window.
    var detailFrameInWindow: CGRect? {
        system.isInWindow(detail.view) ? detail.view.frame(in: system.window) : nil
    }

    /// The dimming view of the detail's presentation, when it is in the window.
    var dimmingInWindow: ModelView? {
        guard let view = stagehand?.stage.viewInContainer(.dimming), system.isInWindow(view)
        else { return nil }
        return view
    }

    /// The drag direction of the detail's presentation as it is now.
    var dismissalDrag: DismissalDrag? {
        guard let stagehand else { return nil }
        return transition.choreography(
            for: .dismiss, in: stagehand.stage.measure(includingElements: false), detent: nil
        ).drag
    }

    // MARK: Events

    /// Presents the detail (or, when it is presented already, another controller, which UIKit
    /// refuses: a correct app never presents an active controller, rule 21).
    func present(animated: Bool, reducesMotion: Bool? = nil) -> String {
        let current = detail
        // While the detail is presented, or waits to be, another controller.
        let presented =
            current.presentingViewController == nil && !detailIsWaiting
            ? current : ModelViewController(name: "another", content: .alert(title: "Another"))
        if presented !== current { remember(presented) }
        let isDetail = presented === current
        if isDetail { detailIsWaiting = true }
        present(presented, from: list, transition: transition, animated: animated) { [weak self] accepted in
            guard isDetail else { return }
            self?.detailIsWaiting = false
            if accepted { self?.detailWasPresented = true }
        }
        guard isDetail else { return "present another(animated: \(animated))" }
        if let reducesMotion { setReduceMotion(reducesMotion) }
        return "present(animated: \(animated)\(self.reducesMotion ? ", reduce motion" : ""))"
    }

    /// `present(_:transition:)` of `presented` from `presenter`, its completion tracked; `presented`
    /// runs once the system has taken the presentation. Asked while `presenter` takes part in a
    /// transition, Stagehand's presentation waits for its end (rules 18, 19): the call is judged
    /// once the transition's completions have run (Stagehand's own, added first, presents), or
    /// again at the end of the next transition when it waits again.
    private func present(
        _ presented: ModelViewController, from presenter: ModelViewController,
        transition: any CustomTransition,
        animated: Bool, judged onJudged: @escaping (_ accepted: Bool) -> Void
    ) {
        let completion = track(.present, for: presented)
        let waits = presenter.hasTransitionCoordinator
        presenter.present(presented, transition: transition, animated: animated) { [weak self] in
            self?.ran(completion, true)
        }
        if waits, presented.presentingViewController == nil {
            judgePresentation(completion, of: presented, from: presenter, judged: onJudged)
        } else {
            presentationJudged(completion, of: presented, judged: onJudged)
        }
    }

    /// Judges a `present` that waited, once `presenter`'s transition is over.
    private func judgePresentation(
        _ completion: Completion, of presented: ModelViewController, from presenter: ModelViewController,
        judged onJudged: @escaping (_ accepted: Bool) -> Void
    ) {
        let added = presenter.addTransitionCompletion { [weak self, weak presented, weak presenter] in
            guard let self, let presented else { return }
            if presented.presentingViewController == nil, let presenter, presenter.hasTransitionCoordinator {
                return self.judgePresentation(completion, of: presented, from: presenter, judged: onJudged)
            }
            completion.appearanceIndex = presented.appearanceEvents.count
            self.presentationJudged(completion, of: presented, judged: onJudged)
        }
        if !added { presentationJudged(completion, of: presented, judged: onJudged) }
    }

    /// Whether the system took the presentation, read now.
    private func presentationJudged(
        _ completion: Completion, of presented: ModelViewController,
        judged onJudged: (_ accepted: Bool) -> Void
    ) {
        let accepted = presented.presentingViewController != nil
        completion.accepted = accepted
        if accepted {
            completion.context = system.currentTransitionContext
            captureStagehand(of: presented)
        }
        onJudged(accepted)
    }

    /// Presents a popup over the detail.
    func presentOver(animated: Bool) -> String? {
        guard canPresentOver else { return nil }
        let top = ModelViewController(name: "over", content: .alert(title: "Over"))
        remember(top)
        overIsWaiting = true
        present(top, from: detail, transition: StagehandTransition.popup(), animated: animated) {
            [weak self] _ in
            self?.overIsWaiting = false
        }
        over = top
        return "present over(animated: \(animated))"
    }

    /// `stagehand.dismiss` on the detail; nothing when it has no Stagehand delegate.
    func stagehandDismiss(animated: Bool) -> String? {
        guard let stagehand else { return nil }
        let completion = track(.stagehandDismiss, for: detail)
        completion.expectedRuns = 1
        stagehand.dismiss(animated: animated) { [weak self] dismissed in
            self?.ran(completion, dismissed)
        }
        return "stagehand.dismiss(animated: \(animated))"
    }

    /// UIKit's `dismiss(animated:completion:)` on the detail (rule 25: what it presents, or itself).
    func uikitDismiss(animated: Bool) -> String {
        dismiss(from: detail, animated: animated)
        return "dismiss(animated: \(animated))"
    }

    /// UIKit's `dismiss(animated:completion:)` on the list, when the detail presents the popup over
    /// it: the whole stack goes (rule 61).
    func dismissStack(animated: Bool) -> String? {
        guard canDismissStack else { return nil }
        dismiss(from: list, animated: animated)
        return "dismiss the stack(animated: \(animated))"
    }

    /// Whether a controller is presented over the detail (the popup).
    var isOverPresented: Bool { detail.presentedViewController != nil }

    /// Whether a popup asked for over the detail waits for a transition to end (Stagehand's
    /// `present(_:transition:)` during a transition, rules 18, 19).
    private var overIsWaiting = false
    /// Whether a presentation of the detail waits for a transition to end.
    private var detailIsWaiting = false

    /// Whether the detail is presented with nothing over it, presented or waiting to be.
    var canPresentOver: Bool { !isOverPresented && !overIsWaiting && detail.presentingViewController != nil }

    /// Whether the list presents the detail and the detail presents another controller: a stack.
    var canDismissStack: Bool { isOverPresented && detail.presentingViewController === list }

    /// UIKit's `dismiss(animated:completion:)` on `caller`, its completion tracked.
    private func dismiss(from caller: ModelViewController, animated: Bool) {
        let target =
            caller.presentedViewController ?? (caller.presentingViewController != nil ? caller : nil)
        let completion = track(.dismiss, for: animating(dismissing: target))
        let before = system.currentTransitionContext
        let held = system.heldDismissalCount
        let besideBefore = system.besideTransitionContext
        caller.dismiss(animated: animated) { [weak self] in self?.ran(completion, true) }
        let after = system.currentTransitionContext
        if system.heldDismissalCount > held {
            completion.heldNumber = held
        } else if let beside = system.besideTransitionContext, beside !== besideBefore {
            // Rule 24, runs at once: a second transition began beside the one in progress.
            completion.accepted = true
            completion.context = beside
        } else {
            completion.accepted = after != nil && after !== before
            if completion.accepted == true { completion.context = after }
        }
    }

    /// The controller whose dismissal completes a dismissal of `target`: `target`'s own, or, when
    /// it presents others (a stack, rule 61), the top's on the reading where the top animates.
    private func animating(dismissing target: ModelViewController?) -> ModelViewController? {
        var animating = target
        if system.unknowns.stackDismissal == .topAnimates {
            while let above = animating?.presentedViewController { animating = above }
        }
        return animating
    }

    /// A `dismiss` the system held while a transition was in progress (rule 24's held reading) is performed (its transition is then judged like any other's) or dropped.
    private func heldDismissalResolved(_ number: Int, performed: Bool) {
        guard let completion = completions.first(where: { $0.heldNumber == number }) else { return }
        completion.accepted = performed
        // What it dismisses may present others by now: a stack (rule 61).
        completion.controller = animating(dismissing: completion.controller)
        completion.appearanceIndex = completion.controller?.appearanceEvents.count ?? 0
    }

    /// A tap at `point`, through the system's hit testing.
    func tap(at point: CGPoint) -> String {
        system.tap(at: point)
        return "tap(\(Int(point.x)), \(Int(point.y)))"
    }

    /// A whole drag, from the middle of the detail's view, through `moves`, released at `velocity`;
    /// a drag on a presentation at rest must reach it.
    func drag(along axis: ScreenEdge.Axis, through moves: [Double], velocity: Double) -> String? {
        guard let stagehand, let start = dragStart else { return nil }
        let atRest = isAtRestUncovered(start)
        let presented = stagehand.presentedView
        if atRest, fault == .presentedViewIgnoresTouches { presented?.isUserInteractionEnabled = false }
        let reached = stagehand.drag(from: start, along: axis, through: moves, velocity: velocity)
        presented?.isUserInteractionEnabled = true
        let step = "drag(\(axis), \(moves.map { Int($0) }), \(Int(velocity)))"
        if atRest, !reached { problem = "drag: \(step) on the presentation at rest did not reach it" }
        return step
    }

    /// A finger lands on the middle of the detail's presented view and moves UIKit's 10 pt of slop
    /// towards the dismissal edge, so that a pan on the view begins there when the touch reaches
    /// it (hit testing): nothing when no finger can begin a drag on it.
    func fingerDown() -> String? {
        guard canPutFingerDown, stagehand != nil, let start = dragStart else { return nil }
        guard reachesDetail(at: start) else {
            problem = "drag: a finger on the presentation at rest did not reach it"
            return "finger down"
        }
        return fingerDown(at: start)
    }

    /// A finger lands at `start` and moves UIKit's 10 pt of slop towards the dismissal edge.
    func fingerDown(at start: CGPoint) -> String? {
        guard let drag = dismissalDrag else { return nil }
        var finger = Finger(
            touch: system.touchDown(at: start), start: start, axis: drag.edge.axis,
            outwardSign: drag.edge.outwardSign)
        system.advance(by: 1.0 / 60)
        finger.moved = 10 * finger.outwardSign
        system.move(finger.touch, to: finger.point(movedBy: finger.moved))
        self.finger = finger
        return "finger down"
    }

    /// The finger moves `points` towards the dismissal edge (negative: away from it), over a frame.
    func fingerMoves(by points: Double) -> String? {
        guard var finger else { return nil }
        finger.moved += points * finger.outwardSign
        self.finger = finger
        system.advance(by: 1.0 / 60)
        system.move(finger.touch, to: finger.point(movedBy: finger.moved))
        return points > 0 ? "finger moves out" : "finger moves in"
    }

    /// The finger lifts, moving at `velocity` points per second towards the dismissal edge (the
    /// last two frames at that speed, as a pan measures it).
    func fingerLifts(velocity: Double) -> String? {
        guard var finger else { return nil }
        self.finger = nil
        for _ in 0..<2 {
            finger.moved += velocity * finger.outwardSign / 60
            system.advance(by: 1.0 / 60)
            system.move(finger.touch, to: finger.point(movedBy: finger.moved))
        }
        system.lift(finger.touch)
        return velocity == 0 ? "finger lifts" : "finger flicks (\(Int(velocity)))"
    }

    /// The system cancels the touch (another gesture took over, a call came in).
    func fingerCancelled() -> String? {
        guard let finger else { return nil }
        self.finger = nil
        system.cancel(finger.touch)
        return "drag cancelled"
    }

    /// A finger that lands on the detail's presented view, moves by `x`, `y` over a frame, and is
    /// cancelled by the system on the next.
    func cancelledDrag(x: Double, y: Double) -> String? {
        guard stagehand != nil, finger == nil, let start = dragStart else { return nil }
        let touch = system.touchDown(at: start)
        system.advance(by: 1.0 / 60)
        system.move(touch, to: CGPoint(x: Double(start.x) + x, y: Double(start.y) + y))
        system.advance(by: 1.0 / 60)
        system.cancel(touch)
        return "drag cancelled"
    }

    /// The person switches Reduce Motion on or off: the system's setting changes, and Stagehand
    /// hears it as on a phone (it observes the setting, and reads it before each phase).
    func toggleReduceMotion() -> String {
        setReduceMotion(!reducesMotion)
        return reducesMotion ? "reduce motion on" : "reduce motion off"
    }

    /// Sets the world's Reduce Motion setting, and the system's (unless the fault keeps Stagehand
    /// from hearing it).
    private func setReduceMotion(_ enabled: Bool) {
        reducesMotion = enabled
        if fault != .reduceMotionNeverTold { system.setReduceMotion(enabled) }
    }

    /// The window rotates between portrait and landscape.
    func rotate() -> String {
        let portrait = ContainerGeometry.iPhonePortrait
        system.setGeometry(system.geometry == portrait ? .iPhoneLandscape : portrait)
        if system.currentTransitionContext != nil { rotatedDuringTransition = true }
        return "rotate"
    }

    /// The window's traits change (rule 47): Dark Mode and the horizontal size class toggle as
    /// `darkMode` and `sizeClass` say, the text size goes to `textSize` (UIKit's raw value).
    func changeTraits(darkMode: Bool, sizeClass: Bool, textSize: String? = nil) -> String {
        var traits = system.traitCollection
        if darkMode { traits.userInterfaceStyle = traits.userInterfaceStyle == .dark ? .light : .dark }
        if sizeClass {
            traits.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .compact : .regular
        }
        if let textSize { traits.preferredContentSizeCategory = textSize }
        system.setTraits(traits)
        return "traits \(traits)"
    }

    /// The keyboard rises to cover `overlap` points of the window, or hides (0), as Stagehand's
    /// keyboard observer tells its driver.
    func keyboard(overlap: Double) -> String? {
        guard let stagehand else { return nil }
        let bounds = system.geometry.bounds
        system.setKeyboard(
            frame: CGRect(x: 0, y: bounds.maxY - overlap, width: bounds.width, height: overlap),
            duration: 0.25)
        // Only a presentation that observes the keyboard (from the start of its body) hears it.
        let observing = [detail, over].compactMap { $0?.stagehand?.core }.filter(\.isObservingKeyboard)
        keyboardRaisedFor = overlap > 0 ? observing.map { Weak($0) } : []
        _ = stagehand
        keyboardOverlap = overlap
        return overlap > 0 ? "keyboard up (\(Int(overlap)))" : "keyboard down"
    }

    /// Whether the app may let go of its detail now: it is not presented, nor waiting to be.
    var canLetGo: Bool { detail.presentingViewController == nil && !detailIsWaiting }

    /// The app lets go of its detail controller (the system keeps it while presented) and makes a
    /// new one.
    func letGo() -> String? {
        guard canLetGo else { return nil }
        detail = Self.makeDetail()
        detailWasPresented = false
        remember(detail)
        return "new controller"
    }

    /// One turn of the run loop, `seconds` long.
    func advance(by seconds: Double) -> String {
        system.advance(by: seconds)
        return "advance(\(String(format: "%.3f", seconds)))"
    }

    /// Turns the run loop until the system is idle (at most 30 virtual seconds).
    func runUntilIdle() -> String {
        system.runUntilIdle(limit: 30)
        return "run until idle"
    }

    // MARK: Checks

    /// The first promise broken so far, if any.
    var problem: String?

    /// Records `step` and checks every promise after it; false once one is broken.
    @discardableResult
    func check(_ step: String) -> Bool {
        steps.append(step)
        eventsAfterStep.append(system.events.count)
        plantFaults()
        flushBinding()
        if problem == nil { problem = firstProblem() }
        return problem == nil
    }

    private func firstProblem() -> String? {
        if let breach = system.breaches.first { return "breach: \(breach)" }
        if let misuse = system.stageMisuses.first { return "misuse: \(misuse)" }
        if let broken = completionProblem() { return broken }
        if let broken = hierarchyProblem() { return broken }
        if let broken = motionProblem() { return broken }
        if let broken = dragProblem() { return broken }
        if let broken = restingProblem() { return broken }
        if let broken = screenBelowProblem() { return broken }
        if let broken = chromeProblem() { return broken }
        if let broken = bindingProblem() { return broken }
        return detentProblem()
    }

    /// Reduce Motion's promises for the phase in flight: read once, when the phase begins (its
    /// duration never changes while nothing drives it); a phase begun under it and running by itself
    /// shows the presented view at its resting frame (it fades in place) and lasts at most 0.3 s.
    private func motionProblem() -> String? {
        if system.currentTransitionContext == nil { rotatedDuringTransition = false }
        guard let context = system.currentTransitionContext, context.isInFlight,
            let controller = context.viewController(forKey: context.isPresenting ? .to : .from),
            let driver = controller.stagehand?.driver
        else {
            phase = nil
            return nil
        }
        let kind: PresentationPhase = context.isPresenting ? .present : .dismiss
        let duration = driver.transitionDuration(for: kind, animated: context.isAnimated)
        let container = context.containerView
        // What the screen shows (the presentation layer), of the presented view in the container.
        let shown = controller.stagehand?.presentedView
        let frame = shown.flatMap { $0.superview === container ? $0.presentationState.frame : nil }
        if phase?.context !== context {
            phase = Phase(
                context: context, reduced: reducesMotion, duration: duration, driven: false, frame: frame)
        }
        guard var current = phase else { return nil }
        if context.hasBeenInteractive || finger != nil { current.driven = true }
        phase = current
        guard !current.driven else { return nil }
        if abs(duration - current.duration) > 1e-9 {
            return
                "reduce motion: the \(kind) changed its duration from \(current.duration) to \(duration) s "
                + "mid-flight"
        }
        guard current.reduced, context.isAnimated else { return nil }
        if duration > 0.3 + 1e-9 {
            return "reduce motion: the \(kind) lasts \(duration) s, more than 0.3 s"
        }
        // Presenting, at the frame the presentation controller says now (a rotation retargets it);
        // dismissing, where the dismissal found it.
        let resting =
            kind == .present ? driver.frameOfPresentedView() : rotatedDuringTransition ? nil : current.frame
        if let frame, let resting {
            if !HeadlessUIKit.same(frame, resting) {
                return "reduce motion: <\(controller.name)> moves to \(frame) during the \(kind), "
                    + "away from its resting frame \(resting)"
            }
        }
        return nil
    }

    /// Whether `controller`'s Stagehand presentation is at rest: presented, nothing in flight,
    /// nothing settling, no finger down.
    func isAtRest(_ controller: ModelViewController) -> Bool {
        guard finger == nil, let driver = controller.stagehand?.driver else { return false }
        return driver.state == .presented && system.currentTransitionContext == nil && system.isIdle
    }

    private func completionProblem() -> String? {
        // A presentation at rest owes no answer: every stagehand.dismiss made on it was answered
        // when the dismissal it asked for, joined or cancelled ended.
        if isAtRest(detail),
            let owed = completions.first(where: {
                $0.kind == .stagehandDismiss && $0.controller === detail && $0.runs.isEmpty
            })
        {
            return "completion: \(owed.name) is still unanswered with the presentation at rest"
        }
        for completion in completions {
            if completion.runs.count > 1 {
                return "completion: \(completion.name) ran \(completion.runs.count) times"
            }
            resolveExpectation(of: completion)
            if let expected = completion.expectedRuns, completion.kind != .stagehandDismiss,
                completion.runs.count != expected
            {
                return "completion: \(completion.name) ran \(completion.runs.count) times, owed \(expected)"
            }
            guard completion.checkedRuns < completion.runs.count else { continue }
            completion.checkedRuns = completion.runs.count
            if completion.kind == .stagehandDismiss, completion.ranDuringOwnTransition {
                return "completion: \(completion.name) answered while its controller's transition was still "
                    + "UIKit's (rule 33: only once UIKit is done)"
            }
            guard completion.kind == .stagehandDismiss, let answer = completion.runs.last,
                let presentedThen = completion.presentedAtRuns.last
            else { continue }
            // Judged when it answered: the app may dismiss the controller itself afterwards.
            if answer, presentedThen {
                return "completion: \(completion.name) answered true, but the controller was still presented"
            }
            if !answer, !presentedThen, completion.wasPresentedAtCall {
                return "completion: \(completion.name) answered false, but the controller was dismissed"
            }
        }
        return nil
    }

    /// Works out how many times a system completion must run, once the transition it started ended:
    /// the first "did" appearance event of its controller after the call tells how.
    private func resolveExpectation(of completion: Completion) {
        guard completion.expectedRuns == nil, let accepted = completion.accepted else { return }
        let unknowns = system.unknowns
        guard accepted else {
            // Rule 20's unknown for a dropped present; a dropped dismiss runs nothing.
            completion.expectedRuns =
                completion.kind == .present && unknowns.runsCompletionOfDroppedPresent ? 1 : 0
            return
        }
        guard let controller = completion.controller else { return }
        let later = controller.appearanceEvents.dropFirst(completion.appearanceIndex)
        guard let did = later.first(where: { $0 == .didAppear || $0 == .didDisappear }) else { return }
        switch (completion.kind, did) {
        case (.present, .didAppear), (.dismiss, .didDisappear):
            completion.expectedRuns = 1
        case (.present, _):
            completion.expectedRuns = unknowns.runsPresentCompletionWhenCancelled ? 1 : 0
        default:
            completion.expectedRuns = unknowns.runsDismissCompletionWhenCancelled ? 1 : 0
        }
    }

    /// The steps and, after each, the system's events it caused.
    private func log() -> [String] {
        var lines: [String] = []
        var seen = 0
        for (step, end) in zip(steps, eventsAfterStep) {
            lines.append("-- \(step)")
            lines += system.events[seen..<end].map(\.description)
            seen = end
        }
        return lines
    }

    private func hierarchyProblem() -> String? {
        if system.topPresentedViewController == nil, system.currentTransitionContext == nil {
            let size = system.geometry.bounds.size
            let key = "\(size.width)x\(size.height)"
            let now = Self.fingerprint(of: system.window, includingRootFrame: true)
            if let baseline = baselines[key] {
                if now != baseline {
                    return "hierarchy: the window is not as it was before the presentation: "
                        + Self.difference(now, baseline)
                }
            } else {
                baselines[key] = now
            }
        }
        for (controller, own) in controllers
        where controller.presentingViewController == nil && !system.isInWindow(controller.view) {
            let now = Self.fingerprint(of: controller.view, includingRootFrame: false)
            if now != own {
                return "hierarchy: <\(controller.name)>'s views are not as the app made them: "
                    + Self.difference(now, own)
            }
        }
        return nil
    }

    private func restingProblem() -> String? {
        for controller in [detail, over].compactMap({ $0 }) where isAtRest(controller) {
            guard let stagehand = controller.stagehand,
                let container = controller.presentationController?.containerView
            else { continue }
            let driver = stagehand.driver
            guard let view = stagehand.presentedView else { continue }
            let frame = system.frame(of: view, in: container)
            let resting = driver.frameOfPresentedView()
            if !HeadlessUIKit.same(frame, resting) {
                return "at rest: <\(controller.name)> at \(frame), not at its resting frame \(resting)"
            }
            // The controller's view fills the wrapper it is in, whatever a stopped animator left it
            // at (rule 39): a fitted card measures that view (rule 49).
            let filling = CGRect(origin: .zero, size: view.state.frame.size)
            let holders = controller.view === view ? [] : [view, view.cornerView].compactMap { $0 }
            for holder in holders.dropFirst() where !HeadlessUIKit.same(holder.state.frame, filling) {
                return "at rest: <\(controller.name)>'s clip view at \(holder.state.frame), not filling "
                    + "the view that wraps it, \(filling)"
            }
            if let holder = holders.last, controller.view.superview !== holder {
                return "at rest: <\(controller.name)>'s view is not inside the view that wraps it"
            }
            if !holders.isEmpty, !HeadlessUIKit.same(controller.view.state.frame, filling) {
                return "at rest: <\(controller.name)>'s view at \(controller.view.state.frame), not filling "
                    + "the view that wraps it, \(filling)"
            }
            if let laidOut = layout(of: controller, phase: .present)?.finalStates.first?.frame,
                !HeadlessUIKit.same(frame, laidOut)
            {
                return "at rest: <\(controller.name)> at \(frame), not where its transition lays it out "
                    + "with the keyboard as bottom safe area, \(laidOut)"
            }
            if let state = driver.restingState(of: .presented),
                abs(view.state.alpha - state.alpha) > 1e-9 || view.state.transform != state.transform
            {
                return
                    "at rest: <\(controller.name)> shows alpha \(view.state.alpha) and \(view.state.transform), "
                    + "not its resting alpha \(state.alpha) and \(state.transform)"
            }
            // UIKit removes a presenter's view it moved into the container once presented (§2).
            // Under it, the dimming; under everything else, Stagehand's pass-through view without a
            // dimming or under one an undimmed detent clears, so that touches outside the presented
            // view are not swallowed by the container (rule 35).
            var expected = [view.name]
            if driver.behavior.dimming != nil { expected.insert("dimming", at: 0) }
            if driver.backgroundInteraction != nil { expected.insert("passthrough", at: 0) }
            let held = container.subviews.map(\.name)
            if held != expected {
                return "at rest: <\(controller.name)>'s container holds \(held), not \(expected)"
            }
            let screens = [controller.view, controller.presentingViewController?.view].compactMap { $0 }
            for screen in screens {
                if let hidden = Self.firstHidden(in: screen) {
                    return "at rest: \(hidden.name) is left hidden"
                }
            }
        }
        return nil
    }

    /// The plan of `phase` for `controller`'s presentation, laid out by its transition itself in the
    /// container measured now with the keyboard the world raised taken as bottom safe area (the
    /// documented rule), for a presentation with at most one detent (with more, where a card rests
    /// is the driver's to know, unless `detent` names it); only the presented view's track.
    func layout(of controller: ModelViewController, phase: PresentationPhase, detent: Detent? = nil)
        -> TransitionPlan?
    {
        guard let stagehand = controller.stagehand,
            detent != nil || stagehand.driver.behavior.detents.count <= 1
        else {
            return nil
        }
        var context = stagehand.stage.measure(includingElements: phase == .dismiss)
        if heardTheKeyboard(stagehand.core) {
            context.container.safeArea.bottom = max(context.container.safeArea.bottom, keyboardOverlap)
        }
        let plan = stagehand.driver.transition.choreography(
            for: phase, in: context, detent: detent ?? stagehand.driver.behavior.detents.first
        ).plan
        let tracks = plan.tracks.filter { $0.role == .presented }
        return tracks.isEmpty ? nil : TransitionPlan(tracks: tracks)
    }

    /// A drag that drives a dismissal moves the views as the transition's own dismissal does at that
    /// progress, never Reduce Motion's cross-fade: the presented view's alpha is the plan's. A finger
    /// that catches a dismissal which began by itself under Reduce Motion scrubs that cross-fade
    /// instead (a phase keeps the motion it began with, so nothing jumps): the presented view stays
    /// where the dismissal found it, at alpha 1 minus the progress.
    private func dragProblem() -> String? {
        guard finger != nil, let context = system.currentTransitionContext, context.isInFlight,
            !context.isPresenting, context.isInteractive, context.viewController(forKey: .from) === detail,
            context.percentComplete > 0, context.percentComplete < 1
        else { return nil }
        let shownView = stagehand?.presentedView
        let shown = shownView?.presentationState.alpha ?? 1
        let caughtFade =
            phase.map { $0.context === context && $0.reduced } == true && !context.startedInteractive
        if caughtFade {
            let expected = 1 - context.percentComplete
            if abs(shown - expected) > 1e-6 {
                return "drag: scrubbing a Reduce Motion dismissal at \(context.percentComplete), <detail> "
                    + "shows alpha \(shown), not \(expected)"
            }
            if !rotatedDuringTransition, let found = phase?.frame,
                let frame = shownView?.presentationState.frame,
                !HeadlessUIKit.same(frame, found)
            {
                return
                    "drag: scrubbing a Reduce Motion dismissal, <detail> moves to \(frame), away from \(found)"
            }
            return nil
        }
        guard let plan = layout(of: detail, phase: .dismiss) else { return nil }
        let expected = plan.linearStates(atProgress: context.percentComplete)[0].alpha
        guard abs(shown - expected) > 1e-6 else { return nil }
        return "drag: under the finger at \(context.percentComplete) of the dismissal, <detail> shows alpha "
            + "\(shown), not \(expected)"
    }

    // MARK: The end

    /// Lifts any finger, runs to rest and checks the presentation there; then dismisses everything
    /// and checks that every completion ran as owed and that nothing is retained.
    func finish() {
        if finger != nil, let step = fingerLifts(velocity: 0) {
            guard check(step) else { return }
        }
        guard check(runUntilIdle()) else { return }
        // Only the misuse fault keeps the stage, and it lets go before the leak check.
        var firstStage = fault == .misuseAfterDismissal ? stagehand?.stage : nil
        for _ in 0..<4 {
            if let top = system.topPresentedViewController {
                top.dismiss(animated: false)
                system.runUntilIdle(limit: 30)
            }
        }
        if fault == .misuseAfterDismissal, let firstStage {
            // The dismissal is over and the detail's delegate is gone: a misuse now is still seen.
            firstStage.apply([ViewState(frame: .zero)], to: [.snapshot])
        }
        firstStage = nil
        guard check("dismiss everything") else { return }
        // The run ends: a transition still in progress, driven or not, never completes (rules 1, 3).
        system.finishRun(limit: 30)
        guard check("end of the run") else { return }
        if system.topPresentedViewController != nil {
            problem = "completion: still presented at the end"
            return
        }
        if system.window.subviews.map(\.name) != ["list"] {
            problem = "hierarchy: the window holds \(system.window.subviews.map(\.name)) at the end"
            return
        }
        for completion in completions {
            resolveExpectation(of: completion)
            let owed = completion.expectedRuns ?? 1
            if completion.runs.count != owed {
                problem = "completion: \(completion.name) ran \(completion.runs.count) times, owed \(owed)"
                return
            }
        }
        over = nil
        detail = Self.makeDetail()
        controllers.removeAll()
        if let alive = mustBeFreed.first(where: { $0.object() != nil }) {
            problem = "leak: \(alive.what) was retained"
        }
    }

    /// How many transitions completed.
    var completedTransitions: Int {
        system.events.filter { $0.description.hasPrefix("context.completeTransition") }.count
    }

    // MARK: Bookkeeping

    private func track(_ kind: Completion.Kind, for controller: ModelViewController?) -> Completion {
        let completion = Completion(
            kind: kind, number: completions.filter { $0.kind == kind }.count, controller: controller)
        completions.append(completion)
        return completion
    }

    private func ran(_ completion: Completion, _ value: Bool) {
        // The transition of the controller's own presentation: presenting it, or dismissing it (a
        // transition of a controller it presents is another's).
        if let context = system.currentTransitionContext, let controller = completion.controller,
            context.viewController(forKey: context.isPresenting ? .to : .from) === controller
        {
            completion.ranDuringOwnTransition = true
        }
        defer {
            let presented = completion.controller?.presentingViewController != nil
            completion.presentedAtRuns += Array(
                repeating: presented, count: completion.runs.count - completion.presentedAtRuns.count)
        }
        switch (fault, completion.kind) {
        case (.answerStagehandDismissFalse, .stagehandDismiss): completion.runs.append(false)
        case (.answerStagehandDismissTrue, .stagehandDismiss): completion.runs.append(true)
        case (.runStagehandDismissCompletionTwice, .stagehandDismiss): completion.runs += [value, value]
        case (.dropStagehandDismissCompletion, .stagehandDismiss), (.dropPresentCompletion, .present): break
        default: completion.runs.append(value)
        }
    }

    func captureStagehand(of controller: ModelViewController) {
        guard let stagehand = controller.stagehand,
            !mustBeFreed.contains(where: { $0.object() === stagehand.core })
        else { return }
        let core = stagehand.core
        let driver = stagehand.driver
        let stage = stagehand.stage
        mustBeFreed.append(
            ("the presentation controller core of <\(controller.name)>", { [weak core] in core }))
        mustBeFreed.append(("the driver of <\(controller.name)>", { [weak driver] in driver }))
        mustBeFreed.append(("the stage of <\(controller.name)>", { [weak stage] in stage }))
        if fault == .retainPresentedControllers { retained.append(controller) }
    }

    private func plantFaults() {
        switch fault {
        case .manualAppearanceCall:
            if !plantedOnce, let context = system.currentTransitionContext, context.isInFlight {
                plantedOnce = true
                list.endAppearanceTransition()
            }
        case .hideOriginalAfterPresentation:
            let key = "\(system.geometry.bounds.width)x\(system.geometry.bounds.height)"
            if !plantedOnce, baselines[key] != nil, system.topPresentedViewController == nil,
                system.currentTransitionContext == nil, steps.contains(where: { $0.hasPrefix("present(") })
            {
                plantedOnce = true
                list.view.descendant(withIdentifier: "avatar")?.isHidden = true
            }
        case .leaveSnapshotInContainer:
            if !plantedOnce, isAtRest(detail), let container = detail.presentationController?.containerView {
                plantedOnce = true
                container.addSubview(ModelView(name: "snapshot"))
            }
        case .nudgePresentedViewAtRest:
            if !plantedOnce, isAtRest(detail), let presented = stagehand?.presentedView {
                plantedOnce = true
                presented.state.frame.origin.y += 2
            }
        default:
            break
        }
    }

    // MARK: Fingerprints

    /// Every view under `root` with its place, frame, alpha, corner radius, transform and hidden
    /// flag, one line each (the root's frame left out when asked).
    /// One view of a fingerprint: compared as values on every check, described only when they
    /// differ (describing them all on every check was most of the explorer's time).
    struct FingerprintLine: Equatable, CustomStringConvertible {
        var depth: Int
        var name: String
        var state: ViewState
        var showsFrame: Bool
        var isHidden: Bool

        static func == (a: Self, b: Self) -> Bool {
            var left = a.state
            var right = b.state
            if !a.showsFrame { left.frame = .zero }
            if !b.showsFrame { right.frame = .zero }
            return a.depth == b.depth && a.name == b.name && left == right && a.showsFrame == b.showsFrame
                && a.isHidden == b.isHidden
        }

        var description: String {
            let s = state
            let frame = showsFrame ? " \(s.frame)" : ""
            return "\(String(repeating: ".", count: depth))\(name)\(frame) a=\(s.alpha) r=\(s.cornerRadius) "
                + "clip=\(s.clipsContent) t=\(s.transform) hidden=\(isHidden)"
        }
    }

    static func fingerprint(of root: ModelView, includingRootFrame: Bool) -> [FingerprintLine] {
        var lines: [FingerprintLine] = []
        func visit(_ view: ModelView, depth: Int) {
            lines.append(
                FingerprintLine(
                    depth: depth, name: view.name, state: view.state,
                    showsFrame: depth != 0 || includingRootFrame, isHidden: view.isHidden))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines
    }

    private static func difference(_ now: [FingerprintLine], _ before: [FingerprintLine]) -> String {
        let common = min(now.count, before.count)
        let index = (0..<common).first { now[$0] != before[$0] } ?? common
        let shown = index < now.count ? now[index].description : "nothing"
        let was = index < before.count ? before[index].description : "nothing"
        return "\(shown) (was \(was))"
    }

    private static func firstHidden(in root: ModelView) -> ModelView? {
        if root.isHidden { return root }
        for subview in root.subviews {
            if let hidden = firstHidden(in: subview) { return hidden }
        }
        return nil
    }
}
