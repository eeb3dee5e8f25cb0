import Foundation
import StagehandCore
import StagehandPreview
import Testing

@MainActor
@Suite("Session on the headless stage")
struct SessionTests {
    typealias Session = TransitionSession<HeadlessStage>

    @Test func presentAndDismissADrawer() {
        let stage = makeStage()
        let session = Session(transition: .slideIn(from: .left), stage: stage)
        var presented: Bool?
        session.present { presented = $0 }
        #expect(session.state == .presenting)
        // The container joined the window above the presenting view, dimming below the drawer.
        #expect(stage.window.subviews.map(\.name) == ["presenting", "container"])
        #expect(stage.container.subviews.map(\.name) == ["dimming", "presented"])
        #expect(Rect(stage.presentedView.state.frame) == Rect(-292.5, 0, 292.5, 844))
        stage.advance(by: 0.15)
        #expect(Rect(stage.presentedView.state.frame).isClose(to: Rect(-146.25, 0, 292.5, 844)))
        #expect(isClose(stage.view(for: .dimming)!.state.alpha, 0.5))
        stage.runUntilIdle()
        #expect(presented == true)
        #expect(session.state == .presented)
        #expect(Rect(stage.presentedView.state.frame) == Rect(0, 0, 292.5, 844))

        var dismissed: Bool?
        session.dismiss { dismissed = $0 }
        stage.runUntilIdle()
        #expect(dismissed == true)
        #expect(session.state == .ended)
        #expect(stage.window.subviews.map(\.name) == ["presenting"])
        #expect(stage.presentedView.superview == nil)
        #expect(stage.completions.map { "\($0.phase):\($0.finished)" } == ["present:true", "dismiss:true"])
        #expect(stage.violations.isEmpty)
    }

    @Test func fullScreenFollowsUIKitsRules() {
        let stage = makeStage()
        let session = Session(transition: .fade, stage: stage)
        session.present()
        // UIKit put the presenting view into the container before the animation.
        #expect(stage.container.subviews.map(\.name) == ["presenting", "presented"])
        stage.runUntilIdle()
        // ... and took it out of the hierarchy once the presentation completed.
        #expect(stage.presentingView.superview == nil)
        #expect(stage.container.subviews.map(\.name) == ["presented"])
        session.dismiss()
        // Seed 004: the dismissal puts the presenting view back below the presented one.
        #expect(stage.container.subviews.map(\.name) == ["presenting", "presented"])
        stage.advance(by: 0.25)
        #expect(isClose(stage.presentedView.state.alpha, 0.5))
        stage.runUntilIdle()
        #expect(stage.window.subviews.map(\.name) == ["presenting"])
        #expect(stage.violations.isEmpty)
    }

    @Test func theStageCatchesWhatUIKitWouldNotAllow() {
        // A hand-made choreography that animates the presenting view over the current context:
        // on a phone `view(forKey: .from)` is nil there, so the headless stage must object.
        let stage = makeStage()
        let plan = TransitionPlan(tracks: [
            Track(
                .presenting, from: ViewState(frame: .zero), to: ViewState(frame: .zero),
                timing: .linear(duration: 0.1))
        ])
        let choreography = Choreography(
            phase: .present, plan: plan, hierarchy: [.presenting, .presented], style: .overCurrentContext,
            drag: DismissalDrag(edge: .bottom, distance: 100))
        stage.prepare(choreography)
        stage.insert(.presenting, at: 0)
        #expect(stage.violations.count == 2)
        #expect(stage.presentingView.superview === stage.window)
    }

    @Test func dismissingWhilePresentingReversesFromWhereItIs() {
        let stage = makeStage()
        let before = stage.hierarchySnapshot()
        let session = Session(transition: .slideIn(from: .bottom), stage: stage)
        var presentResult: Bool?
        var dismissResult: Bool?
        session.present { presentResult = $0 }
        stage.advance(by: 0.1)
        let reached = Double(stage.presentedView.state.frame.origin.y)
        session.dismiss { dismissResult = $0 }
        stage.advance(by: 1.0 / 60)
        let next = Double(stage.presentedView.state.frame.origin.y)
        // It moves back from where it was (down the screen), retracing the presentation in time.
        let plan = Transition.slideIn(from: .bottom).choreography(for: .present, in: stage.measure()).plan
        #expect(next > reached)
        #expect(isClose(next, Double(plan.state(of: .presented, at: 0.1 - 1.0 / 60)!.frame.origin.y), 1e-6))
        let frames = stage.runUntilIdle()
        // Reversing from 0.1 s of a 0.3 s plan takes about 0.1 s.
        #expect(frames.count >= 5 && frames.count <= 8)
        #expect(presentResult == false)
        #expect(dismissResult == true)
        #expect(session.state == .ended)
        #expect(stage.completions.map { "\($0.phase):\($0.finished)" } == ["present:false"])
        #expect(stage.hierarchySnapshot() == before)
    }

