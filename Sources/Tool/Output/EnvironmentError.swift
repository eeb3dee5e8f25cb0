import StagehandPreview

/// A failure of the environment rather than of the input: a file or folder that cannot be written,
/// a full disk, a standard stream that refuses a write. Printed as one line, exit status 1.
struct EnvironmentError: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }

    /// `cannot write 'PATH': REASON`, from what ``AtomicFile`` reports.
    static func writing(_ path: String, _ error: AtomicFileError) -> EnvironmentError {
        switch error {
        case .cannotCreate(_, let reason), .writeFailed(_, let reason), .renameFailed(_, _, let reason):
            EnvironmentError("cannot write \(path.quoted): \(reason)")
        default: EnvironmentError(error.description)
        }
    }
}
