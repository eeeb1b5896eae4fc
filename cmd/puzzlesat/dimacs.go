package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"github.com/puzzlesat/puzzlesat/internal/compressed"
	"io"
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func dimacsCommand([]string) *cli.Command {
	return &cli.Command{
		Commands: []*cli.Command{
			dimacsSolveCommand(),
			dimacsCheckCommand(),
			dimacsStatsCommand(),
			dimacsCheckProofCommand(),
		},
	}
}

func dimacsSolveCommand() *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "solve a DIMACS CNF with any backend; SAT-competition output and exit codes",
		ArgsUsage: "FILE|-",
		Description: `Reads a DIMACS CNF (SATLIB's "%" end marker accepted; header mismatches
are warnings unless --strict) and prints the answer in the SAT-competition
format: "s SATISFIABLE" with the model as "v ... 0" lines, "s UNSATISFIABLE"
or "s UNKNOWN", then "c" lines with the statistics the solver reported.
Every model is checked against every clause before it is printed.

With --certify an UNSATISFIABLE answer is printed only with a DRAT proof
that the built-in checker accepts, from the solver itself when it writes
proofs (cdcl, cadical, kissat, picosat, cryptominisat5), else from the
built-in engine cdcl solving the formula again (cadical when that fails);
a "c certified: ..." line describes the proof. A proof that fails, or a
second solve that finds a model, is an error; a second solve cut short
by the timeout or a stop signal makes the answer UNKNOWN.

Exit status: 10 satisfiable, 20 unsatisfiable, 0 unknown (timeout, or
Ctrl-C, SIGTERM and the other stop signals: the solver is killed with
every process it started), 1 error (bad input, solver failure, wrong
model, failed certificate), 2 usage error (unknown solver, bad flag).`,
		Flags: append(solverFlags(), certifyFlag(),
			&cli.BoolFlag{Name: "strict", Usage: "header mismatches and a missing header are errors"},
			&cli.BoolFlag{Name: "worker", Hidden: true, Usage: "internal: serve as the gophersat worker process"},
		),
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 1, 1); err != nil {
				return err
			}
			if c.Bool("worker") {
				releaseSignals() // its parent stops it with SIGTERM: die at once
				return exitCode(solver.ServeWorker(c.Root().Reader, c.Root().Writer))
			}
			path := c.Args().First()
			dimacsSolveOnSignal(ctx, c)
			f, info, err := readCNF(ctx, c, path, c.Bool("strict"))
			if err != nil {
				return unknownIfInterrupted(ctx, c, err)
			}
			s, err := openSolver(c)
			if err != nil {
				return err
			}
			// A stop signal (Ctrl-C: external solvers run in their own
			// process group, out of the terminal's reach) ends ctx, which
			// kills the solver's process tree: the answer is then UNKNOWN.
			ctx, cancel := solveContext(ctx, c)
			defer cancel()
			res, err := solver.Solve(ctx, certifying(c, s), f)
			if err != nil {
				return cli.Exit(err.Error(), exitError)
			}
			w := c.Root().Writer
			fmt.Fprintf(w, "c puzzlesat dimacs solve: %s, %d variables, %d clauses, solver %s\n",
				displayName(path), f.NumVars(), info.Clauses, s.Name())
			if err := solver.WriteCompetition(w, res, f.NumVars()); err != nil {
				return err
			}
			if err := writeCertificate(w, res.Certificate); err != nil {
				return err
			}
			noteInterrupt(ctx, c)
			return exitCode(int(res.Status))
		},
	}
}

// exitCode ends a command with a SAT-competition status (0 is success).
func exitCode(code int) error {
	if code == 0 {
		return nil
	}
	return cli.Exit("", code)
}

func displayName(path string) string {
	if path == "-" || path == "" {
		return "<stdin>"
	}
	return path
}

// dimacsSolveOnSignal makes a stop signal end `dimacs solve` as the
// SAT competition expects of a solver that gives up: "s UNKNOWN", exit 0
// (when the command does not stop by itself in time, see forceStopAfter).
func dimacsSolveOnSignal(ctx context.Context, c *cli.Command) {
	onForcedStop(ctx, func() int {
		fmt.Fprintln(c.Root().Writer, "s UNKNOWN")
		return 0
	})
}

