import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sequences of issue 16 that ended wrong, each replayed exactly as it failed, on the headless
/// UIKit: a presentation left off its resting frame after a drag that stopped a settle, a rotation
/// during the presentation of a transition whose roles depend on its shared elements, and a
/// `stagehand.dismiss` joining UIKit's own dismissal.
///
/// The frames are worked out from the layouts, not asked of the driver: on the 390 × 844 portrait
/// phone (safe area 47 top, 34 bottom) seed 002's card of 320 points sits `max(20 - 34, 0) = 0`
/// points above the bottom safe area, at y = 844 - 34 - 320 = 490, inset 20 from the sides; a
/// keyboard 336 points tall joins the bottom safe area, and the card then sits at
/// y = 844 - 336 - 320 = 188.
@MainActor
@Suite("Issue 16: every sequence ends where it should")
struct RestingSequenceTests {
    /// The keyboard frame of the tests: 336 points tall, at the bottom of the portrait container.
    static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

    /// Presents `transition` animated and runs until the presentation is at rest.
    static func presented(
        _ transition: some CustomTransition, preferredContentSize: CGSize? = CGSize(width: 0, height: 320)
    ) -> TestScene {
        let scene = TestScene(preferredContentSize: preferredContentSize)
        scene.list.present(scene.detail, transition: transition)
        scene.system.runUntilIdle()
        return scene
    }

    /// The presented view rests at `frame`, fully opaque and untransformed, still presented, and
    /// nothing broke a rule or misused the stage.
    static func expectAtRest(
        _ scene: TestScene, _ frame: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(scene.detailFrame == frame, sourceLocation: sourceLocation)
        #expect(scene.presented.presentationState.alpha == 1, sourceLocation: sourceLocation)
        #expect(scene.presented.presentationState.transform == .identity, sourceLocation: sourceLocation)
        #expect(scene.list.presentedViewController === scene.detail, sourceLocation: sourceLocation)
        #expect(try scene.stagehand.driver.state == .presented, sourceLocation: sourceLocation)
        #expect(scene.problems.isEmpty, "\(scene.problems)", sourceLocation: sourceLocation)
    }

    // MARK: 1. A drag that stops a settle ends at rest

    @Test(
        "Card: present, idle, keyboard up, a drag begins, the finger lifts without moving: the card rises above the keyboard",
        arguments: [false, true])
    func cardKeyboardDragLift(cancelled: Bool) throws {
        let scene = Self.presented(.card())
        try Self.expectAtRest(scene, Rect(20, 490, 350, 320))
        let driver = try scene.stagehand.driver
        let start = scene.system.events.count
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        driver.dragBegan()
        if cancelled {
            driver.dragCancelled()
        } else {
            driver.dragEnded(velocityX: 0, y: 0)
        }
        // From where the drag stopped the keyboard's move: the card has not jumped.
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
        // Nothing of it was a transition: UIKit heard nothing.
        #expect(scene.lines(from: start).filter { !$0.hasPrefix("system:") }.isEmpty)
    }

    @Test("Card: a drag that stops the keyboard's move half-way springs on from there to above the keyboard")
    func cardKeyboardStoppedHalfWay() throws {
        let scene = Self.presented(.card())
        let driver = try scene.stagehand.driver
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        scene.system.advance(by: 0.1)
        driver.dragBegan()
        let stopped = scene.detailFrame
        #expect(stopped.y < 490 && stopped.y > 188)
        driver.dragEnded(velocityX: 0, y: 0)
        #expect(scene.detailFrame == stopped)
        scene.system.advance(by: 1.0 / 60)
        // On its way up, never back down first.
        #expect(scene.detailFrame.y < stopped.y)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
    }

