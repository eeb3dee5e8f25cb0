import Foundation

/// What a card does that Apple's sheets do (`UISheetPresentationController`'s options), as
/// modifiers of the transition.
extension StagehandTransition {
    /// The same transition with a drag in the card's scrolled-to-top list growing the card first or
    /// only scrolling, as `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`.
    ///
    /// With `true` (the default), a drag up that begins in the content's scroll view while it is
    /// scrolled to its top, on a card below its highest detent, grows the card to that detent first
    /// and then scrolls the list, in one movement; the release settles the card at the detent its
    /// speed reaches. With `false`, the same drag scrolls the list and the card keeps its height
    /// (a drag on the card outside the list still moves it). A drag down always scrolls the list back
    /// to its top before it lowers the card, and a drag that ends with the list scrolled from its top
    /// leaves the card at its detent and lets the list decelerate.
    ///
    /// ```swift
    /// let browser = StagehandTransition.card(detents: [.medium, .large])
    ///     .prefersScrollingExpandsWhenScrolledToEdge(false)  // the list scrolls at .medium too
    /// ```
    ///
    /// A card with one detent, and the other transitions, have nothing to grow to: the option
    /// changes nothing there.
    public func prefersScrollingExpandsWhenScrolledToEdge(_ expands: Bool) -> StagehandTransition {
        var copy = self
        copy.prefersScrollingExpandsWhenScrolledToEdge = expands
        return copy
    }

    /// The same transition with the screen below left clear and live while the card rests at
    /// `detent` or lower, as `UISheetPresentationController.largestUndimmedDetentIdentifier`.
    ///
    /// At `detent` and below, the dimming is clear, touches outside the card reach the presenting
    /// screen as if the card were not there, and VoiceOver reaches that screen too (the card is not
    /// modal). From the next taller detent up, the dimming shows in full, takes the touches outside
    /// the card (a tap dismisses when ``dismissesOnBackgroundTap(_:)`` says so), and the card is
    /// modal for VoiceOver. Between the two, while a drag or a detent change moves the card, the
    /// dimming fades in proportion to the card's height.
    ///
    /// ```swift
    /// let maps = StagehandTransition.card(detents: [.medium, .large])
    ///     .largestUndimmedDetent(.medium)  // the map stays live under the card at .medium
    /// ```
    ///
    /// As Apple's sheets, `nil` (the default) or a detent the card does not have dims at every
    /// detent. A card has no dimming of its own: this gives one without a dimming
    /// ``Dimming/standard``, so that the taller detents dim as Apple's sheets do; the other
    /// transitions have no detents, and this changes nothing there.
    public func largestUndimmedDetent(_ detent: Detent?) -> StagehandTransition {
        var copy = self
        copy.largestUndimmedDetent = detent
        if detent != nil, kind == .card, copy.dimming == nil { copy.dimming = .standard }
        return copy
    }

    /// The same transition with a grabber on the presented view, or without, as
    /// `UISheetPresentationController.prefersGrabberVisible` (false by default).
    ///
    /// The grabber is a 36 by 5 point rounded bar, 5 points in from the edge across from the one the
    /// view came in from, centred along it: at the top of a card or of a drawer from the bottom, at
    /// the right of a drawer from the left. It shows where to pull and takes no touches itself: a
    /// drag on it is a drag on the card. VoiceOver moves the card with its "Expand" and "Collapse"
    /// actions instead.
    ///
    /// ```swift
    /// let sheet = StagehandTransition.card(detents: [.medium, .large]).prefersGrabberVisible(true)
    /// ```
    public func prefersGrabberVisible(_ visible: Bool) -> StagehandTransition {
        var copy = self
        copy.prefersGrabberVisible = visible
        return copy
    }

    /// The same transition with its presented view casting `shadow`, or none with nil.
    ///
    /// A card and a popup cast ``Shadow/standard`` by default; the other transitions cast none. The
    /// shadow follows the view's rounded corners; on iOS it is the presented view's layer shadow,
    /// drawn without a `shadowPath` so that it follows the card through every change of height.
    public func shadow(_ shadow: Shadow?) -> StagehandTransition {
        var copy = self
        copy.shadow = shadow
        return copy
    }

    /// The same transition with the presented view's corners rounded by `radius` points, as
    /// `UISheetPresentationController.preferredCornerRadius`; nil restores the transition's own (20
    /// for a card, 14 for a popup, 0 for the others). Negative or NaN counts as 0.
    ///
    /// The corners on the container edge the view came in from stay square while it rests against
    /// that edge (a drawer from the bottom rounds its top corners only); a floating card rounds all
    /// four. ``cornerRadius(_:)`` sets the same radius.
    public func preferredCornerRadius(_ radius: Double?) -> StagehandTransition {
        var copy = self
        copy.cornerRadius = radius?.finiteNonNegative ?? Self.defaultCornerRadius(of: kind)
        return copy
    }

    /// The corner radius a transition of `kind` has until told otherwise.
    static func defaultCornerRadius(of kind: Kind) -> Double {
        switch kind {
        case .card: 20
        case .popup: 14
        case .slideIn, .zoom, .sharedElement, .fade, .cover, .push: 0
        }
    }

    /// The same card presenting at `detent`, one of its detents (a `selectedDetent` binding's value
    /// when the presentation begins, as Apple's sheet presents at its selected detent); unchanged
    /// when `detent` is its first or not one of them. Only the order changes: a card's neighbouring
    /// detents are told by height.
    package func presenting(at detent: Detent) -> StagehandTransition {
        guard let index = detents.firstIndex(of: detent), index > 0 else { return self }
        var copy = self
        copy.detents.remove(at: index)
        copy.detents.insert(detent, at: 0)
        copy.layout.height = detent.length
        return copy
    }
}
