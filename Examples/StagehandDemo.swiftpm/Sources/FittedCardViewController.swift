import Stagehand
import SwiftUI
import UIKit

/// A `.fitted` card whose content sizes itself with Auto Layout, with no preferred content size: a
/// paragraph that grows a sentence at a time. The card hugs it; after each sentence the controller
/// asks Stagehand to measure it again (`stagehand.invalidateDetents()`, Apple's name).
final class FittedCardViewController: UIViewController {
    private let paragraph = UILabel()
    private var sentences = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        paragraph.numberOfLines = 0
        paragraph.font = .preferredFont(forTextStyle: .body)
        paragraph.adjustsFontForContentSizeCategory = true
        showSentences()
        let grow = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Add a sentence") { [weak self] _ in
                guard let self else { return }
                self.sentences += 1
                self.showSentences()
                self.stagehand.invalidateDetents()
            })
        let stack = UIStackView(arrangedSubviews: [paragraph, grow])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
        ])
    }

    private func showSentences() {
        paragraph.text = Array(
            repeating: "This card has no preferred content size: Stagehand measures it at the card's width.",
            count: sentences
        ).joined(separator: " ")
    }
}

/// SwiftUI content in a `.fitted` card: on iOS 16 the hosting controller publishes its height as its
/// preferred content size; on iOS 15 Stagehand measures its view.
struct FittedSwiftUICard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("A SwiftUI card").font(.headline)
            Text("It hugs its content, measured with Auto Layout, as the UIKit card above does.")
        }
        .padding(24)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A hosting controller for the card, sized by its content.
    @MainActor
    static func controller() -> UIViewController {
        let hosting = UIHostingController(rootView: FittedSwiftUICard())
        if #available(iOS 16.0, *) { hosting.sizingOptions = .preferredContentSize }
        return hosting
    }
}
