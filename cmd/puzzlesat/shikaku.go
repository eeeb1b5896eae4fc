package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/shikaku"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func init() {
	solveCommands = append(solveCommands, &cli.Command{
		Name:      "shikaku",
		Usage:     "solve Shikaku (rect) puzzles",
		ArgsUsage: "FILE|-",
		Description: "Reads one or more puzzles (Tatham rect game IDs WxH:desc, text grids or JSON; auto-detected)\n" +
			"and prints each solution. Exit 0 all solved, 1 error, 2 usage, 3 some puzzle unsatisfiable, 4 unknown.",
		Flags: append(append(solverFlags(), shikakuModelFlags()...),
			&cli.BoolFlag{Name: "unique", Usage: "prove the solution unique (or show a second one)"},
			&cli.IntFlag{Name: "count", Usage: "count up to `N` solutions (and print them in text format)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text, json (one object per line) or svg"},
			&cli.BoolFlag{Name: "stats", Usage: "print sizes, times and the propagation report (Alt, Fix, Cov) on stderr"},
			&cli.IntFlag{Name: "index", Usage: "solve only puzzle `N` of the file (1-based)"},
		),
		Action: shikakuSolve,
	})
	encodeCommands = append(encodeCommands, &cli.Command{
		Name:      "shikaku",
		Usage:     "write a Shikaku puzzle's CNF as DIMACS with named variables",
		ArgsUsage: "FILE|-",
		Flags: append(shikakuModelFlags(),
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "-", Usage: "output `FILE` (- for stdout)"},
			&cli.IntFlag{Name: "index", Usage: "which puzzle of a file with several (1-based)"},
		),
		Action: shikakuEncode,
	})
	decodeCommands = append(decodeCommands, &cli.Command{
		Name:      "shikaku",
		Usage:     "decode an external solver's output for a Shikaku puzzle",
		ArgsUsage: "FILE MODEL",
		Description: "Re-encodes FILE with the same options as `encode shikaku` (deterministic) and decodes MODEL:\n" +
			"SAT-competition output (s/v lines) or minisat's result file. The model is checked against\n" +
			"every clause and the solution against the rules.",
		Flags: append(shikakuModelFlags(),
			&cli.IntFlag{Name: "index", Usage: "which puzzle of a file with several (1-based)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text, json or svg"},
		),
		Action: shikakuDecode,
	})
}

func shikakuModelFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "input-format", Value: "auto", Usage: "auto, tatham, text or json"},
		&cli.StringFlag{Name: "model", Value: "partition", Usage: "partition, channel (cell-room view) or redundant (plus the redundant implications)"},
		&cli.StringFlag{Name: "amo", Value: "pairwise", Usage: "at-most-one half of every exactly-one: pairwise, ladder or commander"},
		&cli.StringFlag{Name: "card", Usage: "encode every exactly-one as a cardinality constraint instead: binomial, seqcounter, totalizer, cardnet or native"},
	}
}

func shikakuOptions(c *cli.Context) (shikaku.Options, error) {
	var opt shikaku.Options
	var err error
	if opt.Model, err = shikaku.ParseModel(c.String("model")); err != nil {
		return opt, cli.Exit(err.Error(), exitUsage)
	}
	if opt.AMO, err = encode.ParseAMOEncoding(c.String("amo")); err != nil {
		return opt, cli.Exit(err.Error(), exitUsage)
	}
	if s := c.String("card"); s != "" {
		if c.IsSet("amo") {
			return opt, cli.Exit("--card and --amo exclude each other", exitUsage)
		}
		if opt.Card, err = encode.ParseCardEncoding(s); err != nil {
			return opt, cli.Exit(err.Error(), exitUsage)
		}
		opt.UseCard = true
	}
	return opt, nil
}

