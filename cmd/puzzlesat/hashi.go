package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/hashi"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func init() {
	solveCommands = append(solveCommands, hashiSolveCommand())
	encodeCommands = append(encodeCommands, hashiEncodeCommand())
	decodeCommands = append(decodeCommands, hashiDecodeCommand())
}

// hashiEncodingFlags choose the encoding; solve, encode and decode share them
// so that decode rebuilds exactly the formula encode wrote.
func hashiEncodingFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "input-format", Value: "auto", Usage: "auto, tatham, cllv, grid or json"},
		&cli.StringFlag{Name: "card", Value: hashiDefaultCard, Usage: "clue encoding: order (sums on the order encoding), binomial, seqcounter, totalizer, cardnet or native"},
		&cli.StringFlag{Name: "connectivity", Value: "lazy", Usage: "lazy (cuts added between solves) or eager (in the formula)"},
		&cli.BoolFlag{Name: "no-forcing", Usage: "do not force the bridges of the candidate graph (Tarjan)"},
		&cli.BoolFlag{Name: "deductions", Value: true, Usage: "add the saturation deductions (two 1s never joined, ...); --deductions=false turns them off"},
		&cli.IntFlag{Name: "index", Usage: "use only the `N`-th puzzle of the file (1-based; 0: all)"},
	}
}

// hashiDefaultCard is the default --card, chosen by measurement (benchmarks/hashi.md).
const hashiDefaultCard = "order"

func hashiOptions(c *cli.Context) (hashi.Options, error) {
	var o hashi.Options
	var err error
	if card := c.String("card"); card == "order" {
		o.Order = true
	} else if o.Card, err = encode.ParseCardEncoding(card); err != nil {
		return o, cli.Exit(fmt.Sprintf("unknown --card %q (want order, binomial, seqcounter, totalizer, cardnet or native)", card), exitUsage)
	}
	if o.Connectivity, err = hashi.ParseConnectivity(c.String("connectivity")); err != nil {
		return o, cli.Exit(err.Error(), exitUsage)
	}
	o.NoForcing = c.Bool("no-forcing")
	o.Deductions = c.Bool("deductions")
	return o, nil
}

// hashiPuzzles reads the puzzles of a file argument ("-": stdin).
func hashiPuzzles(c *cli.Context, path string) ([]*hashi.Puzzle, error) {
	f, err := hashi.ParseFormat(c.String("input-format"))
	if err != nil {
		return nil, cli.Exit(err.Error(), exitUsage)
	}
	data, err := readInput(c, path)
	if err != nil {
		return nil, err
	}
	name := path
	if path == "-" {
		name = "<stdin>"
	}
	ps, err := hashi.Parse(name, data, f)
	if err != nil {
		return nil, err
	}
	if i := c.Int("index"); i != 0 {
		if i < 0 || i > len(ps) {
			return nil, cli.Exit(fmt.Sprintf("--index %d: the file has %d puzzle(s)", i, len(ps)), exitUsage)
		}
		ps = ps[i-1 : i]
	}
	return ps, nil
}

func hashiSolveCommand() *cli.Command {
	flags := append(hashiEncodingFlags(), solverFlags()...)
	flags = append(flags,
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text, json or svg"},
		&cli.BoolFlag{Name: "unique", Usage: "prove the solution unique (or show a second one)"},
		&cli.IntFlag{Name: "count", Usage: "count up to `N` solutions"},
		&cli.BoolFlag{Name: "measure", Hidden: true, Usage: "arguments are files or directories: print mean/median/max time per group (dir or file)"},
	)
	return &cli.Command{
		Name:      "hashi",
		Usage:     "solve Hashi (Bridges) puzzles",
		ArgsUsage: "FILE|-",
		Description: "Reads one or more puzzles (Tatham game IDs one per line, a CLLV .has matrix, a text grid or JSON;\n" +
			"see docs/hashi.md), solves them, checks every solution against the rules and prints it.\n" +
			"Exit status: 0 all solved, 1 error, 2 usage, 3 some puzzle has no solution, 4 some unknown (timeout).",
		Flags:  flags,
		Action: hashiSolve,
	}
}

