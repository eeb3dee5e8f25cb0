import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: scroll views")
struct ScrollViewTests {
    /// A list 400 points tall at y 100 with 1000 points of content.
    private func makeList() -> (scene: TouchScene, list: ModelView, scroll: ModelScrollState) {
        let scene = TouchScene()
        let list = scene.addView("list", CGRect(x: 0, y: 100, width: 390, height: 400))
        let scroll = scene.makeScrollable(list, contentSize: CGSize(width: 390, height: 1000))
        return (scene, list, scroll)
    }

    /// Drags the list up by 100 points in ten moves of 1/64 s: 90 points of scrolling once the slop is
    /// out, and a release at 640 points per second.
    @discardableResult
    private func flingUp(_ scene: TouchScene, lifts: Bool = true) -> HeadlessTouch {
        scene.system.pan(
            from: CGPoint(x: 195, y: 450), by: CGPoint(x: 0, y: -100), steps: 10, frameInterval: exactFrame,
            lifts: lifts)
    }

    @Test("A vertical drag scrolls the content by the pan's translation; the subviews move with the bounds")
    func dragging() {
        let (scene, list, scroll) = makeList()
        let row = scene.addView("row", CGRect(x: 0, y: 200, width: 390, height: 60), in: list)
        #expect(scroll.panGestureRecognizer.view === list)
        #expect(list.gestureRecognizers.map(\.name) == ["list scroll"])
        let touch = flingUp(scene, lifts: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        #expect((scroll.isTracking, scroll.isDragging, scroll.isDecelerating) == (true, true, false))
        #expect(row.frame(in: nil) == CGRect(x: 0, y: 210, width: 390, height: 60))
        scene.system.cancel(touch)
        #expect((scroll.isTracking, scroll.isDragging, scroll.isDecelerating) == (false, false, false))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
    }

    @Test("Films show the scrolled content, clipped to the scroll view")
    func rendering() {
        let (scene, list, scroll) = makeList()
        scene.addView("row", CGRect(x: 0, y: 200, width: 390, height: 60), in: list)
        scroll.contentOffset = CGPoint(x: 0, y: 90)
        let frame = RecordedFrame.record(scene.system.window, at: 0)
        let row = frame.layers.first { $0.name == "row" }
        #expect(row?.state.frame == CGRect(x: 0, y: 210, width: 390, height: 60))
        #expect(row?.clips.count == 1)
        #expect(frame.layers.first { $0.name == "list" }?.clips.isEmpty == true)
    }

    @Test(
        "A fling decelerates at 0.998 per millisecond on the virtual clock and rests where GesturePhysics projects"
    )
    func deceleration() {
        let (scene, _, scroll) = makeList()
        flingUp(scene)
        let lift = scene.system.time
        #expect((scroll.isTracking, scroll.isDragging, scroll.isDecelerating) == (false, false, true))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        scene.system.advance(by: 0.1)
        // 90 + 640/1000 · 0.998 · (1 - 0.998^100) / 0.002
        #expect(abs(Double(scroll.contentOffset.y) - 147.942_505_254_703_7) < 1e-6)
        scene.system.advance(by: 0.15)
        #expect(abs(Double(scroll.contentOffset.y) - 215.755_324_384_989_2) < 1e-6)
        #expect(scene.system.runUntilIdle(framesPerSecond: 64))
        #expect(!scroll.isDecelerating)
        // 90 + 640/1000 · 0.998 / 0.002 = 409.36, the rest GesturePhysics projects.
        #expect(abs(Double(scroll.contentOffset.y) - 409.36) < 1e-9)
        let projected = GesturePhysics.project(position: 90, velocity: 640, rate: .normal)
        #expect(abs(Double(scroll.contentOffset.y) - projected) < 1e-9)
        // It stops once less than half a point remains: about 3.23 s after the lift.
        #expect(scene.system.time - lift > 3.2 && scene.system.time - lift < 3.26)
    }

    /// What interrupts a deceleration 0.1 s in (at 147.94), and where the content comes to rest.
    enum Interruption: String, CaseIterable, Sendable {
        case touchDown, setContentOffsetWithoutAnimation, assignContentOffset
    }

    @Test(
        "A deceleration stops on a touch or setContentOffset(_:animated: false); assigning the offset moves it on",
        arguments: Interruption.allCases)
    func interruptingDeceleration(_ interruption: Interruption) {
        let (scene, _, scroll) = makeList()
        flingUp(scene)
        scene.system.advance(by: 0.1)
        let at = Double(scroll.contentOffset.y)
        switch interruption {
        case .touchDown:
            let touch = scene.system.touchDown(at: CGPoint(x: 195, y: 300))
            #expect((scroll.isTracking, scroll.isDecelerating) == (true, false))
            scene.system.advance(by: exactFrame)
            scene.system.lift(touch)
            #expect(scroll.panGestureRecognizer.history.suffix(2) == [.failed, .possible])
        case .setContentOffsetWithoutAnimation:
            scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            #expect(!scroll.isDecelerating)
        case .assignContentOffset:
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            #expect(scroll.isDecelerating)
        }
        #expect(scene.system.runUntilIdle(framesPerSecond: 64))
        let rest: Double =
            switch interruption {
            case .touchDown: at
            case .setContentOffsetWithoutAnimation: 100
            // The rest of the fling, shifted by the jump: 409.36 - (147.94… - 100).
            case .assignContentOffset: 409.36 - (147.942_505_254_703_7 - 100)
            }
        #expect(abs(Double(scroll.contentOffset.y) - rest) < 1e-6)
    }

    @Test("setContentOffset(_:animated: true) moves at constant speed over 0.3 s")
    func animatedScroll() {
        let (scene, _, scroll) = makeList()
        scene.system.cancel(flingUp(scene, lifts: false))
        scroll.setContentOffset(CGPoint(x: 0, y: 390), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        scene.system.advance(by: 0.15)
        #expect(abs(Double(scroll.contentOffset.y) - 240) < 1e-9)
        scene.system.advance(by: 0.15)
        #expect(abs(Double(scroll.contentOffset.y) - 390) < 1e-9)
        #expect(scene.system.isIdle)
    }

    @Test("Past the top the drag is rubber-banded, and the content returns to the top on release")
    func rubberBand() {
        let (scene, _, scroll) = makeList()
        let touch = scene.system.pan(
            from: CGPoint(x: 195, y: 150), by: CGPoint(x: 0, y: 110), steps: 11, frameInterval: exactFrame,
            lifts: false)
        // 100 points past the top of a 400-point view: (1 - 1 / (100 · 0.55 / 400 + 1)) · 400.
        #expect(abs(Double(scroll.contentOffset.y) + 48.351_648_351_648_36) < 1e-9)
        scene.system.lift(touch)
        #expect(scroll.contentOffset == .zero)
        #expect(!scroll.isDecelerating)
        scroll.bounces = false
        scene.system.pan(
            from: CGPoint(x: 195, y: 150), by: CGPoint(x: 0, y: 110), steps: 11, frameInterval: exactFrame,
            lifts: false)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("The list's pan does not begin for a horizontal drag; the list does not scroll sideways")
    func horizontalDragDoesNotScroll() {
        let (scene, _, scroll) = makeList()
        scene.system.pan(
            from: CGPoint(x: 100, y: 300), by: CGPoint(x: 60, y: 0), steps: 6, frameInterval: exactFrame)
        #expect(scroll.panGestureRecognizer.history == [.failed, .possible])
        #expect(scroll.contentOffset == .zero)
        #expect(!scroll.scrollsHorizontally && scroll.scrollsVertically)
    }

    /// A list with a safe area of 47 on top and 34 below, and its inset adjustment.
    struct InsetCase: Sendable, CustomStringConvertible {
        let behavior: ModelScrollState.ContentInsetAdjustmentBehavior
        let contentHeight: Double
        let top: Double
        let minimum: Double
        let maximum: Double
        var description: String { "\(behavior), content \(contentHeight)" }
    }

    @Test(
        "adjustedContentInset adds the safe area on the axes that scroll; the offset limits follow",
        arguments: [
            InsetCase(behavior: .automatic, contentHeight: 1000, top: 57, minimum: -57, maximum: 634),
            InsetCase(behavior: .never, contentHeight: 1000, top: 10, minimum: -10, maximum: 600),
            InsetCase(behavior: .always, contentHeight: 100, top: 57, minimum: -57, maximum: -57),
            InsetCase(behavior: .automatic, contentHeight: 100, top: 10, minimum: -10, maximum: -10),
        ])
    func insets(_ inset: InsetCase) {
        let (_, list, scroll) = makeList()
        list.safeAreaInsets = Insets(top: 47, bottom: 34)
        scroll.contentInset = Insets(top: 10, bottom: 0)
        scroll.contentSize = CGSize(width: 390, height: inset.contentHeight)
        scroll.contentInsetAdjustmentBehavior = inset.behavior
        #expect(scroll.adjustedContentInset.top == inset.top)
        #expect(scroll.minimumContentOffset.y == CGFloat(inset.minimum))
        #expect(scroll.maximumContentOffset.y == CGFloat(inset.maximum))
    }

    @Test(
        "Scroll hand-off as Stagehand does it: both pans recognize, the sheet pins the list and stops it at release"
    )
    func handOff() {
        let (scene, _, scroll) = makeList()
        let sheetPan = HeadlessPanGestureRecognizer()
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneousWith = [scroll.panGestureRecognizer]
        sheetPan.delegate = delegate
        var sheetTranslation = 0.0
        scene.attach(sheetPan, named: "sheet", to: scene.root)
        sheetPan.addTarget { pan in
            switch pan.state {
            case .changed:
                // At the top, a drag down moves the sheet and the list stays pinned at its top.
                sheetTranslation = Double(pan.translation(in: nil).y)
                scroll.contentOffset.y = scroll.minimumContentOffset.y
            case .ended:
                scroll.setContentOffset(CGPoint(x: 0, y: scroll.minimumContentOffset.y), animated: false)
            default:
                break
            }
        }
        scene.system.pan(
            from: CGPoint(x: 195, y: 150), by: CGPoint(x: 0, y: 100), steps: 10, frameInterval: exactFrame,
            releaseVelocity: CGPoint(x: 0, y: 1280))
        #expect(
            scene.actions.prefix(4) == [
                "list scroll: began", "sheet: began", "list scroll: changed", "sheet: changed",
            ])
        #expect(sheetTranslation == 130)
        #expect(scroll.contentOffset == .zero)
        #expect(!scroll.isDecelerating)
        scene.system.advance(by: exactFrame)
        #expect(scroll.contentOffset == .zero)
        #expect(scene.system.isIdle)
    }
}
