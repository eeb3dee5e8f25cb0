import StagehandCore

/// Packed-pixel arithmetic for the canvas: a pixel is a `UInt32` holding premultiplied red, green,
/// blue and alpha in bits 0-7, 8-15, 16-23 and 24-31. Two channels are processed per multiply
/// ("SIMD within a register").
enum PixelBlend {
    /// Packs premultiplied 8-bit channels.
    @inline(__always)
    static func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
        red | (green << 8) | (blue << 16) | (alpha << 24)
    }

    /// `color` (straight alpha) times `opacity`, premultiplied and packed. Alpha is rounded to the
    /// nearest of 0...255 and each channel to the nearest of `0...alpha`.
    static func premultiplied(_ color: RGBAColor, opacity: Double) -> UInt32 {
        let clampedOpacity = RGBAColor.clampForRender(opacity)
        let alpha = (color.alpha * clampedOpacity * 255).rounded()
        let red = (color.red * alpha).rounded()
        let green = (color.green * alpha).rounded()
        let blue = (color.blue * alpha).rounded()
        return pack(UInt32(red), UInt32(green), UInt32(blue), UInt32(alpha))
    }

    /// Source-over: `source + destination * (255 - sourceAlpha) / 255`, rounded, per channel.
    /// `inverseAlpha` is `255 - sourceAlpha`.
    @inline(__always)
    static func over(_ destination: UInt32, source: UInt32, inverseAlpha: UInt32) -> UInt32 {
        var redBlue = (destination & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((destination >> 8) & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return source &+ (redBlue | greenAlpha)
    }

    /// Every channel of `pixel` times `factor / 256`, truncated; `factor` is in `0...256`.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        let redBlue = (((pixel & 0x00FF_00FF) &* factor) >> 8) & 0x00FF_00FF
        let greenAlpha = (((pixel >> 8) & 0x00FF_00FF) &* factor) & 0xFF00_FF00
        return redBlue | greenAlpha
    }

    /// Blends `source` (premultiplied, packed) scaled by `factor / 256` over `destination`.
    @inline(__always)
    static func over(_ destination: UInt32, source: UInt32, factor: UInt32) -> UInt32 {
        let scaled = factor >= 256 ? source : scale(source, by: factor)
        let alpha = scaled >> 24
        if alpha == 255 { return scaled }
        if alpha == 0 { return destination }
        return over(destination, source: scaled, inverseAlpha: 255 - alpha)
    }

    /// A coverage in `0...1` as a factor in `0...256`.
    @inline(__always)
    static func factor(_ coverage: Double) -> UInt32 {
        UInt32(min(max(coverage, 0), 1) * 256 + 0.5)
    }
}

/// Paints coverage onto canvas pixels with one premultiplied colour, optionally through a clip mask.
struct BlendSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// The premultiplied, packed colour at full coverage.
    let color: UInt32
    /// A byte per canvas pixel (255 = fully inside the clip), or `nil` when nothing clips.
    let mask: UnsafePointer<UInt8>?

    @inline(__always)
    mutating func fill(row y: Int, from x0: Int, to x1: Int) {
        let start = y * width + x0
        let count = x1 - x0
        let target = pixels + start
        let alpha = color >> 24
        if let mask {
            let coverage = mask + start
            for index in 0..<count {
                let value = UInt32(coverage[index])
                if value == 0 { continue }
                target[index] = PixelBlend.over(target[index], source: color, factor: value + (value >> 7))
            }
        } else if alpha == 255 {
            target.update(repeating: color, count: count)
        } else {
            let inverse = 255 - alpha
            for index in 0..<count {
                target[index] = PixelBlend.over(target[index], source: color, inverseAlpha: inverse)
            }
        }
    }

    @inline(__always)
    mutating func blend(row y: Int, x: Int, coverage: Double) {
        let index = y * width + x
        var factor = PixelBlend.factor(coverage)
        if let mask {
            let value = UInt32(mask[index])
            factor = (factor * (value + (value >> 7))) >> 8
        }
        pixels[index] = PixelBlend.over(pixels[index], source: color, factor: factor)
    }
}

/// Writes coverage into a clip mask (255 = fully inside), intersected with an enclosing mask, and
/// records the bounding box of what it wrote.
struct MaskSink: CoverageSink {
    let output: UnsafeMutablePointer<UInt8>
    let enclosing: UnsafePointer<UInt8>?
    let width: Int
    var bounds = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)

    init(output: UnsafeMutablePointer<UInt8>, enclosing: UnsafePointer<UInt8>?, width: Int) {
        self.output = output
        self.enclosing = enclosing
        self.width = width
    }

    @inline(__always)
    mutating func include(row y: Int, from x0: Int, to x1: Int) {
        bounds.x0 = min(bounds.x0, x0)
        bounds.x1 = max(bounds.x1, x1)
        bounds.y0 = min(bounds.y0, y)
        bounds.y1 = max(bounds.y1, y + 1)
    }

    mutating func fill(row y: Int, from x0: Int, to x1: Int) {
        include(row: y, from: x0, to: x1)
        let start = y * width + x0
        if let enclosing {
            (output + start).update(from: enclosing + start, count: x1 - x0)
        } else {
            (output + start).update(repeating: 255, count: x1 - x0)
        }
    }

    mutating func blend(row y: Int, x: Int, coverage: Double) {
        include(row: y, from: x, to: x + 1)
        let index = y * width + x
        var value = UInt32(min(max(coverage, 0), 1) * 255 + 0.5)
        if let enclosing {
            value = (value * UInt32(enclosing[index]) + 127) / 255
        }
        output[index] = UInt8(value)
    }
}
