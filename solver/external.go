package solver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Input is how a profile hands the DIMACS to its solver.
type Input int

// The input modes.
const (
	// Stdin streams the DIMACS to the solver's standard input.
	Stdin Input = iota
	// File writes it to a temporary file (always removed) given as the
	// solver's input argument.
	File
)

// Profile describes how to run one family of DIMACS solvers.
type Profile struct {
	// Name is the backend's name for --solver ("minisat").
	Name string
	// Binary is the program looked up on PATH.
	Binary string
	// Package is the Debian package that installs Binary ("" when Debian
	// has none: build it from its authors' sources).
	Package string
	// Input is how the DIMACS reaches the solver.
	Input Input
	// Args come before the input (and time limit) arguments.
	Args []string
	// TimeLimit, when set, gives the solver's own time-limit arguments for
	// a limit of sec whole seconds. The limit is enforced by killing the
	// solver anyway; this only lets it stop cleanly.
	TimeLimit func(sec int) []string
	// ResultFile: the solver writes its verdict and model to a file named
	// by its last argument (minisat's "SAT / literals 0 / UNSAT / INDET"),
	// not in the competition format on stdout.
	ResultFile bool
	// UnknownExit are exit codes, besides 0, that mean "unknown"
	// (cryptominisat5 exits 15 on INDETERMINATE).
	UnknownExit []int
	// VersionArgs print the solver's version (nil: it cannot).
	VersionArgs []string
	// StatsZero: counters the solver leaves out of its statistics are 0
	// (cadical prints only non-zero ones), not unreported.
	StatsZero bool
	// ProofArgs, when set, are the arguments that make the solver write a
	// proof of an Unsat answer to the file path; they follow the input,
	// which is then a temporary file (see proof.go).
	ProofArgs func(path string) []string
	// ProofFormat is the format of that proof.
	ProofFormat ProofFormat
}

// Profiles are the known solver families, in the order `puzzlesat solvers`
// lists them.
var Profiles = []Profile{
	{Name: "minisat", Binary: "minisat", Package: "minisat", Input: File, ResultFile: true,
		TimeLimit: func(s int) []string { return []string{"-cpu-lim=" + strconv.Itoa(s)} }},
	{Name: "cadical", Binary: "cadical", Package: "cadical", Input: Stdin, StatsZero: true,
		TimeLimit:   func(s int) []string { return []string{"-t", strconv.Itoa(s)} },
		VersionArgs: []string{"--version"}, ProofArgs: proofPath, ProofFormat: DRAT},
	{Name: "kissat", Binary: "kissat", Input: Stdin, StatsZero: true,
		TimeLimit:   func(s int) []string { return []string{"--time=" + strconv.Itoa(s)} },
		VersionArgs: []string{"--version"}, ProofArgs: proofPath, ProofFormat: DRAT},
	{Name: "picosat", Binary: "picosat", Package: "picosat", Input: Stdin,
		TimeLimit:   func(s int) []string { return []string{"-L", strconv.Itoa(s)} },
		VersionArgs: []string{"--version"}, ProofArgs: func(p string) []string { return []string{"-R", p} }, ProofFormat: DRAT},
	{Name: "cryptominisat5", Binary: "cryptominisat5", Package: "cryptominisat", Input: Stdin, UnknownExit: []int{15},
		TimeLimit:   func(s int) []string { return []string{"--maxtime=" + strconv.Itoa(s)} },
		VersionArgs: []string{"--version"}, ProofArgs: proofPath, ProofFormat: FRAT},
	{Name: "glucose", Binary: "glucose", Input: Stdin, Args: []string{"-model"},
		TimeLimit: func(s int) []string { return []string{"-cpu-lim=" + strconv.Itoa(s)} }},
	{Name: "lingeling", Binary: "lingeling", Input: Stdin,
		TimeLimit:   func(s int) []string { return []string{"-T", strconv.Itoa(s)} },
		VersionArgs: []string{"--version"}},
}

// InstallHint says how to get the profile's binary.
func (p Profile) InstallHint() string {
	if p.Package != "" {
		return "install it: sudo apt-get install " + p.Package
	}
	return "not packaged by Debian: build it from source and put it on PATH"
}

