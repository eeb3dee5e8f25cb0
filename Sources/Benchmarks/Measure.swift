import CAllocationCounter
import Foundation

/// Times `operations` runs of `body` (which returns a value that is folded into a checksum so the
/// optimiser cannot drop the work), five times, and returns the median nanoseconds per operation.
func nanosecondsPerOperation(operations: Int, _ body: (Int) -> Double) -> (
    nanoseconds: Double, checksum: Double
) {
    var timings: [Double] = []
    var checksum = 0.0
    _ = body(0)  // warm up caches and lazy initialisation
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var sum = 0.0
        for operation in 0..<operations {
            sum += body(operation)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        checksum += sum
        timings.append(elapsed / Double(operations))
    }
    return (timings.sorted()[2], checksum)
}

/// Heap allocations made on this thread by `body`, or nil where they cannot be counted.
func allocations(_ body: () -> Void) -> UInt64? {
    guard stagehand_allocation_counting_available() == 1 else { return nil }
    stagehand_allocation_counting_begin()
    body()
    return stagehand_allocation_counting_end()
}

/// Formats a figure with a fixed number of decimals.
func figure(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Pads a label to a column.
func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// The median wall-clock seconds of `runs` runs of `body`.
func medianSeconds(runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var timings: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return timings.sorted()[runs / 2]
}
