package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"syscall"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func init() {
	topCommands = append(topCommands, &cli.Command{
		Name:  "dimacs",
		Usage: "solve, check and inspect DIMACS CNF files",
		Subcommands: []*cli.Command{
			dimacsSolveCommand(),
			dimacsCheckCommand(),
			dimacsStatsCommand(),
			dimacsCheckProofCommand(),
		},
	})
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
a "c certified: ..." line describes the proof.
A proof that fails, or a second solve that finds a model, is an error.

Exit status: 10 satisfiable, 20 unsatisfiable, 0 unknown (timeout),
1 error (bad input, solver failure, wrong model, failed certificate),
2 usage error (unknown solver, bad flag).`,
		Flags: append(solverFlags(), certifyFlag(),
			&cli.BoolFlag{Name: "strict", Usage: "header mismatches and a missing header are errors"},
			&cli.BoolFlag{Name: "worker", Hidden: true, Usage: "internal: serve as the gophersat worker process"},
		),
		Action: func(c *cli.Context) error {
			if err := needArgs(c, 1, 1); err != nil {
				return err
			}
			if c.Bool("worker") {
				return exitCode(solver.ServeWorker(c.App.Reader, c.App.Writer))
			}
			path := c.Args().First()
			f, info, err := readCNF(c, path, c.Bool("strict"))
			if err != nil {
				return err
			}
			s, err := openSolver(c)
			if err != nil {
				return err
			}
			ctx, cancel := solveContext(c)
			defer cancel()
			// External solvers run in their own process group, out of reach
			// of the terminal's Ctrl-C: turn it into a cancellation, which
			// kills the solver's process tree (the answer is then UNKNOWN).
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			res, err := solver.Solve(ctx, certifying(c, s), f)
			if err != nil {
				return cli.Exit(err.Error(), exitError)
			}
			w := c.App.Writer
			fmt.Fprintf(w, "c puzzlesat dimacs solve: %s, %d variables, %d clauses, solver %s\n",
				displayName(path), f.NumVars(), info.Clauses, s.Name())
			if err := solver.WriteCompetition(w, res, f.NumVars()); err != nil {
				return err
			}
			if err := writeCertificate(w, res.Certificate); err != nil {
				return err
			}
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

// readCNF reads a DIMACS file argument into a formula, printing the
// reader's warnings to stderr. Errors are positioned with the file name
// and the offending line.
func readCNF(c *cli.Context, path string, strict bool) (*encode.Formula, dimacs.Info, error) {
	in, err := openCNF(c, path)
	if err != nil {
		return nil, dimacs.Info{}, err
	}
	defer in.close()
	f, info, err := solver.ReadFormula(in.r, dimacs.Options{Strict: strict})
	if err != nil {
		return nil, info, in.locate(err)
	}
	for _, w := range info.Warnings {
		fmt.Fprintf(c.App.ErrWriter, "puzzlesat: %s:%s\n", displayName(path), w)
	}
	return f, info, nil
}

// cnfInput is a DIMACS argument being read. A file is streamed (a CNF of
// gigabytes never sits in memory as text) and the offending line of an
// error is read again from it; standard input is kept in memory for that.
type cnfInput struct {
	path string
	r    io.Reader
	data []byte // standard input
	fh   *os.File
}

func openCNF(c *cli.Context, path string) (*cnfInput, error) {
	in := &cnfInput{path: path}
	if path == "-" || path == "" {
		data, err := readInput(c, path)
		if err != nil {
			return nil, err
		}
		in.data, in.r = data, bytes.NewReader(data)
		return in, nil
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	in.fh, in.r = fh, fh
	return in, nil
}

func (in *cnfInput) close() {
	if in.fh != nil {
		in.fh.Close()
	}
}

// locate adds the file name and the offending line to a reader error.
func (in *cnfInput) locate(err error) error {
	if in.fh == nil {
		err = srcpos.WithSource(err, in.data)
	} else {
		err = sourceFromFile(err, in.path)
	}
	return srcpos.WithFile(err, displayName(in.path))
}

// sourceFromFile fills in the offending line of a positioned error by
// reading the file up to that line.
func sourceFromFile(err error, path string) error {
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line <= 0 || pe.Source != "" {
		return err
	}
	fh, ferr := os.Open(path)
	if ferr != nil {
		return err
	}
	defer fh.Close()
	br := bufio.NewReader(fh)
	for line := 1; ; line++ {
		s, rerr := br.ReadSlice('\n')
		if line == pe.Line {
			// ReadSlice stops at its buffer size: enough for the error
			// display, which clips long lines anyway.
			pe.Source = strings.TrimRight(string(s), "\r\n")
			return err
		}
		for rerr == bufio.ErrBufferFull {
			_, rerr = br.ReadSlice('\n')
		}
		if rerr != nil {
			return err
		}
	}
}

func dimacsCheckCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "check a model or a solver's output against a DIMACS CNF",
		ArgsUsage: "CNF MODEL",
		Description: `MODEL is a SAT-competition output ("s SATISFIABLE" and "v" lines), a
minisat result file ("SAT" then literals ending in 0), or a bare list of
literals (an optional 0 ends it). Either file may be "-" (standard input).
Variables the model leaves out count as false.

Prints OK, or names the first violated clause. Exit status: 0 the model
satisfies every clause, 1 a clause is violated or an input is bad (an
UNSAT/UNKNOWN answer has no model to check), 2 usage error.`,
		Action: func(c *cli.Context) error {
			if err := needArgs(c, 2, 2); err != nil {
				return err
			}
			cnfPath, modelPath := c.Args().Get(0), c.Args().Get(1)
			if cnfPath == "-" && modelPath == "-" {
				return cli.Exit("dimacs check: only one of CNF and MODEL can be standard input", exitUsage)
			}
			f, _, err := readCNF(c, cnfPath, false)
			if err != nil {
				return err
			}
			data, err := readInput(c, modelPath)
			if err != nil {
				return err
			}
			out, err := dimacs.ParseAnswer(data)
			if err != nil {
				return srcpos.WithFile(srcpos.WithSource(err, data), displayName(modelPath))
			}
			if out.HasStatus && out.Answer != dimacs.AnswerSat {
				return cli.Exit(fmt.Sprintf("%s: the answer is %v: there is no model to check", displayName(modelPath), out.Answer), exitError)
			}
			vals, err := dimacs.ModelOf(out.Values, f.NumVars())
			if err != nil {
				return cli.Exit(fmt.Sprintf("%s: %v", displayName(modelPath), err), exitError)
			}
			m := encode.Model(vals)
			if err := f.Check(m); err != nil {
				var ve *encode.ViolationError
				if errors.As(err, &ve) {
					fmt.Fprintf(c.App.Writer, "VIOLATED: clause %d of %d: %s\n", ve.Index+1, f.NumClauses(), clauseText(ve.Clause))
					return cli.Exit("", exitError)
				}
				return cli.Exit(err.Error(), exitError)
			}
			assigned := map[int]bool{}
			for _, l := range out.Values {
				assigned[max(l, -l)] = true
			}
			fmt.Fprintf(c.App.Writer, "OK: the model satisfies all %d clauses (%d variables", f.NumClauses(), f.NumVars())
			if n := f.NumVars() - len(assigned); n > 0 {
				fmt.Fprintf(c.App.Writer, ", %d of them not in the model, taken as false", n)
			}
			fmt.Fprintln(c.App.Writer, ")")
			return nil
		},
	}
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
		Action: func(c *cli.Context) error {
			if err := needArgs(c, 1, 1); err != nil {
				return err
			}
			path := c.Args().First()
			in, err := openCNF(c, path)
			if err != nil {
				return err
			}
			defer in.close()
			st := &cnfStats{lengths: map[int]int{}, used: map[int]bool{}}
			info, err := dimacs.Read(in.r, st, dimacs.Options{Strict: c.Bool("strict")})
			if err != nil {
				return in.locate(err)
			}
			st.print(c.App.Writer, displayName(path), info)
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
	used                    map[int]bool
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
	seen := make(map[int]bool, len(lits))
	taut, rep := false, false
	for _, l := range lits {
		s.used[max(l, -l)] = true
		if seen[-l] {
			taut = true
		}
		if seen[l] {
			rep = true
		}
		seen[l] = true
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
	p("variables:  %d (largest used %d, %d occur)\n", info.NumVars(), info.Vars, len(s.used))
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