    @Test func repeatedDismissalsDoNotStack() {
        let stage = makeStage()
        let session = Session(transition: .slideIn(from: .right), stage: stage)
        session.present()
        stage.runUntilIdle()
        var answers: [Bool] = []
        for _ in 0..<3 {
            session.dismiss { answers.append($0) }
            stage.advance(by: 0.05)
        }
        session.backgroundTapped()
        stage.runUntilIdle()
        #expect(answers == [true, true, true])
        #expect(stage.completions.count == 2)
        var late: Bool?
        session.dismiss { late = $0 }
        #expect(late == false)
        session.present { late = $0 }
        #expect(late == false)
    }

    @Test func interactiveDismissalFinishesAndHandsOverTheFingersSpeed() {
        let stage = makeStage(preferredContentSize: CGSize(width: 0, height: 300))
        let session = Session(transition: .card(), stage: stage)
        session.present()
        stage.runUntilIdle()
        #expect(Rect(stage.presentedView.state.frame) == Rect(20, 510, 350, 300))
        #expect(session.beginInteractiveDismissal())
        session.updateInteractiveDismissal(translationX: 13, y: 100)
        // Linear scrubbing: 100 of 334 points.
        #expect(isClose(Double(stage.presentedView.state.frame.origin.y), 610))
        session.endInteractiveDismissal(velocityX: 0, y: 900)
        let dt = 1e-4
        stage.advance(by: dt)
        let first = Double(stage.presentedView.state.frame.origin.y)
        // The spring starts at the finger's speed, 900 pt/s (over 0.1 ms its acceleration, about
        // 43,000 pt/s², changes that by some 4 pt/s).
        #expect(abs((first - 610) / dt - 900) < 10)
        stage.runUntilIdle()
        #expect(session.state == .ended)
        #expect(stage.completions.map { "\($0.phase):\($0.finished)" } == ["present:true", "dismiss:true"])
        // UIKit heard the drag (updateInteractiveTransition) and how it ended, before completion.
        #expect(stage.interactions.count == 3)
        #expect(stage.interactions.first == .changed(0))
        if case .changed(let progress) = stage.interactions[1] { #expect(isClose(progress, 100.0 / 334)) }
        #expect(stage.interactions.last == .ended(finishing: true))
    }

    @Test func interactiveCancelRestoresEveryView() {
        let stage = makeStage()
        let session = Session(transition: .slideIn(from: .left), stage: stage)
        session.present()
        stage.runUntilIdle()
        let before = stage.hierarchySnapshot()
        session.beginInteractiveDismissal()
        session.updateInteractiveDismissal(translationX: -60, y: 0)  // towards the left edge
        #expect(isClose(Double(stage.presentedView.state.frame.origin.x), -60))
        session.updateInteractiveDismissal(translationX: 40, y: 0)  // past the start: rubber band
        let banded = Double(stage.presentedView.state.frame.origin.x)
        #expect(banded > 0 && banded < 40 * 0.55 + 1e-9)
        #expect(isClose(banded, GesturePhysics.rubberBand(offset: 40, dimension: 292.5)))
        session.endInteractiveDismissal(velocityX: 0, y: 0)
        #expect(stage.interactions.last == .ended(finishing: false))
        // Past the start the view is rubber-banded, but UIKit is told 0, never a negative progress.
        #expect(stage.interactions.contains(.changed(0)))
        stage.runUntilIdle()
        #expect(session.state == .presented)
        #expect(stage.completions.last?.finished == false)
        #expect(stage.hierarchySnapshot() == before)
    }

    @Test(
        "A release decides by position, projection and velocity",
        arguments: [
            // translation (pt towards the edge), velocity (pt/s), dismissed?
            (200.0, 0.0, true), (100, 0, false), (100, 350, true), (250, -900, false), (20, 1000, true),
        ])
    func releaseDecisions(translation: Double, velocity: Double, dismissed: Bool) {
        let stage = makeStage()
        let session = Session(transition: .slideIn(from: .left), stage: stage)
        session.present()
        stage.runUntilIdle()
        session.beginInteractiveDismissal()
        session.updateInteractiveDismissal(translationX: -translation, y: 0)
        session.endInteractiveDismissal(velocityX: -velocity, y: 0)
        stage.runUntilIdle()
        #expect(session.state == (dismissed ? .ended : .presented))
    }

    @Test func aCardSettlesAtTheDetentItsReleasePointsTo() {
        let stage = makeStage(preferredContentSize: CGSize(width: 0, height: 300))
        let session = Session(transition: .card(detents: [.fitted, .large]), stage: stage)
        session.present()
        stage.runUntilIdle()
        session.beginInteractiveDismissal()
        session.updateInteractiveDismissal(translationX: 0, y: -10)
        session.endInteractiveDismissal(velocityX: 0, y: -1200)  // flung upwards
        stage.runUntilIdle()
        #expect(session.state == .presented)
        #expect(session.detent == 1)
        #expect(Rect(stage.presentedView.state.frame) == Rect(20, 67, 350, 743))
        session.moveToDetent(0)
        stage.runUntilIdle()
        #expect(Rect(stage.presentedView.state.frame) == Rect(20, 510, 350, 300))
    }

    @Test func layoutFollowsTheContainer() {
        let stage = makeStage()
        let session = Session(transition: .slideIn(from: .right), stage: stage)
        session.present()
        stage.runUntilIdle()
        stage.geometry = .iPhoneLandscape
        session.containerDidChange()
        #expect(Rect(stage.presentedView.state.frame) == Rect(211, 0, 633, 390))
        #expect(Rect(stage.view(for: .dimming)!.state.frame) == Rect(0, 0, 844, 390))
        // During a transition the motion retargets and continues from the same time.
        session.dismiss()
        stage.advance(by: 0.15)
        stage.geometry = .iPhonePortrait
        session.containerDidChange()
        stage.advance(by: 1.0 / 60)
        #expect(Double(stage.presentedView.state.frame.width) == 292.5)
        stage.runUntilIdle()
        #expect(session.state == .ended)
        #expect(stage.violations.isEmpty)
    }

    @Test func zoomFliesASnapshotAndForgetsIt() {
        let stage = makeStage()
        let session = Session(
            transition: .zoom(from: CGRect(x: 16, y: 152, width: 40, height: 40)), stage: stage)
        session.present()
        weak let snapshot = stage.view(for: .snapshot)
        #expect(snapshot != nil)
        #expect(stage.presentedView.isHidden)
        #expect(stage.container.subviews.map(\.name) == ["presented", "snapshot"])
        stage.advance(by: 0.15)
        #expect(Rect(snapshot!.state.frame).isClose(to: Rect(8, 76, 215, 442)))
        stage.runUntilIdle()
        #expect(!stage.presentedView.isHidden)
        #expect(stage.container.subviews.map(\.name) == ["presented"])
        #expect(snapshot == nil)
    }

    @Test func sharedElementsAreFoundThroughNestedContainers() {
        let stage = makeStage()
        let context = stage.measure()
        #expect(context.elements.map(\.id) == ["avatar"])  // "badge" has no partner: it fades
        #expect(Rect(context.elements[0].sourceFrame) == Rect(16, 152, 40, 40))
        #expect(Rect(context.elements[0].destinationFrame) == Rect(95, 140, 200, 200))
        let session = Session(transition: .sharedElement(), stage: stage)
        session.present()
        let source = stage.presentingView.descendant(withIdentifier: "avatar")!
        let destination = stage.presentedView.descendant(withIdentifier: "avatar")!
        #expect(source.isHidden && destination.isHidden)
        #expect(
            stage.container.subviews.map(\.name)
                == ["presenting", "presented", "element:avatar", "presented-element:avatar"])
        stage.advance(by: 0.2)
        #expect(Rect(stage.view(for: .element("avatar"))!.state.frame).isClose(to: Rect(55.5, 146, 120, 120)))
        stage.runUntilIdle()
        #expect(!source.isHidden && !destination.isHidden)
        #expect(stage.view(for: .element("avatar")) == nil)
        #expect(stage.violations.isEmpty)
    }

    @Test func nothingIsRetainedOnceTheSessionEnds() {
        weak var weakSession: Session?
        weak var weakStage: HeadlessStage?
        weak var weakDimming: ModelView?
        weak var weakPresented: ModelView?
        do {
            let stage = makeStage()
            let session = Session(transition: .slideIn(from: .top), stage: stage)
            session.onPhaseCompletion = { _, _ in }
            session.present()
            weakDimming = stage.view(for: .dimming)
            stage.runUntilIdle()
            session.dismiss()
            stage.runUntilIdle()
            weakSession = session
            weakStage = stage
            weakPresented = stage.presentedView
            #expect(weakDimming == nil)  // the stage forgot it as soon as the dismissal ended
        }
        #expect(weakSession == nil)
        #expect(weakStage == nil)
        #expect(weakPresented == nil)
    }

    @Test func sessionsInFlightAreNotKeptAliveByTheirAnimations() {
        weak var weakSession: Session?
        let stage = makeStage()
        do {
            let session = Session(transition: .fade, stage: stage)
            session.present()
            weakSession = session
        }
        #expect(weakSession == nil)
        stage.runUntilIdle()  // the stale completion finds nobody and does nothing
        #expect(stage.completions.isEmpty)
    }
}