// unknownIfInterrupted turns an input that a stop signal cut short into
// the answer "s UNKNOWN" (exit 0); other errors stay.
func unknownIfInterrupted(ctx context.Context, c *cli.Command, err error) error {
	if interruptedBy(ctx) == nil || !errors.Is(err, context.Canceled) {
		return err
	}
	fmt.Fprintln(c.Root().Writer, "s UNKNOWN")
	noteInterrupt(ctx, c)
	return nil
}

// noteInterrupt adds a comment line naming the stop signal, if any.
func noteInterrupt(ctx context.Context, c *cli.Command) {
	if sig := interruptedBy(ctx); sig != nil {
		fmt.Fprintf(c.Root().Writer, "c interrupted by %s\n", signalName(sig))
	}
}

// readCNF reads a DIMACS file argument into a formula, printing the
// reader's warnings to stderr. Errors are positioned with the file name
// and the offending line.
func readCNF(ctx context.Context, c *cli.Command, path string, strict bool) (*encode.Formula, dimacs.Info, error) {
	in, err := openCNF(ctx, c, path)
	if err != nil {
		return nil, dimacs.Info{}, err
	}
	defer in.close()
	f, info, err := solver.ReadFormula(in.r, dimacs.Options{Strict: strict})
	if err != nil {
		return nil, info, in.locate(err)
	}
	for _, w := range info.Warnings {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: %s:%s\n", displayName(path), w)
	}
	return f, info, nil
}

// cnfInput is a DIMACS argument being read. Files and standard input
// alike are streamed (a CNF of gigabytes never sits in memory as text),
// and read once: the reader keeps the offending line of an error itself,
// so that a pipe or a FIFO is never opened a second time.
// A gzip or xz file (or standard input) is decompressed as bench does
// (internal/compressed, one opener for both).
type cnfInput struct {
	path string
	r    io.Reader
	fh   *compressed.Reader
}

func openCNF(ctx context.Context, c *cli.Command, path string) (*cnfInput, error) {
	in := &cnfInput{path: path}
	if path == "-" || path == "" {
		zr, err := compressed.NewReader(app.ContextReader(ctx, c.Root().Reader))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", displayName(path), err)
		}
		in.fh, in.r = zr, zr
		return in, nil
	}
	fh, err := compressed.Open(path)
	if err != nil {
		return nil, err
	}
	in.fh, in.r = fh, app.ContextReader(ctx, fh)
	return in, nil
}

func (in *cnfInput) close() {
	if in.fh != nil {
		in.fh.Close()
	}
}

// locate adds the file name to a reader error (which has its source line).
func (in *cnfInput) locate(err error) error {
	return srcpos.WithFile(err, displayName(in.path))
}

func dimacsCheckCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "check a model or a solver's output against a DIMACS CNF",
		ArgsUsage: "CNF MODEL",
		Description: `MODEL is a SAT-competition output ("s SATISFIABLE" and "v" lines), a
minisat result file ("SAT" then literals ending in 0), or a bare list of
literals (an optional 0 ends it). Either file may be "-" (standard input).
Variables the model leaves out count as false; an answer with no model at
all (empty, comments only, "s SATISFIABLE" without v lines) is an error.
The CNF is streamed; the model may have at most 256 MiB.

Prints OK, or names the first violated clause. Exit status: 0 the model
satisfies every clause, 1 a clause is violated or an input is bad (an
UNSAT/UNKNOWN answer has no model to check), 2 usage error.`,
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 2, 2); err != nil {
				return err
			}
			return dimacsCheck(ctx, c, c.Args().Get(0), c.Args().Get(1))
		},
	}
}

// maxModelBytes bounds a model file for dimacs check: a model of
// solver.DefaultMaxVars variables takes at most some 120 MB as text.
const maxModelBytes = 256 << 20

