import Stagehand
import SwiftUI

/// A message in the SwiftUI inbox.
struct Message: Identifiable, Hashable {
    let id: Int
    let subject: String
}

/// A SwiftUI screen presenting with Stagehand's modifiers: a drawer from the leading edge bound to
/// a flag, and a card bound to the opened message.
struct Inbox: View {
    @State private var showsMenu = false
    @State private var opened: Message?
    @State private var closed = 0
    @State private var showsPlaces = false
    @State private var placesDetent: Detent = .medium
    let messages = (1...20).map { Message(id: $0, subject: "Message \($0)") }

    var body: some View {
        NavigationView {
            List(messages) { message in
                Text(message.subject).onTapGesture { opened = message }
            }
            .navigationTitle("Inbox (\(closed) closed)")
            .toolbar {
                Button("Menu") { showsMenu = true }
                Button("Places") { showsPlaces = true }
            }
        }
        .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
            Text("Menu").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color(.systemBackground))
        }
        .stagehandPresentation(
            isPresented: $showsPlaces, selectedDetent: $placesDetent,
            transition: .card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
        ) {
            Button(placesDetent == .large ? "Collapse" : "Expand") {
                placesDetent = placesDetent == .large ? .medium : .large
            }
        }
        .stagehandPresentation(
            item: $opened, transition: .card(detents: [.medium, .large]).prefersGrabberVisible(true),
            onDismiss: { closed += 1 }
        ) { message in
            VStack {
                Text(message.subject).font(.title2)
                Button("Close") { opened = nil }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(.systemBackground))
        }
    }
}
