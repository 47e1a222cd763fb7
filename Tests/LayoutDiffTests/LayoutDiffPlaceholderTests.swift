import Testing

@testable import LayoutDiff
