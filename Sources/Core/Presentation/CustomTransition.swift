import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A transition Stagehand can present: the choreography of each phase, and how the presentation
/// behaves around its transitions. ``StagehandTransition`` is the built-in conformer; an app conforms its own
/// type to get the same lifecycle, interaction, layout and tests:
///
/// ```swift
/// struct Curtain: CustomTransition {
///     var presentationBehavior: PresentationBehavior {
///         PresentationBehavior(style: .overFullScreen, dimming: .standard)
///     }
///     func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
///         -> Choreography { ... }
/// }
/// ```
///
/// A conformer is a value that decides; it never touches views. `PresentationDriver` asks it for
/// each phase's ``Choreography`` in the container measured at that moment.
public protocol CustomTransition: Sendable {
    /// How the presentation behaves between and around its transitions.
    var presentationBehavior: PresentationBehavior { get }

    /// The choreography of `phase` in `context`.
    ///
    /// - Parameters:
    ///   - phase: presenting or dismissing.
    ///   - context: the container and what was measured in it when the phase starts.
    ///   - detent: where a card rests (one of ``PresentationBehavior/detents``, or
    ///     `.points(height)` while a drag holds it between two); nil for presentations without
    ///     detents.
    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography

    /// Whether the choreography reads ``TransitionContext/elements``: only then does the driver
    /// search both screens' view trees for shared elements (the costly part of measuring). The
    /// default is true, which is always safe.
    var usesSharedElements: Bool { get }

    /// The width at which the presented content is measured for its height (with Auto Layout:
    /// `systemLayoutSizeFitting`) when the controller prefers no height of its own
    /// (`preferredContentSize.height` is 0), or nil when the transition does not size to its
    /// content. The measured height reaches the choreography as
    /// ``TransitionContext/preferredContentSize``'s height.
    ///
    /// The default is nil: an app's own transition reads `preferredContentSize` only, as before.
    ///
    /// - Parameters:
    ///   - container: the container the presentation lays out in.
    ///   - preferredContentSize: the controller's preferred size (its width may be set), nil for none.
    func fittingWidth(in container: ContainerGeometry, preferredContentSize: CGSize?) -> Double?
}

extension CustomTransition {
    /// Nil: the content is not measured, its `preferredContentSize` is all that is read.
    public func fittingWidth(in container: ContainerGeometry, preferredContentSize: CGSize?) -> Double? {
        nil
    }

    /// True: an app's own transition gets the shared elements unless it says it needs none.
    public var usesSharedElements: Bool { true }
}

/// How a presentation behaves around its transitions: what the presentation controller, the
/// gestures and the transitioning delegate decide, as data.
public struct PresentationBehavior: Sendable, Hashable {
    /// What happens to the presenting view (UIKit: `shouldRemovePresentersView` is true for
    /// ``PresentationStyle/fullScreen``).
    public var style: PresentationStyle
    /// The backdrop the presentation controller shows under the presented view, if any.
    public var dimming: Dimming?
    /// Whether a tap on the dimming dismisses.
    public var dismissesOnBackgroundTap: Bool
    /// What a touch outside the presented views does when there is no ``dimming`` (rule 35): by
    /// default it reaches the presenting screen. Ignored with a dimming, which takes those touches.
    public var backgroundInteraction: BackgroundInteraction
    /// Whether a drag towards the dismissal edge dismisses.
    public var isInteractivelyDismissible: Bool
    /// The heights a card rests at; the first is where it presents. Empty for other presentations.
    public var detents: [Detent]
    /// The spring that carries the views the rest of the way when a drag is released, and that
    /// moves a card between detents.
    public var releaseSpring: SpringParameters
    /// The rule that turns a release into finishing or cancelling.
    public var releaseDecision: ReleaseDecision
    /// The screen edge a pan may also start from to dismiss (UIKit: a
    /// `UIScreenEdgePanGestureRecognizer`), for a drawer whose dimmed side is where the thumb is;
    /// nil for none. A leading or trailing edge is resolved with the layout direction the
    /// presentation began in (``TransitionEdge/resolved(for:)``).
    public var dismissalScreenEdge: TransitionEdge?
    /// Whether a drag that begins in the content's scroll view, scrolled to its top, first grows a
    /// card with several detents towards its highest, and only then scrolls (Apple's
    /// `prefersScrollingExpandsWhenScrolledToEdge`); when false, such a drag scrolls the content.
    public var scrollingExpandsWhenScrolledToEdge: Bool
    /// The tallest detent at which the ``dimming`` stays clear and the screen below stays live (its
    /// touches pass through, VoiceOver reaches it), as Apple's `largestUndimmedDetentIdentifier`;
    /// nil, or a detent not in ``detents``, dims at every detent.
    public var largestUndimmedDetent: Detent?

