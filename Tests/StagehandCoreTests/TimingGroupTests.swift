import Foundation
import StagehandCore
import Testing

@Suite("Timing groups")
struct TimingGroupTests {
    static let state = ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func tracksSharingATimingAndDelayFormOneGroupInTimeOrder() {
        let fade = Timing.linear(duration: 0.2)
        let slide = Timing.easeInEaseOut(duration: 0.3)
        let plan = TransitionPlan(tracks: [
            Track(.presented, from: Self.state, to: Self.state, timing: slide, delay: 0.1),
            Track(.dimming, from: Self.state, to: Self.state, timing: fade),
            Track(.snapshot, from: Self.state, to: Self.state, timing: slide, delay: 0.1),
            Track(.presenting, from: Self.state, to: Self.state, timing: fade),
        ])
        let groups = plan.timingGroups
        #expect(groups.count == 2)
        #expect(groups[0].delay == 0 && groups[0].tracks.map(\.role) == [.dimming, .presenting])
        #expect(groups[1].delay == 0.1 && groups[1].tracks.map(\.role) == [.presented, .snapshot])
        #expect(groups[1].span == 0.1..<0.4)
    }

    /// A group spanning 0.1...0.4 s of the forward plan.
    static let group = TimingGroup(timing: .linear(duration: 0.3), delay: 0.1, tracks: [])

    @Test(
        "Starting forwards",
        arguments: [
            (0.0, TimingGroup.Start(wait: 0.1, fraction: 0) as TimingGroup.Start?),  // waits for its delay
            (0.1, TimingGroup.Start(wait: 0, fraction: 0)),
            (0.25, TimingGroup.Start(wait: 0, fraction: 0.5)),  // mid-way
            (0.4, nil as TimingGroup.Start?),  // done
            (0.9, nil),
        ])
    func forwards(time: Double, expected: TimingGroup.Start?) {
        let start = Self.group.start(atForwardTime: time, reversed: false)
        #expect(start?.wait == expected?.wait)
        #expect(abs((start?.fraction ?? -1) - (expected?.fraction ?? -1)) < 1e-12)
    }

    @Test(
        "Starting backwards",
        arguments: [
            // Waits for the clock to come back.
            (0.9, TimingGroup.Start(wait: 0.5, fraction: 1) as TimingGroup.Start?),
            (0.4, TimingGroup.Start(wait: 0, fraction: 1)),
            (0.25, TimingGroup.Start(wait: 0, fraction: 0.5)),
            (0.1, nil as TimingGroup.Start?),  // already back at its start
            (0.0, nil),
        ])
    func backwards(time: Double, expected: TimingGroup.Start?) {
        let start = Self.group.start(atForwardTime: time, reversed: true)
        #expect(abs((start?.wait ?? -1) - (expected?.wait ?? -1)) < 1e-12)
        #expect(abs((start?.fraction ?? -1) - (expected?.fraction ?? -1)) < 1e-12)
    }

    @Test func instantGroupsNeverDivideByZero() {
        let instant = TimingGroup(timing: .linear(duration: 0), delay: 0.2, tracks: [])
        #expect(instant.start(atForwardTime: 0, reversed: false) == TimingGroup.Start(wait: 0.2, fraction: 0))
        #expect(instant.start(atForwardTime: 0.2, reversed: false) == nil)
        #expect(
            instant.start(atForwardTime: 0.5, reversed: true) == TimingGroup.Start(wait: 0.3, fraction: 1))
    }
}
