import TestSupport
import Testing

@testable import VisualFormat

@Suite("Visual format parser")
struct VisualFormatParserTests {
  // MARK: - Grammar

  /// Every production of Apple's grammar, with the canonical text it prints back as: the
  /// orientation is always written, `==` is written in views, `-(8)-` simplifies to `-8-`.
  @Test(
    "every production parses and prints back in canonical form",
    arguments: [
      // The examples of the Auto Layout Guide's appendix.
      ("[button]-[textField]", "H:[button]-[textField]"),
      ("[button(>=50)]", "H:[button(>=50)]"),
      ("|-50-[purpleBox]-50-|", "H:|-50-[purpleBox]-50-|"),
      ("V:[topField]-10-[bottomField]", "V:[topField]-10-[bottomField]"),
      ("[maroonView][blueView]", "H:[maroonView][blueView]"),
      ("[button(100@20)]", "H:[button(==100@20)]"),
      ("[button1(==button2)]", "H:[button1(==button2)]"),
      ("[flexibleButton(>=70,<=100)]", "H:[flexibleButton(>=70,<=100)]"),
      ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
      // The seed layouts.
      ("H:|-15-[greenView]-15-|", "H:|-15-[greenView]-15-|"),
      ("V:|-15-[greenView(400)]", "V:|-15-[greenView(==400)]"),
      ("V:[greenView]-15-[whiteView(500)]-15-|", "V:[greenView]-15-[whiteView(==500)]-15-|"),
      ("H:|-0-[scrollView]-0-|", "H:|-0-[scrollView]-0-|"),
      ("V:[a]-(>=8@750)-[b(==a)]", "V:[a]-(>=8@750)-[b(==a)]"),
      ("H:[contentView(==view)]", "H:[contentView(==view)]"),
      // Adjacency, metrics, signs, priorities by name, numbers as strtod reads them.
      ("|[a]|", "H:|[a]|"),
      ("H:[a]", "H:[a]"),
      ("V:|-margin-[a]-(gap)-[b]", "V:|-margin-[a]-gap-[b]"),
      ("H:[a]-(-5)-[b]", "H:[a]-(==-5)-[b]"),
      ("H:[a(-5,+7)]", "H:[a(==-5,==7)]"),
      ("H:[a(<=width@high)]", "H:[a(<=width@high)]"),
      ("H:[a]-(>=0,<=20@250)-[b]", "H:[a]-(>=0,<=20@250)-[b]"),
      ("H:[a(.5)]-8.25-[b(1e2)]", "H:[a(==0.5)]-8.25-[b(==100)]"),
      ("H:[_a1(==_b2)]", "H:[_a1(==_b2)]"),
      ("V:|-[a]-|", "V:|-[a]-|"),
      ("H:[a][b][c]", "H:[a][b][c]"),
    ])
  func canonical(format: String, canonical: String) throws {
    let syntax = try VisualFormatSyntax(parsing: format)
    #expect(syntax.description == canonical)
    #expect(try VisualFormatSyntax(parsing: canonical).description == canonical)
  }

