import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A panel that stays, moving through its detents, on a map screen: what `stagehand gallery`
/// films as `panel-through-detents.gif`.
///
/// The map (the root, with the window's safe area) holds a results panel
/// (``HeadlessStagehandPanel``) with a grabber, resting at 96 points, half the room and all of it
/// (``detents``). The film: the panel comes up from below to 96 points; `animateChanges` moves it
/// to `.medium`, then to `.large`; a finger drags it down and lets go with speed, and it springs
/// back to the lowest detent. Everything goes through the panel's real path on the headless UIKit:
/// `addPanel`, `animateChanges`, and touches delivered through hit testing.
///
/// In a portrait iPhone (390 × 844, 47 and 34 points of safe area) the panel's top edge rests at
/// y = 714 (96 points above the 810-point floor), 433.5 (`.medium`: half of the 753 points from the
/// floor to 10 points below the top safe area) and 57 (`.large`).
@MainActor
package struct PanelDetentsFilm {
    /// The detents the panel rests at, lowest first.
    package static let detents: [Detent] = [.points(96), .medium, .large]

    /// The system.
    package let system: HeadlessUIKit
    /// The map screen, the root.
    package let map: ModelViewController
    /// The panel of results, not yet added to the map.
    package let panel: HeadlessStagehandPanel

    /// The spring that carries the panel to a detent, in `animateChanges` and after a drag: the
    /// panel's own release spring.
    package var spring: SpringParameters { panel.core.driver.releaseSpring }

    /// The map and its panel in a window of `geometry`.
    package init(geometry: ContainerGeometry = .iPhonePortrait) {
        let map = ModelViewController(name: "map", content: .color(RGBAColor(hex: 0xE9EEE3)))
        Self.drawStreets(on: map.view, size: geometry.bounds.size)
        system = HeadlessUIKit(geometry: geometry, root: map)
        // The headless UIKit gives a safe area to the window and the transition containers only: the
        // root screen's, which fills the window, is the window's, as on a phone.
        map.view.safeAreaInsets = system.geometry.safeArea
        self.map = map
        let results = ModelViewController(name: "results", content: .card(title: "Results"))
        panel = HeadlessStagehandPanel(contentViewController: results)
        panel.detents = Self.detents
        panel.selectedDetent = .points(96)
        panel.prefersGrabberVisible = true
    }

    /// Films the script (see the type's documentation) at `framesPerSecond` (clamped to 1...240),
    /// holding each rest for `hold` seconds, and returns every frame. Call it once: it moves the
    /// panel, and a second film would start where the first ended.
    package func film(framesPerSecond: Double = 30, hold: Double = 0.4) -> Film {
        let camera = FilmCamera(system, framesPerSecond: framesPerSecond)
        map.addPanel(panel, animated: true)
        camera.runToRest()
        camera.hold(hold)
        for detent in [Detent.medium, .large] {
            panel.animateChanges { panel.selectedDetent = detent }
            camera.runToRest()
            camera.hold(hold)
        }
        // A finger on the panel, just under its top edge, drags it most of the way down in a third of
        // a second and lets go moving down: it springs to the lowest detent.
        let top = panel.panelView?.frame(in: system.window).minY ?? 0
        let bounds = system.geometry.bounds
        let distance = Double(bounds.height) * 0.45
        let steps = max(2, Int((0.3 * camera.framesPerSecond).rounded()))
        camera.film {
            system.pan(
                from: CGPoint(x: bounds.midX, y: top + 40), by: CGPoint(x: 0, y: distance), steps: steps,
                frameInterval: camera.step, releaseVelocity: CGPoint(x: 0, y: 1800))
        }
        camera.runToRest()
        camera.hold(hold)
        return camera.wrap()
    }

    /// A street map: blocks of land between white streets, a park, a river and a pin.
    private static func drawStreets(on map: ModelView, size: CGSize) {
        let width = Double(size.width)
        let height = Double(size.height)
        func add(_ name: String, _ frame: CGRect, _ color: RGBAColor, radius: Double = 0) {
            map.addSubview(
                ModelView(
                    name: name, state: ViewState(frame: frame, cornerRadius: radius), content: .color(color)))
        }
        add("park", CGRect(x: 34, y: 300, width: 150, height: 120), RGBAColor(hex: 0xC5E3B5), radius: 18)
        add(
            "river", CGRect(x: -20, y: height * 0.62, width: width + 40, height: 54),
            RGBAColor(hex: 0xAAD3F0),
            radius: 27)
        for index in 0..<5 {
            let y = 150 + Double(index) * 160
            add(
                "street", CGRect(x: 0, y: y, width: width, height: index % 2 == 0 ? 10 : 6),
                Palette.background)
        }
        for x in [96.0, 236, 330] {
            add("street", CGRect(x: x, y: 0, width: x == 236 ? 10 : 6, height: height), Palette.background)
        }
        add("pin", CGRect(x: 224, y: 262, width: 34, height: 34), Palette.accent(8), radius: 17)
        add("pin dot", CGRect(x: 235, y: 273, width: 12, height: 12), Palette.background, radius: 6)
    }
}
