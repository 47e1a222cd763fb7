#!/usr/bin/env python3
"""Reference checker for "lcs 1" conformance scripts (see Documentation/ConstraintScripts.md).

    python3 Scripts/lcs_reference.py [-v] FILE.lcs...

Runs every `test` of every file through an independent model of layoutdb's solver and prints
`PASS name` or `FAIL name: why` per test, then `N passed, M failed` (exit status 1 if any
test failed). It exists to check the fixtures in Tests/ConstraintScriptTests/Fixtures: every
expectation written there must be the one right answer, not just the answer one solver found.

The model is not a simplex tableau; it is a plain linear program solved with
`scipy.optimize.linprog` (HiGHS) at each `update`:

* Strengths: `required` (or any strength that clips to required) is a hard constraint.
  Otherwise the strength is a level, strong (>= 1e6), medium (>= 1e3) or weak (below), with
  the weight value/1e6, value/1e3 or value inside that level. Levels are strict: the solver
  minimises the weighted L1 error of the strong level subject to the required constraints,
  fixes that optimum, then minimises the medium level, then the weak one. An edit variable is
  the soft constraint `VAR == suggestion` at its strength (suggestion 0 until a `suggest`).
* Uniqueness: after the last level the set of optimal solutions (the "face") is kept, and
  each expectation must hold for EVERY point of it: `expect` minimises and maximises the
  variable over the face, `expect_cmp` checks the bound at the worst point, `violated` must
  give the same answer everywhere. An expectation that holds for some optimal solutions but
  not all is reported as "not unique" and fails the test.
* Values: all variables start at 0; `update` gives every variable of the current system its
  optimal value; others keep theirs. An expectation on a variable that was solved by an
  earlier update but is no longer in the system fails as "not determined" (what a solver
  keeps there is its own business); a variable never in any system reads 0.
* Errors (`! ERROR`): UnsatisfiableConstraint when a required constraint makes the required
  system infeasible (the refused op changes nothing); DuplicateConstraint / UnknownConstraint
  by constraint identity (each `c`/`new` line is a new object, `add`/`remove` name it by
  label); DuplicateEditVariable / UnknownEditVariable by the set of edit variables (for
  `edit`, `unedit`, `suggest`); BadRequiredStrength for an edit variable whose strength clips
  to required (checked after DuplicateEditVariable, as kiwi does). InternalSolverError is
  never produced.

Limits: tolerances are absolute (1e-8 for feasibility and bounds, HiGHS run at 1e-10), so
keep coefficients and values in the range a layout uses (|v| < 1e6) and weights not tiny;
`step` lines are benchmark input and are ignored inside tests; a label reused by a later
`c`/`new` line is rebound to the new object. With -v the values and their optimal ranges
are printed at every update, which helps when writing a new test.
"""

import sys

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1001001000.0
NAMED_STRENGTHS = {"required": REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}
LEVEL_NAMES = {0: "required", 1: "strong", 2: "medium", 3: "weak"}
ERRORS = {
    "UnsatisfiableConstraint", "DuplicateConstraint", "UnknownConstraint",
    "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength",
    "InternalSolverError",
}
HIGHS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
FEAS_TOL = 1e-8      # slack allowed for LP round-off when checking bounds over the face
ZERO_COEF = 1e-8     # a summed coefficient below this is dropped (ConstraintScripts.md)


class ScriptError(Exception):
    """The script itself is malformed (bad syntax, unknown label...)."""


class Strength:
    """A kiwi strength mapped onto layoutdb's strict levels: level 0 is required."""

    def __init__(self, token):
        try:
            value = NAMED_STRENGTHS[token] if token in NAMED_STRENGTHS else float(token)
        except ValueError:
            raise ScriptError(f"bad strength {token!r}")
        if value != value:
            raise ScriptError(f"bad strength {token!r}")
        value = min(max(value, 0.0), REQUIRED)
        self.token = token
        if value == REQUIRED:
            self.level, self.weight = 0, 1.0
        elif value >= 1e6:
            self.level, self.weight = 1, value / 1e6
        elif value >= 1e3:
            self.level, self.weight = 2, value / 1e3
        else:
            self.level, self.weight = 3, value

    @property
    def is_required(self):
        return self.level == 0


