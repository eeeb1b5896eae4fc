package gen

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
)

// bruteLine is the line solver's answer by enumeration: every line of n
// cells that agrees with the cells known and has the clue's runs; a
// cell is known when all of them agree on it.
func bruteLine(clue []int, cells []byte) ([]byte, bool) {
	n := len(cells)
	var canB, canW = make([]bool, n), make([]bool, n)
	any := false
	line := make([]bool, n)
	for m := 0; m < 1<<n; m++ {
		ok := true
		for i := range n {
			line[i] = m>>i&1 == 1
			if line[i] && cells[i] == empty || !line[i] && cells[i] == shaded {
				ok = false
				break
			}
		}
		if !ok || !slices.Equal(nonogram.Runs(line), clue) {
			continue
		}
		any = true
		for i, v := range line {
			if v {
				canB[i] = true
			} else {
				canW[i] = true
			}
		}
	}
	out := slices.Clone(cells)
	for i := range out {
		switch {
		case canB[i] && !canW[i]:
			out[i] = shaded
		case canW[i] && !canB[i]:
			out[i] = empty
		}
	}
	return out, any
}

// TestLineSolver compares the line solver with enumeration on random
// lines, clues and known cells (some contradictory).
func TestLineSolver(t *testing.T) {
	r := rng.New(1)
	var ls lineSolver
	for k := 0; k < 20000; k++ {
		n := 1 + r.IntN(10)
		pic := make([]bool, n)
		for i := range pic {
			pic[i] = r.IntN(2) == 0
		}
		clue := nonogram.Runs(pic)
		cells := make([]byte, n)
		for i := range cells {
			if r.IntN(3) == 0 {
				cells[i] = byte(1 + r.IntN(2))
			}
		}
		want, ok := bruteLine(clue, cells)
		got := slices.Clone(cells)
		if ls.solve(clue, got) != ok {
			t.Fatalf("clue %v cells %v: consistent %v, want %v", clue, cells, !ok, ok)
		}
		if ok && !slices.Equal(got, want) {
			t.Fatalf("clue %v cells %v: got %v, want %v", clue, cells, got, want)
		}
	}
}