  @Test("a full line keeps its orientation, superview connections, views and connections")
  func fullLine() throws {
    // Given a string with every part
    let syntax = try VisualFormatSyntax(parsing: "V:|-[a(>=50@750)][b]-8-[c(==a)]-(>=gap)-|")

    // Then each part is where the grammar puts it
    #expect(syntax.orientation == .vertical)
    #expect(syntax.leadingSuperview == .standard)
    #expect(syntax.views.map(\.name) == ["a", "b", "c"])
    #expect(syntax.views.map(\.column) == [5, 18, 24])
    #expect(
      syntax.views[0].predicates == [
        VisualFormatPredicate(
          relation: .greaterThanOrEqual, object: .number(50), priority: .number(750), column: 9,
          priorityColumn: 12)
      ])
    #expect(
      syntax.connections == [
        .adjacent, .predicates([VisualFormatPredicate(object: .number(8), column: 21)]),
      ])
    #expect(syntax.views[2].predicates == [VisualFormatPredicate(object: .name("a"), column: 28)])
    #expect(
      syntax.trailingSuperview
        == .predicates([
          VisualFormatPredicate(relation: .greaterThanOrEqual, object: .name("gap"), column: 35)
        ]))
  }

  @Test("without an orientation a string is horizontal, and superview connections are optional")
  func defaults() throws {
    let syntax = try VisualFormatSyntax(parsing: "[a]")
    #expect(syntax.orientation == .horizontal)
    #expect(syntax.leadingSuperview == nil && syntax.trailingSuperview == nil)
    #expect(syntax.connections.isEmpty)
  }

  @Test("negative constants are allowed inside parentheses, in connections and in views")
  func negativeConstants() throws {
    let syntax = try VisualFormatSyntax(parsing: "|-(-5)-[a(-10)]")
    #expect(syntax.leadingSuperview == .predicates([.init(object: .number(-5), column: 3)]))
    #expect(syntax.views[0].predicates == [.init(object: .number(-10), column: 10)])
  }

  @Test("a number too large for a double parses as infinity (the translator refuses it)")
  func hugeNumber() throws {
    let syntax = try VisualFormatSyntax(parsing: "[a(1e999)]")
    #expect(syntax.views[0].predicates[0].object == .number(.infinity))
    #expect(syntax.description == "H:[a(==1e999)]")
  }

  // MARK: - Errors

  /// Each error, word for word with its caret: the string on the first line, the caret under
  /// the 0-based column at fault (one past the end when the string stops early).
  @Test(
    "errors render the string with a caret under the column at fault",
    arguments: [
      // A view's predicates left without their closing bracket.
      (
        "H:|-[button(>=50)-|",
        """
        H:|-[button(>=50)-|
                         ^ expected ']' after view predicates
        """
      ),
      // Unknown orientation.
      (
        "X:|[a]|",
        """
        X:|[a]|
        ^ expected orientation 'H' or 'V', found 'X'
        """
      ),
      (
        "h:[a]",
        """
        h:[a]
        ^ expected orientation 'H' or 'V', found 'h'
        """
      ),
      (
        ":[a]",
        """
        :[a]
        ^ expected orientation 'H' or 'V' before ':'
        """
      ),
      (
        "H|[a]",
        """
        H|[a]
         ^ expected ':' after orientation 'H'
        """
      ),
      // Unbalanced brackets and parentheses.
      (
        "H:[a",
        """
        H:[a
            ^ expected '(' or ']' after view name
        """
      ),
      (
        "H:[a-[b]",
        """
        H:[a-[b]
            ^ expected '(' or ']' after view name
        """
      ),
      (
        "H:[a(5]",
        """
        H:[a(5]
              ^ expected ',' or ')' after predicate
        """
      ),
      (
        "H:[a(5",
        """
        H:[a(5
              ^ expected ',' or ')' after predicate
        """
      ),
      (
        "H:[a]]",
        """
        H:[a]]
             ^ unbalanced ']': expected '-', '[', '|' or the end of the format
        """
      ),
      (
        "H:[a])",
        """
        H:[a])
             ^ unbalanced ')': expected '-', '[', '|' or the end of the format
        """
      ),
      (
        "H:[a]-(8-[b]",
        """
        H:[a]-(8-[b]
                ^ expected ',' or ')' after predicate
        """
      ),
      (
        "H:[a]-(8)[b]",
        """
        H:[a]-(8)[b]
                 ^ expected '-' after spacing
        """
      ),
      (
        "H:[a]-8[b]",
        """
        H:[a]-8[b]
               ^ expected '-' after spacing
        """
      ),
      // Empty view name.
      (
        "H:[]",
        """
        H:[]
           ^ expected a view name (a C identifier) after '['
        """
      ),
      (
        "H:[1a]",
        """
        H:[1a]
           ^ expected a view name (a C identifier) after '['
        """
      ),
      // Bad numbers.
      (
        "H:[a(1.2.3)]",
        """
        H:[a(1.2.3)]
             ^ expected a number, found '1.2.3'
        """
      ),
      (
        "H:[a]-5px-[b]",
        """
        H:[a]-5px-[b]
              ^ expected a number, found '5px'
        """
      ),
      (
        "H:[a(1e)]",
        """
        H:[a(1e)]
             ^ expected a number, found '1e'
        """
      ),
      (
        "H:[a(-x)]",
        """
        H:[a(-x)]
             ^ expected a number, found '-x'
        """
      ),
      // Bad relations.
      (
        "H:[a(=5)]",
        """
        H:[a(=5)]
             ^ expected relation '==', '<=' or '>=', found '='
        """
      ),
      (
        "H:[a(=>5)]",
        """
        H:[a(=>5)]
             ^ expected relation '==', '<=' or '>=', found '=>'
        """
      ),
      (
        "H:[a(!=b)]",
        """
        H:[a(!=b)]
             ^ expected relation '==', '<=' or '>=', found '!='
        """
      ),
      // A predicate with nothing in it; a priority with nothing after '@'.
      (
        "H:[a()]",
        """
        H:[a()]
             ^ expected a number or a name in predicate
        """
      ),
      (
        "H:[a(>=)]",
        """
        H:[a(>=)]
               ^ expected a number or a name in predicate
        """
      ),
      (
        "H:[a(5,)]",
        """
        H:[a(5,)]
               ^ expected a number or a name in predicate
        """
      ),
      (
        "H:[a(5@)]",
        """
        H:[a(5@)]
               ^ expected a priority (a number or metric name) after '@'
        """
      ),
      // Missing views.
      (
        "",
        """

        ^ expected a view '[name]'
        """
      ),
      (
        "H:",
        """
        H:
          ^ expected a view '[name]'
        """
      ),
      (
        "H:|-|",
        """
        H:|-|
            ^ expected a view '[name]'
        """
      ),
      (
        "H:button",
        """
        H:button
          ^ expected a view '[name]'
        """
      ),
      (
        "H:[a]-",
        """
        H:[a]-
              ^ expected a view '[name]' or '|' after '-'
        """
      ),
      (
        "H:[a]-8-",
        """
        H:[a]-8-
                ^ expected a view '[name]' or '|' after '-'
        """
      ),
      (
        "H:[a]-8-x",
        """
        H:[a]-8-x
                ^ expected a view '[name]' or '|' after '-'
        """
      ),
      // Spacings that need parentheses.
      (
        "H:[a]->=8-[b]",
        """
        H:[a]->=8-[b]
              ^ expected parentheses around a spacing with a relation, priority or sign: -(>=8@750)-
        """
      ),
      (
        "H:[a]--5-[b]",
        """
        H:[a]--5-[b]
              ^ expected parentheses around a spacing with a relation, priority or sign: -(>=8@750)-
        """
      ),
      (
        "H:[a]-8@750-[b]",
        """
        H:[a]-8@750-[b]
               ^ expected parentheses around a spacing with a relation, priority or sign: \
        -(>=8@750)-
        """
      ),
      // '|' in the middle, and trailing garbage.
      (
        "H:[a]-|-[b]",
        """
        H:[a]-|-[b]
              ^ expected '|' (the superview) only at the start or end of the format
        """
      ),
      (
        "H:|[a]|[b]",
        """
        H:|[a]|[b]
              ^ expected '|' (the superview) only at the start or end of the format
        """
      ),
      (
        "H:|[a]||",
        """
        H:|[a]||
               ^ expected the end of the format after '|'
        """
      ),
      (
        "H:[a] [b]",
        """
        H:[a] [b]
             ^ expected '-', '[', '|' or the end of the format
        """
      ),
      (
        "H:[a](5)",
        """
        H:[a](5)
             ^ expected '-', '[', '|' or the end of the format
        """
      ),
      // Apple's grammar has no whitespace.
      (
        "H: [a]",
        """
        H: [a]
          ^ expected a view '[name]'
        """
      ),
    ])
  func errorRendering(format: String, rendering: String) {
    #expect(throws: VisualFormatError.self) { try VisualFormatSyntax(parsing: format) }
    do throws(VisualFormatError) {
      _ = try VisualFormatSyntax(parsing: format)
    } catch {
      #expect(error.description == rendering)
      #expect(error.format == format)
    }
  }

  @Test("an error carries its case, column and message for callers that compose their own text")
  func errorParts() {
    #expect(
      throws: VisualFormatError.unclosedView(
        afterPredicates: true, column: 17, format: "H:|-[button(>=50)-|")
    ) {
      try VisualFormatSyntax(parsing: "H:|-[button(>=50)-|")
    }
    let error = VisualFormatError.badNumber("5px", column: 6, format: "H:[a]-5px-[b]")
    #expect(error.column == 6)
    #expect(error.message == "expected a number, found '5px'")
  }

  @Test("a caret after a tab lines up with a tab")
  func tabs() {
    let error = VisualFormatError.emptyViewName(column: 2, format: "\t[]")
    #expect(error.description == "\t[]\n\t ^ " + error.message)
  }

  // MARK: - Robustness

  /// Random strings over VFL's alphabet (and a few strangers) never crash or hang the parser;
  /// each ends in a tree that prints back to itself, or an error inside the string.
  @Test("random strings parse or fail with a column inside the string, never crash")
  func fuzzRandomStrings() throws {
    var random = SplitMix64(seed: 0x5EED)
    let alphabet = Array("HV:|-[]()<>=!@,.+0123456789abe_E \té")
    for _ in 0..<20_000 {
      let length = Int(random.next() % 24)
      let format = String(
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      try checkParses(format)
    }
  }

  /// Valid strings with one character changed, inserted or removed: the near misses a person
  /// types, which reach deeper into the grammar than random text.
  @Test("mutations of valid strings parse or fail with a column inside the string")
  func fuzzMutations() throws {
    var random = SplitMix64(seed: 42)
    let seeds = [
      "H:|-15-[greenView]-15-|", "V:[a]-(>=8@750)-[b(==a)]",
      "|-[find]-[findNext]-[findField(>=20)]-|",
      "V:|-(-5)-[a(>=70,<=100@gap)][b]-|", "H:[a(.5)]-8.25-[b(1e2)]",
    ]
    let alphabet = Array("HV:|-[]()<>=@,.+09ae_")
    for _ in 0..<20_000 {
      var characters = Array(seeds[Int(random.next() % UInt64(seeds.count))])
      let position = Int(random.next() % UInt64(characters.count + 1))
      let replacement = alphabet[Int(random.next() % UInt64(alphabet.count))]
      switch random.next() % 3 {
      case 0 where position < characters.count: characters[position] = replacement
      case 1 where position < characters.count: characters.remove(at: position)
      default: characters.insert(replacement, at: position)
      }
      try checkParses(String(characters))
    }
  }

  /// Strings generated from Apple's grammar itself all parse, with the views they were built
  /// from, and print back to canonical text that is stable.
  @Test("every string the grammar generates parses, with its views")
  func fuzzGrammar() throws {
    var generator = GrammarGenerator(random: SplitMix64(seed: 2024))
    for _ in 0..<5_000 {
      let (format, viewCount) = generator.format()
      let syntax = try #require(try? VisualFormatSyntax(parsing: format), "\(format)")
      #expect(syntax.views.count == viewCount, "\(format)")
      try checkParses(format)
    }
  }

  private func checkParses(_ format: String) throws {
    do throws(VisualFormatError) {
      let syntax = try VisualFormatSyntax(parsing: format)
      // A parsed string prints as canonical text that parses to the same canonical text.
      let canonical = syntax.description
      #expect(try VisualFormatSyntax(parsing: canonical).description == canonical, "\(format)")
      #expect(!syntax.views.isEmpty && syntax.connections.count == syntax.views.count - 1)
    } catch {
      #expect((0...format.count).contains(error.column), "\(format): \(error)")
      #expect(error.description.hasPrefix(format + "\n"))
    }
  }
}

