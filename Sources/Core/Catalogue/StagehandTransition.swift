import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A custom presentation and its transitions, as a value: what it looks like, how it moves, and
/// how it is dismissed. One type covers every built-in transition; modifiers compose them without a
/// new type per combination:
///
/// ```swift
/// let drawer = StagehandTransition.slideIn(from: .left)                     // 3/4 of the width
/// let menu = StagehandTransition.slideIn(from: .leading)                    // the right in Arabic
/// let card = StagehandTransition.card()                                     // a bottom card
/// let sheet = StagehandTransition.card(detents: [.medium, .large])          // like Apple's sheets
/// let menu = StagehandTransition.slideIn(from: .bottom).fading().cornerRadius(16)
///     .dimming(Dimming(color: RGBAColor(white: 0, alpha: 0.3), blursBackground: true))
/// ```
///
/// `choreography(for:in:detent:)` turns it into the plan and the view hierarchy of one
/// phase for a given container; nothing about it depends on UIKit.
///
/// Its properties are read-only outside the module: the factories and the modifiers, which validate
/// what they are given, are the only way to make or change one, so a drawer cannot become a zoom by
/// assignment.
public struct StagehandTransition: Sendable, Hashable {
    /// The built-in transitions.
    public enum Kind: Sendable, Hashable {
        /// A drawer slides in from an edge over a dimmed presenter.
        case slideIn(TransitionEdge)
        /// A snapshot grows from a source frame to the presented frame and shrinks back.
        case zoom
        /// A rounded card springs up from the bottom over the full screen, the presenter kept.
        case card
        /// Elements with the same identifier fly between the two screens.
        case sharedElement
        /// The presented view fades in and out over a full-screen presentation.
        case fade
        /// A full-screen view covers the presenter from an edge (`.coverVertical` from any edge).
        case cover(TransitionEdge)
        /// Navigation style: the presented view slides in from an edge while the presenter moves a
        /// fraction of the way out (parallax) under a light dimming.
        case push(TransitionEdge)
        /// An alert-like popup: centred, scaling up from 0.8 and fading in over a dimming.
        case popup
    }

    /// Which transition this is.
    public internal(set) var kind: Kind
    /// Where the presented view sits once presented.
    public internal(set) var layout: PresentationLayout
    /// The timing of the presentation.
    public internal(set) var presentationTiming: Timing
    /// The timing of the dismissal.
    public internal(set) var dismissalTiming: Timing
    /// The backdrop between the screens, or `nil` for none.
    public internal(set) var dimming: Dimming?
    /// The presented view's corner radius, in points.
    public internal(set) var cornerRadius: Double
    /// Whether the presented view also fades in and out (a slide plus a fade).
    public internal(set) var fades: Bool
    /// The heights a card rests at; the first is where it presents. Empty for other kinds.
    public internal(set) var detents: [Detent]
    /// What happens to the presenting view.
    public internal(set) var style: PresentationStyle
    /// Whether a tap on the dimming dismisses (by default for drawers and popups).
    public internal(set) var dismissesOnBackgroundTap: Bool
    /// What a touch outside the presented views does when there is no ``dimming``: by default it
    /// reaches the presenting screen.
    public internal(set) var backgroundInteraction: BackgroundInteraction
    /// Whether a drag can dismiss: true for drawers (``slideIn(from:length:)``) and cards
    /// (``card(detents:inset:)``), false for the full-screen transitions and the popup unless
    /// ``interactivelyDismissible(_:)`` asks for it.
    public internal(set) var isInteractivelyDismissible: Bool
    /// The frame a zoom grows from when the context gives none, in container coordinates.
    public var zoomSource: CGRect? { zoomSourceRect?.cgRect }
    /// ``zoomSource`` as stored: `CGRect` is not `Hashable` in every SDK Stagehand builds with, so
    /// the transition keeps its four numbers, and its hashing and equality stay the compiler's.
    var zoomSourceRect: HashableRect?
    /// The view a zoom grows from, named in the transition (`StagehandTransition.zoom(from: button)` on iOS):
    /// measured when each phase starts; it takes precedence over the controller's
    /// `stagehand.sourceView` and over ``zoomSource``.
    package internal(set) var zoomAnchor: ZoomAnchor?
    /// How far the presenter moves during a push, as a fraction of the container's width or height.
    public internal(set) var parallax: Double
    /// The spring that takes over when a drag is released.
    public internal(set) var releaseSpring: SpringParameters
    /// The presented view's greatest width, in points, in a container of regular width or compact
    /// height (``ContainerGeometry/limitsCardWidth``), or nil for no limit:
    /// ``defaultCardMaximumWidth`` for a card, nil for the other transitions. Set it with
    /// ``maximumWidth(_:)``.
    public internal(set) var maximumWidth: Double?
    /// Whether a drag that begins in a card's scrolled-to-top list first grows the card to its
    /// highest detent, then scrolls: true by default, as Apple's sheets. Set it with
    /// ``prefersScrollingExpandsWhenScrolledToEdge(_:)``; a card with one detent only scrolls.
    public internal(set) var prefersScrollingExpandsWhenScrolledToEdge: Bool
    /// The tallest of a card's detents at which its dimming stays clear and the screen below stays
    /// live, as `UISheetPresentationController.largestUndimmedDetentIdentifier`; nil (the default),
    /// or a detent the card does not have, dims at every detent. Set it with
    /// ``largestUndimmedDetent(_:)``.
    public internal(set) var largestUndimmedDetent: Detent?
    /// Whether the presented view shows a grabber, as `UISheetPresentationController
    /// .prefersGrabberVisible`: false by default. Set it with ``prefersGrabberVisible(_:)``.
    public internal(set) var prefersGrabberVisible: Bool
    /// The shadow the presented view casts: ``Shadow/standard`` for a card and a popup, nil for the
    /// other transitions. Set it with ``shadow(_:)``.
    public internal(set) var shadow: Shadow?

