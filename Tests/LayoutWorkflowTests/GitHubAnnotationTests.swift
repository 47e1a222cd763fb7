import Testing

@testable import LayoutWorkflow

@Suite("GitHub Actions annotations")
struct GitHubAnnotationTests {
  @Test("Workflow command with file and title; data and properties escaped as GitHub documents")
  func command() {
    let annotation = GitHubAnnotation(
      level: .error, file: "Examples/form,v2.yaml", title: "Form: iPhone SE, landscape",
      message: "email moved 12 pt down\n100% covered")
    #expect(
      annotation.command
        == "::error file=Examples/form%2Cv2.yaml,title=Form%3A iPhone SE%2C landscape::"
        + "email moved 12 pt down%0A100%25 covered")
  }

  @Test("A line goes after the file, and only with one")
  func line() {
    let annotation = GitHubAnnotation(
      level: .warning, file: "App/Main.storyboard", line: 47, title: "drift", message: "moved")
    #expect(
      annotation.command == "::warning file=App/Main.storyboard,line=47,title=drift::moved")
    #expect(
      GitHubAnnotation(level: .error, line: 3, message: "no file").command == "::error::no file")
  }

  @Test("Without properties the level stands alone")
  func bare() {
    #expect(GitHubAnnotation(level: .notice, message: "clean").command == "::notice::clean")
  }

  @Test("Enabled only when GITHUB_ACTIONS is true")
  func enabled() {
    #expect(GitHubAnnotation.isEnabled(environment: ["GITHUB_ACTIONS": "true"]))
    #expect(!GitHubAnnotation.isEnabled(environment: ["CI": "true"]))
  }
}
