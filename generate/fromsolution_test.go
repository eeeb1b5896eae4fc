package generate_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// sudokuSource is Sudoku as a genre gives it to FromSolution: a random
// full grid (RandomSolution on the empty grid), every cell given, and
// Keep dropping the givens not kept. With symmetric, givens go in pairs
// symmetric about the centre (clue i is cell i in the full grid).
func sudokuSource(boxRows, boxCols int, symmetric bool) generate.Source {
	n := boxRows * boxCols
	src := generate.Source{
		Kind: sudoku.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			empty := &sudoku.Puzzle{N: n, BoxRows: boxRows, BoxCols: boxCols, Regions: sudoku.BoxRegions(n, boxRows, boxCols), Givens: make([]int, n*n)}
			sol, err := generate.RandomSolution(ctx, sudoku.Kind, empty, r, 100/n)
			if err != nil {
				return nil, nil, err
			}
			full := *empty
			full.Givens = slices.Clone(sol.(*sudoku.Solution).Grid)
			return &full, sol, nil
		},
		Keep: func(p puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			q := *p.(*sudoku.Puzzle)
			q.Givens = slices.Clone(q.Givens)
			k := 0 // clue k is the k-th given
			for i, d := range q.Givens {
				if d != 0 {
					if !kept[k] {
						q.Givens[i] = 0
					}
					k++
				}
			}
			return &q
		},
	}
	if symmetric {
		src.Partner = func(_ puzzle.Puzzle, i int) int { return n*n - 1 - i }
	}
	return src
}

// unique proves with gophersat and the solve loop, independently of
// FromSolution's engine, that p has exactly one solution, and returns it.
func unique(t *testing.T, k puzzle.Kind, p puzzle.Puzzle) puzzle.Solution {
	t.Helper()
	r, err := solve.One(context.Background(), k, puzzle.Item{Puzzle: p}, solve.Options{Solver: solver.Gophersat{}, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		t.Fatalf("%d solutions", r.Count)
	}
	return r.First()
}

func TestFromSolutionSudoku(t *testing.T) {
	cases := []struct {
		br, bc    int
		symmetric bool
		grade     generate.Grade
		grader    generate.Grader
	}{
		{2, 2, true, generate.Any, nil},
		{2, 3, false, generate.Easy, nil},
		{2, 3, true, generate.Easy, generate.EngineGrader{Kind: sudoku.Kind}},
		{3, 3, true, generate.Medium, generate.EngineGrader{Kind: sudoku.Kind}},
		{3, 3, false, generate.Any, generate.Ungraded{}},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%dx%d-sym=%v-%v-%T", c.br, c.bc, c.symmetric, c.grade, c.grader)
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 2; seed++ {
				src := sudokuSource(c.br, c.bc, c.symmetric)
				opt := generate.FromOptions{Difficulty: c.grade, Grader: c.grader, Seed: seed}
				res, err := generate.FromSolution(context.Background(), src, opt)
				if err != nil {
					t.Fatal(err)
				}
				p := res.Puzzle.(*sudoku.Puzzle)
				sol := unique(t, sudoku.Kind, p)
				if !sudoku.Kind.(puzzle.Comparer).Equal(sol, res.Solution) {
					t.Fatal("the puzzle's solution is not the one the generator started from")
				}
				if err := sudoku.Kind.Check(p, res.Solution); err != nil {
					t.Fatal(err)
				}
				if c.grade != generate.Any && res.Report.Grade != c.grade {
					t.Errorf("grade %v, want %v", res.Report.Grade, c.grade)
				}
				if c.symmetric {
					n := p.N
					for i, v := range p.Givens {
						if (v == 0) != (p.Givens[n*n-1-i] == 0) {
							t.Fatalf("givens not symmetric: %s", sudoku.TathamID(p))
						}
					}
				}
				if res.Stats.Kept != p.NumGivens() || res.Stats.Clues != p.N*p.N {
					t.Errorf("stats say %d of %d clues, the puzzle has %d givens", res.Stats.Kept, res.Stats.Clues, p.NumGivens())
				}
				t.Logf("seed %d: %v %s (%s, %v)", seed, res.Report.Grade, sudoku.TathamID(p), res.Figures(), res.Stats.Elapsed.Round(time.Millisecond))
				// Same seed, same puzzle.
				again, err := generate.FromSolution(context.Background(), sudokuSource(c.br, c.bc, c.symmetric), opt)
				if err != nil || sudoku.TathamID(again.Puzzle.(*sudoku.Puzzle)) != sudoku.TathamID(p) {
					t.Errorf("seed %d does not give the same puzzle twice", seed)
				}
			}
		})
	}
}

