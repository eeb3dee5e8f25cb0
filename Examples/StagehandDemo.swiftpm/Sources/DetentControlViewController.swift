import Stagehand
import UIKit

/// A card with medium and large detents whose buttons set its detent, at once or inside
/// `animateChanges`, and a label listing the detents the person moved it to (the callback is not
/// called for the buttons' sets).
final class DetentControlViewController: UIViewController {
    private let calls = UILabel()
    private var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        calls.numberOfLines = 0
        calls.text = "Drag the card, or use VoiceOver's actions: the changes you make are listed here."
        let buttons = [
            button("Large", detent: .large, animated: false),
            button("Medium", detent: .medium, animated: false),
            button("Large, animated", detent: .large, animated: true),
            button("Medium, animated", detent: .medium, animated: true),
        ]
        let stack = UIStackView(arrangedSubviews: buttons + [calls])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        stagehand.onSelectedDetentChange = { [weak self] detent in
            guard let self else { return }
            self.heard.append(detent == .large ? "large" : "medium")
            self.calls.text = "You moved it to: " + self.heard.joined(separator: ", ")
        }
    }

    /// A button that sets the card's detent, inside `animateChanges` when `animated`.
    private func button(_ title: String, detent: Detent, animated: Bool) -> UIButton {
        UIButton(
            type: .system,
            primaryAction: UIAction(title: title) { [weak self] _ in
                guard let stagehand = self?.stagehand else { return }
                if animated {
                    stagehand.animateChanges { stagehand.selectedDetent = detent }
                } else {
                    stagehand.selectedDetent = detent
                }
            })
    }
}