    @Test(
        "Drawer: present, idle, a drag 120 points back, a fast release, a drag begins and lifts: the drawer is back in place",
        arguments: [false, true])
    func drawerRubberBandStoppedThenLifted(cancelled: Bool) throws {
        let scene = Self.presented(.slideIn(from: .left))
        // Three quarters of the 390-point width, against the left edge.
        try Self.expectAtRest(scene, Rect(0, 0, 292.5, 844))
        let driver = try scene.stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 120, y: 0)
        // Rubber-banded away from the dismissal edge: (1 - 1 / (120 × 0.55 / 292.5 + 1)) × 292.5.
        #expect(scene.detailFrame.isClose(to: Rect(53.849372384937, 0, 292.5, 844), 1e-9))
        driver.dragEnded(velocityX: 2500, y: 0)
        driver.dragBegan()
        if cancelled {
            driver.dragCancelled()
        } else {
            driver.dragEnded(velocityX: 0, y: 0)
        }
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(0, 0, 292.5, 844))
    }

    @Test(
        "A rubber band springs back at the speed the view moved under the finger, the band's slope times the finger's"
    )
    func rubberBandHandsOverTheViewsSpeed() throws {
        let scene = Self.presented(.slideIn(from: .left))
        let driver = try scene.stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 120, y: 0)
        let released = scene.detailFrame.x
        driver.dragEnded(velocityX: 1000, y: 0)
        let dt = 1e-4
        scene.system.advance(by: dt)
        // The band's slope at 120 points: 0.55 / (120 × 0.55 / 292.5 + 1)² = 0.36613; the view
        // moved on at 366 pt/s (its spring changes that by a few points per second over 0.1 ms).
        #expect(abs((scene.detailFrame.x - released) / dt - 366.13) < 10)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(0, 0, 292.5, 844))
    }

    @Test(
        "stagehand.dismiss refused while the keyboard moves the card: the move goes on to above the keyboard")
    func refusedDismissCallDuringASettle() throws {
        // The fuzzer's sequence, shortest form: a request the system drops stopped the settle it
        // interrupted, and nothing brought the card on to rest.
        let scene = Self.presented(.card())
        let driver = try scene.stagehand.driver
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        scene.system.advance(by: 0.1)
        let alert = ModelViewController(name: "alert", content: .alert(title: "Over"))
        scene.detail.present(alert, transition: StagehandTransition.popup())
        var answer: Bool?
        driver.dismiss { answer = $0 }
        #expect(answer == false)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
    }

    @Test("A drag whose dismissal the system refuses, after it stopped the keyboard's move, ends at rest")
    func refusedDismissalAfterAStoppedSettle() throws {
        let scene = Self.presented(.card())
        let driver = try scene.stagehand.driver
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        scene.system.advance(by: 0.1)
        // A presentation over the card is under way: UIKit would drop a dismissal meanwhile, or
        // hold it until the presentation is over (rule 24).
        let alert = ModelViewController(name: "alert", content: .alert(title: "Over"))
        scene.detail.present(alert, transition: StagehandTransition.popup())
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 40)
        // Stagehand does not ask: UIKit would drop the request or hold it for later (rule 24).
        #expect(scene.detail.presentingViewController === scene.list)
        #expect(!scene.system.events.contains { if case .refused(24, _) = $0 { true } else { false } })
        driver.dragEnded(velocityX: 0, y: 600)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
        #expect(scene.detail.presentedViewController === alert)
    }

    @Test(
        "A card with detents: the keyboard, a drag that begins and lifts: it rests above the keyboard, without a jump"
    )
    func cardWithDetentsKeyboardDragLift() throws {
        let scene = Self.presented(.card(detents: [.fitted, .large]))
        try Self.expectAtRest(scene, Rect(20, 490, 350, 320))
        let driver = try scene.stagehand.driver
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        driver.dragBegan()
        driver.dragEnded(velocityX: 0, y: 0)
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
        #expect(driver.detent == 0)
        // Detents still change: flung up, to the large detent, from the top safe area (47) plus the
        // inset (20) down to the keyboard: 508 - 67 = 441 points.
        try scene.stagehand.drag(from: CGPoint(x: 195, y: 300), through: [-10], velocity: -1200)
        scene.system.runUntilIdle()
        #expect(driver.detent == 1)
        try Self.expectAtRest(scene, Rect(20, 67, 350, 441))
    }

    @Test("A card flung below its smallest detent whose dismissal is refused goes back to its detent")
    func refusedFlingBackToTheDetent() throws {
        let scene = Self.presented(.card(detents: [.fitted, .large]))
        let driver = try scene.stagehand.driver
        try scene.stagehand.drag(from: CGPoint(x: 195, y: 600), through: [-10], velocity: -1200)
        scene.system.runUntilIdle()
        // The large detent: from the top safe area (47) plus the inset (20) to the bottom safe area.
        try Self.expectAtRest(scene, Rect(20, 67, 350, 743))
        scene.detail.isModalInPresentation = true
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 300)
        #expect(scene.detailFrame == Rect(20, 367, 350, 443))
        driver.dragEnded(velocityX: 0, y: 5000)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 67, 350, 743))
        #expect(driver.detent == 1)
    }

    @Test("A presentation a drag cannot move goes on with the keyboard when a drag begins and lifts")
    func unmovableCardKeyboardDragLift() throws {
        let scene = Self.presented(StagehandTransition.card().interactivelyDismissible(false))
        let driver = try scene.stagehand.driver
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        scene.system.advance(by: 0.1)
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 40)
        driver.dragEnded(velocityX: 0, y: 800)
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(20, 188, 350, 320))
    }

    @Test(
        "An app's own sheet: the keyboard, a drag that begins and lifts; a rubber band stopped by another drag",
        arguments: [false, true])
    func customSheet(cancelled: Bool) throws {
        let scene = Self.presented(KeyboardSheet(), preferredContentSize: nil)
        // 300 points tall on the bottom safe area: y = 844 - 34 - 300.
        try Self.expectAtRest(scene, Rect(0, 510, 390, 300))
        let driver = try scene.stagehand.driver
        func beginAndLift() {
            driver.dragBegan()
            if cancelled {
                driver.dragCancelled()
            } else {
                driver.dragEnded(velocityX: 0, y: 0)
            }
        }
        driver.keyboardWillChange(frame: Self.keyboard, duration: 0.25)
        beginAndLift()
        scene.system.runUntilIdle()
        // On the keyboard: y = 844 - 336 - 300.
        try Self.expectAtRest(scene, Rect(0, 208, 390, 300))
        // Up, away from the dismissal edge: a rubber band, released fast, caught at once.
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: -120)
        #expect(scene.detailFrame.y < 208)
        driver.dragEnded(velocityX: 0, y: -2500)
        beginAndLift()
        scene.system.runUntilIdle()
        try Self.expectAtRest(scene, Rect(0, 208, 390, 300))
    }
}

