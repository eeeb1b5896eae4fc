package hashi

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

// eagerOptions are the eager encodings with a few clue encodings.
func eagerOptions() []Options {
	return []Options{
		{Order: true, Connectivity: Eager},
		{Order: true, Connectivity: Eager, Deductions: true},
		{Order: true, Connectivity: Eager, NoForcing: true},
	}
}

// chain is a row of n adjacent islands 1 2 2 ... 2 1: its only solution is
// the path of single bridges, whose far end is at depth n-1 from island 0,
// the largest depth the unary encoding allows.
func chain(n int) string {
	return "1" + strings.Repeat("2", n-2) + "1\n"
}

// ring is the border of a w x h grid, all islands: 1 1 at the top left,
// 2 elsewhere, water inside.
func ring(w, h int) string {
	var b strings.Builder
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			switch {
			case r == 0 && c < 2:
				b.WriteByte('1')
			case r == 0 || r == h-1 || c == 0 || c == w-1:
				b.WriteByte('2')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestEagerDeepChain checks the eager encodings on solutions whose parent
// tree must reach the largest depth, with and without the tree flag, and
// for the binary fallback.
func TestEagerDeepChain(t *testing.T) {
	for _, unary := range []bool{true, false} {
		for _, n := range []int{2, 3, 4, 9, 17} {
			for _, tree := range []bool{false, true} {
				p := mustParse(t, chain(n))
				p.Tree = tree
				for _, opt := range eagerOptions() {
					count, err := eagerCount(p, opt, unary, 5)
					if err != nil {
						t.Fatalf("n=%d tree=%v unary=%v [%v]: %v", n, tree, unary, opt, err)
					}
					if count != 1 {
						t.Errorf("n=%d tree=%v unary=%v [%v]: %d solutions, want 1", n, tree, unary, opt, count)
					}
				}
			}
		}
	}
	// A ring whose two 1s are next to each other at the root: every
	// solution goes the long way round, so the island next to the root
	// is at depth n-1 although its candidate distance is 1.
	for _, size := range [][2]int{{3, 3}, {4, 3}, {5, 4}} {
		p := mustParse(t, ring(size[0], size[1]))
		want, err := eagerCount(p, Options{Order: true}, true, 20) // lazy
		if err != nil || want < 1 {
			t.Fatalf("ring %v: lazy count %d (%v)", size, want, err)
		}
		for _, unary := range []bool{true, false} {
			for _, opt := range eagerOptions() {
				if got, err := eagerCount(p, opt, unary, 20); err != nil || got != want {
					t.Errorf("ring %v unary=%v [%v]: %d solutions (%v), lazy %d", size, unary, opt, got, err, want)
				}
			}
		}
	}
	// Two separate chains can never be connected: unsatisfiable.
	p := mustParse(t, "1221\n....\n1221\n")
	for _, unary := range []bool{true, false} {
		for _, opt := range eagerOptions() {
			if count, err := eagerCount(p, opt, unary, 2); err != nil || count != 0 {
				t.Errorf("two chains unary=%v [%v]: %d solutions (%v), want 0", unary, opt, count, err)
			}
		}
	}
}

// eagerCount counts up to max solutions with the unary or the binary eager
// encoding.
func eagerCount(p *Puzzle, opt Options, unary bool, max int) (int, error) {
	if !unary {
		old := maxUnaryEager
		maxUnaryEager = 0
		defer func() { maxUnaryEager = old }()
	}
	r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, max)
	if err != nil {
		return 0, err
	}
	if !r.Summary.Complete {
		return -1, nil
	}
	return r.Summary.Count, nil
}

// TestEagerAgainstBruteForce compares the unary and the binary eager
// encodings with the brute-force count on random tiny puzzles with up to 7
// islands (random M and tree flag). Solve checks every solution with the
// independent checker, so a disconnected or cyclic solution fails too.
func TestEagerAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	opts := eagerOptions()
	done, solvable := 0, 0
	for it := 0; done < 400 && it < 100000; it++ {
		text, n, m := randomGrid(rng)
		if n < 3 || n > 7 {
			continue
		}
		ps, err := Parse("", []byte(text), Grid)
		if err != nil {
			continue
		}
		p := ps[0]
		p.MaxBridges = m
		p.Tree = rng.Intn(3) == 0
		if p.Validate() != nil {
			continue
		}
		want := bruteCount(p)
		opt := opts[done%len(opts)]
		for _, unary := range []bool{true, false} {
			got, err := eagerCount(p, opt, unary, 50)
			if err != nil {
				t.Fatalf("%sM=%d tree=%v unary=%v [%v]: %v", text, m, p.Tree, unary, opt, err)
			}
			if got != want {
				t.Errorf("%sM=%d tree=%v unary=%v [%v]: %d solutions, brute force %d", text, m, p.Tree, unary, opt, got, want)
			}
		}
		if want > 0 {
			solvable++
		}
		done++
	}
	t.Logf("%d puzzles, %d with solutions", done, solvable)
	if done < 400 || solvable < 20 {
		t.Fatalf("only %d puzzles (%d with solutions)", done, solvable)
	}
}
