import Stagehand
import UIKit

/// A long table inside a card: dragging up at medium grows the card to large first, then scrolls
/// the table (unless the card's transition says
/// `prefersScrollingExpandsWhenScrolledToEdge(false)`); dragging down scrolls the table back to its
/// top first, and only then moves the card (to a lower detent, or away).
final class ScrollingListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}
