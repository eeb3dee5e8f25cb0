import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

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
    public var frames: [RecordedFrame]
    /// Frames per second.
    public var framesPerSecond: Double
    /// The canvas size, in points.
    public var size: CGSize

    /// How long the film lasts, in seconds (one frame interval per frame).
    public var duration: Double { Double(frames.count) / framesPerSecond }
}

/// The headless UIKit and its mock screens for one transition: a list screen at the root, and the
/// screen it presents.
@MainActor
public struct Scene {
    /// The system.
    public let system: HeadlessUIKit
    /// The root controller: a list screen, with avatars, the shared elements' sources and a zoom's
    /// source among its subviews.
    public let list: ModelViewController
    /// The controller presented.
    public let detail: ModelViewController
    /// The view a zoom grows from, when the scene has one.
    public let zoomSource: ModelView?
}

/// Builds the headless UIKit and mock screens for a transition, and runs scripts on it through
/// Stagehand's real presentation path (the driver, the adapters, the system's own `present` and
/// `dismiss`): what `stagehand render` and `stagehand gallery` film.
@MainActor
public enum Scenario {
    /// A system with a list screen presenting the content that suits `transition` (a menu for a
    /// drawer, a sheet for a card, a detail screen for the full-screen ones, an alert for a popup),
    /// whose measurements are `context`'s: its container, preferred size, zoom source and shared
    /// elements (placed as avatars on both screens, carrying their identifiers, so that Stagehand
    /// finds and measures them itself).
    public static func scene(for transition: StagehandTransition, in context: TransitionContext) -> Scene {
        let container = context.container
        let bounds = container.bounds
        let safeTop = container.safeArea.top
        let list = ModelViewController(
            name: "presenting", content: .listScreen(title: "Contacts", safeTop: safeTop))
        let presenting = list.view
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
        var zoomSource: ModelView?
        let source = context.sourceFrame ?? transition.zoomSource
        if case .zoom = transition.kind, let source {
            let view = ModelView(
                name: "zoom-source",
                state: ViewState(frame: source, cornerRadius: min(12, Double(source.height) / 2)),
                content: .avatar(Palette.tint))
            presenting.addSubview(view)
            zoomSource = view
        }

        let detail = ModelViewController(
            name: "presented",
            content: content(
                for: transition, safeTop: safeTop, avatar: context.elements.isEmpty ? Palette.accent(7) : nil)
        )
        detail.preferredContentSize = context.preferredContentSize
        for (index, element) in context.elements.enumerated() {
            // Placed with the presented view filling the container, where full screen puts it.
            let frame = element.destinationFrame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            detail.view.addSubview(
                ModelView(
                    name: "element-destination",
                    state: ViewState(frame: frame, cornerRadius: element.destinationCornerRadius),
                    identifier: element.id, content: .avatar(Palette.accent(index + 7))))
        }
        let system = HeadlessUIKit(geometry: container, root: list)
        return Scene(system: system, list: list, detail: detail, zoomSource: zoomSource)
    }

    static func content(for transition: StagehandTransition, safeTop: Double, avatar: RGBAColor?)
        -> ModelContent
    {
        switch transition.kind {
        case .slideIn(.left), .slideIn(.right): .menu(title: "Menu", safeTop: safeTop)
        case .slideIn, .card: .card(title: "Share")
        case .popup: .alert(title: "Delete")
        case .zoom, .sharedElement, .fade, .cover, .push:
            .detailScreen(title: "Ada", safeTop: safeTop, avatar: avatar)
        }
    }

    /// Films `script` on a fresh scene at `framesPerSecond` (clamped to 1...240), holding the end
    /// for `hold` seconds, and returns every frame. Everything goes through Stagehand's presentation
    /// path on the headless UIKit: `present(_:transition:)`, a plain `dismiss(animated:)`, pans
    /// delivered through hit testing.
    ///
    /// A convenience over ``film(_:in:script:framesPerSecond:hold:frame:)`` that keeps every frame:
    /// fine for tests and short films. A phase (presentation or dismissal) still running after
    /// ``FilmRequest/maximumDuration`` is cut there; the streaming variant throws instead.
    public static func film(
        _ transition: StagehandTransition, in context: TransitionContext, script: Script,
        framesPerSecond: Double = 30,
        hold: Double = 0.3
    ) -> Film {
        var frames: [RecordedFrame] = []
        _ = record(transition, in: context, script: script, framesPerSecond: framesPerSecond, hold: hold) {
            frames.append($0)
            return true
        }
        return Film(
            frames: frames, framesPerSecond: clampedFramesPerSecond(framesPerSecond),
            size: context.container.bounds.size)
    }