// Generic is the profile of a binary given by path: it is called with the
// DIMACS file as its only argument and must answer in the SAT-competition
// format (s line, v lines, exit code 10, 20 or 0).
var Generic = Profile{Name: "generic", Input: File}

// ProfileByName finds a known profile.
func ProfileByName(name string) (Profile, bool) {
	for _, p := range Profiles {
		if p.Name == name || p.Binary == name {
			return p, true
		}
	}
	return Profile{}, false
}

// External runs a DIMACS solver binary, one process per solve. Sessions
// are not incremental: every Solve writes the whole formula (native
// cardinality constraints lowered to clauses first).
type External struct {
	Profile Profile
	// Path is the binary to run.
	Path string
	// SolverName, when set, replaces the profile name in Name() and in
	// errors (the generic profile uses the path).
	SolverName string
	// TempDir holds the temporary input and result files ("": os.TempDir()).
	TempDir string
	// Grace is the time between SIGTERM and SIGKILL (0: DefaultGrace).
	Grace time.Duration
	// CardEncoding lowers native cardinality constraints before the
	// formula is written (NewExternal sets Totalizer; Native also means
	// Totalizer).
	CardEncoding encode.CardEncoding

	native bool     // keep native cards, as card comments (the gophersat worker)
	env    []string // extra environment
	// maxOutput, when > 0, bounds stdout and stderr instead of the
	// defaults (tests).
	maxOutput int
}

// NewExternal is the backend running path with profile p.
func NewExternal(p Profile, path string) *External {
	return &External{Profile: p, Path: path, CardEncoding: encode.Totalizer}
}

// Name implements Solver.
func (e *External) Name() string {
	if e.SolverName != "" {
		return e.SolverName
	}
	if e.Profile.Name == Generic.Name {
		return e.Path
	}
	return e.Profile.Name
}

// Open implements Solver.
func (e *External) Open(f *encode.Formula) (Session, error) {
	if err := refusePropagators(e.Name(), f); err != nil {
		return nil, err
	}
	return &externalSession{e: e, f: f}, nil
}

type externalSession struct {
	e *External
	f *encode.Formula
}

func (s *externalSession) Close() error { return nil }

// Error is a solver failure: a missing binary, a crash, output that is not
// a valid answer, or a wrong model. It names the solver and quotes what it
// printed.
type Error struct {
	Solver  string
	Msg     string
	Printed string // clipped quote of the solver's output ("" if none)
	Err     error  // underlying cause (an *encode.ViolationError for a wrong model)
}

