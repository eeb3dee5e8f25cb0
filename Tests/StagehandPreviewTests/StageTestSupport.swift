import Foundation
import StagehandCore
import StagehandPreview
@_exported import StagehandTestSupport

/// A list screen (navigation controller around a table) and a detail screen, each with an avatar
/// carrying the identifier "avatar", nested like seed 003's.
@MainActor
func makeStage(
    geometry: ContainerGeometry = .iPhonePortrait, preferredContentSize: CGSize? = nil
) -> HeadlessStage {
    let presenting = ModelView(name: "presenting", content: .listScreen(title: "Contacts", safeTop: 47))
    let navigation = ModelView(
        name: "navigation", state: ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
    let row = ModelView(name: "row", state: ViewState(frame: CGRect(x: 0, y: 140, width: 390, height: 64)))
    let smallAvatar = ModelView(
        name: "avatar",
        state: ViewState(frame: CGRect(x: 16, y: 12, width: 40, height: 40), cornerRadius: 20),
        identifier: "avatar", content: .avatar(RGBAColor(red: 0.35, green: 0.55, blue: 0.95)))
    let other = ModelView(
        name: "badge", state: ViewState(frame: CGRect(x: 330, y: 20, width: 24, height: 24)),
        identifier: "badge")
    row.addSubview(smallAvatar)
    row.addSubview(other)
    navigation.addSubview(row)
    presenting.addSubview(navigation)

    let presented = ModelView(name: "presented", content: .detailScreen(title: "Ada", safeTop: 47))
    let bigAvatar = ModelView(
        name: "avatar",
        state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200), cornerRadius: 100),
        identifier: "avatar", content: .avatar(RGBAColor(red: 0.35, green: 0.55, blue: 0.95)))
    presented.addSubview(bigAvatar)
    return HeadlessStage(
        geometry: geometry, presentingView: presenting, presentedView: presented,
        preferredContentSize: preferredContentSize)
}

/// Every built-in transition, with a name for test descriptions.
let everyTransition: [(String, Transition)] = [
    ("slide-in left", .slideIn(from: .left)), ("slide-in top", .slideIn(from: .top)),
    ("slide-in right", .slideIn(from: .right)), ("slide-in bottom", .slideIn(from: .bottom)),
    ("zoom", .zoom(from: CGRect(x: 16, y: 152, width: 40, height: 40))), ("card", .card()),
    ("sheet", .card(detents: [.fitted, .medium, .large])), ("shared element", .sharedElement()),
    ("fade", .fade), ("cover", .cover()), ("push", .push()), ("popup", .popup),
    (
        "slide and fade",
        Transition.slideIn(from: .bottom).fading().cornerRadius(12).dimming(Dimming(blursBackground: true))
    ),
]
