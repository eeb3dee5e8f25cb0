import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport

// `swift run -c release stagehand-bench`: the figures in the README. Every figure is per operation;
// each is the median of five timed runs.

var checksum = 0.0
print("Stagehand benchmarks (swift run -c release stagehand-bench)")
print("")

// `stagehand-bench memory` measures only the peak memory of renders (below), which needs the
// release `stagehand` binary built beside this one.
if CommandLine.arguments.dropFirst().first == "memory" {
    MainActor.assumeIsolated { runMemoryBenchmarks() }
    exit(0)
}
// `stagehand-bench png` measures only PNG encoding: time and bytes per frame, at 1x and 3x.
if CommandLine.arguments.dropFirst().first == "png" {
    try MainActor.assumeIsolated { try runPNGBenchmarks() }
    exit(0)
}

// `stagehand-bench retarget` measures only a card's spring rebuilt mid-flight by a rotation.
if CommandLine.arguments.dropFirst().first == "retarget" {
    MainActor.assumeIsolated { runRetargetBenchmarks() }
    exit(0)
}

// `stagehand-bench drag` measures only one drag event on a card with detents over a scrolled list.
if CommandLine.arguments.dropFirst().first == "drag" {
    MainActor.assumeIsolated { runDragBenchmarks() }
    exit(0)
}

// `stagehand-bench panels` measures only panels: a drag with two panels, and following a position.
if CommandLine.arguments.dropFirst().first == "panels" {
    MainActor.assumeIsolated { runPanelBenchmarks() }
    exit(0)
}

// MARK: Plan evaluation

print("Plan evaluation: ns per element (track) per frame, and heap allocations per frame")
print("  (tracks alternate a spring and an ease-in-out curve, over three delays: up to 6 distinct timings)")
let spring = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)

/// Evaluates `plan` at 60 frames per second of its duration; a function, so that the state buffer
/// is a local (a top-level variable would pay for dynamic exclusivity checks on every access).
func measurePlan(_ plan: TransitionPlan) -> (nanoseconds: Double, checksum: Double, allocations: UInt64?) {
    var states = plan.initialStates
    let frames = 60
    let step = plan.duration / Double(frames)
    let operations = max(1, 200_000 / max(plan.tracks.count, 1))
    let (nanoseconds, sum) = nanosecondsPerOperation(operations: operations) { operation in
        plan.evaluate(at: Double(operation % frames) * step, into: &states)
        return Double(states[0].frame.origin.y)
    }
    let counted = allocations {
        for frame in 0..<frames { plan.evaluate(at: Double(frame) * step, into: &states) }
    }
    return (nanoseconds, sum, counted.map { $0 / UInt64(frames) })
}

for trackCount in [1, 10, 100, 1000] {
    var tracks: [Track] = []
    for index in 0..<trackCount {
        let from = ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 400), alpha: 0)
        let to = ViewState(
            frame: CGRect(x: Double(index), y: 444, width: 390, height: 400), alpha: 1, cornerRadius: 20)
        let timing: Timing = index % 2 == 0 ? .spring(spring) : .easeInEaseOut(duration: 0.3)
        let role: Role = index % 4 == 0 ? .presented : .element("e\(index)")
        tracks.append(Track(role, from: from, to: to, timing: timing, delay: Double(index % 3) * 0.02))
    }
    let result = measurePlan(TransitionPlan(tracks: tracks))
    checksum += result.checksum
    let perElement = figure(result.nanoseconds / Double(trackCount)) + " ns/element/frame"
    let allocationText = result.allocations.map { String($0) } ?? "n/a"
    print(
        "  \(column("\(trackCount) tracks", 12))\(column(perElement, 26))\(allocationText) allocations/frame")
}
print("")

// MARK: The catalogue

print("Catalogue: one frame of each built-in transition (every role), ns per frame and allocations per frame")
let catalogueContext = TransitionContext(
    container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 320),
    elements: [
        SharedElement(
            id: "avatar", sourceFrame: CGRect(x: 16, y: 152, width: 40, height: 40),
            destinationFrame: CGRect(x: 95, y: 140, width: 200, height: 200))
    ])
