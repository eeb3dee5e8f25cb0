import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll-view part of a model view (`UIScrollView`): content size, insets, offset, its own pan
/// gesture recognizer that scrolls the content, and deceleration after a fling on the virtual clock.
///
/// Attach it with ``ModelView/scroll``. The view's bounds origin is then the content offset
/// (``ModelView/boundsOrigin``), so the subviews move as it scrolls.
///
/// **Dragging.** ``panGestureRecognizer`` begins only along an axis the view scrolls (UIKit 26.1's
/// pan asks its scroll view, `_shouldBeginHorizontally:vertically:withEvent:`): along the vertical
/// axis when the content with its adjusted insets is taller than the view or ``alwaysBounceVertical``,
/// likewise horizontally. A drag across the axes it scrolls never begins it, so a deeper or an
/// ancestor's pan can take that drag. While dragging, each move shifts the offset by the change in
/// the pan's translation (so an offset set from outside mid-drag, as a sheet pins its scroll view,
/// holds and the drag goes on from it); past the content's edges the offset is rubber-banded
/// (StagehandCore's `GesturePhysics.rubberBand(offset:dimension:coefficient:)`) when ``bounces``,
/// else clamped.
/// A finger landing on the view stops a deceleration at once, and ``isTracking`` is true while it is
/// down (`UIScrollView.h` lines 120–122).
///
/// **Deceleration** (after the finger lifts with velocity `v`, the pan's velocity reversed, in points
/// per second): the velocity keeps ``decelerationRate`` of itself each millisecond, as
/// `UIScrollView.DecelerationRate` is defined, so `t` milliseconds after the lift the offset is
/// `o₀ + v/1000 · r(1 − rᵗ)/(1 − r)` and comes to rest at
/// `GesturePhysics.project(position:velocity:rate:)`.
/// It stops when less than half a point remains (then snapped to the rest; UIKit's threshold is
/// **unknown**) or at an edge of the content (clamped; UIKit's bounce there is not modelled). A drag
/// released past an edge returns to it at once (UIKit animates that bounce; not modelled).
///
/// **Stopping.** ``setContentOffset(_:animated:)`` without animation stops any deceleration or
/// scrolling animation (Stagehand relies on this to stop a scroll view it hands a drag to). Assigning
/// ``contentOffset`` moves the content but lets a deceleration go on from the new offset: whether
/// UIKit's plain setter stops a deceleration is **unknown**, and this reading never hides a missing
/// stop.
@MainActor
public final class ModelScrollState: HeadlessTicking {
    /// How the safe area joins the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
        /// The safe area is added on the axes the view scrolls (UIKit's `.automatic`, modelled as
        /// `.scrollableAxes`: there are no navigation controllers here).
        case automatic
        /// The safe area is added on the axes the view scrolls.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// How long an animated ``setContentOffset(_:animated:)`` takes, in seconds. UIKit animates "at
    /// constant velocity" (`UIScrollView.h` line 107) over a duration it does not publish (**unknown**).
    public static let scrollAnimationDuration = 0.3

    /// The scroll view (the model view this state is attached to).
    public private(set) weak var view: ModelView?
    /// The pan that scrolls the content (`panGestureRecognizer`), on ``view``.
    public let panGestureRecognizer: HeadlessPanGestureRecognizer
    /// The size of the content (`contentSize`).
    public var contentSize: CGSize
    /// Extra room around the content (`contentInset`).
    public var contentInset: Insets
    /// How the safe area joins the inset (`contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// How quickly a fling slows down (`decelerationRate`, `.normal` by default).
    public var decelerationRate: DecelerationRate = .normal
    /// Whether a drag may go past the content's edges, resisting (`bounces`, default true).
    public var bounces = true
    /// Whether the view scrolls vertically even when the content fits (`alwaysBounceVertical`).
    public var alwaysBounceVertical = false
    /// Whether the view scrolls horizontally even when the content fits (`alwaysBounceHorizontal`).
    public var alwaysBounceHorizontal = false
    /// Whether the user can scroll (`isScrollEnabled`): the pan's ``HeadlessGestureRecognizer/isEnabled``.
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether a finger is down on the view (`isTracking`); it may not be dragging yet.
    public private(set) var isTracking = false
    /// Whether the user is scrolling the content (`isDragging`).
    public private(set) var isDragging = false
    /// Whether the content still moves after the finger lifted (`isDecelerating`).
    public private(set) var isDecelerating = false

    /// How far the content is scrolled (`contentOffset`): the bounds origin. Assigning it moves the
    /// content at once; a drag goes on from it and a deceleration too (see the type's documentation).
    public var contentOffset: CGPoint {
        didSet { contentOffsetDidChange(from: oldValue) }
    }

