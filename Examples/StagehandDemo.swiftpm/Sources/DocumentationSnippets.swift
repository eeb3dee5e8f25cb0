import Stagehand
import SwiftUI
import UIKit

// The Swift snippets of the `Stagehand` DocC catalog (Sources/UIKitShells/Stagehand.docc),
// compiled: every line of each article's Swift blocks appears here, in order (a test on Linux,
// `StagehandCatalogSnippetTests`, checks it; `../shared/ios/build --sources Examples` type-checks
// it). The declarations around them are what the articles leave out.

/// A detail screen with an avatar, as the shared avatar's.
final class DocumentationDetail: UIViewController {
    let avatarView = UIImageView()
}

/// A list cell with an avatar, as the shared avatar's.
final class DocumentationCell: UITableViewCell {
    let avatarView = UIImageView()
}

/// The articles' snippets, in the context of a view controller.
final class DocumentationSnippets: UIViewController {
    let menu = UIViewController()
    let detail = DocumentationDetail()
    let list = UITableViewController()
    let photo = UIViewController()
    let thumbnail = UIImageView()
    let yellow = UIViewController()
    let card = UINavigationController(rootViewController: UIViewController())
    let cell = DocumentationCell()
    let contactID = 7
    let form = UIViewController()
    let places = UIViewController()
    let segmentedControl = UISegmentedControl(items: ["left", "top", "right", "bottom"])

    /// CardsAndSheets.md.
    func cardsAndSheets() {
        let sheet = StagehandTransition.card(detents: [.medium, .large])
        present(detail, transition: sheet)

        detail.stagehand.selectedDetent = .large  // at once
        detail.stagehand.animateChanges { detail.stagehand.selectedDetent = .medium }
        detail.stagehand.onSelectedDetentChange = { detent in print("moved to \(detent)") }

        let peek = Detent.custom(identifier: "peek") { context in context.maximumDetentValue * 0.25 }
        present(detail, transition: .card(detents: [peek, .large]))

        let maps = StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
        present(places, transition: maps)

        let styled = StagehandTransition.card(detents: [.medium, .large])
            .prefersGrabberVisible(true)
            .preferredCornerRadius(12)
            .shadow(Shadow(color: .black.withAlphaComponent(0.3), radius: 24))
        present(detail, transition: styled)
    }

    /// GettingStartedOnIOS.md: presenting.
    func gettingStarted() {
        present(menu, transition: .slideIn(from: .left))

        detail.stagehand.transition = .card(detents: [.medium, .large])
        present(detail, animated: true)
    }

    // GettingStartedOnIOS.md: a segue's source view.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let segue = segue as? StagehandSegue {
            segue.sourceView = sender as? UIView
        }
    }

    /// GettingStartedOnIOS.md: dismissing, SwiftUI's modifiers (``Settings``, below), and SwiftUI from
    /// UIKit.
    func gettingStartedDismissing() {
        detail.stagehand.dismiss { dismissed in
            print(dismissed)
        }
    }

    /// GettingStartedOnIOS.md: SwiftUI's modifiers.
    struct Settings: View {
        @State private var showsMenu = false
        var body: some View {
            Button("Menu") { showsMenu = true }
                .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
                    Text("Menu")
                }
        }
    }

    /// GettingStartedOnIOS.md: SwiftUI from UIKit.
    func gettingStartedSwiftUIFromUIKit() {
        present(UIHostingController(rootView: Text("Settings")), transition: .card())
    }

    /// FromHandWrittenTransitionsToStagehand.md: a drawer from any edge.
    func drawerFromAnyEdge() {
        let edges: [TransitionEdge] = [.left, .top, .right, .bottom]
        present(menu, transition: .slideIn(from: edges[segmentedControl.selectedSegmentIndex]))

        present(menu, transition: .slideIn(from: .bottom, length: .points(320)))
    }

    // FromHandWrittenTransitionsToStagehand.md: a zoom from the tapped button.
    @IBAction func showYellow(_ sender: UIButton) {
        present(yellow, transition: .zoom(from: sender))
    }

    /// FromHandWrittenTransitionsToStagehand.md: a bottom card from a segue.
    func bottomCardFromASegue() {
        card.preferredContentSize = CGSize(width: 0, height: 320)
        let segue = BottomCardSegue(identifier: "card", source: self, destination: card)
        prepare(for: segue, sender: nil)
        segue.perform()

        present(card, transition: .card(detents: [.fitted, .large]))
    }

    /// FromHandWrittenTransitionsToStagehand.md: a shared avatar.
    func sharedAvatar() {
        cell.avatarView.stagehandIdentifier = "avatar-\(contactID)"
        detail.avatarView.stagehandIdentifier = "avatar-\(contactID)"
        navigationController?.present(detail, transition: .sharedElement())
    }

    /// FromHandWrittenTransitionsToStagehand.md: a cross-fade.
    func crossFade() {
        present(detail, transition: .fade())

        detail.stagehand.transition = .fade()
        present(detail, animated: true)
    }

    /// InteractiveDismissalAndScrollViews.md.
    func interactiveDismissal() {
        present(photo, transition: .zoom(from: thumbnail).interactivelyDismissible(true))
        present(menu, transition: .slideIn(from: .left).interactivelyDismissible(false))

        form.isModalInPresentation = true
        present(form, transition: .card())

        let scrollsOnly = StagehandTransition.card(detents: [.medium, .large])
        present(list, transition: scrollsOnly.prefersScrollingExpandsWhenScrolledToEdge(false))

        list.stagehand.scrollView = list.tableView
        present(list, transition: .card(detents: [.medium, .large]))
    }
}