/// An app's own bottom sheet, 300 points tall on the bottom safe area (which the keyboard joins),
/// dimmed, dismissed by a drag down.
struct KeyboardSheet: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let height = 300.0
        let open = CGRect(
            x: 0, y: Double(bounds.height) - context.container.safeArea.bottom - height,
            width: Double(bounds.width), height: height)
        let shut = CGRect(x: 0, y: Double(bounds.height), width: Double(bounds.width), height: height)
        let presenting = phase == .present
        let timing = Timing.linear(duration: 0.3)
        let tracks = [
            Track(
                .dimming, from: ViewState(frame: bounds, alpha: presenting ? 0 : 1),
                to: ViewState(frame: bounds, alpha: presenting ? 1 : 0), timing: timing),
            Track(
                .presented, from: ViewState(frame: presenting ? shut : open),
                to: ViewState(frame: presenting ? open : shut), timing: timing),
        ]
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.dimming, .presented],
            style: .overFullScreen,
            drag: DismissalDrag(edge: .bottom, distance: Double(shut.minY - open.minY)))
    }
}

/// `stagehand.dismiss`'s completion: true when nothing is presented any more, false when there was
/// nothing to dismiss or the system refused; a call joining a dismissal under way (or taken and not
/// begun) hears how that dismissal ends.
@MainActor
@Suite("Issue 16: a dismissal joined is answered by how it ends")
struct JoinedDismissalTests {
    @Test(
        "present, idle, UIKit's dismiss, stagehand.dismiss: told true once the dismissal completes",
        arguments: [false, true])
    func joiningUIKitsOwnDismissal(begun: Bool) throws {
        let scene = RestingSequenceTests.presented(.card())
        let driver = try scene.stagehand.driver
        scene.detail.dismiss(animated: true)
        if begun {
            // The body has run: the dismissal is under way.
            scene.system.advance(by: 0)
            #expect(driver.state == .dismissing)
        } else {
            // Taken, its body scheduled for the next turn of the run loop (§2.2).
            #expect(driver.state == .presented)
        }
        var answers: [Bool] = []
        driver.dismiss { answers.append($0) }
        #expect(answers.isEmpty)
        scene.system.runUntilIdle()
        #expect(answers == [true])
        #expect(scene.list.presentedViewController == nil)
        // UIKit was asked for one dismissal only: the app's.
        #expect(
            scene.system.events.filter { $0.description == "delegate.animationController(forDismissed:)" }
                .count == 1)
        #expect(scene.system.breaches.isEmpty)
    }

    @Test("A dismissal UIKit refuses is answered false at once")
    func refusedDismissal() throws {
        let scene = RestingSequenceTests.presented(.card())
        let alert = ModelViewController(name: "alert", content: .alert(title: "Over"))
        scene.detail.present(alert, transition: StagehandTransition.popup())
        var answers: [Bool] = []
        try scene.stagehand.driver.dismiss { answers.append($0) }
        #expect(answers == [false])
        scene.system.runUntilIdle()
        #expect(answers == [false])
        #expect(scene.detail.presentedViewController === alert)
        #expect(scene.list.presentedViewController === scene.detail)
    }

    @Test(
        "A call joining an interactive dismissal that is cancelled is told false; the presentation stays",
        arguments: [false, true])
    func joiningACancelledInteractiveDismissal(begun: Bool) throws {
        let scene = RestingSequenceTests.presented(.card())
        let driver = try scene.stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 40)
        if begun {
            scene.system.advance(by: 0)
            #expect(driver.state == .dismissing)
        } else {
            // Asked of UIKit, not begun yet.
            #expect(driver.state == .presented)
        }
        var answers: [Bool] = []
        driver.dismiss { answers.append($0) }
        // Back up, slowly: the dismissal cancels.
        driver.dragChanged(translationX: 0, y: 10)
        driver.dragEnded(velocityX: 0, y: -300)
        scene.system.runUntilIdle()
        #expect(answers == [false])
        try RestingSequenceTests.expectAtRest(scene, Rect(20, 490, 350, 320))
    }
}

