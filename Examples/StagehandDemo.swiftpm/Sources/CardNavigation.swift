import Stagehand
import UIKit

/// The bottom card's presented screen: a navigation controller around a short list, with a Done button,
/// 300 points tall.
@MainActor
enum CardNavigation {
    static func make() -> UINavigationController {
        let list = ShortListViewController()
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak list] _ in list?.dismiss(animated: true) })
        let navigation = UINavigationController(rootViewController: list)
        navigation.preferredContentSize = CGSize(width: 0, height: 300)
        return navigation
    }
}

/// Three items, a list short enough for the card.
final class ShortListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
