import Stagehand
import UIKit

/// Tab switches with Stagehand: three tabs whose switches run with the transition picked on the
/// first tab (a push that heads the way the tabs lie, a cover, a fade, or UIKit's own switch).
@MainActor
enum TabsDemo {
    /// The tab bar controller, its switches pushing from the trailing edge to begin with.
    static func make() -> UITabBarController {
        let tabs = UITabBarController()
        let picker = TransitionPickerViewController()
        picker.tabBarItem = UITabBarItem(
            title: "Pick", image: UIImage(systemName: "slider.horizontal.3"), tag: 0)
        let colours: [(String, UIColor, String)] = [
            ("Harbour", .systemBlue, "sailboat"), ("Meadow", .systemGreen, "leaf"),
        ]
        let others = colours.enumerated().map { index, item in
            let screen = UIViewController()
            screen.view.backgroundColor = item.1
            screen.title = item.0
            screen.tabBarItem = UITabBarItem(
                title: item.0, image: UIImage(systemName: item.2), tag: index + 1)
            return screen
        }
        tabs.viewControllers = [picker] + others
        tabs.stagehandTransition = .push(from: .trailing)
        tabs.modalPresentationStyle = .fullScreen
        return tabs
    }
}

/// The first tab: a segmented control that sets the tab bar controller's Stagehand transition, and a
/// button that closes the demo.
final class TransitionPickerViewController: UIViewController {
    private let choices: [(String, (any CustomTransition)?)] = [
        ("Push", .push(from: .trailing)), ("Cover", .cover(from: .bottom)), ("Fade", .fade()), ("UIKit", nil),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let control = UISegmentedControl(items: choices.map(\.0))
        control.selectedSegmentIndex = 0
        control.addAction(
            UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.tabBarController?.stagehandTransition = self.choices[control.selectedSegmentIndex].1
            }, for: .valueChanged)
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Done") { [weak self] _ in self?.dismiss(animated: true) })
        let stack = UIStackView(arrangedSubviews: [control, close])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