func (e *Error) Error() string {
	s := "solver " + e.Solver + ": " + e.Msg
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	if e.Printed != "" {
		s += "; " + e.Printed
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

func (s *externalSession) Solve(ctx context.Context) (Result, error) {
	return s.solve(ctx, s.cnf(), "")
}

// cnf is the formula as the solver gets it: native cardinality
// constraints lowered to clauses (kept for the gophersat worker).
func (s *externalSession) cnf() *encode.Formula {
	if s.e.native {
		return s.f
	}
	return s.f.Lowered(s.e.CardEncoding)
}

// solve runs the solver on g; with a proof path it asks the solver to
// write its proof there (the input is then a temporary file).
func (s *externalSession) solve(ctx context.Context, g *encode.Formula, proof string) (Result, error) {
	e := s.e
	spec := e.procSpec(ctx, g)
	resultPath, removeFiles, err := e.attachInput(&spec, g, proof)
	defer removeFiles()
	if err != nil {
		return Result{}, err
	}
	pr, err := runProcess(ctx, spec)
	if err != nil {
		msg := "cannot run " + e.Path
		if errors.Is(err, os.ErrNotExist) && e.Profile.Binary != "" {
			msg += " (" + e.Profile.InstallHint() + ")"
		}
		return Result{}, &Error{Solver: e.Name(), Msg: msg, Err: err}
	}
	stats := parseStats(pr.stdout, e.Profile.StatsZero)
	stats.Wall = pr.wall
	if pr.overflow != "" {
		limit := spec.maxStdout
		if pr.overflow == "stderr" {
			limit = spec.maxStderr
		}
		return Result{Stats: stats}, &Error{Solver: e.Name(), Msg: fmt.Sprintf("printed more than %d bytes on %s; stopped", limit, pr.overflow), Printed: pr.printed()}
	}
	if pr.killed {
		return Result{Status: Unknown, Stats: stats}, nil
	}
	fail := func(msg string, err error) (Result, error) {
		return Result{Stats: stats}, &Error{Solver: e.Name(), Msg: msg, Err: err, Printed: pr.printed()}
	}
	if pr.exitCode < 0 {
		return fail(fmt.Sprintf("crashed (killed by signal %v)", pr.signal), nil)
	}
	out, msg, err := e.readAnswer(pr, resultPath)
	if msg != "" {
		return fail(msg, err)
	}
	return s.interpret(g, out, pr.exitCode, stats, fail)
}

// procSpec is how to run the solver on g: the profile's arguments and
// time-limit arguments (the remaining time of ctx, rounded up to whole
// seconds), and bounds on the output that leave room for g's model.
func (e *External) procSpec(ctx context.Context, g *encode.Formula) procSpec {
	spec := procSpec{name: e.Name(), path: e.Path, grace: e.Grace, env: e.env}
	// Room for the model ("v" lines: at most 12 bytes a variable) and
	// the solver's chatter.
	spec.maxStdout, spec.maxStderr = DefaultMaxOutput+12*g.NumVars(), maxStderr
	if e.maxOutput > 0 {
		spec.maxStdout, spec.maxStderr = e.maxOutput, e.maxOutput
	}
	spec.args = append(spec.args, e.Profile.Args...)
	if dl, ok := ctx.Deadline(); ok && e.Profile.TimeLimit != nil {
		sec := int(math.Ceil(time.Until(dl).Seconds()))
		if sec < 1 {
			sec = 1
		}
		spec.args = append(spec.args, e.Profile.TimeLimit(sec)...)
	}
	return spec
}

// attachInput gives spec its input: g as DIMACS on standard input, or in
// a temporary file named by an argument (followed by the proof arguments
// when proof is set), and the result file's name when the profile has
// one. removeFiles removes the temporary files; it is set also when err
// is not nil.
func (e *External) attachInput(spec *procSpec, g *encode.Formula, proof string) (resultPath string, removeFiles func(), err error) {
	var temps []string
	removeFiles = func() {
		for i := len(temps) - 1; i >= 0; i-- {
			untrackTemp(temps[i])
		}
	}
	write := func(w io.Writer) error { return writeDIMACS(w, g, e.native) }
	if e.Profile.Input == File || e.Profile.ResultFile || proof != "" {
		in, err := os.CreateTemp(e.TempDir, "puzzlesat-*.cnf")
		if err != nil {
			return "", removeFiles, &Error{Solver: e.Name(), Msg: "cannot write its input", Err: err}
		}
		trackTemp(in.Name())
		temps = append(temps, in.Name())
		err = write(in)
		if cerr := in.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return "", removeFiles, &Error{Solver: e.Name(), Msg: "cannot write its input", Err: err}
		}
		spec.args = append(spec.args, in.Name())
		if proof != "" {
			spec.args = append(spec.args, e.Profile.ProofArgs(proof)...)
		}
	} else {
		spec.stdin = write
	}
	if e.Profile.ResultFile {
		rf, err := os.CreateTemp(e.TempDir, "puzzlesat-*.result")
		if err != nil {
			return "", removeFiles, &Error{Solver: e.Name(), Msg: "cannot create its result file", Err: err}
		}
		resultPath = rf.Name()
		trackTemp(resultPath)
		rf.Close()
		temps = append(temps, resultPath)
		spec.args = append(spec.args, resultPath)
	}
	return resultPath, removeFiles, nil
}

// readAnswer parses the answer of a solver that exited: its result file
// (resultPath, when the profile has one) or its standard output. When
// the answer cannot be read, msg says why (with the cause err) for the
// *Error to return.
func (e *External) readAnswer(pr *procResult, resultPath string) (out *dimacs.Output, msg string, err error) {
	if !e.Profile.ResultFile {
		out, err = dimacs.ParseOutput(bytes.NewReader(pr.stdout))
		if err != nil {
			return nil, "unreadable output", outputError(err, "output")
		}
		return out, "", nil
	}
	b, err := os.ReadFile(resultPath)
	if err != nil {
		return nil, "no result file", err
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, fmt.Sprintf("exited with status %d and wrote an empty result file", pr.exitCode), nil
	}
	out, err = dimacs.ParseMinisatResult(bytes.NewReader(b))
	if err != nil {
		return nil, "unreadable result file", fmt.Errorf("%w (file %q)", outputError(err, "result file"), clip(string(b), 200))
	}
	return out, "", nil
}

// interpret turns a parsed answer into a Result, cross-checking the exit
// code and verifying the model against every clause of g (the lowered
// formula) and every constraint of the session's formula.
func (s *externalSession) interpret(g *encode.Formula, out *dimacs.Output, code int, stats Stats,
	fail func(string, error) (Result, error)) (Result, error) {
	unknownCode := false
	for _, c := range s.e.Profile.UnknownExit {
		unknownCode = unknownCode || c == code
	}
	switch {
	case !out.HasStatus:
		return fail(fmt.Sprintf("exited with status %d without an answer (no s line)", code), nil)
	case code == 10 && out.Answer != dimacs.Sat,
		code == 20 && out.Answer != dimacs.Unsat,
		unknownCode && out.Answer != dimacs.Unknown:
		return fail(fmt.Sprintf("exit status %d contradicts its answer %v", code, Status(out.Answer)), nil)
	case code != 0 && code != 10 && code != 20 && !unknownCode:
		return fail(fmt.Sprintf("exited with unexpected status %d", code), nil)
	}
	switch out.Answer {
	case dimacs.Unsat:
		return Result{Status: Unsat, Stats: stats}, nil
	case dimacs.Unknown:
		return Result{Status: Unknown, Stats: stats}, nil
	}
	vals, err := dimacs.ModelOf(out.Values, g.NumVars())
	if err != nil {
		return fail("invalid model", err)
	}
	m := encode.Model(vals)
	if err := g.Check(m); err != nil {
		return fail("wrong model", err)
	}
	m = m[:s.f.NumVars()+1]
	if err := s.f.Check(m); err != nil {
		return fail("wrong model", err)
	}
	return Result{Status: Sat, Model: m, Stats: stats}, nil
}

// outputError restates a parse error in a solver's output (what) without
// its *srcpos.Error type: the position is in the solver's output, and a
// caller that shows positioned errors in its own input file (with the
// offending line and a caret) must not take it for one of those.
func outputError(err error, what string) error {
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		return err
	}
	at := *pe
	at.File, at.Line, at.Col, at.Source, at.Err = "", 0, 0, "", nil
	if pe.Col > 0 {
		return fmt.Errorf("%s line %d, column %d: %s", what, pe.Line, pe.Col, at.Error())
	}
	return fmt.Errorf("%s line %d: %s", what, pe.Line, at.Error())
}