    private var isApplying = false
    private var dragOrigin = CGPoint.zero
    private var dragTranslation = CGPoint.zero
    private var motion: Motion?
    private var isTicking = false

    /// A deceleration or an animated scroll under way.
    private enum Motion {
        case decelerating(start: Double, origin: CGPoint, velocity: CGPoint)
        case scrolling(start: Double, from: CGPoint, to: CGPoint)
    }

    /// Creates the scroll state of a view with `contentSize`, `contentInset` and `contentOffset`.
    public init(contentSize: CGSize = .zero, contentInset: Insets = .zero, contentOffset: CGPoint = .zero) {
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        pan.scroll = self
        pan.addTarget { [weak self] pan in self?.handlePan(pan) }
    }

    func attach(to view: ModelView) {
        self.view = view
        if panGestureRecognizer.name == nil { panGestureRecognizer.name = "\(view.name) scroll" }
        view.addGestureRecognizer(panGestureRecognizer)
    }

    func detach() {
        view?.removeGestureRecognizer(panGestureRecognizer)
        view = nil
    }

    // MARK: Geometry

    /// The inset the content is laid out with (`adjustedContentInset`): ``contentInset`` plus the
    /// view's safe area where ``contentInsetAdjustmentBehavior`` says.
    public var adjustedContentInset: Insets {
        let safe = view?.safeAreaInsets ?? .zero
        var inset = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = Self.scrolls(
                content: contentSize.height, before: contentInset.top + contentInset.bottom,
                viewLength: viewSize.height, always: alwaysBounceVertical)
            horizontal = Self.scrolls(
                content: contentSize.width, before: contentInset.left + contentInset.right,
                viewLength: viewSize.width, always: alwaysBounceHorizontal)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    private var viewSize: CGSize { view?.state.frame.size ?? .zero }

    private static func scrolls(content: CGFloat, before inset: Double, viewLength: CGFloat, always: Bool)
        -> Bool
    {
        always || Double(content) + inset > Double(viewLength)
    }

    /// Whether the view scrolls vertically: the content with its adjusted insets is taller than the
    /// view, or ``alwaysBounceVertical``.
    public var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return Self.scrolls(
            content: contentSize.height, before: inset.top + inset.bottom, viewLength: viewSize.height,
            always: alwaysBounceVertical)
    }

