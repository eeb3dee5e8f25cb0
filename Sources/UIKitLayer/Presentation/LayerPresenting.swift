import Foundation
import StagehandCore

/// Presenting with a transition given for one presentation: `present(_:transition:)` and segues,
/// written once for both platforms.
///
/// A transition given this way is lent (``LayerOptions/lendTransition(_:to:platform:)``): it runs
/// the presentation it was given for and that presentation's dismissal, then the controller's own
/// `stagehand.transition` comes back (UIKit's own presentation when it has none). A transition set
/// on `stagehand.transition` stays until the app changes it.
@MainActor
package enum LayerPresenting<P: Platform> {
    /// `present(controller, transition:animated:completion:)`: lends `transition` to `controller`,
    /// then calls `present`, which presents it as UIKit's `present(_:animated:completion:)` does.
    ///
    /// Asked while `presenter` takes part in a transition (it presents or dismisses, or is presented
    /// or dismissed: it has a transition coordinator, rule 32), the presentation waits for the
    /// transition's end (the coordinator's completions) and is asked again then, where UIKit would
    /// log and drop it (rules 18, 19); a wait that meets another transition waits again, and one
    /// whose controller was presented meanwhile (by another request) is dropped, where UIKit would
    /// throw (rule 21), its completion never run. The wait holds `controller` and `present` (an app
    /// presents a controller it just made and keeps no reference to) until the transition's end.
    /// Without a `presenter` (a SwiftUI binding, whose changes wait on their own) the call is made
    /// at once.
    ///
    /// A controller already presented keeps the transition its presentation runs with, and UIKit
    /// refuses the call as it would without Stagehand (rule 21). When UIKit drops the request
    /// (rules 18–20) it never asks the transitioning delegate for a presentation controller
    /// (contract §2 step 1 happens inside `present`, before the body is scheduled): no presentation
    /// will end to give the transition back, so it goes back at once.
    package static func present(
        _ controller: P.ViewController, transition: any CustomTransition, from presenter: P.ViewController?,
        platform: P, presenting present: @escaping @MainActor () -> Void
    ) {
        if let presenter, presenter.hasTransitionCoordinator {
            let waits = presenter.addTransitionCompletion { [weak presenter] in
                guard let presenter else { return }
                // Presented meanwhile (another request that waited too): UIKit would throw (rule 21).
                guard controller.presentingViewController == nil else {
                    return platform.logDebug(
                        "A presentation that waited was not made: the controller was presented meanwhile",
                        category: "Presentation")
                }
                Self.present(
                    controller, transition: transition, from: presenter, platform: platform,
                    presenting: present)
            }
            if waits {
                platform.logDebug(
                    "A presentation waits for the transition under way", category: "Presentation")
                return
            }
        }
        guard controller.presentingViewController == nil,
            let options = LayerOptions<P>.of(controller, creating: true)
        else { return present() }
        options.lendTransition(transition, to: controller, platform: platform)
        let lent = options.delegate
        present()
        if let lent, lent.driver == nil, options.delegate === lent {
            options.returnLentTransition(on: controller, platform: platform)
        }
    }

    /// A Stagehand segue's `perform()`: presents `destination` from `source`, animated, with the
    /// first of: the transition given to the segue (its initializer's, or one set on the segue in
    /// `prepare(for:sender:)`); the destination's own `stagehand.transition` (set in `prepare`, or
    /// before); the segue class's default. The first and the last are lent for this presentation;
    /// the destination's own stays its own. `sourceView`, when given, becomes the destination's zoom
    /// source (held weakly).
    ///
    /// Nothing depends on the segue afterwards: UIKit releases a custom segue right after
    /// `perform()` (rule 38), and the destination keeps what its presentation needs.
    package static func performSegue(
        source: P.ViewController, destination: P.ViewController, transition: (any CustomTransition)?,
        defaultTransition: any CustomTransition, sourceView: P.View?, platform: P
    ) {
        let options = LayerOptions<P>.of(destination, creating: true)
        if let sourceView { options?.sourceView = sourceView }
        let ownTransition = options.map { $0.delegate != nil && !$0.isLent } ?? false
        guard let chosen = transition ?? (ownTransition ? nil : defaultTransition) else {
            source.layerPresent(destination, animated: true, completion: nil)
            return
        }
        present(destination, transition: chosen, from: source, platform: platform) {
            source.layerPresent(destination, animated: true, completion: nil)
        }
    }
}

/// The built-in segues, by the class name Interface Builder's Class field takes (Module:
/// `Stagehand`), with the transition each presents by default. Interface Builder sets no runtime
/// attributes on segues (rule 38), so each configuration is a class of its own.
package enum BuiltInSegue: String, CaseIterable, Sendable {
    case slideIn = "SlideInSegue"
    case slideInFromLeft = "SlideInFromLeftSegue"
    case slideInFromTop = "SlideInFromTopSegue"
    case slideInFromRight = "SlideInFromRightSegue"
    case slideInFromBottom = "SlideInFromBottomSegue"
    case zoom = "ZoomSegue"
    case bottomCard = "BottomCardSegue"
    case sheet = "SheetSegue"
    case sharedElement = "SharedElementSegue"
    case fade = "FadeSegue"
    case cover = "CoverSegue"
    case coverFromTop = "CoverFromTopSegue"
    case coverFromLeft = "CoverFromLeftSegue"
    case coverFromRight = "CoverFromRightSegue"
    case push = "PushSegue"
    case pushFromLeft = "PushFromLeftSegue"
    case pushFromTop = "PushFromTopSegue"
    case pushFromBottom = "PushFromBottomSegue"
    case popup = "PopupSegue"

    /// The transition the segue presents when none is given to it and the destination has none.
    package var transition: StagehandTransition {
        switch self {
        case .slideIn, .slideInFromLeft: .slideIn(from: .left)
        case .slideInFromTop: .slideIn(from: .top)
        case .slideInFromRight: .slideIn(from: .right)
        case .slideInFromBottom: .slideIn(from: .bottom)
        case .zoom: .zoom()
        case .bottomCard: .card()
        case .sheet: .card(detents: [.medium, .large])
        case .sharedElement: .sharedElement()
        case .fade: .fade()
        case .cover: .cover(from: .bottom)
        case .coverFromTop: .cover(from: .top)
        case .coverFromLeft: .cover(from: .left)
        case .coverFromRight: .cover(from: .right)
        case .push: .push(from: .right)
        case .pushFromLeft: .push(from: .left)
        case .pushFromTop: .push(from: .top)
        case .pushFromBottom: .push(from: .bottom)
        case .popup: .popup()
        }
    }
}
