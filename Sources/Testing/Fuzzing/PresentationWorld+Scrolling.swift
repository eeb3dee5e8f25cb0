import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list at the top of the detail's view, and fingers that land on it: on a card with several
/// detents its drags go through Stagehand's scroll hand-off, which grows the card before the list
/// scrolls (Apple's `prefersScrollingExpandsWhenScrolledToEdge`), scrolls the list back to its top
/// before the card moves down, and leaves a fling in a scrolled list to the list. The list is a
/// 60-point band, above the middle of every presented view the other drags start from, so they are
/// as they were. Every promise the world checks holds after these drags too, the detents' included:
/// the card rests at the detent the app was told of, each change the person made reported once.
extension PresentationWorld {
    /// The list's frame in the detail's view, and its content's height.
    static let feedFrame = CGRect(x: 0, y: 0, width: 300, height: 60)
    static let feedContentHeight = 1_000.0

    /// Puts the list on `detail`'s view.
    static func addFeed(to detail: ModelViewController) {
        let feed = ModelView(name: "feed", state: ViewState(frame: feedFrame))
        feed.scroll = ModelScrollState(
            contentSize: CGSize(width: feedFrame.width, height: feedContentHeight))
        detail.view.addSubview(feed)
    }

    /// The detail's list.
    var feed: ModelView? { detail.view.subviews.first { $0.name == "feed" } }

    /// The middle of the detail's list in the window, where a finger lands on it: on a card with
    /// several detents at rest, nothing over it, where the touch reaches the list (hit testing).
    var feedStart: CGPoint? {
        guard canChangeDetent, over == nil, let feed, system.isInWindow(feed) else { return nil }
        let frame = feed.hitTestFrame(in: system.window)
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard system.window.state.frame.contains(point), system.hitTest(point)?.isInside(feed) == true
        else { return nil }
        return point
    }

    /// Whether a finger can land on the detail's list (``feedStart``) with none down already.
    var canPutFingerDownOnFeed: Bool { finger == nil && feedStart != nil }

    /// A finger lands on the detail's list and moves UIKit's 10 pt of slop towards the dismissal
    /// edge, as ``fingerDown()`` on the middle of the view.
    func fingerDownOnFeed() -> String? {
        guard finger == nil, let start = feedStart else { return nil }
        return fingerDown(at: start).map { _ in "finger down on the list" }
    }

    /// A whole drag on the detail's list, along the card's drag, through `moves`, released at
    /// `velocity`.
    func dragOnFeed(through moves: [Double], velocity: Double) -> String? {
        guard finger == nil, let start = feedStart, let stagehand else { return nil }
        guard stagehand.drag(from: start, along: .vertical, through: moves, velocity: velocity) else {
            problem = "drag: a finger on the list of the card at rest did not reach it"
            return "drag on the list"
        }
        return "drag on the list(\(moves.map { Int($0) }), \(Int(velocity)))"
    }
}
