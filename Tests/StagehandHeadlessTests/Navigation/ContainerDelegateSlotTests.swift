import StagehandUIKitLayer
import Testing

/// The delegate slot a navigation or tab bar controller shares between Stagehand's delegate and
/// the app's (rule 60), as both UIKits' shells run it: every write is recorded, as a phone's UIKit
/// would read the slot's answers at each.
@MainActor
@Suite("Navigation: the delegate slot Stagehand shares with the app (rule 60)")
struct ContainerDelegateSlotTests {
    @MainActor
    final class Shell: LayerForwardingDelegate {
        weak var forwardedDelegate: AnyObject?
        var reinstall: (@MainActor () -> Void)?
        func forward(to delegate: AnyObject?, reinstall: @escaping @MainActor () -> Void) {
            forwardedDelegate = delegate
            self.reinstall = reinstall
        }
    }

    final class AppDelegate {}

    /// A slot UIKit holds weakly, with every object written to it, in order.
    @MainActor
    final class Slot {
        weak var held: AnyObject?
        var writes: [ObjectIdentifier?] = []
        var retained: Shell?

        var slot: ContainerDelegateSlot<Shell> {
            ContainerDelegateSlot(
                read: { [unowned self] in self.held },
                write: { [unowned self] in
                    self.held = $0
                    self.writes.append($0.map(ObjectIdentifier.init))
                })
        }

        func enable() -> Shell {
            slot.enable {
                let shell = Shell()
                retained = shell
                return shell
            }
        }
    }

    @Test(
        "enabling puts Stagehand's delegate in the slot, nil first, forwarding to the one there; again, nothing"
    )
    func enabling() {
        let s = Slot()
        let app = AppDelegate()
        s.slot.setAppDelegate(app)
        #expect(s.held === app)
        let shell = s.enable()
        #expect(s.held === shell)
        #expect(shell.forwardedDelegate === app)
        #expect(s.writes == [ObjectIdentifier(app), nil, ObjectIdentifier(shell)])
        #expect(s.enable() === shell)
        #expect(s.writes.count == 3)
        #expect(s.slot.appDelegate === app)
        #expect(s.slot.shell === shell)
    }

    @Test("the app's delegate set afterwards is forwarded to, and the slot is set again so UIKit reads it")
    func appDelegateAfterwards() {
        let s = Slot()
        let shell = s.enable()
        let app = AppDelegate()
        s.slot.setAppDelegate(app)
        #expect(shell.forwardedDelegate === app)
        #expect(s.held === shell)
        #expect(s.writes == [nil, ObjectIdentifier(shell), nil, ObjectIdentifier(shell)])
        s.slot.setAppDelegate(nil)
        #expect(s.slot.appDelegate == nil)
        #expect(s.held === shell)
    }

    @Test("a delegate setter routes Stagehand's own to the slot and any other to the forwarding")
    func assigning() {
        let s = Slot()
        let shell = s.enable()
        let app = AppDelegate()
        s.slot.assign(app)
        #expect(s.held === shell)
        #expect(shell.forwardedDelegate === app)
        s.slot.assign(shell)
        #expect(s.held === shell)
        #expect(shell.forwardedDelegate === app)
        s.slot.assign(nil)
        #expect(s.held === shell)
        #expect(shell.forwardedDelegate == nil)
    }

    @Test("once the app's delegate has gone the slot is set again; while it lives, never")
    func reinstallWhenGone() throws {
        let s = Slot()
        let shell = s.enable()
        var app: AppDelegate? = AppDelegate()
        s.slot.setAppDelegate(app)
        let reinstall = try #require(shell.reinstall)
        let before = s.writes.count
        reinstall()
        #expect(s.writes.count == before)
        app = nil
        reinstall()
        #expect(Array(s.writes.suffix(2)) == [nil, ObjectIdentifier(shell)])
        #expect(s.writes.count == before + 2)
    }

    @Test("without Stagehand's delegate the app's takes the slot and is read back")
    func withoutStagehand() {
        let s = Slot()
        let app = AppDelegate()
        s.slot.assign(app)
        #expect(s.held === app)
        #expect(s.slot.appDelegate === app)
        #expect(s.slot.shell == nil)
    }
}
