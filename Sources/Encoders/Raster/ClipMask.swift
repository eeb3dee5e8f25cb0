/// One clip of a ``RasterCanvas``: a coverage byte per canvas pixel (255 = fully inside, already
/// intersected with the enclosing clips) and the box outside which every byte is 0.
struct ClipMask: Sendable {
    var mask: [UInt8]
    var box: PixelBox
}
