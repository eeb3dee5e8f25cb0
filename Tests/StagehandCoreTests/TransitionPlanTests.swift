import CAllocationCounter
import Foundation
import StagehandCore
import Testing

@Suite("StagehandTransition plans")
struct TransitionPlanTests {
    static let offscreen = ViewState(frame: CGRect(x: -292.5, y: 0, width: 292.5, height: 844))
    static let onscreen = ViewState(frame: CGRect(x: 0, y: 0, width: 292.5, height: 844))

    static func drawerPlan() -> TransitionPlan {
        TransitionPlan(tracks: [
            Track(
                .dimming, from: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 0),
                to: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 1),
                timing: .easeInEaseOut(duration: 0.3)),
            Track(.presented, from: offscreen, to: onscreen, timing: .easeInEaseOut(duration: 0.3)),
        ])
    }

    @Test func evaluatesStartMiddleAndEnd() {
        let plan = Self.drawerPlan()
        #expect(plan.roles == [.dimming, .presented])
        #expect(plan.duration == 0.3)
        var states = plan.initialStates
        #expect(Rect(states[1].frame) == Rect(-292.5, 0, 292.5, 844))
        #expect(states[0].alpha == 0)
        plan.evaluate(at: 0.15, into: &states)
        // easeInEaseOut is symmetric: half the time is half the way.
        #expect(Rect(states[1].frame).isClose(to: Rect(-146.25, 0, 292.5, 844)))
        #expect(isClose(states[0].alpha, 0.5))
        plan.evaluate(at: 0.3, into: &states)
        #expect(Rect(states[1].frame) == Rect(0, 0, 292.5, 844))
        #expect(states[0].alpha == 1)
        // Beyond the ends, the ends hold.
        plan.evaluate(at: 5, into: &states)
        #expect(Rect(states[1].frame) == Rect(0, 0, 292.5, 844))
        plan.evaluate(at: -5, into: &states)
        #expect(Rect(states[1].frame) == Rect(-292.5, 0, 292.5, 844))
        plan.evaluate(at: .nan, into: &states)
        #expect(Rect(states[1].frame) == Rect(-292.5, 0, 292.5, 844))
    }

    @Test func reversedIsTheMirrorImageInTime() throws {
        let spring = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
        let plan = TransitionPlan(tracks: [
            Track(.presented, from: Self.offscreen, to: Self.onscreen, timing: .spring(spring)),
            Track(
                .dimming, from: .zero, to: ViewState(frame: .zero, alpha: 1), timing: .linear(duration: 0.2),
                delay: 0.1),
        ])
        let reversed = plan.reversed()
        #expect(reversed.isReversed)
        #expect(reversed.reversed() == plan)
        for step in 0...100 {
            let t = plan.duration * Double(step) / 100
            #expect(reversed.states(at: t) == plan.states(at: plan.duration - t))
        }
    }

    @Test func scrubbingByFraction() {
        let plan = Self.drawerPlan()
        var byFraction = plan.initialStates
        var byTime = plan.initialStates
        for step in 0...30 {
            let fraction = Double(step) / 30
            plan.evaluate(atFraction: fraction, into: &byFraction)
            plan.evaluate(at: fraction * 0.3, into: &byTime)
            #expect(byFraction == byTime)
        }
        plan.evaluate(atFraction: 2, into: &byFraction)
        #expect(byFraction == plan.finalStates)
    }

    @Test func tracksOnOneRoleCombineByProperty() {
        // A slide with one timing and a fade with another, the fade starting later.
        let from = ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 400), alpha: 0, cornerRadius: 20)
        let to = ViewState(frame: CGRect(x: 0, y: 444, width: 390, height: 400), alpha: 1, cornerRadius: 20)
        let plan = TransitionPlan(tracks: [
            Track(.presented, from: from, to: to, properties: .frame, timing: .linear(duration: 0.4)),
            Track(
                .presented, from: from, to: to, properties: .alpha, timing: .linear(duration: 0.2), delay: 0.2
            ),
        ])
        #expect(plan.roles == [.presented])
        let early = plan.states(at: 0.1)[0]
        #expect(isClose(Double(early.frame.origin.y), 744))
        #expect(early.alpha == 0)  // the fade has not started: it holds its from-state
        #expect(early.cornerRadius == 20)  // nobody animates it: the first track's from-state holds
        let late = plan.states(at: 0.3)[0]
        #expect(isClose(Double(late.frame.origin.y), 544))
        #expect(isClose(late.alpha, 0.5))
    }

    @Test func aLaterTrackDoesNotOverrideAnEarlierOneBeforeItStarts() {
        let visible = ViewState(frame: .zero, alpha: 1)
        let hidden = ViewState(frame: .zero, alpha: 0)
        let plan = TransitionPlan(tracks: [
            Track(.snapshot, from: hidden, to: visible, properties: .alpha, timing: .linear(duration: 0.1)),
            Track(
                .snapshot, from: visible, to: hidden, properties: .alpha, timing: .linear(duration: 0.1),
                delay: 0.3),
        ])
        #expect(isClose(plan.states(at: 0.05)[0].alpha, 0.5))
        #expect(plan.states(at: 0.2)[0].alpha == 1)
        #expect(isClose(plan.states(at: 0.35)[0].alpha, 0.5))
        #expect(plan.states(at: 0.4)[0].alpha == 0)
    }

    @Test func overshootIsClampedWhereAViewCannotFollow() throws {
        let spring = try SpringParameters(response: 0.5, dampingRatio: 0.3)
        let from = ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0, cornerRadius: 0)
        let to = ViewState(frame: CGRect(x: 100, y: 0, width: 0, height: 10), alpha: 1, cornerRadius: 0)
        let plan = TransitionPlan(tracks: [Track(.presented, from: from, to: to, timing: .spring(spring))])
        var sawOvershoot = false
        for step in 0...200 {
            let state = plan.states(at: Double(step) * 0.01)[0]
            if Double(state.frame.origin.x) > 100 { sawOvershoot = true }
            #expect(state.alpha >= 0 && state.alpha <= 1)
            #expect(Double(state.frame.size.width) >= 0)
        }
        #expect(sawOvershoot)
    }

    @Test func emptyPlan() {
        let plan = TransitionPlan(tracks: [])
        #expect(plan.duration == 0)
        #expect(plan.states(at: 1).isEmpty)
    }

    @Test(
        "Evaluating a frame allocates nothing", .enabled(if: stagehand_allocation_counting_available() == 1),
        arguments: [1, 10, 100, 1000])
    func evaluationDoesNotAllocate(trackCount: Int) throws {
        let spring = try SpringParameters(response: 0.4, dampingRatio: 0.8)
        var tracks: [Track] = []
        for index in 0..<trackCount {
            let role: Role = index % 3 == 0 ? .element("e\(index)") : .presented
            let properties: ViewProperties = index % 2 == 0 ? .all : .frame
            let timing: Timing = index % 2 == 0 ? .spring(spring) : .easeInEaseOut(duration: 0.3)
            let delay = Double(index % 5) * 0.01
            tracks.append(
                Track(
                    role, from: Self.offscreen, to: Self.onscreen, properties: properties, timing: timing,
                    delay: delay))
        }
        let plan = TransitionPlan(tracks: tracks)
        var states = plan.initialStates
        stagehand_allocation_counting_begin()
        for frame in 0..<120 {
            plan.evaluate(at: Double(frame) / 120, into: &states)
        }
        let allocations = stagehand_allocation_counting_end()
        #expect(allocations == 0)
    }

    @Test(.enabled(if: stagehand_allocation_counting_available() == 1))
    func theCounterCountsAllocations() {
        // The allocation test above could not fail if the counter never counted.
        stagehand_allocation_counting_begin()
        let array = (0..<100).map { [$0] }
        let allocations = stagehand_allocation_counting_end()
        #expect(array.count == 100)
        #expect(allocations >= 100)
    }
}
