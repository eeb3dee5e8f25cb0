import Foundation

/// A card's selected detent, as `UISheetPresentationController`'s `selectedDetentIdentifier` is:
/// which detent the app's sets move the card to and how, which changes the person made and the app
/// is told of (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`), and where VoiceOver's
/// actions move it. ``PresentationDriver`` holds one and carries out what it answers.
///
/// - An app's set names a detent of the card, or is ignored (the clamp: a detent the card does not
///   have, or a card with no detents). Before the presentation begins, the presentation starts at
///   it; while it presents, the presentation turns to come to rest at it; at rest, the card moves
///   there outside any transition, at once, or with the release spring when animated. While a
///   finger holds the card or the presentation is leaving, the set is ignored: the finger (or the
///   dismissal) has the card.
/// - The person's changes (a drag released at another detent, a drag below the lowest detent whose
///   dismissal was cancelled, a VoiceOver action) are reported once each, when the card is at rest
///   at a detent other than the one the app last knew of; an app's own sets are never reported.
package struct DetentSelection: Sendable, Equatable {
    /// Where the presentation is, for a detent change.
    package enum Situation: Sendable, Equatable {
        /// Not presenting yet: the presentation starts at the detent.
        case beforePresenting
        /// The presentation transition is under way: it comes to rest at the detent.
        case presenting
        /// Presented, no transition, no finger: the card moves now.
        case atRest
        /// A finger holds the card: the finger has it.
        case dragging
        /// Dismissing, dismissed, or a dismissal asked for: nothing moves.
        case leaving
    }

    /// What the driver does for a change of detent.
    package enum Move: Sendable, Equatable {
        /// Nothing.
        case none
        /// The presentation, not begun yet, starts at the detent of this index.
        case startsAt(Int)
        /// The presentation under way turns to come to rest at the detent of this index.
        case retargets(Int)
        /// The card shows the detent of this index at once, without animation.
        case jumps(Int)
        /// The card springs to the detent of this index with the release spring, from where it is.
        case animates(Int)
    }

    /// The card's detents, in the transition's order.
    package let detents: [Detent]
    /// The index of the detent the app knows the card to be at: the first detent, the app's last
    /// set, or the person's last change reported.
    package private(set) var known = 0

    /// A selection among `detents`, at the first.
    package init(detents: [Detent]) {
        self.detents = detents
    }

    /// The index of `detent` among the card's detents (the first equal one); nil when the card does
    /// not have it.
    package func index(of detent: Detent) -> Int? {
        detents.firstIndex(of: detent)
    }

    /// The app sets the selected detent to `detent` in `situation`, animated or not: what the driver
    /// does. A set that moves something makes `detent` the one the app knows of.
    package mutating func appSelects(_ detent: Detent, in situation: Situation, animated: Bool) -> Move {
        guard let index = index(of: detent) else { return .none }
        let move: Move
        switch situation {
        case .beforePresenting: move = .startsAt(index)
        case .presenting: move = .retargets(index)
        case .atRest: move = animated ? .animates(index) : .jumps(index)
        case .dragging, .leaving: move = .none
        }
        if move != .none { known = index }
        return move
    }

    /// The card is at rest at the detent of `index` after something the person did: the index to
    /// report to the app when it is not the one the app knows of (which it becomes), nil otherwise.
    package mutating func personSettled(at index: Int) -> Int? {
        guard detents.indices.contains(index), index != known else { return nil }
        known = index
        return index
    }

    /// The index of the detent whose height (in `heights`) is nearest `height`, the first of equals;
    /// 0 without detents.
    package static func nearest(to height: Double, heights: [Double]) -> Int {
        var best = 0
        for (index, candidate) in heights.enumerated()
        where abs(candidate - height) < abs(heights[best] - height) {
            best = index
        }
        return best
    }

    /// The detents next to the one of `index` by height (`heights` are the detents' heights, in the
    /// same order): the shortest of the taller ones and the tallest of the shorter ones, nil where
    /// there is none. Detents of equal height are neither (there is nowhere to move).
    package static func neighbours(of index: Int, heights: [Double]) -> (taller: Int?, shorter: Int?) {
        guard heights.indices.contains(index) else { return (nil, nil) }
        let height = heights[index]
        var taller: Int?
        var shorter: Int?
        for (candidate, other) in heights.enumerated() {
            if other > height, taller.map({ other < heights[$0] }) ?? true { taller = candidate }
            if other < height, shorter.map({ other > heights[$0] }) ?? true { shorter = candidate }
        }
        return (taller, shorter)
    }

    /// What VoiceOver says a card rests at once an action moved it there: "Medium", "Large",
    /// "Fitted", a percentage of the available height, a height in points, or a custom detent's
    /// identifier.
    package static func spokenName(of detent: Detent) -> String {
        switch detent {
        case .large: return "Large"
        case .fitted: return "Fitted"
        case .fraction(let fraction) where fraction == 0.5: return "Medium"
        case .fraction(let fraction): return "\(Int((fraction * 100).rounded())) percent"
        case .points(let points): return "\(Int(points.rounded())) points"
        case .custom(let resolver): return resolver.identifier
        }
    }
}