// shikakuRead reads and parses the puzzles of a file argument. The
// returned function turns a later error about the puzzles (an explained
// impossibility) into a positioned error with file name and source line.
func shikakuRead(c *cli.Context, path string) ([]*shikaku.Puzzle, func(error) error, error) {
	f, err := shikaku.ParseFormat(c.String("input-format"))
	if err != nil {
		return nil, nil, cli.Exit(err.Error(), exitUsage)
	}
	data, err := readInput(c, path)
	if err != nil {
		return nil, nil, err
	}
	wrap := func(err error) error {
		return srcpos.WithFile(srcpos.WithSource(err, data), shikakuFileName(path))
	}
	ps, err := shikaku.Parse(data, f)
	if err != nil {
		return nil, nil, wrap(err)
	}
	return ps, wrap, nil
}

func shikakuFileName(path string) string {
	if path == "-" || path == "" {
		return "<stdin>"
	}
	return path
}

// shikakuOne picks the puzzle chosen by --index.
func shikakuOne(c *cli.Context, ps []*shikaku.Puzzle) (*shikaku.Puzzle, error) {
	i := c.Int("index")
	switch {
	case i == 0 && len(ps) == 1:
		return ps[0], nil
	case i == 0:
		return nil, cli.Exit(fmt.Sprintf("the file holds %d puzzles: choose one with --index", len(ps)), exitUsage)
	case i < 1 || i > len(ps):
		return nil, cli.Exit(fmt.Sprintf("--index %d: the file holds %d puzzles", i, len(ps)), exitUsage)
	}
	return ps[i-1], nil
}

func shikakuFormat(c *cli.Context) (string, error) {
	switch f := c.String("format"); f {
	case "text", "json", "svg":
		return f, nil
	default:
		return "", cli.Exit(fmt.Sprintf("unknown --format %q (want text, json or svg)", f), exitUsage)
	}
}

func shikakuSolve(c *cli.Context) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	args := c.Args().Slice()
	opt, err := shikakuOptions(c)
	if err != nil {
		return err
	}
	format, err := shikakuFormat(c)
	if err != nil {
		return err
	}
	limit := 1
	if c.Bool("unique") {
		limit = 2
	}
	if n := c.Int("count"); n > 0 {
		limit = n
		if n == 1 && c.Bool("unique") {
			limit = 2
		}
	} else if c.IsSet("count") {
		return cli.Exit("--count must be at least 1", exitUsage)
	}
	ps, wrap, err := shikakuRead(c, args[0])
	if err != nil {
		return err
	}
	if c.IsSet("index") {
		p, err := shikakuOne(c, ps)
		if err != nil {
			return err
		}
		ps = []*shikaku.Puzzle{p}
	}
	s, err := openSolver(c)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(c.App.Writer)
	defer out.Flush()
	code := exitOK
	var svgP []*shikaku.Puzzle
	var svgS []*shikaku.Solution
	for i, p := range ps {
		ctx, cancel := solveContext(c)
		start := timeNow()
		res, err := shikaku.Solve(ctx, s, p, opt, limit)
		cancel()
		if err != nil {
			out.Flush()
			return wrap(err)
		}
		elapsed := timeNow().Sub(start)
		status, unique := shikakuStatus(res, limit)
		switch status {
		case shikaku.StatusUnsat:
			code = max(code, exitUnsat)
		case shikaku.StatusUnknown:
			code = max(code, exitUnknown)
		}
		var first *shikaku.Solution
		if len(res.Solutions) > 0 {
			first = res.Solutions[0]
		}
		switch format {
		case "json":
			out.Write(shikaku.JSONLine(p, status, unique, first))
		case "svg":
			svgP = append(svgP, p)
			svgS = append(svgS, first)
		default:
			shikakuText(out, i, len(ps), p, res, status, unique, c.IsSet("count"))
		}
		if c.Bool("stats") {
			out.Flush()
			shikakuStats(c.App.ErrWriter, i, p, res, elapsed)
		}
	}
	if format == "svg" {
		if err := shikaku.WriteSVG(out, svgP, svgS); err != nil {
			return err
		}
	}
	if code != exitOK {
		out.Flush()
		return cli.Exit("", code)
	}
	return nil
}

