import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StagehandTransition {
    /// The choreography of one phase in `context`: every decision about views, states and timing.
    ///
    /// - Parameters:
    ///   - phase: presenting or dismissing.
    ///   - context: the container and what was measured in it when the phase starts.
    ///   - detent: for a card, the index in ``detents`` it presents at or dismisses from
    ///     (clamped to the valid range).
    public func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Int = 0)
        -> Choreography
    {
        choreography(for: phase, in: context, height: height(ofDetent: detent))
    }

    /// The choreography of one phase in `context`, with a card `height` tall (its detents' height
    /// when nil, or for the other kinds).
    func choreography(for phase: PresentationPhase, in context: TransitionContext, height: Length?)
        -> Choreography
    {
        let scene = Scene(transition: self, context: context, height: height)
        let direction = context.container.layoutDirection
        let timing = phase == .present ? presentationTiming : dismissalTiming
        // Each piece: a role, its state when presented and when not, and whether it is transient.
        var pieces: [Piece] = []
        var hidden: [Original] = []
        var drag = DismissalDrag(edge: .bottom, distance: Double(scene.bounds.height))

        if style == .fullScreen {
            pieces.append(Piece(.presenting, shown: scene.presentingState, hidden: scene.presentingState))
        }
        switch kind {
        case .slideIn(let edge), .cover(let edge):
            let edge = edge.resolved(for: direction)
            pieces += scene.dimmingPieces
            pieces.append(scene.slidingPresented(edge: edge))
            drag = scene.drag(edge: edge)
        case .card:
            pieces += scene.dimmingPieces
            pieces.append(scene.slidingPresented(edge: .bottom))
            drag = scene.drag(edge: .bottom)
        case .push(let edge):
            let edge = edge.resolved(for: direction)
            let away = scene.presentingState.frame.offset(along: edge.opposite, by: parallax)
            if style == .fullScreen {
                pieces[0] = Piece(.presenting, shown: ViewState(frame: away), hidden: scene.presentingState)
            }
            pieces += scene.dimmingPieces
            pieces.append(scene.slidingPresented(edge: edge))
            drag = scene.drag(edge: edge)
        case .fade:
            pieces += scene.dimmingPieces
            pieces.append(scene.fadingPresented(scale: 1))
        case .popup:
            pieces += scene.dimmingPieces
            pieces.append(scene.fadingPresented(scale: phase == .present ? 0.8 : 1))
        case .zoom:
            pieces += scene.dimmingPieces
            let source = ViewState(
                frame: context.sourceFrame ?? zoomSource ?? scene.centrePoint, alpha: fades ? 0 : 1,
                cornerRadius: cornerRadius)
            pieces.append(Piece(.presented, shown: scene.presentedState, hidden: scene.presentedState))
            pieces.append(Piece(.snapshot, shown: scene.presentedState, hidden: source, transient: true))
            hidden.append(.presentedView)
        case .sharedElement:
            pieces += scene.dimmingPieces
            pieces.append(scene.fadingPresented(scale: 1))
            for element in context.elements {
                pieces += Scene.flight(of: element, phase: phase)
                hidden += [.sourceElement(element.id), .destinationElement(element.id)]
            }
        }

        let tracks = pieces.map { piece in
            phase == .present
                ? Track(piece.role, from: piece.hidden, to: piece.shown, timing: timing)
                : Track(piece.role, from: piece.shown, to: piece.hidden, timing: timing)
        }
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: pieces.map(\.role), style: style,
            hiddenOriginals: hidden, transientRoles: pieces.filter(\.isTransient).map(\.role), drag: drag)
    }

    /// The presented view's frame once presented in `context` (at `detent` for a card): what a
    /// presentation re-applies on every container size change.
    ///
    /// A transition from ``TransitionEdge/leading`` or ``TransitionEdge/trailing`` mirrors its layout
    /// in a right-to-left container; ``maximumWidth`` limits the width in a container of regular width
    /// or compact height.
    public func presentedFrame(in context: TransitionContext, detent: Int = 0) -> CGRect {
        Scene(transition: self, context: context, height: height(ofDetent: detent)).presentedState.frame
    }

    /// The height of the detent of index `detent` (clamped to the valid range); nil without detents.
    private func height(ofDetent detent: Int) -> Length? {
        detents.isEmpty ? nil : detents[min(max(detent, 0), detents.count - 1)].length
    }
}

/// One role of a phase: its state when presented, when not, and whether it exists only for the
/// transition.
private struct Piece {
    var role: Role
    var shown: ViewState
    var hidden: ViewState
    var isTransient: Bool

    init(_ role: Role, shown: ViewState, hidden: ViewState, transient: Bool = false) {
        self.role = role
        self.shown = shown
        self.hidden = hidden
        self.isTransient = transient
    }
}

