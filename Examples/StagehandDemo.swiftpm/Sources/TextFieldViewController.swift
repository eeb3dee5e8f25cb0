import Stagehand
import UIKit

/// A short form with a text field, for keyboard avoidance: the field takes the focus once presented,
/// and the card (or popup) rises with the keyboard and settles back when it hides.
final class TextFieldViewController: UIViewController, UITextFieldDelegate {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 320, height: 180)
        let label = UILabel()
        label.text = "The keyboard pushes this up"
        label.font = .preferredFont(forTextStyle: .headline)
        field.placeholder = "Type here; Return hides the keyboard"
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.delegate = self
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.stagehand.dismiss()
            })
        let stack = UIStackView(arrangedSubviews: [label, field, close])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
