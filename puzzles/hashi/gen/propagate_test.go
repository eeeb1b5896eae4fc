package gen

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// layouts grows n layouts of each size and M = 1..4 (seeded), with
// their intended solutions as grown (not made unique).
func layouts(t *testing.T, n int, sizes ...int) []*layout {
	t.Helper()
	var out []*layout
	for _, size := range sizes {
		for m := 1; m <= 4; m++ {
			r := rng.New(uint64(100*size + m))
			for k := 0; k < n; {
				if l, ok := grow(r, size, size, m, size*size*3/10, DefaultExpansion, false); ok {
					out = append(out, l)
					k++
				}
			}
		}
	}
	return out
}

// holdsInIntended fails t unless the layout's intended solution lies
// within every bound of b (a closure's bounds are sound).
func holdsInIntended(t *testing.T, l *layout, b *bounds) {
	t.Helper()
	for e, k := range l.bridges {
		if k < int(b.lo[e]) || k > int(b.hi[e]) {
			t.Fatalf("%dx%d M=%d: edge %d has %d bridges, the closure says %d..%d", l.w, l.h, l.m, e, k, b.lo[e], b.hi[e])
		}
	}
}

// uniqueLayout grows size x size layouts of M = m from r, 30% density,
// until makeUnique makes one unique.
func uniqueLayout(t *testing.T, r *rng.Rand, size, m int) *layout {
	t.Helper()
	for {
		l, ok := grow(r, size, size, m, size*size*3/10, DefaultExpansion, false)
		if !ok {
			continue
		}
		u, err := makeUnique(context.Background(), newSession(l), r, &Stats{})
		if err != nil {
			t.Fatal(err)
		}
		if u {
			return l
		}
	}
}

// clueVariants are the clue functions a layout is tested with: its
// intended clues, those of a few other valid intended solutions (one
// bridge changed at random), and a few with one clue off by one (which
// may have no solution).
func clueVariants(l *layout, r *rng.Rand) []func(int) int {
	own := append([]int(nil), l.bridges...)
	defer copy(l.bridges, own)
	var out []func(int) int
	add := func(clues []int) { out = append(out, func(i int) int { return clues[i] }) }
	clues := func() []int {
		c := make([]int, len(l.islands))
		for i := range c {
			c[i] = l.clue(i)
		}
		return c
	}
	add(clues())
	for range 4 {
		e := r.IntN(len(l.edges))
		if l.canAdd(e) {
			l.bridges[e]++
		} else if l.canRemove(e) {
			l.bridges[e]--
		}
		add(clues())
	}
	for range 3 {
		c := clues()
		c[r.IntN(len(c))] += 1 - 2*r.IntN(2)
		add(c)
	}
	return out
}

// The layout's bounds give the engine grader's report up to easy
// exactly (the same verdict, the same count of fixed variables, or both
// no solution) on grown layouts of four sizes and M = 1..4, under their
// intended clues, other valid clues and clues off by one.
func TestBoundsSameAsEngine(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	r := rng.New(1)
	count := map[string]int{}
	for _, l := range layouts(t, n, 5, 8, 15, 25) {
		for v, clue := range clueVariants(l, r) {
			got, gerr := l.bounds().engineUptoEasy(clue)
			var want generate.Report
			var werr error = generate.ErrNoSolution
			if _, lv := graderLevels(l, clue); lv != nil {
				lv.Upto = generate.Easy
				want, werr = lv.Run()
			}
			if (gerr != nil) != (werr != nil) || (gerr == nil && !reflect.DeepEqual(got, want)) {
				t.Fatalf("%dx%d M=%d variant %d: bounds %+v (%v), engine %+v (%v)", l.w, l.h, l.m, v, got, gerr, want, werr)
			}
			count[fmt.Sprint(got.Grade, gerr != nil)]++
		}
	}
	t.Logf("grade, no solution: %v", count)
}

// Every bound the one-clue closure derives holds in the intended
// solution (the closure is sound), on the same layouts and valid clues
// as above, unique or not.
func TestOneClueSound(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	r := rng.New(2)
	solved := 0
	for _, l := range layouts(t, n, 5, 8, 15, 25) {
		own := append([]int(nil), l.bridges...)
		for step := range 4 {
			if step > 0 { // another valid intended solution
				e := r.IntN(len(l.edges))
				if l.canAdd(e) {
					l.bridges[e]++
				} else if l.canRemove(e) {
					l.bridges[e]--
				}
			}
			b := l.bounds()
			if b.oneClueEasy(l.clue) {
				solved++
			}
			holdsInIntended(t, l, b)
		}
		copy(l.bridges, own)
	}
	t.Logf("%d solved by the closure", solved)
}

