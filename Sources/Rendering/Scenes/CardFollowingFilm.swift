import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A screen following a card's position: a music player that shrinks and rounds its corners as a
/// card with detents comes up over it, what `stagehand gallery` films as
/// `screen-following-card.gif`.
///
/// The player (the root) presents a queue in a card resting at `.medium` and `.large`
/// (``transition``). The app follows the card through the presented controller's
/// `stagehandOnPositionChange`, told at every frame the card moves: the player's scale is
/// 1 − 0.08 × progress and its corner radius 12 × progress, the progress clamped to 0...1 (0 with
/// the card off screen, 1 at `.large`). The film: the card comes up to `.medium` (progress
/// 405.5 / 777 in a portrait iPhone, the player at scale 0.958), a finger drags it up to `.large`
/// (the player at 0.92), and it is dismissed (the player back to 1).
@MainActor
package struct CardFollowingFilm {
    /// The card: medium and large detents.
    package static let transition = StagehandTransition.card(detents: [.medium, .large])
    /// How much smaller the player is with the card at its highest detent.
    package static let shrink = 0.08
    /// The player's corner radius with the card at its highest detent, in points.
    package static let cornerRadius = 12.0

    /// The player's scale at `progress` (clamped to 0...1).
    package static func scale(at progress: Double) -> Double {
        1 - shrink * clamped(progress)
    }

    /// `progress` clamped to 0...1 (0 when it is not a number).
    static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// The system.
    package let system: HeadlessUIKit
    /// The player screen, the root: it presents the card.
    package let player: ModelViewController
    /// The controller the card shows.
    package let queue: ModelViewController

    /// The player and its queue in a window of `geometry`; the player follows the queue's position
    /// as soon as it is presented.
    package init(geometry: ContainerGeometry = .iPhonePortrait) {
        let player = ModelViewController(name: "player", content: .color(Palette.groupedBackground))
        Self.drawPlayer(on: player.view, size: geometry.bounds.size, safeTop: Double(geometry.safeArea.top))
        system = HeadlessUIKit(geometry: geometry, root: player)
        self.player = player
        queue = ModelViewController(name: "queue", content: .card(title: "Up Next"))
        queue.stagehandOnPositionChange = { [weak player] position in
            guard let view = player?.view else { return }
            let progress = Self.clamped(position.progress)
            view.state.transform = .scale(Self.scale(at: progress))
            view.state.cornerRadius = Self.cornerRadius * progress
        }
    }

    /// Films the script (see the type's documentation) at `framesPerSecond` (clamped to 1...240),
    /// holding each rest for `hold` seconds, and returns every frame. Call it once: a second film
    /// would start where the first ended.
    package func film(framesPerSecond: Double = 30, hold: Double = 0.4) -> Film {
        let camera = FilmCamera(system, framesPerSecond: framesPerSecond)
        player.present(queue, transition: Self.transition, animated: true)
        camera.runToRest()
        camera.hold(hold)
        // A finger on the card drags it up by a third of the screen and lets go moving up: it springs
        // to its highest detent.
        let bounds = system.geometry.bounds
        let top = queue.stagehand?.presentedView?.frame(in: system.window).minY ?? bounds.midY
        let steps = max(2, Int((0.3 * camera.framesPerSecond).rounded()))
        camera.film {
            system.pan(
                from: CGPoint(x: bounds.midX, y: top + 60), by: CGPoint(x: 0, y: -Double(bounds.height) / 3),
                steps: steps, frameInterval: camera.step, releaseVelocity: CGPoint(x: 0, y: -1200))
        }
        camera.runToRest()
        camera.hold(hold)
        queue.dismiss(animated: true)
        camera.runToRest()
        camera.hold(hold)
        return camera.wrap()
    }

    /// A player: the album's artwork, the song's title and artist, the progress bar, the controls.
    private static func drawPlayer(on player: ModelView, size: CGSize, safeTop: Double) {
        let width = Double(size.width)
        func add(_ name: String, _ frame: CGRect, _ color: RGBAColor, radius: Double = 0) {
            player.addSubview(
                ModelView(
                    name: name, state: ViewState(frame: frame, cornerRadius: radius), content: .color(color)))
        }
        let side = width - 80
        let top = safeTop + 60
        add("artwork", CGRect(x: 40, y: top, width: side, height: side), Palette.accent(5), radius: 14)
        add(
            "artwork shape",
            CGRect(x: 40 + side * 0.3, y: top + side * 0.3, width: side * 0.4, height: side * 0.4),
            Palette.accent(3), radius: side * 0.2)
        var y = top + side + 40
        add("title", CGRect(x: 40, y: y, width: 190, height: 20), Palette.label, radius: 8)
        add("artist", CGRect(x: 40, y: y + 30, width: 130, height: 14), Palette.secondaryLabel, radius: 7)
        y += 80
        add("track", CGRect(x: 40, y: y, width: side, height: 4), Palette.tertiaryLabel, radius: 2)
        add("elapsed", CGRect(x: 40, y: y, width: side * 0.4, height: 4), Palette.label, radius: 2)
        y += 50
        for (index, diameter) in [34.0, 56, 34].enumerated() {
            let x = width / 2 + Double(index - 1) * 90 - diameter / 2
            add(
                "control", CGRect(x: x, y: y + (56 - diameter) / 2, width: diameter, height: diameter),
                Palette.label,
                radius: diameter / 2)
        }
    }
}