// dimacsCheck reads the model (at most maxModelBytes), then streams the
// CNF through a checker: the formula is never held in memory, only the
// model (a byte per variable) and the first violated clause.
func dimacsCheck(ctx context.Context, c *cli.Command, cnfPath, modelPath string) error {
	if cnfPath == "-" && modelPath == "-" {
		return cli.Exit("dimacs check: only one of CNF and MODEL can be standard input", exitUsage)
	}
	data, err := readInputLimit(ctx, c, modelPath, maxModelBytes)
	if err != nil {
		return err
	}
	out, err := dimacs.ParseAnswer(data)
	if err != nil {
		return srcpos.WithFile(srcpos.WithSource(err, data), displayName(modelPath))
	}
	if out.HasStatus && out.Answer != dimacs.Sat {
		return cli.Exit(fmt.Sprintf("%s: the answer is %v: there is no model to check", displayName(modelPath), out.Answer), exitError)
	}
	if !out.HasModel {
		// An empty file or a crashed solver's output is no model, even
		// when the all-false assignment would satisfy the formula.
		return cli.Exit(fmt.Sprintf("%s: no model (no v line, no literals)", displayName(modelPath)), exitError)
	}
	top := 0
	for _, l := range out.Values {
		top = max(top, l, -l)
	}
	if top > solver.DefaultMaxVars {
		return cli.Exit(fmt.Sprintf("%s: model literal %d beyond the limit of %d variables", displayName(modelPath), top, solver.DefaultMaxVars), exitError)
	}
	vals, err := dimacs.ModelOf(out.Values, top)
	if err != nil {
		return cli.Exit(fmt.Sprintf("%s: %v", displayName(modelPath), err), exitError)
	}
	in, err := openCNF(ctx, c, cnfPath)
	if err != nil {
		return err
	}
	defer in.close()
	chk := &modelChecker{m: vals, bad: -1}
	info, err := dimacs.Read(in.r, chk, dimacs.Options{MaxVars: solver.DefaultMaxVars})
	if err != nil {
		return in.locate(err)
	}
	for _, w := range info.Warnings {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: %s:%s\n", displayName(cnfPath), w)
	}
	n := info.NumVars()
	if top > n {
		_, err := dimacs.ModelOf(out.Values, n) // names the literal
		return cli.Exit(fmt.Sprintf("%s: %v", displayName(modelPath), err), exitError)
	}
	if chk.bad >= 0 {
		fmt.Fprintf(c.Root().Writer, "VIOLATED: clause %d of %d: %s\n", chk.bad+1, chk.n, clauseText(chk.badLits))
		return cli.Exit("", exitError)
	}
	assigned := make([]bool, top+1)
	k := 0
	for _, l := range out.Values {
		if v := max(l, -l); !assigned[v] {
			assigned[v] = true
			k++
		}
	}
	fmt.Fprintf(c.Root().Writer, "OK: the model satisfies all %d clauses (%d variables", chk.n, n)
	if n > k {
		fmt.Fprintf(c.Root().Writer, ", %d of them not in the model, taken as false", n-k)
	}
	fmt.Fprintln(c.Root().Writer, ")")
	return nil
}

// modelChecker is a dimacs.Handler that checks every clause against a
// model (variables beyond it are false) and keeps the first violated one.
type modelChecker struct {
	m       []bool
	n       int // clauses seen
	bad     int // index of the first violated clause, -1 when none
	badLits []encode.Lit
}

func (k *modelChecker) Header(vars, clauses int) error { return nil }

func (k *modelChecker) Clause(lits []int) error {
	k.n++
	if k.bad >= 0 {
		return nil
	}
	for _, l := range lits {
		v := max(l, -l)
		if v < len(k.m) && k.m[v] == (l > 0) || v >= len(k.m) && l < 0 {
			return nil
		}
	}
	k.bad = k.n - 1
	for _, l := range lits {
		k.badLits = append(k.badLits, encode.Lit(l))
	}
	return nil
}

// clauseText is a clause in DIMACS form.
func clauseText(c []encode.Lit) string {
	var b strings.Builder
	for _, l := range c {
		b.WriteString(strconv.Itoa(int(l)))
		b.WriteByte(' ')
	}
	b.WriteByte('0')
	return b.String()
}

