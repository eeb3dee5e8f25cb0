#if canImport(UIKit)
// What an app names, re-exported from StagehandCore so that `import Stagehand` is the only import it
// needs: the transitions as values and their modifiers' arguments, and what an app's own
// `CustomTransition` is written with. The rest of the core (the driver, the stage and system ports,
// the animators' continuations, the gesture's physics, the command-line catalogue) is how Stagehand
// runs a transition, not what an app names; it stays in `StagehandCore`, which a file may import
// for it. None of these names is a SwiftUI type's, so a file importing SwiftUI and Stagehand names
// each without its module (`python3 .ci/api-baseline.py clashes` checks it).
@_exported import enum StagehandCore.BackgroundInteraction
@_exported import enum StagehandCore.Detent
@_exported import enum StagehandCore.Original
@_exported import enum StagehandCore.PresentationPhase
@_exported import enum StagehandCore.PresentationStyle
@_exported import enum StagehandCore.ReleaseOutcome
@_exported import enum StagehandCore.Role
@_exported import enum StagehandCore.ScreenEdge
@_exported import enum StagehandCore.TimingCurve
@_exported import enum StagehandCore.TransitionEdge
@_exported import enum StagehandCore.UserInterfaceLayoutDirection
@_exported import protocol StagehandCore.CustomTransition
@_exported import struct StagehandCore.AffineMatrix
@_exported import struct StagehandCore.Choreography
@_exported import struct StagehandCore.ContainerGeometry
@_exported import struct StagehandCore.CubicBezier
@_exported import struct StagehandCore.DecelerationRate
@_exported import struct StagehandCore.Dimming
@_exported import struct StagehandCore.DetentResolutionContext
@_exported import struct StagehandCore.DetentResolver
@_exported import struct StagehandCore.DismissalDrag
@_exported import struct StagehandCore.Insets
@_exported import struct StagehandCore.Length
@_exported import struct StagehandCore.Margin
@_exported import struct StagehandCore.Margins
@_exported import struct StagehandCore.PresentationBehavior
@_exported import struct StagehandCore.PresentationLayout
@_exported import struct StagehandCore.RGBAColor
@_exported import struct StagehandCore.ReleaseDecision
@_exported import struct StagehandCore.Shadow
@_exported import struct StagehandCore.SharedElement
@_exported import struct StagehandCore.SpringParameters
@_exported import struct StagehandCore.StagehandPosition
@_exported import struct StagehandCore.StagehandTransition
@_exported import struct StagehandCore.Timing
@_exported import struct StagehandCore.TimingGroup
@_exported import struct StagehandCore.Track
@_exported import struct StagehandCore.Transform2D
@_exported import struct StagehandCore.TransitionContext
@_exported import struct StagehandCore.TransitionPlan
@_exported import struct StagehandCore.UnmatchedSharedElement
@_exported import struct StagehandCore.ViewProperties
@_exported import struct StagehandCore.ViewState
#endif
