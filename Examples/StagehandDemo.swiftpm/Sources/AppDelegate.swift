import Stagehand
import UIKit

/// The demo app, with a scene-based lifecycle: UIKit asks the app delegate for each scene's
/// configuration, and ``SceneDelegate`` makes the scene's window.
///
/// An app package's Info.plist is generated; whether it declares a scene manifest depends on the
/// tool that builds it. With one, UIKit connects a scene and asks
/// `application(_:configurationForConnecting:options:)`; without one, there is no scene, and the
/// app delegate makes the window itself at launch. Either way the menu shows: no black screen.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = DemoRoot.make()
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// Makes each connected scene's window, showing the menu.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DemoRoot.make()
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The demo's first screen: the menu of every scenario, in a navigation controller.
enum DemoRoot {
    @MainActor
    static func make() -> UIViewController {
        UINavigationController(rootViewController: MenuViewController())
    }
}
