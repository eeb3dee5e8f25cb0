import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What happens in a rendered film.
public enum Script: String, Sendable, Hashable, CaseIterable {
    /// The presentation, then a short hold on the presented screen.
    case present
    /// The dismissal of a presented screen, then a short hold.
    case dismiss
    /// Presentation, hold, dismissal, hold.
    case roundTrip = "round-trip"
    /// A drag towards the dismissal edge released with speed: the dismissal finishes on a spring.
    case dragToDismiss = "drag-to-dismiss"
    /// A short, slow drag released backwards: the presented view springs back.
    case dragAndCancel = "drag-and-cancel"
}

/// A sequence of recorded frames at a fixed rate.
public struct Film: Sendable {
    /// The frames, the first at the script's start.
    public var frames: [HeadlessStage.Frame]
    /// Frames per second.
    public var framesPerSecond: Double
    /// The canvas size, in points.
    public var size: CGSize

    /// How long the film lasts, in seconds (one frame interval per frame).
    public var duration: Double { Double(frames.count) / framesPerSecond }
}

/// Builds the headless stage and mock screens for a transition, and runs scripts on it: what
/// `stagehand render` and `stagehand gallery` film.
@MainActor
public enum Scenario {
    /// A stage with a list screen presenting the content that suits `transition` (a menu for a
    /// drawer, a sheet for a card, a detail screen for the full-screen ones, an alert for a popup),
    /// whose measurements are `context`'s: its container, preferred size, zoom source and shared
    /// elements (placed as avatars on both screens, carrying their identifiers).
    public static func stage(for transition: Transition, in context: TransitionContext) -> HeadlessStage {
        let container = context.container
        let bounds = container.bounds
        let safeTop = container.safeArea.top
        let presenting = ModelView(
            name: "presenting", content: .listScreen(title: "Contacts", safeTop: safeTop))
        // One avatar per row, except where a shared element's source sits.
        var y = safeTop + 96
        var row = 0
        while y < Double(bounds.height) {
            let frame = CGRect(x: 16, y: y + 12, width: 40, height: 40)
            if !context.elements.contains(where: { $0.sourceFrame.intersects(frame) }) {
                presenting.addSubview(
                    ModelView(
                        name: "avatar", state: ViewState(frame: frame, cornerRadius: 20),
                        content: .avatar(Palette.accent(row))))
            }
            y += 64
            row += 1
        }
        for (index, element) in context.elements.enumerated() {
            presenting.addSubview(
                ModelView(
                    name: "element-source",
                    state: ViewState(frame: element.sourceFrame, cornerRadius: element.sourceCornerRadius),
                    identifier: element.id, content: .avatar(Palette.accent(index + 7))))
        }
        let source = context.sourceFrame ?? transition.zoomSource
        if case .zoom = transition.kind, let source {
            presenting.addSubview(
                ModelView(
                    name: "zoom-source",
                    state: ViewState(frame: source, cornerRadius: min(12, Double(source.height) / 2)),
                    content: .avatar(Palette.tint)))
        }

        let presented = ModelView(
            name: "presented",
            content: content(
                for: transition, safeTop: safeTop, avatar: context.elements.isEmpty ? Palette.accent(7) : nil)
        )
        for (index, element) in context.elements.enumerated() {
            // Measured with the presented view filling the container, where full screen puts it.
            let frame = element.destinationFrame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            presented.addSubview(
                ModelView(
                    name: "element-destination",
                    state: ViewState(frame: frame, cornerRadius: element.destinationCornerRadius),
                    identifier: element.id, content: .avatar(Palette.accent(index + 7))))
        }
        let stage = HeadlessStage(
            geometry: container, presentingView: presenting, presentedView: presented,
            preferredContentSize: context.preferredContentSize)
        stage.sourceFrame = context.sourceFrame
        stage.dimming = transition.dimming
        return stage
    }

    static func content(for transition: Transition, safeTop: Double, avatar: RGBAColor?) -> ModelContent {
        switch transition.kind {
        case .slideIn(.left), .slideIn(.right): .menu(title: "Menu", safeTop: safeTop)
        case .slideIn, .card: .card(title: "Share")
        case .popup: .alert(title: "Delete")
        case .zoom, .sharedElement, .fade, .cover, .push:
            .detailScreen(title: "Ada", safeTop: safeTop, avatar: avatar)
        }
    }

    /// Films `script` on a fresh stage at `framesPerSecond` (clamped to 1...240), holding the end
    /// for `hold` seconds.
    public static func film(
        _ transition: Transition, in context: TransitionContext, script: Script, framesPerSecond: Double = 30,
        hold: Double = 0.3
    ) -> Film {
        let fps = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 30
        let step = 1 / fps
        let stage = stage(for: transition, in: context)
        let session = TransitionSession(transition: transition, stage: stage)
        stage.isRecording = false

        func runToEnd() {
            stage.isRecording = true
            stage.advance(by: 0)
            var guardTime = 0.0
            while stage.isBusy, guardTime < 30 {
                stage.advance(by: step)
                guardTime += step
            }
        }
        func holdStill(_ seconds: Double) {
            stage.isRecording = true
            for _ in 0..<Int((seconds * fps).rounded()) { stage.advance(by: step) }
        }
        func presentedAtRest() {
            session.present(animated: false)
            stage.advance(by: 0)
            stage.advance(by: 0)
        }
        func drag(to translation: Double, over seconds: Double) -> Double {
            let drag = transition.choreography(for: .dismiss, in: stage.measure()).drag
            let frames = max(1, Int((seconds * fps).rounded()))
            stage.isRecording = true
            for frame in 1...frames {
                let along = translation * Double(frame) / Double(frames)
                let x = drag.edge.axis == .horizontal ? along * drag.edge.outwardSign : 0
                let y = drag.edge.axis == .vertical ? along * drag.edge.outwardSign : 0
                session.updateInteractiveDismissal(translationX: x, y: y)
                stage.advance(by: step)
            }
            return translation / seconds
        }
        func release(velocity: Double) {
            let edge = transition.choreography(for: .dismiss, in: stage.measure()).drag.edge
            let x = edge.axis == .horizontal ? velocity * edge.outwardSign : 0
            let y = edge.axis == .vertical ? velocity * edge.outwardSign : 0
            session.endInteractiveDismissal(velocityX: x, y: y)
        }

        switch script {
        case .present:
            session.present()
            runToEnd()
            holdStill(hold)
        case .dismiss:
            presentedAtRest()
            session.dismiss()
            runToEnd()
            holdStill(hold)
        case .roundTrip:
            session.present()
            runToEnd()
            holdStill(hold)
            session.dismiss()
            runToEnd()
            holdStill(hold)
        case .dragToDismiss, .dragAndCancel:
            presentedAtRest()
            holdStill(hold / 2)
            let distance = transition.choreography(for: .dismiss, in: stage.measure()).drag.distance
            guard session.beginInteractiveDismissal() else {
                // Not draggable: show the plain dismissal instead.
                session.dismiss()
                runToEnd()
                holdStill(hold)
                break
            }
            if script == .dragToDismiss {
                let speed = drag(to: distance * 0.3, over: 0.25)
                release(velocity: speed * 1.5)
            } else {
                _ = drag(to: distance * 0.18, over: 0.3)
                release(velocity: -150)
            }
            runToEnd()
            holdStill(hold)
        }
        // The stage holds the session only weakly (through its completions): keep it alive until
        // the script has run, whatever the optimiser decides about its last use.
        withExtendedLifetime(session) {}
        return Film(frames: stage.frames, framesPerSecond: fps, size: stage.geometry.bounds.size)
    }
}
