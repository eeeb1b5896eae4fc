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
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
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
// the independent solve loop: puzzles/shikaku's encoding, blocking on
// its pattern variables, gophersat and the cdcl backend, every solution
// checked by shikaku.Check.
func TestUniqueBySolveLoop(t *testing.T) {
	backends := []solver.Solver{solver.Gophersat{}, solver.CDCL{}}
	n := 0
	for _, c := range []struct{ w, h, lo, hi int }{{5, 5, 0, 0}, {7, 7, 0, 0}, {10, 8, 1, 6}, {13, 13, 0, 0}, {12, 9, 3, 12}, {20, 15, 0, 0}} {
		for seed := uint64(1); seed <= 8; seed++ {
			r := gen(t, Options{Width: c.w, Height: c.h, MinArea: c.lo, MaxArea: c.hi, Seed: seed})
			res, err := solve.One(context.Background(), shikaku.Kind, puzzle.Item{Puzzle: r.Puzzle}, solve.Options{Solver: backends[n%2], Unique: true})
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
			for _, room := range r.Solution.Rooms {
				a := room.Width * room.Height
				if lo, hi := max(c.lo, 2), c.hi; (c.lo != 1 && a < lo) || (hi > 0 && a > hi) {
					t.Fatalf("%s: a room of area %d outside [%d, %d]", r.ID(), a, c.lo, c.hi)
				}
			}
		}
	}
}

// bruteCount counts the partitions of a tiny puzzle by trying, clue by
// clue, every rectangle of the clue's area that holds it and no other
// clue, checking the whole with shikaku.Check.
func bruteCount(p *shikaku.Puzzle) int {
	used := make([]bool, p.Width*p.Height)
	rooms := make([]shikaku.Room, len(p.Clues))
	count := 0
	var rec func(k int)
	rec = func(k int) {
		if k == len(p.Clues) {
			if shikaku.Check(p, &shikaku.Solution{Rooms: rooms}) == nil {
				count++
			}
			return
		}
		c := p.Clues[k]
		for wd := 1; wd <= c.N; wd++ {
			if c.N%wd != 0 {
				continue
			}
			hg := c.N / wd
			for y := c.Row - hg + 1; y <= c.Row; y++ {
				for x := c.Col - wd + 1; x <= c.Col; x++ {
					if y < 0 || x < 0 || y+hg > p.Height || x+wd > p.Width {
						continue
					}
					free := true
					for yy := y; yy < y+hg && free; yy++ {
						for xx := x; xx < x+wd && free; xx++ {
							free = !used[yy*p.Width+xx]
						}
					}
					if !free {
						continue
					}
					for yy := y; yy < y+hg; yy++ {
						for xx := x; xx < x+wd; xx++ {
							used[yy*p.Width+xx] = true
						}
					}
					rooms[k] = shikaku.Room{Row: y, Col: x, Width: wd, Height: hg, Clue: c.N}
					rec(k + 1)
					for yy := y; yy < y+hg; yy++ {
						for xx := x; xx < x+wd; xx++ {
							used[yy*p.Width+xx] = false
						}
					}
				}
			}
		}
	}
	rec(0)
	return count
}

// On small grids a brute-force search finds exactly one partition.
func TestUniqueByBruteForce(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		r := gen(t, Options{Width: 4 + int(seed%4), Height: 4 + int(seed%3), MinArea: 1 + int(seed%2), Seed: seed})
		if n := bruteCount(r.Puzzle); n != 1 {
			t.Fatalf("%s %s: %d solutions by brute force", r.ID(), shikaku.TathamID(r.Puzzle), n)
		}
	}
}

// The same options and seed give the same puzzle; seeds differ.
func TestDeterministic(t *testing.T) {
	for _, g := range []generate.Grade{generate.Any, generate.Easy, generate.Medium} {
		opt := Options{Width: 12, Height: 10, Difficulty: g, Seed: 3}
		if g == generate.Medium {
			opt.Grader = Grader{} // by the explanations, random partitions are easy
		}
		a, b := gen(t, opt), gen(t, opt)
		if !reflect.DeepEqual(a.Puzzle, b.Puzzle) || !reflect.DeepEqual(a.Report, b.Report) || a.Stats.Calls != b.Stats.Calls {
			t.Errorf("%v: two runs differ: %s / %s", g, shikaku.TathamID(a.Puzzle), shikaku.TathamID(b.Puzzle))
		}
		opt.Seed++
		if c := gen(t, opt); reflect.DeepEqual(a.Puzzle, c.Puzzle) {
			t.Errorf("%v: seeds 3 and 4 give the same puzzle", g)
		}
	}
}

// The golden file pins the puzzles of a few seeds, on every platform.
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, c := range []struct {
		opt  Options
		seed []uint64
	}{
		{Options{Width: 7, Height: 7}, []uint64{1, 2, 3}},
		{Options{Width: 10, Height: 10, Difficulty: generate.Easy}, []uint64{1}},
		{Options{Width: 10, Height: 10, Difficulty: generate.Medium, Grader: Grader{}}, []uint64{1}},
		{Options{Width: 15, Height: 9, MinArea: 3, MaxArea: 8}, []uint64{4}},
		{Options{Width: 6, Height: 6, MinArea: 1}, []uint64{5}},
	} {
		for _, s := range c.seed {
			opt := c.opt
			opt.Seed = s
			r := gen(t, opt)
			fmt.Fprintf(&b, "%s %s %s\n", r.ID(), r.Report.Grade, shikaku.TathamID(r.Puzzle))
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

func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		opt  Options
		want string
	}{
		{Options{Width: 1, Height: 9}, "size"},
		{Options{Width: 9, Height: 9, MinArea: 5, MaxArea: 4}, "--min-area"},
		{Options{Width: 9, Height: 9, MinArea: -1}, "--min-area"},
	} {
		_, err := Generate(context.Background(), c.opt)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one saying %q", c.opt, err, c.want)
		}
	}
}

// Without a grade asked for, the Ungraded grader gives the puzzles the
// graders give, and a difficulty needs a real grader.
func TestUngradedSamePuzzles(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		for _, size := range []int{7, 13} {
			opt := Options{Width: size, Height: size, Seed: seed}
			want := gen(t, opt)
			opt.Grader = generate.Ungraded{}
			got := gen(t, opt)
			if !reflect.DeepEqual(want.Puzzle, got.Puzzle) {
				t.Errorf("%dx%d seed %d: %s ungraded, %s graded", size, size, seed, shikaku.TathamID(got.Puzzle), shikaku.TathamID(want.Puzzle))
			}
			if got.Report.Grade != generate.Any || want.Report.Grade == generate.Any {
				t.Errorf("%dx%d seed %d: grades %v ungraded, %v graded", size, size, seed, got.Report.Grade, want.Report.Grade)
			}
		}
	}
	opt := Options{Width: 7, Height: 7, Difficulty: generate.Easy, Grader: generate.Ungraded{}}
	if err := opt.Validate(); err == nil {
		t.Error("Ungraded accepted for an easy puzzle")
	}
}
