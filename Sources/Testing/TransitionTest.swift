import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A phone for one test: the headless UIKit with a presenting screen and a screen to present with
/// a transition, the app's own or a built-in one.
///
/// Present, dismiss and drag as a person would; read what each role's view showed at any time or
/// fraction of the way; expect that UIKit's contract was kept and that nothing leaked. Every call
/// runs Stagehand's real UIKit layer and driver, the code a phone runs, on the headless UIKit,
/// which enforces UIKit's presentation contract. Expectations throw ``TransitionTestFailure``, so
/// they work in Swift Testing and XCTest alike.
///
/// ```swift
/// @MainActor @Test func cardSettlesAboveTheHomeIndicator() throws {
///     let screen = ContainerGeometry(
///         size: CGSize(width: 430, height: 932), safeArea: Insets(top: 59, bottom: 34))
///     let test = TransitionTest(StagehandTransition.card(), screen: screen)
///     let recording = try test.present()
///     #expect(recording.state(of: .presented, atFraction: 1)?.frame.maxY == 878)
///     try test.expectDrag(translation: 400, velocity: 0, outcome: .finished)
///     try test.expectNothingLeaked()
/// }
/// ```
@MainActor
public final class TransitionTest {
    /// How a drag ended.
    public enum DragOutcome: String, Sendable, Hashable, CaseIterable {
        /// The dismissal finished: nothing is presented any more.
        case finished
        /// The dismissal was cancelled (or never began): the presented screen is back at rest.
        case cancelled
    }

    /// The transition under test.
    public let transition: any CustomTransition
    /// The headless UIKit the test runs on: its clock, log, breaches and views.
    public let system: HeadlessUIKit
    /// The window's root controller, which presents (a list screen).
    public let presentingViewController: ModelViewController
    /// The controller presented with ``transition`` (a detail screen). Add views with an
    /// `identifier` to it and to ``presentingViewController`` to give a transition shared elements.
    public let presentedViewController: ModelViewController

    /// The presentation's machinery, held weakly once presented, which must be gone after the
    /// dismissal (``expectNothingLeaked(fileID:line:)``).
    private var machinery: [(what: String, object: () -> AnyObject?)] = []

    /// Creates a test of `transition` on a screen of `screen`'s size, safe area, layout direction and
    /// size classes (an iPhone 15 in portrait, left to right, by default: pass
    /// `ContainerGeometry.iPhonePortrait.laidOut(in: .rightToLeft)` for a right-to-left phone,
    /// `ContainerGeometry.iPadPortrait` for an iPad), presenting a controller whose `preferredContentSize` is
    /// `preferredContentSize`, with the contract's unknowns read as `unknowns` says.
    public init(
        _ transition: any CustomTransition, screen: ContainerGeometry = .iPhonePortrait,
        preferredContentSize: CGSize? = nil, unknowns: Unknowns = .init()
    ) {
        self.transition = transition
        let safeTop = Double(screen.safeArea.top)
        presentingViewController = ModelViewController(
            name: "presenting", content: .listScreen(title: "List", safeTop: safeTop))
        presentedViewController = ModelViewController(
            name: "presented", content: .detailScreen(title: "Detail", safeTop: safeTop))
        presentedViewController.preferredContentSize = preferredContentSize
        system = HeadlessUIKit(geometry: screen, root: presentingViewController, unknowns: unknowns)
    }

    /// Whether ``presentedViewController`` is presented (its presentation completed and it has not
    /// been dismissed).
    public var isPresented: Bool { presentedViewController.presentingViewController != nil }

    /// The state of `role`'s view on screen now, in the container's coordinates; nil when the role
    /// has no view in the transition container (nothing presented, or a role the transition does
    /// not use at this moment).
    public func state(of role: Role) -> ViewState? {
        presentedViewController.stagehand?.stage.viewInContainer(role)?.presentationState
    }

    // MARK: - Presenting and dismissing

    /// Presents ``presentedViewController`` with ``transition`` and runs until everything is at
    /// rest, recording each frame at `framesPerSecond` (60 when not positive and finite).
    ///
    /// - Throws: ``TransitionTestFailure`` when UIKit's contract was broken on the way, when the
    ///   presentation did not complete, or when it had not come to rest after 60 virtual seconds.
    @discardableResult
    public func present(
        animated: Bool = true, framesPerSecond: Double = 60, fileID: String = #fileID, line: Int = #line
    ) throws -> TransitionRecording {
        guard !isPresented else {
            throw TransitionTestFailure(
                "present: the controller is already presented", fileID: fileID, line: line)
        }
        let recording = try record(.present, framesPerSecond: framesPerSecond, fileID: fileID, line: line) {
            presentingViewController.present(
                presentedViewController, transition: transition, animated: animated)
        }
        guard isPresented, presentedViewController.stagehand != nil else {
            throw failure("present: the presentation did not complete", fileID: fileID, line: line)
        }
        holdMachineryWeakly()
        return recording
    }