// TestFromSolutionMinimal: without a grade target the puzzle is minimal:
// every given left is needed (removing any one leaves two solutions).
func TestFromSolutionMinimal(t *testing.T) {
	res, err := generate.FromSolution(context.Background(), sudokuSource(2, 3, false), generate.FromOptions{Grader: generate.Ungraded{}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := res.Puzzle.(*sudoku.Puzzle)
	for i, d := range p.Givens {
		if d == 0 {
			continue
		}
		q := *p
		q.Givens = slices.Clone(p.Givens)
		q.Givens[i] = 0
		r, err := solve.One(context.Background(), sudoku.Kind, puzzle.Item{Puzzle: &q}, solve.Options{Solver: solver.Gophersat{}, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.Count < 2 {
			t.Fatalf("given %d of %s can go", i, sudoku.TathamID(p))
		}
	}
}

func TestFromSolutionNoGrade(t *testing.T) {
	// A 4x4 sudoku with every given it can lose gone is never hard.
	_, err := generate.FromSolution(context.Background(), sudokuSource(2, 2, false),
		generate.FromOptions{Difficulty: generate.Hard, Grader: generate.EngineGrader{Kind: sudoku.Kind}, Seed: 1, Tries: 3, TriesSetting: "max-tries"})
	var ng *puzzle.NoGradeError
	if !errors.As(err, &ng) || ng.Tries != 3 || ng.Setting != "max-tries" || ng.Grade != "hard" {
		t.Fatalf("got %v", err)
	}
	t.Log(err)
	// Ungraded cannot aim at a grade.
	if _, err := generate.FromSolution(context.Background(), sudokuSource(2, 2, false),
		generate.FromOptions{Difficulty: generate.Easy, Grader: generate.Ungraded{}}); err == nil {
		t.Fatal("Ungraded accepted for easy")
	}
	// A bad encoding option is a usage error.
	_, err = generate.FromSolution(context.Background(), sudokuSource(2, 2, false), generate.FromOptions{Settings: map[string]string{"nonsense": "x"}})
	var ue *puzzle.UsageError
	if !errors.As(err, &ue) {
		t.Fatalf("got %v", err)
	}
}

// TestFromSolutionCancel: a cancelled context stops a generation within
// a second, whatever it was doing (drawing, removing, grading).
func TestFromSolutionCancel(t *testing.T) {
	for _, after := range []time.Duration{0, 20 * time.Millisecond, 200 * time.Millisecond, 700 * time.Millisecond} {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() {
			// 16x16, graded by the explanations: seconds of work.
			_, err := generate.FromSolution(ctx, sudokuSource(4, 4, true), generate.FromOptions{Difficulty: generate.Hard, Seed: 1})
			done <- err
		}()
		time.Sleep(after)
		cancel()
		stopped := time.Now()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("cancelled after %v: %v", after, err)
			}
			t.Logf("cancelled after %v: stopped in %v", after, time.Since(stopped).Round(time.Millisecond))
		case <-time.After(time.Second):
			t.Fatalf("cancelled after %v: still running a second later", after)
		}
	}
}

// line is a toy kind with a lazy rule: a row of N cells, K of them
// shaded, the shaded cells in one run (the lazy rule: Refine cuts a
// model whose shaded cells are apart); clue i says whether cell i is
// shaded (1), unshaded (-1) or not (0).
type line struct {
	K     int
	Clues []int
}

type lineKind struct{ lazy bool }

func (lineKind) Name() string                                   { return "line" }
func (lineKind) Title() string                                  { return "a toy: one run of shaded cells" }
func (lineKind) Formats() []puzzle.Format                       { return nil }
func (lineKind) Options() []puzzle.Option                       { return nil }
func (lineKind) Render(io.Writer, *puzzle.Result, string) error { return nil }

func (k lineKind) Encode(pz puzzle.Puzzle, opt puzzle.Options) (*puzzle.Encoding, error) {
	p := pz.(*line)
	n := len(p.Clues)
	f := encode.NewFormula()
	x := make([]encode.Lit, n)
	neg := make([]encode.Lit, n)
	for i := range x {
		x[i] = f.New(fmt.Sprintf("x%d", i))
		neg[i] = -x[i]
	}
	f.AddAtLeast(x, p.K) // native: FromSolution lowers them
	f.AddAtLeast(neg, n-p.K)
	e := &puzzle.Encoding{Problem: encode.Problem{Formula: f, Primary: x}}
	for i, c := range p.Clues {
		if c == 0 {
			continue
		}
		l := x[i]
		if c < 0 {
			l = -l
		}
		if opt.Explain {
			s := f.New(fmt.Sprintf("clue%d", i))
			f.Add(-s, l)
			e.Clues = append(e.Clues, puzzle.Clue{Selector: s, Text: fmt.Sprintf("cell %d", i)})
		} else {
			f.Add(l)
		}
	}
	if k.lazy {
		e.LazyRule = "the shaded cells are one run"
		e.Refine = func(m encode.Model) [][]encode.Lit {
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					for l := j + 1; m.Value(x[i]) && !m.Value(x[j]) && l < n; l++ {
						if m.Value(x[l]) {
							return [][]encode.Lit{{-x[i], -x[l], x[j]}}
						}
					}
				}
			}
			return nil
		}
	}
	e.Decode = func(m encode.Model) (puzzle.Solution, error) {
		s := make([]bool, n)
		for i := range s {
			s[i] = m.Value(x[i])
		}
		return s, nil
	}
	return e, nil
}

