import CAllocationCounter
import Foundation
import StagehandCore
import Testing

@Suite("Catalogue")
struct CatalogueTests {
    static let portrait = TransitionContext(container: .iPhonePortrait)
    static let containers: [(String, ContainerGeometry)] = [
        ("portrait, no safe area", ContainerGeometry(size: CGSize(width: 390, height: 844))),
        ("portrait", .iPhonePortrait),
        ("landscape, no safe area", ContainerGeometry(size: CGSize(width: 844, height: 390))),
        ("landscape", .iPhoneLandscape),
    ]

    /// The state of `role` at `time`: a plan without that role is a failure of the test that asked,
    /// recorded, and the end of that test only (not a crash of every test).
    static func state(_ plan: TransitionPlan, _ role: Role, at time: Double) throws -> ViewState {
        try #require(plan.state(of: role, at: time), "the plan has no \(role.name) at \(time) s")
    }

    static func frame(_ plan: TransitionPlan, _ role: Role, at time: Double) throws -> Rect {
        Rect(try state(plan, role, at: time).frame)
    }

    struct SlideCase: Sendable, CustomTestStringConvertible {
        var edge: ScreenEdge
        var name: String
        var container: ContainerGeometry
        var testDescription: String { "\(edge), \(name)" }
    }

    static let slideCases: [SlideCase] = ScreenEdge.allCases.flatMap { edge in
        containers.map { SlideCase(edge: edge, name: $0.0, container: $0.1) }
    }

    /// Seed 000 on every edge, with and without safe areas, in portrait and landscape: the 3/4 drawer
    /// slides from just beyond its edge in 0.3 s (ease-in-out, so half-way at half time), the 50 %
    /// dimming fades in alongside, and the dismissal plays it back.
    @Test("Seed 000 slide-in", arguments: slideCases)
    func seed000(_ c: SlideCase) throws {
        let context = TransitionContext(container: c.container)
        let transition = StagehandTransition.slideIn(from: TransitionEdge(c.edge))
        let w = Double(c.container.bounds.width)
        let h = Double(c.container.bounds.height)
        let shown: Rect
        let hidden: Rect
        switch c.edge {
        case .left: (shown, hidden) = (Rect(0, 0, w * 0.75, h), Rect(-w * 0.75, 0, w * 0.75, h))
        case .right: (shown, hidden) = (Rect(w / 4, 0, w * 0.75, h), Rect(w, 0, w * 0.75, h))
        case .top: (shown, hidden) = (Rect(0, 0, w, h * 0.75), Rect(0, -h * 0.75, w, h * 0.75))
        case .bottom: (shown, hidden) = (Rect(0, h / 4, w, h * 0.75), Rect(0, h, w, h * 0.75))
        }
        let middle = Rect((shown.x + hidden.x) / 2, (shown.y + hidden.y) / 2, shown.width, shown.height)

        let present = transition.choreography(for: .present, in: context)
        #expect(present.plan.duration == 0.3)
        #expect(present.hierarchy == [.dimming, .presented])
        #expect(present.style == .overFullScreen)
        #expect(try Self.frame(present.plan, .presented, at: 0).isClose(to: hidden))
        #expect(try Self.frame(present.plan, .presented, at: 0.15).isClose(to: middle))
        #expect(try Self.frame(present.plan, .presented, at: 0.3).isClose(to: shown))
        #expect(try Self.state(present.plan, .dimming, at: 0).alpha == 0)
        #expect(try isClose(Self.state(present.plan, .dimming, at: 0.15).alpha, 0.5))
        #expect(try Self.state(present.plan, .dimming, at: 0.3).alpha == 1)
        #expect(try Self.frame(present.plan, .dimming, at: 0.1) == Rect(c.container.bounds))
        #expect(transition.dimming?.color == RGBAColor(white: 0, alpha: 0.5))
        #expect(transition.dismissesOnBackgroundTap)

        let dismiss = transition.choreography(for: .dismiss, in: context)
        #expect(dismiss.plan.duration == 0.3)
        #expect(try Self.frame(dismiss.plan, .presented, at: 0).isClose(to: shown))
        #expect(try Self.frame(dismiss.plan, .presented, at: 0.15).isClose(to: middle))
        #expect(try Self.frame(dismiss.plan, .presented, at: 0.3).isClose(to: hidden))
        #expect(try Self.state(dismiss.plan, .dimming, at: 0.3).alpha == 0)
        #expect(dismiss.drag.edge == c.edge)
        #expect(isClose(dismiss.drag.distance, c.edge.axis == .horizontal ? w * 0.75 : h * 0.75))
        // Re-layout on a size change is the same function of the new container.
        #expect(Rect(transition.presentedFrame(in: context)).isClose(to: shown))
    }

