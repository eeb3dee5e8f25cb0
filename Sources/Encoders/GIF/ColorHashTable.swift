/// An open-addressing hash map from 24-bit colour keys (top byte zero) to 32-bit values: colour counts
/// while building a palette, palette indices while mapping pixels. Much faster than `Dictionary` for
/// millions of lookups.
struct ColorHashTable: Sendable {
    /// The marker of an empty slot (a colour never has its top byte set).
    static let empty: UInt32 = 0xFFFF_FFFF

    private(set) var keys: [UInt32]
    private(set) var values: [UInt32]
    /// The number of colours stored.
    private(set) var count = 0
    private var mask: Int

    /// A table with room for about `capacity` colours before it grows.
    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: Self.empty, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func slot(_ key: UInt32, _ mask: Int) -> Int {
        Int((key &* 0x9E37_79B1) >> 8) & mask
    }

    /// Adds `amount` to the value of `key` (inserting it with `amount`), saturating at `UInt32.max`.
    @inline(__always)
    mutating func add(_ key: UInt32, _ amount: UInt32) {
        var slot = Self.slot(key, mask)
        while true {
            let existing = keys[slot]
            if existing == key {
                let (sum, overflow) = values[slot].addingReportingOverflow(amount)
                values[slot] = overflow ? UInt32.max : sum
                return
            }
            if existing == Self.empty { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = amount
        count += 1
        if count * 2 > keys.count { grow() }
    }

    /// Sets the value of `key`.
    mutating func set(_ key: UInt32, _ value: UInt32) {
        var slot = Self.slot(key, mask)
        while keys[slot] != Self.empty && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == Self.empty {
            count += 1
            keys[slot] = key
            values[slot] = value
            if count * 2 > keys.count { grow() }
        } else {
            values[slot] = value
        }
    }

    /// The value of `key`, or `nil` when it is not in the table.
    @inline(__always)
    func value(_ key: UInt32) -> UInt32? {
        var slot = Self.slot(key, mask)
        while true {
            let existing = keys[slot]
            if existing == key { return values[slot] }
            if existing == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Every stored colour with its value, in no particular order.
    var entries: [(key: UInt32, value: UInt32)] {
        var result: [(key: UInt32, value: UInt32)] = []
        result.reserveCapacity(count)
        for slot in keys.indices where keys[slot] != Self.empty { result.append((keys[slot], values[slot])) }
        return result
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let size = keys.count * 2
        keys = [UInt32](repeating: Self.empty, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
        for slot in oldKeys.indices where oldKeys[slot] != Self.empty {
            var target = Self.slot(oldKeys[slot], mask)
            while keys[target] != Self.empty { target = (target + 1) & mask }
            keys[target] = oldKeys[slot]
            values[target] = oldValues[slot]
        }
    }
}
