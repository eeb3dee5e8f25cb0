import Stagehand
import UIKit

/// Stacked presentations: a drawer whose button raises a card over it, and a card whose buttons
/// dismiss the card alone, dismiss the whole stack from the screen at its bottom, or swap the card
/// for a popup (the popup is asked for while the card's dismissal runs, and waits for it).
@MainActor
enum StackDemo {
    /// Presents the drawer from `presenter`, and, asked while the drawer still slides in, the card
    /// over it: the card waits for the drawer, then rises.
    static func present(from presenter: UIViewController) {
        let drawer = StackScreen(title: "Drawer", color: .systemTeal, level: 0)
        presenter.present(drawer, transition: .slideIn(from: .leading))
        drawer.present(card(), transition: .card(detents: [.medium, .large]))
    }

    /// The card the drawer raises.
    static func card() -> UIViewController {
        StackScreen(title: "Card over the drawer", color: .systemYellow, level: 1)
    }
}

/// One screen of the stack, with the buttons its level offers.
final class StackScreen: UIViewController {
    private let level: Int
    private let colour: UIColor

    init(title: String, color: UIColor, level: Int) {
        self.level = level
        self.colour = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .title2)
        var buttons: [UIView] = [label]
        if level == 0 {
            buttons.append(
                button("Raise a card") { [weak self] in
                    self?.present(StackDemo.card(), transition: .card(detents: [.medium, .large]))
                })
        } else {
            buttons += [
                button("Dismiss the card") { [weak self] in self?.dismiss(animated: true) },
                button("Dismiss the whole stack") { [weak self] in
                    // From the screen at the bottom: the card and the drawer go (rule 61).
                    self?.presentingViewController?.presentingViewController?.dismiss(animated: true)
                },
                button("Swap the card for a popup") { [weak self] in
                    guard let drawer = self?.presentingViewController else { return }
                    self?.dismiss(animated: true)
                    // Asked while the card's dismissal runs: the popup waits for it.
                    drawer.present(PopupViewController(), transition: .popup())
                },
            ]
        }
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
        ])
    }

    private func button(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
    }
}