    /// Whether the view scrolls horizontally.
    public var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return Self.scrolls(
            content: contentSize.width, before: inset.left + inset.right, viewLength: viewSize.width,
            always: alwaysBounceHorizontal)
    }

    /// The smallest content offset at rest: minus the adjusted top and left insets.
    public var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset at rest: the content's far edge, plus the inset, at the view's far
    /// edge (never less than ``minimumContentOffset``).
    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + CGFloat(inset.right) - viewSize.width),
            y: max(minimum.y, contentSize.height + CGFloat(inset.bottom) - viewSize.height))
    }

    // MARK: Setting the offset

    /// Sets the offset (`setContentOffset(_:animated:)`). Without animation it stops any deceleration
    /// or animated scroll; with animation the content moves at constant speed over
    /// ``scrollAnimationDuration`` on the virtual clock. The clock is the system whose touches the
    /// view (or an ancestor) last received; before any touch none is known and the offset is set at
    /// once.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated, let system = panGestureRecognizer.system ?? view.flatMap(Self.system(of:)) {
            isDecelerating = false
            motion = .scrolling(start: system.time, from: contentOffset, to: offset)
            startTicking(on: system)
        } else {
            motion = nil
            isDecelerating = false
            contentOffset = offset
        }
    }

    private func contentOffsetDidChange(from old: CGPoint) {
        guard !isApplying else { return }
        if isDragging {
            dragOrigin = contentOffset
            dragTranslation = panGestureRecognizer.translation(in: view)
        }
        if case .decelerating(let start, let origin, let velocity) = motion {
            let shifted = CGPoint(
                x: origin.x + contentOffset.x - old.x, y: origin.y + contentOffset.y - old.y)
            motion = .decelerating(start: start, origin: shifted, velocity: velocity)
        }
    }

    private func apply(_ offset: CGPoint) {
        isApplying = true
        contentOffset = offset
        isApplying = false
    }

    // MARK: The pan

    /// A finger landed on the view: tracking starts and a deceleration stops where it is.
    func touchDidLand() {
        isTracking = true
        if case .decelerating = motion {
            motion = nil
            isDecelerating = false
        }
    }

    /// The pan was reset: no finger tracks the view any more.
    func panDidReset() {
        isTracking = false
    }

    private func handlePan(_ pan: HeadlessPanGestureRecognizer) {
        switch pan.state {
        case .began:
            motion = nil
            isDecelerating = false
            isDragging = true
            dragOrigin = contentOffset
            dragTranslation = pan.translation(in: view)
        case .changed:
            let translation = pan.translation(in: view)
            var offset = contentOffset
            if scrollsHorizontally {
                offset.x = banded(
                    dragOrigin.x - (translation.x - dragTranslation.x), minimumContentOffset.x,
                    maximumContentOffset.x,
                    viewSize.width)
            }
            if scrollsVertically {
                offset.y = banded(
                    dragOrigin.y - (translation.y - dragTranslation.y), minimumContentOffset.y,
                    maximumContentOffset.y,
                    viewSize.height)
            }
            apply(offset)
        case .ended:
            isDragging = false
            let velocity = pan.velocity(in: view)
            release(
                velocity: CGPoint(
                    x: scrollsHorizontally ? -velocity.x : 0, y: scrollsVertically ? -velocity.y : 0))
        case .cancelled:
            isDragging = false
            release(velocity: .zero)
        default:
            break
        }
    }

    private func banded(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
        if value < low {
            guard bounces else { return low }
            return low
                - CGFloat(GesturePhysics.rubberBand(offset: Double(low - value), dimension: Double(length)))
        }
        if value > high {
            guard bounces else { return high }
            return high
                + CGFloat(GesturePhysics.rubberBand(offset: Double(value - high), dimension: Double(length)))
        }
        return value
    }

    /// The finger lifted: back inside the content at once, or decelerate.
    private func release(velocity: CGPoint) {
        let clamped = clamp(contentOffset)
        guard clamped == contentOffset else {
            apply(clamped)
            return
        }
        guard velocity != .zero, let system = panGestureRecognizer.system else { return }
        motion = .decelerating(start: system.time, origin: contentOffset, velocity: velocity)
        isDecelerating = true
        startTicking(on: system)
    }

    private func clamp(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: The clock

    private func startTicking(on system: HeadlessUIKit) {
        guard !isTicking else { return }
        isTicking = true
        system.addTicker(self)
    }

    private static func system(of view: ModelView) -> HeadlessUIKit? {
        var current: ModelView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers {
                if let system = recognizer.system { return system }
            }
            current = candidate.superview
        }
        return nil
    }

    /// Moves a deceleration or an animated scroll to `time`; returns false once it is over.
    public func tick(to time: Double) -> Bool {
        switch motion {
        case .decelerating(let start, let origin, let velocity):
            let rate = decelerationRate.rawValue
            let decay = pow(rate, max(0, time - start) * 1000)
            let travelled = rate * (1 - decay) / (1 - rate) / 1000
            let remaining = rate * decay / (1 - rate) / 1000
            let next = CGPoint(
                x: origin.x + velocity.x * CGFloat(travelled), y: origin.y + velocity.y * CGFloat(travelled))
            let clamped = clamp(next)
            let rest =
                abs(Double(velocity.x) * remaining) < 0.5 && abs(Double(velocity.y) * remaining) < 0.5
            if clamped != next || rest {
                let final =
                    rest
                    ? clamp(
                        CGPoint(
                            x: origin.x + velocity.x * CGFloat(rate / (1 - rate) / 1000),
                            y: origin.y + velocity.y * CGFloat(rate / (1 - rate) / 1000))) : clamped
                apply(final)
                motion = nil
                isDecelerating = false
            } else {
                apply(next)
            }
        case .scrolling(let start, let from, let to):
            let progress = min(1, max(0, (time - start) / Self.scrollAnimationDuration))
            apply(
                CGPoint(
                    x: from.x + (to.x - from.x) * CGFloat(progress),
                    y: from.y + (to.y - from.y) * CGFloat(progress)))
            if progress >= 1 { motion = nil }
        case nil:
            break
        }
        isTicking = motion != nil
        return isTicking
    }
}

/// A scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer`): it begins only along an axis
/// its scroll view scrolls, and a finger landing on it stops a deceleration.
@MainActor
final class ScrollViewPanGestureRecognizer: HeadlessPanGestureRecognizer {
    weak var scroll: ModelScrollState?

    override func shouldBegin(horizontally: Bool, vertically: Bool) -> Bool {
        guard let scroll else { return false }
        return (horizontally && scroll.scrollsHorizontally) || (vertically && scroll.scrollsVertically)
    }

    override func touchesBegan(_ began: [HeadlessTouch]) {
        scroll?.touchDidLand()
        super.touchesBegan(began)
    }

    override func reset() {
        super.reset()
        scroll?.panDidReset()
    }
}
