import Testing

@testable import LayoutReport