    /// Seed 001: a snapshot grows from the tapped view's frame to the container in 0.3 s while the
    /// real view waits, hidden, at its final frame; the dismissal shrinks it back.
    @Test("Seed 001 zoom", arguments: containers.map(\.1))
    func seed001(container: ContainerGeometry) throws {
        let source = CGRect(x: 40, y: 120, width: 100, height: 44)
        let context = TransitionContext(container: container, sourceFrame: source)
        let bounds = Rect(container.bounds)
        let present = StagehandTransition.zoom().choreography(for: .present, in: context)
        #expect(present.plan.duration == 0.3)
        #expect(present.hierarchy == [.presented, .snapshot])
        #expect(present.hiddenOriginals == [.presentedView])
        #expect(present.transientRoles == [.snapshot])
        #expect(try Self.frame(present.plan, .snapshot, at: 0) == Rect(source))
        let middle = Rect(
            (40 + bounds.x) / 2, (120 + bounds.y) / 2, (100 + bounds.width) / 2, (44 + bounds.height) / 2)
        #expect(try Self.frame(present.plan, .snapshot, at: 0.15).isClose(to: middle))
        #expect(try Self.frame(present.plan, .snapshot, at: 0.3) == bounds)
        // The real view is laid out at its final size from the first frame.
        #expect(try Self.frame(present.plan, .presented, at: 0) == bounds)

        let dismiss = StagehandTransition.zoom().choreography(for: .dismiss, in: context)
        #expect(try Self.frame(dismiss.plan, .snapshot, at: 0) == bounds)
        #expect(try Self.frame(dismiss.plan, .snapshot, at: 0.3) == Rect(source))
        #expect(dismiss.rolesRemovedOnCompletion.contains(.snapshot))
        #expect(dismiss.rolesRemovedOnCompletion.contains(.presented))

        // Without a source the zoom starts from the centre; a stored source is the fallback.
        let centred = StagehandTransition.zoom().choreography(
            for: .present, in: TransitionContext(container: container))
        #expect(
            try Self.frame(centred.plan, .snapshot, at: 0)
                == Rect(Double(container.bounds.midX), Double(container.bounds.midY), 0, 0))
        let stored = StagehandTransition.zoom(fromRectInContainer: source).choreography(
            for: .present, in: TransitionContext(container: container))
        #expect(try Self.frame(stored.plan, .snapshot, at: 0) == Rect(source))
    }

    struct CardCase: Sendable {
        var container: ContainerGeometry
        var shown: Rect
        /// The card's y at 0.05, 0.1, 0.25 and 0.4 s.
        var springY: [Double]
    }

    /// Seed 002: the card springs from just below the container (UIKit spring, 0.5 s, damping 0.8)
    /// to 20 pt inside the safe area's sides and `max(20 - inset, 0)` above its bottom, corner radius
    /// 20, over the full screen, the presenter kept; it slides out in 0.2 s.
    ///
    /// The expectations are literals computed outside the package, not by `SpringParameters`: the frames from
    /// the seed's constraints (leading and trailing 20 pt inside the safe area, bottom
    /// `max(20 - inset, 0)` above it, height 300, start at `y = container height`), the spring from
    /// first principles in a Python script (`x'' + 2ζω₀x' + ω₀²x = 0` in closed form, checked by
    /// RK4 integration to 1e-14; UIKit's mapping solved by bisection: `ζ = 0.8`,
    /// `ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·0.5) = 17.988593378584795`, as in framer/motion's
    /// `findSpring`, whose Newton iteration gives the same ω₀). The settling duration is where the
    /// envelope `√(1 + b²)·e^(−ζω₀t)`, `b = ζ/√(1 − ζ²)`, falls to 0.001. Tolerance 1e-9 (pt or s).
    @Test(
        "Seed 002 card",
        arguments: [
            CardCase(
                container: .iPhonePortrait, shown: Rect(20, 510, 350, 300),
                springY: [760.969373251769, 640.4877385375313, 506.96834684224297, 508.293491746588]),
            CardCase(
                container: ContainerGeometry(size: CGSize(width: 390, height: 844)),
                shown: Rect(20, 524, 350, 300),
                springY: [764.4496989238505, 649.0181926108085, 521.0954221243046, 522.3650220326592]),
            // A compact height: at most 700 points wide (710 between the margins), centred.
            CardCase(
                container: .iPhoneLandscape, shown: Rect(72, 69, 700, 300),
                springY: [310.2011042329876, 194.40887446271716, 66.08634531844308, 67.3599127265112]),
            CardCase(
                container: ContainerGeometry(size: CGSize(width: 844, height: 390)),
                shown: Rect(20, 70, 804, 300),
                springY: [310.4496989238505, 195.0181926108084, 67.0954221243046, 68.36502203265917]),
        ])
    func seed002(_ c: CardCase) throws {
        let context = TransitionContext(
            container: c.container, preferredContentSize: CGSize(width: 0, height: 300))
        let height = Double(c.container.bounds.height)
        let hidden = Rect(c.shown.x, height, c.shown.width, c.shown.height)
        let present = StagehandTransition.card().choreography(for: .present, in: context)
        #expect(present.style == .overFullScreen)
        #expect(present.hierarchy == [.presented])  // the presenter stays visible, outside the container
        // UIKit's `animate(withDuration: 0.5, usingSpringWithDamping: 0.8, …)` lasts 0.5 s, a little
        // short of the spring's settling time (0.515505906063496 s, the envelope under a thousandth).
        #expect(isClose(present.plan.duration, 0.5))
        #expect(try Self.frame(present.plan, .presented, at: 0) == hidden)
        for (time, y) in zip([0.05, 0.1, 0.25, 0.4], c.springY) {
            #expect(
                try Self.frame(present.plan, .presented, at: time).isClose(
                    to: Rect(c.shown.x, y, c.shown.width, c.shown.height)), "at \(time) s")
        }
        #expect(try Self.frame(present.plan, .presented, at: present.plan.duration) == c.shown)
        #expect(try Self.state(present.plan, .presented, at: 0.2).cornerRadius == 20)

        let dismiss = StagehandTransition.card().choreography(for: .dismiss, in: context)
        #expect(dismiss.plan.duration == 0.2)
        #expect(
            try Self.frame(dismiss.plan, .presented, at: 0.1).isClose(
                to: Rect(c.shown.x, (c.shown.y + height) / 2, c.shown.width, c.shown.height)))
        #expect(try Self.frame(dismiss.plan, .presented, at: 0.2) == hidden)
        #expect(isClose(dismiss.drag.distance, height - c.shown.y))
    }

    /// Seed 003: the avatar flies from its small frame to its large frame, originals hidden, the
    /// detail screen fading in over 0.4 s; and back.
    @Test func seed003SharedElement() throws {
        let avatar = SharedElement(
            id: "avatar", sourceFrame: CGRect(x: 16, y: 120, width: 40, height: 40),
            destinationFrame: CGRect(x: 95, y: 140, width: 200, height: 200), sourceCornerRadius: 20,
            destinationCornerRadius: 100)
        let context = TransitionContext(container: .iPhonePortrait, elements: [avatar])
        let present = StagehandTransition.sharedElement().choreography(for: .present, in: context)
        #expect(present.plan.duration == 0.4)
        #expect(present.style == .fullScreen)
        // The avatar grows 5x: the detail screen's snapshot, never shown larger than it was taken,
        // fades in over the list's.
        let flights: [Role] = [.element("avatar"), .presentedElement("avatar")]
        #expect(present.hierarchy == [.presenting, .presented] + flights)
        #expect(present.hiddenOriginals == [.sourceElement("avatar"), .destinationElement("avatar")])
        #expect(present.transientRoles == flights)
        for role in flights {
            #expect(try Self.frame(present.plan, role, at: 0.2).isClose(to: Rect(55.5, 130, 120, 120)))
        }
        #expect(try Self.state(present.plan, .element("avatar"), at: 0).alpha == 1)
        #expect(try Self.state(present.plan, .element("avatar"), at: 0.4).alpha == 1)
        #expect(try Self.state(present.plan, .presentedElement("avatar"), at: 0).alpha == 0)
        #expect(try Self.state(present.plan, .presentedElement("avatar"), at: 0.4).alpha == 1)
        #expect(try Self.frame(present.plan, .element("avatar"), at: 0) == Rect(16, 120, 40, 40))
        #expect(
            try Self.frame(present.plan, .element("avatar"), at: 0.2).isClose(to: Rect(55.5, 130, 120, 120)))
        #expect(try Self.frame(present.plan, .element("avatar"), at: 0.4) == Rect(95, 140, 200, 200))
        #expect(try isClose(Self.state(present.plan, .element("avatar"), at: 0.2).cornerRadius, 60))
        #expect(try Self.state(present.plan, .presented, at: 0).alpha == 0)
        #expect(try isClose(Self.state(present.plan, .presented, at: 0.2).alpha, 0.5))
        #expect(try Self.state(present.plan, .presented, at: 0.4).alpha == 1)

        // Back, the avatar shrinks: one snapshot, the detail screen's, flies alone.
        let dismiss = StagehandTransition.sharedElement().choreography(for: .dismiss, in: context)
        #expect(try Self.frame(dismiss.plan, .presentedElement("avatar"), at: 0.4) == Rect(16, 120, 40, 40))
        #expect(try Self.state(dismiss.plan, .presentedElement("avatar"), at: 0.4).alpha == 1)
        #expect(try Self.state(dismiss.plan, .presented, at: 0.4).alpha == 0)
        #expect(dismiss.insertedRoles == [.presenting, .presentedElement("avatar")])
    }

    @Test func unmatchedSharedElementsFallBackToTheFade() throws {
        let matched = SharedElement.match(
            sources: [("a", CGRect(x: 0, y: 0, width: 10, height: 10), 0), ("only-here", .zero, 0)],
            destinations: [("b", .zero, 0), ("a", CGRect(x: 5, y: 5, width: 20, height: 20), 4)])
        #expect(matched.map(\.id) == ["a"])
        #expect(Rect(matched[0].destinationFrame) == Rect(5, 5, 20, 20))
        let plain = StagehandTransition.sharedElement().choreography(for: .present, in: Self.portrait)
        #expect(plain.hierarchy == [.presenting, .presented])
        #expect(plain.hiddenOriginals.isEmpty)
        #expect(try isClose(Self.state(plain.plan, .presented, at: 0.2).alpha, 0.5))
    }

    /// Seed 004: the new view fades in over 0.5 s; the dismissal puts the presenting view back below
    /// and fades the presented one out.
    @Test func seed004Fade() throws {
        let present = StagehandTransition.fade().choreography(for: .present, in: Self.portrait)
        #expect(present.plan.duration == 0.5)
        #expect(present.style == .fullScreen)
        #expect(present.hierarchy == [.presenting, .presented])
        #expect(present.insertedRoles == [.presented])
        #expect(try Self.state(present.plan, .presented, at: 0).alpha == 0)
        #expect(try isClose(Self.state(present.plan, .presented, at: 0.25).alpha, 0.5))
        #expect(try Self.state(present.plan, .presenting, at: 0.25).alpha == 1)
        let dismiss = StagehandTransition.fade().choreography(for: .dismiss, in: Self.portrait)
        #expect(dismiss.plan.duration == 0.5)
        #expect(dismiss.hierarchy == [.presenting, .presented])
        #expect(dismiss.insertedRoles == [.presenting])  // below the presented view
        #expect(dismiss.rolesRemovedOnCompletion == [.presented])
        #expect(try Self.state(dismiss.plan, .presented, at: 0.5).alpha == 0)
    }

    /// Every built-in transition's two durations in one table, so that none goes unchecked: the
    /// seeds' and the catalogue's documented figures (ease-in-out phases of UIKit's
    /// `animate(withDuration:)`, the card's and the push's UIKit springs of 0.5 s). The popup's
    /// spring (response 0.35 s, damping 0.8) has no fixed duration: it lasts until its envelope
    /// `√(1 + b²)·e^(−ζω₀t)`, `b = ζ/√(1 − ζ²)`, `ω₀ = 2π/0.35`, falls to a thousandth, which the
    /// Python script of `seed002(_:)` puts at 0.5165579218622812 s (`ln(1000·5/3)/(0.8·2π/0.35)`).
    /// Durations do not depend on the edge, the detents, the container or the safe area: each
    /// transition is checked in two containers. Tolerance 1e-9 s.
    struct DurationCase: Sendable, CustomTestStringConvertible {
        var name: String
        var transition: StagehandTransition
        var present: Double
        var dismiss: Double
        var testDescription: String { name }
    }

    static let durationCases: [DurationCase] = [
        DurationCase(
            name: "slide-in left", transition: StagehandTransition.slideIn(from: .left), present: 0.3,
            dismiss: 0.3),
        DurationCase(
            name: "slide-in top", transition: StagehandTransition.slideIn(from: .top), present: 0.3,
            dismiss: 0.3),
        DurationCase(
            name: "slide-in right, half",
            transition: StagehandTransition.slideIn(from: .right, length: .fraction(0.5)), present: 0.3,
            dismiss: 0.3),
        DurationCase(
            name: "slide-in bottom", transition: StagehandTransition.slideIn(from: .bottom), present: 0.3,
            dismiss: 0.3
        ),
        DurationCase(
            name: "zoom",
            transition: StagehandTransition.zoom(
                fromRectInContainer: CGRect(x: 40, y: 120, width: 100, height: 44)),
            present: 0.3, dismiss: 0.3),
        DurationCase(
            name: "zoom from the centre", transition: StagehandTransition.zoom(), present: 0.3, dismiss: 0.3),
        DurationCase(name: "card", transition: StagehandTransition.card(), present: 0.5, dismiss: 0.2),
        DurationCase(
            name: "sheet", transition: StagehandTransition.card(detents: [.fitted, .medium, .large]),
            present: 0.5,
            dismiss: 0.2),
        DurationCase(
            name: "shared element", transition: StagehandTransition.sharedElement(), present: 0.4,
            dismiss: 0.4),
        DurationCase(name: "fade", transition: StagehandTransition.fade(), present: 0.5, dismiss: 0.5),
        DurationCase(name: "cover", transition: StagehandTransition.cover(), present: 0.35, dismiss: 0.35),
        DurationCase(
            name: "cover left", transition: StagehandTransition.cover(from: .left), present: 0.35,
            dismiss: 0.35),
        DurationCase(name: "push", transition: StagehandTransition.push(), present: 0.5, dismiss: 0.5),
        DurationCase(
            name: "push top", transition: StagehandTransition.push(from: .top), present: 0.5, dismiss: 0.5),
        DurationCase(
            name: "popup", transition: StagehandTransition.popup(), present: 0.5165579218622812, dismiss: 0.2),
    ]

    @Test("Every built-in transition's presentation and dismissal durations", arguments: durationCases)
    func builtInDurations(_ c: DurationCase) {
        let contexts = [
            TransitionContext(
                container: .iPhonePortrait, preferredContentSize: CGSize(width: 270, height: 300)),
            TransitionContext(
                container: ContainerGeometry(size: CGSize(width: 844, height: 390)),
                preferredContentSize: CGSize(width: 270, height: 150)),
        ]
        for context in contexts {
            let presentation = c.transition.choreography(for: .present, in: context).plan.duration
            let dismissal = c.transition.choreography(for: .dismiss, in: context).plan.duration
            #expect(abs(presentation - c.present) < 1e-9, "\(c.name): presentation lasts \(presentation) s")
            #expect(abs(dismissal - c.dismiss) < 1e-9, "\(c.name): dismissal lasts \(dismissal) s")
        }
    }

    @Test(
        "Cover from every edge",
        arguments: [
            (ScreenEdge.left, Rect(-390, 0, 390, 844)), (.right, Rect(390, 0, 390, 844)),
            (.top, Rect(0, -844, 390, 844)), (.bottom, Rect(0, 844, 390, 844)),
        ])
    func cover(edge: ScreenEdge, start: Rect) throws {
        let present = StagehandTransition.cover(from: TransitionEdge(edge)).choreography(
            for: .present, in: Self.portrait)
        #expect(present.style == .fullScreen)
        #expect(present.plan.duration == 0.35)
        #expect(try Self.frame(present.plan, .presented, at: 0) == start)
        #expect(try Self.frame(present.plan, .presented, at: 0.35) == Rect(0, 0, 390, 844))
    }

    /// The push's critically damped UIKit spring of 0.5 s: literals from the independent Python
    /// script described at `seed002(_:)`. At ζ = 1, ω₀ solves `(ω₀·0.5 + 1)·e^(−0.5·ω₀) = 0.001`
    /// (bisection: 18.46682695290317), so the motion's envelope reaches a thousandth exactly at
    /// 0.5 s, the plan's duration; progress at 0.125 s is `1 − (1 + ω₀t)e^(−ω₀t) = 0.671067519285765`.
    /// Tolerance 1e-9.
    @Test func pushMovesThePresenterWithParallax() throws {
        let present = StagehandTransition.push().choreography(for: .present, in: Self.portrait)
        #expect(present.hierarchy == [.presenting, .dimming, .presented])
        #expect(try Self.frame(present.plan, .presented, at: 0) == Rect(390, 0, 390, 844))
        #expect(try Self.frame(present.plan, .presenting, at: 0) == Rect(0, 0, 390, 844))
        #expect(isClose(present.plan.duration, 0.5))
        // Just before 0.5 s a thousandth of the way is still to go (UIKit's bound): 0.39 pt and
        // 0.117 pt; UIKit ends `animate(withDuration: 0.5, usingSpringWithDamping:…)` at 0.5 s, and
        // so does the plan: at rest exactly.
        #expect(
            try Self.frame(present.plan, .presented, at: 0.5 - 1e-12).isClose(to: Rect(0.39, 0, 390, 844)))
        #expect(
            try Self.frame(present.plan, .presenting, at: 0.5 - 1e-12).isClose(
                to: Rect(-116.883, 0, 390, 844)))
        #expect(try Self.frame(present.plan, .presented, at: 0.5) == Rect(0, 0, 390, 844))
        let end = present.plan.duration
        #expect(try Self.frame(present.plan, .presenting, at: end).isClose(to: Rect(-117, 0, 390, 844)))
        #expect(try Self.frame(present.plan, .presented, at: end) == Rect(0, 0, 390, 844))
        // A quarter of the way through, the presented view is 390·(1 − p) from its place and the
        // presenter has moved 30 % as far: 117·p.
        #expect(
            try Self.frame(present.plan, .presented, at: 0.125).isClose(
                to: Rect(128.28366747855165, 0, 390, 844))
        )
        #expect(
            try Self.frame(present.plan, .presenting, at: 0.125).isClose(
                to: Rect(-78.5148997564345, 0, 390, 844))
        )
        // Over the full screen the presenter is not the animator's to move.
        let custom = StagehandTransition.push().style(.overFullScreen).choreography(
            for: .present, in: Self.portrait)
        #expect(!custom.plan.roles.contains(.presenting))
    }

    @Test func popupScalesAndFadesInTheCentre() throws {
        let context = TransitionContext(
            container: .iPhonePortrait, preferredContentSize: CGSize(width: 270, height: 150))
        let present = StagehandTransition.popup().choreography(for: .present, in: context)
        #expect(present.hierarchy == [.dimming, .presented])
        let start = try Self.state(present.plan, .presented, at: 0)
        #expect(Rect(start.frame) == Rect(60, 353.5, 270, 150))
        #expect(start.alpha == 0 && start.transform.scaleX == 0.8)
        let end = try Self.state(present.plan, .presented, at: present.plan.duration)
        #expect(end.alpha == 1 && end.transform == .identity && end.cornerRadius == 14)
        let dismiss = StagehandTransition.popup().choreography(for: .dismiss, in: context)
        #expect(dismiss.plan.duration == 0.2)
        #expect(try Self.state(dismiss.plan, .presented, at: 0.2).transform == .identity)
    }

    @Test func modifiersComposeWithoutNewTypes() throws {
        let spring = try SpringParameters(response: 0.4, dampingRatio: 0.9)
        let transition = StagehandTransition.slideIn(from: .bottom).fading().cornerRadius(16)
            .timing(.spring(spring), dismissal: .easeIn(duration: 0.25))
            .dimming(
                Dimming(color: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3), blursBackground: true))
        let present = transition.choreography(for: .present, in: Self.portrait)
        // ω₀ = 2π/0.4, ζ = 0.9: the envelope √(1 + b²)·e^(−ζω₀t), b = ζ/√(1 − ζ²), is 0.001 at
        // 0.5473600838557595 s (the Python script of `seed002(_:)`).
        #expect(isClose(present.plan.duration, 0.5473600838557595))
        let start = try Self.state(present.plan, .presented, at: 0)
        #expect(start.alpha == 0 && start.cornerRadius == 16)
        #expect(try Self.state(present.plan, .presented, at: present.plan.duration).alpha == 1)
        #expect(transition.dimming!.blursBackground)
        let dismiss = transition.choreography(for: .dismiss, in: Self.portrait)
        #expect(dismiss.plan.duration == 0.25)
        #expect(StagehandTransition.card().cornerRadius(-3).cornerRadius == 0)
        #expect(
            StagehandTransition.card().dimming(nil).choreography(for: .present, in: Self.portrait).hierarchy
                == [
                    .presented
                ])
        #expect(
            StagehandTransition.card().dimming(.standard).choreography(for: .present, in: Self.portrait)
                .hierarchy == [
                    .dimming, .presented,
                ])
    }

    /// Whether a drag dismisses each built-in transition by default (issue 13: drawers and cards do,
    /// what covers the screen does not, nor the popup), and what the opt-in and opt-out change: the
    /// behaviour the driver reads, and a drawer's screen-edge swipe with it.
    @Test(
        "A drag dismisses drawers and cards by default, full-screen transitions only when asked",
        arguments: [
            (
                "slide-in left", StagehandTransition.slideIn(from: .left), true,
                TransitionEdge.right as TransitionEdge?
            ),
            ("slide-in bottom", .slideIn(from: .bottom), true, .top),
            ("card", .card(), true, nil),
            ("sheet", .card(detents: [.medium, .large]), true, nil),
            ("zoom", .zoom(), false, nil), ("shared element", .sharedElement(), false, nil),
            ("fade", .fade(), false, nil), ("cover", .cover(), false, nil), ("push", .push(), false, nil),
            ("popup", .popup(), false, nil),
        ])
    func dragDismissalByDefault(
        name: String, transition: StagehandTransition, dismissible: Bool, edge: TransitionEdge?
    ) {
        #expect(transition.isInteractivelyDismissible == dismissible, "\(name)")
        #expect(transition.presentationBehavior.isInteractivelyDismissible == dismissible, "\(name)")
        #expect(transition.presentationBehavior.dismissalScreenEdge == edge, "\(name)")
        let optedIn = transition.interactivelyDismissible(true).presentationBehavior
        #expect(optedIn.isInteractivelyDismissible, "\(name)")
        #expect(optedIn.dismissalScreenEdge == edge, "\(name)")
        let optedOut = transition.interactivelyDismissible(false).presentationBehavior
        #expect(!optedOut.isInteractivelyDismissible, "\(name)")
        #expect(optedOut.dismissalScreenEdge == nil, "\(name)")
    }

    @Test func cardDetents() {
        let context = TransitionContext(
            container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 300))
        let sheet = StagehandTransition.card(detents: [.fitted, .medium, .large])
        // Available height inside the margins: 67...810 = 743.
        let heights = sheet.detents.indices.map {
            Double(sheet.presentedFrame(in: context, detent: $0).height)
        }
        #expect(heights == [300, 371.5, 743])
        #expect(Rect(sheet.presentedFrame(in: context, detent: 2)) == Rect(20, 67, 350, 743))
        #expect(Rect(sheet.presentedFrame(in: context, detent: 99)) == Rect(20, 67, 350, 743))  // clamped
        #expect(StagehandTransition.card(detents: []).detents == [.fitted])
    }

    @Test(
        "Detent targets",
        arguments: [
            (300.0, 0.0, 0 as Int?),  // at rest on the first
            (360, 0, 1),  // nearest
            (360, 600, 2),  // flung upwards: projects to 360 + 299 = 659, nearest 743
            (250, -400, nil as Int?),  // flung down: projects to 50 < 150
            (160, 0, 0),  // above half the smallest
            (140, 0, nil),  // below half the smallest
        ])
    func detentTargets(height: Double, velocity: Double, expected: Int?) {
        #expect(
            Detent.target(releasedAt: height, velocity: velocity, heights: [300, 371.5, 743]) == expected)
    }

    @Test func dismissalDragProgress() {
        let drag = DismissalDrag(edge: .bottom, distance: 334)
        #expect(drag.component(x: 50, y: 100) == 100)
        #expect(DismissalDrag(edge: .left, distance: 100).component(x: -30, y: 9) == 30)
        #expect(isClose(drag.progress(forTranslation: 167), 0.5))
        let banded = drag.progress(forTranslation: -100)
        #expect(banded < 0 && banded > -100.0 / 334)
        #expect(isClose(banded, GesturePhysics.rubberBand(offset: -100, dimension: 334) / 334))
        #expect(DismissalDrag(edge: .top, distance: .nan).distance == 1)
        #expect(drag.progress(forTranslation: .nan) == 0)
    }

    @Test func roleNamesRoundTrip() {
        for role in [
            Role.presented, .presenting, .dimming, .snapshot, .element("avatar:1"), .presentedElement("a"),
        ] {
            #expect(Role(name: role.name) == role)
        }
        #expect(Role(name: "element:") == nil)
        #expect(Role(name: "backdrop") == nil)
    }
}

