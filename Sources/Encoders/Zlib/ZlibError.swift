import CZlib

/// A call into the system's zlib that failed: which call, its return code and zlib's own words.
///
/// The PNG encoder reports it as ``RenderError/compressionFailed(_:)``; nothing zlib returns is
/// turned into a crash.
struct ZlibError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The zlib function that failed, as `deflateInit2` or `deflate`.
    var function: String
    /// Its return code: `Z_STREAM_ERROR` (-2), `Z_MEM_ERROR` (-4), `Z_VERSION_ERROR` (-6), ...
    var code: Int32
    /// zlib's message for the stream, or for the code when the stream holds none.
    var message: String

    /// An error for `code`, returned by `function`, with the stream's message when zlib left one.
    init(function: String, code: Int32, streamMessage: UnsafePointer<CChar>? = nil) {
        self.function = function
        self.code = code
        message = streamMessage.map { String(cString: $0) } ?? String(cString: zError(code))
    }

    /// `zlib deflateInit2 failed (code -2, stream error)`.
    var description: String { "zlib \(function) failed (code \(code), \(message))" }
}