    /// A card's greatest width in a container of regular width or compact height by default: 700
    /// points.
    ///
    /// Apple's sheets keep a readable width on an iPad and on a phone in landscape rather than
    /// spanning the screen, and so does a card: 700 points is wider than every iPhone in portrait
    /// (430 points at most), so a phone's card is as wide as its margins allow there, and narrower
    /// than every iPad's full-screen width (744 points at the least, an iPad mini in portrait), so on
    /// an iPad a card is a centred column rather than a banner across the screen. On an iPhone in
    /// landscape (compact height) it keeps the card about as wide as the screen's safe area allows.
    public static let defaultCardMaximumWidth = 700.0

    /// UIKit's `UIView.animate(withDuration:)` curve, which every built-in transition uses unless it says otherwise.
    static func uiViewAnimate(_ duration: Double) -> Timing { .easeInEaseOut(duration: duration) }

    /// UIKit's `animate(withDuration:usingSpringWithDamping:…)` of `duration` seconds: the spring
    /// UIKit derives for that duration (`spring`, made with ``SpringParameters/init(uiKitDuration:dampingRatio:initialVelocity:)``),
    /// over exactly `duration` (UIKit ends the animation then, a thousandth of the way short of
    /// still, rather than at the spring's settling time).
    static func uiViewSpring(_ spring: SpringParameters, duration: Double) -> Timing {
        .spring(spring, duration: duration)
    }

    private init(
        kind: Kind, layout: PresentationLayout, present: Timing, dismiss: Timing, style: PresentationStyle,
        interactivelyDismissible: Bool
    ) {
        self.kind = kind
        self.layout = layout
        self.presentationTiming = present
        self.dismissalTiming = dismiss
        self.dimming = nil
        self.cornerRadius = 0
        self.fades = false
        self.detents = []
        self.style = style
        self.dismissesOnBackgroundTap = false
        self.backgroundInteraction = .passThrough
        self.isInteractivelyDismissible = interactivelyDismissible
        self.zoomSourceRect = nil
        self.zoomAnchor = nil
        self.parallax = 0
        self.maximumWidth = nil
        self.prefersScrollingExpandsWhenScrolledToEdge = true
        self.largestUndimmedDetent = nil
        self.prefersGrabberVisible = false
        self.shadow = nil
        // Critically damped, a little quicker than the system sheet: a release never bounces.
        self.releaseSpring = Self.criticalSpring
    }

