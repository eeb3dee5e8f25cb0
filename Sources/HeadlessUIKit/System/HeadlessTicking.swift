import Foundation

/// Something that moves with the headless UIKit's virtual clock: an animation, a gesture replay.
///
/// Register it with ``HeadlessUIKit/addTicker(_:)-(HeadlessTicking)``; every
/// ``HeadlessUIKit/advance(by:)`` moves the clock and then calls ``tick(to:)`` on each ticker in the
/// order they were added.
@MainActor
public protocol HeadlessTicking: AnyObject {
    /// The clock moved to `time` (virtual seconds). Returns false when the ticker is done, which
    /// unregisters it.
    func tick(to time: Double) -> Bool
}

/// A ticker made of a closure.
@MainActor
final class BlockTicker: HeadlessTicking {
    let block: @MainActor (Double) -> Bool

    init(_ block: @escaping @MainActor (Double) -> Bool) { self.block = block }

    func tick(to time: Double) -> Bool { block(time) }
}
