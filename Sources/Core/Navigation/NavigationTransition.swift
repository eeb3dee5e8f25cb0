import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A transition as a navigation controller's push and pop run it: the pushed controller plays the
/// presented role, the controller below it the presenting role, and the transition's own
/// choreography moves them, with three changes a navigation controller needs.
///
/// - **Full screen, always.** A navigation controller shows one screen at a time: the controller
///   below leaves the container once the push completes, and comes back for the pop (rule 53). That
///   is the full-screen style's story (UIKit takes the presenting view out and puts it back, §2),
///   so the style is ``PresentationStyle/fullScreen`` whatever the transition's own, and only a
///   transition whose pushed screen covers the container at rest can run
///   (``init(_:in:)`` answers nil for a drawer, a card or a popup, which would leave a blank
///   beside them once the screen below has left).
/// - **No backdrop.** A dimming view would outlive the push in a container UIKit keeps laying out
///   for itself, under a screen that covers it anyway: the phases run without it.
/// - **The back swipe.** A pop can always be dragged, from the leading edge towards the trailing
///   one, over the container's width (``PresentationBehavior/dismissalScreenEdge`` is the leading
///   edge), whichever way the transition dismisses modally: UIKit's own back swipe stops working
///   once a delegate supplies animators (rule 55), and this one replaces it.
package struct NavigationTransition: CustomTransition {
    /// The transition pushed with.
    package let base: any CustomTransition

    /// The transition `base` as a push and pop in a container of `container`'s geometry, or nil
    /// when its pushed screen would not cover that container at rest
    /// (``CustomTransition/coversContainerAtRest(in:detent:)``, at its first detent).
    package init?(_ base: any CustomTransition, in container: ContainerGeometry) {
        let context = TransitionContext(container: container)
        guard base.coversContainerAtRest(in: context, detent: base.presentationBehavior.detents.first) else {
            return nil
        }
        self.base = base
    }

    /// Full screen, no dimming, no detents, dragged back from the leading edge; the transition's own
    /// release spring and decision.
    package var presentationBehavior: PresentationBehavior {
        let own = base.presentationBehavior
        return PresentationBehavior(
            style: .fullScreen, dimming: nil, dismissesOnBackgroundTap: false,
            backgroundInteraction: .passThrough, isInteractivelyDismissible: true, detents: [],
            releaseSpring: own.releaseSpring, releaseDecision: own.releaseDecision,
            dismissalScreenEdge: .leading, scrollingExpandsWhenScrolledToEdge: false)
    }

    /// The transition's own choreography of `phase` (at its first detent), without the dimming,
    /// in the full-screen style, dragged towards the trailing edge over the container's width.
    package func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let own = base.choreography(for: phase, in: context, detent: base.presentationBehavior.detents.first)
        let plan = TransitionPlan(tracks: own.plan.tracks.filter { $0.role != .dimming })
        let edge = TransitionEdge.trailing.resolved(for: context.container.layoutDirection)
        return Choreography(
            phase: phase, plan: plan, hierarchy: own.hierarchy.filter { $0 != .dimming }, style: .fullScreen,
            hiddenOriginals: own.hiddenOriginals, transientRoles: own.transientRoles,
            drag: DismissalDrag(edge: edge, distance: Double(context.container.bounds.width)))
    }

    /// The transition's own answer.
    package var usesSharedElements: Bool { base.usesSharedElements }
}