    /// Films `script` as ``film(_:in:script:framesPerSecond:hold:)`` does, handing each frame to
    /// `frame` as soon as it is recorded and keeping none, so that a render's memory does not grow
    /// with the film's length.
    ///
    /// - Throws: what `frame` throws (filming stops there), or ``RenderError/neverComesToRest(seconds:)``
    ///   when a phase is still running after ``FilmRequest/maximumDuration``;
    ///   ``FilmRequest/validate()`` refuses films that would be too long before any frame is filmed.
    public static func film(
        _ transition: StagehandTransition, in context: TransitionContext, script: Script,
        framesPerSecond: Double = 30,
        hold: Double = 0.3, frame: (RecordedFrame) throws -> Void
    ) throws {
        var failure: (any Error)?
        let complete = record(
            transition, in: context, script: script, framesPerSecond: framesPerSecond, hold: hold
        ) { recorded in
            do {
                try frame(recorded)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        if !complete {
            throw RenderError.neverComesToRest(seconds: FilmRequest.maximumDuration)
        }
    }

    /// The frame rate films are made at: `framesPerSecond` clamped to 1...240, 30 when not finite.
    static func clampedFramesPerSecond(_ framesPerSecond: Double) -> Double {
        framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 30
    }

    /// Films `script`, handing each frame to `frame` until it returns false. Returns false when
    /// filming stopped early: `frame` said so, or a phase was still running after
    /// ``FilmRequest/maximumDuration`` (each phase is cut there, as a safety net).
    private static func record(
        _ transition: StagehandTransition, in context: TransitionContext, script: Script,
        framesPerSecond: Double,
        hold: Double, frame: (RecordedFrame) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(frame) { frame in
            recordEscaping(
                transition, in: context, script: script, framesPerSecond: framesPerSecond, hold: hold,
                frame: frame)
        }
    }

    private static func recordEscaping(
        _ transition: StagehandTransition, in context: TransitionContext, script: Script,
        framesPerSecond: Double,
        hold: Double, frame: @escaping (RecordedFrame) -> Bool
    ) -> Bool {
        let fps = clampedFramesPerSecond(framesPerSecond)
        let hold = hold.isFinite ? min(max(hold, 0), FilmRequest.maximumDuration) : 0
        let step = 1 / fps
        let scene = scene(for: transition, in: context)
        let system = scene.system
        var stopped = false
        var cameToRest = true
        var recording = false
        system.isRecording = true
        system.onFrame = { [weak system] time in
            guard recording, !stopped, let system else { return }
            if !frame(RecordedFrame.record(system.window, at: time)) { stopped = true }
        }

        func present(animated: Bool) {
            if let zoomSource = scene.zoomSource { scene.detail.stagehandSourceView = zoomSource }
            scene.list.present(scene.detail, transition: transition, animated: animated)
        }
        func runToEnd() {
            recording = true
            system.advance(by: 0)
            var elapsed = 0.0
            while !system.isIdle, !stopped, elapsed <= FilmRequest.maximumDuration {
                system.advance(by: step)
                elapsed += step
            }
            if !system.isIdle { cameToRest = false }
        }
        func holdStill(_ seconds: Double) {
            recording = true
            for _ in 0..<Int((seconds * fps).rounded()) where !stopped { system.advance(by: step) }
        }
        func presentedAtRest() {
            recording = false
            present(animated: false)
            var elapsed = 0.0
            while !system.isIdle, elapsed <= FilmRequest.maximumDuration {
                system.advance(by: step)
                elapsed += step
            }
        }
        func dragDistance() -> DismissalDrag {
            transition.choreography(
                for: .dismiss, in: scene.detail.stagehand?.stage.measure(includingElements: false) ?? context
            ).drag
        }

        switch script {
        case .present:
            present(animated: true)
            runToEnd()
            holdStill(hold)
        case .dismiss:
            presentedAtRest()
            scene.detail.dismiss(animated: true)
            runToEnd()
            holdStill(hold)
        case .roundTrip:
            present(animated: true)
            runToEnd()
            holdStill(hold)
            scene.detail.dismiss(animated: true)
            runToEnd()
            holdStill(hold)
        case .dragToDismiss, .dragAndCancel:
            presentedAtRest()
            holdStill(hold / 2)
            let drag = dragDistance()
            let axis = drag.edge.axis
            // A touch in the middle of the presented view.
            let frame = scene.detail.view.frame(in: system.window)
            let start = CGPoint(x: frame.midX, y: frame.midY)
            let sign = drag.edge.outwardSign
            let (length, seconds, velocity) =
                script == .dragToDismiss
                ? (drag.distance * 0.3, 0.25, drag.distance * 0.3 / 0.25 * 1.5)
                : (drag.distance * 0.18, 0.3, -150)
            let count = max(1, Int((seconds * fps).rounded()))
            let translations = (1...count).map { length * sign * Double($0) / Double(count) }
            recording = true
            let dragged =
                transition.isInteractivelyDismissible
                && scene.detail.stagehand?.drag(
                    from: start, along: axis, through: translations, velocity: velocity * sign,
                    frameInterval: step)
                    == true
            if !dragged {
                // Not draggable: show the plain dismissal instead.
                scene.detail.dismiss(animated: true)
            }
            runToEnd()
            holdStill(hold)
        }
        system.onFrame = nil
        return !stopped && cameToRest
    }
}