class Constraint:
    """`sum(coef*var) + constant OP 0`; one object per `c`/`new` line (identity matters)."""

    def __init__(self, label, strength, op, constant, terms, line):
        self.label, self.strength, self.op, self.constant, self.line = (
            label, strength, op, constant, line)
        summed = {}
        for coef, var in terms:
            summed[var] = summed.get(var, 0.0) + coef
        self.terms = {v: c for v, c in summed.items() if abs(c) >= ZERO_COEF}

    def value(self, values):
        return self.constant + sum(c * values.get(v, 0.0) for v, c in self.terms.items())

    def holds_without_terms(self):
        """For a constraint with no terms: does `constant OP 0` hold?"""
        c = self.constant
        return {"==": abs(c) < ZERO_COEF, "<=": c <= ZERO_COEF, ">=": c >= -ZERO_COEF}[self.op]


def parse_float(tok, what="number"):
    try:
        return float(tok)
    except ValueError:
        raise ScriptError(f"bad {what} {tok!r}")


def parse_constraint(toks, line):
    """Tokens after `c`/`new`: LABEL STRENGTH OP CONSTANT [COEF VAR]..."""
    if len(toks) < 4 or len(toks) % 2:
        raise ScriptError("expected LABEL STRENGTH OP CONSTANT [COEF VAR]...")
    label, strength, op = toks[0], Strength(toks[1]), toks[2]
    if op not in ("==", "<=", ">="):
        raise ScriptError(f"bad operator {op!r}")
    constant = parse_float(toks[3], "constant")
    terms = [(parse_float(toks[i], "coefficient"), toks[i + 1]) for i in range(4, len(toks), 2)]
    return Constraint(label, strength, op, constant, terms, line)


# ----------------------------------------------------------------------------------------
# The linear programs


