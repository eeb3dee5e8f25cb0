import Stagehand
import UIKit

// The README's snippets, compiled: every line of each README block marked
// `<!-- compiled: Examples/StagehandDemo.swiftpm/Sources/ReadmeSnippets.swift -->` appears here, in
// order (a test on Linux checks it; `../shared/ios/build --sources Examples` type-checks it). The
// declarations around them are what the README leaves out.

/// The zoom's presented screen.
final class YellowViewController: UIViewController {}

/// A list cell with an avatar, as the shared avatar's.
final class ReadmeContactCell: UITableViewCell {
    let avatarView = UIImageView()
}

/// The shared avatar's detail screen.
final class ReadmeContactDetail: UIViewController {
    let avatarView = UIImageView()
}

/// A contact, as the shared avatar's list shows them.
struct ReadmeContact {
    let id: Int
}

/// The README's snippets, in the context of a view controller.
final class ReadmeSnippets: UIViewController {
    let menu = UIViewController()
    let photo = UIViewController()
    let button = UIButton()
    let list = UITableViewController()
    let share = UIViewController()
    let viewer = UIViewController()
    let card = UINavigationController(rootViewController: UIViewController())
    let cell = ReadmeContactCell()
    let contact = ReadmeContact(id: 7)
    let detail = ReadmeContactDetail()
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
    }

    // Seed 001, from the button's action:
    @IBAction func showYellow(_ sender: UIButton) {
        present(YellowViewController(), transition: .zoom(from: sender))
    }

    /// The bottom card from a segue, and the shared avatar.
    func cardSegueAndSharedAvatar() {
        // Seed 002 without a storyboard: the segue is created, prepared, performed and let go.
        let segue = BottomCardSegue(identifier: "card", source: self, destination: card)
        prepare(for: segue, sender: nil)
        segue.perform()

        // Seed 003: the same identifier on the list's avatar and the detail's.
        cell.avatarView.stagehandIdentifier = "avatar-\(contact.id)"
        detail.avatarView.stagehandIdentifier = "avatar-\(contact.id)"
        navigationController?.present(detail, transition: .sharedElement())
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
