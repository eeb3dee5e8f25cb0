import Foundation
import StagehandCore
import Testing

/// The Swift snippets of the StagehandCore DocC catalog (Sources/Core/StagehandCore.docc),
/// copied here as they are printed, with what the articles say about them checked. When an API
/// changes, these fail to compile or to pass; change the article with them. (The UIKit module's
/// `present(_:transition:)` cannot be compiled on Linux; its own doc comment shows the same call.)
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    /// The article's curtain is the code the tests run (`DocumentationCurtain`): every code line of
    /// the article's `struct Curtain` block is in that file, in order, so the two cannot drift.
    @Test func articleCurtainIsTheTestedOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        func lines(_ path: String) throws -> [String] {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let article = try lines("Sources/Core/StagehandCore.docc/WritingYourOwnTransition.md")
        let start = try #require(article.firstIndex(of: "struct Curtain: CustomTransition {"))
        let end = try #require(article[start...].firstIndex(of: "```"))
        let tested = try lines("Sources/TestSupport/DocumentationCurtain.swift").map {
            $0.hasPrefix("public ") ? String($0.dropFirst("public ".count)) : $0
        }
        var index = tested.startIndex
        for line in article[(start + 1)..<end] where !line.isEmpty && !line.hasPrefix("//") {
            let found = tested[index...].firstIndex(of: line)
            #expect(found != nil, "the article's line is not in DocumentationCurtain.swift: \(line)")
            guard let found else { return }
            index = found + 1
        }
    }

    // MARK: StagehandCore.md

    @Test func landingPage() {
        let card = StagehandTransition.card(detents: [.medium, .large])
        let presenting = card.choreography(for: .present, in: TransitionContext(container: .iPhonePortrait))
        #expect(presenting.plan.duration == 0.5)
    }

    // MARK: GettingStarted.md

    @Test func gettingStartedMakesTransitions() {
        let drawer = StagehandTransition.slideIn(from: .left)  // 3/4 of the width, over a 50 % dimming
        let zoom = StagehandTransition.zoom(
            fromRectInContainer: CGRect(x: 240, y: 223, width: 120, height: 44))
        let card = StagehandTransition.card()  // as tall as its preferred content size
        let sheet = StagehandTransition.card(detents: [.medium, .large])  // like Apple's sheets
        let photo = StagehandTransition.sharedElement()  // views with one identifier fly across
        let alert = StagehandTransition.popup()

        #expect(drawer.dimming == Dimming(color: RGBAColor(white: 0, alpha: 0.5)))
        #expect(drawer.layout == .drawer(from: .left, length: .fraction(0.75)))
        #expect(zoom.zoomSource == CGRect(x: 240, y: 223, width: 120, height: 44))
        #expect(card.detents == [.fitted])
        #expect(sheet.detents == [.medium, .large])
        #expect(photo.usesSharedElements)
        #expect(
            [drawer, zoom, card, photo, alert].map(\.name) == [
                "slide-in", "zoom", "card", "shared-element", "popup",
            ])
        let others: [StagehandTransition] = [.fade(), .cover(from: .bottom), .push(from: .right)]
        #expect(
            Set(([drawer, zoom, card, photo, alert] + others).map(\.name))
                == Set(TransitionName.allCases.map(\.rawValue)))
    }

    @Test func gettingStartedModifiers() {
        let menu = StagehandTransition.slideIn(from: .bottom, length: .points(320))
            .fading()
            .cornerRadius(16)
            .dimming(Dimming(color: RGBAColor(white: 0, alpha: 0.3)))
            .timing(.easeOut(duration: 0.25), dismissal: .easeIn(duration: 0.2))
        #expect(menu.fades)
        #expect(menu.cornerRadius == 16)
        #expect(menu.dimming?.color.alpha == 0.3)
        #expect(menu.presentationTiming == .easeOut(duration: 0.25))
        #expect(menu.dismissalTiming == .easeIn(duration: 0.2))
        #expect(menu.cornerRadius(-4).cornerRadius == 0)  // "a negative corner radius counts as 0"
        #expect(menu.dimming(nil).dimming == nil)

        let closable = StagehandTransition.zoom().interactivelyDismissible(true)  // drag down to close
        #expect(closable.isInteractivelyDismissible)
        #expect(!StagehandTransition.zoom().isInteractivelyDismissible)
        #expect(StagehandTransition.slideIn(from: .left).isInteractivelyDismissible)
        #expect(StagehandTransition.card().isInteractivelyDismissible)
    }

    @Test func gettingStartedReadsTheChoreography() {
        let drawer = StagehandTransition.slideIn(from: .left)
        let context = TransitionContext(container: .iPhonePortrait)  // 390 × 844 points
        let presenting = drawer.choreography(for: .present, in: context)
        #expect(context.container.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(presenting.hierarchy == [.dimming, .presented])
        #expect(presenting.plan.duration == 0.3)
        #expect(
            presenting.plan.state(of: .presented, at: 0)?.frame
                == CGRect(x: -292.5, y: 0, width: 292.5, height: 844))
        #expect(
            presenting.plan.state(of: .presented, at: 0.3)?.frame
                == CGRect(x: 0, y: 0, width: 292.5, height: 844))
    }

    // MARK: WritingYourOwnTransition.md

    @Test func curtainPresentsOverTheTopHalf() {
        let presenting = Curtain().choreography(
            for: .present, in: TransitionContext(container: .iPhonePortrait), detent: nil)
        #expect(presenting.plan.duration == 0.35)
        #expect(
            presenting.plan.state(of: .presented, at: presenting.plan.duration)?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 422))
        #expect(
            presenting.plan.state(of: .presented, at: 0)?.frame
                == CGRect(x: 0, y: -422, width: 390, height: 422))
        let dimmingAlpha = presenting.plan.state(of: .dimming, at: 0.1)?.alpha ?? .nan
        #expect(abs(dimmingAlpha - 0.5) < 1e-9)
        #expect(presenting.hierarchy == [.dimming, .presented])
        #expect(presenting.insertedRoles == [.dimming, .presented])
        #expect(!Curtain().usesSharedElements)
        #expect(Curtain().presentationBehavior.dimming == .standard)
        #expect(Curtain().presentationBehavior.dismissesOnBackgroundTap)
    }

    @Test func curtainLiftsFasterThanItDrops() {
        let dismissing = Curtain().choreography(
            for: .dismiss, in: TransitionContext(container: .iPhonePortrait), detent: nil)
        #expect(dismissing.plan.duration == 0.25)
        #expect(
            dismissing.plan.state(of: .presented, at: 0.25)?.frame
                == CGRect(x: 0, y: -422, width: 390, height: 422))
        #expect(dismissing.plan.state(of: .dimming, at: 0.25)?.alpha == 0)
        #expect(dismissing.rolesRemovedOnCompletion == [.dimming, .presented])
    }

    @Test func zoomHidesTheOriginalWhileItsSnapshotFlies() {
        let zoom = StagehandTransition.zoom(
            fromRectInContainer: CGRect(x: 240, y: 223, width: 120, height: 44))
        let growing = zoom.choreography(for: .present, in: TransitionContext(container: .iPhonePortrait))
        #expect(growing.transientRoles == [.snapshot])
        #expect(growing.hiddenOriginals == [.presentedView])
        #expect(
            growing.plan.state(of: .snapshot, at: 0)?.frame == CGRect(x: 240, y: 223, width: 120, height: 44))
    }

    @Test func curtainDragIsHalfwayAfter211Points() {
        let dismissing = Curtain().choreography(
            for: .dismiss, in: TransitionContext(container: .iPhonePortrait), detent: nil)
        let upwards = dismissing.drag.component(x: 0, y: -211)  // 211 points towards the top edge
        #expect(upwards == 211)
        #expect(dismissing.drag.progress(forTranslation: upwards) == 0.5)
        #expect(dismissing.drag.progress(forTranslation: -100) < 0)  // past the presented position
        #expect(dismissing.drag.edge == .top)
        #expect(dismissing.drag.distance == 422)
    }

    // MARK: TuningMotion.md

    @Test func bezierTimings() throws {
        let standard = Timing.easeInEaseOut(duration: 0.3)
        // `stagehand curve ease-in-out --duration 0.3 --samples 4`, as the article prints it.
        #expect(abs(standard.progress(at: 0.1) - 0.231774816303) < 1e-11)
        #expect(abs(standard.velocity(at: 0.1) - 4.64469374062) < 1e-9)
        #expect(abs(standard.progress(at: 0.2) - 0.768225183697) < 1e-11)

        let snappy = Timing.bezier(try CubicBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1), duration: 0.25)
        #expect(snappy.duration == 0.25)
        #expect(snappy.progress(at: 0.05) > 0.5)
        #expect(throws: CubicBezier.InvalidControlPoints.self) {
            try CubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        }
        #expect((try? CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)) != nil)  // y may overshoot
    }

    @Test func springs() throws {
        let swiftUI = try SpringParameters(response: 0.4, dampingRatio: 0.7)  // SwiftUI's response
        let bouncy = try SpringParameters(duration: 0.5, bounce: 0.2)  // SwiftUI's Spring(duration:bounce:)
        let physical = try SpringParameters(mass: 1, stiffness: 300, damping: 25)  // UISpringTimingParameters
        // UIView.animate(...usingSpringWithDamping:)
        let uiKit = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
        #expect(abs(bouncy.dampingRatio - 0.8) < 1e-12)
        #expect(physical.stiffness == 300)

        // `stagehand curve 'spring(response=0.4,damping-ratio=0.7)' --at 0,0.1,0.2`.
        let sampled = Timing.spring(swiftUI)
        #expect(abs(sampled.progress(at: 0.1) - 0.561375893232) < 1e-11)
        #expect(abs(sampled.velocity(at: 0.1) - 6.5988141882) < 1e-9)
        #expect(abs(sampled.progress(at: 0.2) - 0.984087490971) < 1e-11)

        #expect(abs(uiKit.settlingDuration() - 0.5155) < 1e-4)
        #expect(Timing.spring(uiKit).duration == uiKit.settlingDuration())
        #expect(Timing.spring(uiKit, duration: 0.5).duration == 0.5)
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(response: 0, dampingRatio: 1)
        }
    }

    @Test func transitionTiming() throws {
        let card = StagehandTransition.card()
            .timing(
                .spring(try SpringParameters(response: 0.45, dampingRatio: 0.85)),
                dismissal: .easeIn(duration: 0.2))
        #expect(card.presentationTiming == .spring(try SpringParameters(response: 0.45, dampingRatio: 0.85)))
        #expect(card.dismissalTiming == .easeIn(duration: 0.2))
        let presentOnly = StagehandTransition.card().timing(.linear(duration: 1))
        #expect(presentOnly.dismissalTiming == StagehandTransition.card().dismissalTiming)
    }
}

/// WritingYourOwnTransition.md's curtain, kept once in the test support for both articles' tests.
private typealias Curtain = DocumentationCurtain
