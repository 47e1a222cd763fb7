import Foundation

/// kiwi side by side: compiles a small C++ driver against a kiwi checkout's headers and times the
/// same "lcs 1" workloads with the same protocol (add all, first update, resize steps), so that
/// both solvers are measured in one run on one machine.
///
/// The driver is written here (not kiwi's code): it only calls kiwi's public API
/// (`addEditVariable`, `addConstraint`, `suggestValue`, `updateVariables`). kiwi is header-only,
/// so `g++ -O2 -I CHECKOUT` is all it takes (`$CXX` overrides the compiler).
struct KiwiDriver {
  /// The built driver executable.
  let executable: URL

  /// One workload's figures on kiwi.
  struct Figures {
    var addMilliseconds: Double
    var firstUpdateMicroseconds: Double
    var stepCycleMeanMicroseconds: Double
  }

  /// Builds the driver against `checkout` (a folder holding `kiwi/kiwi.h`, such as a clone of
  /// nucleic/kiwi or an unpacked kiwisolver sdist) in a temporary folder.
  /// - Throws: `UsageError` when the headers are not there or the compiler fails.
  init(checkout: String) throws(UsageError) {
    let root = URL(fileURLWithPath: checkout)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("kiwi/kiwi.h").path)
    else {
      throw UsageError("--kiwi \(checkout): expected a kiwi checkout holding kiwi/kiwi.h")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-bench-kiwi-\(UUID().uuidString.prefix(8))")
    let source = folder.appendingPathComponent("kiwi-lcs.cpp")
    executable = folder.appendingPathComponent("kiwi-lcs")
    let compiler = ProcessInfo.processInfo.environment["CXX"] ?? "g++"
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.source.write(to: source, atomically: true, encoding: .utf8)
      let (status, output) = try Self.execute(
        "/usr/bin/env",
        [compiler, "-O2", "-std=c++17", "-I", root.path, source.path, "-o", executable.path])
      guard status == 0 else {
        throw UsageError("compiling the kiwi driver with \(compiler) failed:\n\(output)")
      }
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("cannot build the kiwi driver in \(folder.path): \(error)")
    }
  }

  /// Times one workload file on kiwi, with the protocol's phases repeated `repetitions` times.
  func run(_ path: String, repetitions: Int = 5) throws(UsageError) -> Figures {
    let status: Int32
    let output: String
    do {
      (status, output) = try Self.execute(executable.path, [path, String(repetitions)])
    } catch {
      throw UsageError("cannot run the kiwi driver: \(error)")
    }
    guard status == 0, let line = output.split(separator: "\n").last,
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let add = object["add_ms"] as? Double, let first = object["first_update_us"] as? Double,
      let step = object["step_cycle_mean_us"] as? Double
    else {
      throw UsageError("the kiwi driver failed on \(path): \(output)")
    }
    return Figures(
      addMilliseconds: add, firstUpdateMicroseconds: first, stepCycleMeanMicroseconds: step)
  }

  /// Removes the temporary folder.
  func remove() {
    try? FileManager.default.removeItem(at: executable.deletingLastPathComponent())
  }

  private static func execute(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The driver: reads the core statements of an "lcs 1" file (var, edit, c, suggest, step),
  /// then add all + first update (median of 5 fresh solvers, or fewer past 20 s) and the resize
  /// steps' cycle mean, as `LCSBenchmark` does; prints one JSON line.
  static let source = #"""
    // Times an "lcs 1" workload on kiwi with the benchmark protocol of
    // Documentation/ConstraintScripts.md.
    #include <kiwi/kiwi.h>
    #include <chrono>
    #include <cstdio>
    #include <cstdlib>
    #include <fstream>
    #include <map>
    #include <sstream>
    #include <string>
    #include <vector>
    #include <algorithm>
    using namespace std;
    using Clock = chrono::steady_clock;
    static double us(Clock::time_point a, Clock::time_point b) {
      return chrono::duration<double, micro>(b - a).count();
    }
    struct Shape { vector<pair<double,int>> terms; double constant; int op; double strength; };
    struct Op { int kind; int var; int shape; double value; };  // 0 edit, 1 add, 2 suggest
    static double strengthOf(const string& t) {
      if (t == "required") return kiwi::strength::required;
      if (t == "strong") return kiwi::strength::strong;
      if (t == "medium") return kiwi::strength::medium;
      if (t == "weak") return kiwi::strength::weak;
      return min(max(strtod(t.c_str(), nullptr), 0.0), kiwi::strength::required);
    }
    static double median(vector<double> v) {
      sort(v.begin(), v.end()); return v.empty() ? 0 : v[v.size() / 2];
    }
    int main(int argc, char** argv) {
      if (argc < 2) { fprintf(stderr, "usage: kiwi-lcs FILE.lcs [REPEAT]\n"); return 2; }
      int repeat = argc > 2 ? atoi(argv[2]) : 5;
      ifstream in(argv[1]);
      if (!in) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
      map<string,int> index; vector<string> names;
      auto var = [&](const string& n) {
        auto it = index.find(n); if (it != index.end()) return it->second;
        index[n] = names.size(); names.push_back(n); return (int)names.size() - 1; };
      vector<Shape> shapes; vector<Op> ops; vector<vector<pair<int,double>>> steps;
      string line;
      while (getline(in, line)) {
        istringstream s(line); vector<string> tok; string t;
        while (s >> t) { if (t[0] == '#') break; tok.push_back(t); }
        if (tok.empty() || tok[0] == "lcs") continue;
        if (tok[0] == "var") { for (size_t i = 1; i < tok.size(); i++) var(tok[i]); }
        else if (tok[0] == "edit") ops.push_back({0, var(tok[1]), 0, strengthOf(tok[2])});
        else if (tok[0] == "suggest") ops.push_back({2, var(tok[1]), 0, strtod(tok[2].c_str(), nullptr)});
        else if (tok[0] == "step") {
          vector<pair<int,double>> st;
          for (size_t i = 1; i + 1 < tok.size(); i += 2) st.push_back({var(tok[i]), strtod(tok[i+1].c_str(), nullptr)});
          steps.push_back(st);
        } else if (tok[0] == "c") {
          Shape sh; sh.strength = strengthOf(tok[2]);
          sh.op = tok[3] == "<=" ? kiwi::OP_LE : tok[3] == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
          sh.constant = strtod(tok[4].c_str(), nullptr);
          for (size_t i = 5; i + 1 < tok.size(); i += 2) sh.terms.push_back({strtod(tok[i].c_str(), nullptr), var(tok[i+1])});
          shapes.push_back(sh); ops.push_back({1, 0, (int)shapes.size() - 1, 0});
        } else { fprintf(stderr, "unsupported statement: %s\n", line.c_str()); return 2; }
      }
      vector<double> adds, firsts; 
      kiwi::Solver* solver = nullptr; vector<kiwi::Variable> vars;
      for (int r = 0; r < repeat; r++) {
        delete solver; solver = new kiwi::Solver();
        vars.clear(); for (auto& n : names) vars.emplace_back(n);
        vector<kiwi::Constraint> cons;
        for (auto& sh : shapes) {
          vector<kiwi::Term> terms;
          for (auto& [c, v] : sh.terms) terms.emplace_back(vars[v], c);
          cons.emplace_back(kiwi::Expression(terms, sh.constant), (kiwi::RelationalOperator)sh.op, sh.strength);
        }
        auto a = Clock::now();
        for (auto& op : ops) {
          if (op.kind == 0) solver->addEditVariable(vars[op.var], op.value);
          else if (op.kind == 1) solver->addConstraint(cons[op.shape]);
          else solver->suggestValue(vars[op.var], op.value);
        }
        auto b = Clock::now();
        solver->updateVariables();
        auto c = Clock::now();
        adds.push_back(us(a, b) / 1000); firsts.push_back(us(b, c));
        if (us(a, c) > 20e6) break;
      }
      vector<vector<double>> perLine(steps.size());
      size_t n = steps.empty() ? 0 : max<size_t>(20 * steps.size(), 200);
      auto phase = Clock::now();
      for (size_t i = 0; i < n; i++) {
        auto& st = steps[i % steps.size()];
        auto a = Clock::now();
        for (auto& [v, x] : st) solver->suggestValue(vars[v], x);
        solver->updateVariables();
        perLine[i % steps.size()].push_back(us(a, Clock::now()));
        if (i + 1 >= steps.size() && us(phase, Clock::now()) > 20e6) break;
      }
      double cycle = 0; for (auto& l : perLine) cycle += median(l);
      if (!steps.empty()) cycle /= steps.size();
      string file = argv[1]; file = file.substr(file.find_last_of('/') + 1);
      printf("{\"file\": \"%s\", \"add_ms\": %.4f, \"first_update_us\": %.2f, \"step_cycle_mean_us\": %.3f}\n",
             file.c_str(), median(adds), median(firsts), cycle);
      delete solver;
      return 0;
    }
    """#
}
