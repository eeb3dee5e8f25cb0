import Stagehand
import UIKit

/// The shared avatar's list, inside the app's navigation controller: each row's avatar carries an identifier,
/// and the detail screen's large avatar carries the same one, so it flies between them.
final class ContactsViewController: UITableViewController {
    private let names = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Dennis", "Frances"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(AvatarCell.self, forCellReuseIdentifier: "Avatar")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Avatar", for: indexPath)
        (cell as? AvatarCell)?.show(name: names[indexPath.row], identifier: "avatar-\(indexPath.row)")
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = ContactDetailViewController(
            name: names[indexPath.row], identifier: "avatar-\(indexPath.row)")
        present(detail, transition: .sharedElement())
    }
}

/// A row: a round avatar and a name.
final class AvatarCell: UITableViewCell {
    private let avatar = UIView()
    private let name = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 22
        avatar.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 44),
            avatar.heightAnchor.constraint(equalToConstant: 44),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }

    /// Shows `name`, the avatar paired with the detail screen's by `identifier`.
    func show(name: String, identifier: String) {
        self.name.text = name
        avatar.stagehandIdentifier = identifier
    }
}

/// The detail screen: the large avatar, with the list row's identifier.
final class ContactDetailViewController: UIViewController {
    private let name: String
    private let identifier: String

    init(name: String, identifier: String) {
        self.name = name
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let avatar = UIView()
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 80
        avatar.stagehandIdentifier = identifier
        let label = UILabel()
        label.text = name
        label.font = .preferredFont(forTextStyle: .largeTitle)
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.dismiss(animated: true)
            })
        for subview in [avatar, label, close] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            avatar.widthAnchor.constraint(equalToConstant: 160),
            avatar.heightAnchor.constraint(equalToConstant: 160),
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 20),
            close.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            close.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
        ])
    }
}