/// A rotation during the presentation of an app's transition whose cast depends on its shared
/// elements: the presentation goes on as the transition would play in the new container, and ends
/// where the presentation controller lays it out (rule 13).
@MainActor
@Suite("Issue 16: a rotation mid-presentation recasts a transition's shared elements")
struct RecastingRotationTests {
    /// An iPad-sized container, tall enough for the avatar on the curtain.
    static let tall = ContainerGeometry(
        size: CGSize(width: 834, height: 1194), safeArea: Insets(top: 24, bottom: 20))

    /// Presents `AvatarCurtain` and runs one frame: the body has run, the flight has begun.
    static func presentingOneFrame(
        in geometry: ContainerGeometry = .iPhonePortrait
    ) throws -> (scene: TestScene, container: ModelView, source: ModelView, destination: ModelView) {
        let scene = TestScene(geometry: geometry)
        scene.list.present(scene.detail, transition: AvatarCurtain())
        scene.system.advance(by: 1.0 / 60)
        return (
            scene, try #require(scene.system.window.subviews.last),
            try #require(scene.list.view.descendant(withIdentifier: "avatar")),
            try #require(scene.detail.view.descendant(withIdentifier: "avatar"))
        )
    }

    /// Records, every frame while the presentation is under way, the views in the container and
    /// their frames: the last record is where the plan ended, before the completion lays it out.
    final class Recorder {
        var frames: [String: Rect] = [:]

        @MainActor
        init(_ scene: TestScene, container: ModelView) throws {
            let driver = try scene.stagehand.driver
            scene.system.isRecording = true
            scene.system.onFrame = { [weak self] _ in
                guard driver.state == .presenting else { return }
                self?.frames = Dictionary(
                    uniqueKeysWithValues: container.subviews.map {
                        ($0.name, Rect($0.presentationState.frame))
                    })
            }
        }
    }

