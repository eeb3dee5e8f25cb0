import StagehandTestSupport
import Testing

/// The split of a long test's cases across processes (`STAGEHAND_SHARD`), as `.ci/run` uses it.
@Suite("Splitting a long test across processes")
struct TestShardTests {
    @Test(
        "A setting K/N keeps every N-th case from the K-th; none keeps all",
        arguments: [
            (nil, 1, 1, [0, 1, 2, 3, 4]), ("1/1", 1, 1, [0, 1, 2, 3, 4]), ("1/2", 1, 2, [0, 2, 4]),
            ("2/2", 2, 2, [1, 3]), ("3/3", 3, 3, [2]), ("2/7", 2, 7, [1]), ("7/7", 7, 7, []),
        ] as [(String?, Int, Int, [Int])])
    func kept(setting: String?, number: Int, count: Int, indices: [Int]) throws {
        let environment = setting.map { [TestShard.variable: $0] } ?? [:]
        let shard = try TestShard.current(environment)
        #expect(shard == TestShard(number: number, count: count))
        #expect((0..<5).filter(shard.keeps) == indices)
    }

    @Test("Every case is kept by exactly one shard of a split", arguments: 1...5)
    func partition(count: Int) throws {
        var seen = [Int](repeating: 0, count: 21)
        for number in 1...count {
            let shard = try TestShard.current([TestShard.variable: "\(number)/\(count)"])
            for index in 0..<21 where shard.keeps(index) { seen[index] += 1 }
        }
        #expect(seen == [Int](repeating: 1, count: 21))
    }

    @Test(
        "A malformed setting stops the run with what it takes",
        arguments: ["", "2", "0/2", "3/2", "1/0", "1/65", "a/b", "1/2/3", " 1/2", "-1/2"])
    func malformed(setting: String) {
        #expect {
            try TestShard.current([TestShard.variable: setting])
        } throws: { error in
            "\(error)" == "STAGEHAND_SHARD must be K/N, with 1 ≤ K ≤ N ≤ 64, not \(setting.debugDescription)"
        }
    }

    @Test("Cases a runner names by cost are the shard's, whatever their indices; without names, by index")
    func named() {
        let names = [
            "card", "sheet, undimmed at medium, with a grabber", "fade with .overFullScreen", "zoom",
        ]
        let environment = [
            TestShard.variable: "1/2",
            TestShard.casesVariable: "zoom|sheet, undimmed at medium, with a grabber",
        ]
        #expect(TestShard.indices(0..<4, named: { names[$0] }, environment: environment) == [1, 3])
        #expect(
            TestShard.indices(0..<4, named: { names[$0] }, environment: [TestShard.casesVariable: ""]).isEmpty
        )
    }
}
