import Stagehand
import UIKit

/// Panels that stay, as a map app has them: a results panel that never goes away (a peek of 96
/// points, half the screen, all of it, its table sharing the drag), a details panel that comes up
/// over it when a row or a pin is tapped (drag it down past its lowest detent to remove it; above
/// `.medium` it dims the map and the results), and map buttons that ride on the results panel's
/// top edge.
final class MapScreen: UIViewController {
    private static let places = [
        "Bakery", "Library", "Park", "Museum", "Café", "Station", "Market", "Pool", "Cinema", "School",
        "Harbour", "Gallery", "Garden", "Theatre", "Bridge", "Tower", "Zoo", "Stadium", "Beach", "Castle",
    ]
    /// Where the first places' pins stand, as fractions of the map's width and height.
    private static let pins: [(x: CGFloat, y: CGFloat)] = [
        (0.3, 0.22), (0.72, 0.3), (0.45, 0.42), (0.2, 0.5),
    ]

    private let results = PlaceListViewController(places: MapScreen.places)
    private let details = PlaceDetailViewController()
    private lazy var resultsPanel = StagehandPanel(contentViewController: results)
    private lazy var detailsPanel = StagehandPanel(contentViewController: details)
    private let mapButtons = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"
        view.backgroundColor = UIColor(red: 0.78, green: 0.88, blue: 0.74, alpha: 1)  // a map
        for (place, pin) in zip(Self.places, Self.pins) {
            addPin(for: place, at: pin)
        }
        addMapButtons()

        resultsPanel.detents = [.points(96), .medium, .large]
        resultsPanel.selectedDetent = .points(96)
        resultsPanel.prefersGrabberVisible = true
        resultsPanel.scrollView = results.tableView
        resultsPanel.onPositionChange = { [weak self] position in self?.follow(position) }
        results.onSelect = { [weak self] place in self?.show(place) }

        detailsPanel.detents = [.medium, .large]
        detailsPanel.largestUndimmedDetent = .medium
        detailsPanel.prefersGrabberVisible = true
        detailsPanel.isRemovalInteractionEnabled = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Once: a panel already in this screen stays where it is.
        stagehand.addPanel(resultsPanel)
    }

    /// The details of `place`, coming up over the results, or brought back to `.medium`.
    private func show(_ place: String) {
        details.place = place
        if detailsPanel.parent == nil {
            detailsPanel.selectedDetent = .medium
            stagehand.addPanel(detailsPanel)
        } else {
            detailsPanel.animateChanges { detailsPanel.selectedDetent = .medium }
        }
    }

    /// The map buttons ride on the results panel's top edge and fade out as it grows to `.large`.
    /// In regular width the panel floats at the leading side, clear of them: they stay at the bottom.
    private func follow(_ position: StagehandPosition) {
        guard traitCollection.horizontalSizeClass != .regular else {
            mapButtons.transform = CGAffineTransform(translationX: 0, y: -view.safeAreaInsets.bottom)
            mapButtons.alpha = 1
            return
        }
        mapButtons.transform = CGAffineTransform(translationX: 0, y: -position.height)
        mapButtons.alpha = min(max((1 - position.progress) * 2, 0), 1)
    }

    private func addPin(for place: String, at pin: (x: CGFloat, y: CGFloat)) {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "mappin.circle.fill")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 32)
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [weak self] _ in self?.show(place) })
        button.tintColor = .systemRed
        button.accessibilityLabel = place
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: button, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .trailing,
                multiplier: pin.x, constant: 0),
            NSLayoutConstraint(
                item: button, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .bottom,
                multiplier: pin.y, constant: 0),
        ])
    }

    /// Two round buttons at the bottom trailing corner, 8 points above whatever their transform says.
    private func addMapButtons() {
        for (symbol, label) in [("location.fill", "Where I am"), ("map", "Map style")] {
            var configuration = UIButton.Configuration.filled()
            configuration.image = UIImage(systemName: symbol)
            configuration.cornerStyle = .capsule
            configuration.baseBackgroundColor = .systemBackground
            configuration.baseForegroundColor = .systemBlue
            let button = UIButton(configuration: configuration)
            button.accessibilityLabel = label
            mapButtons.addArrangedSubview(button)
        }
        mapButtons.axis = .vertical
        mapButtons.spacing = 8
        mapButtons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapButtons)
        NSLayoutConstraint.activate([
            mapButtons.trailingAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
            mapButtons.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
        ])
    }
}

/// The results: a long table, which shares the panel's drags (`StagehandPanel.scrollView`).
final class PlaceListViewController: UITableViewController {
    private let places: [String]
    /// Told the place of a tapped row.
    var onSelect: ((String) -> Void)?

    init(places: [String]) {
        self.places = places
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        content.image = UIImage(systemName: "mappin")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(places[indexPath.row])
    }
}

/// The details of one place, in the panel that comes over the results; Close removes the panel.
final class PlaceDetailViewController: UIViewController {
    private let name = UILabel()
    /// The place shown.
    var place = "" {
        didSet { name.text = place }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        name.text = place
        name.font = .preferredFont(forTextStyle: .title1)
        let hint = UILabel()
        hint.text = "Drag me down to close me, or up to dim the map."
        hint.numberOfLines = 0
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                // The content's parent is its panel.
                (self?.parent as? StagehandPanel)?.remove(animated: true)
            })
        let stack = UIStackView(arrangedSubviews: [name, hint, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 28),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
