import Foundation

/// A failed expectation of a ``TransitionTest``: what was expected, what happened, and where the
/// test asked.
///
/// Every expectation of this module throws it rather than reporting to one test framework, so the
/// same call works in Swift Testing (a thrown error is recorded as an issue of the test) and in
/// XCTest (a test method that `throws` fails with the error), on Linux and Apple platforms alike.
/// Its ``description`` is the whole message; the test framework prints it.
public struct TransitionTestFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in one or more lines.
    public var message: String
    /// The file of the expectation that failed (`#fileID`).
    public var fileID: String
    /// Its line.
    public var line: Int

    /// Creates a failure at `fileID`:`line`.
    public init(_ message: String, fileID: String = #fileID, line: Int = #line) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// `fileID:line: message`.
    public var description: String { "\(fileID):\(line): \(message)" }
}
