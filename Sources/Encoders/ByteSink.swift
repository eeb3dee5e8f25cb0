/// Where an encoder writes its bytes, in order, a piece at a time: a file being written, a pipe, or
/// memory (``ByteBuffer``).
///
/// The encoders write as they go (a GIF's header, then each frame, then its trailer), so the memory
/// a render needs does not grow with the film's length. A write that fails throws; the encoder stops
/// and passes the error on.
public protocol ByteSink {
    /// Appends `bytes` to what was written before.
    mutating func write(_ bytes: [UInt8]) throws
}

/// A ``ByteSink`` that keeps every byte in memory: what the whole-film convenience APIs return.
public struct ByteBuffer: ByteSink, Sendable, Equatable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8]

    /// An empty buffer.
    public init() {
        bytes = []
    }

    /// Appends `bytes`; never throws.
    public mutating func write(_ bytes: [UInt8]) {
        self.bytes += bytes
    }
}
