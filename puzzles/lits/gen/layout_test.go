package gen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
)

// TestPlanted: a drawn shading with its grown regions is a solution
// (lits.Check); count, fits's tally of one-region second solutions,
// agrees with lits.Check on every placement inside a region; and after
// the local search's steps and swaps the shading is still a solution.
func TestPlanted(t *testing.T) {
	for _, size := range [][2]int{{7, 7}, {10, 10}, {6, 9}} {
		g := grid{rows: size[0], cols: size[1]}
		all := allPieces(g.rows, g.cols)
		seeds := uint64(20)
		if testing.Short() {
			seeds = 6
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			r := rng.New(seed)
			pl := newPlanted(g, all, drawPieces(g, all, max(1, int(float64(g.rows*g.cols)/cellsPerRegion+0.5)), r))
			pl.grow(r)
			for at := 0; at < 30; at++ {
				p := pl.puzzle()
				if err := lits.Check(p, pl.sol); err != nil {
					t.Fatalf("%dx%d seed %d step %d: the planted shading breaks the rules: %v", g.rows, g.cols, seed, at, err)
				}
				if got, want := pl.count(), bruteCount(p, pl); got != want {
					t.Fatalf("%dx%d seed %d step %d: count %d, lits.Check finds %d", g.rows, g.cols, seed, at, got, want)
				}
				var free []int
				for i, s := range pl.sol.Shade {
					if !s {
						free = append(free, i)
					}
				}
				if _, ok := pl.step(free, at, true, nil, r); !ok {
					break
				}
				pl.swap(pl.count(), r)
			}
		}
	}
}

// bruteCount counts the second solutions of p that differ from the
// planted shading in one region, by lits.Check.
func bruteCount(p *lits.Puzzle, pl *planted) int {
	n := 0
	for _, q := range pl.all {
		k := p.Regions.Of[q.cells[0]]
		same, planted := true, true
		for _, i := range q.cells {
			same = same && p.Regions.Of[i] == k
			planted = planted && pl.sol.Shade[i]
		}
		if !same || planted {
			continue
		}
		s := &lits.Solution{Rows: p.Rows, Cols: p.Cols, Shade: make([]bool, len(pl.sol.Shade))}
		for i, sh := range pl.sol.Shade {
			s.Shade[i] = sh && p.Regions.Of[i] != k
		}
		for _, i := range q.cells {
			s.Shade[i] = true
		}
		if lits.Check(p, s) == nil {
			n++
		}
	}
	return n
}
