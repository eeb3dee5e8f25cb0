import Foundation
import StagehandCore
import StagehandUIKitLayer

/// A Stagehand segue on the headless UIKit: what `StagehandSegue` and its built-in subclasses are on
/// a phone (a `UIStoryboardSegue` shell of the same layer call), for tests of the storyboard path
/// without a storyboard: create it, let the source `prepare`, `perform`, let it go.
///
/// Like a custom segue on a phone, it is released after `perform()` (rule 38), and nothing depends
/// on it afterwards.
@MainActor
public final class HeadlessStagehandSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ModelViewController
    /// The controller the segue presents.
    public let destination: ModelViewController
    /// The transition given to the segue (`StagehandSegue.transition`), or nil to use the
    /// destination's own, else ``defaultTransition``.
    public var transition: (any CustomTransition)?
    /// The view a zoom grows from (`StagehandSegue.sourceView`).
    public var sourceView: ModelView?
    /// What the segue's class presents when given nothing (`StagehandSegue.defaultTransition`).
    public let defaultTransition: any CustomTransition

    /// A segue of the built-in class `builtIn` (`BottomCardSegue`, `SlideInFromTopSegue`, ...).
    package init(
        identifier: String?, source: ModelViewController, destination: ModelViewController,
        builtIn: BuiltInSegue
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.defaultTransition = builtIn.transition
    }

    /// A plain `StagehandSegue`, presenting with a fade unless given `transition`.
    public init(
        identifier: String?, source: ModelViewController, destination: ModelViewController,
        transition: (any CustomTransition)? = nil
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.transition = transition
        self.defaultTransition = BuiltInSegue.fade.transition
    }

    /// `perform()`: presents the destination as the phone's segue does.
    public func perform() {
        LayerPresenting<HeadlessPlatform>.performSegue(
            source: source, destination: destination, transition: transition,
            defaultTransition: defaultTransition, sourceView: sourceView,
            platform: HeadlessPlatform(system: source.owningSystem))
    }
}