func (lineKind) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, s := pz.(*line), sol.([]bool)
	first, last, count := -1, -1, 0
	for i, b := range s {
		if !b {
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
		count++
	}
	if count != p.K || last-first+1 != count {
		return fmt.Errorf("not one run of %d: %v", p.K, s)
	}
	for i, c := range p.Clues {
		if c != 0 && (c > 0) != s[i] {
			return fmt.Errorf("clue %d broken", i)
		}
	}
	return nil
}

func (lineKind) Equal(a, b puzzle.Solution) bool { return slices.Equal(a.([]bool), b.([]bool)) }

// lineSource: a random run of k in n cells, every cell a clue.
func lineSource(k lineKind, n, run int) generate.Source {
	return generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			// The lazy kind's random solution: an eager one could break the run.
			sol, err := generate.RandomSolution(ctx, lineKind{lazy: true}, &line{K: run, Clues: make([]int, n)}, r, 0)
			if err != nil {
				return nil, nil, err
			}
			p := &line{K: run, Clues: make([]int, n)}
			for i, b := range sol.([]bool) {
				p.Clues[i] = -1
				if b {
					p.Clues[i] = 1
				}
			}
			return p, sol, nil
		},
		Keep: func(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			p := pz.(*line)
			q := &line{K: p.K, Clues: slices.Clone(p.Clues)}
			k := 0 // clue k is the k-th cell with a clue (Encode's order)
			for i, c := range q.Clues {
				if c != 0 {
					if !kept[k] {
						q.Clues[i] = 0
					}
					k++
				}
			}
			return q
		},
	}
}

