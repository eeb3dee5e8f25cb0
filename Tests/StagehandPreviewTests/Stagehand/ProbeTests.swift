import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

@MainActor
@Suite("probe")
struct ProbeTests {
    @Test func cardRoundTrip() {
        let list = ModelViewController(name: "list")
        let system = HeadlessUIKit(root: list)
        let card = ModelViewController(name: "card")
        card.preferredContentSize = CGSize(width: 390, height: 300)
        var presented = 0
        list.present(card, transition: Transition.card(), animated: true) { presented += 1 }
        system.runUntilIdle()
        print(system.events.map(\.description).joined(separator: "\n"))
        print("frame", card.view.state.frame, "presented", presented, "breaches", system.breaches)
        print("misuses", card.stagehand?.stage.misuses ?? [])
        let stagehand = card.stagehand!
        var dismissed: Bool?
        stagehand.driver.dismiss { dismissed = $0 }
        system.runUntilIdle()
        print(system.events.suffix(25).map(\.description).joined(separator: "\n"))
        print("dismissed", dismissed as Any, "breaches", system.breaches, "window", system.window.subviews.map(\.name))
        print("stagehand alive", card.stagehand != nil)
    }
}
