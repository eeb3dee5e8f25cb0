/// The display's frame callback, as the UIKit layer uses it (`CADisplayLink` added to the main run
/// loop; the headless UIKit's `HeadlessDisplayLink`), rule 65: made paused, it calls its block at
/// every frame while not paused, until invalidated.
@MainActor
package protocol LayerDisplayLink: AnyObject {
    /// Whether the block is not called (`isPaused`).
    var isPaused: Bool { get set }
    /// Takes the link off the run loop for good and lets its block go (`invalidate()`).
    func invalidate()
}
