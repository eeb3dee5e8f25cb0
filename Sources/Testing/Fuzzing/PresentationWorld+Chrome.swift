import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a presented view wears, and the promise `chrome:`: at rest, the presented wrapper casts the
/// shadow its transition decides, never clips (its clip view shows the corners the decision rounds),
/// and shows the grabber, when there is one, at the frame the decision gives for the wrapper's size,
/// whatever rotations, detent changes and drags came before.
extension PresentationWorld {
    func chromeProblem() -> String? {
        for controller in [detail, over].compactMap({ $0 }) where isAtRest(controller) {
            guard let stagehand = controller.stagehand, let wrapper = stagehand.presentedView,
                let clip = wrapper.cornerView
            else { continue }
            let chrome = stagehand.driver.presentedChrome
            if wrapper.shadow != chrome.shadow || wrapper.clipsToBounds {
                return "chrome: <\(controller.name)> casts \(String(describing: wrapper.shadow)) "
                    + "(clipping: \(wrapper.clipsToBounds)), not \(String(describing: chrome.shadow))"
            }
            if clip.roundedCorners != chrome.roundedCorners {
                return "chrome: <\(controller.name)> rounds corners \(clip.roundedCorners.rawValue), not "
                    + "\(chrome.roundedCorners.rawValue)"
            }
            let grabbers = wrapper.subviews.filter { $0.name == "grabber" }
            let expected = chrome.grabber.map { [$0.frame(in: wrapper.state.frame.size)] } ?? []
            let frames = grabbers.map(\.state.frame)
            if frames.count != expected.count
                || zip(frames, expected).contains(where: { !HeadlessUIKit.same($0, $1) })
            {
                return "chrome: <\(controller.name)>'s grabbers at \(frames), not \(expected)"
            }
        }
        return nil
    }
}
