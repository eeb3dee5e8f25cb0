import Foundation
import StagehandCore

/// One observation of the keyboard and the Reduce Motion setting (`NotificationCenter`), until
/// cancelled.
@MainActor
public final class HeadlessObservation {
    /// What a keyboard change does.
    let keyboard: (@MainActor (KeyboardEvent) -> Void)?
    /// What a change of the Reduce Motion setting does.
    let reduceMotion: (@MainActor (Bool) -> Void)?
    private weak var system: HeadlessUIKit?

    init(
        system: HeadlessUIKit, keyboard: (@MainActor (KeyboardEvent) -> Void)?,
        reduceMotion: (@MainActor (Bool) -> Void)?
    ) {
        self.system = system
        self.keyboard = keyboard
        self.reduceMotion = reduceMotion
    }

    /// Stops observing (`removeObserver`).
    public func cancel() {
        system?.observations.removeAll { $0 === self }
    }
}

extension HeadlessUIKit {
    /// Observes keyboard changes (`keyboardWillChangeFrameNotification`) and Reduce Motion changes
    /// (`reduceMotionStatusDidChangeNotification`) until the observation is cancelled.
    @discardableResult
    public func observe(
        keyboard: (@MainActor (KeyboardEvent) -> Void)? = nil,
        reduceMotion: (@MainActor (Bool) -> Void)? = nil
    ) -> HeadlessObservation {
        let observation = HeadlessObservation(system: self, keyboard: keyboard, reduceMotion: reduceMotion)
        observations.append(observation)
        return observation
    }

    /// The person switches Reduce Motion on or off: the setting changes and every observer hears it.
    public func setReduceMotion(_ enabled: Bool) {
        guard enabled != isReduceMotionEnabled else { return }
        isReduceMotionEnabled = enabled
        log(.system("reduce motion \(enabled ? "on" : "off")"))
        for observation in observations { observation.reduceMotion?(enabled) }
    }

    /// Logs `message` at debug level under `category`, as `os_log` does on a phone.
    public func logDebug(_ message: String, category: String) {
        debugLog.append("\(category): \(message)")
        log(.system("debug \(category): \(message)"))
    }

    /// Asks VoiceOver to speak `announcement` (`UIAccessibility.post(notification: .announcement,
    /// argument:)`): recorded in ``accessibilityAnnouncements``.
    public func postAccessibilityAnnouncement(_ announcement: String) {
        accessibilityAnnouncements.append(announcement)
        log(.system("announcement \(announcement)"))
    }

    /// VoiceOver's escape gesture (two-finger Z) with `view` focused: the view and then each of its
    /// superviews is asked (``ModelView/accessibilityEscape``) until one answers true.
    ///
    /// - Returns: whether one did.
    @discardableResult
    public func performAccessibilityEscape(from view: ModelView) -> Bool {
        var current: ModelView? = view
        while let candidate = current {
            if let escape = candidate.accessibilityEscape, escape() { return true }
            current = candidate.superview
        }
        return false
    }
}
