import Stagehand
import UIKit

/// Leading and trailing edges: a switch lays this screen out right to left (its view's
/// `semanticContentAttribute`, which `effectiveUserInterfaceLayoutDirection` follows, as an Arabic or
/// Hebrew device does), and each button presents from a leading, trailing or physical edge. Flip the
/// switch while a drawer is open: it stays on its side until it is dismissed.
///
/// Presented full screen, so that it presents the drawers itself: Stagehand reads the layout
/// direction of the presenting controller's view when a presentation begins.
final class LayoutDirectionViewController: UIViewController {
    private let directionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Leading and trailing edges"
        view.backgroundColor = .systemBackground
        let rightToLeft = UISwitch()
        rightToLeft.addAction(
            UIAction { [weak self] action in
                guard let self, let toggle = action.sender as? UISwitch else { return }
                self.setRightToLeft(toggle.isOn)
            }, for: .valueChanged)
        let switchRow = UIStackView(arrangedSubviews: [directionLabel, rightToLeft])
        switchRow.spacing = 12
        let buttons: [(String, StagehandTransition)] = [
            ("Drawer from the leading edge", .slideIn(from: .leading)),
            ("Drawer from the trailing edge", .slideIn(from: .trailing)),
            ("Drawer from the left (physical)", .slideIn(from: .left)),
            (
                "Push from the trailing edge",
                StagehandTransition.push(from: .trailing).interactivelyDismissible(true)
            ),
            ("Cover from the leading edge", .cover(from: .leading)),
        ]
        let stack = UIStackView(
            arrangedSubviews: [switchRow]
                + buttons.map { title, transition in
                    UIButton(
                        type: .system,
                        primaryAction: UIAction(title: title) { [weak self] _ in
                            self?.present(
                                ColorViewController(title: title, color: .systemTeal), transition: transition)
                        })
                }
                + [
                    UIButton(
                        type: .system,
                        primaryAction: UIAction(title: "Close") { [weak self] _ in
                            self?.dismiss(animated: true)
                        })
                ])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
        setRightToLeft(false)
    }

    /// Lays this screen out right to left, or back as the device's language has it.
    private func setRightToLeft(_ rightToLeft: Bool) {
        view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
        directionLabel.text = rightToLeft ? "Right to left" : "Right to left (off)"
    }
}

/// A card's width on wide and short screens: on an iPad, or on an iPhone turned to landscape, a card
/// is at most 700 points wide and centred; in portrait on an iPhone the limit changes nothing. Rotate
/// while a card with detents is open: it keeps its detent.
enum CardWidthRows {
    /// The rows' titles and transitions.
    static let transitions: [(title: String, transition: StagehandTransition)] = [
        ("Card, at most 700 points (rotate to landscape)", .card(detents: [.medium, .large])),
        (
            "Card at most 540 points wide",
            StagehandTransition.card(detents: [.medium, .large]).maximumWidth(540)
        ),
        ("Card with no width limit", StagehandTransition.card(detents: [.medium, .large]).maximumWidth(nil)),
    ]
}
