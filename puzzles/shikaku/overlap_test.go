package shikaku

import (
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// overlapsByCover is eachOverlap's definition: scan every cell of each
// pattern a and every pattern b of the cell's cover list, b > a, first
// time seen (the pairs of one room of unknown area left out). It reads
// Σ n² cover entries (n: a cell's cover list).
func overlapsByCover(e *Encoding) [][2]int {
	W := e.Puzzle.Width
	first := make([]int, len(e.Patterns)+1)
	for k, ps := range e.Patterns {
		first[k+1] = first[k] + len(ps)
	}
	stamp := make([]int, first[len(e.Patterns)])
	for i := range stamp {
		stamp[i] = -1
	}
	var out [][2]int
	for k, rs := range e.Patterns {
		unknown := !e.Puzzle.Clues[k].Known()
		for i, r := range rs {
			a := first[k] + i
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					for _, kp := range e.Cover[y*W+x] {
						b := first[kp[0]] + int(kp[1])
						if unknown && int(kp[0]) == k {
							continue
						}
						if b > a && stamp[b] != a {
							stamp[b] = a
							out = append(out, [2]int{a, b})
						}
					}
				}
			}
		}
	}
	return out
}

// TestEachOverlap: eachOverlap gives the pairs of overlapsByCover in the
// same order (the clause order of the pairwise cover, so the formula is
// unchanged) on the examples and on random puzzles, some with clues of
// unknown area.
func TestEachOverlap(t *testing.T) {
	var puzzles []*Puzzle
	files, _ := filepath.Glob("../../examples/shikaku/*.txt")
	more, _ := filepath.Glob("testdata/*.txt")
	for _, f := range append(files, more...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Parse(f, data, FormatAuto)
		if err != nil {
			continue // not a puzzle file of this genre's forms
		}
		puzzles = append(puzzles, ps...)
	}
	rng := rand.New(rand.NewSource(31))
	for i := range 300 {
		p := randomPuzzle(rng, 2+rng.Intn(9), 2+rng.Intn(9), i%3 == 0)
		if i%2 == 1 {
			for j := range p.Clues {
				if rng.Intn(4) == 0 {
					p.Clues[j].N = Unknown
				}
			}
		}
		puzzles = append(puzzles, p)
	}
	n := 0
	for i, p := range puzzles {
		e, err := Encode(p, Options{})
		if err != nil {
			continue
		}
		n++
		var got [][2]int
		e.eachOverlap(func(a, b int) { got = append(got, [2]int{a, b}) })
		if want := overlapsByCover(e); !slices.Equal(got, want) {
			t.Fatalf("puzzle %d (%dx%d): eachOverlap gives %d pairs, the cover lists %d:\n%v\n%v", i, p.Width, p.Height, len(got), len(want), got, want)
		}
	}
	if n < 200 {
		t.Fatalf("only %d puzzles encoded", n)
	}
}
