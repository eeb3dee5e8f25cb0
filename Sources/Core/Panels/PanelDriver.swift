import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every decision of one panel that stays on screen (FloatingPanel's job; the app's
/// `StagehandPanel`): where it rests, how a finger moves it (through the motion engine the cards
/// use, ``DetentMotion``), what its backdrop does, what VoiceOver offers, and where it is at every
/// frame. The UIKit layer forwards UIKit's calls here and applies the answers on a ``PanelStage``.
///
/// - **Detents.** It rests at one of ``detents`` (``selectedDetent``). An app's set moves it there,
///   at once or, animated, with the release spring; never reported. A person's change (a drag
///   released at another detent, a tap on the backdrop, a VoiceOver action) is reported once, when
///   it comes to rest there (``personChangedDetent``).
/// - **Stays.** No drag, tap or VoiceOver escape removes it, unless ``isRemovalInteractionEnabled``:
///   then a drag below the lowest detent follows the finger down and, released heading away, removes
///   it (FloatingPanel's removal interaction); VoiceOver's escape removes it too.
/// - **Backdrop.** Clear at ``largestUndimmedDetent`` and below, where touches reach the parent's
///   view; full from the next taller detent up, where it takes touches, and a tap moves the panel to
///   ``largestUndimmedDetent``. Without one (nil, the default, or a detent the panel does not have),
///   the panel never dims: a panel keeps its screen live unless asked.
/// - **Position.** ``positionChanged`` hears where the panel stands whenever it moved: at each
///   change of a drag (the views are set, not animated), at each of the display's frames while a
///   spring, an addition, a removal or the keyboard animates it (read from what is on screen, rule
///   65), and from the model value once such a run ends. Never twice the same, never when nothing
///   moved.
@MainActor
package final class PanelDriver<Stage: PanelStage> {
    /// Where the panel is in its life.
    package enum Phase: Sendable, Equatable {
        /// Not added yet.
        case hidden
        /// Coming up from below the parent's bottom edge.
        case adding
        /// On screen, between an addition and a removal.
        case shown
        /// Going down off screen, to be removed.
        case removing
        /// Removed.
        case removed
    }

    /// The views.
    package let stage: Stage
    /// Where the panel is in its life.
    package private(set) var phase = Phase.hidden
    /// The heights the panel rests at (never empty: an empty set is ignored).
    package private(set) var detents: [Detent]
    /// The index in ``detents`` the panel rests at.
    package private(set) var detent = 0
    /// The largest detent that leaves the parent's view undimmed and live; nil for no backdrop.
    package var largestUndimmedDetent: Detent? {
        didSet { showRestingIfStill() }
    }
    /// Whether a drag that begins in the content's scroll view, scrolled to its top, grows the panel
    /// to its highest detent before the content scrolls (`prefersScrollingExpandsWhenScrolledToEdge`).
    package var scrollingExpandsWhenScrolledToEdge = true
    /// Whether a drag below the lowest detent, or VoiceOver's escape, removes the panel.
    package var isRemovalInteractionEnabled = false
    /// The spring that carries the panel to a detent (and off screen).
    package var releaseSpring = StagehandTransition.criticalSpring
    /// How far a released fling is projected.
    package var decelerationRate = DecelerationRate.normal
    /// The panel's corner radius, in points (negative or NaN counts as 0).
    package var cornerRadius = 16.0 {
        didSet {
            cornerRadius = cornerRadius.finiteNonNegative
            showRestingIfStill()
        }
    }
    /// Whether the panel shows a grabber at its top edge.
    package var prefersGrabberVisible = false {
        didSet { showChrome() }
    }

    /// Told where the panel stands, whenever it moved (see the type's documentation).
    package var positionChanged: (@MainActor (StagehandPosition) -> Void)?
    /// Told the index of the detent the person moved the panel to, once per change, at rest there.
    package var personChangedDetent: (@MainActor (Int) -> Void)?
    /// Told when a removal begins (the app's, or the person's): the layer tells the panel's
    /// controller it leaves its parent.
    package var removalBegan: (@MainActor () -> Void)?
    /// Told when the panel is off screen at the end of a removal: the layer takes its views out.
    package var removalEnded: (@MainActor () -> Void)?

    /// The detent the app's sets and the person's changes last settled on.
    private var selection: DetentSelection
    /// The panel's height above the floor while a finger holds it (nil when not dragging).
    private var gesture: Gesture?
    /// Whether a run (a spring, an addition, a removal, the keyboard's move) animates the panel.
    private var isRunning = false
    /// Whether the run under way brings the panel to rest after something the person did.
    private var settlesPersonsChange = false
    /// Whether the parent's own animation (a rotation's) moves the panel, which the frame callback
    /// follows until ``parentAnimationEnded()``.
    private var followsParentAnimation = false
    /// Bumped whenever a run is replaced, so that a stale completion is ignored.
    private var generation = 0
    /// How far the keyboard covers the parent's view from its bottom edge.
    private var keyboardOverlap = 0.0
    /// The last position told.
    private var told: StagehandPosition?
    /// The layout the panel was last shown in, for telling a change of the parent's geometry.
    private var shownLayout: PanelLayout?
    /// The chrome last shown.
    private var shownChrome: PresentedChrome?

    private struct Gesture {
        /// The drag, shared with the content's scroll view.
        var drag: DetentDrag
        /// The panel's height above the floor when the drag began.
        var startHeight: Double
        /// The height the drag shows now.
        var height: Double
        /// Whether the drag moves nothing (the panel is leaving).
        var isIgnored = false
    }

    /// A panel resting at `detents` (its first one selected), on `stage`.
    package init(detents: [Detent], stage: Stage) {
        let detents = detents.isEmpty ? [.medium, .large] : detents
        self.detents = detents
        self.stage = stage
        self.selection = DetentSelection(detents: detents)
    }

    // MARK: Measuring

    /// The parent measured now, with the keyboard.
    package func layout() -> (layout: PanelLayout, heights: [Double]) {
        let measured = stage.measure()
        let layout = PanelLayout(geometry: measured.geometry, keyboardOverlap: keyboardOverlap)
        return (layout, layout.heights(of: detents, preferred: measured.preferredHeight))
    }

    /// The motion engine of the panel's detents in `layout`.
    private func motion(_ layout: PanelLayout, _ heights: [Double]) -> DetentMotion {
        DetentMotion(heights: heights, dimension: Double(layout.geometry.bounds.height))
    }

    /// The panel's and the backdrop's states with the panel's top edge `height` above the floor.
    private func states(atHeight height: Double, in layout: PanelLayout, heights: [Double]) -> [ViewState] {
        let panel = ViewState(frame: layout.frame(height: height), cornerRadius: cornerRadius)
        let backdrop = ViewState(
            frame: layout.geometry.bounds, alpha: backdropAlpha(atHeight: height, heights: heights))
        return [panel, backdrop]
    }

    /// The roles of ``states(atHeight:in:heights:)``.
    private static var roles: [Role] { [.presented, .dimming] }

    /// The backdrop's alpha with the panel `height` above the floor: 0 at the undimmed detent and
    /// below, 1 from the next taller detent up, in proportion between (``UndimmedDetent``).
    private func backdropAlpha(atHeight height: Double, heights: [Double]) -> Double {
        guard let undimmed = largestUndimmedDetent, let index = detents.firstIndex(of: undimmed) else {
            return 0
        }
        return UndimmedDetent.dimmingAlpha(atHeight: height, clearHeight: heights[index], heights: heights)
    }

    /// The height above the floor the panel shows now (on screen, in the middle of a run).
    private func heightShown(in layout: PanelLayout) -> Double? {
        stage.panelFrameOnScreen().map(layout.height(of:))
    }

    // MARK: Adding and removing

    /// The panel joins its parent's view: from below the bottom edge with the release spring when
    /// `animated`, else at once at its selected detent.
    package func add(animated: Bool) {
        guard phase == .hidden || phase == .removed else { return }
        let (layout, heights) = layout()
        showChrome(in: layout)
        guard animated else {
            phase = .shown
            show(
                states(atHeight: heights[detent], in: layout, heights: heights), in: layout, heights: heights)
            return
        }
        phase = .adding
        show(
            states(atHeight: layout.hiddenHeight, in: layout, heights: heights), in: layout, heights: heights)
        springToRest(velocity: 0)
    }

    /// The app removes the panel: down off screen with the release spring when `animated`, else at
    /// once. A removal under way goes on.
    package func remove(animated: Bool) {
        guard phase == .hidden || phase == .adding || phase == .shown else { return }
        leave(animated: animated && phase != .hidden, velocity: 0)
    }

    private func leave(animated: Bool, velocity: Double) {
        gesture = nil
        stopRunning()
        let wasShown = phase != .hidden
        phase = .removing
        removalBegan?()
        guard animated, wasShown else {
            finishRemoval()
            return
        }
        let (layout, heights) = layout()
        run(to: layout.hiddenHeight, velocity: velocity, in: layout, heights: heights) { [weak self] in
            self?.finishRemoval()
        }
    }

    private func finishRemoval() {
        phase = .removed
        isRunning = false
        followsParentAnimation = false
        stage.setFrameCallbackRunning(false)
        removalEnded?()
    }

    // MARK: Detents

    /// The detent the panel rests at.
    package var selectedDetent: Detent { detents[detent] }

    /// The app sets the panel's detents: it keeps its selected detent when the new set has it, else
    /// moves to the one nearest in height; at rest it shows it at once. An empty set is ignored.
    package func setDetents(_ detents: [Detent]) {
        guard !detents.isEmpty, detents != self.detents else { return }
        let current = layout().heights[detent]
        let kept = detents.firstIndex(of: selectedDetent)
        self.detents = detents
        selection = DetentSelection(detents: detents)
        let newHeights = layout().heights
        let index = kept ?? DetentSelection.nearest(to: current, heights: newHeights)
        _ = selection.appSelects(detents[index], in: .beforePresenting, animated: false)
        detent = index
        showRestingIfStill()
    }

    /// The app selects `detent` (one of ``detents``; any other is ignored), at once or with the
    /// release spring when `animated`. Before the panel is added it starts there; while it comes up
    /// it turns to come to rest there; while a finger holds it, or it leaves, the set is ignored.
    package func select(_ detent: Detent, animated: Bool) {
        let situation: DetentSelection.Situation
        switch phase {
        // A panel out of its parent (never added, or removed) comes up at the detent set next time.
        case .hidden, .removed: situation = .beforePresenting
        case .adding: situation = .presenting
        case .shown: situation = gesture == nil ? .atRest : .dragging
        case .removing: situation = .leaving
        }
        switch selection.appSelects(detent, in: situation, animated: animated) {
        case .none:
            return
        case .startsAt(let index):
            self.detent = index
        case .retargets(let index), .animates(let index):
            self.detent = index
            settlesPersonsChange = false
            springToRest(velocity: 0)
        case .jumps(let index):
            self.detent = index
            stopRunning()
            showResting()
        }
    }

    /// The person moves the panel to the detent of `index`: a spring there, reported once at rest.
    private func personSelects(_ index: Int) {
        detent = index
        settlesPersonsChange = true
        springToRest(velocity: 0)
    }

    // MARK: Dragging

    /// Whether a pan moving at `x`, `y` points per second as it begins should be recognized: while
    /// the panel is on screen or coming up, heading up or down more than sideways (a sideways swipe
    /// in the content stays the content's).
    package func shouldBeginDrag(velocityX x: Double, y: Double) -> Bool {
        guard phase == .shown || phase == .adding, x.isFinite, y.isFinite else { return false }
        return abs(y) >= abs(x)
    }

    /// A drag on the panel began: whatever animates it stops where it is on screen, and the finger
    /// holds it from there.
    ///
    /// - Parameters:
    ///   - scrollOffset: when the drag began inside the content's scroll view, its offset from its
    ///     top (``ScrollHandoff``).
    ///   - maximumScrollOffset: the largest offset the scroll view allows.
    package func dragBegan(scrollOffset: Double? = nil, maximumScrollOffset: Double = .infinity) {
        var drag = DetentDrag(scrollOffset: scrollOffset, maximumScrollOffset: maximumScrollOffset)
        guard phase == .shown || phase == .adding else {
            gesture = Gesture(drag: drag, startHeight: 0, height: 0, isIgnored: true)
            return
        }
        stopRunning()
        phase = .shown
        let (layout, heights) = layout()
        let height = heightShown(in: layout) ?? heights[detent]
        if drag.handoff != nil, scrollingExpandsWhenScrolledToEdge {
            let room = (heights.max() ?? 0) - height
            if room > 0, heights.count > 1 { drag.handoff?.expansionRoom = room }
        }
        gesture = Gesture(drag: drag, startHeight: height, height: height)
    }

    /// The drag moved: `x`, `y` is its translation since it began, in points (positive down).
    ///
    /// - Returns: with a scroll view sharing the drag, the offset from its top to pin it at; nil
    ///   otherwise.
    @discardableResult
    package func dragChanged(translationX x: Double, y: Double) -> Double? {
        guard var gesture, !gesture.isIgnored, y.isFinite else { return nil }
        let pinned = gesture.drag.change(to: y)
        let (layout, heights) = layout()
        let motion = motion(layout, heights)
        let moved = gesture.drag.moved
        if isRemovalInteractionEnabled, gesture.startHeight - moved < motion.lowest {
            // Below the lowest detent, the panel follows the finger down towards its removal.
            gesture.height = max(gesture.startHeight - moved, layout.hiddenHeight)
        } else if case .height(let height) = motion.height(
            draggedBy: moved, fromHeight: gesture.startHeight, escapesBelowLowest: false)
        {
            gesture.height = height
        }
        self.gesture = gesture
        show(states(atHeight: gesture.height, in: layout, heights: heights), in: layout, heights: heights)
        return pinned
    }

    /// The drag ended moving at `x`, `y` points per second: the panel springs at the finger's speed
    /// to the detent its projection reaches, or, with the removal interaction, off screen when the
    /// projection falls below half the lowest detent.
    ///
    /// - Returns: whether a scroll view sharing the drag may go on decelerating by itself.
    @discardableResult
    package func dragEnded(velocityX x: Double, y: Double) -> Bool {
        guard let gesture else { return true }
        self.gesture = nil
        guard !gesture.isIgnored else { return true }
        let velocity = gesture.drag.endsInContent || !y.isFinite ? 0 : y
        let (layout, heights) = layout()
        let target = motion(layout, heights).restingDetent(
            releasedAt: gesture.height, velocity: -velocity, rate: decelerationRate)
        guard let target else {
            if isRemovalInteractionEnabled {
                leave(animated: true, velocity: velocity)
            } else {
                settle(at: heights.indices.min { heights[$0] < heights[$1] } ?? 0, velocity: velocity)
            }
            return gesture.drag.scrollMayDecelerate
        }
        settle(at: target, velocity: velocity)
        return gesture.drag.scrollMayDecelerate
    }

    /// The system cancelled the drag: the panel springs back to the detent it rested at.
    package func dragCancelled() {
        guard let gesture else { return }
        self.gesture = nil
        guard !gesture.isIgnored else { return }
        settle(at: detent, velocity: 0)
    }

    private func settle(at index: Int, velocity: Double) {
        detent = index
        settlesPersonsChange = true
        springToRest(velocity: velocity)
    }

    // MARK: The backdrop, VoiceOver and the parent

    /// A tap on the backdrop (it takes touches only while it dims): the panel goes down to
    /// ``largestUndimmedDetent``, the person's change.
    package func backdropTapped() {
        guard phase == .shown, gesture == nil, let undimmed = largestUndimmedDetent,
            let index = detents.firstIndex(of: undimmed), index != detent || isRunning
        else { return }
        personSelects(index)
    }

    /// VoiceOver's custom actions: "Expand" and "Collapse" where a taller or shorter detent is,
    /// "Dismiss" with the removal interaction.
    package var accessibilityActions: [PresentationAccessibilityAction] {
        guard phase == .shown else { return [] }
        let (_, heights) = layout()
        var actions: [PresentationAccessibilityAction] = []
        let (taller, shorter) = DetentSelection.neighbours(of: detent, heights: heights)
        if let taller { actions.append(.init(kind: .expand(to: taller))) }
        if let shorter { actions.append(.init(kind: .collapse(to: shorter))) }
        if isRemovalInteractionEnabled { actions.append(.init(kind: .dismiss)) }
        return actions
    }

    /// Performs a VoiceOver action: the panel moves, and VoiceOver says the detent it goes to.
    /// Returns whether it acted.
    package func perform(_ action: PresentationAccessibilityAction) -> Bool {
        guard accessibilityActions.contains(action) else { return false }
        switch action.kind {
        case .expand(let index), .collapse(let index):
            personSelects(index)
            stage.announce(DetentSelection.spokenName(of: detents[index]))
        case .dismiss:
            leave(animated: true, velocity: 0)
        }
        return true
    }

    /// VoiceOver's escape gesture: removes the panel with the removal interaction; otherwise nothing
    /// (a panel stays). Returns whether it acted.
    package func escape() -> Bool {
        guard isRemovalInteractionEnabled, phase == .shown else { return false }
        leave(animated: true, velocity: 0)
        return true
    }

    /// The parent's view may have changed size, safe area or size class (a rotation, a bar that
    /// appeared): a panel at rest shows its detent where the parent is now (inside a rotation's
    /// animation, that animates with it); one springing turns towards it; a finger keeps holding it.
    ///
    /// `animating` says the layout runs inside the parent's animation (a rotation's coordinator):
    /// a panel at rest that moves is then followed by the frame callback, its position told at every
    /// frame, until ``parentAnimationEnded()``.
    package func parentDidLayOut(animating: Bool = false) {
        guard phase == .shown || phase == .adding, gesture == nil else { return }
        let (layout, _) = layout()
        guard layout != shownLayout else { return }
        if isRunning {
            springToRest(velocity: 0)
            return
        }
        showResting()
        if animating {
            followsParentAnimation = true
            stage.setFrameCallbackRunning(true)
        }
    }

    /// The parent's animation ended: where the panel rests is told, and the frame callback pauses
    /// unless a run of its own goes on.
    package func parentAnimationEnded() {
        guard followsParentAnimation else { return }
        followsParentAnimation = false
        guard !isRunning else { return }
        stage.setFrameCallbackRunning(false)
        if let position { tell(position) }
    }

    /// The keyboard will cover `overlap` points of the parent's view from its bottom edge (0 when
    /// it hides) over `duration` seconds with `curve` (a `UIView.AnimationCurve` raw value; nil or
    /// negative for ease-in-out): a panel at rest moves with it on the system's curve (rule 46); one
    /// springing turns towards where it now rests; a finger keeps holding it.
    package func keyboardWillChange(overlap: Double, duration: Double, curve: Int?) {
        let overlap = overlap.isFinite ? max(overlap, 0) : 0
        guard overlap != keyboardOverlap else { return }
        keyboardOverlap = overlap
        guard phase == .shown || phase == .adding, gesture == nil else { return }
        if isRunning {
            springToRest(velocity: 0)
            return
        }
        let (layout, heights) = layout()
        let roles = Self.roles
        let start = stage.states(of: roles)
        let end = states(atHeight: heights[detent], in: layout, heights: heights)
        let seconds = duration.isFinite ? min(max(duration, 0), 2) : 0.25
        let tracks = roles.indices.map {
            Track(
                roles[$0], from: start[$0] ?? end[$0], to: end[$0], timing: .easeInEaseOut(duration: seconds))
        }
        showChrome(in: layout)
        shownLayout = layout
        let plan = TransitionPlan(tracks: tracks)
        begin()
        let ticket = generation
        let completion: @MainActor () -> Void = { [weak self] in self?.runEnded(ticket) }
        if let curve, curve >= 0 {
            stage.run(plan, systemCurve: curve, duration: seconds, completion: completion)
        } else {
            stage.run(plan, completion: completion)
        }
    }

    // MARK: Position

    /// The display showed a frame (rule 65): while a run animates the panel, where it is on screen is
    /// told.
    package func frameDidDisplay() {
        guard isRunning || followsParentAnimation, let frame = stage.panelFrameOnScreen() else { return }
        let (layout, heights) = layout()
        tell(layout.position(of: frame, heights: heights))
    }

    /// Where the panel stands now, as set (the model value); nil before it is added or once removed.
    package var position: StagehandPosition? {
        guard phase != .hidden, phase != .removed, let frame = stage.states(of: [.presented]).first??.frame
        else { return nil }
        let (layout, heights) = layout()
        return layout.position(of: frame, heights: heights)
    }

    /// Where the panel rests at its selected detent in the parent measured now; nil before it is
    /// added or once removed.
    package var restingPosition: StagehandPosition? {
        guard phase != .hidden, phase != .removed else { return nil }
        let (layout, heights) = layout()
        return layout.position(of: layout.frame(height: heights[detent]), heights: heights)
    }

    private func tell(_ position: StagehandPosition) {
        guard position != told else { return }
        told = position
        positionChanged?(position)
    }

    // MARK: Running

    /// Springs the panel from where it is on screen to its detent, at `velocity` points per second
    /// (positive down): the panel comes to rest there.
    private func springToRest(velocity: Double) {
        let (layout, heights) = layout()
        run(to: heights[detent], velocity: velocity, in: layout, heights: heights) { [weak self] in
            guard let self else { return }
            if self.phase == .adding { self.phase = .shown }
            if self.settlesPersonsChange {
                self.settlesPersonsChange = false
                if let index = self.selection.personSettled(at: self.detent) {
                    self.personChangedDetent?(index)
                }
            }
        }
    }

    /// Runs the panel with the release spring from what is on screen to `height` above the floor,
    /// then `arrived`.
    private func run(
        to height: Double, velocity: Double, in layout: PanelLayout, heights: [Double],
        arrived: @escaping @MainActor () -> Void
    ) {
        let roles = Self.roles
        let end = states(atHeight: height, in: layout, heights: heights)
        stage.stop()
        let shown = stage.states(of: roles)
        let start = roles.indices.map { shown[$0] ?? end[$0] }
        let distance = Double(end[0].frame.minY - start[0].frame.minY)
        let spring = DetentMotion.spring(releaseSpring, velocity: velocity, distance: distance)
        let tracks = roles.indices.map {
            Track(roles[$0], from: start[$0], to: end[$0], timing: .spring(spring))
        }
        showChrome(in: layout)
        shownLayout = layout
        begin()
        let ticket = generation
        stage.run(TransitionPlan(tracks: tracks)) { [weak self] in
            guard let self, self.generation == ticket else { return }
            self.runEnded(ticket)
            arrived()
        }
    }

    /// A run begins: the frame callback runs while it does.
    private func begin() {
        generation += 1
        isRunning = true
        stage.setFrameCallbackRunning(true)
    }

    /// The run of `ticket` ended with its final states shown: where the panel rests is told from the
    /// model value, the frame callback pauses, and the backdrop takes touches as it now dims.
    private func runEnded(_ ticket: Int) {
        guard generation == ticket else { return }
        isRunning = false
        stage.setFrameCallbackRunning(followsParentAnimation)
        let (layout, _) = layout()
        if let position { tell(position) }
        updateBackdropTouches()
        // The parent changed meanwhile with nobody to say so: rest where it is now.
        if phase == .shown, gesture == nil, layout != shownLayout { showResting() }
    }

    /// Stops a run under way, leaving the panel where it is on screen.
    private func stopRunning() {
        guard isRunning else { return }
        generation += 1
        isRunning = false
        settlesPersonsChange = false
        stage.stop()
        stage.setFrameCallbackRunning(followsParentAnimation)
        if let position { tell(position) }
    }

    /// Shows the panel at rest at its detent, at once.
    private func showResting() {
        let (layout, heights) = layout()
        show(states(atHeight: heights[detent], in: layout, heights: heights), in: layout, heights: heights)
    }

    /// Shows the panel at rest again when nothing moves it (a change of its backdrop, corners or
    /// detents).
    private func showRestingIfStill() {
        guard phase == .shown, gesture == nil, !isRunning else { return }
        showResting()
    }

    /// Shows `states` at once, and tells the position and the backdrop's touches.
    private func show(_ states: [ViewState], in layout: PanelLayout, heights: [Double]) {
        stage.apply(states, to: Self.roles)
        showChrome(in: layout)
        shownLayout = layout
        tell(layout.position(of: states[0].frame, heights: heights))
        updateBackdropTouches(alpha: states[1].alpha)
    }

    /// The backdrop takes touches exactly while it dims (`alpha`, else as it is shown now).
    private func updateBackdropTouches(alpha: Double? = nil) {
        let alpha = alpha ?? stage.states(of: [.dimming]).first??.alpha ?? 0
        stage.setBackdropTakesTouches(alpha > 0)
    }

    /// What the panel wears in `layout`: its rounded corners, a shadow, and a grabber when asked.
    private func showChrome(in layout: PanelLayout? = nil) {
        let layout = layout ?? self.layout().layout
        let chrome = PresentedChrome(
            roundedCorners: layout.roundedCorners, shadow: .standard,
            grabber: prefersGrabberVisible ? Grabber(edge: .top, color: Grabber.standardColor) : nil)
        guard chrome != shownChrome else { return }
        shownChrome = chrome
        stage.showChrome(chrome)
    }
}
