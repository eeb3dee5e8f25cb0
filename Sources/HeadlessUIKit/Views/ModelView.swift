import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view in the headless stage's model of UIKit: a name, a state, a hidden flag, an optional
/// shared-element identifier, and subviews. Frames are in the superview's coordinates, as in UIKit.
@MainActor
public final class ModelView {
    /// What the view is ("window", "container", "presenting", "presented", "dimming", "snapshot",
    /// "element:<id>", or a name given to content).
    public let name: String
    /// The view's frame, alpha, transform and corner radius: the model value, as `UIView`'s
    /// properties (the layer's model layer). Inside a property animator's animation block a change
    /// is also captured as an animation (``presentationState`` then moves from the old value to
    /// this one); anywhere else it shows at once.
    public var state: ViewState {
        didSet {
            AnimationTransaction.viewDidChange(self, from: oldValue)
            autoresizeSubviews(from: oldValue.frame.size)
        }
    }
    /// The animations running on the view (see ``presentationState``).
    var presentationAnimations: [PresentationAnimation] = []
    /// Whether the view is hidden (`isHidden`).
    public var isHidden = false
    /// The identifier that matches it with a view on the other screen (a shared element).
    public var identifier: String?
    /// The region the view marks when it stands for views drawn by another (SwiftUI's
    /// `stagehandIdentifier(_:)` on a phone: a transparent view behind the named SwiftUI view).
    package var identifiedRegion: IdentifiedRegion?
    /// What the renderer draws inside it.
    public var content: ModelContent
    /// The size its content was laid out at, when it differs from its bounds (a snapshot is a picture
    /// of another view, stretched to its own bounds); nil for the view's own size.
    public var contentSize: CGSize?
    /// The views inside it, bottom to top.
    public private(set) var subviews: [ModelView] = []
    /// The view it is inside.
    public private(set) weak var superview: ModelView?
    /// The controller whose root view this is (UIKit's private link from a controller's view to its
    /// controller, which appearance forwarding and the hierarchy check of rule 63 read).
    weak var owningController: ModelViewController?
    /// Whether the view takes touches (`isUserInteractionEnabled`); when false, hit testing skips
    /// it and its subviews.
    public var isUserInteractionEnabled = true
    /// Whether the view grows and shrinks with its superview (`autoresizingMask` of flexible width
    /// and height), as a controller's root view and a transition container do.
    public var autoresizesFlexibleSize = false
    /// The view's safe-area insets (`safeAreaInsets`), set by the headless UIKit on the window and
    /// the transition containers.
    public var safeAreaInsets: Insets = .zero
    /// What a tap on the view does: setting it puts a ``HeadlessTapGestureRecognizer`` on the view
    /// that calls it (nil takes it off), so touches reach it as they reach any recognizer.
    public var tapHandler: (@MainActor () -> Void)? {
        didSet { tapHandlerDidChange() }
    }
    /// The view's gesture recognizers, hit-testing hooks and scroll state (`ModelView+Touches.swift`).
    let interaction = ModelViewInteraction()
    /// Whether the view is marked for layout (rule 34): a new view is, and so is a view whose
    /// subviews change; ``setNeedsLayout()`` marks it and its layout pass clears it. (A change of
    /// its size marks it too: the headless UIKit compares sizes at its passes.)
    public internal(set) var needsLayout = true
    /// The headless UIKit whose window this view is (nil for every other view): where
    /// ``layoutIfNeeded()`` finds the layout pass.
    weak var layoutHost: HeadlessUIKit?
    /// Whether the view clips its content to its bounds (`clipsToBounds`). The renderer clips any
    /// view with a corner radius, as Stagehand's views always clip when rounded.
    public var clipsToBounds = false
    /// The shadow the view's layer casts (`CALayer`'s `shadowColor`, `shadowOpacity`,
    /// `shadowRadius` and `shadowOffset`), nil for none; the renderer draws it under the view.
    public var shadow: Shadow?
    /// The corners its corner radius rounds (`CALayer.maskedCorners`): all four by default.
    package var roundedCorners: RoundedCorners = .all
    /// The view that shows this view's corners (the presented wrapper's clip view), if another does.
    package weak var cornerView: ModelView?
    /// The margins that grow and shrink with the superview (`autoresizingMask`'s flexible left, top,
    /// right and bottom margins), the view's size kept: a view whose flexible margins are both
    /// sides of an axis keeps its place between them in proportion (centred stays centred).
    public var flexibleMargins: Set<ScreenEdge> = []
    /// The visual effect view of a dimming view that blurs (`UIVisualEffectView`), held apart from
    /// the subviews: its alpha stands for the effect, 0 for none and 1 for the blur, and changes only
    /// through the property animator that animates it (rule 45). Nil for every other view.
    public internal(set) var visualEffect: ModelView?
    /// The blur a dimming view shows now, 0 (none) to 1 (full), as its effect's animation has it;
    /// nil when the view does not blur.
    public var blurAmount: Double? { visualEffect.map { $0.presentationState.alpha } }
    /// Whether VoiceOver ignores the view's siblings (`accessibilityViewIsModal`).
    public var accessibilityViewIsModal = false
    /// What VoiceOver's escape gesture (two-finger Z) does on this view
    /// (`accessibilityPerformEscape()`): whether it dismissed something; nil for UIKit's default,
    /// false. ``HeadlessUIKit/performAccessibilityEscape(from:)`` asks the view and its superviews in
    /// turn, as VoiceOver does.
    public var accessibilityEscape: (@MainActor () -> Bool)?
    /// The height the view's Auto Layout constraints need at a width: a label that wraps, a stack of
    /// rows, a hosting controller's SwiftUI content. Nil for a view whose constraints do not decide
    /// its height; ``systemLayoutSizeFitting(width:)`` then answers its current height, one reading
    /// of what UIKit does (rule 49 leaves it unknown; Stagehand treats every reading alike).
    public var fittingHeight: (@MainActor (_ width: Double) -> Double)?
    /// How many times ``systemLayoutSizeFitting(width:)`` was asked: Auto Layout's measurement is
    /// costly on a phone, so tests count it.
    public private(set) var fittingMeasurements = 0
    /// Whether VoiceOver reads the view as one element (`isAccessibilityElement`).
    public var isAccessibilityElement = false
    /// What VoiceOver reads for the view (`accessibilityLabel`).
    public var accessibilityLabel: String?
    /// What the view is to VoiceOver (`accessibilityTraits`).
    public var accessibilityTraits: ModelAccessibilityTraits = []
    /// What VoiceOver's activation (a double tap) does on the view (`accessibilityActivate()`):
    /// whether it acted; nil for UIKit's default, a tap at the view's activation point.
    public var accessibilityActivate: (@MainActor () -> Bool)?
    /// The custom actions set on the view, when no provider answers for it.
    var storedAccessibilityCustomActions: [ModelAccessibilityCustomAction] = []
    /// Answers ``accessibilityCustomActions`` each time it is read, as a `UIView` subclass
    /// overriding its getter does (Stagehand's presented wrapper lists what applies now).
    var accessibilityCustomActionsProvider: (@MainActor () -> [ModelAccessibilityCustomAction])?

