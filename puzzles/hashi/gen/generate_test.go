package gen

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func gen(t testing.TB, opt Options) *Result {
	t.Helper()
	r, err := Generate(context.Background(), opt)
	if err != nil {
		t.Fatalf("%+v: %v", opt, err)
	}
	return r
}

// Every generated puzzle has exactly one solution, the intended one, by
// the independent solve loop: puzzles/hashi's encoding, lazy connectivity
// cuts, blocking on the primary variables, gophersat and the cdcl
// backend, every solution checked by hashi.Check.
func TestUniqueBySolveLoop(t *testing.T) {
	backends := []solver.Solver{solver.Gophersat{}, solver.CDCL{}}
	n := 0
	for _, size := range [][2]int{{5, 5}, {7, 7}, {10, 8}, {15, 15}} {
		for m := 1; m <= 4; m++ {
			for seed := uint64(1); seed <= 6; seed++ {
				r := gen(t, Options{Width: size[0], Height: size[1], MaxBridges: m, Seed: seed})
				item := puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()}
				res, err := solve.One(context.Background(), hashi.Kind, item, solve.Options{Solver: backends[n%2], Unique: true})
				n++
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
					t.Fatalf("%s: %v, unique %v", r.ID(), res.Status, res.Unique)
				}
				if !reflect.DeepEqual(res.Solutions[0], r.Solution) {
					t.Fatalf("%s: the solve loop found %v, the generator intended %v", r.ID(), res.Solutions[0], r.Solution)
				}
			}
		}
	}
}

// On tiny grids every assignment of multiplicities to the candidate edges
// is tried: exactly one passes hashi.Check, and it is the intended one.
func TestUniqueByBruteForce(t *testing.T) {
	n := 0
	for seed := uint64(1); n < 60; seed++ {
		m := 1 + int(seed%3)
		r := gen(t, Options{Width: 4 + int(seed%3), Height: 4, MaxBridges: m, Seed: seed})
		l, err := layoutOf(r.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.edges) > 11 {
			continue
		}
		n++
		var sols []*hashi.Solution
		k := make([]int, len(l.edges))
		for {
			l.bridges = k
			if s := l.solution(); hashi.Check(r.Puzzle, s) == nil {
				sols = append(sols, s)
			}
			i := 0
			for i < len(k) && k[i] == m {
				k[i] = 0
				i++
			}
			if i == len(k) {
				break
			}
			k[i]++
		}
		if len(sols) != 1 || !reflect.DeepEqual(sols[0], r.Solution) {
			t.Fatalf("%s (M=%d): %d solutions by brute force", r.ID(), m, len(sols))
		}
	}
}

// The same options and seed give the same puzzle, with either grader;
// puzzles of different seeds differ.
func TestDeterministic(t *testing.T) {
	for i, g := range []generate.Grade{generate.Any, generate.Easy, generate.Medium, generate.Hard, generate.Medium, generate.Hard} {
		opt := Options{Width: 12, Height: 10, Difficulty: g, Seed: 3}
		switch {
		case i >= 4:
			opt.Grader = Grader{}
		case g == generate.Hard:
			opt.Width, opt.Height = 8, 8 // climbing explains each change
		}
		a, b := gen(t, opt), gen(t, opt)
		if !reflect.DeepEqual(a.Puzzle, b.Puzzle) || !reflect.DeepEqual(a.Report, b.Report) || a.Stats.Calls != b.Stats.Calls {
			t.Errorf("%v: two runs differ: %s / %s", g, tathamID(t, a), tathamID(t, b))
		}
		opt.Seed++
		if c := gen(t, opt); reflect.DeepEqual(a.Puzzle, c.Puzzle) {
			t.Errorf("%v: seeds 3 and 4 give the same puzzle", g)
		}
	}
}