class Face:
    """The optimal solutions of one system: required rows plus soft rows solved level by level.

    Columns are the variables (free) followed by the error columns (>= 0) of soft rows.
    `point` is one optimal solution; `range(f)` gives min and max of a linear function of the
    variables over all optimal solutions.
    """

    def __init__(self, variables, required, soft):
        self.variables = list(variables)
        self.col = {v: i for i, v in enumerate(self.variables)}
        nx = len(self.variables)
        errors = []        # (level, weight) per error column
        ub, eq = [], []    # rows: (dict col -> coef, rhs)

        def xrow(cn, sign=1.0):
            return {self.col[v]: sign * c for v, c in cn.terms.items()}

        for cn in required:
            if not cn.terms:
                continue  # accepted only if it holds (see Solver.add), so it says nothing
            if cn.op == "==":
                eq.append((xrow(cn), -cn.constant))
            elif cn.op == "<=":
                ub.append((xrow(cn), -cn.constant))
            else:
                ub.append((xrow(cn, -1.0), cn.constant))
        for cn in soft:
            if not cn.terms:
                continue  # constant error: the same at every point
            lw = (cn.strength.level, cn.strength.weight)
            if cn.op == "==":     # expr + c - p + n == 0
                p, n = nx + len(errors), nx + len(errors) + 1
                errors += [lw, lw]
                row = xrow(cn)
                row[p], row[n] = -1.0, 1.0
                eq.append((row, -cn.constant))
            elif cn.op == "<=":   # expr + c - p <= 0
                p = nx + len(errors)
                errors.append(lw)
                row = xrow(cn)
                row[p] = -1.0
                ub.append((row, -cn.constant))
            else:                 # expr + c + n >= 0  ->  -expr - n <= c
                n = nx + len(errors)
                errors.append(lw)
                row = xrow(cn, -1.0)
                row[n] = -1.0
                ub.append((row, cn.constant))
        self.ncols = nx + len(errors)
        self.bounds = [(None, None)] * nx + [(0, None)] * len(errors)
        self.ub = [r for r, _ in ub]      # dicts; level-optimum rows are added as arrays
        self.ub_rhs = [b for _, b in ub]
        self.eq = [r for r, _ in eq]
        self.eq_rhs = [b for _, b in eq]
        self.level_optimum = {}
        self.point = np.zeros(self.ncols)
        self.feasible = True

        if self.ncols == 0:
            return  # nothing to solve (only constraints without terms, if any)
        solved = False
        for level in (1, 2, 3):
            cost = np.zeros(self.ncols)
            for j, (lv, w) in enumerate(errors):
                if lv == level:
                    cost[nx + j] = w
            if not cost.any():
                continue
            res = self._lp(cost)
            if res.status != 0:
                raise RuntimeError(f"LP for level {LEVEL_NAMES[level]} failed: {res.message}")
            opt = float(res.fun)
            self.level_optimum[LEVEL_NAMES[level]] = opt
            # Fix this level's optimum before looking at the next one (strict levels).
            self.ub.append(cost)
            self.ub_rhs.append(opt + 1e-9 + 1e-12 * abs(opt))
            self.point = res.x
            solved = True
        if not solved:
            res = self._lp(np.zeros(self.ncols))
            if res.status == 2:
                self.feasible = False
            elif res.status != 0:
                raise RuntimeError(f"feasibility LP failed: {res.message}")
            else:
                self.point = res.x

    def _matrices(self):
        def dense(rows):
            m = np.zeros((len(rows), self.ncols))
            for i, r in enumerate(rows):
                if isinstance(r, dict):
                    for j, c in r.items():
                        m[i, j] = c
                else:
                    m[i, :len(r)] = r
            return m
        a_ub = dense(self.ub) if self.ub else None
        a_eq = dense(self.eq) if self.eq else None
        return (a_ub, (self.ub_rhs if self.ub else None),
                a_eq, (self.eq_rhs if self.eq else None))

    def _lp(self, cost):
        a_ub, b_ub, a_eq, b_eq = self._matrices()
        return linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq,
                       bounds=self.bounds, method="highs", options=HIGHS)

    def value(self, var):
        return float(self.point[self.col[var]])

    def range(self, coefs):
        """(min, max) of sum(coef*var) over the optimal face; +-inf if unbounded."""
        cost = np.zeros(self.ncols)
        for v, c in coefs.items():
            cost[self.col[v]] += c
        if not cost.any():
            return 0.0, 0.0
        out = []
        for sign in (1.0, -1.0):
            res = self._lp(sign * cost)
            if res.status == 3:
                out.append(-sign * float("inf"))
            elif res.status != 0:
                raise RuntimeError(f"range LP failed: {res.message}")
            else:
                out.append(sign * float(res.fun))
        return out[0], out[1]


def required_feasible(constraints):
    """Whether the required constraints can all hold together."""
    for cn in constraints:
        if not cn.terms and not cn.holds_without_terms():
            return False
    variables = []
    for cn in constraints:
        for v in cn.terms:
            if v not in variables:
                variables.append(v)
    return Face(variables, constraints, []).feasible


# ----------------------------------------------------------------------------------------
# The solver model and the script runner


class SolverError(Exception):
    def __init__(self, kind):
        super().__init__(kind)
        self.kind = kind


class Solver:
    """What the solver holds: constraint objects and edit variables (no values)."""

    def __init__(self):
        self.constraints = []   # in insertion order; compared by identity
        self.edits = {}         # var -> [Strength, suggested value]

    def has(self, cn):
        return any(c is cn for c in self.constraints)

    def add(self, cn):
        if self.has(cn):
            raise SolverError("DuplicateConstraint")
        if cn.strength.is_required:
            required = [c for c in self.constraints if c.strength.is_required] + [cn]
            if not required_feasible(required):
                raise SolverError("UnsatisfiableConstraint")
        self.constraints.append(cn)

    def remove(self, cn):
        if not self.has(cn):
            raise SolverError("UnknownConstraint")
        self.constraints = [c for c in self.constraints if c is not cn]

    def add_edit(self, var, strength):
        if var in self.edits:
            raise SolverError("DuplicateEditVariable")
        if strength.is_required:
            raise SolverError("BadRequiredStrength")
        self.edits[var] = [strength, 0.0]

    def remove_edit(self, var):
        if var not in self.edits:
            raise SolverError("UnknownEditVariable")
        del self.edits[var]

    def suggest(self, var, value):
        if var not in self.edits:
            raise SolverError("UnknownEditVariable")
        self.edits[var][1] = value

    def reset(self):
        self.constraints, self.edits = [], {}

    def system(self):
        """(variables, required constraints, soft constraints incl. edits) for an update."""
        soft = [c for c in self.constraints if not c.strength.is_required]
        required = [c for c in self.constraints if c.strength.is_required]
        for var, (strength, value) in self.edits.items():
            soft.append(Constraint("edit:" + var, strength, "==", -value, [(1.0, var)], 0))
        variables = []
        for cn in self.constraints:
            variables += [v for v in cn.terms if v not in variables]
        variables += [v for v in self.edits if v not in variables]
        return variables, required, soft


