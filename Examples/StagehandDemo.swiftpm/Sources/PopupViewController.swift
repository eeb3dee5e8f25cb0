import Stagehand
import UIKit

/// An alert-like popup with its own preferred size; a tap outside or its button dismisses it.
final class PopupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 280, height: 180)
        let label = UILabel()
        label.text = "A popup"
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "OK") { [weak self] _ in
                self?.stagehand.dismiss()
            })
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