    /// Creates a behaviour.
    public init(
        style: PresentationStyle, dimming: Dimming? = nil, dismissesOnBackgroundTap: Bool = false,
        backgroundInteraction: BackgroundInteraction = .passThrough,
        isInteractivelyDismissible: Bool = true, detents: [Detent] = [],
        releaseSpring: SpringParameters = StagehandTransition.criticalSpring,
        releaseDecision: ReleaseDecision = ReleaseDecision(), dismissalScreenEdge: TransitionEdge? = nil,
        scrollingExpandsWhenScrolledToEdge: Bool = true, largestUndimmedDetent: Detent? = nil
    ) {
        self.style = style
        self.dimming = dimming
        self.dismissesOnBackgroundTap = dismissesOnBackgroundTap
        self.backgroundInteraction = backgroundInteraction
        self.isInteractivelyDismissible = isInteractivelyDismissible
        self.detents = detents
        self.releaseSpring = releaseSpring
        self.releaseDecision = releaseDecision
        self.dismissalScreenEdge = dismissalScreenEdge
        self.scrollingExpandsWhenScrolledToEdge = scrollingExpandsWhenScrolledToEdge
        self.largestUndimmedDetent = largestUndimmedDetent
    }
}

extension StagehandTransition: CustomTransition {
    /// Whether the transition flies shared elements (``sharedElement()``): no other built-in
    /// transition reads them.
    public var usesSharedElements: Bool { kind == .sharedElement }

    /// The behaviour the transition's modifiers describe. A drawer (``slideIn(from:length:)``) can
    /// also be pushed back from the screen edge on its dimmed side.
    public var presentationBehavior: PresentationBehavior {
        var screenEdge: TransitionEdge?
        if case .slideIn(let edge) = kind, isInteractivelyDismissible { screenEdge = edge.opposite }
        return PresentationBehavior(
            style: style, dimming: dimming, dismissesOnBackgroundTap: dismissesOnBackgroundTap,
            backgroundInteraction: backgroundInteraction,
            isInteractivelyDismissible: isInteractivelyDismissible, detents: detents,
            releaseSpring: releaseSpring, dismissalScreenEdge: screenEdge,
            scrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsWhenScrolledToEdge,
            largestUndimmedDetent: largestUndimmedDetent)
    }

    /// The width of the presented view, laid out in `container`, when a length it rests at is
    /// ``Length/fitted`` (a ``Detent/fitted`` card, a popup of fitted height): the content is measured
    /// at that width for the height it needs, the card's ``maximumWidth`` where the container limits
    /// it. Nil when no height is fitted, or the width is 0.
    public func fittingWidth(in container: ContainerGeometry, preferredContentSize: CGSize?) -> Double? {
        let heights = detents.isEmpty ? [layout.height] : detents.map(\.length)
        guard heights.contains(where: { $0.basis == .fitted }) else { return nil }
        let width = Double(
            layout.frame(
                in: container, preferredContentSize: preferredContentSize,
                maximumWidth: container.limitsCardWidth ? maximumWidth : nil
            ).width)
        return width > 0 ? width : nil
    }

    /// The choreography of `phase` in `context`, with a card resting at `detent` (any detent, so a
    /// card dragged between two is laid out at the height the drag holds it).
    public func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        guard let detent else { return choreography(for: phase, in: context, detent: 0) }
        return choreography(for: phase, in: context, height: detent.length)
    }
}
