import Foundation
import StagehandCore

/// What `pushViewController(_:transition:animated:)` does, on both UIKits: the push the app asks for
/// runs with the transition, when UIKit can take it.
///
/// - A controller that is in the stack already, or presented, is not pushed: UIKit throws for it
///   (rule 57). The refusal is logged.
/// - A push asked for while a push, pop or tab switch runs waits for the transition's end (its
///   coordinator's completions, rule 53) and then runs: made at once, UIKit may corrupt the
///   navigation bar or drop it (rule 56). A wait that meets another transition at its end waits
///   again. The waiting push holds the controller (an app pushes a controller it just made and
///   keeps no reference to), not the navigation controller: one gone by then pushes nothing.
@MainActor
package enum NavigationPushing<P: Platform> {
    /// Pushes `controller` on `navigation` with `transition` for that push (and the pop that takes it
    /// off), through `perform` (the platform's `pushViewController(_:animated:)`), now or once the
    /// transition under way is over; nothing when UIKit would refuse it.
    package static func push(
        _ controller: P.ViewController, transition: any CustomTransition,
        on navigation: P.NavigationController,
        platform: P, perform: @escaping @MainActor (P.ViewController) -> Void
    ) {
        guard !navigation.layerViewControllers.contains(where: { $0 === controller }),
            controller.presentingViewController == nil
        else {
            platform.logDebug(
                "A push was not made: the controller is in the stack or presented already (UIKit throws "
                    + "for it)", category: "Navigation")
            return
        }
        if navigation.layerIsTransitioning {
            let waits = navigation.addLayerTransitionCompletion { [weak navigation] in
                guard let navigation else { return }
                push(controller, transition: transition, on: navigation, platform: platform, perform: perform)
            }
            if waits {
                platform.logDebug("A push waits for the transition under way", category: "Navigation")
                return
            }
        }
        // The top is about to be covered, with or without a transition UIKit tells of.
        if let top = navigation.layerViewControllers.last {
            LayerOptions<P>.of(top, creating: false)?.containedScreen?.driver.comeToRestAtOnce()
        }
        LayerOptions<P>.of(controller, creating: true)?.pushTransition = transition
        perform(controller)
        // A push UIKit ran without asking for an animator (not animated) leaves nothing lent.
        LayerOptions<P>.of(controller, creating: false)?.pushTransition = nil
    }
}
