import Foundation

/// One of several processes a long parameterized test is split across, so that a machine's cores
/// each run a share of its cases (the headless UIKit runs on the main actor: one process uses one
/// core). `STAGEHAND_SHARD=K/N` keeps the cases whose index is K - 1 modulo N; without it a process
/// runs every case. `.ci/run` starts one process a core for the fuzz and explore steps, and checks
/// that their shards together report every case once.
package struct TestShard: Equatable, Sendable {
    /// The environment variable that picks the shard.
    package static let variable = "STAGEHAND_SHARD"

    /// Which shard, from 1.
    package var number: Int
    /// How many shards the cases are split into.
    package var count: Int

    package init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }

    /// The shard the environment picks: every case when it picks none. A value that is not `K/N`
    /// with 1 ≤ K ≤ N ≤ 64 throws, rather than running some other share of the cases.
    package static func current(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> TestShard {
        guard let text = environment[variable] else { return TestShard(number: 1, count: 1) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]),
            (1...64).contains(count),
            (1...count).contains(number)
        else {
            throw SettingError(name: variable, text: text, expected: "K/N, with 1 ≤ K ≤ N ≤ 64")
        }
        return TestShard(number: number, count: count)
    }

    /// Whether this shard runs the case at `index`.
    package func keeps(_ index: Int) -> Bool { index % count == number - 1 }

    /// The indices the environment's shard runs, for a test's `arguments:`. A malformed setting
    /// keeps them all, so that each case's body meets it again (``current(_:)``) and fails.
    package static func indices(_ all: Range<Int>) -> [Int] {
        guard let shard = try? current() else { return Array(all) }
        return all.filter(shard.keeps)
    }

    /// The variable that names the cases a shard runs, when its runner balances the shards by what
    /// each case costs (`.ci/expected-figures.py`, from the figures it expects): the names, separated
    /// by "|". Without it, the cases are shared out by index (``keeps(_:)``).
    package static let casesVariable = "STAGEHAND_SHARD_CASES"

    /// The indices the environment's shard runs, each case named by `name`: those
    /// ``casesVariable`` names, when it is set; otherwise as ``indices(_:)``. The runner checks that
    /// the shards together ran every case once.
    package static func indices(
        _ all: Range<Int>, named name: (Int) -> String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [Int] {
        guard let listed = environment[casesVariable] else { return indices(all) }
        let wanted = Set(listed.split(separator: "|").map(String.init))
        return all.filter { wanted.contains(name($0)) }
    }
}