// TestFromSolutionLazy: with a lazy rule, a model the engine finds is a
// second solution only when Refine accepts it. The puzzles are minimal
// (every clue is needed, by gophersat's solve loop) with the rule: a run
// of 4 in 30 cells is fixed by two clues at one of its ends (one at an
// edge), or by unshaded cells closer than 4 around it; without the rule
// it takes at least 4 (every shaded cell).
func TestFromSolutionLazy(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		k := lineKind{lazy: true}
		opt := generate.FromOptions{Seed: seed, Grader: generate.EngineGrader{Kind: k}}
		res, err := generate.FromSolution(context.Background(), lineSource(k, 30, 4), opt)
		if err != nil {
			t.Fatal(err)
		}
		p := res.Puzzle.(*line)
		unique(t, k, p)
		if res.Stats.Cuts == 0 || res.Stats.Kept >= 30 {
			t.Errorf("seed %d: %s; clues %v", seed, res.Figures(), p.Clues)
		}
		// Minimal: every clue left is needed.
		for i, c := range p.Clues {
			if c == 0 {
				continue
			}
			q := &line{K: p.K, Clues: slices.Clone(p.Clues)}
			q.Clues[i] = 0
			r, err := solve.One(context.Background(), k, puzzle.Item{Puzzle: q}, solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil || r.Count < 2 {
				t.Errorf("seed %d: clue %d of %v can go (%v)", seed, i, p.Clues, err)
			}
		}
		t.Logf("seed %d: %v %v (%s; %s by the engine)", seed, p.Clues, res.Solution, res.Figures(), res.Report.Grade)
		again, err := generate.FromSolution(context.Background(), lineSource(k, 30, 4), opt)
		if err != nil || !slices.Equal(again.Puzzle.(*line).Clues, p.Clues) {
			t.Errorf("seed %d does not give the same puzzle twice", seed)
		}
		// Without the rule (an encoding that leaves connectivity out
		// altogether, which no genre should do) every clue stays.
		eager := lineKind{}
		res, err = generate.FromSolution(context.Background(), lineSource(eager, 30, 4), generate.FromOptions{Seed: seed, Grader: generate.Ungraded{}})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Kept < 4 || res.Stats.Cuts != 0 {
			t.Errorf("seed %d without the rule: %s", seed, res.Figures())
		}
	}
}

// TestFromSolutionBadKeep: a Keep that does not fit the selectors (it
// keeps the wrong clues) is caught by the check from scratch.
func TestFromSolutionBadKeep(t *testing.T) {
	k := lineKind{lazy: true}
	src := lineSource(k, 12, 3)
	keep := src.Keep
	src.Keep = func(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
		return keep(pz, make([]bool, len(kept))) // drops every clue
	}
	_, err := generate.FromSolution(context.Background(), src, generate.FromOptions{Seed: 1, Grader: generate.Ungraded{}})
	if err == nil || !strings.Contains(err.Error(), "Keep disagree") {
		t.Fatalf("got %v", err)
	}
}

// TestEngineGraderLazy: the generic engine grader sees the lazy rule
// through the cuts a uniqueness proof needs: two shaded clues at 5 and 7
// and the run of 3 is fixed by propagation once the cut "5 and 7 shaded:
// 6 too" is a clause.
func TestEngineGraderLazy(t *testing.T) {
	p := &line{K: 3, Clues: make([]int, 12)}
	p.Clues[5], p.Clues[7] = 1, 1
	rep, err := generate.EngineGrader{Kind: lineKind{lazy: true}}.Grade(p)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Grade != generate.Easy {
		t.Errorf("%+v", rep)
	}
}

// genKind is a genre's generator written as docs/contract.md ("A
// generator in a few lines") shows it, for Sudoku with 2x3 boxes: the
// whole path from settings to a batch's output.
type genKind struct{ sudoku.Sudoku }

func (genKind) GenerateHelp() (string, string) { return "toy", "a generator from FromSolution" }

func (k genKind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	opts[0].Min, opts[0].Max, opts[0].Default = 6, 6, "6" // size
	return append(opts, generate.BatchOptions(k, nil)...)
}

