// The test support every suite here uses (TestScene, everyTransition, SettingError), from the
// package's test-support target.
@_exported import StagehandTestSupport