// A puzzle the one-clue closure solves is easy by the explanations: on
// unique puzzles of three sizes and M = 1..3 that the engine's
// propagation does not solve (made unique as the generator does, graded
// by explanations without the engine's pre-filter). The log shows that
// the closure finds nearly all the easy ones among them.
func TestOneClueEasyIsExplainEasy(t *testing.T) {
	n := 8
	if testing.Short() {
		n = 2
	}
	g := generate.ExplainGrader{Kind: hashi.Kind}
	count := map[string]int{}
	for _, size := range []int{8, 12, 15} {
		for m := 1; m <= 3; m++ {
			r := rng.New(uint64(size*10 + m))
			for k := 0; k < n; {
				l := uniqueLayout(t, r, size, m)
				if e, _ := l.bounds().engineUptoEasy(l.clue); e.Grade == generate.Easy {
					continue
				}
				k++
				one := l.bounds().oneClueEasy(l.clue)
				rep, err := g.Grade(l.puzzle())
				if err != nil {
					t.Fatal(err)
				}
				if one && rep.Grade != generate.Easy {
					t.Fatalf("%dx%d M=%d: the one-clue closure solves %s, graded %v by the explanation", size, size, m, tathamOf(t, l), rep.Grade)
				}
				count[fmt.Sprintf("closure %v, explanation %v", one, rep.Grade)]++
			}
		}
	}
	t.Logf("%v", count)
}

func tathamOf(t *testing.T, l *layout) string {
	t.Helper()
	id, err := hashi.TathamID(l.puzzle())
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// grade's short cuts (the layout's bounds as the engine's pre-filter,
// the one-clue closure's report) give the same reports as the graders
// themselves, at every bound, on unique puzzles of every grade by the
// engine, M = 1..3 (many of its medium ones are easy by the explanations).
func TestGradeSameAsGrader(t *testing.T) {
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	graders := []generate.Grader{DefaultGrader(), Grader{}, generate.ExplainGrader{Kind: hashi.Kind, Engine: Grader{}, Full: true}}
	shortcuts := 0
	for _, c := range [][2]int{{10, 2}, {15, 2}, {10, 3}, {8, 1}} {
		size := c[0]
		for _, d := range []generate.Grade{generate.Easy, generate.Medium, generate.Hard} {
			for seed := uint64(1); seed <= seeds; seed++ {
				p := gen(t, Options{Width: size, Height: size, MaxBridges: c[1], Difficulty: d, Seed: seed, Grader: Grader{}}).Puzzle
				l, err := layoutOf(p)
				if err != nil {
					t.Fatal(err)
				}
				l.bridges = withClues(t, l, p)
				if _, ok := oneClueReport(DefaultGrader(), l, generate.Report{}); ok && d != generate.Easy {
					shortcuts++
				}
				for _, g := range graders {
					for _, upto := range []generate.Grade{generate.Easy, generate.Medium, generate.Any} {
						got, gerr := grade(g, l, upto)
						want, werr := generate.GradeUpto(g, p, upto)
						if gerr != nil || werr != nil || !reflect.DeepEqual(got, want) {
							t.Fatalf("%dx%d %v seed %d, %T upto %v: grade %+v (%v), the grader %+v (%v)", size, size, d, seed, g, upto, got, gerr, want, werr)
						}
					}
				}
			}
		}
	}
	t.Logf("%d reports by the one-clue closure", shortcuts)
}

// withClues is an assignment of multiplicities to l's edges whose sums
// are p's clues (a solution without connectivity), so that l.clue gives
// p's clues.
func withClues(t *testing.T, l *layout, p *hashi.Puzzle) []int {
	t.Helper()
	ss, lv := graderLevels(l, func(i int) int { return p.Islands[i].Clue })
	if lv == nil {
		t.Fatal("clue out of range")
	}
	if st := ss.s.Solve(context.Background(), nil); st != cdcl.Sat {
		t.Fatalf("no solution: %v", st)
	}
	out := make([]int, len(l.edges))
	for e, xs := range ss.x {
		for _, x := range xs {
			if ss.s.ModelValue(x) {
				out[e]++
			}
		}
	}
	return out
}

// The same on Tatham's puzzles (testdata): those the one-clue closure
// solves are easy by the explanations.
func TestOneClueTatham(t *testing.T) {
	g := generate.ExplainGrader{Kind: hashi.Kind}
	count := map[string]int{}
	for _, name := range []string{"tatham_7x7_d2.txt", "tatham_15x15_d1.txt", "tatham_15x15_d2.txt"} {
		for _, p := range readTatham(t, name) {
			l, err := layoutOf(p)
			if err != nil {
				t.Fatal(err)
			}
			one := l.bounds().oneClueEasy(func(i int) int { return p.Islands[i].Clue })
			rep, err := g.Grade(p)
			if err != nil {
				t.Fatal(err)
			}
			if one && rep.Grade != generate.Easy {
				t.Fatalf("%s %s: the one-clue closure solves it, graded %v by the explanation", name, p.Name, rep.Grade)
			}
			count[fmt.Sprintf("%s: closure %v, explanation %v", name, one, rep.Grade)]++
		}
	}
	t.Logf("%v", count)
}