func (k genKind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

func (k genKind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	src := sudokuSource(2, 3, true) // a genre makes its source for g.W x g.H
	src.Kind = k
	res, err := generate.FromSolution(ctx, src, g.From(seed))
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}

func TestFromSolutionBatch(t *testing.T) {
	var out, stats strings.Builder
	b := generate.Batch{Kind: genKind{}, Settings: map[string]string{"size": "6", "difficulty": "easy", puzzle.SettingStats: "true"},
		Seed: 5, Count: 3, Format: "tatham", W: &out, Stats: &stats}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.ReadAll(sudoku.Kind, puzzle.Source{Name: "out", Data: []byte(out.String())}, "tatham")
	if err != nil || len(items) != 3 {
		t.Fatalf("%d puzzles, %v:\n%s", len(items), err, out.String())
	}
	for _, it := range items {
		unique(t, sudoku.Kind, it.Puzzle)
	}
	if !strings.Contains(stats.String(), "3 puzzles: easy 3, medium 0, hard 0") {
		t.Errorf("stats:\n%s", stats.String())
	}
	t.Logf("%s%s", out.String(), stats.String())
	for _, bad := range []map[string]string{{"size": "7"}, {"difficulty": "extreme"}, {"grade-by": "luck"}, {"colour": "red"}} {
		err := genKind{}.CheckSettings(bad)
		var ue *puzzle.UsageError
		if !errors.As(err, &ue) {
			t.Errorf("%v: %v", bad, err)
		}
	}
}

// TestFromSolutionFix: a full puzzle with other solutions is repaired by
// Source.Fix (here: the clue of a cell where the two solutions differ is
// added) until it is unique; a Fix that gives up makes a new draw.
func TestFromSolutionFix(t *testing.T) {
	k := lineKind{lazy: true}
	src := lineSource(k, 20, 3)
	full := src.Full
	src.Full = func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
		_, sol, err := full(ctx, r)
		return &line{K: 3, Clues: make([]int, 20)}, sol, err // no clue at all
	}
	fixes := 0
	src.Fix = func(pz puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
		fixes++
		p := pz.(*line)
		q := &line{K: p.K, Clues: slices.Clone(p.Clues)}
		a, b := sol.([]bool), other.([]bool)
		for i := range a {
			if a[i] != b[i] {
				q.Clues[i] = -1
				if a[i] {
					q.Clues[i] = 1
				}
				return q, true
			}
		}
		t.Fatal("Fix got two equal solutions")
		return nil, false
	}
	res, err := generate.FromSolution(context.Background(), src, generate.FromOptions{Seed: 1, Grader: generate.Ungraded{}})
	if err != nil {
		t.Fatal(err)
	}
	unique(t, k, res.Puzzle)
	if res.Stats.Fixes == 0 || res.Stats.Fixes != fixes || res.Stats.NotUnique != 0 {
		t.Errorf("%s (Fix called %d times)", res.Figures(), fixes)
	}
	t.Logf("%v: %s", res.Puzzle.(*line).Clues, res.Figures())
	// Without Keep nothing goes: the puzzle is the one Fix made, a clue
	// a repair.
	layout := src
	layout.Keep = nil
	res, err = generate.FromSolution(context.Background(), layout, generate.FromOptions{Seed: 3, Grader: generate.Ungraded{}})
	if err != nil {
		t.Fatal(err)
	}
	unique(t, k, res.Puzzle)
	n := 0
	for _, c := range res.Puzzle.(*line).Clues {
		if c != 0 {
			n++
		}
	}
	if n != res.Stats.Fixes || res.Stats.Kept != n || res.Stats.Calls != 0 {
		t.Errorf("%v: %s", res.Puzzle.(*line).Clues, res.Figures())
	}
	t.Logf("without Keep: %v: %s", res.Puzzle.(*line).Clues, res.Figures())
	// A Fix that gives up: every draw is dropped.
	src.Fix = func(puzzle.Puzzle, puzzle.Solution, puzzle.Solution, *rng.Rand) (puzzle.Puzzle, bool) {
		return nil, false
	}
	_, err = generate.FromSolution(context.Background(), src, generate.FromOptions{Seed: 2, Grader: generate.Ungraded{}, Tries: 3})
	var ng *puzzle.NoGradeError
	if !errors.As(err, &ng) || !strings.Contains(err.Error(), "3 of 3 full puzzles not unique") {
		t.Errorf("got %v", err)
	}
}

