/// Input the command line cannot act on: printed as one line on standard error, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
