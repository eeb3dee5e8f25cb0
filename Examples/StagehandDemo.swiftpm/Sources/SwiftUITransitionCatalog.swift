import Stagehand
import SwiftUI

/// Every built-in transition from SwiftUI, one modifier each: what `stagehandPresentation` gives a
/// SwiftUI screen beyond Apple's `sheet` and `fullScreenCover`.
struct SwiftUITransitionCatalog: View {
    @State private var drawer = false
    @State private var topBanner = false
    @State private var card = false
    @State private var sheet = false
    @State private var cover = false
    @State private var fade = false
    @State private var push = false
    @State private var popup = false
    @State private var zoom = false
    @State private var shared = false

    var body: some View {
        List {
            Button("Drawer from the trailing edge") { drawer = true }
            Button("Banner from the top") { topBanner = true }
            Button("Card that hugs its content") { card = true }
            Button("Sheet with medium and large detents") { sheet = true }
            Button("Cover, dismissible by a drag") { cover = true }
            Button("Fade") { fade = true }
            Button("Push from the right") { push = true }
            Button("Popup") { popup = true }
            Button {
                zoom = true
            } label: {
                Label("Zoom from this icon", systemImage: "photo").stagehandIdentifier("zoom-source")
            }
            Button {
                shared = true
            } label: {
                Label("Shared element", systemImage: "star.fill").stagehandIdentifier("star")
            }
        }
        .stagehandPresentation(isPresented: $drawer, transition: .slideIn(from: .trailing)) {
            CatalogPage(title: "Drawer")
        }
        .stagehandPresentation(
            isPresented: $topBanner, transition: .slideIn(from: .top, length: .points(160))
        ) {
            CatalogPage(title: "Banner")
        }
        .stagehandPresentation(isPresented: $card, transition: .card()) {
            CatalogPage(title: "Card").frame(height: 240)
        }
        .stagehandPresentation(
            isPresented: $sheet, transition: .card(detents: [.medium, .large]).prefersGrabberVisible(true)
        ) {
            CatalogPage(title: "Sheet")
        }
        .stagehandPresentation(isPresented: $cover, transition: .cover()) {
            CatalogPage(title: "Cover")
        }
        .stagehandPresentation(isPresented: $fade, transition: .fade()) {
            CatalogPage(title: "Fade")
        }
        .stagehandPresentation(isPresented: $push, transition: .push()) {
            CatalogPage(title: "Push")
        }
        .stagehandPresentation(isPresented: $popup, transition: .popup()) {
            CatalogPage(title: "Popup").frame(width: 280, height: 200)
        }
        .stagehandPresentation(isPresented: $zoom, transition: .zoom(sourceID: "zoom-source")) {
            CatalogPage(title: "Zoom")
        }
        .stagehandPresentation(isPresented: $shared, transition: .sharedElement()) {
            VStack {
                Image(systemName: "star.fill").font(.system(size: 120)).stagehandIdentifier("star")
                CatalogPage(title: "Shared element")
            }
        }
    }
}

/// A presented page: its title and a button that dismisses it with Stagehand's environment action.
struct CatalogPage: View {
    let title: String
    @Environment(\.stagehandDismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(title).font(.title)
            Button("Done") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
    }
}
