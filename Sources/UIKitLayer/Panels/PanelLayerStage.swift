import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A panel's views, as ``PanelDriver`` drives them, written once for every ``Platform``: the
/// panel's wrapper (``Role/presented``: the platform's presented wrapper around the panel
/// controller's view, which rounds its corners, casts its shadow and answers VoiceOver) and its
/// backdrop (``Role/dimming``: the platform's dimming view), both in the parent controller's view.
/// Plans run on ``PlanAnimator``; a move on the keyboard's curve on one property animator of that
/// curve (rule 46); the display link (rule 65) runs while the driver says something moves.
@MainActor
package final class PanelLayerStage<P: Platform>: PanelStage {
    private let platform: P
    /// The parent controller's view, while the panel is in it.
    package weak var parentView: P.View?
    /// The parent controller, for its traits.
    package weak var parentController: P.ViewController?
    /// The panel's wrapper: made once, kept for the panel's life.
    package var wrapper: P.View?
    /// The backdrop, made when the panel joins its parent.
    package private(set) var backdrop: P.View?
    /// The content's preferred height (`preferredContentSize`), nil for none.
    package var preferredHeight: @MainActor () -> Double? = { nil }
    /// Called at every frame the display shows while the frame callback runs.
    package var frameTick: (@MainActor () -> Void)?
    /// Called when the backdrop is tapped.
    package var backdropTapped: (@MainActor () -> Void)?
    /// How many times the frame callback called ``frameTick`` (what following the position costs).
    package private(set) var framesTicked = 0

    private let chrome: ChromeCore<P>
    private var running: PlanAnimator<P>?
    private var curveRun: P.PropertyAnimator?
    private var link: (any LayerDisplayLink)?

    /// The stage of a panel whose ``wrapper`` is given next.
    package init(platform: P) {
        self.platform = platform
        chrome = ChromeCore(platform: platform)
    }

    /// Puts the backdrop, then the panel, on top of `parent`'s view: above every panel already
    /// there, so the lower one's backdrop and panel lie under this one's backdrop.
    package func place(in parent: P.ViewController) {
        let view = parent.loadedView
        parentController = parent
        parentView = view
        let backdrop =
            self.backdrop
            ?? platform.makeDimmingView(dimming: .standard, frame: view.bounds) { [weak self] in
                self?.backdropTapped?()
            }
        self.backdrop = backdrop
        view.addSubview(backdrop)
        if let wrapper { view.addSubview(wrapper) }
    }

    /// Takes the panel and its backdrop out of the parent's view, stops what runs, and lets the
    /// frame callback go.
    package func takeAway() {
        stop()
        wrapper?.removeFromSuperview()
        backdrop?.removeFromSuperview()
        backdrop = nil
        link?.invalidate()
        link = nil
        parentView = nil
    }

    private func view(for role: Role) -> P.View? {
        switch role {
        case .presented: wrapper?.superview == nil ? nil : wrapper
        case .dimming: backdrop?.superview == nil ? nil : backdrop
        default: nil
        }
    }

    // MARK: PanelStage

    package func measure() -> (geometry: ContainerGeometry, preferredHeight: Double?) {
        guard let parentView else { return (ContainerGeometry(bounds: .zero), preferredHeight()) }
        let traits = parentController?.layerTraits
        let geometry = ContainerGeometry(
            bounds: parentView.bounds, safeArea: parentView.layerSafeArea,
            layoutDirection: traits?.containerLayoutDirection ?? .leftToRight,
            horizontalSizeClass: traits?.containerHorizontalSizeClass ?? .compact,
            verticalSizeClass: traits?.containerVerticalSizeClass ?? .regular)
        return (geometry, preferredHeight())
    }

    package func states(of roles: [Role]) -> [ViewState?] {
        roles.map { view(for: $0)?.stagehandState }
    }

    package func panelFrameOnScreen() -> CGRect? {
        // The model value where nothing was drawn yet (rule 65).
        view(for: .presented).map { ($0.onScreenState ?? $0.stagehandState).frame }
    }

    package func apply(_ states: [ViewState], to roles: [Role]) {
        for (state, role) in zip(states, roles) {
            view(for: role)?.showStagehandState(state)
        }
    }

    package func run(_ plan: TransitionPlan, completion: @escaping @MainActor () -> Void) {
        stop()
        let animator = PlanAnimator(plan: plan, from: 0, platform: platform) { [weak self] role in
            self?.view(for: role)
        }
        running = animator
        apply(plan.initialStates, to: plan.roles)
        animator.start { [weak self, weak animator] in
            guard let self, let animator, self.running === animator else { return }
            self.running = nil
            self.apply(plan.finalStates, to: plan.roles)
            completion()
        }
    }

    package func run(
        _ plan: TransitionPlan, systemCurve: Int, duration: Double,
        completion: @escaping @MainActor () -> Void
    ) {
        stop()
        apply(plan.initialStates, to: plan.roles)
        let animator = platform.makePropertyAnimator(duration: duration, systemCurve: systemCurve)
        let tracks = plan.tracks
        animator.addLayerAnimations { [weak self] in
            for track in tracks {
                self?.view(for: track.role)?.showStagehandState(track.to, properties: track.properties)
            }
        }
        animator.addLayerCompletion { [weak self, weak animator] _ in
            guard let self, let animator, self.curveRun === animator else { return }
            self.curveRun = nil
            self.apply(plan.finalStates, to: plan.roles)
            completion()
        }
        curveRun = animator
        animator.startAnimation()
    }

    package func stop() {
        if let animator = curveRun {
            curveRun = nil
            animator.stopWhereItIs()
        }
        _ = running?.stop()
        running = nil
    }

    package func showChrome(_ chrome: PresentedChrome) {
        if let wrapper { self.chrome.show(chrome, on: wrapper) }
    }

    package func setBackdropTakesTouches(_ takesTouches: Bool) {
        backdrop?.isUserInteractionEnabled = takesTouches
    }

    package func setFrameCallbackRunning(_ running: Bool) {
        if running, link == nil {
            link = platform.makeDisplayLink { [weak self] in
                guard let self else { return }
                self.framesTicked += 1
                self.frameTick?()
            }
        }
        link?.isPaused = !running
    }

    package func announce(_ announcement: String) {
        platform.postAccessibilityAnnouncement(announcement)
    }
}