/// PresentingFromSwiftUI.md: the two modifiers.
struct Mailbox: View {
    @State private var showsMenu = false
    @State private var opened: Message?
    let messages = [Message(id: 1, subject: "Hello")]
    var body: some View {
        List(messages) { message in
            Text(message.subject).onTapGesture { opened = message }
        }
        .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
            Text("Menu")
        }
        .stagehandPresentation(item: $opened, transition: .card(detents: [.medium, .large])) { message in
            Text(message.subject)
        }
    }
}

/// PresentingFromSwiftUI.md: a card's detent, bound.
struct Places: View {
    @State private var showsList = true
    @State private var detent: Detent = .medium
    var body: some View {
        Color.blue
            .stagehandPresentation(
                isPresented: $showsList, selectedDetent: $detent,
                transition: .card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
            ) {
                Text(detent == .large ? "All places" : "Nearby")
            }
    }
}

/// PresentingFromSwiftUI.md: content that locks its presentation, and the presenter's environment.
final class Drafts: ObservableObject {
    @Published var saved: [String] = []
}

struct ComposeButton: View {
    @StateObject private var drafts = Drafts()
    @State private var composing = false
    var body: some View {
        Button("New message") { composing = true }
            .stagehandPresentation(isPresented: $composing, transition: .card(detents: [.medium, .large])) {
                ComposeForm()
            }
            .environmentObject(drafts)
    }
}

struct ComposeForm: View {
    @EnvironmentObject private var drafts: Drafts
    @State private var draft = ""
    var body: some View {
        TextEditor(text: $draft)
            .stagehandInteractiveDismissDisabled(!draft.isEmpty)
            .onDisappear { drafts.saved.append(draft) }
    }
}

/// PresentingFromSwiftUI.md: shared elements and a zoom's source, named on SwiftUI views.
struct Albums: View {
    @State private var opened: Message?
    @State private var showsCover = false
    let albums = [Message(id: 1, subject: "Blue")]
    var body: some View {
        List(albums) { album in
            Text(album.subject).stagehandIdentifier("title-\(album.id)")
                .onTapGesture { opened = album }
        }
        .stagehandPresentation(item: $opened, transition: .sharedElement()) { album in
            Text(album.subject).font(.largeTitle).stagehandIdentifier("title-\(album.id)")
        }
        Image(systemName: "music.note").stagehandIdentifier("cover")
            .onTapGesture { showsCover = true }
            .stagehandPresentation(isPresented: $showsCover, transition: .zoom(sourceID: "cover")) {
                Color.indigo
            }
    }
}

/// PresentingFromSwiftUI.md: dismissing from inside.
struct AlbumDetail: View {
    @Environment(\.stagehandDismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// SeguesInInterfaceBuilder.md: a segue's transition and source view, set in `prepare`.
final class SegueDocumentationSnippets: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let segue = segue as? StagehandSegue else { return }
        // A drawer from the right, half as wide, instead of the class's default.
        segue.transition = StagehandTransition.slideIn(from: .right, length: .fraction(0.5))
        segue.sourceView = sender as? UIView  // what a zoom grows from
    }
}

/// PushesPopsAndTabs.md.
final class NavigationDocumentationSnippets: UIViewController, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    let inbox = UIViewController()
    let detail = UIViewController()
    let photo = UIViewController()
    let cell = UITableViewCell()

    func navigation() -> UINavigationController {
        let navigation = StagehandNavigationController(rootViewController: inbox)
        navigation.delegate = self  // your own delegate: Stagehand forwards every call to it

        // Or, on a navigation controller you already have:
        navigationController?.enableStagehandTransitions()
        navigationController?.stagehandForwardedDelegate = self
        return navigation
    }

    func pushes() {
        navigationController?.pushViewController(detail, transition: .zoom(from: cell))

        photo.stagehand.transition = .fade()
        navigationController?.pushViewController(photo, animated: true)
    }

    func tabs() {
        tabBarController?.stagehandTransition = .push(from: .trailing)
        tabBarController?.stagehandForwardedDelegate = self
    }
}