    @Test(
        "present, one frame, rotate, rotate, rotate: the avatar leaves, the curtain ends on landscape's frame"
    )
    func rotateThreeTimes() throws {
        let (scene, container, source, destination) = try Self.presentingOneFrame()
        #expect(container.subviews.map(\.name) == ["dimming", "presented view", "snapshot of small-avatar"])
        #expect(source.isHidden && destination.isHidden)
        let recorder = try Recorder(scene, container: container)
        for geometry in [ContainerGeometry.iPhoneLandscape, .iPhonePortrait, .iPhoneLandscape] {
            scene.system.setGeometry(geometry)
        }
        // Landscape's curtain, 195 points tall, is too short for the 200-point avatar: no flight.
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        #expect(!source.isHidden && !destination.isHidden)
        scene.system.runUntilIdle()
        // The plan ended on the presentation controller's frame for landscape: the top half, under
        // a top safe area of 0.
        #expect(recorder.frames == ["dimming": Rect(0, 0, 844, 390), "presented view": Rect(0, 0, 844, 195)])
        #expect(scene.detailFrame == Rect(0, 0, 844, 195))
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        #expect(!scene.hierarchy().contains { $0.contains("hidden=true") })
        #expect(try scene.stagehand.driver.state == .presented)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("A rotation that keeps the flight aims it where the element rests on the presented screen")
    func rotationKeepsTheFlight() throws {
        let (scene, container, source, destination) = try Self.presentingOneFrame()
        let recorder = try Recorder(scene, container: container)
        scene.system.setGeometry(Self.tall)
        #expect(container.subviews.map(\.name) == ["dimming", "presented view", "snapshot of small-avatar"])
        scene.system.runUntilIdle()
        // The curtain hangs from the top safe area (24); the avatar sits 140 points down on it, 95
        // in: measured where the curtain will rest, not where the slide has it mid-flight.
        #expect(
            recorder.frames == [
                "dimming": Rect(0, 0, 834, 1194), "presented view": Rect(0, 24, 834, 597),
                "snapshot of small-avatar": Rect(95, 164, 200, 200),
            ])
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        #expect(!source.isHidden && !destination.isHidden)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("A rotation that makes room for the avatar starts its flight, originals hidden, gone at the end")
    func rotationAddsTheFlight() throws {
        let (scene, container, source, destination) = try Self.presentingOneFrame(in: .iPhoneLandscape)
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        let recorder = try Recorder(scene, container: container)
        scene.system.setGeometry(.iPhonePortrait)
        #expect(container.subviews.map(\.name) == ["dimming", "presented view", "snapshot of small-avatar"])
        #expect(source.isHidden && destination.isHidden)
        scene.system.runUntilIdle()
        // Portrait's curtain hangs from the top safe area (47), half the container tall.
        #expect(
            recorder.frames == [
                "dimming": Rect(0, 0, 390, 844), "presented view": Rect(0, 47, 390, 422),
                "snapshot of small-avatar": Rect(95, 187, 200, 200),
            ])
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        #expect(!source.isHidden && !destination.isHidden)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("A presentation recast twice, then cancelled, puts every view back exactly")
    func recastThenCancelled() throws {
        let scene = TestScene()
        let before = scene.hierarchy()
        scene.list.present(scene.detail, transition: AvatarCurtain())
        scene.system.advance(by: 1.0 / 60)
        scene.system.advance(by: 0.1)
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.setGeometry(.iPhonePortrait)
        var answer: Bool?
        try scene.stagehand.driver.dismiss { answer = $0 }
        scene.system.runUntilIdle()
        #expect(answer == true)
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.hierarchy() == before)
        #expect(scene.system.breaches.isEmpty)
    }
}

/// An app's curtain that hangs from the top safe area, half the container tall, sliding down from
/// above it, with the avatar flying from the list onto it only where it shows on the curtain
/// whole: in portrait, not in landscape, where the curtain is shorter than the avatar.
struct AvatarCurtain: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let open = CGRect(
            x: 0, y: context.container.safeArea.top, width: Double(bounds.width),
            height: Double(bounds.height) / 2)
        let shut = open.offsetBy(dx: 0, dy: -open.maxY)
        let presenting = phase == .present
        let timing = Timing.linear(duration: 0.4)
        var tracks = [
            Track(
                .dimming, from: ViewState(frame: bounds, alpha: presenting ? 0 : 1),
                to: ViewState(frame: bounds, alpha: presenting ? 1 : 0), timing: timing),
            Track(
                .presented, from: ViewState(frame: presenting ? shut : open),
                to: ViewState(frame: presenting ? open : shut), timing: timing),
        ]
        var hierarchy: [Role] = [.dimming, .presented]
        var hidden: [Original] = []
        var transient: [Role] = []
        if let avatar = context.elements.first(where: { $0.id == "avatar" }),
            open.contains(avatar.destinationFrame)
        {
            let small = ViewState(frame: avatar.sourceFrame, cornerRadius: avatar.sourceCornerRadius)
            let large = ViewState(
                frame: avatar.destinationFrame, cornerRadius: avatar.destinationCornerRadius)
            tracks.append(
                Track(
                    .element("avatar"), from: presenting ? small : large, to: presenting ? large : small,
                    timing: timing))
            hierarchy.append(.element("avatar"))
            hidden = [.sourceElement("avatar"), .destinationElement("avatar")]
            transient = [.element("avatar")]
        }
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: hierarchy,
            style: .overFullScreen, hiddenOriginals: hidden, transientRoles: transient,
            drag: DismissalDrag(edge: .top, distance: Double(open.maxY)))
    }
}
