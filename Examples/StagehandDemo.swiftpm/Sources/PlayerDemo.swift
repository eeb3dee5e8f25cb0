import Stagehand
import UIKit

/// A player screen that shrinks and rounds its corners as its queue comes up in a card, at every
/// frame: the card's presentation, a drag between `.medium` and `.large`, its dismissal
/// (`stagehand.onPositionChange` on the presented controller).
final class PlayerScreen: UIViewController {
    /// The player's content, which shrinks; the black behind it shows around it.
    private let player = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        player.backgroundColor = .systemIndigo
        player.layer.cornerCurve = .continuous
        player.clipsToBounds = true
        player.frame = view.bounds
        player.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(player)

        let artwork = UIView()
        artwork.backgroundColor = .systemPink
        artwork.layer.cornerRadius = 16
        let song = UILabel()
        song.text = "Now playing"
        song.font = .preferredFont(forTextStyle: .title2)
        song.textColor = .white
        let queue = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Up next") { [weak self] _ in self?.showQueue() })
        let close = UIButton(
            configuration: .plain(),
            primaryAction: UIAction(title: "Close") { [weak self] _ in self?.dismiss(animated: true) })
        close.tintColor = .white
        let stack = UIStackView(arrangedSubviews: [artwork, song, queue, close])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        player.addSubview(stack)
        NSLayoutConstraint.activate([
            artwork.widthAnchor.constraint(equalToConstant: 220),
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
            stack.centerXAnchor.constraint(equalTo: player.centerXAnchor),
            stack.topAnchor.constraint(equalTo: player.safeAreaLayoutGuide.topAnchor, constant: 48),
        ])
    }

    /// The queue, in a card; the player follows where it stands.
    private func showQueue() {
        let queue = ScrollingListViewController()
        queue.title = "Up next"
        queue.stagehand.scrollView = queue.tableView
        queue.stagehand.onPositionChange = { [weak self] position in self?.follow(position) }
        present(queue, transition: .card(detents: [.medium, .large]))
    }

    /// 0 with the card off screen, 1 with it at `.large`: the player scales down to 92 % and rounds
    /// its corners to 12 points.
    private func follow(_ position: StagehandPosition) {
        let progress = min(max(position.progress, 0), 1)
        let scale = 1 - 0.08 * progress
        player.transform = CGAffineTransform(scaleX: scale, y: scale)
        player.layer.cornerRadius = 12 * progress
    }
}
