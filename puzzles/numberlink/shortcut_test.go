package numberlink

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestReduce: the reduced encoding (reduced solutions and Alternative,
// --fill free, the loop looking for one or two solutions) finds no, one
// or two-or-more solutions exactly when the full encoding does, on
// random small puzzles (every solution, the Alternative's too, passes
// Check), and on puzzles whose one reduced solution has a detour or a
// corner to flip back.
func TestReduce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 31))
	n := 600
	if testing.Short() {
		n = 200
	}
	seen := [3]int{}
	for i := 0; i < n; i++ {
		rows, cols := 2+rng.IntN(5), 2+rng.IntN(5)
		p := NewPuzzle(rows, cols)
		p.Name = fmt.Sprintf("random%d", i)
		cells := rng.Perm(rows * cols)
		k := 1 + rng.IntN(min(5, rows*cols/2))
		for j := 0; j < k; j++ {
			p.Nums[cells[2*j]] = j + 1
			p.Nums[cells[2*j+1]] = j + 1
		}
		want := count(t, p, Options{Shortcuts: ShortcutsKeep}, 2)
		for _, o := range []Options{{Solutions: 2}, {Solutions: 2, Colours: ColoursOneHot}} {
			if got := count(t, p, o, 2); got != want {
				t.Errorf("%s %dx%d %v: %d solutions (at most 2) reduced (%s colours), %d in full", p.Name, rows, cols, p.Nums, got, o.Colours, want)
			}
		}
		if got := count(t, p, Options{Solutions: 1}, 1); got != min(want, 1) {
			t.Errorf("%s %dx%d %v: %d solutions (at most 1) reduced, %d in full", p.Name, rows, cols, p.Nums, got, want)
		}
		seen[want]++
	}
	t.Logf("random puzzles with 0, 1, 2+ solutions: %v", seen)
	for _, s := range []string{
		"3 4\n- - - -\n1 - - 1\n- - - -\n",          // detours round the straight path
		"2 2\n1 -\n- 1\n",                           // two corners: the reduced one flips back
		"4 4\n- - - -\n1 - - 1\n2 - - 2\n- - - -\n", // detours on both sides
	} {
		ps := mustParse(t, s, FormatJanko)
		want := count(t, ps[0], Options{Shortcuts: ShortcutsKeep}, 2)
		if got := count(t, ps[0], Options{Solutions: 2}, 2); got != want || want != 2 {
			t.Errorf("%q: %d models reduced, %d in full, want 2", s, got, want)
		}
	}
	if got := count(t, mustParse(t, small, FormatJanko)[0], Options{Solutions: 2}, 2); got != 1 {
		t.Errorf("small: %d solutions reduced, want 1", got)
	}
}
