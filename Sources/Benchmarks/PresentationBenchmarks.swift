import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview
import StagehandUIKitLayer

/// What starting a transition costs on the headless UIKit, through Stagehand's whole presentation
/// path (the system's present, the delegate, the presentation controller, the driver, the stage):
/// the work done on the views up to the first frame, and the time it takes.
@MainActor
func runPresentationBenchmarks() {
    print("Starting a presentation on the headless UIKit: from present(_:transition:) to the first frame")
    print("  (work counted by the stage: measurements of the container, of which searches of both screens'")
    print("   view trees for shared elements; views created and snapshots; state writes; time: median of 5)")
    let transitions: [(String, StagehandTransition)] = [
        ("slide-in", .slideIn(from: .left)),
        ("zoom", .zoom(fromRectInContainer: CGRect(x: 16, y: 152, width: 40, height: 40))),
        ("card", .card()), ("shared-element (1 avatar)", .sharedElement()), ("fade", .fade()),
        ("cover", .cover()),
        ("push", .push()), ("popup", .popup()),
    ]
    let context = TransitionContext(
        container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 320),
        elements: [
            SharedElement(
                id: "avatar", sourceFrame: CGRect(x: 16, y: 152, width: 40, height: 40),
                destinationFrame: CGRect(x: 95, y: 140, width: 200, height: 200))
        ])
    for (name, transition) in transitions {
        var work: StageWork?
        var timings: [Double] = []
        for _ in 0..<5 {
            let scene = Scenario.scene(for: transition, in: context)
            let start = DispatchTime.now().uptimeNanoseconds
            if let source = scene.zoomSource { scene.detail.stagehandSourceView = source }
            scene.list.present(scene.detail, transition: transition)
            scene.system.advance(by: 0)
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            work = scene.detail.stagehand?.stage.work
            scene.system.runUntilIdle()
        }
        let microseconds = timings.sorted()[2]
        guard let work else { continue }
        var line = "  " + column(name, 28) + column("\(work.measurements) measurements", 17)
        line +=
            column("\(work.elementSearches) searches", 12) + column("\(work.viewsCreated) views created", 18)
        line += column("\(work.snapshots) snapshots", 13) + column("\(work.stateWrites) state writes", 17)
        print(line + "\(figure(microseconds)) µs")
    }
}
