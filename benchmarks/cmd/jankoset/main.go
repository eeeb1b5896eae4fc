// Command jankoset checks puzzlesat on the janko.at sets of the PuzzleKit
// dataset (github.com/SmilingWayne/puzzlekit-dataset): it solves every
// puzzle that has a published solution, with uniqueness proved, writes
// the solution in the kind's "janko" output format (the dataset's own
// solution form) and compares it with the published one token by token.
// Where the tokens differ it says why: the published solution is garbled
// (its grid has other rows or columns than its header says), is the same
// solution written otherwise (Shikaku's room labels: the kind's Comparer
// finds it equal), breaks the rules (the kind's Check), or the puzzle has
// more than one solution; anything else is a MISMATCH, and the exit code
// is 1.
//
// Each FILE is one genre's JSON file as the dataset stores it
// (assets/data/Hashi/Hashi_dataset.json: {"name": "Hashi", "data":
// {"01_9x9": {"problem": "9 9\n- 3 ...", "solution": "9 9\n- - 2 ..."}}});
// the kind is the file's "name" (or -kind). Puzzles are solved one after
// the other in this process with the embedded gophersat, as `puzzlesat
// solve` solves without --timeout (with -timeout, gophersat solves in its
// worker process instead, a round trip per solve); the time of a
// puzzle is solve.One's (encode, solve, prove uniqueness, decode, check),
// the reading and comparing left out, as wall time and as this process's
// CPU time (user and system, getrusage) over the same span: on a loaded
// machine the CPU time is the fairer figure. The dataset's puzzles are janko.at's:
// they are not committed here; fetch the dataset to run this.
//
//	go run ./benchmarks/cmd/jankoset /path/to/Hashi_dataset.json /path/to/Shikaku_dataset.json
//	go run ./benchmarks/cmd/jankoset -v -kind shikaku Shikaku_dataset.json
//	go run ./benchmarks/cmd/jankoset -set connectivity=eager Masyu_dataset.json
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/puzzlekit"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// tally is one file's figures.
type tally struct {
	kind                                 string
	puzzles, withSolution                int
	garbled, unreadable, unsolved        int
	unique, nonUnique                    int
	matched, rendering, broken, mismatch int
	times, cpu                           []time.Duration
	slowest                              string
	notes                                []string
	wall                                 time.Duration
}

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	kindName := flag.String("kind", "", "the puzzle kind (default: the file's \"name\")")
	verbose := flag.Bool("v", false, "list every puzzle that is not a token-by-token match, not only the mismatches")
	timeout := flag.Duration("timeout", 0, "bound on one puzzle's solve (0: none; with one, gophersat solves in its worker process, a round trip per solve)")
	first := flag.Int("n", 0, "only the first N puzzles of each file, in name order (0: all)")
	solverName := flag.String("solver", "gophersat", "the backend, as solve's --solver (cdcl for -set connectivity=native)")
	flag.Func("set", "an encoding option NAME=VALUE (repeatable), as solve's --NAME VALUE: -set connectivity=eager", func(v string) error {
		name, value, ok := strings.Cut(v, "=")
		if !ok || name == "" {
			return fmt.Errorf("want NAME=VALUE, not %q", v)
		}
		settings[name] = value
		return nil
	})
	flag.Parse()
	if *solverName != "gophersat" {
		s, err := solver.Lookup(*solverName)
		if err != nil {
			fmt.Fprintln(os.Stderr, "jankoset:", err)
			os.Exit(2)
		}
		backend = s
	}
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: jankoset [-kind KIND] [-v] [-timeout D] [-n N] DATASET.json...")
		os.Exit(2)
	}
	start := time.Now()
	var all []*tally
	bad := false
	for _, path := range flag.Args() {
		t, err := run(path, *kindName, *timeout, *first)
		if err != nil {
			fmt.Fprintln(os.Stderr, "jankoset:", err)
			os.Exit(2)
		}
		all = append(all, t)
		bad = bad || t.mismatch > 0
		for _, n := range t.notes {
			if *verbose || strings.Contains(n, "MISMATCH") {
				fmt.Println(n)
			}
		}
	}
	fmt.Println()
	fmt.Println("| kind | puzzles | with solution | garbled | unreadable | unsolved | unique | not unique | tokens match | same solution, other tokens | published breaks rules | MISMATCH | mean ms | max ms (puzzle) | mean CPU ms | max CPU ms | run s |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, t := range all {
		mean, mx := stats(t.times)
		cmean, cmx := stats(t.cpu)
		fmt.Printf("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %.2f | %.2f (%s) | %.2f | %.2f | %.1f |\n",
			t.kind, t.puzzles, t.withSolution, t.garbled, t.unreadable, t.unsolved, t.unique, t.nonUnique,
			t.matched, t.rendering, t.broken, t.mismatch, ms(mean), ms(mx), t.slowest, ms(cmean), ms(cmx), t.wall.Seconds())
	}
	fmt.Printf("\nwhole run, in-process: %.1f s wall, %.1f s CPU\n", time.Since(start).Seconds(), cpuTime().Seconds())
	if bad {
		os.Exit(1)
	}
}

