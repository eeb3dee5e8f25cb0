import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The curtain of StagehandCore's article "Writing your own transition": the article's code, made
/// public, kept once for the tests of both modules' articles (`DocumentationSnippetTests`,
/// `PreviewDocumentationSnippetTests`).
public struct DocumentationCurtain: CustomTransition {
    /// The curtain.
    public init() {}

    /// A dimming that a tap dismisses, over the full screen.
    public var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    /// The curtain has no shared elements: the driver need not search the screens for them.
    public var usesSharedElements: Bool { false }

    /// The curtain drops from the top to half the container's height over a dimming, and lifts back.
    public func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let down = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        let up = down.offsetBy(dx: 0, dy: -down.height)
        let shown = ViewState(frame: down, cornerRadius: 0)
        let hidden = ViewState(frame: up)
        let dimmed = ViewState(frame: bounds, alpha: 1)
        let clear = ViewState(frame: bounds, alpha: 0)

        let tracks: [Track]
        switch phase {
        case .present:
            let drop = Timing.easeOut(duration: 0.35)
            tracks = [
                Track(.dimming, from: clear, to: dimmed, timing: .linear(duration: 0.2)),
                Track(.presented, from: hidden, to: shown, timing: drop),
            ]
        case .dismiss:
            let lift = Timing.easeIn(duration: 0.25)
            tracks = [
                Track(.dimming, from: dimmed, to: clear, timing: .linear(duration: 0.2), delay: 0.05),
                Track(.presented, from: shown, to: hidden, timing: lift),
            ]
        }
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.dimming, .presented],
            style: .overFullScreen, drag: DismissalDrag(edge: .top, distance: down.height))
    }
}
