import Foundation

/// `CADisplayLink` in the headless UIKit (rule 65): a timer bound to the display's frames. Once
/// added to the run loop it calls its target at every frame of the system's clock (each
/// ``HeadlessUIKit/advance(by:)``), after the animations moved, so that the target reads what is on
/// screen (``ModelView/presentationState``), until it is paused or invalidated. While added it keeps
/// itself and its target alive, as the run loop does on a phone; ``invalidate()`` lets both go. A
/// link still firing when the run ends is flagged (``ContractBreach/displayLinkLeftRunning(_:)``).
///
/// A display link only watches: the run loop counts as quiet while nothing but display links
/// fire, as a phone's screen stays still while one runs with nothing moving.
@MainActor
public final class HeadlessDisplayLink {
    /// A name for the breach and the log.
    public let name: String
    /// When true, the link is not called (`isPaused`); false when made.
    public var isPaused = false
    /// The time of the frame of the most recent call (`timestamp`), in the system's seconds.
    public private(set) var timestamp: Double = 0
    /// The length of that frame (`duration`).
    public private(set) var duration: Double = 0
    /// The time the next frame is shown (`targetTimestamp`).
    public private(set) var targetTimestamp: Double = 0
    /// Whether the link is on the run loop: from ``add(to:)`` until ``invalidate()``.
    public private(set) var isAdded = false
    /// The target's method, which the link holds strongly until it is invalidated (D: invalidate
    /// "releases the 'target' object").
    private var target: (@MainActor (HeadlessDisplayLink) -> Void)?
    private weak var system: HeadlessUIKit?
    /// Whether the run's end flagged it already.
    var flaggedAsLeftRunning = false

    /// `CADisplayLink(target:selector:)`: a link that calls `target` at each frame once added.
    public init(name: String = "display link", target: @escaping @MainActor (HeadlessDisplayLink) -> Void) {
        self.name = name
        self.target = target
    }

    /// `add(to:forMode:)`: puts the link on the system's run loop; it fires from the next frame.
    /// A link already added, or invalidated, is left as it is.
    public func add(to system: HeadlessUIKit) {
        guard !isAdded, target != nil else { return }
        isAdded = true
        self.system = system
        system.displayLinks.append(self)
    }

    /// `invalidate()`: takes the link off the run loop for good and lets its target go.
    public func invalidate() {
        isAdded = false
        target = nil
        system?.displayLinks.removeAll { $0 === self }
        system = nil
    }

    /// A frame of `length` seconds ended at `time`: the target is called unless the link is paused.
    func fire(at time: Double, frameLength length: Double) {
        guard isAdded, !isPaused, let target else { return }
        timestamp = time
        duration = length
        targetTimestamp = time + length
        target(self)
    }
}

extension HeadlessUIKit {
    /// Rule 65: each display link on the run loop, at the end of a frame.
    func fireDisplayLinks(frameLength: Double) {
        for link in displayLinks { link.fire(at: time, frameLength: frameLength) }
    }

    /// Rule 65, as the run ends: a link still on the run loop and not paused keeps firing and
    /// keeps its target alive.
    func judgeDisplayLinks() {
        for link in displayLinks where link.isAdded && !link.isPaused && !link.flaggedAsLeftRunning {
            link.flaggedAsLeftRunning = true
            record(.displayLinkLeftRunning(link.name))
        }
    }
}