    // Constants whose parameters are positive and finite, so construction cannot fail.

    // swift-format-ignore: NeverUseForceTry
    /// The spring a released drag settles with by default: critically damped with a response of
    /// 0.35 s, a little quicker than the system sheet, so a release never bounces.
    public static let criticalSpring = try! SpringParameters(response: 0.35, dampingRatio: 1)
    // swift-format-ignore: NeverUseForceTry
    private static let cardSpring = try! SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
    // swift-format-ignore: NeverUseForceTry
    private static let navigationSpring = try! SpringParameters(uiKitDuration: 0.5, dampingRatio: 1)
    // swift-format-ignore: NeverUseForceTry
    private static let popupSpring = try! SpringParameters(response: 0.35, dampingRatio: 0.8)

    /// A drawer: a view attached to `edge`, covering 3/4 of the container along its axis, slides in
    /// in 0.3 s (ease-in-out) while a 50 % black dimming fades in; a tap on the dimming dismisses.
    ///
    /// `edge` is a physical side (`.left`, `.top`, `.right`, `.bottom`: the same in every language)
    /// or follows the layout direction (`.leading`, `.trailing`): `.slideIn(from: .leading)` comes
    /// from the left left to right and from the right right to left, its layout mirrored (its
    /// ``layout`` is stated left to right, the leading edge on the left). The edge is resolved when
    /// the presentation begins and kept until its dismissal ends. There is no default edge: a drawer
    /// names its side.
    ///
    /// **Dragging:** a drag towards the edge it came from dismisses it by default, and so does a swipe
    /// in from the screen edge on the dimmed side; `.interactivelyDismissible(false)` turns both off.
    public static func slideIn(from edge: TransitionEdge, length: Length = .fraction(0.75))
        -> StagehandTransition
    {
        var transition = StagehandTransition(
            kind: .slideIn(edge), layout: .drawer(from: edge.resolved(for: .leftToRight), length: length),
            present: uiViewAnimate(0.3),
            dismiss: uiViewAnimate(0.3), style: .overFullScreen, interactivelyDismissible: true)
        transition.dimming = .standard
        transition.dismissesOnBackgroundTap = true
        return transition
    }

    /// A zoom: a snapshot of the presented view grows from a point at the container's centre to
    /// the full container in 0.3 s, and shrinks back on dismissal. The real view is laid out at its
    /// final size from the first frame and shown when the snapshot lands.
    ///
    /// On iOS, name the view it grows from instead, and Stagehand measures it when each phase
    /// starts: `.zoom(from: button)`, or `.zoom(from: rect, in: view)` for a rectangle in a view's
    /// coordinate space. A named view (the context's ``TransitionContext/sourceFrame``) takes
    /// precedence over the centre.
    ///
    /// **Dragging:** a drag does not dismiss it by default: it covers the screen, and its content's
    /// own drags (a photo's pan, a list) are the content's. `.interactivelyDismissible(true)` lets a
    /// downward drag shrink it back and dismiss it.
    public static func zoom() -> StagehandTransition {
        StagehandTransition(
            kind: .zoom, layout: .fullScreen, present: uiViewAnimate(0.3), dismiss: uiViewAnimate(0.3),
            style: .overFullScreen, interactivelyDismissible: false)
    }

    /// The zoom of ``zoom()``, growing from `rect` in the container's coordinates (the whole window
    /// for a full-screen presentation): for headless tests, renders and the command-line tool, where
    /// no view is at hand.
    ///
    /// An app on iOS names a view instead (`.zoom(from: button)`, or `.zoom(from: rect, in: view)`),
    /// because a rectangle means nothing without the view whose coordinates it is in: a button's
    /// `frame` is in its superview's. The context's ``TransitionContext/sourceFrame`` (a named view,
    /// measured) takes precedence over `rect`.
    public static func zoom(fromRectInContainer rect: CGRect) -> StagehandTransition {
        var transition = zoom()
        transition.zoomSourceRect = HashableRect(rect)
        return transition
    }