let catalogue: [StagehandTransition] = [
    .slideIn(from: .left), .zoom(fromRectInContainer: CGRect(x: 16, y: 152, width: 40, height: 40)), .card(),
    .sharedElement(),
    .fade(), .cover(), .push(), .popup(),
]
for transition in catalogue {
    for phase in PresentationPhase.allCases {
        let plan = transition.choreography(for: phase, in: catalogueContext).plan
        let result = measurePlan(plan)
        checksum += result.checksum
        let label = "\(transition.name) \(phase.rawValue) (\(plan.roles.count) roles)"
        let perFrame = figure(result.nanoseconds) + " ns/frame"
        let allocationText = result.allocations.map { String($0) } ?? "n/a"
        print("  \(column(label, 34))\(column(perFrame, 16))\(allocationText) allocations/frame")
    }
}
print("")

// MARK: Timing curves

print("Timing curves: ns per sample")
let bezierSolve = nanosecondsPerOperation(operations: 2_000_000) { operation in
    CubicBezier.easeInEaseOut.progress(at: Double(operation % 997) / 997)
}
checksum += bezierSolve.checksum
print("  \(column("Bézier solve (ease-in-out)", 34))\(figure(bezierSolve.nanoseconds, 2)) ns")
let defaultSolve = nanosecondsPerOperation(operations: 2_000_000) { operation in
    CubicBezier.default.progress(at: Double(operation % 997) / 997)
}
checksum += defaultSolve.checksum
print("  \(column("Bézier solve (default)", 34))\(figure(defaultSolve.nanoseconds, 2)) ns")
let springs: [(String, SpringParameters)] = [
    ("under-damped (UIKit 0.5 s, 0.8)", spring),
    ("critically damped", try SpringParameters(mass: 1, stiffness: 100, damping: 20)),
    ("over-damped (ratio 2)", try SpringParameters(response: 0.4, dampingRatio: 2)),
]
for (name, candidate) in springs {
    let settling = candidate.settlingDuration()
    let sample = nanosecondsPerOperation(operations: 2_000_000) { operation in
        candidate.progress(at: Double(operation % 997) / 997 * settling)
    }
    checksum += sample.checksum
    print("  \(column("spring sample, " + name, 34))\(figure(sample.nanoseconds, 2)) ns")
}
print("")

// MARK: Closed form against a fixed-step integrator

print("Springs: closed form against semi-implicit Euler (as some panel libraries step them)")
print("  error = largest |progress - reference| over the motion, as a fraction of the distance;")
print("  reference = classic Runge-Kutta, 2000 steps per sample (8 µs at 60 Hz)")

for (name, candidate) in springs {
    print("  \(name):")
    let settling = candidate.settlingDuration()
    for hertz in [60.0, 120.0] {
        let dt = 1 / hertz
        let count = Int((settling / dt).rounded(.up))
        let times = (0...count).map { Double($0) * dt }
        let truth = RungeKutta.spring(candidate, interval: dt, count: count, stepsPerInterval: 2000).map(
            \.progress)
        // Closed form: error and cost per sample.
        let closedError = zip(times, truth).map { abs(candidate.progress(at: $0) - $1) }.max() ?? 0
        let closedCost = nanosecondsPerOperation(operations: 1_000_000) { operation in
            candidate.progress(at: Double(operation % (count + 1)) * dt)
        }
        checksum += closedCost.checksum
        // Semi-implicit Euler: v += a·dt, then x += v·dt.
        var x = 1.0
        var v = -candidate.initialVelocity
        var eulerError = 0.0
        for index in 1...count {
            v += (-candidate.stiffness * x - candidate.damping * v) / candidate.mass * dt
            x += v * dt
            eulerError = max(eulerError, abs((1 - x) - truth[index]))
        }
        let eulerCost = nanosecondsPerOperation(operations: 1_000_000) { operation in
            // One step per sample, restarting at the start of each motion.
            if operation % (count + 1) == 0 {
                x = 1
                v = -candidate.initialVelocity
            }
            v += (-candidate.stiffness * x - candidate.damping * v) / candidate.mass * dt
            x += v * dt
            return x
        }
        checksum += eulerCost.checksum
        print(
            "    \(column("\(Int(hertz)) Hz", 8))closed form \(figure(closedCost.nanoseconds, 2)) ns/sample, error \(String(format: "%.1e", closedError));  Euler \(figure(eulerCost.nanoseconds, 2)) ns/step, error \(String(format: "%.1e", eulerError))"
        )
    }
}
print("")
MainActor.assumeIsolated { runPresentationBenchmarks() }
print("")
MainActor.assumeIsolated { runRetargetBenchmarks() }
print("")
MainActor.assumeIsolated { runDragBenchmarks() }
print("")
try MainActor.assumeIsolated { try runRenderBenchmarks() }
print("")
MainActor.assumeIsolated { runMemoryBenchmarks() }
print("")
print("(checksum \(String(format: "%.3e", checksum)))")
