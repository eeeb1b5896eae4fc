package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func init() {
	inputFlag := &cli.StringFlag{Name: "input-format", Value: "auto", Usage: "native, json or zebralogic (JSONL); auto detects it"}
	amoFlag := &cli.StringFlag{Name: "amo", Value: "pairwise", Usage: "at-most-one encoding: pairwise, ladder, commander"}
	solveCommands = append(solveCommands, &cli.Command{
		Name:      "zebra",
		Usage:     "solve zebra (Einstein) puzzles: native language, JSON, or ZebraLogic JSONL",
		ArgsUsage: "FILE|-",
		Flags: append(solverFlags(), inputFlag, amoFlag,
			&cli.BoolFlag{Name: "unique", Usage: "prove the solution unique (or find a second one)"},
			&cli.IntFlag{Name: "count", Usage: "find up to N solutions"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text (a table) or json (ZebraLogic's solution schema plus status and unique; one object per line)"},
			&cli.StringSliceFlag{Name: "ask", Usage: "answer where VALUE is and what goes with it (repeatable)"},
			&cli.BoolFlag{Name: "timing", Usage: "print encode+solve(+uniqueness) time per puzzle by size (houses x categories) on standard error"},
		),
		Action: zebraSolve,
	})
	encodeCommands = append(encodeCommands, &cli.Command{
		Name:      "zebra",
		Usage:     "write a zebra puzzle's CNF as DIMACS with named variables",
		ArgsUsage: "FILE|-",
		Flags: []cli.Flag{inputFlag, amoFlag,
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "output file (default standard output)"},
		},
		Action: zebraEncode,
	})
	decodeCommands = append(decodeCommands, &cli.Command{
		Name:      "zebra",
		Usage:     "decode an external solver's model (SAT-competition output or a minisat result file) for a zebra puzzle",
		ArgsUsage: "FILE MODEL",
		Flags:     []cli.Flag{inputFlag, amoFlag, &cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"}},
		Action:    zebraDecode,
	})
}

// zebraInput is one puzzle to solve, with its reference solution if any.
type zebraInput struct {
	id     string
	puzzle *zebra.Puzzle
	ref    *zebra.Solution
	err    error
}

// readZebra reads the puzzles of a file in the chosen (or detected) format.
func readZebra(c *cli.Context, path string) ([]zebraInput, error) {
	data, err := readInput(c, path)
	if err != nil {
		return nil, err
	}
	name := path
	if name == "-" {
		name = "<stdin>"
	}
	format := strings.ToLower(c.String("input-format"))
	if format == "auto" || format == "" {
		trimmed := bytes.TrimSpace(data)
		switch {
		case zebra.LooksLikeZebraLogic(trimmed):
			format = "zebralogic"
		case len(trimmed) > 0 && trimmed[0] == '{':
			format = "json"
		default:
			format = "native"
		}
	}
	switch format {
	case "native":
		p, err := zebra.ParseBytes(data)
		if err != nil {
			return nil, srcpos.WithFile(err, name)
		}
		return []zebraInput{{puzzle: p}}, nil
	case "json":
		recs, err := zebra.ParseJSONRecords(data)
		if err != nil {
			return nil, srcpos.WithFile(err, name)
		}
		if len(recs) == 1 && recs[0].Err != nil {
			return nil, srcpos.WithFile(recs[0].Err, name)
		}
		var out []zebraInput
		for i, r := range recs {
			id := r.ID
			if id == "" && len(recs) > 1 {
				id = fmt.Sprintf("puzzle %d", i+1)
			}
			out = append(out, zebraInput{id: id, puzzle: r.Puzzle, err: srcpos.WithFile(r.Err, name)})
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s: no puzzles", name)
		}
		return out, nil
	case "zebralogic":
		ims, err := zebra.ReadZebraLogic(bytes.NewReader(data), zebraJudge(c))
		if err != nil {
			return nil, err
		}
		var out []zebraInput
		for _, im := range ims {
			id := im.ID
			if id == "" {
				id = fmt.Sprintf("line %d", im.Line)
			}
			out = append(out, zebraInput{id: id, puzzle: im.Puzzle, ref: im.Reference, err: srcpos.WithFile(im.Err, name)})
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s: no puzzles", name)
		}
		return out, nil
	}
	return nil, cli.Exit(fmt.Sprintf("unknown --input-format %q (want native, json, zebralogic or auto)", format), exitUsage)
}

// zebraJudge rates a reading of an ambiguous ZebraLogic text by its number
// of solutions (see zebra.ParseZebraLogicText), with gophersat.
func zebraJudge(c *cli.Context) zebra.Judge {
	return func(p *zebra.Puzzle) int {
		enc, err := zebra.Encode(p, zebra.Options{})
		if err != nil {
			return zebra.JudgeUnsat
		}
		sum, err := solver.Enumerate(c.Context, solver.Gophersat{}, solver.Problem{Formula: enc.Formula, Primary: enc.Primary()}, 2, nil)
		switch {
		case err != nil || sum.Count == 0:
			return zebra.JudgeUnsat
		case sum.Count == 1 && sum.Complete:
			return zebra.JudgeUnique
		}
		return zebra.JudgeMany
	}
}

func zebraOptions(c *cli.Context) (zebra.Options, error) {
	amo, err := encode.ParseAMOEncoding(c.String("amo"))
	if err != nil {
		return zebra.Options{}, cli.Exit(err.Error(), exitUsage)
	}
	return zebra.Options{AMO: amo}, nil
}

// zebraResult is the JSON line of one puzzle.
type zebraResult struct {
	zebra.SolutionJSON
	Solutions []zebra.SolutionJSON `json:"solutions,omitempty"`
	Answer    []string             `json:"answer,omitempty"`
}

func zebraSolve(c *cli.Context) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	args := c.Args().Slice()
	format := c.String("format")
	if format != "text" && format != "json" {
		return cli.Exit(fmt.Sprintf("unknown --format %q (want text or json)", format), exitUsage)
	}
	s, err := openSolver(c)
	if err != nil {
		return err
	}
	opt, err := zebraOptions(c)
	if err != nil {
		return err
	}
	inputs, err := readZebra(c, args[0])
	if err != nil {
		return err
	}
	multi := len(inputs) > 1 || inputs[0].id != ""
	max := 1
	if c.Bool("unique") || multi || format == "json" {
		// ZebraLogic files and JSON output always report uniqueness.
		max = 2
	}
	if n := c.Int("count"); n > 0 {
		max = n
	} else if c.IsSet("count") {
		return cli.Exit("--count must be at least 1", exitUsage)
	}
	w := c.App.Writer
	code := exitOK
	worse := func(k int) {
		// error > unsat > unknown > ok, as the most useful summary
		rank := map[int]int{exitOK: 0, exitUnknown: 1, exitUnsat: 2, exitError: 3}
		if rank[k] > rank[code] {
			code = k
		}
	}
	var notUnique, differ, failed, otherRef []string
	timings := map[string][]time.Duration{}
	solved, matched := 0, 0
	for _, in := range inputs {
		res := zebraResult{SolutionJSON: zebra.SolutionJSON{ID: in.id}}
		if in.err != nil {
			worse(exitError)
			failed = append(failed, in.id)
			if !multi {
				return in.err
			}
			res.Status = "error"
			res.Error = in.err.Error()
			if format == "json" {
				if err := zebra.WriteJSONLine(w, res); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(w, "== %s: ERROR %v\n\n", in.id, in.err)
			}
			continue
		}
		p := in.puzzle
		enc, err := zebra.Encode(p, opt)
		if err != nil {
			return err
		}
		var sols []*zebra.Solution
		ctx, cancel := solveContext(c)
		start := timeNow()
		sum, err := solver.Enumerate(ctx, s, solver.Problem{Formula: enc.Formula, Primary: enc.Primary()}, max, func(m encode.Model) error {
			sol, err := enc.Decode(m)
			if err != nil {
				return err
			}
			if err := zebra.Check(p, sol); err != nil {
				return fmt.Errorf("solver model fails the rule check: %w", err)
			}
			sols = append(sols, sol)
			return nil
		})
		cancel()
		if err != nil {
			return err
		}
		size := fmt.Sprintf("%dx%d", p.N(), len(p.Categories))
		timings[size] = append(timings[size], timeNow().Sub(start))
		res.Status = puzzleStatus(sum.Status())
		if max >= 2 {
			switch sum.Unique() {
			case 1:
				t := true
				res.Unique = &t
			case 0:
				f := false
				res.Unique = &f
				notUnique = append(notUnique, in.id)
			}
		}
		if c.IsSet("count") {
			res.Count = sum.Count
		}
		switch sum.Status() {
		case solver.Unsat:
			worse(exitUnsat)
		case solver.Unknown:
			worse(exitUnknown)
		case solver.Sat:
			if sum.TimedOut && (c.Bool("unique") || c.IsSet("count")) {
				// Solved, but the question asked (unique? how many?)
				// has no answer: the timeout cut the search short.
				worse(exitUnknown)
			}
		}
		if len(sols) > 0 {
			solved++
			first := p.MarshalSolution(sols[0])
			res.Header, res.Rows = first.Header, first.Rows
			if len(sols) > 1 && c.IsSet("count") {
				for _, sol := range sols {
					res.Solutions = append(res.Solutions, p.MarshalSolution(sol))
				}
			}
			if in.ref != nil {
				// With several solutions, the reference matching any is fine
				// for the file's answer; report whether the first matches.
				ok := false
				for _, sol := range sols {
					ok = ok || sol.Equal(in.ref)
				}
				res.Matches = &ok
				switch {
				case ok:
					matched++
				case sum.Unique() == 0 && zebra.Check(p, in.ref) == nil:
					// Not unique, and the reference is one of the
					// other solutions: consistent with the clues.
					otherRef = append(otherRef, in.id)
				default:
					differ = append(differ, in.id)
					worse(exitError)
				}
			}
			for _, q := range c.StringSlice("ask") {
				refs := p.FindValue(q)
				if len(refs) == 0 {
					msg := fmt.Sprintf("no value %q", q)
					if sg := p.SuggestValue(q); sg != "" {
						msg += fmt.Sprintf("; did you mean %q?", sg)
					}
					res.Answer = append(res.Answer, msg)
					if !multi {
						// One puzzle: asking for a value it lacks is an error
						// (in a file of many, a value is in some puzzles only).
						worse(exitError)
					}
					continue
				}
				for _, r := range refs {
					res.Answer = append(res.Answer, p.Answer(sols[0], r))
				}
			}
		}
		if format == "json" {
			if err := zebra.WriteJSONLine(w, res); err != nil {
				return err
			}
			continue
		}
		if multi {
			line := fmt.Sprintf("== %s: %s", in.id, res.Status)
			if res.Unique != nil {
				if *res.Unique {
					line += ", unique"
				} else {
					line += ", NOT UNIQUE"
				}
			}
			if res.Matches != nil {
				if *res.Matches {
					line += ", matches the reference"
				} else {
					line += ", DIFFERS from the reference"
				}
			}
			fmt.Fprintln(w, line)
		} else {
			fmt.Fprintln(w, res.Status)
		}
		if len(res.Answer) > 0 {
			for _, a := range res.Answer {
				fmt.Fprintln(w, a)
			}
		} else {
			for i, sol := range sols {
				if len(sols) > 1 {
					fmt.Fprintf(w, "solution %d:\n", i+1)
				}
				if err := p.WriteTable(w, sol); err != nil {
					return err
				}
			}
		}
		if !multi && (max >= 2 || c.IsSet("count")) {
			switch {
			case c.IsSet("count"):
				more := ""
				switch {
				case sum.TimedOut:
					more = " (timed out; there may be more)"
				case !sum.Complete:
					more = " (stopped at --count; there may be more)"
				}
				fmt.Fprintf(w, "%d solution(s)%s\n", sum.Count, more)
			case res.Unique != nil && *res.Unique:
				fmt.Fprintln(w, "unique: yes")
			case res.Unique != nil:
				fmt.Fprintln(w, "unique: no")
			default:
				fmt.Fprintln(w, "unique: unknown")
			}
		}
		if multi {
			fmt.Fprintln(w)
		}
	}
	if multi && format == "text" {
		withRef := 0
		for _, in := range inputs {
			if in.ref != nil {
				withRef++
			}
		}
		if withRef > 0 {
			fmt.Fprintf(w, "summary: %d puzzles, %d solved, %d of %d reference solutions matched\n", len(inputs), solved, matched, withRef)
		} else {
			fmt.Fprintf(w, "summary: %d puzzles, %d solved\n", len(inputs), solved)
		}
		fmt.Fprintf(w, "not unique (%d): %s\n", len(notUnique), strings.Join(notUnique, " "))
		if len(differ) > 0 {
			fmt.Fprintf(w, "differ from the reference (%d): %s\n", len(differ), strings.Join(differ, " "))
		}
		if len(otherRef) > 0 {
			fmt.Fprintf(w, "not unique, the reference is another solution (%d): %s\n", len(otherRef), strings.Join(otherRef, " "))
		}
		if len(failed) > 0 {
			fmt.Fprintf(w, "could not be read (%d): %s\n", len(failed), strings.Join(failed, " "))
		}
	}
	if c.Bool("timing") {
		writeTimings(c.App.ErrWriter, timings)
	}
	if code != exitOK {
		return cli.Exit("", code)
	}
	return nil
}

// writeTimings prints median, mean and max per size.
func writeTimings(w io.Writer, timings map[string][]time.Duration) {
	var sizes []string
	var all []time.Duration
	for k, ts := range timings {
		sizes = append(sizes, k)
		all = append(all, ts...)
	}
	sort.Slice(sizes, func(i, j int) bool {
		var a1, b1, a2, b2 int
		fmt.Sscanf(sizes[i], "%dx%d", &a1, &b1)
		fmt.Sscanf(sizes[j], "%dx%d", &a2, &b2)
		if a1 != a2 {
			return a1 < a2
		}
		return b1 < b2
	})
	row := func(name string, ts []time.Duration) {
		sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
		var sum time.Duration
		for _, t := range ts {
			sum += t
		}
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		fmt.Fprintf(w, "%-6s %7d %10.3f %10.3f %10.3f\n", name, len(ts), ms(ts[len(ts)/2]), ms(sum/time.Duration(len(ts))), ms(ts[len(ts)-1]))
	}
	fmt.Fprintf(w, "%-6s %7s %10s %10s %10s\n", "size", "puzzles", "median_ms", "mean_ms", "max_ms")
	for _, k := range sizes {
		row(k, timings[k])
	}
	if len(all) > 0 {
		row("all", all)
	}
}

// zebraEncodeOne reads the one puzzle of path and encodes it with the
// command's options; encode and decode must build the same formula.
func zebraEncodeOne(c *cli.Context, path string) (*zebra.Puzzle, *zebra.Encoding, error) {
	opt, err := zebraOptions(c)
	if err != nil {
		return nil, nil, err
	}
	inputs, err := readZebra(c, path)
	if err != nil {
		return nil, nil, err
	}
	if len(inputs) != 1 {
		return nil, nil, cli.Exit(fmt.Sprintf("%s takes one puzzle; the file has %d", c.Command.FullName(), len(inputs)), exitUsage)
	}
	if inputs[0].err != nil {
		return nil, nil, inputs[0].err
	}
	enc, err := zebra.Encode(inputs[0].puzzle, opt)
	return inputs[0].puzzle, enc, err
}

func zebraEncode(c *cli.Context) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	_, enc, err := zebraEncodeOne(c, c.Args().First())
	if err != nil {
		return err
	}
	return writeOutput(c, func(w io.Writer) error { return enc.Formula.WriteDIMACS(w, true) }, c.Args().First())
}