    /// Creates a view.
    public init(
        name: String, state: ViewState = ViewState(frame: .zero), identifier: String? = nil,
        content: ModelContent = .none
    ) {
        self.name = name
        self.state = state
        self.identifier = identifier
        self.content = content
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel)` at `width` (rule 49): `width` by ``fittingHeight`` at that width, or by
    /// the view's current height when it has none.
    public func systemLayoutSizeFitting(width: Double) -> CGSize {
        fittingMeasurements += 1
        return CGSize(width: width, height: fittingHeight?(width) ?? Double(state.frame.height))
    }

    /// A change of size stretches the subviews that grow and shrink with this view
    /// (``autoresizesFlexibleSize``, UIKit's flexible width and height) by as much, as UIKit's
    /// autoresizing does whenever a view's bounds change.
    private func autoresizeSubviews(from oldSize: CGSize) {
        let dw = state.frame.width - oldSize.width
        let dh = state.frame.height - oldSize.height
        guard dw != 0 || dh != 0 else { return }
        for subview in subviews where subview.autoresizesFlexibleSize {
            var next = subview.state.frame
            next.size.width = max(0, next.width + dw)
            next.size.height = max(0, next.height + dh)
            subview.state.frame = next
        }
        for subview in subviews where !subview.flexibleMargins.isEmpty && !subview.autoresizesFlexibleSize {
            var next = subview.state.frame
            next.origin.x += Self.leadingShare(
                of: dw, leading: subview.flexibleMargins.contains(.left),
                trailing: subview.flexibleMargins.contains(.right), before: Double(next.minX),
                after: Double(oldSize.width - next.maxX))
            next.origin.y += Self.leadingShare(
                of: dh, leading: subview.flexibleMargins.contains(.top),
                trailing: subview.flexibleMargins.contains(.bottom), before: Double(next.minY),
                after: Double(oldSize.height - next.maxY))
            subview.state.frame = next
        }
    }

    /// How far a view of fixed size moves along an axis whose length changed by `delta`: all of it
    /// with only the leading margin flexible, none with only the trailing one, and with both, the
    /// leading margin's share of the two (half each when they are not both positive).
    private static func leadingShare(
        of delta: CGFloat, leading: Bool, trailing: Bool, before: Double, after: Double
    ) -> CGFloat {
        guard leading else { return 0 }
        guard trailing else { return delta }
        let share = before > 0 && after > 0 ? before / (before + after) : 0.5
        return delta * CGFloat(share)
    }

    /// Adds `view` on top (moving it from its current superview).
    public func addSubview(_ view: ModelView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` directly above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: ModelView, aboveSubview sibling: ModelView) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range), moving it from its current superview.
    /// A child controller's root view checks its place and hears its appearance callbacks as it
    /// enters or leaves the window (rules 63 and 64).
    public func insertSubview(_ view: ModelView, at index: Int) {
        let moves = WindowMove.moves(of: view, into: self)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        needsLayout = true
        for move in moves { move.finish() }
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: ModelView, belowSubview sibling: ModelView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Takes the view out of its superview (a child controller's root view leaving the window hears
    /// its appearance callbacks, rule 64).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let moves = WindowMove.moves(of: self, into: nil)
        detachFromSuperview()
        for move in moves { move.finish() }
    }

    /// Takes the view out of its superview, telling no controller.
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.needsLayout = true
    }

    /// The first view in this tree (itself included, depth first) carrying `identifier`.
    public func descendant(withIdentifier identifier: String) -> ModelView? {
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.descendant(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Every view in this tree with an identifier, depth first.
    public var identifiedDescendants: [ModelView] {
        (identifier == nil ? [] : [self]) + subviews.flatMap(\.identifiedDescendants)
    }

    /// This view's frame in the coordinates of `ancestor` (transforms are not applied: frames are
    /// measured at rest, as a transition measures them before it starts). A scroll view on the way
    /// shifts it by its content offset (``boundsOrigin``), as in UIKit.
    public func frame(in ancestor: ModelView?) -> CGRect {
        var frame = state.frame
        var current = superview
        while let view = current, view !== ancestor {
            let origin = view.boundsOrigin
            frame = frame.offsetBy(dx: view.state.frame.minX - origin.x, dy: view.state.frame.minY - origin.y)
            current = view.superview
        }
        return frame
    }

    /// Whether this view or one of its ancestors is hidden.
    public var isHiddenInHierarchy: Bool {
        var current: ModelView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}

/// What a model view shows, for the renderer: simple, iOS-like mock content drawn from rounded
/// rectangles and circles (text is drawn as bars, like a skeleton screen).
public enum ModelContent: Sendable, Hashable {
    /// Nothing drawn: a plain container.
    case none
    /// A flat colour.
    case color(RGBAColor)
    /// A dimming backdrop: its colour, lightened as frosted glass when it blurs.
    case dimming(Dimming)
    /// A list screen: a status bar, a navigation bar with a large title and row text; the rows'
    /// avatars are subviews of their own. `safeTop` is the height of the status bar area.
    case listScreen(title: String, safeTop: Double)
    /// A detail screen: a navigation bar with a back button, a title and paragraphs under a header
    /// with a large avatar of `avatar`'s colour (nil when the avatar is a subview of its own, as a
    /// shared element is).
    case detailScreen(title: String, safeTop: Double, avatar: RGBAColor? = nil)
    /// A card or sheet: a grabber, a title and rows of icons and text.
    case card(title: String)
    /// A side menu: a header and menu items.
    case menu(title: String, safeTop: Double)
    /// An alert: a title, a message and two buttons.
    case alert(title: String)
    /// A round (or rounded, by its corner radius) avatar of a colour.
    case avatar(RGBAColor)
}
