#if canImport(UIKit)
@_exported import StagehandCore
#endif
