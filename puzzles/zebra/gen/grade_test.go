package gen

import (
	"fmt"
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

func readPuzzle(t *testing.T, path string) *zebra.Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := zebra.ParseBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGrades grades hand-made and stored puzzles, with and without the
// derived clues.
func TestGrades(t *testing.T) {
	for _, tc := range []struct {
		file                string
		grade, gradeDerived generate.Grade
		direct, indirect    int // derived clue counts at the derived grade
	}{
		{"easy_3x2.txt", generate.Easy, generate.Easy, 0, 0},
		{"medium_3x1.txt", generate.Medium, generate.Medium, 0, 0},
		{"hard_4x3.txt", generate.Hard, generate.Hard, -1, -1},
		{"derive_6x4.txt", generate.Hard, generate.Medium, 2, 2},
	} {
		t.Run(tc.file, func(t *testing.T) {
			p := readPuzzle(t, "testdata/"+tc.file)
			if n := gsCount(t, p); n != 1 {
				t.Fatalf("%d solutions", n)
			}
			g, err := GradePuzzle(p)
			if err != nil {
				t.Fatal(err)
			}
			if g != tc.grade {
				t.Errorf("grade %s, want %s", g, tc.grade)
			}
			for _, v := range []Variant{Direct, Indirect} {
				gd, derived, err := GradeDerived(p, v)
				if err != nil {
					t.Fatal(err)
				}
				if gd != tc.gradeDerived {
					t.Errorf("%s: grade with derived clues %s, want %s", v, gd, tc.gradeDerived)
				}
				want := tc.direct
				if v == Indirect {
					want = tc.indirect
				}
				if want >= 0 && len(derived) != want {
					t.Errorf("%s: %d derived clues, want %d", v, len(derived), want)
				}
				// Adding the derived clues statically: propagation-level
				// grade can only improve.
				q := *p
				q.Clues = append(append([]zebra.Clue(nil), p.Clues...), derived...)
				if g2, _ := GradePuzzle(&q); g2 > g {
					t.Errorf("%s: derived clues made the grade worse: %s", v, g2)
				}
			}
		})
	}
}

// allSolutions enumerates every solution of a small puzzle by brute force
// (all permutations per category) with the generator's evaluator.
func allSolutions(n, m int, clues []zebra.Clue) [][][]int {
	var perms [][]int
	var rec func(p []int, used []bool)
	rec = func(p []int, used []bool) {
		if len(p) == n {
			perms = append(perms, append([]int(nil), p...))
			return
		}
		for i := 0; i < n; i++ {
			if !used[i] {
				used[i] = true
				rec(append(p, i), used)
				used[i] = false
			}
		}
	}
	rec(nil, make([]bool, n))
	var out [][][]int
	pos := make([][]int, m)
	var pick func(c int)
	pick = func(c int) {
		if c == m {
			for _, cl := range clues {
				if !holds(cl, pos, n) {
					return
				}
			}
			cp := make([][]int, m)
			for i := range pos {
				cp[i] = append([]int(nil), pos[i]...)
			}
			out = append(out, cp)
			return
		}
		for _, p := range perms {
			pos[c] = p
			pick(c + 1)
		}
	}
	pick(0)
	return out
}

// TestDerivedSound: on random small clue sets (unique or not), every
// derived clue holds in every solution, by brute-force enumeration.
func TestDerivedSound(t *testing.T) {
	rnd := rng.New(56)
	n, m := 4, 3
	kinds := []zebra.ClueKind{zebra.EitherOr, zebra.LeftOf, zebra.RightOf, zebra.DirectlyLeft, zebra.NextTo, zebra.Same, zebra.NotSame, zebra.BetweenOrdered, zebra.NotAt}
	derivedTotal := 0
	for trial := 0; trial < 60; trial++ {
		pos := make([][]int, m)
		for c := range pos {
			pos[c] = rnd.Perm(n)
		}
		cs := &clueSampler{rng: rnd, pos: pos, n: n, m: m, kinds: kinds, seen: map[string]bool{}}
		p := &zebra.Puzzle{Positions: zebra.Category{Name: "House", Values: []string{"1", "2", "3", "4"}}}
		for c := 0; c < m; c++ {
			cat := zebra.Category{Name: fmt.Sprintf("C%d", c)}
			for v := 0; v < n; v++ {
				cat.Values = append(cat.Values, fmt.Sprintf("v%d_%d", c, v))
			}
			p.Categories = append(p.Categories, cat)
		}
		for i := 0; i < 4+rnd.IntN(8); i++ {
			if c, ok := cs.sample(nil); ok {
				p.Clues = append(p.Clues, c)
			}
		}
		sols := allSolutions(n, m, p.Clues)
		for _, v := range []Variant{Direct, Indirect} {
			ds, err := Derive(p, v)
			if err != nil {
				t.Fatal(err)
			}
			_, ds2, err := GradeDerived(p, v)
			if err != nil {
				t.Fatal(err)
			}
			ds = append(ds, ds2...)
			derivedTotal += len(ds)
			for _, d := range ds {
				for _, s := range sols {
					if !holds(d, s, n) {
						t.Fatalf("%s: derived %s is false in solution %v of %v", v, p.ClueString(d), s, p.Clues)
					}
				}
			}
		}
	}
	if derivedTotal == 0 {
		t.Fatal("no clue derived in any trial: the test tests nothing")
	}
}

// TestDeriveRules: each strategy on a minimal example, Direct vs Indirect.
func TestDeriveRules(t *testing.T) {
	p := &zebra.Puzzle{Positions: zebra.Category{Name: "House", Values: []string{"1", "2", "3", "4", "5"}},
		Categories: []zebra.Category{
			{Name: "Nat", Values: []string{"Englishman", "Spaniard", "Ukrainian", "Norwegian", "Dane"}},
			{Name: "Color", Values: []string{"red", "green", "ivory", "blue", "white"}},
			{Name: "Pet", Values: []string{"fox", "dog", "zebra", "snail", "horse"}},
			{Name: "Drink", Values: []string{"tea", "milk", "water", "coffee", "juice"}},
		}}
	r := func(c, v int) zebra.Ref { return zebra.Ref{Cat: c, Val: v} }
	eng, spa, ukr := r(0, 0), r(0, 1), r(0, 2)
	red, green := r(1, 0), r(1, 1)
	fox, dog, zeb := r(2, 0), r(2, 1), r(2, 2)
	tea := r(3, 0)
	lt := func(a, b zebra.Ref) zebra.Clue { return zebra.Clue{Kind: zebra.LeftOf, Args: []zebra.Ref{a, b}} }
	nt := func(a, b zebra.Ref) zebra.Clue { return zebra.Clue{Kind: zebra.NextTo, Args: []zebra.Ref{a, b}} }
	eo := func(x, a, b zebra.Ref) zebra.Clue {
		return zebra.Clue{Kind: zebra.EitherOr, Args: []zebra.Ref{x, a, b}}
	}
	same := func(a, b zebra.Ref) zebra.Clue { return zebra.Clue{Kind: zebra.Same, Args: []zebra.Ref{a, b}} }
	for _, tc := range []struct {
		name             string
		clues            []zebra.Clue
		direct, indirect []string
	}{
		{"LessThan direct", []zebra.Clue{lt(eng, green), lt(green, ukr)},
			[]string{"Englishman left of Ukrainian"}, []string{"Englishman left of Ukrainian"}},
		{"LessThan indirect", []zebra.Clue{lt(eng, green), lt(tea, ukr), same(green, tea)},
			nil, []string{"Englishman left of Ukrainian"}},
		{"EitherOr direct", []zebra.Clue{eo(eng, red, fox), eo(spa, red, fox)},
			[]string{"red either Englishman or Spaniard", "fox either Englishman or Spaniard"},
			[]string{"red either Englishman or Spaniard", "fox either Englishman or Spaniard"}},
		{"EitherOr indirect equal", []zebra.Clue{eo(eng, red, fox), eo(spa, dog, green), same(dog, red), same(fox, green)},
			nil, []string{"red either Englishman or Spaniard", "fox either Englishman or Spaniard"}},
		{"LessThan/NextTo direct", []zebra.Clue{lt(eng, green), lt(green, ukr), nt(fox, ukr)},
			[]string{"Englishman left of Ukrainian", "Englishman left of fox"},
			[]string{"Englishman left of Ukrainian", "Englishman left of fox"}},
		{"LessThan/NextTo indirect", []zebra.Clue{lt(eng, green), lt(tea, ukr), nt(fox, zeb), same(green, tea), same(ukr, zeb)},
			nil, []string{"Englishman left of Ukrainian", "Englishman left of fox"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := *p
			q.Clues = tc.clues
			for _, v := range []Variant{Direct, Indirect} {
				ds, err := Derive(&q, v)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, d := range ds {
					got = append(got, q.ClueString(d))
				}
				want := tc.direct
				if v == Indirect {
					want = tc.indirect
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s: derived %q, want %q", v, got, want)
				}
			}
		})
	}
}

// naiveGrade grades p with a deliberately simple propagation: scan every
// clause until nothing changes (no watched literals, no solver code).
func naiveGrade(t *testing.T, p *zebra.Puzzle) generate.Grade {
	e, err := zebra.Encode(p, zebra.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := e.Formula
	nv := f.NumVars()
	// up returns the fixpoint of unit propagation from val (0 unknown,
	// 1 true, -1 false), or nil on a conflict.
	up := func(val []int8) []int8 {
		val = append([]int8(nil), val...)
		for changed := true; changed; {
			changed = false
			for i := 0; i < f.NumClauses(); i++ {
				var open encode.Lit
				nopen, sat := 0, false
				for _, l := range f.Clause(i) {
					v := val[l.Var()]
					if l < 0 {
						v = -v
					}
					if v == 1 {
						sat = true
						break
					}
					if v == 0 {
						nopen++
						open = l
					}
				}
				if sat {
					continue
				}
				if nopen == 0 {
					return nil
				}
				if nopen == 1 {
					if open > 0 {
						val[open.Var()] = 1
					} else {
						val[open.Var()] = -1
					}
					changed = true
				}
			}
		}
		return val
	}
	solved := func(val []int8) bool {
		for v := 1; v <= e.NumPrimary(); v++ {
			if val[v] == 0 {
				return false
			}
		}
		return true
	}
	val := up(make([]int8, nv+1))
	if solved(val) {
		return generate.Easy
	}
	for changed := true; changed; {
		changed = false
		for v := 1; v <= e.NumPrimary(); v++ {
			for _, b := range []int8{1, -1} {
				if val[v] != 0 {
					continue
				}
				try := append([]int8(nil), val...)
				try[v] = b
				if up(try) == nil {
					val[v] = -b
					val = up(val)
					changed = true
				}
			}
		}
	}
	if solved(val) {
		return generate.Medium
	}
	return generate.Hard
}

// TestGradeMatchesNaive: the grader (watched-literal solver) agrees with a
// clause-scanning propagation on generated puzzles of every grade.
func TestGradeMatchesNaive(t *testing.T) {
	seen := map[generate.Grade]int{}
	ks := []zebra.ClueKind{zebra.EitherOr, zebra.LeftOf, zebra.NextTo, zebra.NotSame, zebra.NotAt}
	for seed := uint64(1); seed <= 40; seed++ {
		opt := Options{Houses: 4, Categories: 3, Seed: seed}
		if seed%2 == 0 {
			opt.Kinds = ks
		}
		r, err := Generate(opt)
		if err != nil {
			t.Fatal(err)
		}
		seen[r.Grade]++
		if want := naiveGrade(t, r.Puzzle); r.Grade != want {
			t.Errorf("seed %d: grade %s, naive %s", seed, r.Grade, want)
		}
	}
	p := readPuzzle(t, "testdata/hard_4x3.txt")
	if g := naiveGrade(t, p); g != generate.Hard {
		t.Errorf("hard_4x3: naive grade %s", g)
	}
	if seen[generate.Easy] == 0 || seen[generate.Medium] == 0 {
		t.Errorf("grades seen %v: want easy and medium", seen)
	}
}
