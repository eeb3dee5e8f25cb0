import Foundation

/// One appearance callback a model view controller received (contract §5).
public enum AppearanceEvent: Sendable, Hashable, CustomStringConvertible {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear

    /// UIKit's method name, such as `viewWillAppear`.
    public var description: String {
        switch self {
        case .willAppear: "viewWillAppear"
        case .didAppear: "viewDidAppear"
        case .willDisappear: "viewWillDisappear"
        case .didDisappear: "viewDidDisappear"
        }
    }
}

/// Where a controller is in its appearance cycle, to check that begin/end calls balance (§5).
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// The state after `event`, or nil when `event` is unbalanced from this state.
    func after(_ event: AppearanceEvent) -> AppearanceState? {
        switch (self, event) {
        case (.disappeared, .willAppear), (.disappearing, .willAppear): .appearing
        case (.appearing, .didAppear): .appeared
        case (.appeared, .willDisappear), (.appearing, .willDisappear): .disappearing
        case (.disappearing, .didDisappear): .disappeared
        default: nil
        }
    }
}