    /// A bottom card: 20 pt from the safe area's sides, its bottom 20 pt above the container's
    /// bottom or at the safe area's bottom, whichever is higher, corner radius 20, as tall as its preferred content size, springing up in 0.5 s (UIKit
    /// spring, damping 0.8) over the full screen, the presenter kept and sliding out in 0.2 s.
    ///
    /// In a container of regular width (an iPad) or compact height (an iPhone in landscape) it is at
    /// most 700 points wide (``defaultCardMaximumWidth``), centred between its margins;
    /// ``maximumWidth(_:)`` changes the limit or lifts it. A rotation keeps the detent it rests at.
    ///
    /// **Dragging:** a downward drag dismisses it by default (and moves it between `detents`);
    /// `.interactivelyDismissible(false)` keeps it presented, still dragged between its detents.
    ///
    /// - Parameters:
    ///   - detents: the heights the card rests at (the first is where it presents); by default the
    ///     fitted height only.
    ///   - inset: the card's distance, in points, from the safe area's sides and top and from the
    ///     container's bottom (at least the safe area's); 20 by default.
    public static func card(detents: [Detent] = [.fitted], inset: Double = 20) -> StagehandTransition {
        let detents = detents.isEmpty ? [.fitted] : detents
        var transition = StagehandTransition(
            kind: .card, layout: .card(inset: inset, height: detents[0].length),
            present: uiViewSpring(cardSpring, duration: 0.5), dismiss: uiViewAnimate(0.2),
            style: .overFullScreen, interactivelyDismissible: true)
        transition.cornerRadius = defaultCornerRadius(of: .card)
        transition.shadow = .standard
        transition.detents = detents
        transition.maximumWidth = defaultCardMaximumWidth
        return transition
    }

    /// Shared elements: views that carry the same identifier on both screens fly from their frame on the
    /// presenting screen to their frame on the presented one (and back), their originals hidden
    /// during the flight, while the presented screen fades in over 0.4 s (ease-in-out). Elements found
    /// on one screen only fade with it; with no match at all it is a plain fade.
    ///
    /// **Dragging:** a drag does not dismiss it by default (it covers the screen, whose content
    /// keeps its drags); `.interactivelyDismissible(true)` lets a downward drag fly the elements back
    /// and dismiss it.
    public static func sharedElement() -> StagehandTransition {
        StagehandTransition(
            kind: .sharedElement, layout: .fullScreen, present: uiViewAnimate(0.4),
            dismiss: uiViewAnimate(0.4),
            style: .fullScreen, interactivelyDismissible: false)
    }

    /// A cross-fade: the presented view fades in over 0.5 s; on dismissal the presenting view is put back
    /// below it and the presented view fades out.
    ///
    /// A call, like every built-in transition (`.fade()`, `.popup()`, `.sharedElement()`), so that
    /// they read alike and can take parameters later without breaking code.
    ///
    /// **Dragging:** a drag does not dismiss it by default (it covers the screen, whose content
    /// keeps its drags); `.interactivelyDismissible(true)` lets a downward drag fade it out.
    public static func fade() -> StagehandTransition {
        StagehandTransition(
            kind: .fade, layout: .fullScreen, present: uiViewAnimate(0.5), dismiss: uiViewAnimate(0.5),
            style: .fullScreen, interactivelyDismissible: false)
    }

    /// A full-screen cover sliding in from `edge` over 0.35 s (ease-in-out), and out the same way.
    ///
    /// `edge` is a physical side, or `.leading` or `.trailing`, resolved with the container's layout
    /// direction when the presentation begins and kept until its dismissal ends. The default stays
    /// the bottom, as UIKit's `.coverVertical`.
    ///
    /// **Dragging:** a drag does not dismiss it by default, as UIKit's full-screen covers do not;
    /// `.interactivelyDismissible(true)` lets a drag towards `edge` push it back out.
    public static func cover(from edge: TransitionEdge = .bottom) -> StagehandTransition {
        StagehandTransition(
            kind: .cover(edge), layout: .fullScreen, present: uiViewAnimate(0.35),
            dismiss: uiViewAnimate(0.35),
            style: .fullScreen, interactivelyDismissible: false)
    }