/// The states a transition's pieces are made of, in one context.
private struct Scene {
    let transition: StagehandTransition
    let bounds: CGRect
    let presentedState: ViewState
    let presentingState: ViewState
    /// The dimming's alpha once presented: 1, or less on a card with an undimmed detent.
    let dimmingAlpha: Double

    init(transition: StagehandTransition, context: TransitionContext, height: Length?) {
        self.transition = transition
        bounds = context.container.bounds
        var layout = transition.layout
        if transition.edge?.isDirectional == true, context.container.layoutDirection == .rightToLeft {
            layout = layout.mirroredHorizontally
        }
        let maximumWidth = context.container.limitsCardWidth ? transition.maximumWidth : nil
        let frame = { (height: Length?) in
            var resized = layout
            if let height { resized.height = height }
            return resized.frame(
                in: context.container, preferredContentSize: context.preferredContentSize,
                maximumWidth: maximumWidth)
        }
        let presented = frame(height)
        presentedState = ViewState(frame: presented, alpha: 1, cornerRadius: transition.cornerRadius)
        presentingState = ViewState(frame: bounds)
        dimmingAlpha =
            UndimmedDetent(transition: transition)?.dimmingAlpha(
                atHeight: Double(presented.height), detentHeights: { Double(frame($0.length).height) }) ?? 1
    }

    var centrePoint: CGRect { CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }

    var dimmingPieces: [Piece] {
        guard transition.dimming != nil else { return [] }
        return [
            Piece(
                .dimming, shown: ViewState(frame: bounds, alpha: dimmingAlpha),
                hidden: ViewState(frame: bounds, alpha: 0))
        ]
    }

    func slidingPresented(edge: ScreenEdge) -> Piece {
        var hidden = presentedState
        hidden.frame = presentedState.frame.offscreen(beyond: edge, of: bounds)
        if transition.fades { hidden.alpha = 0 }
        return Piece(.presented, shown: presentedState, hidden: hidden)
    }

    func fadingPresented(scale: Double) -> Piece {
        var hidden = presentedState
        hidden.alpha = 0
        hidden.transform = .scale(scale)
        return Piece(.presented, shown: presentedState, hidden: hidden)
    }

    /// The flight of a shared element: a snapshot of the screen the phase starts from flies from its
    /// frame there to its frame on the other screen. Where the element grows on the way, a snapshot
    /// of the other screen's element flies with it and fades in over it while the first fades out,
    /// so no snapshot is ever shown larger than it was taken.
    static func flight(of element: SharedElement, phase: PresentationPhase) -> [Piece] {
        let source = ViewState(frame: element.sourceFrame, cornerRadius: element.sourceCornerRadius)
        let destination = ViewState(
            frame: element.destinationFrame, cornerRadius: element.destinationCornerRadius)
        let sourceArea = Double(element.sourceFrame.width * element.sourceFrame.height)
        let destinationArea = Double(element.destinationFrame.width * element.destinationFrame.height)
        // The snapshot taken where the flight starts, and the one taken where it ends.
        let (start, end): (Role, Role) =
            phase == .present
            ? (.element(element.id), .presentedElement(element.id))
            : (.presentedElement(element.id), .element(element.id))
        let grows = phase == .present ? destinationArea > sourceArea : sourceArea > destinationArea
        guard grows else {
            return [Piece(start, shown: destination, hidden: source, transient: true)]
        }
        // The first snapshot stays opaque while the second fades in over it (two translucent
        // layers of one picture would dip in the middle): alpha 0 where the flight starts.
        var endAtStart = phase == .present ? source : destination
        endAtStart.alpha = 0
        let endAtEnd = phase == .present ? destination : source
        return [
            Piece(start, shown: destination, hidden: source, transient: true),
            phase == .present
                ? Piece(end, shown: endAtEnd, hidden: endAtStart, transient: true)
                : Piece(end, shown: endAtStart, hidden: endAtEnd, transient: true),
        ]
    }

    /// A drag towards `edge` over the distance the presented view travels to leave through it.
    func drag(edge: ScreenEdge) -> DismissalDrag {
        let shown = presentedState.frame
        let gone = shown.offscreen(beyond: edge, of: bounds)
        let distance =
            edge.axis == .horizontal
            ? abs(Double(gone.minX - shown.minX)) : abs(Double(gone.minY - shown.minY))
        return DismissalDrag(edge: edge, distance: distance)
    }
}

extension CGRect {
    /// The rectangle moved towards `edge` by `fraction` of its own width or height.
    func offset(along edge: ScreenEdge, by fraction: Double) -> CGRect {
        let length = edge.axis == .horizontal ? Double(width) : Double(height)
        let distance = length * fraction * edge.outwardSign
        return edge.axis == .horizontal ? offsetBy(dx: distance, dy: 0) : offsetBy(dx: 0, dy: distance)
    }
}