/// One of VoiceOver's custom actions on a presentation (`UIAccessibilityCustomAction`): move a card
/// to the next taller or shorter detent, or dismiss.
package struct PresentationAccessibilityAction: Sendable, Equatable {
    /// What it does.
    package enum Kind: Sendable, Equatable {
        /// Moves the card to the taller detent of this index.
        case expand(to: Int)
        /// Moves the card to the shorter detent of this index.
        case collapse(to: Int)
        /// Asks for a user dismissal.
        case dismiss
    }

    /// What it does.
    package var kind: Kind

    /// The name VoiceOver reads: "Expand", "Collapse" or "Dismiss".
    package var name: String {
        switch kind {
        case .expand: "Expand"
        case .collapse: "Collapse"
        case .dismiss: "Dismiss"
        }
    }

    /// The actions a presentation at rest offers: for a card with several detents, "Expand" and
    /// "Collapse" where a taller or shorter detent is; "Dismiss" when `behavior` lets the person
    /// dismiss it (a drag, a tap on the dimming or outside).
    ///
    /// - Parameters:
    ///   - detent: the index of the detent the card rests at.
    ///   - heights: the heights of the card's detents (empty for a presentation without detents).
    ///   - behavior: the presentation's behaviour.
    package static func actions(detent: Int, heights: [Double], behavior: PresentationBehavior) -> [Self] {
        let dismissible =
            behavior.isInteractivelyDismissible || behavior.dismissesOnBackgroundTap
            || (behavior.dimming == nil && behavior.backgroundInteraction == .dismiss)
        var actions: [Self] = []
        if heights.count > 1 {
            let (taller, shorter) = DetentSelection.neighbours(of: detent, heights: heights)
            if let taller { actions.append(Self(kind: .expand(to: taller))) }
            if let shorter { actions.append(Self(kind: .collapse(to: shorter))) }
        }
        if dismissible { actions.append(Self(kind: .dismiss)) }
        return actions
    }

    /// The dimming view's accessibility label: "Dismiss", a button, exactly when a tap on it
    /// dismisses; nil (not an accessibility element) otherwise.
    package static func dimmingLabel(dismissesOnTap: Bool) -> String? {
        dismissesOnTap ? "Dismiss" : nil
    }

    /// Whether the presented view is modal for VoiceOver (`accessibilityViewIsModal`): unless the
    /// screen below stays live, a presentation without dimming that lets touches through
    /// (``BackgroundInteraction/passThrough``) and does not cover the container at rest.
    ///
    /// - Parameters:
    ///   - backgroundInteraction: what a touch outside the presented views does, nil with a dimming.
    ///   - coversContainer: whether the presentation covers the container at rest.
    package static func isModal(backgroundInteraction: BackgroundInteraction?, coversContainer: Bool) -> Bool
    {
        backgroundInteraction != .passThrough || coversContainer
    }
}
