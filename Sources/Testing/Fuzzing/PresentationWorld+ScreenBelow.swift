import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The screen below a presentation at rest with a dimming, and the promise `below:`: the dimming
/// shows the alpha its transition rests at; where it shows (alpha above 0) a touch outside the
/// presented view lands on it and the presented controller's view is modal for VoiceOver; where a
/// card's undimmed detent clears it (alpha 0), such a touch goes past it (to the screen below, rule
/// 35) and the presented view is not modal, so VoiceOver reaches the screen below too (rule 50).
extension PresentationWorld {
    func screenBelowProblem() -> String? {
        for controller in [detail, over].compactMap({ $0 })
        where isAtRest(controller) && controller.presentedViewController == nil {
            guard let stagehand = controller.stagehand,
                let dimming = stagehand.stage.viewInContainer(.dimming),
                let resting = stagehand.driver.restingState(of: .dimming),
                let presented = stagehand.presentedView
            else { continue }
            if abs(dimming.state.alpha - resting.alpha) > 1e-9 {
                return
                    "below: <\(controller.name)>'s dimming at alpha \(dimming.state.alpha), not its resting "
                    + "\(resting.alpha)"
            }
            let clear = dimming.state.alpha == 0
            let card = system.frame(of: presented, in: system.window)
            let bounds = system.window.state.frame
            let corners = [
                CGPoint(x: 2, y: 2), CGPoint(x: bounds.width - 2, y: 2), CGPoint(x: 2, y: bounds.height - 2),
                CGPoint(x: bounds.width - 2, y: bounds.height - 2),
            ]
            if let outside = corners.first(where: { !card.contains($0) }) {
                let hit = system.hitTest(outside)
                if clear == (hit === dimming) {
                    return "below: a touch at \(outside) outside <\(controller.name)> reached "
                        + "\(hit?.name ?? "nothing") with its dimming at alpha \(dimming.state.alpha)"
                }
            }
            let driver = stagehand.driver
            let live =
                clear && driver.backgroundInteraction == .passThrough && !driver.capturesStatusBarAppearance
            if controller.view.accessibilityViewIsModal == live {
                return
                    "below: <\(controller.name)> is\(live ? "" : " not") modal for VoiceOver with its dimming "
                    + "at alpha \(dimming.state.alpha)"
            }
        }
        return nil
    }
}