// settings are the encoding options of -set.
var settings = map[string]string{}

// backend is -solver's (nil: gophersat).
var backend solver.Solver

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func stats(ds []time.Duration) (mean, mx time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	var sum time.Duration
	for _, d := range ds {
		sum += d
		mx = max(mx, d)
	}
	return sum / time.Duration(len(ds)), mx
}

func run(path, kindName string, timeout time.Duration, first int) (*tally, error) {
	ds, err := puzzlekit.Read(path)
	if err != nil {
		return nil, err
	}
	k, err := ds.Kind(kindName, kinds.Lookup)
	if err != nil {
		return nil, fmt.Errorf("%s: %v (give -kind)", path, err)
	}
	if !contains(puzzle.OutputFormats(k), "janko") {
		return nil, fmt.Errorf("%s puzzles have no janko output format", k.Name())
	}
	names := ds.Names()
	if first > 0 && first < len(names) {
		names = names[:first]
	}
	t := &tally{kind: k.Name(), puzzles: len(names)}
	began := time.Now()
	for _, name := range names {
		e := ds.Data[name]
		if strings.TrimSpace(e.Solution) == "" {
			continue
		}
		t.withSolution++
		t.check(k, name, e.Problem, e.Solution, timeout)
	}
	t.wall = time.Since(began)
	return t, nil
}

// check solves one puzzle and compares its solution with the published one.
func (t *tally) check(k puzzle.Kind, name, problem, published string, timeout time.Duration) {
	note := func(format string, args ...any) {
		t.notes = append(t.notes, fmt.Sprintf("%s %s: %s", t.kind, name, fmt.Sprintf(format, args...)))
	}
	rows, cols, pub, pubErr := grid(published)
	items, err := puzzle.ReadAll(k, puzzle.Source{Name: name, Data: []byte(problem)}, "janko")
	if err != nil {
		if _, _, _, gerr := grid(problem); gerr != nil {
			t.garbled++
			note("problem garbled: %v", gerr)
		} else {
			t.unreadable++
			note("problem unreadable: %v", err)
		}
		return
	}
	// The published solution as the kind reads it: a janko.at block of
	// the problem and the solution, whose solution is the item's
	// Reference (nil when the block does not read).
	var ref puzzle.Solution
	var refErr error
	if prows, pcols, ptoks, perr := grid(problem); pubErr == nil && perr == nil && prows == rows && pcols == cols {
		bi, err := puzzle.ReadAll(k, puzzle.Source{Name: name, Data: block(rows, cols, ptoks, pub)}, "janko")
		if err == nil && len(bi) == 1 {
			ref = bi[0].Reference
		} else {
			refErr = err
		}
	} else {
		refErr = fmt.Errorf("problem and solution differ in size")
	}
	if ref == nil && pubErr == nil {
		// A genre whose header holds more than ROWS COLS (Star Battle's
		// STARS) has no janko.at block to carry it: its plain form may
		// take the solution's rows after the problem instead.
		var b bytes.Buffer
		b.WriteString(strings.TrimRight(problem, "\n") + "\n")
		writeRows(&b, pub, cols)
		pi, err := puzzle.ReadAll(k, puzzle.Source{Name: name, Data: b.Bytes()}, "janko")
		switch {
		case err == nil && len(pi) == 1 && pi[0].Reference != nil:
			ref, refErr = pi[0].Reference, nil
		case err != nil && strings.Contains(err.Error(), "solution"):
			refErr = err // the solution's rows were taken as such, and are wrong
		}
	}
	item := items[0]
	began, cpu0 := time.Now(), cpuTime()
	r, err := solve.One(context.Background(), k, item, solve.Options{Solver: backend, Unique: true, Timeout: timeout, Encode: puzzle.Options{Settings: settings}})
	took, cpu := time.Since(began), cpuTime()-cpu0
	if err != nil || r.Status != puzzle.Solved || !r.Unique.Known() {
		t.unsolved++
		status := "?"
		if r != nil {
			status = puzzle.StatusLine(r)
		}
		note("not solved: %s %v", status, err)
		return
	}
	t.times, t.cpu = append(t.times, took), append(t.cpu, cpu)
	unique := r.Unique == puzzle.UniqueYes
	if unique {
		t.unique++
	} else {
		t.nonUnique++
	}
	if mx := slicesMax(t.times); took == mx {
		t.slowest = name
	}
	if pubErr != nil {
		t.garbled++ // solved and timed, not compared
		note("published solution garbled: %v", pubErr)
		return
	}
	var out bytes.Buffer
	if err := k.Render(&out, r, "janko"); err != nil {
		t.mismatch++
		note("MISMATCH: the janko output failed: %v", err)
		return
	}
	orows, ocols, got, err := grid(firstGrid(out.String()))
	if err != nil {
		t.mismatch++
		note("MISMATCH: the janko output does not read back: %v", err)
		return
	}
	eq, _ := k.(puzzle.Comparer)
	switch {
	case orows == rows && ocols == cols && equalTokens(got, pub):
		t.matched++
		if !unique {
			note("not unique (%s); the published solution is the one found", r.Unique)
		}
	case ref != nil && eq != nil && eq.Equal(r.First(), ref):
		t.rendering++
		note("same solution, other tokens (%s)", differs(got, pub, cols))
	case ref != nil && k.Check(item.Puzzle, ref) != nil:
		t.broken++
		note("the published solution breaks the rules: %v", k.Check(item.Puzzle, ref))
	case !unique && ref != nil && eq != nil && len(r.Solutions) > 1 && eq.Equal(r.Solutions[1], ref):
		note("not unique (%s); the published solution is the second one found", r.Unique)
	case !unique:
		note("not unique (%s); the published solution is neither of the two found (%s)", r.Unique, differs(got, pub, cols))
	case ref == nil:
		t.broken++
		note("the published solution does not read: %v", refErr)
	default:
		t.mismatch++
		note("MISMATCH: a unique solution that differs from the published one (%s)", differs(got, pub, cols))
	}
}

