import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a Stagehand presentation's presented view stands, told to `stagehand.onPositionChange` at
/// every frame it moves, so that the presenting screen can shrink or fade as a card comes up and
/// follow a finger (``PresentationGauge`` measures it).
///
/// - While the presentation moves (from `presentationTransitionWillBegin`, and whenever the driver
///   leaves rest: a drag, a detent change, a spring back, the keyboard, a dismissal), a display link
///   reads the presented view as drawn (rule 65: its presentation layer) at every frame.
/// - When the driver comes to rest, the model value is told and the link pauses (rule 65: a link
///   left running when nothing moves is a breach); a layout of the container at rest (a rotation)
///   tells the model value too.
/// - When the presentation is over, its off-screen position is told and the link is invalidated.
/// - A value equal to the last one told is never told again, and nothing runs while no one listens.
@MainActor
package final class PresentationPosition<P: Platform> {
    private weak var driver: PresentationDriver<LayerStage<P>>?
    private weak var system: TransitioningDelegateCore<P>?
    private var link: (any LayerDisplayLink)?
    /// The gauge, and the running phase it was made for.
    private var gauge: (phase: PresentationPhase?, gauge: PresentationGauge)?
    /// The container's size at its last layout.
    private var containerSize: CGSize?
    /// The last position told.
    private var told: StagehandPosition?
    /// How many frames the display link called back (for tests and the benchmark).
    package private(set) var framesTicked = 0

    /// The position of the presentation `driver` plays, told to `system`'s options.
    package init(driver: PresentationDriver<LayerStage<P>>, system: TransitioningDelegateCore<P>) {
        self.driver = driver
        self.system = system
    }

    private var listener: (@MainActor (StagehandPosition) -> Void)? { system?.options?.onPositionChange }

    /// The presentation began to move (its presentation transition), or the driver left rest.
    package func motionBegan() {
        guard listener != nil, let platform = system?.platform else { return }
        if link == nil {
            link = platform.makeDisplayLink { [weak self] in self?.frameDidDisplay() }
        }
        link?.isPaused = false
        // What moves it (the keyboard, a new layout) may have moved where it rests.
        gauge = nil
    }

    /// The driver came to rest: where the presented view rests is told, and the link pauses.
    package func motionEnded() {
        link?.isPaused = true
        gauge = nil
        tellModelValue()
    }

    /// The app set the card's detent: at rest (a set without animation), where it rests now is
    /// told; while it moves, the next frame tells.
    package func detentChanged() {
        guard let driver, driver.isAtRest else { return }
        tellModelValue()
    }

    /// The container laid out at `size`: when its size changed, where the presented view rests is
    /// measured again, and told at rest (a rotation's end); while it moves, the next frame tells.
    package func containerDidLayOut(in size: CGSize?) {
        guard size != containerSize else { return }
        containerSize = size
        gauge = nil
        guard let driver, driver.isAtRest else { return }
        tellModelValue()
    }

    /// The presentation is over: its off-screen position is told, the link is taken down.
    package func presentationEnded() {
        link?.invalidate()
        link = nil
        guard listener != nil, let gauge = currentGauge() else { return }
        tell(gauge.position(of: gauge.offScreen))
    }

    /// The display showed a frame: where the presented view is drawn is told.
    private func frameDidDisplay() {
        framesTicked += 1
        guard let shown = driver?.stage.onScreenState(of: .presented), let gauge = currentGauge() else {
            return
        }
        tell(gauge.position(of: shown))
    }

    private func tellModelValue() {
        guard listener != nil, let shown = driver?.stage.states(of: [.presented])[0],
            let gauge = currentGauge()
        else { return }
        tell(gauge.position(of: shown))
    }

    /// The gauge for the phase that runs now, made again only when it changes, when the
    /// presentation begins or ends a motion, or when the container's size changed.
    private func currentGauge() -> PresentationGauge? {
        guard let driver else { return nil }
        let phase = driver.runningPhase
        if let gauge, gauge.phase == phase { return gauge.gauge }
        guard let made = driver.positionGauge() else { return nil }
        gauge = (phase, made)
        return made
    }

    private func tell(_ position: StagehandPosition) {
        guard position != told else { return }
        told = position
        listener?(position)
    }
}