    /// Navigation style: the presented view slides in from `edge` while the presenter moves 30 % of
    /// the way out the other side under a 10 % black dimming, with a critically damped UIKit spring
    /// of 0.5 s.
    ///
    /// **Dragging:** a drag does not dismiss it by default (it covers the screen, whose content
    /// keeps its drags, a table's swipe actions included); `.interactivelyDismissible(true)` lets a
    /// drag towards `edge` pull it back, like a navigation controller's pop.
    ///
    /// `edge` is a physical side, or `.leading` or `.trailing`, resolved with the container's layout
    /// direction when the presentation begins and kept until its dismissal ends: `.push(from:
    /// .trailing)` moves as a navigation controller's push does in every language. The default stays
    /// the physical right, as it was before edges could follow the layout direction; pass
    /// `.trailing` for a push that mirrors right to left.
    public static func push(from edge: TransitionEdge = .right) -> StagehandTransition {
        var transition = StagehandTransition(
            kind: .push(edge), layout: .fullScreen, present: uiViewSpring(navigationSpring, duration: 0.5),
            dismiss: uiViewSpring(navigationSpring, duration: 0.5), style: .fullScreen,
            interactivelyDismissible: false)
        transition.parallax = 0.3
        transition.dimming = Dimming(color: RGBAColor(white: 0, alpha: 0.1))
        return transition
    }

    /// An alert-like popup: centred in the safe area at its preferred size, scaling from 0.8 and
    /// fading in with a spring (response 0.35, damping 0.8) over a 40 % black dimming; it fades out in
    /// 0.2 s. Corner radius 14.
    ///
    /// **Dragging:** a drag does not dismiss it by default (a tap on the dimming does);
    /// `.interactivelyDismissible(true)` lets a downward drag dismiss it.
    public static func popup() -> StagehandTransition {
        var transition = StagehandTransition(
            kind: .popup, layout: .centered(), present: .spring(popupSpring), dismiss: uiViewAnimate(0.2),
            style: .overFullScreen, interactivelyDismissible: false)
        transition.dimming = Dimming(color: RGBAColor(white: 0, alpha: 0.4))
        transition.cornerRadius = defaultCornerRadius(of: .popup)
        transition.shadow = .standard
        transition.dismissesOnBackgroundTap = true
        return transition
    }

    /// The zoom of ``zoom()``, growing from the view of the presenting screen that carries
    /// `sourceID` as its `stagehandIdentifier` (SwiftUI's `stagehandIdentifier(_:)`, or a
    /// `UIView`'s property) and shrinking back into it, as SwiftUI's `zoom(sourceID:in:)` of
    /// iOS 18 does from its `matchedTransitionSource`:
    ///
    /// ```swift
    /// Cover(album).stagehandIdentifier("cover-\(album.id)")
    /// // …
    /// .stagehandPresentation(item: $opened, transition: .zoom(sourceID: "cover-\(opened.id)")) { … }
    /// ```
    ///
    /// The view is found and measured when each phase starts, as a shared element is (a hidden view,
    /// one outside the window or in a cell that left the screen does not count); when none is found,
    /// the zoom grows from the container's centre.
    public static func zoom(sourceID: String) -> StagehandTransition {
        zoom(anchor: ZoomAnchor(identifier: sourceID))
    }

    /// A zoom from `anchor`'s view (see ``zoom(from:)``), made by the platforms' `zoom(from: view)`.
    package static func zoom(anchor: ZoomAnchor) -> StagehandTransition {
        var transition = zoom()
        transition.zoomAnchor = anchor
        return transition
    }

    // MARK: Modifiers

    /// The same transition with other timings (the dismissal keeps its own when `dismissal` is nil).
    public func timing(_ presentation: Timing, dismissal: Timing? = nil) -> StagehandTransition {
        var copy = self
        copy.presentationTiming = presentation
        if let dismissal { copy.dismissalTiming = dismissal }
        return copy
    }

    /// The same transition with another backdrop (`nil` removes it).
    public func dimming(_ dimming: Dimming?) -> StagehandTransition {
        var copy = self
        copy.dimming = dimming
        return copy
    }