func tathamID(t testing.TB, r *Result) string {
	t.Helper()
	id, err := hashi.TathamID(r.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// The golden file pins the puzzles of a few seeds: a change in the
// growth, the repairs, the engine or the random numbers shows here.
// It holds for every platform (no maps, no floats, a specified PRNG).
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, c := range []struct {
		opt  Options
		seed []uint64
	}{
		{Options{Width: 7, Height: 7}, []uint64{1, 2, 3}},
		{Options{Width: 10, Height: 10, Difficulty: generate.Easy}, []uint64{1, 2}},
		{Options{Width: 15, Height: 15, Difficulty: generate.Medium}, []uint64{1, 2}},
		{Options{Width: 10, Height: 10, Difficulty: generate.Hard}, []uint64{1}},
		{Options{Width: 9, Height: 6, MaxBridges: 4, Islands: 12}, []uint64{7}},
		{Options{Width: 8, Height: 8, MaxBridges: 1, Density: 40}, []uint64{5}},
		{Options{Width: 15, Height: 15, Difficulty: generate.Medium, Grader: Grader{}}, []uint64{1, 2}},
		{Options{Width: 10, Height: 10, Difficulty: generate.Hard, Grader: Grader{}}, []uint64{1}},
	} {
		for _, s := range c.seed {
			opt := c.opt
			opt.Seed = s
			r := gen(t, opt)
			by := "explain"
			if _, ok := opt.Grader.(Grader); ok {
				by = "engine"
			}
			fmt.Fprintf(&b, "%s %s by %s %s\n", r.ID(), r.Report.Grade, by, tathamID(t, r))
		}
	}
	path := filepath.Join("testdata", "golden.txt")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("generated:\n%s\nwant (%s):\n%s", b.String(), path, want)
	}
}

// Each difficulty gives puzzles of that grade, confirmed by a fresh
// grader of the same kind (by the explanations, the default, and by the
// engine); Islands gives that many islands.
func TestDifficultyAndIslands(t *testing.T) {
	for _, gr := range []generate.Grader{DefaultGrader(), Grader{}} {
		for _, g := range generate.Grades() {
			for seed := uint64(1); seed <= 3; seed++ {
				r := gen(t, Options{Width: 10, Height: 10, Difficulty: g, Seed: seed, Grader: gr})
				rep, err := gr.Grade(r.Puzzle)
				if err != nil || rep.Grade != g {
					t.Errorf("%s asked %v (%T): report %+v, graded again %+v (%v)", r.ID(), g, gr, r.Report, rep, err)
				}
				if _, engine := gr.(Grader); engine && rep != r.Report {
					t.Errorf("%s asked %v: report %+v, graded again %+v", r.ID(), g, r.Report, rep)
				}
			}
		}
	}
	for _, n := range []int{2, 9, 25} {
		opt := Options{Width: 9, Height: 9, Islands: n}
		if err := opt.Validate(); err != nil { // as the command does, before Make validates again
			t.Fatal(err)
		}
		g, err := Make(opt)(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(g.Puzzle.(*hashi.Puzzle).Islands); got != n {
			t.Errorf("--islands %d: %d islands", n, got)
		}
	}
}

func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		opt  Options
		want string
	}{
		{Options{Width: 2, Height: 9}, "size"},
		{Options{Width: 9, Height: 9, MaxBridges: 5}, "max-bridges"},
		{Options{Width: 9, Height: 9, Islands: 5, Density: 20}, "not both"},
		{Options{Width: 9, Height: 9, Islands: 50}, "--islands must be 2..41"},
		{Options{Width: 9, Height: 9, Density: 101}, "--density"},
	} {
		_, err := Generate(context.Background(), c.opt)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one saying %q", c.opt, err, c.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, Options{Width: 9, Height: 9}); err == nil {
		t.Error("a cancelled context: no error")
	}
}

// Without a grade asked for, the Ungraded grader gives the puzzles the
// graders give (grading draws no random numbers), and a difficulty needs
// a real grader.
func TestUngradedSamePuzzles(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		for _, size := range []int{7, 12} {
			opt := Options{Width: size, Height: size, Seed: seed}
			want := gen(t, opt)
			opt.Grader = generate.Ungraded{}
			got := gen(t, opt)
			if !reflect.DeepEqual(want.Puzzle, got.Puzzle) {
				t.Errorf("%dx%d seed %d: %s ungraded, %s graded", size, size, seed, tathamID(t, got), tathamID(t, want))
			}
			if got.Report.Grade != generate.Any || want.Report.Grade == generate.Any {
				t.Errorf("%dx%d seed %d: grades %v ungraded, %v graded", size, size, seed, got.Report.Grade, want.Report.Grade)
			}
		}
	}
	opt := Options{Width: 7, Height: 7, Difficulty: generate.Medium, Grader: generate.Ungraded{}}
	if err := opt.Validate(); err == nil {
		t.Error("Ungraded accepted for a medium puzzle")
	}
}