func hashiSolve(c *cli.Context) error {
	if c.Bool("measure") {
		return hashiMeasure(c)
	}
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	opt, err := hashiOptions(c)
	if err != nil {
		return err
	}
	format := c.String("format")
	if format != "text" && format != "json" && format != "svg" {
		return cli.Exit(fmt.Sprintf("unknown --format %q (want text, json or svg)", format), exitUsage)
	}
	s, err := openSolver(c)
	if err != nil {
		return err
	}
	ps, err := hashiPuzzles(c, c.Args().First())
	if err != nil {
		return err
	}
	if format == "svg" && len(ps) > 1 {
		return cli.Exit(fmt.Sprintf("svg output takes one puzzle; the file has %d (choose one with --index)", len(ps)), exitUsage)
	}
	if c.IsSet("count") && c.Int("count") < 1 {
		return cli.Exit("--count must be at least 1", exitUsage)
	}
	limit := 1
	if c.Bool("unique") {
		limit = 2
	}
	limit = max(limit, c.Int("count"))
	w := c.App.Writer
	code := exitOK
	for _, p := range ps {
		ctx, cancel := solveContext(c)
		r, err := hashi.Solve(ctx, s, p, opt, limit)
		cancel()
		if err != nil {
			return fmt.Errorf("%s: %w", p.Name, err)
		}
		switch r.Status { // unknown (4) outranks unsatisfiable (3)
		case solver.Unsat:
			code = max(code, exitUnsat)
		case solver.Unknown:
			code = exitUnknown
		}
		switch format {
		case "json":
			if err := r.WriteJSON(w, s.Name()); err != nil {
				return err
			}
		case "svg":
			var sol *hashi.Solution
			if len(r.Solutions) > 0 {
				sol = r.Solutions[0]
			}
			fmt.Fprint(w, hashi.SVG(p, sol))
		default:
			hashiText(w, r, c.Int("count") > 0)
		}
	}
	if code != exitOK {
		return cli.Exit("", code)
	}
	return nil
}

// hashiText prints a result: a header line, then the grid(s).
func hashiText(w io.Writer, r *hashi.Result, counting bool) {
	p := r.Puzzle
	head := fmt.Sprintf("# %s: %dx%d, %d islands, M=%d", p.Name, p.Width, p.Height, len(p.Islands), p.MaxBridges)
	if p.Tree {
		head += ", tree"
	}
	status := hashi.StatusWord(r.Status)
	switch r.Unique {
	case 1:
		status += ", unique"
	case 0:
		status += ", not unique"
	}
	if counting {
		if r.Summary.Complete {
			status += fmt.Sprintf(", %d solution(s)", r.Summary.Count)
		} else {
			status += fmt.Sprintf(", at least %d solution(s)", r.Summary.Count)
		}
	}
	fmt.Fprintf(w, "%s: %s\n", head, status)
	if r.Encoding != nil && r.Encoding.Infeasible != "" {
		fmt.Fprintf(w, "# %s\n", r.Encoding.Infeasible)
	}
	if len(r.Solutions) == 0 {
		fmt.Fprint(w, hashi.Text(p, nil))
		return
	}
	fmt.Fprint(w, hashi.Text(p, r.Solutions[0]))
	if r.Unique == 0 && len(r.Solutions) > 1 && !counting {
		fmt.Fprintln(w, "# a second solution:")
		fmt.Fprint(w, hashi.Text(p, r.Solutions[1]))
	}
}

