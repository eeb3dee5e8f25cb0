import Stagehand
import SwiftUI

/// A message in the SwiftUI inbox.
struct Message: Identifiable, Hashable {
    let id: Int
    let subject: String
}

/// The messages written and not sent: an object the inbox's presenter provides with
/// `environmentObject(_:)`, which the compose card reads though it is shown in a hosting controller
/// of its own (Stagehand passes the presenter's whole environment on).
final class Outbox: ObservableObject {
    @Published var sent: [String] = []
}

/// A SwiftUI screen presenting with Stagehand's modifiers, as the SwiftUI issue asks: a drawer from
/// the leading edge bound to a flag, a message opened with its avatar flying as a shared element,
/// a "Places" card whose detent is bound, and a compose card that the person cannot drag away while
/// its draft is not empty.
struct Inbox: View {
    @StateObject private var outbox = Outbox()
    @State private var composing = false
    @State private var showsMenu = false
    @State private var opened: Message?
    @State private var saved = 0
    @State private var showsPlaces = false
    @State private var placesDetent: Detent = .medium
    let messages = (1...20).map { Message(id: $0, subject: "Message \($0)") }

    var body: some View {
        NavigationView {
            List(messages) { message in
                Row(message: message).stagehandIdentifier("avatar-\(message.id)")
                    .onTapGesture { opened = message }
            }
            .navigationTitle("Inbox (\(saved) saved, \(outbox.sent.count) sent)")
            .toolbar {
                Button("Menu") { showsMenu = true }
                Button("Places") { showsPlaces = true }
                Button("Compose") { composing = true }
            }
        }
        .stagehandPresentation(isPresented: $composing, transition: .card(detents: [.medium, .large])) {
            Compose()
        }
        .environmentObject(outbox)
        .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
            InboxMenu()
        }
        .stagehandPresentation(item: $opened, transition: .sharedElement(), onDismiss: save) {
            Detail(message: $0)
        }
        .stagehandPresentation(
            isPresented: $showsPlaces, selectedDetent: $placesDetent,
            transition: .card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
        ) {
            Button(placesDetent == .large ? "Collapse" : "Expand") {
                placesDetent = placesDetent == .large ? .medium : .large
            }
        }
    }

    private func save() { saved += 1 }
}

/// A message's row: its avatar and subject.
struct Row: View {
    let message: Message

    var body: some View {
        HStack {
            Avatar(message: message, size: 40)
            Text(message.subject)
        }
    }
}

/// A message's avatar: a circle with its number.
struct Avatar: View {
    let message: Message
    let size: CGFloat

    var body: some View {
        Circle().fill(Color.accentColor).frame(width: size, height: size)
            .overlay(Text("\(message.id)").foregroundColor(.white))
    }
}

/// The opened message: its avatar (the other end of the shared element) and a button that closes
/// it with Stagehand's environment action.
struct Detail: View {
    let message: Message
    @Environment(\.stagehandDismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Avatar(message: message, size: 160).stagehandIdentifier("avatar-\(message.id)")
            Text(message.subject).font(.title2)
            Button("Done") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

/// The drawer's content.
struct InboxMenu: View {
    @Environment(\.stagehandDismiss) private var dismiss

    var body: some View {
        List {
            Button("Inbox") { dismiss() }
            Button("Archive") { dismiss() }
        }
    }
}

/// A new message: locked against the person's drags, taps on the dimming and VoiceOver's escape
/// while its draft is not empty; Send and Cancel close it with Stagehand's action. The outbox is
/// the presenter's environment object.
struct Compose: View {
    @EnvironmentObject private var outbox: Outbox
    @Environment(\.stagehandDismiss) private var dismiss
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Cancel") { dismiss() }
                Spacer()
                Button("Send") {
                    outbox.sent.append(draft)
                    dismiss()
                }
                .disabled(draft.isEmpty)
            }
            TextEditor(text: $draft)
            Text(draft.isEmpty ? "Drag down to close" : "Clear the draft or send it to close")
                .font(.footnote).foregroundColor(.secondary)
        }
        .padding()
        .stagehandInteractiveDismissDisabled(!draft.isEmpty)
    }
}
