import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Content that sets its own presentation, as SwiftUI's `stagehandInteractiveDismissDisabled(_:)`
/// does from inside the presented view: the preferences its views ask combine (a lock from any
/// holds), and the bound presentation applies them at each change, live. While locked, the person's
/// drag springs back, a tap on the dimming and VoiceOver's escape do nothing, the controller is
/// `isModalInPresentation` (rule 31); the binding's own dismissal still dismisses.
@MainActor
@Suite("Content that disables its interactive dismissal")
struct InteractiveDismissDisabledTests {
    @Test(
        "Preferences combine: a lock from any view holds",
        arguments: [
            ([false, false], false), ([true, false], true), ([false, true], true), ([true, true], true),
            ([], false),
        ])
    func merging(wishes: [Bool], locked: Bool) {
        var combined = ContentPresentationPreferences()
        for wish in wishes {
            combined.merge(ContentPresentationPreferences(interactiveDismissDisabled: wish))
        }
        #expect(combined.interactiveDismissDisabled == locked)
    }

    /// A drawer from the bottom bound to a value, its content's controller, and what the modifier holds.
    @MainActor
    final class Compose {
        let scene = TestScene()
        let core: BoundPresentationCore<HeadlessPlatform, Bool>
        var binding = false
        var dismissals = 0
        let form = ModelViewController(name: "compose", content: .card(title: "New message"))

        init() {
            let scene = scene
            let form = form
            form.preferredContentSize = CGSize(width: 0, height: 400)
            core = BoundPresentationCore(
                platform: HeadlessPlatform(system: scene.system),
                transition: StagehandTransition.slideIn(from: .bottom),
                presenter: { scene.list }, content: { _ in form })
            core.clearBinding = { [unowned self] in self.binding = false }
            core.onDismiss = { [unowned self] in self.dismissals += 1 }
        }

        func set(_ presented: Bool) {
            binding = presented
            core.update(presented ? true : nil)
        }

        /// The draft is not empty (locked) or empty again: the content's preferences change.
        func draft(isEmpty: Bool) {
            core.content(form, prefers: ContentPresentationPreferences(interactiveDismissDisabled: !isEmpty))
        }

        /// The person tries to dismiss: a fling down, a tap on the dimming above the drawer, or
        /// VoiceOver's escape.
        func personDismisses(by gesture: Gesture) throws {
            let stagehand = try #require(form.stagehand)
            let wrapper = try #require(stagehand.presentedView)
            switch gesture {
            case .fling:
                let top = Double(wrapper.state.frame.minY)
                #expect(
                    stagehand.drag(from: CGPoint(x: 195, y: top + 40), through: [60, 160], velocity: 2_500))
            case .tapOnDimming:
                #expect(scene.system.tap(at: CGPoint(x: 195, y: 100))?.name == "dimming")
            case .escape:
                _ = scene.system.performAccessibilityEscape(from: wrapper)
            }
            scene.system.runUntilIdle()
        }
    }

    enum Gesture: CaseIterable, Sendable {
        case fling, tapOnDimming, escape
    }

    @Test(
        "Locked while the draft is not empty, the person cannot dismiss; the draft cleared, they can",
        arguments: Gesture.allCases)
    func followsTheDraft(gesture: Gesture) throws {
        let compose = Compose()
        compose.set(true)
        compose.scene.system.runUntilIdle()
        let resting = try #require(compose.form.stagehand?.presentedView).state.frame
        compose.draft(isEmpty: false)
        #expect(compose.form.isModalInPresentation)
        try compose.personDismisses(by: gesture)
        #expect(compose.form.presentingViewController === compose.scene.list, "\(gesture)")
        // Where it rests: a fling sprang back.
        #expect(try #require(compose.form.stagehand?.presentedView).state.frame == resting, "\(gesture)")
        #expect(compose.binding)
        #expect(compose.dismissals == 0)
        // The draft is cleared: the same gesture dismisses, and the binding follows.
        compose.draft(isEmpty: true)
        #expect(!compose.form.isModalInPresentation)
        try compose.personDismisses(by: gesture)
        #expect(compose.form.presentingViewController == nil, "\(gesture)")
        #expect(!compose.binding)
        #expect(compose.dismissals == 1)
        #expect(compose.scene.system.breaches.isEmpty)
    }

    @Test("Locked, the binding's own dismissal still dismisses, as SwiftUI's sheet")
    func theBindingStillDismisses() {
        let compose = Compose()
        compose.set(true)
        compose.scene.system.runUntilIdle()
        compose.draft(isEmpty: false)
        compose.set(false)
        compose.scene.system.runUntilIdle()
        #expect(compose.form.presentingViewController == nil)
        #expect(compose.dismissals == 1)
        #expect(compose.scene.system.breaches.isEmpty)
    }
}