    /// Keeps weak references to the presentation's controller, driver and stage, for
    /// ``expectNothingLeaked(fileID:line:)``.
    private func holdMachineryWeakly() {
        guard let stagehand = presentedViewController.stagehand else { return }
        let core = stagehand.core
        let driver = stagehand.driver
        let stage = stagehand.stage
        machinery = [
            ("the presentation controller", { [weak core] in core }),
            ("the presentation's driver", { [weak driver] in driver }),
            ("the presentation's stage", { [weak stage] in stage }),
        ]
    }

    /// Dismisses ``presentedViewController`` as `stagehand.dismiss(animated:)` does and runs until
    /// everything is at rest, recording each frame at `framesPerSecond`.
    ///
    /// - Throws: ``TransitionTestFailure`` when nothing is presented, when UIKit's contract was
    ///   broken, when the dismissal did not complete, or when it had not come to rest after 60
    ///   virtual seconds.
    @discardableResult
    public func dismiss(
        animated: Bool = true, framesPerSecond: Double = 60, fileID: String = #fileID, line: Int = #line
    ) throws -> TransitionRecording {
        guard isPresented, let stagehand = presentedViewController.stagehand else {
            throw TransitionTestFailure("dismiss: nothing is presented", fileID: fileID, line: line)
        }
        var answer: Bool?
        let recording = try record(.dismiss, framesPerSecond: framesPerSecond, fileID: fileID, line: line) {
            stagehand.dismiss(animated: animated) { answer = $0 }
        }
        guard !isPresented, answer == true else {
            throw failure(
                "dismiss: the dismissal did not complete (its completion answered \(answer.map(String.init) ?? "nothing"))",
                fileID: fileID, line: line)
        }
        return recording
    }

    // MARK: - Dragging

    /// A finger that lands on the middle of the presented view, moves `translation` points towards
    /// the edge the transition dismisses through (negative: the other way) over 12 frames at 60
    /// frames a second, and lifts moving at `velocity` points a second the same way; then runs
    /// until everything is at rest.
    ///
    /// The touch goes through the headless UIKit's hit testing and gesture recognizers, as on a
    /// phone: a transition that cannot be dragged away (full-screen ones by default) stays.
    ///
    /// - Returns: whether the dismissal finished or was cancelled.
    /// - Throws: ``TransitionTestFailure`` when nothing is presented at rest, when the middle of the
    ///   presented view is covered by another view, or when UIKit's contract was broken.
    @discardableResult
    public func drag(
        translation: Double, velocity: Double, fileID: String = #fileID, line: Int = #line
    ) throws -> DragOutcome {
        guard isPresented, let stagehand = presentedViewController.stagehand,
            let presented = stagehand.presentedView
        else {
            throw TransitionTestFailure("drag: nothing is presented", fileID: fileID, line: line)
        }
        guard translation.isFinite, velocity.isFinite else {
            throw TransitionTestFailure(
                "drag: the translation (\(translation)) and velocity (\(velocity)) must be finite",
                fileID: fileID, line: line)
        }
        let breaches = system.breaches.count
        let misuses = system.stageMisuses.count
        let drag = transition.choreography(
            for: .dismiss, in: stagehand.stage.measure(includingElements: false), detent: nil
        ).drag
        let sign = drag.edge.outwardSign
        let frame = presented.presentationState.frame
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let steps = 12
        let translations = (1...steps).map { Double($0) / Double(steps) * translation * sign }
        guard
            stagehand.drag(
                from: start, along: drag.edge.axis, through: translations, velocity: velocity * sign)
        else {
            throw TransitionTestFailure(
                "drag: the middle of the presented view, \(start), is covered by another view",
                fileID: fileID,
                line: line)
        }
        guard system.runUntilIdle() else {
            throw failure("drag: not at rest after 60 virtual seconds", fileID: fileID, line: line)
        }
        try expectNoNewProblems(since: breaches, misuses, during: "drag", fileID: fileID, line: line)
        return isPresented ? .cancelled : .finished
    }

    /// Drags as ``drag(translation:velocity:fileID:line:)`` does and expects the dismissal to end
    /// as `outcome` says.
    ///
    /// - Throws: ``TransitionTestFailure`` naming the drag, the outcome and the transition's drag
    ///   distance when the drag ended otherwise, or for any reason ``drag(translation:velocity:fileID:line:)`` throws.
    public func expectDrag(
        translation: Double, velocity: Double, outcome: DragOutcome, fileID: String = #fileID,
        line: Int = #line
    ) throws {
        let distance =
            presentedViewController.stagehand.map {
                transition.choreography(
                    for: .dismiss, in: $0.stage.measure(includingElements: false), detent: nil
                )
                .drag.distance
            } ?? 0
        let ended = try drag(translation: translation, velocity: velocity, fileID: fileID, line: line)
        guard ended == outcome else {
            throw TransitionTestFailure(
                "a drag of \(translation) pt released at \(velocity) pt/s \(ended.rawValue), expected "
                    + "\(outcome.rawValue) (the transition's drag distance is \(distance) pt)",
                fileID: fileID, line: line)
        }
    }

