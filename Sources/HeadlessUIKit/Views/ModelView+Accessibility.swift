import Foundation

/// What a view is to VoiceOver (`UIAccessibilityTraits`): the traits Stagehand sets.
public struct ModelAccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits, one bit each.
    public let rawValue: Int

    /// Creates traits from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The element acts as a button (`UIAccessibilityTraits.button`).
    public static let button = ModelAccessibilityTraits(rawValue: 1 << 0)
}

/// One of VoiceOver's custom actions on a view (`UIAccessibilityCustomAction(name:actionHandler:)`):
/// a name VoiceOver reads and what it does.
@MainActor
public struct ModelAccessibilityCustomAction {
    /// The name VoiceOver reads (`name`).
    public var name: String
    /// What it does (`actionHandler`): whether it acted.
    public var handler: @MainActor () -> Bool

    /// An action named `name` that runs `handler`.
    public init(name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}

extension ModelView {
    /// VoiceOver's custom actions on the view (`accessibilityCustomActions`): read each time, as a
    /// `UIView` subclass may compute them; a set replaces the list of a view that does not.
    public var accessibilityCustomActions: [ModelAccessibilityCustomAction] {
        get { accessibilityCustomActionsProvider?() ?? storedAccessibilityCustomActions }
        set { storedAccessibilityCustomActions = newValue }
    }

    /// The names of the view's custom actions, in order.
    public var accessibilityCustomActionNames: [String] { accessibilityCustomActions.map(\.name) }

    /// VoiceOver performs the custom action named `name` on the view, as a person picks it from the
    /// actions rotor.
    ///
    /// - Returns: what its handler answered; false when the view has no action of that name.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        guard let action = accessibilityCustomActions.first(where: { $0.name == name }) else { return false }
        return action.handler()
    }
}