// shikakuStatus is the JSON status word and uniqueness (1, 0, -1).
func shikakuStatus(res *shikaku.Result, limit int) (string, int) {
	switch res.Status() {
	case solver.Sat:
		u := -1
		if limit >= 2 {
			u = res.Summary.Unique()
		}
		return shikaku.StatusSolved, u
	case solver.Unsat:
		return shikaku.StatusUnsat, -1
	}
	return shikaku.StatusUnknown, -1
}

func shikakuTitle(i, n int, p *shikaku.Puzzle) string {
	name := p.Name
	if name == "" {
		name = fmt.Sprintf("puzzle %d", i+1)
		if n == 1 {
			name = "puzzle"
		}
	}
	return fmt.Sprintf("# %s: %dx%d, %d clues", name, p.Width, p.Height, len(p.Clues))
}

// shikakuText prints a result: a header line, then the grid(s).
func shikakuText(w io.Writer, i, n int, p *shikaku.Puzzle, res *shikaku.Result, status string, unique int, counting bool) {
	line := shikakuTitle(i, n, p) + ": " + status
	switch unique {
	case 1:
		line += ", unique"
	case 0:
		line += ", not unique"
	}
	if counting {
		if res.Summary.Complete {
			line += fmt.Sprintf(", %d solution%s", res.Summary.Count, plural(res.Summary.Count))
		} else {
			line += fmt.Sprintf(", at least %d solution%s", res.Summary.Count, plural(res.Summary.Count))
		}
	}
	fmt.Fprintln(w, line)
	if len(res.Solutions) == 0 {
		fmt.Fprint(w, shikaku.Text(p, nil))
		return
	}
	fmt.Fprint(w, shikaku.Text(p, res.Solutions[0]))
	switch {
	case counting:
		for k, s := range res.Solutions[1:] {
			fmt.Fprintf(w, "# solution %d:\n", k+2)
			fmt.Fprint(w, shikaku.Text(p, s))
		}
	case unique == 0 && len(res.Solutions) > 1:
		fmt.Fprintln(w, "# a second solution:")
		fmt.Fprint(w, shikaku.Text(p, res.Solutions[1]))
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func shikakuStats(w io.Writer, i int, p *shikaku.Puzzle, res *shikaku.Result, elapsed time.Duration) {
	e := res.Encoding
	rep := e.Propagation()
	f := e.Formula
	name := p.Name
	if name == "" {
		name = fmt.Sprintf("%dx%d", p.Width, p.Height)
	}
	search := "yes"
	switch {
	case rep.Conflict:
		search = "no (unit propagation refutes it)"
	case rep.Solved:
		search = "no (unit propagation alone solves it)"
	}
	st := res.Summary.Stats
	fmt.Fprintf(w, "c puzzle %d %s: %v\n", i+1, name, e.Options)
	fmt.Fprintf(w, "c   size: K=%d rooms, %d cells, %d vars (%d aux), %d clauses, %d literals\n",
		rep.Rooms, rep.Cells, f.NumVars(), f.NumAux(), rep.Clauses, f.NumLiterals())
	for _, g := range e.Groups {
		fmt.Fprintf(w, "c     %7d clauses %8d literals  %s\n", g.Clauses, g.Literals, g.Name)
	}
	fmt.Fprintf(w, "c   phase 1: Alt=%d patterns; %d rooms with one pattern, %d cells with one covering pattern\n",
		rep.Alt, rep.Fix0, rep.Cov0)
	fmt.Fprintf(w, "c   propagation at the root: Alt=%d Fix=%d Elim=%d Cov=%d/%d search needed: %s\n",
		rep.Alt, rep.Fix, rep.Elim, rep.Cov, rep.Cells, search)
	if reps, err := shikaku.Reports(p, e.Options); err == nil {
		var parts []string
		for _, r := range reps {
			parts = append(parts, fmt.Sprintf("%v Fix=%d Cov=%d search=%s", r.Options.Model, r.Fix, r.Cov, yesNo(r.SearchNeeded())))
		}
		fmt.Fprintf(w, "c   all models: %s\n", strings.Join(parts, "; "))
	}
	fmt.Fprintf(w, "c   solver: %d solves, %d decisions, %d conflicts; solutions %d (complete %v)\n",
		res.Summary.Solves, st.Decisions, st.Conflicts, res.Summary.Count, res.Summary.Complete)
	fmt.Fprintf(w, "c   time: encode %v, solve %v, total %v\n",
		res.Encode.Round(time.Microsecond), res.Solve.Round(time.Microsecond), elapsed.Round(time.Microsecond))
}

func shikakuEncode(c *cli.Context) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	args := c.Args().Slice()
	opt, err := shikakuOptions(c)
	if err != nil {
		return err
	}
	ps, wrap, err := shikakuRead(c, args[0])
	if err != nil {
		return err
	}
	p, err := shikakuOne(c, ps)
	if err != nil {
		return err
	}
	e, err := shikaku.Encode(p, opt)
	if err != nil {
		return wrap(err)
	}
	name := p.Name
	if name == "" {
		name = fmt.Sprintf("%dx%d", p.Width, p.Height)
	}
	return writeOutput(c, func(w io.Writer) error {
		fmt.Fprintf(w, "c puzzlesat encode shikaku %s\n", strings.Join(shikakuFlagArgs(c, args[0]), " "))
		fmt.Fprintf(w, "c puzzle %s: %d rooms, %d patterns; primary variables 1..%d are the patterns\n", name, len(p.Clues), e.NumPatterns(), e.NumPatterns())
		return e.Formula.WriteDIMACS(w, true)
	}, args[0])
}

// shikakuFlagArgs are the encoding flags as given, to repeat in comments.
func shikakuFlagArgs(c *cli.Context, file string) []string {
	var out []string
	for _, n := range []string{"input-format", "model", "amo", "card", "index"} {
		if c.IsSet(n) {
			out = append(out, "--"+n+" "+c.String(n))
		}
	}
	return append(out, file)
}

func shikakuDecode(c *cli.Context) error {
	if err := needArgs(c, 2, 2); err != nil {
		return err
	}
	args := c.Args().Slice()
	opt, err := shikakuOptions(c)
	if err != nil {
		return err
	}
	format, err := shikakuFormat(c)
	if err != nil {
		return err
	}
	ps, wrap, err := shikakuRead(c, args[0])
	if err != nil {
		return err
	}
	p, err := shikakuOne(c, ps)
	if err != nil {
		return err
	}
	e, err := shikaku.Encode(p, opt)
	if err != nil {
		return wrap(err)
	}
	modelPath := args[1]
	data, err := readInput(c, modelPath)
	if err != nil {
		return err
	}
	outp, err := dimacs.ParseAnswer(data)
	if err != nil {
		return srcpos.WithFile(srcpos.WithSource(err, data), shikakuFileName(modelPath))
	}
	status, code := shikaku.StatusUnknown, exitUnknown
	var sol *shikaku.Solution
	switch outp.Answer {
	case dimacs.AnswerUnsat:
		status, code = shikaku.StatusUnsat, exitUnsat
	case dimacs.AnswerSat:
		sol, err = e.DecodeValues(outp.Values)
		if err != nil {
			return fmt.Errorf("%s: the model is wrong for this encoding (same --model/--amo/--card as for encode?): %w", modelPath, err)
		}
		status, code = shikaku.StatusSolved, exitOK
	}
	out := bufio.NewWriter(c.App.Writer)
	defer out.Flush()
	switch format {
	case "json":
		out.Write(shikaku.JSONLine(p, status, -1, sol))
	case "svg":
		if err := shikaku.WriteSVG(out, []*shikaku.Puzzle{p}, []*shikaku.Solution{sol}); err != nil {
			return err
		}
	default:
		fmt.Fprintf(out, "%s: %s\n", shikakuTitle(0, 1, p), status)
		fmt.Fprint(out, shikaku.Text(p, sol))
	}
	if code != exitOK {
		out.Flush()
		return cli.Exit("", code)
	}
	return nil
}