func hashiEncodeCommand() *cli.Command {
	return &cli.Command{
		Name:      "hashi",
		Usage:     "write a Hashi puzzle's CNF as DIMACS with named variables",
		ArgsUsage: "FILE|-",
		Description: "Writes the encoding of one puzzle (--index N picks one from a file of several) with a comment\n" +
			"line naming every variable. Native cardinality constraints are lowered to a totalizer. In lazy\n" +
			"mode the formula has no connectivity constraints: give the solver's output to `decode hashi`,\n" +
			"which checks connectivity and prints the cuts to add when the model is disconnected.",
		Flags: append(hashiEncodingFlags(),
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (default: standard output)"}),
		Action: func(c *cli.Context) error {
			if err := needArgs(c, 1, 1); err != nil {
				return err
			}
			args := c.Args().Slice()
			opt, err := hashiOptions(c)
			if err != nil {
				return err
			}
			ps, err := hashiPuzzles(c, args[0])
			if err != nil {
				return err
			}
			if len(ps) > 1 {
				return cli.Exit(fmt.Sprintf("the file has %d puzzles: choose one with --index", len(ps)), exitUsage)
			}
			e := hashi.Encode(ps[0], opt)
			return writeOutput(c, func(w io.Writer) error { return hashiWriteDIMACS(w, e) }, args[0])
		},
	}
}

// hashiWriteDIMACS writes the encoding with a comment header and named variables.
func hashiWriteDIMACS(w io.Writer, e *hashi.Encoding) error {
	p := e.Puzzle
	fmt.Fprintf(w, "c puzzlesat hashi %s: %dx%d, %d islands, M=%d, tree=%v\n", p.Name, p.Width, p.Height, len(p.Islands), p.MaxBridges, p.Tree)
	fmt.Fprintf(w, "c options: %v\n", e.Options)
	if e.Options.Connectivity == hashi.Lazy {
		fmt.Fprintln(w, "c lazy connectivity: connectivity is not in this formula; check a model with `puzzlesat decode hashi`")
	}
	return e.Formula.WriteDIMACS(w, true)
}

func hashiDecodeCommand() *cli.Command {
	return &cli.Command{
		Name:      "hashi",
		Usage:     "decode an external solver's output for a Hashi puzzle",
		ArgsUsage: "FILE MODEL",
		Description: "Rebuilds the encoding of FILE with the same options as `encode hashi`, reads MODEL (SAT-competition\n" +
			"output with s/v lines, or a minisat result file), checks it against every clause, decodes it and\n" +
			"checks the solution against the rules. In lazy mode a disconnected model gives exit status 4 and\n" +
			"the cut clauses to append to the CNF before solving again.",
		Flags: append(hashiEncodingFlags(),
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text, json or svg"}),
		Action: hashiDecode,
	}
}

func hashiDecode(c *cli.Context) error {
	if err := needArgs(c, 2, 2); err != nil {
		return err
	}
	opt, err := hashiOptions(c)
	if err != nil {
		return err
	}
	ps, err := hashiPuzzles(c, c.Args().Get(0))
	if err != nil {
		return err
	}
	if len(ps) > 1 {
		return cli.Exit(fmt.Sprintf("the file has %d puzzles: choose one with --index", len(ps)), exitUsage)
	}
	p := ps[0]
	raw, err := os.ReadFile(c.Args().Get(1))
	if err != nil {
		return err
	}
	out, err := dimacs.ParseAnswer(raw)
	if err != nil {
		var pe *srcpos.Error
		if errors.As(err, &pe) {
			return srcpos.WithFile(srcpos.WithSource(err, raw), c.Args().Get(1))
		}
		return fmt.Errorf("%s: %w", c.Args().Get(1), err)
	}
	e := hashi.Encode(p, opt)
	r := &hashi.Result{Puzzle: p, Encoding: e, Unique: -1, Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses()}
	w := c.App.Writer
	format := c.String("format")
	emit := func() error {
		switch format {
		case "json":
			return r.WriteJSON(w, "external")
		case "svg":
			var sol *hashi.Solution
			if len(r.Solutions) > 0 {
				sol = r.Solutions[0]
			}
			fmt.Fprint(w, hashi.SVG(p, sol))
		default:
			hashiText(w, r, false)
		}
		return nil
	}
	switch out.Answer {
	case dimacs.AnswerUnsat:
		r.Status = solver.Unsat
		if err := emit(); err != nil {
			return err
		}
		return cli.Exit("", exitUnsat)
	case dimacs.AnswerUnknown:
		r.Status = solver.Unknown
		if err := emit(); err != nil {
			return err
		}
		return cli.Exit("", exitUnknown)
	}
	g := e.Formula.Lowered(encode.Totalizer) // the formula encode wrote
	mv, err := out.Model(g.NumVars())
	if err != nil {
		return err
	}
	m := encode.Model(mv)
	if err := g.Check(m); err != nil {
		return fmt.Errorf("the model is not a model of the encoding (were the same options used?): %w", err)
	}
	if cuts := e.Refine(m); len(cuts) > 0 {
		fmt.Fprintf(c.App.ErrWriter, "the model is not a solution yet: its bridges are disconnected (or, for a tree puzzle, have a loop).\n")
		fmt.Fprintf(c.App.ErrWriter, "append these %d clause(s) to the CNF (and add %d to its header's clause count), then solve again:\n", len(cuts), len(cuts))
		for _, cut := range cuts {
			fmt.Fprintf(w, "c cut %s\n", e.Formula.ClauseString(cut))
			for _, l := range cut {
				fmt.Fprintf(w, "%d ", l)
			}
			fmt.Fprintln(w, "0")
		}
		return cli.Exit("", exitUnknown)
	}
	sol := e.Decode(m)
	if err := hashi.Check(p, sol); err != nil {
		return fmt.Errorf("the decoded solution breaks a rule: %w", err)
	}
	r.Status = solver.Sat
	r.Solutions = []*hashi.Solution{sol}
	return emit()
}

// hashiMeasure times parse + encode + solve + decode + check per puzzle,
// grouped by directory (.has files) or by file (files of game IDs), on one
// goroutine, and prints a table. It fails when a puzzle is not solved.
func hashiMeasure(c *cli.Context) error {
	opt, err := hashiOptions(c)
	if err != nil {
		return err
	}
	s, err := openSolver(c)
	if err != nil {
		return err
	}
	f, err := hashi.ParseFormat(c.String("input-format"))
	if err != nil {
		return cli.Exit(err.Error(), exitUsage)
	}
	type group struct {
		name      string
		times     []time.Duration
		isl       int
		solves    int
		conflicts int64
	}
	groups := map[string]*group{}
	var order []string
	failed := 0
	for _, arg := range c.Args().Slice() {
		err := filepath.WalkDir(arg, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			key := path
			if strings.HasSuffix(path, ".has") {
				key = filepath.Dir(path)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			// Parsing is timed per file and shared out over its puzzles.
			t0 := time.Now()
			ps, err := hashi.Parse(path, data, f)
			if err != nil {
				return err
			}
			parse := time.Since(t0) / time.Duration(len(ps))
			g := groups[key]
			if g == nil {
				g = &group{name: key}
				groups[key] = g
				order = append(order, key)
			}
			for _, p := range ps {
				ctx, cancel := solveContext(c)
				r, err := hashi.Solve(ctx, s, p, opt, 1)
				cancel()
				if err != nil {
					return fmt.Errorf("%s: %w", p.Name, err)
				}
				if r.Status != solver.Sat {
					failed++
					fmt.Fprintf(c.App.ErrWriter, "%s: %s\n", p.Name, hashi.StatusWord(r.Status))
				}
				g.times = append(g.times, parse+r.Total)
				g.isl += len(p.Islands)
				g.solves += r.Summary.Solves
				g.conflicts += r.Summary.Stats.Conflicts
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	w := c.App.Writer
	fmt.Fprintf(w, "options: %v, solver %s\n", opt, s.Name())
	fmt.Fprintf(w, "| set | puzzles | mean islands | mean ms | median ms | max ms | mean solves | mean conflicts |\n|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, k := range order {
		g := groups[k]
		ts := append([]time.Duration(nil), g.times...)
		sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
		var sum time.Duration
		for _, t := range ts {
			sum += t
		}
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		fmt.Fprintf(w, "| %s | %d | %d | %.2f | %.2f | %.2f | %.1f | %.0f |\n", g.name, len(ts), g.isl/len(ts),
			ms(sum/time.Duration(len(ts))), ms(ts[len(ts)/2]), ms(ts[len(ts)-1]),
			float64(g.solves)/float64(len(ts)), float64(g.conflicts)/float64(len(ts)))
	}
	if failed > 0 {
		return cli.Exit(fmt.Sprintf("%d puzzle(s) not solved", failed), exitError)
	}
	return nil
}