/// StackedPresentations.md.
final class StackDocumentationSnippets: UIViewController {
    let menu = UIViewController()
    let settings = UIViewController()
    let receipt = UIViewController()

    func stack() {
        present(menu, transition: .slideIn(from: .left))
        // Asked while the menu slides in: the card waits for it, then rises over it.
        menu.present(settings, transition: .card())
    }

    func dismissals() {
        settings.dismiss(animated: true)  // the card only
        dismiss(animated: true)  // from the bottom: the card and the menu
    }

    func afterADismissal() {
        settings.dismiss(animated: true)
        // Waits for the card's dismissal instead of being refused by UIKit.
        menu.present(receipt, transition: .popup())
    }
}

/// PanelsThatStay.md: the results a map screen's panel shows.
final class PlacesViewController: UITableViewController {}

/// PanelsThatStay.md: adding a panel.
final class MapViewController: UIViewController {
    let results = PlacesViewController()
    lazy var resultsPanel = StagehandPanel(contentViewController: results)

    override func viewDidLoad() {
        super.viewDidLoad()
        resultsPanel.detents = [.points(96), .medium, .large]
        resultsPanel.selectedDetent = .points(96)
        resultsPanel.scrollView = results.tableView
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        stagehand.addPanel(resultsPanel)  // a panel already in this screen stays where it is
    }
}

/// PanelsThatStay.md: a panel's detents and the screen around it, two panels, a removal, and a
/// screen that follows a panel or a card.
final class PanelDocumentationSnippets: UIViewController {
    let results = PlacesViewController()
    lazy var resultsPanel = StagehandPanel(contentViewController: results)
    let placeDetails = UIViewController()
    let mapButtons = UIStackView()
    let queue = UIViewController()
    let playerView = UIView()

    func detents() {
        resultsPanel.selectedDetent = .large  // at once
        resultsPanel.animateChanges { resultsPanel.selectedDetent = .medium }
        resultsPanel.onSelectedDetentChange = { detent in print("the person moved it to \(detent)") }
    }

    func theScreenAroundIt() {
        resultsPanel.largestUndimmedDetent = .medium
        resultsPanel.prefersGrabberVisible = true
        resultsPanel.preferredCornerRadius = 12

        resultsPanel.prefersScrollingExpandsWhenScrolledToEdge = false
    }

    func twoPanels() {
        let detailsPanel = StagehandPanel(contentViewController: placeDetails)
        detailsPanel.detents = [.medium, .large]
        detailsPanel.largestUndimmedDetent = .medium  // above .medium, it dims the map and the results
        detailsPanel.isRemovalInteractionEnabled = true
        stagehand.addPanel(detailsPanel)

        detailsPanel.onRemove = { print("the details are gone") }
        detailsPanel.remove(animated: true)
    }

    func followingThePosition() {
        resultsPanel.onPositionChange = { [weak self] position in
            self?.mapButtons.transform = CGAffineTransform(translationX: 0, y: -position.height)
        }

        queue.stagehand.onPositionChange = { [weak self] position in
            let progress = min(max(position.progress, 0), 1)
            let scale = 1 - 0.08 * progress
            self?.playerView.transform = CGAffineTransform(scaleX: scale, y: scale)
            self?.playerView.layer.cornerRadius = 12 * progress
        }
        present(queue, transition: .card(detents: [.medium, .large]))
    }
}

/// PanelsThatStay.md: SwiftUI's panels, and the position inside one.
struct ParkMap: View {
    @State private var listDetent: Detent = .points(96)
    @State private var showsGarden = false
    @State private var gardenDetent: Detent = .medium
    var body: some View {
        Color.green  // a map
            .stagehandPanel(selectedDetent: $listDetent, detents: [.points(96), .medium, .large]) {
                ParkList(showsGarden: $showsGarden)
            }
            .stagehandPanel(
                isPresented: $showsGarden, selectedDetent: $gardenDetent, detents: [.medium, .large]
            ) {
                Text("The rose garden")
            }
    }
}

struct ParkList: View {
    @Binding var showsGarden: Bool
    @Environment(\.stagehandPanelPosition) private var position
    var body: some View {
        VStack {
            Text("Parks nearby").font(.headline)
                .opacity(1 - min(max(position?.progress ?? 0, 0), 1))
            Button("The rose garden") { showsGarden = true }
        }
    }
}