// TestFromSolutionOrder: Source.Order decides which clues may go, and in
// which order.
func TestFromSolutionOrder(t *testing.T) {
	k := lineKind{lazy: true}
	src := lineSource(k, 16, 3)
	src.Order = func(_ puzzle.Puzzle, clues []puzzle.Clue, r *rng.Rand) []int {
		var even []int
		for i := range clues {
			if i%2 == 0 {
				even = append(even, i)
			}
		}
		r.Shuffle(len(even), func(i, j int) { even[i], even[j] = even[j], even[i] })
		return even
	}
	res, err := generate.FromSolution(context.Background(), src, generate.FromOptions{Seed: 4, Grader: generate.Ungraded{}})
	if err != nil {
		t.Fatal(err)
	}
	p := res.Puzzle.(*line)
	for i, c := range p.Clues {
		if i%2 == 1 && c == 0 {
			t.Fatalf("odd clue %d went: %v", i, p.Clues)
		}
	}
	if res.Stats.Kept == 16 {
		t.Errorf("nothing went: %v", p.Clues)
	}
	unique(t, k, p)
}

// TestFromSolutionWithin: the grade kept while removing, by a grader of
// the puzzle of the clues left (Within), here the generic engine grader,
// which reasons as the default check on the full puzzle's selectors
// does: the same puzzles.
func TestFromSolutionWithin(t *testing.T) {
	for _, g := range []generate.Grade{generate.Easy, generate.Medium} {
		for seed := uint64(1); seed <= 2; seed++ {
			eng := generate.EngineGrader{Kind: sudoku.Kind}
			opt := generate.FromOptions{Difficulty: g, Grader: eng, Seed: seed, Tries: 200}
			a, err := generate.FromSolution(context.Background(), sudokuSource(2, 3, false), opt)
			if err != nil {
				t.Fatal(err)
			}
			opt.Within = eng
			b, err := generate.FromSolution(context.Background(), sudokuSource(2, 3, false), opt)
			if err != nil {
				t.Fatal(err)
			}
			ida, idb := sudoku.TathamID(a.Puzzle.(*sudoku.Puzzle)), sudoku.TathamID(b.Puzzle.(*sudoku.Puzzle))
			if ida != idb || b.Report.Grade != g {
				t.Errorf("%v seed %d: %s without Within, %s (%v) with", g, seed, ida, idb, b.Report.Grade)
			}
		}
	}
}

// TestFromSolutionBadKeepGraded: a Keep that does not fit the selectors,
// with a grader that then fails, is still reported as the misfit.
func TestFromSolutionBadKeepGraded(t *testing.T) {
	src := sudokuSource(2, 2, false)
	keep := src.Keep
	src.Keep = func(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
		return keep(pz, make([]bool, len(kept))) // drops every given
	}
	_, err := generate.FromSolution(context.Background(), src, generate.FromOptions{Seed: 1, Difficulty: generate.Easy})
	if err == nil || !strings.Contains(err.Error(), "Keep disagree") {
		t.Fatalf("got %v", err)
	}
}

