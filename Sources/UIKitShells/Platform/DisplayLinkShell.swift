#if canImport(UIKit)
import QuartzCore
import StagehandUIKitLayer
import UIKit

/// `CADisplayLink` on the main run loop, in its common modes (so it keeps firing while a scroll view
/// tracks a finger), as the layer's ``LayerDisplayLink`` (rule 65). The link retains its target, a
/// small object that holds only the block; the block captures what it needs weakly.
@MainActor
final class DisplayLinkShell: LayerDisplayLink {
    private let link: CADisplayLink

    /// A paused link on the main run loop calling `frame` at every frame once unpaused.
    init(frame: @escaping @MainActor () -> Void) {
        link = CADisplayLink(
            target: DisplayLinkTarget(frame: frame), selector: #selector(DisplayLinkTarget.tick))
        link.isPaused = true
        link.add(to: .main, forMode: .common)
    }

    var isPaused: Bool {
        get { link.isPaused }
        set { link.isPaused = newValue }
    }

    func invalidate() { link.invalidate() }
}

/// The target a display link calls: the main run loop calls it on the main thread.
@MainActor
private final class DisplayLinkTarget: NSObject {
    private let frame: @MainActor () -> Void

    init(frame: @escaping @MainActor () -> Void) { self.frame = frame }

    @objc func tick() {
        frame()
    }
}
#endif