class TestRun:
    """One `test` block: runs its statements and collects failures."""

    def __init__(self, name, tags, verbose=False):
        self.name, self.tags, self.verbose = name, tags, verbose
        self.solver = Solver()
        self.labels = {}
        self.values = {}      # var -> value read by expectations
        self.face = None      # the face of the last update
        self.stale = set()    # vars solved by an earlier update, absent from the last one
        self.failures = []

    def fail(self, line, msg):
        self.failures.append(f"line {line}: {msg}")

    # -- values and their uniqueness --

    def expr_range(self, coefs, constant, line):
        """(min, max) of constant + sum(coef*var) over the last update's optimal face.

        Returns None (after recording a failure) if a variable is not determined."""
        lo = hi = constant
        in_face = {}
        for v, c in coefs.items():
            if v in self.stale:
                self.fail(line, f"{v} is not in the system of the last update "
                                f"(its value is kept from an earlier one): not determined")
                return None
            if self.face is not None and v in self.face.col:
                in_face[v] = c
            else:
                lo += c * self.values.get(v, 0.0)
                hi += c * self.values.get(v, 0.0)
        if in_face:
            a, b = self.face.range(in_face)
            lo, hi = lo + a, hi + b
        return lo, hi

    def current(self, coefs, constant):
        return constant + sum(c * self.values.get(v, 0.0) for v, c in coefs.items())

    def check_value(self, coefs, constant, want, tol, what, line):
        got = self.current(coefs, constant)
        rng = self.expr_range(coefs, constant, line)
        if rng is None:
            return
        lo, hi = rng
        if abs(got - want) > tol:
            self.fail(line, f"{what}: expected {want:g}, got {got:.9g}")
        elif lo < want - tol - 1e-12 or hi > want + tol + 1e-12:
            self.fail(line, f"{what}: not unique, optimal values range over [{lo:.9g}, {hi:.9g}]")

    def check_cmp(self, var, op, bound, line):
        got = self.values.get(var, 0.0)
        ok = {"<=": got <= bound + FEAS_TOL, ">=": got >= bound - FEAS_TOL,
              "==": abs(got - bound) <= FEAS_TOL}[op]
        rng = self.expr_range({var: 1.0}, 0.0, line)
        if rng is None:
            return
        lo, hi = rng
        if not ok:
            self.fail(line, f"{var} {op} {bound:g} is false: {var} = {got:.9g}")
            return
        worst_ok = {"<=": hi <= bound + FEAS_TOL, ">=": lo >= bound - FEAS_TOL,
                    "==": lo >= bound - FEAS_TOL and hi <= bound + FEAS_TOL}[op]
        if not worst_ok:
            self.fail(line, f"{var} {op} {bound:g} does not hold for every optimal solution "
                            f"({var} ranges over [{lo:.9g}, {hi:.9g}])")

    def check_violated(self, cn, want, line):
        got = cn_violated(cn, cn.value(self.values))
        rng = self.expr_range(cn.terms, cn.constant, line)
        if rng is None:
            return
        lo, hi = rng
        if got != want:
            self.fail(line, f"violated {cn.label}: expected {want}, got {got} "
                            f"(expression = {cn.value(self.values):.9g})")
            return
        # The answer must be the same for every optimal solution, and not hinge on round-off
        # (an active inequality, whose expression is 0 up to the solver's rounding).
        if cn.op == "==":
            sure = (lo > 1e-6 or hi < -1e-6) if want else (lo > -1e-8 and hi < 1e-8)
        elif cn.op == "<=":
            sure = lo > 1e-6 if want else hi < -1e-6
        else:
            sure = hi < -1e-6 if want else lo > 1e-6
        if not sure:
            self.fail(line, f"violated {cn.label}: the answer is not robust; the expression "
                            f"ranges over [{lo:.9g}, {hi:.9g}] on the optimal face")

    # -- statements --

    def label(self, name):
        if name not in self.labels:
            raise ScriptError(f"unknown label {name!r}")
        return self.labels[name]

    def run(self, statements):
        for line, toks, error in statements:
            if toks is None:  # a line the parser could not read (see parse_file)
                self.fail(line, f"script error: {error}")
                continue
            try:
                self.execute(line, toks, error)
            except ScriptError as e:
                self.fail(line, f"script error: {e}")
            except RuntimeError as e:
                self.fail(line, f"the reference's LP failed ({e}); simplify the test")

    def execute(self, line, toks, expected_error):
        op, args = toks[0], toks[1:]
        solver_ops = {"edit", "c", "suggest", "add", "remove", "unedit"}
        if expected_error is not None and op not in solver_ops | {"update", "reset"}:
            raise ScriptError(f"`{op}` cannot fail, `! {expected_error}` makes no sense")
        if op in solver_ops | {"update", "reset"}:
            try:
                self.solver_op(op, args, line)
            except SolverError as e:
                if expected_error is None:
                    self.fail(line, f"`{' '.join(toks)}` failed with {e.kind}")
                elif e.kind != expected_error:
                    self.fail(line, f"expected {expected_error}, got {e.kind}")
                return
            if expected_error is not None:
                self.fail(line, f"expected {expected_error}, but `{' '.join(toks)}` succeeded")
        elif op == "var":
            pass
        elif op == "step":
            pass  # benchmark input: not executed while building (ConstraintScripts.md)
        elif op == "new":
            cn = parse_constraint(args, line)
            if cn.label != "-":
                self.labels[cn.label] = cn
        elif op == "expect":
            if len(args) not in (2, 3):
                raise ScriptError("expect VAR NUM [TOL]")
            tol = parse_float(args[2]) if len(args) == 3 else 1e-6
            self.check_value({args[0]: 1.0}, 0.0, parse_float(args[1]), tol, args[0], line)
        elif op == "expect_cmp":
            if len(args) != 3 or args[1] not in ("<=", ">=", "=="):
                raise ScriptError("expect_cmp VAR OP NUM")
            self.check_cmp(args[0], args[1], parse_float(args[2]), line)
        elif op == "expect_expr":
            if len(args) not in (2, 3):
                raise ScriptError("expect_expr LABEL NUM [TOL]")
            cn = self.label(args[0])
            tol = parse_float(args[2]) if len(args) == 3 else 1e-6
            self.check_value(cn.terms, cn.constant, parse_float(args[1]), tol,
                             f"expression of {args[0]}", line)
        elif op in ("has", "hasedit", "violated"):
            if len(args) != 2 or args[1] not in ("true", "false"):
                raise ScriptError(f"{op} NAME true|false")
            want = args[1] == "true"
            if op == "has":
                got = self.solver.has(self.label(args[0]))
            elif op == "hasedit":
                got = args[0] in self.solver.edits
            else:
                self.check_violated(self.label(args[0]), want, line)
                return
            if got != want:
                self.fail(line, f"{op} {args[0]}: expected {want}, got {got}")
        else:
            raise ScriptError(f"unknown statement {op!r}")

    def solver_op(self, op, args, line):
        s = self.solver
        if op == "c":
            cn = parse_constraint(args, line)
            if cn.label != "-":
                self.labels[cn.label] = cn
            s.add(cn)
        elif op == "add":
            s.add(self.label(self.one(args, "add LABEL")))
        elif op == "remove":
            s.remove(self.label(self.one(args, "remove LABEL")))
        elif op == "edit":
            if len(args) != 2:
                raise ScriptError("edit VAR STRENGTH")
            s.add_edit(args[0], Strength(args[1]))
        elif op == "unedit":
            s.remove_edit(self.one(args, "unedit VAR"))
        elif op == "suggest":
            if len(args) != 2:
                raise ScriptError("suggest VAR NUM")
            s.suggest(args[0], parse_float(args[1]))
        elif op == "reset":
            s.reset()
        elif op == "update":
            self.update(line)

    @staticmethod
    def one(args, usage):
        if len(args) != 1:
            raise ScriptError(usage)
        return args[0]

    def update(self, line):
        variables, required, soft = self.solver.system()
        face = Face(variables, required, soft)
        if not face.feasible:  # cannot happen: infeasible required constraints are refused
            raise RuntimeError("required system infeasible at update")
        if self.face is not None:
            self.stale |= {v for v in self.face.col if v not in face.col}
        self.stale -= set(face.col)
        self.face = face
        for v in variables:
            self.values[v] = face.value(v)
        if self.verbose:
            print(f"  [{self.name}] update at line {line}: levels {face.level_optimum}")
            for v in variables:
                lo, hi = face.range({v: 1.0})
                note = "" if hi - lo < 1e-7 else f"   (not unique: [{lo:.6g}, {hi:.6g}])"
                print(f"    {v} = {face.value(v):.9g}{note}")


