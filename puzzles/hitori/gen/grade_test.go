package gen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
)

// connectedUnshaded: the unshaded cells of a full shading are connected
// (brute force for the test: a flood fill of its own).
func connectedUnshaded(w, h int, shaded []bool) bool {
	start, total := -1, 0
	for i, s := range shaded {
		if !s {
			total++
			if start < 0 {
				start = i
			}
		}
	}
	if total == 0 {
		return true
	}
	seen := map[int]bool{start: true}
	stack := []int{start}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range neighbours(v, w, h) {
			if u >= 0 && !shaded[u] && !seen[u] {
				seen[u] = true
				stack = append(stack, u)
			}
		}
	}
	return len(seen) == total
}

// TestConnectivityRuleSound: on small grids with random partial
// shadings, every literal the rule forces holds in every completion
// whose unshaded cells are connected, and a conflict means no
// completion is connected.
func TestConnectivityRuleSound(t *testing.T) {
	r := rng.New(7)
	for trial := 0; trial < 400; trial++ {
		w, h := 2+r.IntN(3), 2+r.IntN(3)
		n := w * h
		p := &hitori.Puzzle{Rows: h, Cols: w, Nums: make([]int, n)}
		vals := make([]int8, n)
		for i := range vals {
			vals[i] = int8(r.IntN(3) - 1) // -1 unshaded, 0 open, 1 shaded
			if r.IntN(3) > 0 {
				vals[i] = 0
			}
		}
		value := func(l encode.Lit) int8 {
			v := vals[l.Var()-1]
			if l < 0 {
				return -v
			}
			return v
		}
		forced, conflict := ConnectivityRule(p)(value)
		var open []int
		for i, v := range vals {
			if v == 0 {
				open = append(open, i)
			}
		}
		found := false
		for mask := 0; mask < 1<<len(open); mask++ {
			shaded := make([]bool, n)
			for i, v := range vals {
				shaded[i] = v == 1
			}
			for k, i := range open {
				shaded[i] = mask>>k&1 == 1
			}
			if !connectedUnshaded(w, h, shaded) {
				continue
			}
			found = true
			if conflict {
				t.Fatalf("%dx%d %v: conflict, but %v is a connected completion", w, h, vals, shaded)
			}
			for _, l := range forced {
				if shaded[l.Var()-1] != (l > 0) {
					t.Fatalf("%dx%d %v: forced %d, false in the connected completion %v", w, h, vals, l, shaded)
				}
			}
		}
		if !found && !conflict && len(open) == 0 {
			t.Fatalf("%dx%d %v: a disconnected full shading without conflict", w, h, vals)
		}
	}
}
