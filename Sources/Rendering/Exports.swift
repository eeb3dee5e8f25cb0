// The encoders (RasterImage, GIFEncoder, PNGEncoder, PNGDecoder, SVGAnimation, RenderError, ...)
// are a module of their own so that a release build compiles them beside the headless UIKit, on
// another core; they are StagehandPreview's API, and an app that imports StagehandPreview sees them.
@_exported import StagehandEncoders
