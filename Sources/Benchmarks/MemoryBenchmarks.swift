import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview

#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory of `stagehand render`, measured in a child process: the built `stagehand`
/// binary beside this benchmark (`.build/release/stagehand`), its peak read from its
/// `/proc/<pid>/status` (`VmHWM`) while it runs. Two renders: the longest built-in
/// transition at 3x and 120 frames a second, and a 20 s linear fade at 3x, to GIF. Target: under
/// 200 MB each, whatever the film's length.
@MainActor
func runMemoryBenchmarks() {
    print("Peak memory of `stagehand render` (child process, VmHWM), target < 200 MB")
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("stagehand").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("  skipped: no stagehand binary beside the benchmark (swift build -c release first)")
        return
    }
    let context = TransitionContext(container: .iPhonePortrait)
    let names = ["slide-in", "zoom", "card", "shared-element", "fade", "cover", "push", "popup"]
    let transitions: [StagehandTransition] = [
        .slideIn(from: .left), .zoom(), .card(), .sharedElement(), .fade(), .cover(), .push(), .popup(),
    ]
    let durations = transitions.map { $0.choreography(for: .present, in: context).plan.duration }
    let longest = durations.indices.max { durations[$0] < durations[$1] }!
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stagehand-bench-memory-\(getpid()).gif"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let runs: [(String, [String])] = [
        (
            "\(names[longest]) (\(figure(durations[longest], 2)) s, the longest), 3x, 120 fps",
            ["render", names[longest], "--scale", "3", "--fps", "120", "-o", output]
        ),
        (
            "fade, linear 20 s, 3x, 30 fps",
            [
                "render", "fade", "--timing", "linear", "--duration", "20", "--scale", "3", "--fps", "30",
                "-o",
                output,
            ]
        ),
    ]
    for (label, arguments) in runs {
        let start = Date()
        guard let (status, peak) = peakResidentMemory(binary, arguments) else {
            print("  \(label): could not start \(binary)")
            continue
        }
        let seconds = Date().timeIntervalSince(start)
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(
            "  \(column(label, 52))\(figure(Double(peak) / 1024, 1)) MB peak, \(figure(seconds, 1)) s, "
                + "GIF \(figure(Double(size) / 1_000_000, 1)) MB, exit status \(status)")
    }
}

/// Runs `binary` with `arguments` and returns its exit status and peak resident memory in KiB: the
/// largest `VmHWM` (the process's own high-water mark, which only grows) read from
/// `/proc/<pid>/status` every 2 ms until it exits.
///
/// Not `wait4`'s `ru_maxrss`: on Linux a spawned child's figure also counts the memory its parent
/// had when it spawned it (the child runs in the parent's address space until `exec`), so it
/// would report the benchmark's own peak.
func peakResidentMemory(_ binary: String, _ arguments: [String]) -> (status: Int32, kilobytes: Int)? {
    #if os(Linux)
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var peak = 0
    while true {
        if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let value = Int(
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        {
            peak = max(peak, value)
        }
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid { break }
        if waited < 0 { return nil }
        usleep(2_000)
    }
    return ((status >> 8) & 0xFF, peak)
    #else
    return nil
    #endif
}
