import Foundation
import LayoutEngine
import Testing

@testable import SceneFormat

/// UIKit rules found on corpus-2's misses (issue 12), each on a small inline document built
/// by `InterfaceBuilderControlRulesTests.xib`.
@Suite("Interface Builder fidelity rules")
struct InterfaceBuilderFidelityRulesTests {
  typealias Rules = InterfaceBuilderControlRulesTests

  @Test("a classic button without an image is at least 30 wide; an image-only one is not")
  func buttonMinimumWidth() throws {
    let document = try Rules.xib(
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="join">
        <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
        <state key="normal" title="Join"/>
      </button>
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="next">
        <rect key="frame" x="0.0" y="40" width="30" height="30"/>
        <state key="normal" title="&gt;"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
        <rect key="frame" x="0.0" y="80" width="46" height="30"/>
        <state key="normal" title="Button"/>
      </button>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="icon">
        <rect key="frame" x="0.0" y="120" width="64" height="48"/>
        <state key="normal" image="logo"/>
      </button>
      """)
    let result = try Rules.layout(document)
    #expect(result[view: "join"]?.frame.size == Size(width: 30, height: 30))
    #expect(result[view: "next"]?.frame.size == Size(width: 30, height: 30))
    // A title wider than 30 keeps its own width (45 in this model, whole points).
    #expect(result[view: "wide"]?.frame.width == 45)
    #expect(result[view: "icon"]?.frame.size == Size(width: 64, height: 48))
  }
}
