import Foundation
import StagehandCore

extension ModelView {
    /// What is on screen: the presentation layer's values. Equal to ``state`` (the model value)
    /// unless property animators are animating the view; then each of their animations adds
    /// `(from − to)·(1 − progress)` to the model value (additive animations, as UIKit's since
    /// iOS 8), clamped to what a view can show.
    ///
    /// The renderer draws it; frame conversions use ``state``, as UIKit's do (they read the model
    /// layer). Hit testing uses ``hitTestState``.
    public var presentationState: ViewState {
        guard !presentationAnimations.isEmpty else { return state }
        var total = StateDelta.zero
        for animation in presentationAnimations { total = total + animation.contribution }
        return total.added(to: state)
    }

    /// Where hit testing finds the view (rule 48): the model value plus what each animation adds
    /// whose animator is active and leaves hit testing to UIKit
    /// (``HeadlessViewPropertyAnimator/isManualHitTestingEnabled`` false, the default). So a view a
    /// running property animator moves is hit where it is on screen ("by default, with manual hit
    /// testing enabled to false, we're actually going to hit test against that view": WWDC 2016-216,
    /// 42:58); with manual hit testing, where it is going (UIKit's older behaviour, and that of
    /// `UIView.animate` animations, which the headless model does not have). A paused animator's
    /// views are hit on screen too, or at their model value, as
    /// ``Unknowns/hitTestsPausedAnimationsAtModelValues`` says. Only where the view is counts here:
    /// hit testing reads the model alpha and hidden flag (a view fading out takes no touch from the
    /// start of its fade).
    public var hitTestState: ViewState {
        guard !presentationAnimations.isEmpty else { return state }
        var total = StateDelta.zero
        for animation in presentationAnimations {
            guard let owner = animation.owner, owner.state == .active, !owner.isManualHitTestingEnabled
            else { continue }
            if !owner.isRunning, owner.system?.unknowns.hitTestsPausedAnimationsAtModelValues == true {
                continue
            }
            total = total + animation.contribution
        }
        return total.added(to: state)
    }

    /// Whether a property animator is animating the view: it has an animation from an animator
    /// that is active (running or paused).
    public var isAnimating: Bool {
        presentationAnimations.contains { $0.owner?.state == .active }
    }

    /// Whether touches skip the view (and so its subviews) because an active animator animating it
    /// has `isUserInteractionEnabled` false ("touch events to be ignored in animated views for the
    /// duration of the animations": A:uiviewpropertyanimator/isuserinteractionenabled).
    var ignoresTouchesWhileAnimating: Bool {
        presentationAnimations.contains { animation in
            guard let owner = animation.owner else { return false }
            return owner.state == .active && !owner.isUserInteractionEnabled
        }
    }

    /// Removes the animations `owner` drives (and those of animators gone), and returns what
    /// `owner`'s added to the model value now, and the animations, in the order they were made.
    func removeAnimations(
        of owner: HeadlessViewPropertyAnimator
    ) -> (current: StateDelta, removed: [PresentationAnimation]) {
        var current = StateDelta.zero
        var removed: [PresentationAnimation] = []
        presentationAnimations.removeAll { animation in
            guard animation.owner === owner || animation.owner == nil else { return false }
            if animation.owner === owner {
                current = current + animation.contribution
                removed.append(animation)
            }
            return true
        }
        return (current, removed)
    }

    /// Sets the properties `animations` changed to the values they started from (`.start`, the
    /// earliest value winning) or ended at (`.end`, the latest winning): UIKit's absolute positions
    /// ("the values of the properties before you applied any animations" and "the values you
    /// specified in your animation blocks": A:uiviewanimatingposition).
    func setModel(to position: HeadlessViewAnimatingPosition, of animations: [PresentationAnimation]) {
        switch position {
        case .current: return
        case .end:
            for animation in animations { state = state.replacing(animation.properties, from: animation.to) }
        case .start:
            for animation in animations.reversed() {
                state = state.replacing(animation.properties, from: animation.from)
            }
        }
    }
}
