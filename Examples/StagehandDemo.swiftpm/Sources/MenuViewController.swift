import Stagehand
import SwiftUI
import UIKit

/// Every built-in transition's scenarios (drawers, the zoom, the bottom card, the shared avatar, the
/// fade, and the others), one row each.
final class MenuViewController: UITableViewController {
    private struct Row {
        let title: String
        let action: (MenuViewController, UITableViewCell) -> Void
    }

    private lazy var sections: [(title: String, rows: [Row])] = [
        (
            "Drawers",
            ScreenEdge.allCases.map { edge in
                Row(title: "Slide in from the \(edge.rawValue)") { menu, _ in
                    // Drag the drawer away, or swipe from the opposite screen edge.
                    menu.present(
                        ColorViewController(title: "Drawer", color: .systemTeal),
                        transition: .slideIn(from: TransitionEdge(edge)))
                }
            }
        ),
        (
            "Edges and width",
            [
                Row(title: "Leading and trailing edges, right to left") { menu, _ in
                    let screen = LayoutDirectionViewController()
                    screen.modalPresentationStyle = .fullScreen
                    menu.present(screen, animated: true)
                }
            ]
                + CardWidthRows.transitions.map { row in
                    Row(title: row.title) { menu, _ in
                        menu.present(
                            ColorViewController(title: "Rotate me", color: .systemPink),
                            transition: row.transition)
                    }
                }
        ),
        (
            "Zoom",
            [Row(title: "Zoom from this row") { menu, cell in menu.zoom(from: cell) }]
        ),
        (
            "Bottom card",
            [
                Row(title: "BottomCardSegue, performed from code") { menu, _ in menu.showCardBySegue() },
                Row(title: "present(_:transition:), navigation inside") { menu, _ in
                    menu.present(CardNavigation.make(), transition: .card())
                },
            ]
        ),
        (
            "Shared element",
            [
                Row(title: "Contacts with avatars") { menu, _ in
                    menu.navigationController?.pushViewController(ContactsViewController(), animated: true)
                }
            ]
        ),
        (
            "Fade",
            [
                Row(title: "Fade") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Faded in", color: .systemOrange),
                        transition: .fade())
                }
            ]
        ),
        (
            "Navigation",
            [
                Row(title: "Push with a zoom, a shared element or a fade") { menu, _ in
                    menu.present(NavigationDemo.make(), animated: true)
                },
                Row(title: "The same pushes, in a UINavigationController with Stagehand enabled") { menu, _ in
                    menu.present(NavigationDemo.makeEnabled(), animated: true)
                },
                Row(title: "Switch tabs with a push, a cover or a fade") { menu, _ in
                    menu.present(TabsDemo.make(), animated: true)
                },
            ]
        ),
        (
            "Stacks",
            [
                Row(title: "A card over a drawer, dismissed one by one or all at once") { menu, _ in
                    StackDemo.present(from: menu)
                }
            ]
        ),
        (
            "Panels that stay",
            [
                Row(title: "A map: results that stay, details over them, buttons that ride on them") {
                    menu, _ in
                    menu.navigationController?.pushViewController(MapScreen(), animated: true)
                },
                Row(title: "A player that shrinks as its queue comes up in a card") { menu, _ in
                    let player = PlayerScreen()
                    player.modalPresentationStyle = .fullScreen
                    menu.present(player, animated: true)
                },
            ]
        ),
        (
            "More",
            [
                Row(title: "Cover from the bottom") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Cover", color: .systemIndigo),
                        transition: .cover())
                },
                Row(title: "Push from the right") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Pushed", color: .systemGreen),
                        transition: .push())
                },
                Row(title: "Popup") { menu, _ in
                    menu.present(PopupViewController(), transition: .popup())
                },
                Row(title: "Card with detents (medium, large)") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Drag me between detents", color: .systemPink),
                        transition: .card(detents: [.medium, .large]))
                },
                Row(title: "Custom detent: a quarter-height peek, then large") { menu, _ in
                    let peek = Detent.custom(identifier: "peek") { $0.maximumDetentValue * 0.25 }
                    menu.present(
                        ColorViewController(title: "Peek, then drag up", color: .systemIndigo),
                        transition: .card(detents: [peek, .large]))
                },
                Row(title: "A card that hugs its Auto Layout content") { menu, _ in
                    menu.present(FittedCardViewController(), transition: .card())
                },
                Row(title: "A card that hugs its SwiftUI content") { menu, _ in
                    menu.present(FittedSwiftUICard.controller(), transition: .card())
                },
                Row(title: "Detent control: buttons set the detent, a label lists your moves") { menu, _ in
                    menu.present(
                        DetentControlViewController(), transition: .card(detents: [.medium, .large]))
                },
                Row(title: "Scroll expands: a table that grows its card to large, then scrolls") { menu, _ in
                    let list = ScrollingListViewController()
                    list.stagehand.scrollView = list.tableView
                    menu.present(list, transition: .card(detents: [.medium, .large]))
                },
                Row(title: "Scroll only: a table that scrolls at medium too") { menu, _ in
                    let list = ScrollingListViewController()
                    list.stagehand.scrollView = list.tableView
                    menu.present(
                        list,
                        transition: .card(detents: [.medium, .large])
                            .prefersScrollingExpandsWhenScrolledToEdge(false))
                },
                Row(title: "Undimmed at medium: this menu stays live under the card") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Drag up to dim the menu", color: .systemTeal),
                        transition: .card(detents: [.medium, .large]).largestUndimmedDetent(.medium))
                },
                Row(title: "Grabber, shadow and corners: a sheet like Apple's") { menu, _ in
                    menu.present(
                        ColorViewController(title: "Pull the grabber", color: .systemBackground),
                        transition: .card(detents: [.medium, .large]).prefersGrabberVisible(true)
                            .preferredCornerRadius(12).shadow(
                                Shadow(color: .black.withAlphaComponent(0.3), radius: 24)))
                },
                Row(title: "Square where it meets the screen: a bottom drawer rounds its top only") {
                    menu, _ in
                    menu.present(
                        ColorViewController(title: "Top corners only", color: .systemGray5),
                        transition: .slideIn(from: .bottom, length: .fraction(0.4)).cornerRadius(24))
                },
                Row(title: "Keyboard: a text field in a card") { menu, _ in
                    menu.present(TextFieldViewController(), transition: .card())
                },
                Row(title: "Keyboard: a text field in a popup") { menu, _ in
                    menu.present(TextFieldViewController(), transition: .popup())
                },
                Row(title: "Drag: a zoom you may drag away") { menu, cell in
                    menu.present(
                        ColorViewController(title: "Drag me down", color: .systemBrown),
                        transition: .zoom(from: cell).interactivelyDismissible(true))
                },
                Row(title: "Reduce Motion: a card that cross-fades when it is on") { menu, _ in
                    let state = UIAccessibility.isReduceMotionEnabled ? "on" : "off"
                    menu.present(
                        ColorViewController(title: "Reduce Motion is \(state)", color: .systemMint),
                        transition: .card(detents: [.medium]))
                },
                Row(title: "SwiftUI: an inbox with a menu drawer and shared-element messages") { menu, _ in
                    menu.present(UIHostingController(rootView: Inbox()), transition: .card(detents: [.large]))
                },
                Row(title: "SwiftUI: every transition, one modifier each") { menu, _ in
                    menu.present(
                        UIHostingController(rootView: SwiftUITransitionCatalog()),
                        transition: .card(detents: [.large]))
                },
                Row(title: "SwiftUI: build a drawer or a card") { menu, _ in
                    let workbench = UIHostingController(
                        rootView: TransitionWorkbench { [weak menu] transition in
                            menu?.presentedViewController?.present(
                                ColorViewController(title: "Built in SwiftUI", color: .systemCyan),
                                transition: transition)
                        })
                    menu.present(workbench, transition: .card(detents: [.medium, .large]))
                },
                Row(title: "SheetSegue, performed from code") { menu, _ in
                    let sheet = ColorViewController(title: "A sheet by segue", color: .systemYellow)
                    SheetSegue(identifier: nil, source: menu, destination: sheet).perform()
                },
            ]
        ),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stagehand"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let cell = tableView.cellForRow(at: indexPath) else { return }
        sections[indexPath.section].rows[indexPath.row].action(self, cell)
    }

    /// The zoom: the presented screen grows from the tapped row and shrinks back into it.
    private func zoom(from view: UIView) {
        present(ColorViewController(title: "Zoomed", color: .systemPurple), transition: .zoom(from: view))
    }

    /// The bottom card, storyboard style: the segue is created, prepared and performed, then forgotten.
    private func showCardBySegue() {
        let navigation = CardNavigation.make()
        let segue = BottomCardSegue(identifier: "showCard", source: self, destination: navigation)
        prepare(for: segue, sender: nil)
        segue.perform()
    }
}