func slicesMax(ds []time.Duration) time.Duration {
	_, mx := stats(ds)
	return mx
}

// grid reads "ROWS COLS" and ROWS lines of COLS tokens: the dataset's
// form of problems and solutions.
func grid(s string) (rows, cols int, toks []string, err error) {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return 0, 0, nil, fmt.Errorf("empty")
	}
	h := strings.Fields(lines[0])
	if len(h) < 2 { // ROWS COLS, and a genre's numbers after (Star Battle's STARS)
		return 0, 0, nil, fmt.Errorf("header %q, want ROWS COLS", lines[0])
	}
	rows, err1 := strconv.Atoi(h[0])
	cols, err2 := strconv.Atoi(h[1])
	if err1 != nil || err2 != nil || rows < 1 || cols < 1 {
		return 0, 0, nil, fmt.Errorf("header %q, want ROWS COLS", lines[0])
	}
	if len(lines)-1 != rows {
		return 0, 0, nil, fmt.Errorf("%d rows, the header says %d", len(lines)-1, rows)
	}
	for i, l := range lines[1:] {
		f := strings.Fields(l)
		if len(f) != cols {
			return 0, 0, nil, fmt.Errorf("row %d has %d tokens, the header says %d", i+1, len(f), cols)
		}
		toks = append(toks, f...)
	}
	return rows, cols, toks, nil
}

// firstGrid is the first grid of a janko output (the lines before the
// first comment line after it).
func firstGrid(s string) string {
	if i := strings.Index(s, "\n#"); i >= 0 {
		return s[:i+1]
	}
	return s
}

// block is a janko.at block of a problem and its solution.
func block(rows, cols int, problem, solution []string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "begin\nrows %d\ncols %d\nproblem\n", rows, cols)
	writeRows(&b, problem, cols)
	b.WriteString("solution\n")
	writeRows(&b, solution, cols)
	b.WriteString("end\n")
	return b.Bytes()
}

func writeRows(b *bytes.Buffer, toks []string, cols int) {
	for i, t := range toks {
		b.WriteString(t)
		if (i+1)%cols == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
}

func equalTokens(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// differs says how many tokens differ and where the first one is.
func differs(got, pub []string, cols int) string {
	if len(got) != len(pub) {
		return fmt.Sprintf("%d tokens against %d", len(got), len(pub))
	}
	n, first := 0, -1
	for i := range got {
		if got[i] != pub[i] {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	if n == 0 {
		return "no token differs"
	}
	return fmt.Sprintf("%d tokens differ, first at row %d col %d: %q published, %q found", n, first/cols+1, first%cols+1, pub[first], got[first])
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
