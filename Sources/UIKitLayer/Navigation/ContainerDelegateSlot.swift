import Foundation
import StagehandCore

/// Stagehand's delegate object for a navigation or tab bar controller, as ``ContainerDelegateSlot``
/// handles it: it forwards every call to the app's own delegate.
@MainActor
package protocol LayerForwardingDelegate: AnyObject {
    /// The app's delegate it forwards to, held weakly.
    var forwardedDelegate: AnyObject? { get }
    /// Forwards to `delegate` from now on. Where the platform keeps what a delegate answers (a
    /// phone, rule 60), `reinstall` is to run once `delegate` has gone, so that the platform forgets
    /// what only `delegate` answered.
    func forward(to delegate: AnyObject?, reinstall: @escaping @MainActor () -> Void)
}

/// The `delegate` slot of a navigation or tab bar controller, which Stagehand's delegate shares
/// with the app's: Stagehand's sits in the slot and forwards to the app's (rule 60).
///
/// Every decision about the slot is here, for both UIKits: whether Stagehand's delegate is in it,
/// putting it there over the delegate that was there, and setting the app's delegate afterwards.
/// UIKit reads which methods a delegate answers when it is set and keeps the answers (rule 60), so
/// each change of the app's delegate sets the slot again: nil, then Stagehand's delegate. The
/// platform's shells only read and write the slot.
@MainActor
package struct ContainerDelegateSlot<Shell: LayerForwardingDelegate> {
    private let read: @MainActor () -> AnyObject?
    private let write: @MainActor (AnyObject?) -> Void

    /// A slot read and written by `read` and `write` (which write past any override of `delegate`
    /// that routes the app's delegate, as `StagehandNavigationController`'s does).
    package init(
        read: @escaping @MainActor () -> AnyObject?, write: @escaping @MainActor (AnyObject?) -> Void
    ) {
        self.read = read
        self.write = write
    }

    /// Stagehand's delegate, when it is in the slot.
    package var shell: Shell? { read() as? Shell }

    /// Stagehand's delegate in the slot: the one there, else one `make` creates, which forwards to
    /// the delegate that was there.
    @discardableResult
    package func enable(_ make: () -> Shell) -> Shell {
        if let shell { return shell }
        let shell = make()
        forward(shell, to: read())
        return shell
    }

    /// The app's delegate: the one Stagehand's forwards to, else the one in the slot.
    package var appDelegate: AnyObject? {
        guard let shell else { return read() }
        return shell.forwardedDelegate
    }

    /// Makes `delegate` the app's delegate: Stagehand's forwards to it, or, without Stagehand's, it
    /// takes the slot.
    package func setAppDelegate(_ delegate: AnyObject?) {
        guard let shell else { return write(delegate) }
        forward(shell, to: delegate)
    }

    /// What a `delegate` setter that keeps Stagehand's delegate in the slot does with `newValue`:
    /// Stagehand's own takes the slot, any other becomes the app's delegate.
    package func assign(_ newValue: AnyObject?) {
        guard newValue is Shell else { return setAppDelegate(newValue) }
        write(newValue)
    }

    private func forward(_ shell: Shell, to delegate: AnyObject?) {
        let write = write
        let reinstall: @MainActor () -> Void = { [weak shell] in
            guard let shell, shell.forwardedDelegate == nil else { return }
            write(nil)
            write(shell)
        }
        shell.forward(to: delegate, reinstall: reinstall)
        write(nil)
        write(shell)
    }
}
