import Foundation

/// What a custom detent's resolver is given: the room a card has (Apple's
/// `UISheetPresentationControllerDetentResolutionContext`).
public struct DetentResolutionContext: Sendable, Hashable {
    /// The height of the ``Detent/large`` detent in this container, in points: all the height inside
    /// the card's margins (Apple's `maximumDetentValue`).
    public var maximumDetentValue: Double

    /// Creates a context.
    public init(maximumDetentValue: Double) {
        self.maximumDetentValue = maximumDetentValue
    }
}

/// A custom detent's identifier and the function that computes its height
/// (``Detent/custom(identifier:resolver:)``). Two resolvers are the same detent when their
/// identifiers are equal, as Apple's detents are told apart by `identifier`: give each custom detent
/// its own.
public struct DetentResolver: Sendable, Hashable, CustomStringConvertible {
    /// The detent's identifier: what ``Detent`` equality compares, and what VoiceOver announces when
    /// an action moves the card there.
    public let identifier: String
    private let resolver: @Sendable (DetentResolutionContext) -> Double

    /// Creates a resolver named `identifier`.
    public init(identifier: String, resolver: @escaping @Sendable (DetentResolutionContext) -> Double) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// The height the resolver gives in `context`, in points, clamped to [0, the context's
    /// ``DetentResolutionContext/maximumDetentValue``] (NaN counts as 0).
    public func height(in context: DetentResolutionContext) -> Double {
        let maximum = context.maximumDetentValue.finiteNonNegative
        let height = resolver(DetentResolutionContext(maximumDetentValue: maximum))
        return height.isNaN ? 0 : min(max(height, 0), maximum)
    }

    /// Whether `a` and `b` are the same detent: whether their identifiers are equal.
    public static func == (a: Self, b: Self) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier, the detent's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    /// `custom("identifier")`.
    public var description: String { "custom(\"\(identifier)\")" }
}

extension Detent {
    /// A detent whose height `resolver` computes from the container each time the card is laid out
    /// (on presenting, on rotation, when the keyboard or the size classes change), as Apple's
    /// `.custom(identifier:resolver:)` on iOS 16, here on iOS 15 as well.
    ///
    /// ```swift
    /// let peek = Detent.custom(identifier: "peek") { context in context.maximumDetentValue * 0.25 }
    /// present(player, transition: .card(detents: [peek, .large]))
    /// ```
    ///
    /// The height is clamped to [0, the context's `maximumDetentValue`]. Apple's resolver
    /// may return nil to leave a detent out; Stagehand's always gives a height (return the maximum
    /// or another detent's height instead). `identifier` tells detents apart (two custom detents
    /// with the same identifier are equal) and is what VoiceOver announces when an action moves the
    /// card there.
    public static func custom(
        identifier: String, resolver: @escaping @Sendable (DetentResolutionContext) -> Double
    ) -> Detent {
        .custom(DetentResolver(identifier: identifier, resolver: resolver))
    }
}
