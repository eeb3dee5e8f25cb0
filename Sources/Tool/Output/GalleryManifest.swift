/// The marker a gallery keeps of itself: a file `.stagehand-gallery` that lists every file
/// `stagehand gallery` wrote into the folder, with its size and digest, so that a later run can tell
/// a folder that holds only its own earlier work (which it may replace) from anything else.
///
/// The text is a format line, a comment for whoever opens it, and one line per file, sorted by name:
///
/// ```
/// stagehand-gallery 1
/// # Written by 'stagehand gallery': ...
/// 1234 8f3a0c1d2e4b5a69 card-present.gif
/// ```
///
/// Each file line is the size in bytes, the 64-bit FNV-1a digest of the bytes in 16 lowercase
/// hexadecimal digits, and the name (last, so that a name could hold spaces). A name is a plain file
/// name: never empty, `.`, `..`, the marker's own, or one holding `/` or a control character, so that
/// no marker, whoever wrote it, can name a file outside its folder.
struct GalleryManifest: Equatable, Sendable {
    /// The marker's file name, in the gallery's folder.
    static let fileName = ".stagehand-gallery"
    /// The first line: the format and its version.
    static let formatLine = "stagehand-gallery 1"
    /// The longest marker read; a longer file is not a marker this tool wrote.
    static let maximumSize = 1 << 20

    /// One file the tool wrote.
    struct File: Equatable, Sendable {
        /// The file's name in the folder.
        var name: String
        /// Its size in bytes.
        var size: Int
        /// ``GalleryManifest/digest(_:)`` of its bytes.
        var digest: UInt64
    }

    /// The files, sorted by name, each name once.
    let files: [File]

    /// A manifest of `files` (sorted by name here).
    init(files: [File]) {
        self.files = files.sorted { $0.name < $1.name }
    }

    /// Reads a marker's text; `nil` when it is not a marker in this format (another file of that
    /// name, a damaged or hand-made one, an unsafe name, a name given twice).
    init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.formatLine, lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var files: [File] = []
        var names: Set<String> = []
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let size = Int(fields[0]), size >= 0, String(size) == fields[0],
                fields[1].count == 16, fields[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
                let digest = UInt64(fields[1], radix: 16)
            else { return nil }
            let name = String(fields[2])
            guard Self.isPlainName(name), names.insert(name).inserted else { return nil }
            files.append(File(name: name, size: size, digest: digest))
        }
        self.init(files: files)
    }

    /// The marker's text.
    var text: String {
        var text = Self.formatLine + "\n"
        text += "# Written by 'stagehand gallery': the files it wrote here (size, FNV-1a 64 digest, name).\n"
        text += "# A later run replaces this folder only while it holds these files, unchanged, "
        text += "and nothing else.\n"
        for file in files {
            let digits = String(file.digest, radix: 16)
            text += "\(file.size) \(String(repeating: "0", count: 16 - digits.count))\(digits) \(file.name)\n"
        }
        return text
    }

    /// Whether `name` may appear in a marker: a plain file name, not the marker's own.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name != fileName
            && !name.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The 64-bit FNV-1a digest of `bytes` (offset basis 0xcbf29ce484222325, prime 0x100000001b3):
    /// enough to notice a file that was edited, not a defence against a forger (who could as well
    /// write the marker).
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// ``digest(_:)`` of an array of bytes.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { digest($0) }
    }
}
