import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card's spring rebuilt mid-flight by a rotation: its velocity just before and just after the
/// rebuild, on each reading of what a paused animator does when started again (rule 40 of
/// `Docs/UIKitContract.md`). The motion is compared as progress per second (the distance changes
/// with the geometry): the fraction of the way from where the card starts to where it rests.
@MainActor
func runRetargetBenchmarks() {
    print("A card's spring rebuilt mid-flight: a rotation 0.15 s into the card's 0.5 s spring")
    print("  (velocity as progress per second, over the frame before and the frame after the rotation;")
    print("  the expected figure is the same card presented in landscape from the start)")
    let frame = 1.0 / 60
    let rotationFrame = 9
    for fromRest in [false, true] {
        let unknowns = Unknowns(restartsPausedAnimatorFromRest: fromRest)
        let portrait = tops(of: unknowns, in: .iPhonePortrait, rotatingAfter: nil, frames: 40)
        let landscape = tops(of: unknowns, in: .iPhoneLandscape, rotatingAfter: nil, frames: 40)
        let rotated = tops(of: unknowns, in: .iPhonePortrait, rotatingAfter: rotationFrame, frames: 40)
        func progress(_ y: Double, in run: (tops: [Double], rebuilt: Double, rest: Double)) -> Double {
            (y - run.tops[0]) / (run.rest - run.tops[0])
        }
        let index = rotationFrame
        let before =
            (progress(rotated.tops[index], in: portrait) - progress(rotated.tops[index - 1], in: portrait))
            / frame
        // From where the rebuild shows the card, in landscape, to where the next frame has it.
        let after =
            (progress(rotated.tops[index + 1], in: landscape) - progress(rotated.rebuilt, in: landscape))
            / frame
        let expected =
            (progress(landscape.tops[index + 1], in: landscape)
                - progress(landscape.tops[index], in: landscape)) / frame
        let pointsBefore = (rotated.tops[index] - rotated.tops[index - 1]) / frame
        let pointsAfter = (rotated.tops[index + 1] - rotated.rebuilt) / frame
        let pointsExpected = (landscape.tops[index + 1] - landscape.tops[index]) / frame
        let reading = fromRest ? "restarts from rest" : "resumes its curve "
        print(
            "  paused animator \(reading): before \(figure(before, 2))/s, after \(figure(after, 2))/s "
                + "(expected \(figure(expected, 2))/s; after/expected \(String(format: "%.3f", after / expected))); "
                + "\(figure(-pointsBefore)) pt/s up before, \(figure(-pointsAfter)) pt/s after "
                + "(expected \(figure(-pointsExpected)) pt/s)")
    }
}

/// The card's top edge at each frame of its presentation (a 390 × 360 card), rotated to landscape
/// after `rotatingAfter` frames, where the rebuild showed it (at the instant of the rotation), and
/// where it rests at the end.
@MainActor
private func tops(
    of unknowns: Unknowns, in geometry: ContainerGeometry, rotatingAfter rotation: Int?, frames: Int
) -> (tops: [Double], rebuilt: Double, rest: Double) {
    let scene = TestScene(
        geometry: geometry, preferredContentSize: CGSize(width: 390, height: 360), unknowns: unknowns)
    scene.list.present(scene.detail, transition: .card(), animated: true)
    scene.system.advance(by: 0)
    var tops = [Double(scene.presented.presentationState.frame.minY)]
    var rebuilt = tops[0]
    for index in 1...frames {
        if index - 1 == rotation {
            scene.system.setGeometry(.iPhoneLandscape)
            rebuilt = Double(scene.presented.presentationState.frame.minY)
        }
        scene.system.advance(by: 1.0 / 60)
        tops.append(Double(scene.presented.presentationState.frame.minY))
    }
    scene.system.runUntilIdle()
    return (tops, rebuilt, Double(scene.presented.presentationState.frame.minY))
}
