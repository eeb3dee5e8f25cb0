import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Parsers for the geometry written on the command line, each throwing a one-line ``UsageError``
/// that names the option: sizes `WxH`, rectangles `X,Y,W,H`, insets `TOP,LEFT,BOTTOM,RIGHT` (UIKit's
/// order), shared elements `ID:X,Y,W,H[,R]:X,Y,W,H[,R]`, card detents and drawer lengths.
enum GeometrySyntax {
    /// `WxH` (or `W,H`), both finite; positive, or 0 or more when `allowsZero`.
    static func size(_ text: String, option: String, allowsZero: Bool = false) throws -> CGSize {
        let parts = text.lowercased().split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "," })
        let numbers = parts.compactMap { ValueParser.finiteNumber(String($0)) }
        let kind = allowsZero ? "0 or more" : "positive"
        guard parts.count == 2, numbers.count == 2,
            numbers.allSatisfy({ allowsZero ? $0 >= 0 : $0 > 0 })
        else {
            throw UsageError(
                "--\(option) takes WxH with \(kind) finite sizes (e.g. 390x844), got \(text.quoted)")
        }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// `X,Y,W,H`: a finite origin and a size of 0 or more.
    static func rect(_ text: String, option: String) throws -> CGRect {
        let numbers = try ValueParser.numberList(text, option: option, count: 4)
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            throw UsageError(
                "--\(option) takes X,Y,W,H with a width and height of 0 or more, got \(text.quoted)")
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `TOP,LEFT,BOTTOM,RIGHT`, each 0 or more.
    static func insets(_ text: String, option: String) throws -> Insets {
        let numbers = try ValueParser.numberList(text, option: option, count: 4)
        guard numbers.allSatisfy({ $0 >= 0 }) else {
            throw UsageError("--\(option) takes TOP,LEFT,BOTTOM,RIGHT, each 0 or more, got \(text.quoted)")
        }
        return Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// `ID:X,Y,W,H[,R]:X,Y,W,H[,R]`: an identifier, then the frame (and corner radius, default 0) on
    /// the presenting screen and on the presented one.
    static func element(_ text: String, option: String) throws -> SharedElement {
        let form = "ID:X,Y,W,H[,R]:X,Y,W,H[,R]"
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else {
            throw UsageError(
                "--\(option) takes \(form) (e.g. avatar:16,153,40,40,20:115,111,160,160,80), got \(text.quoted)"
            )
        }
        let id = parts[0].trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else {
            throw UsageError("--\(option) needs an identifier before the first ':', got \(text.quoted)")
        }
        func frame(_ part: String) throws -> (CGRect, Double) {
            let numbers = part.split(separator: ",", omittingEmptySubsequences: false).map {
                ValueParser.finiteNumber(String($0))
            }
            guard numbers.count == 4 || numbers.count == 5, numbers.allSatisfy({ $0 != nil }) else {
                throw UsageError("--\(option) takes \(form) with finite numbers, got \(text.quoted)")
            }
            let values = numbers.map { $0! }
            guard values.dropFirst(2).allSatisfy({ $0 >= 0 }) else {
                throw UsageError("--\(option): sizes and corner radii must be 0 or more, got \(text.quoted)")
            }
            let rect = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
            return (rect, values.count == 5 ? values[4] : 0)
        }
        let source = try frame(parts[1])
        let destination = try frame(parts[2])
        return SharedElement(
            id: id, sourceFrame: source.0, destinationFrame: destination.0, sourceCornerRadius: source.1,
            destinationCornerRadius: destination.1)
    }

    /// A card detent: `fitted`, `medium`, `large`, a fraction in (0, 1] of the height available, or
    /// `Npt` points.
    static func detent(_ text: String, option: String) throws -> Detent {
        switch text.lowercased() {
        case "fitted": return .fitted
        case "medium": return .medium
        case "large": return .large
        default:
            switch try measure(text, option: option, choices: "fitted, medium, large") {
            case .fraction(let fraction): return .fraction(fraction)
            case .points(let points): return .points(points)
            }
        }
    }

    /// A drawer's length along its axis: `fitted` (the content's preferred size), a fraction in
    /// (0, 1] of the container, or `Npt` points.
    static func length(_ text: String, option: String) throws -> Length {
        if text.lowercased() == "fitted" { return .fitted }
        switch try measure(text, option: option, choices: "fitted") {
        case .fraction(let fraction): return .fraction(fraction)
        case .points(let points): return .points(points)
        }
    }

    private enum Measure {
        case fraction(Double)
        case points(Double)
    }

    /// A fraction in (0, 1] or a positive number of points written `Npt`.
    private static func measure(_ text: String, option: String, choices: String) throws -> Measure {
        let lowered = text.lowercased()
        if lowered.hasSuffix("pt"), let points = ValueParser.finiteNumber(String(lowered.dropLast(2))),
            points > 0
        {
            return .points(points)
        }
        if let fraction = ValueParser.finiteNumber(lowered), fraction > 0, fraction <= 1 {
            return .fraction(fraction)
        }
        throw UsageError(
            "--\(option) must be \(choices), a fraction in (0, 1] or points such as 280pt, got \(text.quoted)"
        )
    }
}