// statsRE is compiled on first use, not at start-up (docs/performance.md).
var statsRE = &lazyre.Regexp{Expr: `(?m)^(?:c\s+)?(conflicts|decisions|restarts)\s*:\s*(\d+)`}

// parseStats finds the conflict, decision and restart counters that
// minisat, cadical, kissat, cryptominisat5 and our own worker print
// ("conflicts : 123", "c conflicts: 123"); missing ones are -1, or 0 when
// zero is true and the output has a statistics section.
func parseStats(out []byte, zero bool) Stats {
	st := Stats{Conflicts: -1, Decisions: -1, Restarts: -1}
	for _, m := range statsRE.Re().FindAllSubmatch(out, -1) {
		n, err := strconv.ParseInt(string(m[2]), 10, 64)
		if err != nil {
			continue
		}
		var p *int64
		switch string(m[1]) {
		case "conflicts":
			p = &st.Conflicts
		case "decisions":
			p = &st.Decisions
		case "restarts":
			p = &st.Restarts
		}
		if *p < 0 {
			*p = n
		}
	}
	if zero && bytes.Contains(out, []byte("[ statistics ]")) {
		for _, p := range []*int64{&st.Conflicts, &st.Decisions, &st.Restarts} {
			if *p < 0 {
				*p = 0
			}
		}
	}
	return st
}
