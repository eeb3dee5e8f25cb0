import Foundation
import StagehandCore
import StagehandPreview
import Testing

/// Thousands of random sequences of everything that can happen to a presentation (present,
/// dismiss, taps, drags and releases, detent moves, container size changes, time passing) on every
/// transition, checking the session's promises after each run.
@MainActor
@Suite("Session fuzzing")
struct SessionFuzzTests {
    typealias Session = TransitionSession<HeadlessStage>

    enum Event: CaseIterable {
        case present, dismiss, tap, advance, advanceLong, beginDrag, drag, release, cancelDrag, resize, detent
    }

    static let geometries: [ContainerGeometry] = [
        .iPhonePortrait, .iPhoneLandscape, ContainerGeometry(size: CGSize(width: 1024, height: 1366)),
        ContainerGeometry(size: CGSize(width: 320, height: 568), safeArea: Insets(top: 20)),
    ]

    @Test("Random sequences keep every promise", arguments: 0..<everyTransition.count)
    func randomSequences(transitionIndex: Int) {
        let (name, transition) = everyTransition[transitionIndex]
        var random = SeededGenerator(seed: 0x5EED_0000 + UInt64(transitionIndex))
        var restoresChecked = 0
        var cancels = 0
        for sequence in 0..<200 {
            let counts = run(transition, name: "\(name) #\(sequence)", using: &random)
            restoresChecked += counts.restores
            cancels += counts.cancels
        }
        // The promises above were exercised, not vacuously true.
        #expect(cancels > 20, "\(name): only \(cancels) cancelled phases")
        #expect(restoresChecked > 10, "\(name): only \(restoresChecked) restores checked")
    }

    private func run(_ transition: Transition, name: String, using random: inout SeededGenerator)
        -> (restores: Int, cancels: Int)
    {
        var restores = 0
        var cancelCount = 0
        weak var weakSession: Session?
        weak var weakStage: HeadlessStage?
        do {
            let stage = makeStage(
                geometry: Self.geometries[0],
                preferredContentSize: Bool.random(using: &random) ? CGSize(width: 300, height: 320) : nil)
            let session = Session(transition: transition, stage: stage)
            weakSession = session
            weakStage = stage

            // Every request's completion must be called exactly once.
            var calls: [Int] = []
            func request() -> (Bool) -> Void {
                let id = calls.count
                calls.append(0)
                return { _ in calls[id] += 1 }
            }
            var phaseCompletions = 0
            session.onPhaseCompletion = { _, _ in phaseCompletions += 1 }
            // The hierarchy before the current phase, to compare after a cancel; nil when the
            // container changed size during the phase (the layout then legitimately differs).
            var before: [String]? = stage.hierarchySnapshot()
            var lastState = session.state

            for _ in 0..<Int.random(in: 5..<40, using: &random) {
                switch Event.allCases.randomElement(using: &random)! {
                case .present: session.present(animated: Bool.random(using: &random), completion: request())
                case .dismiss:
                    session.dismiss(
                        animated: Int.random(in: 0..<4, using: &random) > 0, completion: request())
                case .tap: session.backgroundTapped()
                case .advance: stage.advance(by: Double.random(in: 0...0.05, using: &random))
                case .advanceLong: stage.advance(by: Double.random(in: 0...1.5, using: &random))
                case .beginDrag: session.beginInteractiveDismissal()
                case .drag:
                    session.updateInteractiveDismissal(
                        translationX: Double.random(in: -300...600, using: &random),
                        y: Double.random(in: -300...900, using: &random))
                case .release:
                    session.endInteractiveDismissal(
                        velocityX: Double.random(in: -3000...3000, using: &random),
                        y: Double.random(in: -3000...3000, using: &random))
                case .cancelDrag: session.cancelInteractiveDismissal()
                case .resize:
                    stage.geometry = Self.geometries.randomElement(using: &random)!
                    session.containerDidChange()
                    before = nil
                case .detent: session.moveToDetent(Int.random(in: -1...3, using: &random))
                }
                // Phase boundaries: a phase that ended cancelled must have restored everything.
                if session.state != lastState {
                    let cancelledNow = stage.completions.last.map { !$0.finished } ?? false
                    if lastState != .presented && lastState != .idle
                        && (session.state == .presented || session.state == .ended),
                        cancelledNow, let before
                    {
                        #expect(
                            stage.hierarchySnapshot() == before, "\(name): a cancel did not restore the views"
                        )
                        restores += 1
                    }
                    if session.state == .idle || session.state == .presented {
                        before = stage.hierarchySnapshot()
                    }
                    lastState = session.state
                }
            }
            // Bring it to an end: release any drag, dismiss, and let time run out.
            session.cancelInteractiveDismissal()
            stage.runUntilIdle()
            session.dismiss(completion: request())
            stage.runUntilIdle()

            #expect(stage.violations.isEmpty, "\(name): \(stage.violations)")
            #expect(!stage.isBusy, "\(name): still running")
            #expect(session.state == .ended || session.state == .idle, "\(name): ended in \(session.state)")
            #expect(calls.allSatisfy { $0 == 1 }, "\(name): completions called \(calls)")
            #expect(phaseCompletions == stage.completions.count)
            cancelCount = stage.completions.filter { !$0.finished }.count
            // Phases alternate as UIKit allows: one presentation, then dismissals until one finishes.
            let phases = stage.completions
            if let first = phases.first {
                #expect(first.phase == .present, "\(name)")
                for (index, completion) in phases.enumerated().dropFirst() {
                    #expect(completion.phase == .dismiss, "\(name)")
                    #expect(phases[0].finished, "\(name): a dismissal after a cancelled presentation")
                    #expect(
                        index == phases.count - 1 || !completion.finished, "\(name): a phase after the last")
                }
            }
            if session.state == .ended {
                // Everything the transition added is gone.
                #expect(stage.window.subviews.map(\.name) == ["presenting"], "\(name)")
                #expect(stage.presentedView.superview == nil, "\(name)")
                #expect(!stage.presentedView.isHidden, "\(name)")
                #expect(stage.presentingView.identifiedDescendants.allSatisfy { !$0.isHidden }, "\(name)")
            }
        }
        #expect(weakSession == nil, "\(name): the session outlived its owner")
        #expect(weakStage == nil, "\(name): the stage outlived its owner")
        return (restores, cancelCount)
    }
}