def cn_violated(cn, value):
    """kiwi's Constraint::violated() for the expression's value."""
    if cn.op == "==":
        return abs(value) >= 1e-8
    return value > 0 if cn.op == "<=" else value < 0


# ----------------------------------------------------------------------------------------
# Files


def tokenize(text):
    """Yield (line number, tokens) for each non-empty line, comments stripped."""
    for number, raw in enumerate(text.splitlines(), 1):
        toks = []
        for tok in raw.split():
            if tok.startswith("#"):
                break
            toks.append(tok)
        if toks:
            yield number, toks


def split_error(toks):
    """Split a trailing `! ERROR` (or `!ERROR`) off a statement."""
    if len(toks) >= 3 and toks[-2] == "!":
        return toks[:-2], toks[-1]
    if len(toks) >= 2 and toks[-1].startswith("!") and len(toks[-1]) > 1:
        return toks[:-1], toks[-1][1:]
    if "!" in toks or any(t.startswith("!") for t in toks):
        raise ScriptError("`!` must be followed by one error name at the end of the line")
    return toks, None


def parse_file(path):
    """Returns (tests, problems): tests are (name, tags, [(line, toks, error)]).

    A malformed statement inside a test becomes (line, None, message), so that the test
    fails; `problems` lists those outside any test."""
    with open(path) as f:
        lines = list(tokenize(f.read()))
    problems = []
    if not lines or lines[0][1] != ["lcs", "1"]:
        problems.append("the first line must be `lcs 1`")
        return [], problems
    tests, current = [], None
    for number, toks in lines[1:]:
        if toks[0] == "test":
            if len(toks) < 2:
                problems.append(f"line {number}: test NAME [TAG...]")
                continue
            current = (toks[1], toks[2:], [])
            tests.append(current)
            continue
        if current is None:
            current = ("(before the first test)", [], [])
            tests.append(current)
        try:
            body, error = split_error(toks)
            if error is not None and error not in ERRORS:
                raise ScriptError(f"unknown error {error!r}")
        except ScriptError as e:
            current[2].append((number, None, str(e)))
            continue
        current[2].append((number, body, error))
    return tests, problems


def main(argv):
    verbose = "-v" in argv
    paths = [a for a in argv if a != "-v"]
    if not paths:
        print("usage: " + __doc__.strip().splitlines()[2].strip())
        return 2
    passed = failed = 0
    names = {}
    for path in paths:
        tests, problems = parse_file(path)
        for p in problems:
            print(f"FAIL {path}: {p}")
            failed += 1
        for name, tags, statements in tests:
            if name in names:
                print(f"FAIL {name}: duplicate test name (also in {names[name]})")
                failed += 1
            names[name] = path
            run = TestRun(name, tags, verbose)
            run.run(statements)
            if run.failures:
                print(f"FAIL {name}: " + "; ".join(run.failures))
                failed += 1
            else:
                print(f"PASS {name}")
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
