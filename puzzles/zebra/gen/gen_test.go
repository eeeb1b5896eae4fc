package gen

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// gsCount counts the solutions of p with gophersat (fresh solves, up to 2),
// independently of the generator's own solver.
func gsCount(t testing.TB, p *zebra.Puzzle) int {
	t.Helper()
	e, err := zebra.Encode(p, zebra.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sum.Count
}

func solutionOf(r *Result) *zebra.Solution {
	m, n := len(r.Pos), r.Puzzle.N()
	s := zebra.NewSolution(m, n)
	for c := range r.Pos {
		for v, h := range r.Pos[c] {
			s.Pos[c][v] = h
			s.At[c][h] = v
		}
	}
	return s
}

// TestGenerateUniqueMinimal: every generated puzzle is true in its
// solution (the zebra package's checker), unique (gophersat), and minimal
// (removing any one clue gives a second solution, gophersat).
func TestGenerateUniqueMinimal(t *testing.T) {
	cases := []struct {
		n, m  int
		seeds int
		kinds []zebra.ClueKind
	}{
		{2, 2, 3, nil}, {3, 3, 4, nil}, {4, 4, 4, nil}, {5, 5, 3, nil}, {6, 6, 1, nil}, {4, 10, 1, nil}, {10, 3, 1, nil},
		{5, 4, 2, ZebraLogicKinds()},
		{5, 3, 2, []zebra.ClueKind{zebra.Same, zebra.NextTo, zebra.At}},
		{4, 3, 2, []zebra.ClueKind{zebra.EitherOr, zebra.AnyOf, zebra.LeftOf}},
		{5, 3, 2, []zebra.ClueKind{zebra.Between, zebra.BetweenOrdered, zebra.Odd, zebra.Even, zebra.Middle, zebra.AtEnd, zebra.NotAtEnd, zebra.NotSame, zebra.NotNextTo, zebra.Gap, zebra.DirectlyRight, zebra.RightOf, zebra.NotAt}},
	}
	for _, tc := range cases {
		for seed := uint64(1); seed <= uint64(tc.seeds); seed++ {
			name := fmt.Sprintf("%dx%d/%v/%d", tc.n, tc.m, tc.kinds, seed)
			t.Run(name, func(t *testing.T) {
				r, err := Generate(Options{Houses: tc.n, Categories: tc.m, Seed: seed, Kinds: tc.kinds})
				if err != nil {
					t.Fatal(err)
				}
				p := r.Puzzle
				if err := zebra.Check(p, solutionOf(r)); err != nil {
					t.Fatalf("solution violates a clue: %v", err)
				}
				if tc.kinds != nil {
					for _, c := range p.Clues {
						ok := false
						for _, k := range tc.kinds {
							ok = ok || c.Kind == k
						}
						if !ok {
							t.Errorf("clue kind %s not enabled", c.Kind)
						}
					}
				}
				if got := gsCount(t, p); got != 1 {
					t.Fatalf("%d solutions, want 1", got)
				}
				for i := range p.Clues {
					q := *p
					q.Clues = append(append([]zebra.Clue(nil), p.Clues[:i]...), p.Clues[i+1:]...)
					if got := gsCount(t, &q); got != 2 {
						t.Errorf("not minimal: without clue %d (%s) still unique", i+1, p.ClueString(p.Clues[i]))
					}
				}
			})
		}
	}
}

// TestDeterministic: same options, same bytes, in every format.
func TestDeterministic(t *testing.T) {
	for _, opt := range []Options{
		{Houses: 5, Categories: 5, Seed: 42},
		{Houses: 6, Categories: 4, Seed: 7, Derive: true},
		{Houses: 4, Categories: 4, Seed: 9, Difficulty: generate.Medium},
	} {
		var outs [2]string
		for i := range outs {
			r, err := Generate(opt)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := r.WriteNative(&b); err != nil {
				t.Fatal(err)
			}
			if err := r.WriteJSON(&b); err != nil {
				t.Fatal(err)
			}
			if err := r.WriteZebraLogic(&b); err != nil {
				t.Fatal(err)
			}
			outs[i] = b.String()
		}
		if outs[0] != outs[1] {
			t.Errorf("%+v: two runs differ", opt)
		}
	}
}

// TestCountPrefix: the first puzzles of a longer run are the puzzles of
// a shorter one, with and without a difficulty filter.
func TestCountPrefix(t *testing.T) {
	for _, opt := range []Options{{Houses: 4, Categories: 4, Seed: 3}, {Houses: 4, Categories: 3, Seed: 3, Difficulty: generate.Medium}} {
		var runs [2][]string
		for i, count := range []int{2, 4} {
			err := GenerateAll(opt, count, func(r *Result) error {
				var b bytes.Buffer
				err := r.WriteJSON(&b)
				runs[i] = append(runs[i], b.String())
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if len(runs[1]) != 4 || runs[0][0] != runs[1][0] || runs[0][1] != runs[1][1] {
			t.Errorf("%+v: count 2 is not a prefix of count 4", opt)
		}
		if runs[1][1] == runs[1][2] {
			t.Errorf("two puzzles of one run are equal")
		}
	}
}

// TestGolden pins the output of one seed (determinism across machines
// and versions: a change here changes every published puzzle).
func TestGolden(t *testing.T) {
	r, err := Generate(Options{Houses: 4, Categories: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.WriteNative(&b); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "testdata/golden_4x3_seed1.txt", b.Bytes())
}

// TestDifficulty: the filter returns puzzles of the requested grade.
func TestDifficulty(t *testing.T) {
	for _, g := range []generate.Grade{generate.Easy, generate.Medium} {
		r, err := Generate(Options{Houses: 5, Categories: 4, Seed: 3, Difficulty: g})
		if err != nil {
			t.Fatal(err)
		}
		if r.Grade != g {
			t.Errorf("asked %s, got %s", g, r.Grade)
		}
		if got, _ := GradePuzzle(r.Puzzle); got != g {
			t.Errorf("asked %s, regrade says %s", g, got)
		}
	}
}

func TestOptionsErrors(t *testing.T) {
	for _, opt := range []Options{
		{Houses: 1, Categories: 3},
		{Houses: 5, Categories: 0},
		{Houses: 30, Categories: 3},
		{Houses: 13, Categories: 3},
		{Houses: 5, Categories: 14},
		{Houses: 5, Categories: 3, Kinds: []zebra.ClueKind{}},
		{Houses: 5, Categories: 3, Source: []Theme{{Name: "A", Values: []string{"x"}}}},
	} {
		if _, err := Generate(opt); err == nil {
			t.Errorf("%+v: no error", opt)
		}
	}
	// Clue types that cannot make a puzzle unique: mirror-symmetric ones.
	if _, err := Generate(Options{Houses: 4, Categories: 2, Kinds: []zebra.ClueKind{zebra.NextTo, zebra.Same}}); err == nil ||
		!strings.Contains(err.Error(), "cannot make") {
		t.Errorf("symmetric clue types: err = %v", err)
	}
}

// TestSource: categories from a user's list, phrased by default.
func TestSource(t *testing.T) {
	src := []Theme{ThemeFor("Pet", []string{"ant", "bee", "cat", "dog"}), ThemeFor("Tool", []string{"saw", "awl", "axe", "hoe"})}
	r, err := Generate(Options{Houses: 3, Categories: 2, Seed: 5, Source: src})
	if err != nil {
		t.Fatal(err)
	}
	if r.Puzzle.Categories[1].Name != "Tool" || len(r.Puzzle.Categories[1].Values) != 3 {
		t.Fatalf("categories %+v", r.Puzzle.Categories)
	}
	if got := r.Themes[1].NounPhrase("saw"); got != "the person whose tool is saw" {
		t.Errorf("default phrase %q", got)
	}
	// Not the built-in "the person who keeps {v}", which wants plurals.
	if got := r.Themes[0].NounPhrase("ant"); got != "the person who owns the ant" {
		t.Errorf("theme phrase %q", got)
	}
}

// TestHoldsAgreesWithEncodingAndChecker: for random clues of every kind on
// every solution of a small grid, the generator's evaluator, the zebra
// package's checker and the CNF encoding (SAT with the solution fixed)
// agree.
func TestHoldsAgreesWithEncodingAndChecker(t *testing.T) {
	n, m := 4, 2
	rnd := rng.New(12)
	p := &zebra.Puzzle{Positions: zebra.Category{Name: "House", Values: []string{"1", "2", "3", "4"}},
		Categories: []zebra.Category{{Name: "A", Values: []string{"a0", "a1", "a2", "a3"}}, {Name: "B", Values: []string{"b0", "b1", "b2", "b3"}}}}
	for trial := 0; trial < 150; trial++ {
		pos := [][]int{rnd.Perm(n), rnd.Perm(n)}
		cs := &clueSampler{rng: rnd, pos: pos, n: n, m: m, kinds: DefaultKinds(), seen: map[string]bool{}}
		c, ok := cs.sample(nil)
		if !ok {
			t.Fatal("no clue")
		}
		q := *p
		q.Clues = []zebra.Clue{c}
		en, err := newEncoding(&q)
		if err != nil {
			t.Fatal(err)
		}
		// all 24*24 solutions
		for s := 0; s < 30; s++ {
			alt := [][]int{rnd.Perm(n), rnd.Perm(n)}
			sol := zebra.NewSolution(m, n)
			var as []encode.Lit
			for ci := range alt {
				for v, h := range alt[ci] {
					sol.Pos[ci][v], sol.At[ci][h] = h, v
					as = append(as, grid{M: m, N: n}.x(zebra.Ref{Cat: ci, Val: v}, h))
				}
			}
			want := holds(c, alt, n)
			if got := zebra.Holds(&q, sol, c); got != want {
				t.Fatalf("%s on %v: zebra.Holds %v, holds %v", q.ClueString(c), alt, got, want)
			}
			if got := en.s.Solve(context.Background(), as) == cdcl.Sat; got != want {
				t.Fatalf("%s on %v: encoding %v, holds %v", q.ClueString(c), alt, got, want)
			}
		}
	}
}

// TestIncrementalMatchesFresh: the incremental checker's answers (selector
// assumptions, learnt clauses kept) equal fresh gophersat solves of the
// same clue subsets.
func TestIncrementalMatchesFresh(t *testing.T) {
	rnd := rng.New(34)
	var answers [2]int
	defer func() {
		if answers[0] == 0 || answers[1] == 0 {
			t.Errorf("unique/non-unique answers %v: both kinds must occur", answers)
		}
	}()
	for _, sz := range [][2]int{{3, 2}, {4, 3}, {5, 3}} {
		n, m := sz[0], sz[1]
		r, err := Generate(Options{Houses: n, Categories: m, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		p := skeleton(r.Puzzle)
		ch, err := newChecker(p, r.Pos)
		if err != nil {
			t.Fatal(err)
		}
		cs := &clueSampler{rng: rnd, pos: r.Pos, n: n, m: m, kinds: DefaultKinds(), seen: map[string]bool{}}
		var pool []zebra.Clue
		for i := 0; i < 3*n*m; i++ {
			if c, ok := cs.sample(nil); ok {
				pool = append(pool, c)
				ch.addClue(c)
			}
		}
		for trial := 0; trial < 40; trial++ {
			active := make([]bool, len(pool))
			q := *p
			for i := range pool {
				active[i] = rnd.IntN(3) > 0
				if active[i] {
					q.Clues = append(q.Clues, pool[i])
				}
			}
			alt, uniq := ch.unique(active)
			want := gsCount(t, &q) == 1
			if uniq {
				answers[0]++
			} else {
				answers[1]++
			}
			if uniq != want {
				t.Fatalf("%dx%d trial %d: incremental unique=%v, gophersat %v", n, m, trial, uniq, want)
			}
			if !uniq {
				// the counter-model satisfies the active clues and differs
				same := true
				for c := range alt {
					for v := range alt[c] {
						same = same && alt[c][v] == r.Pos[c][v]
					}
				}
				if same {
					t.Fatal("counter-model is the solution")
				}
				for _, c := range q.Clues {
					if !holds(c, alt, n) {
						t.Fatalf("counter-model violates %s", q.ClueString(c))
					}
				}
			}
		}
	}
}

// FuzzGenerate: any small size, seed and clue-type mask gives either an
// error or a unique puzzle whose clues hold in its solution.
func FuzzGenerate(f *testing.F) {
	f.Add(uint8(4), uint8(3), uint64(1), uint32(0xfffff))
	f.Add(uint8(2), uint8(1), uint64(7), uint32(1))
	f.Add(uint8(5), uint8(2), uint64(3), uint32(0x40000))
	f.Fuzz(func(t *testing.T, n, m uint8, seed uint64, mask uint32) {
		var kinds []zebra.ClueKind
		for _, k := range zebra.Kinds() {
			if mask&(1<<uint(k)) != 0 {
				kinds = append(kinds, k)
			}
		}
		if kinds == nil {
			kinds = []zebra.ClueKind{}
		}
		opt := Options{Houses: int(n % 7), Categories: int(m % 5), Seed: seed, Kinds: kinds}
		r, err := Generate(opt)
		if err != nil {
			return
		}
		for _, c := range r.Puzzle.Clues {
			if !holds(c, r.Pos, opt.Houses) {
				t.Fatalf("clue %s false", r.Puzzle.ClueString(c))
			}
		}
		if got := gsCount(t, r.Puzzle); got != 1 {
			t.Fatalf("%d solutions", got)
		}
		var b bytes.Buffer
		if err := r.WriteZebraLogic(&b); err != nil {
			t.Fatal(err)
		}
	})
}

func ExampleSentence() {
	themes := []Theme{Themes[3], Themes[4]} // Pet, Drink
	c := zebra.Clue{Kind: zebra.DirectlyLeft, Args: []zebra.Ref{{Cat: 0, Val: 0}, {Cat: 1, Val: 0}}}
	fmt.Println(Sentence(themes, 5, c))
	c = zebra.Clue{Kind: zebra.Gap, K: 2, Args: []zebra.Ref{{Cat: 0, Val: 1}, {Cat: 1, Val: 3}}}
	fmt.Println(Sentence(themes, 5, c))
	// Output:
	// The person who keeps dogs is directly left of the coffee drinker.
	// There are two houses between the person who keeps cats and the water drinker.
}

func ExampleGenerate() {
	r, err := Generate(Options{Houses: 3, Categories: 2, Seed: 2, Kinds: ZebraLogicKinds()})
	if err != nil {
		panic(err)
	}
	fmt.Print(r.PuzzleText())
	fmt.Println(r.Grade, r.Rows())
	// Output:
	// There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street. Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:
	//  - Each person has a unique name: `Alice`, `Fiona`, `Kevin`
	//  - They all have a different favorite flower: `roses`, `orchids`, `carnations`
	//
	// ## Clues:
	// 1. Alice is in the third house.
	// 2. The person who grows roses is directly left of Alice.
	// 3. The person who grows carnations is directly left of Kevin.
	// easy [[Fiona carnations] [Kevin roses] [Alice orchids]]
}

// TestExhaustiveFallback: when random draws fail, the systematic search
// finds a clue that rules out the counter-model, if one exists.
func TestExhaustiveFallback(t *testing.T) {
	pos := [][]int{{0, 1, 2, 3}, {3, 2, 1, 0}}
	alt := [][]int{{1, 0, 2, 3}, {3, 2, 1, 0}}
	for _, k := range []zebra.ClueKind{zebra.At, zebra.NotAt, zebra.LeftOf, zebra.Same, zebra.NotSame, zebra.DirectlyRight} {
		cs := &clueSampler{rng: rng.New(1), pos: pos, n: 4, m: 2, kinds: []zebra.ClueKind{k}, seen: map[string]bool{}}
		c, ok := cs.exhaustive(alt)
		if !ok {
			t.Errorf("%s: nothing found", k)
			continue
		}
		if !holds(c, pos, 4) || holds(c, alt, 4) {
			t.Errorf("%s: %v does not separate", k, c)
		}
	}
	// NextTo cannot tell a grid from its mirror image.
	mirror := [][]int{{3, 2, 1, 0}, {0, 1, 2, 3}}
	cs := &clueSampler{rng: rng.New(1), pos: pos, n: 4, m: 2, kinds: []zebra.ClueKind{zebra.NextTo, zebra.Same}, seen: map[string]bool{}}
	if c, ok := cs.exhaustive(mirror); ok {
		t.Errorf("found %v separating a grid from its mirror", c)
	}
}

// "X is in the middle" names one house only when the number of houses is
// odd: with an even number the generator must not use Middle clues, whose
// English text would not say "one of the two middle houses".
func TestMiddleOnlyWithOddHouses(t *testing.T) {
	for _, n := range []int{3, 4, 5, 6} {
		seen := false
		for seed := uint64(1); seed <= 6; seed++ {
			r, err := Generate(Options{Houses: n, Categories: 3, Seed: seed, Kinds: []zebra.ClueKind{zebra.Middle, zebra.Odd, zebra.At, zebra.Same}})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range r.Puzzle.Clues {
				if c.Kind == zebra.Middle {
					seen = true
				}
			}
		}
		if seen != (n%2 == 1) {
			t.Errorf("%d houses: Middle clues used: %v", n, seen)
		}
	}
	if _, err := Generate(Options{Houses: 4, Categories: 2, Seed: 1, Kinds: []zebra.ClueKind{zebra.Middle}}); err == nil {
		t.Error("4 houses with only Middle clues: no error")
	}
}

// An EitherOr clue never offers a value of X's own category: "the person
// in Kyiv is either the one in Lima or the lime eater" is "Kyiv = lime"
// in disguise.
func TestEitherOrOptionsOutsideXsCategory(t *testing.T) {
	for _, size := range [][2]int{{3, 2}, {4, 3}, {5, 5}} {
		for seed := uint64(1); seed <= 8; seed++ {
			r, err := Generate(Options{Houses: size[0], Categories: size[1], Seed: seed, Kinds: []zebra.ClueKind{zebra.EitherOr, zebra.At, zebra.NextTo}})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range r.Puzzle.Clues {
				if c.Kind == zebra.EitherOr && (c.Args[1].Cat == c.Args[0].Cat || c.Args[2].Cat == c.Args[0].Cat) {
					t.Errorf("%s: %v offers a value of X's category", r.ID(), c)
				}
			}
		}
	}
}

// TestForbid: the clauses of forbid hold in a grid exactly when the clue
// does not, for random clues of every kind on random grids.
func TestForbid(t *testing.T) {
	n, m := 5, 3
	g := grid{M: m, N: n}
	rnd := rng.New(77)
	for trial := 0; trial < 300; trial++ {
		pos := [][]int{rnd.Perm(n), rnd.Perm(n), rnd.Perm(n)}
		cs := &clueSampler{rng: rnd, pos: pos, n: n, m: m, kinds: DefaultKinds(), seen: map[string]bool{}}
		c, ok := cs.sample(nil)
		if !ok {
			t.Fatal("no clue")
		}
		var cls [][]encode.Lit
		forbid(g, c, func(cl []encode.Lit) { cls = append(cls, cl) })
		for s := 0; s < 20; s++ {
			alt := [][]int{rnd.Perm(n), rnd.Perm(n), rnd.Perm(n)}
			val := func(l encode.Lit) bool {
				v := int(l.Var()) - 1
				cat, val, h := v/(n*n), v/n%n, v%n
				return (alt[cat][val] == h) == (l > 0)
			}
			sat := true
			for _, cl := range cls {
				some := false
				for _, l := range cl {
					some = some || val(l)
				}
				sat = sat && some
			}
			if sat == holds(c, alt, n) {
				t.Fatalf("clue %v on %v: forbid clauses %v, clue holds %v", c, alt, sat, holds(c, alt, n))
			}
		}
	}
}
