import Foundation

/// Which controller the system asks about the status bar, the home indicator and the supported
/// orientations (rule 36).
///
/// The status bar passes from a presenter to the controller it presents iff the presentation
/// controller covers the screen and takes the presenter's view away (`shouldPresentInFullscreen`
/// and `shouldRemovePresentersView`), or the presented controller sets
/// `modalPresentationCapturesStatusBarAppearance` (O DC `_effectiveStatusBarStyleViewController`;
/// D H4). So `.fullScreen` passes it; `.overFullScreen`, `.currentContext`, sheets and a custom
/// presentation controller that keeps the presenter's view don't, unless the presented controller
/// captures it. It passes from the moment the presentation is accepted until its link is torn down
/// (rule 33): the model's reading, as UIKit animates the change along the transition. Then each
/// attribute follows the `childFor...` chain of the controller found (D H4). The home indicator is
/// modelled on the same rule, which the contract marks likely but unverified.
extension HeadlessUIKit {
    /// The controller whose status bar appearance the system uses, before the `childFor...`
    /// forwarding: the root, or the topmost presented controller that captured it (rule 36).
    public var statusBarAppearanceController: ModelViewController {
        var controller = rootViewController
        for presentation in presentations where Self.capturesStatusBarAppearance(presentation) {
            controller = presentation.presented
        }
        return controller
    }

    /// The controller whose `preferredStatusBarStyle` the status bar shows: the
    /// ``statusBarAppearanceController`` or the end of its `childForStatusBarStyle` chain.
    public var statusBarStyleController: ModelViewController {
        Self.follow(statusBarAppearanceController, \.childForStatusBarStyle)
    }

    /// The controller whose `prefersStatusBarHidden` the status bar obeys (its
    /// `childForStatusBarHidden` chain).
    public var statusBarHiddenController: ModelViewController {
        Self.follow(statusBarAppearanceController, \.childForStatusBarHidden)
    }

    /// The controller whose `prefersHomeIndicatorAutoHidden` the home indicator obeys (its
    /// `childForHomeIndicatorAutoHidden` chain); the same rule as the status bar (rule 36: likely,
    /// unverified).
    public var homeIndicatorAutoHiddenController: ModelViewController {
        Self.follow(statusBarAppearanceController, \.childForHomeIndicatorAutoHidden)
    }

    /// The status bar's style now.
    public var statusBarStyle: StatusBarStyle { statusBarStyleController.preferredStatusBarStyle }

    /// Whether the status bar is hidden now.
    public var isStatusBarHidden: Bool { statusBarHiddenController.prefersStatusBarHidden }

    /// Whether the home indicator hides itself now.
    public var isHomeIndicatorAutoHidden: Bool {
        homeIndicatorAutoHiddenController.prefersHomeIndicatorAutoHidden
    }

    /// The controller whose `supportedInterfaceOrientations` the window obeys: the topmost
    /// presented controller whose style is `.fullScreen`, `.overFullScreen` or `.custom` (whatever
    /// its presentation controller's `shouldPresentInFullscreen` says), else the root (rule 36, O DC
    /// `_viewControllerForSupportedInterfaceOrientationsWithDismissCheck:`). Whether that
    /// controller's default then defers to its presenter is unknown: the model answers its own.
    public var supportedInterfaceOrientationsController: ModelViewController {
        let deciding: Set<ModalPresentationStyle> = [.fullScreen, .overFullScreen, .custom]
        return presentations.last { deciding.contains($0.presented.modalPresentationStyle) }?.presented
            ?? rootViewController
    }

    /// Whether `presentation` takes the status bar over from its presenter (rule 36).
    static func capturesStatusBarAppearance(_ presentation: PresentationRecord) -> Bool {
        let controller = presentation.controller
        return (controller.shouldPresentInFullscreen && controller.shouldRemovePresentersView)
            || presentation.presented.modalPresentationCapturesStatusBarAppearance
    }

    private static func follow(
        _ controller: ModelViewController, _ child: KeyPath<ModelViewController, ModelViewController?>
    ) -> ModelViewController {
        var current = controller
        // A chain that loops stops where it would come back (UIKit would recurse until it crashed).
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
        while let next = current[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted {
            current = next
        }
        return current
    }
}

extension ModelViewController {
    /// `setNeedsStatusBarAppearanceUpdate()`: the system reads the status bar appearance again
    /// (logged with what it now shows). The headless system answers from the controllers on every
    /// read, so this only logs.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let system = owningSystem else { return }
        let style = system.statusBarStyle
        let hidden = system.isStatusBarHidden
        system.log(
            .system(
                "status bar from <\(system.statusBarStyleController.name)>: \(style)\(hidden ? ", hidden" : "")"
            ))
    }

    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`: the system reads the home indicator's
    /// preference again (logged with the controller it now obeys and what it does). Like the status
    /// bar, the headless system answers from the controllers on every read, so this only logs.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        guard let system = owningSystem else { return }
        let hidden = system.isHomeIndicatorAutoHidden
        system.log(
            .system(
                "home indicator from <\(system.homeIndicatorAutoHiddenController.name)>: \(hidden ? "auto-hidden" : "shown")"
            ))
    }
}