// TestFromSolutionHashi: a real genre with a lazy rule. Hashi's islands
// may have unknown numbers (its Explain selector off: at least one
// bridge), and its connectivity is lazy by default: a generated puzzle's
// numbers are removed while the bridges stay the only solution, the
// connectivity cuts deciding many of the calls.
func TestFromSolutionHashi(t *testing.T) {
	cuts := 0
	for seed := uint64(1); seed <= 3; seed++ {
		src := generate.Source{
			Kind: hashi.Kind,
			Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
				g, err := genhashi.Generate(ctx, genhashi.Options{Width: 7, Height: 7, Seed: r.Uint64(), Grader: generate.Ungraded{}})
				if err != nil {
					return nil, nil, err
				}
				return g.Puzzle, g.Solution, nil
			},
			Keep: func(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
				p := *pz.(*hashi.Puzzle)
				p.Islands = slices.Clone(p.Islands)
				k := 0 // clue k: the k-th island with a number
				for i := range p.Islands {
					if p.Islands[i].Known() {
						if !kept[k] {
							p.Islands[i].Clue = hashi.Unknown
						}
						k++
					}
				}
				return &p
			},
		}
		opt := generate.FromOptions{Seed: seed, Grader: generate.Ungraded{}}
		if seed == 3 {
			// Easy by the explanations (the default grader), kept easy by
			// propagation with the cuts found while removing.
			opt = generate.FromOptions{Seed: seed, Difficulty: generate.Easy}
		}
		res, err := generate.FromSolution(context.Background(), src, opt)
		if err != nil {
			t.Fatal(err)
		}
		if res.Report.Grade != opt.Difficulty || res.Stats.Draws != 1 {
			t.Errorf("seed %d: %v, want %v in one draw (%s)", seed, res.Report.Grade, opt.Difficulty, res.Figures())
		}
		p := res.Puzzle.(*hashi.Puzzle)
		sol := unique(t, hashi.Kind, p)
		if !hashi.Kind.(puzzle.Comparer).Equal(sol, res.Solution) {
			t.Fatal("another solution")
		}
		if res.Stats.Kept >= res.Stats.Clues {
			t.Errorf("seed %d: %s", seed, res.Figures())
		}
		cuts += res.Stats.Cuts
		t.Logf("seed %d: %s (%v)", seed, res.Figures(), res.Stats.Elapsed.Round(time.Millisecond))
	}
	if cuts == 0 {
		t.Error("no connectivity cut in three puzzles")
	}
}

// TestFromSolutionOtherChecked: what Source.Other returns counts only
// when it is a solution of the clues kept other than the intended one:
// an Other that returns the intended solution, or a grid that breaks
// the rules, changes no puzzle and spares no call.
func TestFromSolutionOtherChecked(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		opt := generate.FromOptions{Difficulty: generate.Any, Grader: generate.Ungraded{}, Seed: seed}
		plain, err := generate.FromSolution(context.Background(), sudokuSource(2, 2, false), opt)
		if err != nil {
			t.Fatal(err)
		}
		for name, other := range map[string]func(full puzzle.Puzzle, sol puzzle.Solution, kept []bool, group []int) puzzle.Solution{
			"the intended solution": func(_ puzzle.Puzzle, sol puzzle.Solution, _ []bool, _ []int) puzzle.Solution { return sol },
			"a broken grid": func(_ puzzle.Puzzle, sol puzzle.Solution, _ []bool, _ []int) puzzle.Solution {
				s := sol.(*sudoku.Solution)
				return &sudoku.Solution{N: s.N, Grid: make([]int, len(s.Grid))}
			},
		} {
			src := sudokuSource(2, 2, false)
			src.Other = other
			got, err := generate.FromSolution(context.Background(), src, opt)
			if err != nil {
				t.Fatal(err)
			}
			ida, idb := sudoku.TathamID(plain.Puzzle.(*sudoku.Puzzle)), sudoku.TathamID(got.Puzzle.(*sudoku.Puzzle))
			if ida != idb || got.Stats.Others != 0 || got.Stats.Calls != plain.Stats.Calls {
				t.Errorf("seed %d, Other giving %s: %s (%d calls, %d others), without Other %s (%d calls)", seed, name, idb, got.Stats.Calls, got.Stats.Others, ida, plain.Stats.Calls)
			}
		}
	}
}