    /// The same transition with a corner radius on the presented view; negative or NaN counts as 0.
    public func cornerRadius(_ radius: Double) -> StagehandTransition {
        var copy = self
        copy.cornerRadius = radius.finiteNonNegative
        return copy
    }

    /// The same transition with the presented view fading in and out as it moves.
    public func fading(_ fades: Bool = true) -> StagehandTransition {
        var copy = self
        copy.fades = fades
        return copy
    }

    /// The same transition with another layout.
    public func layout(_ layout: PresentationLayout) -> StagehandTransition {
        var copy = self
        copy.layout = layout
        return copy
    }

    /// The same transition with or without dismissal by tapping the dimming.
    public func dismissesOnBackgroundTap(_ enabled: Bool) -> StagehandTransition {
        var copy = self
        copy.dismissesOnBackgroundTap = enabled
        return copy
    }

    /// The same transition with `interaction` for touches outside the presented views when it has no
    /// dimming (a card's, by default): they reach the presenting screen
    /// (``BackgroundInteraction/passThrough``, the default), reach nothing
    /// (``BackgroundInteraction/swallow``), or reach nothing and dismiss on a tap
    /// (``BackgroundInteraction/dismiss``). A transition with a dimming ignores it: the dimming takes
    /// those touches (see ``dismissesOnBackgroundTap(_:)``).
    ///
    /// ```swift
    /// let card = StagehandTransition.card().backgroundInteraction(.dismiss)
    /// ```
    public func backgroundInteraction(_ interaction: BackgroundInteraction) -> StagehandTransition {
        var copy = self
        copy.backgroundInteraction = interaction
        return copy
    }

    /// The same transition with or without dismissal by dragging.
    ///
    /// Drawers and cards are dismissed by a drag by default; the full-screen transitions (``zoom(fromRectInContainer:)``,
    /// ``sharedElement()``, ``fade()``, ``cover(from:)``, ``push(from:)``) and the ``popup()`` are not,
    /// since they cover content whose own drags must stay the content's. Opt in with `true`:
    ///
    /// ```swift
    /// present(photo, transition: .zoom().interactivelyDismissible(true))  // drag down to close
    /// ```
    ///
    /// With `false`, a drawer's screen-edge swipe is off too, and a card with several detents is
    /// still dragged between them. Either way, Stagehand's pan yields to the content: it waits for
    /// the content's own recognizers to fail, and never takes a touch on a slider, a switch, a
    /// stepper or a segmented control.
    public func interactivelyDismissible(_ enabled: Bool) -> StagehandTransition {
        var copy = self
        copy.isInteractivelyDismissible = enabled
        return copy
    }

    /// The same transition with the presented view at most `width` points wide in a container of
    /// regular width or compact height (an iPad; an iPhone in landscape), centred in the space its
    /// margins leave (a drawer stays against its edge); nil (or infinity) lifts the limit, and a
    /// negative or NaN width counts as 0. Elsewhere (an iPhone in portrait) the view keeps the width its layout gives.
    ///
    /// A card has ``defaultCardMaximumWidth`` (700 points) by default; the other transitions none.
    ///
    /// ```swift
    /// let wide = StagehandTransition.card().maximumWidth(nil)       // spans an iPad
    /// let narrow = StagehandTransition.card().maximumWidth(540)     // a form sheet's width
    /// ```
    public func maximumWidth(_ width: Double?) -> StagehandTransition {
        var copy = self
        copy.maximumWidth = width.flatMap { $0 == .infinity ? nil : $0.finiteNonNegative }
        return copy
    }

    /// The same transition in another presentation style.
    public func style(_ style: PresentationStyle) -> StagehandTransition {
        var copy = self
        copy.style = style
        return copy
    }

    /// The name used on the command line: `slide-in`, `zoom`, `card`, `shared-element`, `fade`,
    /// `cover`, `push` or `popup`.
    public var name: String {
        switch kind {
        case .slideIn: "slide-in"
        case .zoom: "zoom"
        case .card: "card"
        case .sharedElement: "shared-element"
        case .fade: "fade"
        case .cover: "cover"
        case .push: "push"
        case .popup: "popup"
        }
    }
}
