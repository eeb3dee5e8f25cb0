import Foundation
import StagehandCore

/// A timing written as on the command line, parsed: `ease-in-out`, `cubic-bezier(0.2,0,0,1)`,
/// `spring(response=0.4,damping-ratio=0.8)`, `spring(mass=1,stiffness=300,damping=20)`,
/// `spring(duration=0.5,bounce=0.2)` or `uikit-spring(duration=0.5,damping-ratio=0.8)`. Every spring
/// form also takes an optional `velocity=V` (relative to the distance, UIKit's convention).
struct TimingSyntax: Equatable {
    /// The curve the text describes.
    let curve: TimingCurve
    /// The text in canonical form (lowercase, no spaces, numbers as given).
    let canonical: String

    static let forms = """
        linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(X1,Y1,X2,Y2), \
        spring(response=R,damping-ratio=Z[,velocity=V]), spring(mass=M,stiffness=K,damping=C[,velocity=V]), \
        spring(duration=D,bounce=B[,velocity=V]), uikit-spring(duration=D,damping-ratio=Z[,velocity=V])
        """

    init(parsing text: String) throws {
        let compact = text.filter { !$0.isWhitespace }.lowercased()
        switch compact {
        case "linear": self.init(.cubicBezier(.linear), compact)
        case "ease-in": self.init(.cubicBezier(.easeIn), compact)
        case "ease-out": self.init(.cubicBezier(.easeOut), compact)
        case "ease-in-out": self.init(.cubicBezier(.easeInEaseOut), compact)
        case "default": self.init(.cubicBezier(.default), compact)
        default:
            guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else {
                throw UsageError("unknown timing \(text.quoted); expected one of: \(Self.forms)")
            }
            let name = String(compact[..<open])
            let inner = String(compact[compact.index(after: open)..<compact.index(before: compact.endIndex)])
            let arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            switch name {
            case "cubic-bezier": self.init(.cubicBezier(try Self.bezier(arguments, text)), compact)
            case "spring": self.init(.spring(try Self.spring(arguments, text)), compact)
            case "uikit-spring": self.init(.spring(try Self.uiKitSpring(arguments, text)), compact)
            default: throw UsageError("unknown timing \(text.quoted); expected one of: \(Self.forms)")
            }
        }
    }

    private init(_ curve: TimingCurve, _ canonical: String) {
        self.curve = curve
        self.canonical = canonical
    }

    private static func bezier(_ arguments: [String], _ text: String) throws -> CubicBezier {
        guard arguments.count == 4 else {
            throw UsageError(
                "cubic-bezier takes 4 numbers (X1,Y1,X2,Y2), got \(arguments.count) in \(text.quoted)")
        }
        var numbers: [Double] = []
        for argument in arguments {
            guard let value = ValueParser.finiteNumber(argument) else {
                throw UsageError("cubic-bezier: \(argument.quoted) is not a finite number in \(text.quoted)")
            }
            numbers.append(value)
        }
        do {
            return try CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        } catch {
            throw UsageError("cubic-bezier: \(error) in \(text.quoted)")
        }
    }

    /// Parses `key=value` pairs against the sets of keys one form accepts (velocity is optional).
    private static func keyed(_ arguments: [String], _ text: String) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError("expected key=value, got \(argument.quoted) in \(text.quoted)")
            }
            let key = String(parts[0])
            guard values[key] == nil else {
                throw UsageError("\(key.quoted) is given twice in \(text.quoted)")
            }
            guard let value = ValueParser.finiteNumber(String(parts[1])) else {
                throw UsageError(
                    "\(key): \(String(parts[1]).quoted) is not a finite number in \(text.quoted)")
            }
            values[key] = value
        }
        return values
    }

    private static func matching(_ values: [String: Double], _ keys: [String]) -> Bool {
        Set(values.keys).subtracting(["velocity"]) == Set(keys)
    }

    private static func spring(_ arguments: [String], _ text: String) throws -> SpringParameters {
        let values = try keyed(arguments, text)
        let velocity = values["velocity"] ?? 0
        do {
            if matching(values, ["response", "damping-ratio"]) {
                return try SpringParameters(
                    response: values["response"]!, dampingRatio: values["damping-ratio"]!,
                    initialVelocity: velocity)
            }
            if matching(values, ["mass", "stiffness", "damping"]) {
                return try SpringParameters(
                    mass: values["mass"]!, stiffness: values["stiffness"]!, damping: values["damping"]!,
                    initialVelocity: velocity)
            }
            if matching(values, ["duration", "bounce"]) {
                return try SpringParameters(
                    duration: values["duration"]!, bounce: values["bounce"]!, initialVelocity: velocity)
            }
        } catch {
            throw UsageError("spring: \(error) in \(text.quoted)")
        }
        throw UsageError(
            "spring takes response=R,damping-ratio=Z or mass=M,stiffness=K,damping=C or duration=D,bounce=B "
                + "(each with an optional velocity=V), got \(text.quoted)")
    }

    private static func uiKitSpring(_ arguments: [String], _ text: String) throws -> SpringParameters {
        let values = try keyed(arguments, text)
        guard matching(values, ["duration", "damping-ratio"]) else {
            throw UsageError("uikit-spring takes duration=D,damping-ratio=Z[,velocity=V], got \(text.quoted)")
        }
        do {
            return try SpringParameters(
                uiKitDuration: values["duration"]!, dampingRatio: values["damping-ratio"]!,
                initialVelocity: values["velocity"] ?? 0)
        } catch {
            throw UsageError("uikit-spring: \(error) in \(text.quoted)")
        }
    }
}
