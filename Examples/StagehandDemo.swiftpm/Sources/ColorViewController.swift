import Stagehand
import UIKit

/// A plain screen: a title, a colour, and a Close button that dismisses it.
final class ColorViewController: UIViewController {
    private let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .title2)
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.dismiss(animated: true)
            })
        let stack = UIStackView(arrangedSubviews: [label, close])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}
