import Stagehand
import SwiftUI
import UIKit

/// A SwiftUI form that builds a drawer or a card from a few choices and presents it: a file that
/// imports SwiftUI and Stagehand and names both modules' types without qualifying either (SwiftUI's
/// `Axis` and `Edge` beside Stagehand's `ScreenEdge.Axis`, `StagehandTransition` and
/// `SpringParameters`). `../shared/ios/build --sources Examples` compiles it for iOS.
struct TransitionWorkbench: View {
    /// Presents the built transition over the screen hosting the form.
    let present: (StagehandTransition) -> Void

    @State private var edge: ScreenEdge = .left
    @State private var isCard = false
    @State private var dampingRatio = 0.8

    /// SwiftUI's `Axis`: the direction the form scrolls.
    private let scrollAxis: Axis = .vertical

    /// The drawer's or the card's transition, with the chosen spring.
    var transition: StagehandTransition {
        let spring = (try? SpringParameters(uiKitDuration: 0.5, dampingRatio: dampingRatio)) ?? .critical
        let base: StagehandTransition =
            isCard ? .card(detents: [.fitted, .large]) : .slideIn(from: TransitionEdge(edge))
        return base.timing(.spring(spring), dismissal: Timing.easeIn(duration: 0.25))
    }

    /// Stagehand's axis: the one the drawer slides along.
    var slideAxis: ScreenEdge.Axis { isCard ? .vertical : edge.axis }

    var body: some View {
        ScrollView(scrollAxis == .vertical ? .vertical : .horizontal) {
            VStack(alignment: .leading, spacing: 16) {
                Toggle("A card instead of a drawer", isOn: $isCard)
                if !isCard {
                    Picker("Edge", selection: $edge) {
                        ForEach(ScreenEdge.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                Text("Damping ratio \(dampingRatio, specifier: "%.2f"), sliding \(slideAxis.rawValue)ly")
                Slider(value: $dampingRatio, in: 0.3...1)
                Button("Present") { present(transition) }
                    .padding(.top, 8)
            }
            .padding(.horizontal, 20)
            .padding(Edge.Set.top, 20)
        }
    }
}

extension SpringParameters {
    /// A critically damped spring: the fallback where the chosen ratio is refused.
    fileprivate static let critical = StagehandTransition.criticalSpring
}
