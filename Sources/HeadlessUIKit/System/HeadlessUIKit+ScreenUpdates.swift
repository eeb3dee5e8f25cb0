import Foundation

/// Screen updates forced in the middle of a turn (``ScreenUpdate``).
///
/// A Core Animation commit lays out the layer tree before it hands it to the render server (the
/// layout pass before drawing, rule 34), so a forced update lays out the marked transition containers
/// first, as the end of a turn does (``advance(by:)``): a presentation controller's layout callbacks
/// can run from inside the call that forced it.
extension HeadlessUIKit {
    /// A screen update, forced by `reason` (`snapshotView(afterScreenUpdates: true)`): the marked
    /// containers are laid out, then the window is drawn as it is now, recorded in ``screenUpdates``
    /// and in the log.
    func updateScreen(for reason: String) {
        layOutMarkedContainers()
        screenUpdates.append(ScreenUpdate(reason: reason, frame: RecordedFrame.record(window, at: time)))
        log(.system("screen update: \(reason)"))
    }
}