    // MARK: - Expectations

    /// Expects that UIKit's presentation contract was kept so far, and that Stagehand asked nothing
    /// of the views a phone would refuse.
    ///
    /// - Throws: ``TransitionTestFailure`` listing each breach with the number of the rule it
    ///   breaks, what happened, and the contract's own words for the rule.
    public func expectContractKept(fileID: String = #fileID, line: Int = #line) throws {
        try expectNoNewProblems(since: 0, 0, during: "the test", fileID: fileID, line: line)
    }

    /// Dismisses what is presented (without animation), lets the run loop come to rest, and
    /// expects the presentation's controller, driver and stage to be freed.
    ///
    /// - Throws: ``TransitionTestFailure`` naming what is still alive, or for any reason
    ///   ``dismiss(animated:framesPerSecond:fileID:line:)`` throws.
    public func expectNothingLeaked(fileID: String = #fileID, line: Int = #line) throws {
        // A presentation the test made through `system` or the controllers directly counts too.
        if isPresented {
            holdMachineryWeakly()
            try dismiss(animated: false, fileID: fileID, line: line)
        }
        system.runUntilIdle()
        let alive = machinery.filter { $0.object() != nil }.map(\.what)
        guard alive.isEmpty else {
            throw TransitionTestFailure(
                "leak: \(alive.joined(separator: ", ")) still alive after the dismissal", fileID: fileID,
                line: line)
        }
    }

    // MARK: - Recording

    private func record(
        _ phase: PresentationPhase, framesPerSecond: Double, fileID: String, line: Int,
        _ start: () -> Void
    ) throws -> TransitionRecording {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        let breaches = system.breaches.count
        let misuses = system.stageMisuses.count
        let origin = system.time
        let roles = self.roles()
        var frames: [TransitionRecording.Frame] = []
        let wasRecording = system.isRecording
        let previous = system.onFrame
        system.isRecording = true
        system.onFrame = { [unowned self] time in
            var states: [Role: ViewState] = [:]
            for role in roles {
                if let state = self.state(of: role) { states[role] = state }
            }
            frames.append(TransitionRecording.Frame(time: time - origin, states: states))
        }
        defer {
            system.isRecording = wasRecording
            system.onFrame = previous
        }
        start()
        system.advance(by: 0)
        let rested = system.runUntilIdle(framesPerSecond: fps)
        try expectNoNewProblems(since: breaches, misuses, during: phase.rawValue, fileID: fileID, line: line)
        guard rested else {
            throw failure(
                "\(phase.rawValue): not at rest after 60 virtual seconds", fileID: fileID, line: line)
        }
        return TransitionRecording(phase: phase, frames: frames, framesPerSecond: fps)
    }

    /// Every role a transition can give a view: the fixed ones, and a shared element's two flights
    /// for each identifier on either screen.
    private func roles() -> [Role] {
        var identifiers: [String] = []
        func visit(_ view: ModelView) {
            if let identifier = view.identifier, !identifiers.contains(identifier) {
                identifiers.append(identifier)
            }
            view.subviews.forEach(visit)
        }
        visit(presentingViewController.view)
        visit(presentedViewController.view)
        return [.presenting, .dimming, .presented, .snapshot]
            + identifiers.flatMap { [Role.element($0), Role.presentedElement($0)] }
    }

    private func expectNoNewProblems(
        since breaches: Int, _ misuses: Int, during what: String, fileID: String, line: Int
    ) throws {
        let newBreaches = system.breaches.dropFirst(breaches)
        let newMisuses = system.stageMisuses.dropFirst(misuses)
        guard newBreaches.isEmpty, newMisuses.isEmpty else {
            let lines =
                newBreaches.map { "\($0)\n    the contract: \($0.ruleText)" }
                + newMisuses.map { "a misuse of the views: \($0)" }
            throw failure(
                "\(what): UIKit's contract was broken\n  " + lines.joined(separator: "\n  "), fileID: fileID,
                line: line)
        }
    }

    /// A failure whose message ends with the system's last events, for the story of what happened.
    private func failure(_ message: String, fileID: String, line: Int) -> TransitionTestFailure {
        let events = system.events.suffix(12).map { "    \($0)" }.joined(separator: "\n")
        return TransitionTestFailure(
            "\(message)\n  the system's last events:\n\(events)", fileID: fileID, line: line)
    }
}
