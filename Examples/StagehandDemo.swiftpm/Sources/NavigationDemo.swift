import Stagehand
import UIKit

/// Pushes and pops with Stagehand: a list of photos inside a navigation controller, whose rows push
/// their photo with a zoom from the row, a shared element, a fade, or the photo's own transition; a
/// Plain push button pushes as UIKit does, and the back swipe from the leading edge pops with the
/// finger.
@MainActor
enum NavigationDemo {
    /// A ``StagehandNavigationController``: its pushes and pops run with Stagehand from the start,
    /// and its `delegate` stays the app's (the list sets itself).
    static func make() -> UINavigationController {
        let navigation = StagehandNavigationController(rootViewController: PhotosViewController())
        navigation.modalPresentationStyle = .fullScreen
        return navigation
    }

    /// A plain `UINavigationController` with Stagehand's transitions enabled: the same pushes and
    /// pops. Stagehand's delegate takes the `delegate` slot and forwards every call to the app's,
    /// set through `stagehandForwardedDelegate` (the list does).
    static func makeEnabled() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: PhotosViewController())
        navigation.enableStagehandTransitions()
        navigation.modalPresentationStyle = .fullScreen
        return navigation
    }
}

/// A photo: a title and a colour.
struct Photo {
    let title: String
    let color: UIColor
}

/// The photos, a section for each way of pushing one. The list is the app's own navigation
/// controller delegate: Stagehand forwards every call to it, and it logs each screen shown.
final class PhotosViewController: UITableViewController, UINavigationControllerDelegate {
    /// How a row pushes its photo.
    private enum Push: CaseIterable {
        case zoom, sharedElement, fade, ownTransition

        var title: String {
            switch self {
            case .zoom: "Zoom from the row"
            case .sharedElement: "Shared element: the photo flies"
            case .fade: "Fade"
            case .ownTransition: "The photo's own fade"
            }
        }
    }

    private let photos: [[Photo]] = [
        [Photo(title: "Harbour", color: .systemBlue), Photo(title: "Meadow", color: .systemGreen)],
        [Photo(title: "Sunset", color: .systemOrange), Photo(title: "Lavender", color: .systemPurple)],
        [Photo(title: "Poppies", color: .systemRed), Photo(title: "Lagoon", color: .systemTeal)],
        [Photo(title: "Dunes", color: .systemYellow), Photo(title: "Orchid", color: .systemPink)],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        tableView.register(PhotoCell.self, forCellReuseIdentifier: "Photo")
        tableView.rowHeight = 72
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Plain push",
            primaryAction: UIAction { [weak self] _ in
                // No transition given: Stagehand slides it in as UIKit does, and the back swipe
                // from the leading edge pops it with the finger.
                let detail = PhotoDetailViewController(
                    photo: Photo(title: "Pushed plainly", color: .systemIndigo), identifier: nil)
                self?.navigationController?.pushViewController(detail, animated: true)
            })
        if let navigation = navigationController as? StagehandNavigationController {
            // A StagehandNavigationController's `delegate` is the app's; Stagehand's forwards to it.
            navigation.delegate = self
        } else {
            // Elsewhere `delegate` is Stagehand's own: setting it would take Stagehand out.
            navigationController?.stagehandForwardedDelegate = self
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Push.allCases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Push.allCases[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
        let identifier = Push.allCases[indexPath.section] == .sharedElement ? identifier(of: indexPath) : nil
        (cell as? PhotoCell)?.show(photos[indexPath.section][indexPath.row], identifier: identifier)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let cell = tableView.cellForRow(at: indexPath) else { return }
        let photo = photos[indexPath.section][indexPath.row]
        switch Push.allCases[indexPath.section] {
        case .zoom:
            let detail = PhotoDetailViewController(photo: photo, identifier: nil)
            navigationController?.pushViewController(detail, transition: .zoom(from: cell))
        case .sharedElement:
            // The row's photo and the detail's large one carry the same identifier.
            let detail = PhotoDetailViewController(photo: photo, identifier: identifier(of: indexPath))
            navigationController?.pushViewController(detail, transition: .sharedElement())
        case .fade:
            let detail = PhotoDetailViewController(photo: photo, identifier: nil)
            navigationController?.pushViewController(detail, transition: .fade())
        case .ownTransition:
            // The controller's own transition serves its pushes too, as it does its presentations.
            let detail = PhotoDetailViewController(photo: photo, identifier: nil)
            detail.stagehand.transition = .fade()
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    /// The identifier pairing a row's photo with the detail screen's.
    private func identifier(of indexPath: IndexPath) -> String {
        "photo-\(indexPath.section)-\(indexPath.row)"
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        print("Navigation: did show \(viewController.title ?? "a screen"), animated: \(animated)")
    }
}

/// A row: a square photo and its title.
final class PhotoCell: UITableViewCell {
    private let photo = UIImageView(image: UIImage(systemName: "photo"))
    private let name = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.tintColor = .white
        photo.contentMode = .center
        photo.layer.cornerRadius = 8
        photo.clipsToBounds = true
        photo.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(photo)
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            photo.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            photo.widthAnchor.constraint(equalToConstant: 56),
            photo.heightAnchor.constraint(equalToConstant: 56),
            name.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }

    /// Shows `photo`, paired with the detail screen's by `identifier` when there is one.
    func show(_ photo: Photo, identifier: String?) {
        name.text = photo.title
        self.photo.backgroundColor = photo.color
        self.photo.stagehandIdentifier = identifier
    }
}

/// The detail screen: the photo, large, with the row's identifier when it flies as a shared element.
final class PhotoDetailViewController: UIViewController {
    private let photo: Photo
    private let identifier: String?

    init(photo: Photo, identifier: String?) {
        self.photo = photo
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let image = UIImageView(image: UIImage(systemName: "photo"))
        image.backgroundColor = photo.color
        image.tintColor = .white
        image.contentMode = .center
        image.layer.cornerRadius = 16
        image.clipsToBounds = true
        image.stagehandIdentifier = identifier
        let label = UILabel()
        label.text = photo.title
        label.font = .preferredFont(forTextStyle: .largeTitle)
        for subview in [image, label] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            image.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            image.widthAnchor.constraint(equalToConstant: 240),
            image.heightAnchor.constraint(equalToConstant: 240),
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 20),
        ])
    }
}
