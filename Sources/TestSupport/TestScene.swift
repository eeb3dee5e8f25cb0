import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list screen at the root (a navigation controller's child showing a row with a small avatar
/// "avatar" and a badge) and a detail screen with a large avatar "avatar", nested like a contacts list and its detail.
@MainActor
package struct TestScene {
    package let system: HeadlessUIKit
    package let list: ModelViewController
    package let navigationChild: ModelViewController
    package let detail: ModelViewController

    package init(
        geometry: ContainerGeometry = .iPhonePortrait, preferredContentSize: CGSize? = nil,
        unknowns: Unknowns = .init()
    ) {
        list = ModelViewController(name: "list", content: .listScreen(title: "Contacts", safeTop: 47))
        navigationChild = ModelViewController(name: "table")
        list.addChild(navigationChild)
        navigationChild.didMove(toParent: list)
        navigationChild.view.state.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let row = ModelView(
            name: "row", state: ViewState(frame: CGRect(x: 0, y: 140, width: 390, height: 64)))
        row.addSubview(
            ModelView(
                name: "small-avatar",
                state: ViewState(frame: CGRect(x: 16, y: 12, width: 40, height: 40), cornerRadius: 20),
                identifier: "avatar", content: .avatar(RGBAColor(red: 0.35, green: 0.55, blue: 0.95))))
        row.addSubview(
            ModelView(
                name: "badge", state: ViewState(frame: CGRect(x: 330, y: 20, width: 24, height: 24)),
                identifier: "badge"))
        navigationChild.view.addSubview(row)
        list.view.addSubview(navigationChild.view)
        system = HeadlessUIKit(geometry: geometry, root: list, unknowns: unknowns)
        detail = ModelViewController(name: "detail", content: .detailScreen(title: "Ada", safeTop: 47))
        detail.preferredContentSize = preferredContentSize
        detail.view.addSubview(
            ModelView(
                name: "large-avatar",
                state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200), cornerRadius: 100),
                identifier: "avatar", content: .avatar(RGBAColor(red: 0.35, green: 0.55, blue: 0.95))))
    }

    /// Presents `detail` with `transition` and runs until the presentation has completed.
    package func presentAtRest(_ transition: any CustomTransition, animated: Bool = false) {
        list.present(detail, transition: transition, animated: animated)
        system.runUntilIdle()
    }

    /// The detail's Stagehand presentation (there while presented). Throws ``MissingPresentation``
    /// when there is none, so that a test whose presentation did not happen records one failure and
    /// stops, where a force unwrap would crash the whole test process and every test after it.
    package var stagehand: HeadlessStagehandPresentation {
        get throws {
            guard let stagehand = detail.stagehand else {
                throw MissingPresentation(
                    detail: detail.name, presented: detail.presentingViewController != nil)
            }
            return stagehand
        }
    }

    /// The presented view: the presentation controller's wrapper around the detail's view while
    /// presented (what Stagehand moves and fades), the detail's own view otherwise.
    package var presented: ModelView { detail.stagehand?.presentedView ?? detail.view }

    /// Every view in the window (and the detail's own tree when it is out of the window), with its
    /// place, state and hidden flag: what a cancelled transition must restore exactly. Out of the
    /// window, the detail's view is left inside the presentation controller's wrapper, as on a
    /// phone, sized to it: its own frame is not compared, the rest of it is.
    package func hierarchy() -> [String] {
        var lines: [String] = []
        func visit(_ view: ModelView, depth: Int, frame: Bool = true) {
            let s = view.state
            lines.append(
                "\(String(repeating: "  ", count: depth))\(view.name) \(frame ? "\(s.frame)" : "") a=\(s.alpha) "
                    + "r=\(s.cornerRadius) t=\(s.transform) hidden=\(view.isHidden)")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(system.window, depth: 0)
        if !system.isInWindow(detail.view) { visit(detail.view, depth: 0, frame: false) }
        return lines
    }

    /// The frame of the detail's view, as a `Rect` of Doubles.
    package var detailFrame: Rect { Rect(presented.presentationState.frame) }

    /// The system's events from `index` on, as lines.
    package func lines(from index: Int = 0) -> [String] { system.events[index...].map(\.description) }

    /// The breaches of the contract and Stagehand's misuses of the stage, which every test expects
    /// to be empty: read from the system, which keeps the misuses of stages released with their
    /// presentations (a check made after a dismissal still sees what happened during it).
    package var problems: [String] {
        system.breaches.map(\.description) + system.stageMisuses.map(\.description)
    }
}

/// A test's precondition that did not hold: the detail screen has no Stagehand presentation (it was
/// never presented, presented without Stagehand, or already dismissed). Thrown by
/// ``TestScene/stagehand``: Swift Testing and XCTest record a thrown error as one failure of the
/// test that threw it, and go on with the next test.
package struct MissingPresentation: Error, Equatable, CustomStringConvertible {
    package var detail: String
    package var presented: Bool

    package init(detail: String, presented: Bool) {
        self.detail = detail
        self.presented = presented
    }

    package var description: String {
        "'\(detail)' has no Stagehand presentation ("
            + (presented ? "it is presented, but not by Stagehand" : "it is not presented") + ")"
    }
}

/// Every built-in transition, with a name for test descriptions. The full-screen ones are not
/// dismissed by a drag by default; two of them are also listed opted in, so that the suites, the
/// fuzzer and the explorer drag a full-screen presentation (over the current context and full
/// screen, vertical and horizontal) as well as prune the drags of the defaults.
package let everyTransition: [(name: String, transition: StagehandTransition)] = [
    ("slide-in left", .slideIn(from: .left)), ("slide-in top", .slideIn(from: .top)),
    ("slide-in right", .slideIn(from: .right)), ("slide-in bottom", .slideIn(from: .bottom)),
    ("zoom", .zoom(fromRectInContainer: CGRect(x: 16, y: 152, width: 40, height: 40))),
    (
        "zoom, draggable",
        StagehandTransition.zoom(fromRectInContainer: CGRect(x: 16, y: 152, width: 40, height: 40))
            .interactivelyDismissible(true)
    ),
    ("card", .card()),
    ("sheet", .card(detents: [.fitted, .medium, .large])),
    (
        "sheet, undimmed at medium, with a grabber",
        StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
            .dismissesOnBackgroundTap(true).prefersGrabberVisible(true)
    ),
    ("shared element", .sharedElement()),
    ("fade", .fade()), ("cover", .cover()), ("push", .push()),
    ("push, draggable", StagehandTransition.push().interactivelyDismissible(true)), ("popup", .popup()),
    (
        "slide and fade",
        StagehandTransition.slideIn(from: .bottom).fading().cornerRadius(12).dimming(
            Dimming(blursBackground: true))
    ),
    ("card with .fullScreen", StagehandTransition.card().style(.fullScreen)),
    ("fade with .overFullScreen", StagehandTransition.fade().style(.overFullScreen)),
]

/// An environment setting of a long test run whose value is malformed: the run stops with it,
/// rather than quietly running the default.
package struct SettingError: Error, CustomStringConvertible {
    package var name: String
    package var text: String
    /// What the setting takes, as the message words it.
    package var expected: String
    package var description: String {
        "\(name) must be \(expected), not \(text.debugDescription)"
    }

    package init(name: String, text: String, expected: String = "a whole number in its range") {
        self.name = name
        self.text = text
        self.expected = expected
    }
}
