import Stagehand
import SwiftUI
import UIKit

// The README's snippets, compiled: every line of each README block marked
// `<!-- compiled: Examples/StagehandDemo.swiftpm/Sources/ReadmeSnippets.swift -->` appears here, in
// order (a test on Linux checks it; `../shared/ios/build --sources Examples` type-checks it). The
// declarations around them are what the README leaves out.

/// The README's example: a menu presented as a drawer.
final class SideMenuViewController: UIViewController {}

/// The README's example: filters in a sheet, a list inside.
final class FiltersViewController: UITableViewController {}

/// The README's example: a screen that zooms from the compose button.
final class ComposeViewController: UIViewController {}

// The README's first example, as printed.
final class InboxViewController: UITableViewController {
    private let composeButton = UIButton(type: .system)

    // A drawer from the left over a dimming: a tap on it, a drag or an edge swipe closes it.
    @objc func showMenu() {
        present(SideMenuViewController(), transition: .slideIn(from: .left))
    }

    // A sheet resting at half or full height; the list inside shares the drag with it.
    @objc func showFilters() {
        let filters = FiltersViewController()
        filters.stagehand.scrollView = filters.tableView
        present(filters, transition: .card(detents: [.medium, .large]))
    }

    // Grows from the button, and shrinks back into wherever the button is when dismissed.
    @objc func compose() {
        present(ComposeViewController(), transition: .zoom(from: composeButton))
    }
}

/// The README's other snippets, in the context of a view controller.
final class ReadmeSnippets: UIViewController {
    let menu = UIViewController()
    let photo = UIViewController()
    let button = UIButton()
    let list = UITableViewController()
    let share = UIViewController()
    let viewer = UIViewController()
    let settings = UIViewController()
    let avatar = UIImageView()
    let profile = UIViewController()
    let alert = UIViewController()

    /// The API in a few lines.
    func api() {
        // A drawer covering 3/4 of the screen from any edge over a 50 % dimming; a tap on the dimming,
        // a drag, or a swipe from the screen edge on the dimmed side dismisses it.
        present(menu, transition: .slideIn(from: .left))

        // Zoom from the tapped button and back into it: the button is named once, held weakly, measured
        // when each phase starts. What covers the screen (zoom, shared element, fade, cover, push) is not
        // dismissed by a drag unless asked; cards and drawers are.
        present(photo, transition: .zoom(from: button).interactivelyDismissible(true))

        // Sheets: detents like UISheetPresentationController, a table sharing the drag.
        list.stagehand.scrollView = list.tableView
        present(list, transition: .card(detents: [.medium, .large]))

        // Without dimming, touches outside the card reach the screen below, as with Apple's undimmed
        // sheets; or they are swallowed (.swallow), or a tap there dismisses (.dismiss).
        present(share, transition: .card().backgroundInteraction(.dismiss))

        // A transition given to present(_:transition:) or to a segue is for that presentation only;
        // one set on the controller stays until changed.
        viewer.stagehand.transition = .fade()
        present(viewer, animated: true)

        // Dismissing: UIKit's own call works; stagehand.dismiss also cancels a presentation in flight.
        dismiss(animated: true)
        share.stagehand.dismiss { dismissed in print(dismissed) }

        // Pushes and pops with any transition that covers the screen; the back swipe still pops.
        navigationController?.pushViewController(photo, transition: .zoom(from: button))
    }

    /// Transitions are values, and modifiers compose them.
    func modifiers() {
        let sheet = StagehandTransition.slideIn(from: .bottom).fading().cornerRadius(16)
            .dimming(Dimming(color: .black.withAlphaComponent(0.3), blursBackground: true))
        present(settings, transition: sheet)
    }

    /// From SwiftUI (a nested type, so that the README's lines stay in order here).
    struct Mail: View {
        let messages: [Message]
        @State private var showsMenu = false
        @State private var opened: Message?
        var body: some View {
            List(messages) { message in
                Row(message: message).stagehandIdentifier("avatar-\(message.id)")
                    .onTapGesture { opened = message }
            }
            .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
                InboxMenu()
            }
            .stagehandPresentation(item: $opened, transition: .sharedElement()) { message in
                Detail(message: message)  // @Environment(\.stagehandDismiss) closes it from inside
            }
        }
    }

    /// Migrating from other libraries.
    func migrating() {
        // Hero's heroID, PanModal's presentPanModal, Presentr's bottom half and alert, Apple's detents:
        avatar.stagehandIdentifier = "avatar"
        present(profile, transition: .sharedElement())
        list.stagehand.scrollView = list.tableView
        present(list, transition: .card(detents: [.medium, .large]))
        present(share, transition: .card(detents: [.medium]))
        present(alert, transition: .popup())
    }
}