func dimacsStatsCommand() *cli.Command {
	return &cli.Command{
		Name:      "stats",
		Usage:     "count variables, clauses and literals of a DIMACS CNF, with a clause-length histogram",
		ArgsUsage: "FILE|-",
		Description: `Also reports unit and empty clauses, tautologies, repeated literals, the
SATLIB "%" end marker, and every header mismatch or other warning of the
lenient reader (with --strict they are errors).`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "strict", Usage: "header mismatches and a missing header are errors"},
		},
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 1, 1); err != nil {
				return err
			}
			path := c.Args().First()
			in, err := openCNF(ctx, c, path)
			if err != nil {
				return err
			}
			defer in.close()
			st := &cnfStats{lengths: map[int]int{}, used: varSet{}}
			info, err := dimacs.Read(in.r, st, dimacs.Options{Strict: c.Bool("strict")})
			if err != nil {
				return in.locate(err)
			}
			st.print(c.Root().Writer, displayName(path), info)
			return nil
		},
	}
}

// cnfStats is a dimacs.Handler that counts.
type cnfStats struct {
	clauses, literals       int
	units, empty, tautology int
	repeated                int // clauses with a repeated literal
	lengths                 map[int]int
	used                    varSet
	sorted                  []int // scratch
}

// varSet is a set of variables: a bitmap in pages of 65536 variables,
// allocated as variables appear (a bit per variable where they are dense,
// a page where one is alone).
type varSet map[int][]uint64

func (s varSet) add(v int) {
	p := s[v>>16]
	if p == nil {
		p = make([]uint64, 1<<10)
		s[v>>16] = p
	}
	p[v>>6&(1<<10-1)] |= 1 << (v & 63)
}

func (s varSet) len() int {
	n := 0
	for _, p := range s {
		for _, w := range p {
			n += bits.OnesCount64(w)
		}
	}
	return n
}

func (s *cnfStats) Header(vars, clauses int) error { return nil }

func (s *cnfStats) Clause(lits []int) error {
	s.clauses++
	s.literals += len(lits)
	s.lengths[len(lits)]++
	switch len(lits) {
	case 0:
		s.empty++
	case 1:
		s.units++
	}
	// Sorted by variable, a repeated literal or a tautology is two
	// neighbours (no map per clause).
	s.sorted = append(s.sorted[:0], lits...)
	slices.SortFunc(s.sorted, func(a, b int) int { return cmp.Or(cmp.Compare(max(a, -a), max(b, -b)), cmp.Compare(a, b)) })
	taut, rep := false, false
	for i, l := range s.sorted {
		s.used.add(max(l, -l))
		if i > 0 && s.sorted[i-1] == l {
			rep = true
		}
		if i > 0 && s.sorted[i-1] == -l {
			taut = true
		}
	}
	if taut {
		s.tautology++
	}
	if rep {
		s.repeated++
	}
	return nil
}

func (s *cnfStats) print(w interface{ Write([]byte) (int, error) }, name string, info dimacs.Info) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("file:       %s\n", name)
	if info.HeaderVars >= 0 {
		p("header:     p cnf %d %d\n", info.HeaderVars, info.HeaderClauses)
	} else {
		p("header:     none\n")
	}
	p("variables:  %d (largest used %d, %d occur)\n", info.NumVars(), info.Vars, s.used.len())
	p("clauses:    %d\n", s.clauses)
	mean := 0.0
	if s.clauses > 0 {
		mean = float64(s.literals) / float64(s.clauses)
	}
	p("literals:   %d (mean clause length %.2f)\n", s.literals, mean)
	p("special:    %d empty, %d unit, %d tautologies, %d with a repeated literal\n", s.empty, s.units, s.tautology, s.repeated)
	if len(s.lengths) > 0 {
		p("clause lengths:\n")
		var ls []int
		for l := range s.lengths {
			ls = append(ls, l)
		}
		sort.Ints(ls)
		for _, l := range ls {
			n := s.lengths[l]
			p("  %6d  %9d  %5.1f%%\n", l, n, 100*float64(n)/float64(s.clauses))
		}
	}
	if info.HeaderVars >= 0 && info.HeaderVars != info.Vars {
		p("mismatch:   header declares %d variables, the largest used is %d\n", info.HeaderVars, info.Vars)
	}
	if info.HeaderVars >= 0 && info.HeaderClauses != s.clauses {
		p("mismatch:   header declares %d clauses, the file has %d\n", info.HeaderClauses, s.clauses)
	}
	if info.EndLine > 0 {
		p("end marker: SATLIB %q at line %d\n", "%", info.EndLine)
	}
	if len(info.Warnings) > 0 {
		p("reader warnings:\n")
		for _, wn := range info.Warnings {
			p("  %s\n", wn)
		}
	}
}