func zebraDecode(c *cli.Context) error {
	if err := needArgs(c, 2, 2); err != nil {
		return err
	}
	args := c.Args().Slice()
	p, enc, err := zebraEncodeOne(c, args[0])
	if err != nil {
		return err
	}
	data, err := os.ReadFile(args[1])
	if err != nil {
		return err
	}
	out, err := dimacs.ParseAnswer(data)
	if err != nil {
		return srcpos.WithFile(srcpos.WithSource(err, data), args[1])
	}
	if !out.HasStatus && len(out.Values) == 0 {
		return cli.Exit(fmt.Sprintf("%s: no solver answer (want an \"s\" line with \"v\" lines, or a minisat result file)", args[1]), exitError)
	}
	w := c.App.Writer
	switch out.Answer {
	case dimacs.AnswerUnsat:
		fmt.Fprintln(w, puzzleStatus(solver.Unsat))
		return cli.Exit("", exitUnsat)
	case dimacs.AnswerUnknown:
		fmt.Fprintln(w, puzzleStatus(solver.Unknown))
		return cli.Exit("", exitUnknown)
	}
	m := make(encode.Model, enc.Formula.NumVars()+1)
	for _, l := range out.Values {
		v := l
		if v < 0 {
			v = -v
		}
		if v >= len(m) {
			return fmt.Errorf("model mentions variable %d; the encoding has %d (was it made with the same --amo?)", v, len(m)-1)
		}
		m[v] = l > 0
	}
	if err := enc.Formula.Check(m); err != nil {
		var ve *encode.ViolationError
		if errors.As(err, &ve) {
			return fmt.Errorf("the model is not a model of this puzzle's CNF: %w", err)
		}
		return err
	}
	sol, err := enc.Decode(m)
	if err != nil {
		return err
	}
	if err := zebra.Check(p, sol); err != nil {
		return err
	}
	if c.String("format") == "json" {
		res := p.MarshalSolution(sol)
		res.Status = puzzleStatus(solver.Sat)
		return zebra.WriteJSONLine(w, res)
	}
	fmt.Fprintln(w, puzzleStatus(solver.Sat))
	return p.WriteTable(w, sol)
}
