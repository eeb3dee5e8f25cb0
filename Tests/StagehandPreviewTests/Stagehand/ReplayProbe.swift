import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

@MainActor
@Suite struct ReplayProbe {
    @Test func replay() {
        let env = ProcessInfo.processInfo.environment
        guard let seed = env["SEED"].flatMap(UInt64.init), let index = env["INDEX"].flatMap(Int.init) else {
            return
        }
        let failure = PresentationFuzzer.replay(everyTransition[index].transition, seed: seed) {
            step, system, detail in
            print(
                "STEP", step, detail?.stagehand?.driver.state as Any, detail?.view.state.alpha as Any,
                system.time, system.isIdle)
        }
        print("REPLAY", failure?.problem ?? "none")
        print((failure?.events ?? []).joined(separator: "\n"))
    }
}
