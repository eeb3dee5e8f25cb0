import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a presented view wears besides its content: which of its corners are rounded, its shadow
/// and its grabber. Decided here, once, from the transition and where the view rests; the UIKit
/// layer applies it to the presented view on a phone (`maskedCorners`, the layer's shadow, a grabber
/// view) and on the headless UIKit, where the renderer draws what those views carry, so the films
/// show what a phone shows.
package struct PresentedChrome: Sendable, Equatable {
    /// The corners the corner radius rounds.
    package var roundedCorners: RoundedCorners
    /// The shadow the presented view casts, if any.
    package var shadow: Shadow?
    /// The grabber, if any.
    package var grabber: Grabber?

    /// The shadow as a layer casts it: ``shadow``, or a transparent one (the layer's
    /// `shadowOpacity` 0) when there is none.
    package var castShadow: Shadow { shadow ?? Shadow(color: RGBAColor(white: 0, alpha: 0), radius: 0) }

    /// Nothing: every corner rounded (by a radius of 0 unless the transition gives one), no shadow,
    /// no grabber. A custom transition's presented view wears this.
    package static let plain = PresentedChrome(roundedCorners: .all, shadow: nil, grabber: nil)
}

/// A set of a rectangle's corners (`CACornerMask`).
package struct RoundedCorners: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The corner at the minimum x and y.
    package static let topLeft = RoundedCorners(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y.
    package static let topRight = RoundedCorners(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y.
    package static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
    /// The corner at the maximum x and y.
    package static let bottomRight = RoundedCorners(rawValue: 1 << 3)
    /// All four.
    package static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corners as `CACornerMask`'s raw value: `kCALayerMinXMinYCorner` (1) is the top left,
    /// `kCALayerMaxXMinYCorner` (2) the top right, `kCALayerMinXMaxYCorner` (4) the bottom left,
    /// `kCALayerMaxXMaxYCorner` (8) the bottom right (`CALayer.h`, iOS 16.5 SDK): the same bits.
    package var cornerMask: UInt { UInt(rawValue) }

    /// The two corners on `edge`.
    package static func on(_ edge: ScreenEdge) -> RoundedCorners {
        switch edge {
        case .left: [.topLeft, .bottomLeft]
        case .top: [.topLeft, .topRight]
        case .right: [.topRight, .bottomRight]
        case .bottom: [.bottomLeft, .bottomRight]
        }
    }
}

/// The grabber: a short rounded bar centred on the edge of the presented view across from the edge
/// it came in from (the top of a card), which shows where to pull.
package struct Grabber: Sendable, Equatable {
    /// The edge of the presented view it sits on.
    package var edge: ScreenEdge
    /// Its colour.
    package var color: RGBAColor

    /// Its length along the edge, in points (Apple's sheet's grabber is 36 by 5).
    package static let length = 36.0
    /// Its thickness, in points.
    package static let thickness = 5.0
    /// Its distance from the edge, in points.
    package static let inset = 5.0
    /// Its colour: a grey at 30 %, visible on light and dark content alike.
    package static let standardColor = RGBAColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)

    /// The margins that grow and shrink with the presented view: all but the one on ``edge``, so
    /// that the grabber keeps its distance from that edge and its place along it.
    package var flexibleMargins: Set<ScreenEdge> { Set(ScreenEdge.allCases).subtracting([edge]) }

    /// ``flexibleMargins`` as `UIView.AutoresizingMask`'s raw value: flexible left margin 1, right
    /// margin 4, top margin 8, bottom margin 32 (`UIView.h`, iOS 16.5 SDK).
    package var autoresizingMask: UInt {
        let bits: [ScreenEdge: UInt] = [.left: 1 << 0, .right: 1 << 2, .top: 1 << 3, .bottom: 1 << 5]
        return flexibleMargins.reduce(0) { $0 | (bits[$1] ?? 0) }
    }

    /// Its frame in a presented view of `size`, in that view's coordinates: centred along ``edge``,
    /// ``inset`` points in from it; its corner radius is half its thickness.
    package func frame(in size: CGSize) -> CGRect {
        let width = Double(size.width)
        let height = Double(size.height)
        switch edge {
        case .top:
            return CGRect(
                x: (width - Self.length) / 2, y: Self.inset, width: Self.length, height: Self.thickness)
        case .bottom:
            return CGRect(
                x: (width - Self.length) / 2, y: height - Self.inset - Self.thickness, width: Self.length,
                height: Self.thickness)
        case .left:
            return CGRect(
                x: Self.inset, y: (height - Self.length) / 2, width: Self.thickness, height: Self.length)
        case .right:
            return CGRect(
                x: width - Self.inset - Self.thickness, y: (height - Self.length) / 2, width: Self.thickness,
                height: Self.length)
        }
    }
}

extension StagehandTransition {
    /// What the presented view wears resting at `frame` in `container`: a shadow and a grabber as
    /// the transition asks (``shadow``, ``prefersGrabberVisible``), and its corners rounded except
    /// the two on the container edge it came in from, when it rests against that edge (a drawer,
    /// or a sheet attached to the bottom, keeps square corners there, as Apple's edge-attached sheets
    /// do); a card floating above its margins, a popup, a zoom or a fade rounds all four.
    package func chrome(presentedFrame frame: CGRect, in container: ContainerGeometry) -> PresentedChrome {
        let entry = kind == .card ? .bottom : edge?.resolved(for: container.layoutDirection)
        var corners = RoundedCorners.all
        if let entry, frame.touches(entry, of: container.bounds) {
            corners.subtract(.on(entry))
        }
        let grabber =
            prefersGrabberVisible
            ? Grabber(edge: (entry ?? .bottom).opposite, color: Grabber.standardColor) : nil
        // A shadow of alpha 0 casts nothing: the chrome has none.
        let cast = shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        return PresentedChrome(roundedCorners: corners, shadow: cast, grabber: grabber)
    }
}

extension CGRect {
    /// Whether this rectangle's side on `edge` lies on `bounds`' side there (to a hundredth of a point).
    fileprivate func touches(_ edge: ScreenEdge, of bounds: CGRect) -> Bool {
        let gap: CGFloat
        switch edge {
        case .left: gap = minX - bounds.minX
        case .top: gap = minY - bounds.minY
        case .right: gap = bounds.maxX - maxX
        case .bottom: gap = bounds.maxY - maxY
        }
        return abs(Double(gap)) < 0.01
    }
}