/// Random strings from the productions of Apple's grammar.
private struct GrammarGenerator {
  var random: SplitMix64

  mutating func pick(_ choices: [String]) -> String {
    choices[Int(random.next() % UInt64(choices.count))]
  }

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  mutating func name() -> String { pick(["a", "b1", "_c", "view", "gap", "H", "V"]) }

  mutating func number(signed: Bool) -> String {
    (signed && chance(30) ? pick(["-", "+"]) : "") + pick(["0", "8", "15.5", ".5", "1e2", "400"])
  }

  mutating func value(signed: Bool) -> String {
    chance(50) ? name() : number(signed: signed)
  }

  mutating func predicateList() -> String {
    var predicates: [String] = []
    for _ in 0..<(1 + random.next() % 3) {
      var text = chance(50) ? pick(["==", "<=", ">="]) : ""
      text += value(signed: true)
      if chance(40) { text += "@" + value(signed: true) }
      predicates.append(text)
    }
    return "(" + predicates.joined(separator: ",") + ")"
  }

  mutating func connection() -> String {
    switch random.next() % 4 {
    case 0: ""
    case 1: "-"
    case 2: "-" + value(signed: false) + "-"
    default: "-" + predicateList() + "-"
    }
  }

  mutating func view() -> String {
    "[" + name() + (chance(40) ? predicateList() : "") + "]"
  }

  /// A format string and how many views it has.
  mutating func format() -> (String, Int) {
    var text = pick(["", "H:", "V:"])
    if chance(50) { text += "|" + connection() }
    text += view()
    let extra = Int(random.next() % 4)
    for _ in 0..<extra { text += connection() + view() }
    if chance(50) { text += connection() + "|" }
    return (text, extra + 1)
  }
}