@Suite("Catalogue evaluation")
struct CatalogueEvaluationTests {
    static let transitions: [StagehandTransition] = [
        .slideIn(from: .left), .zoom(fromRectInContainer: CGRect(x: 10, y: 10, width: 40, height: 40)),
        .card(),
        .sharedElement(),
        .fade(), .cover(), .push(), .popup(),
        StagehandTransition.slideIn(from: .bottom).fading().cornerRadius(12),
    ]

    @Test(
        "Every transition's frames evaluate without allocating",
        .enabled(if: stagehand_allocation_counting_available() == 1),
        arguments: transitions)
    func catalogueIsAllocationFree(transition: StagehandTransition) {
        let element = SharedElement(
            id: "avatar", sourceFrame: CGRect(x: 16, y: 152, width: 40, height: 40),
            destinationFrame: CGRect(x: 95, y: 140, width: 200, height: 200))
        let context = TransitionContext(
            container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 320),
            elements: [element])
        for phase in PresentationPhase.allCases {
            let plan = transition.choreography(for: phase, in: context).plan
            var states = plan.initialStates
            stagehand_allocation_counting_begin()
            for frame in 0...120 {
                plan.evaluate(at: plan.duration * Double(frame) / 120, into: &states)
            }
            #expect(stagehand_allocation_counting_end() == 0, "\(transition.name) \(phase)")
        }
    }
}
