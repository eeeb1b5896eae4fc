package edit

import (
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Join is the region map regs with cell at moved into the region of its
// neighbour to (to == at: at becomes a region of its own), and then
// every region split into its connected parts (edge-adjacent cells) and
// numbered 0, 1, ... in the order of its first cell, row by row. regs
// is left as it was. An error for a cell off the map or a to that is
// neither at nor one of its four neighbours. A negative number is a cell
// in no region (Star Battle's blocked cells): it stays so, and a cell
// joined to it is in no region either.
func Join(regs [][]int, at, to [2]int) ([][]int, error) {
	in := func(p [2]int) bool {
		return p[0] >= 0 && p[0] < len(regs) && p[1] >= 0 && p[1] < len(regs[p[0]])
	}
	if !in(at) || !in(to) {
		return nil, fmt.Errorf("no cell (%d,%d) on the board", at[0]+1, at[1]+1)
	}
	if d := abs(at[0]-to[0]) + abs(at[1]-to[1]); d > 1 {
		return nil, fmt.Errorf("cells (%d,%d) and (%d,%d) are not neighbours", at[0]+1, at[1]+1, to[0]+1, to[1]+1)
	}
	out := make([][]int, len(regs))
	fresh := 0
	for r, row := range regs {
		out[r] = append([]int(nil), row...)
		for _, v := range row {
			fresh = max(fresh, v+1)
		}
	}
	if at == to {
		out[at[0]][at[1]] = fresh
	} else {
		out[at[0]][at[1]] = out[to[0]][to[1]]
	}
	return Renumber(out), nil
}

// Renumber is regs with every region split into its connected parts
// (edge-adjacent cells of one number) and numbered 0, 1, ... in the
// order of each part's first cell, row by row. Rows may differ in
// length. A negative number (a cell in no region) becomes -1. regs is
// left as it was.
func Renumber(regs [][]int) [][]int {
	out := make([][]int, len(regs))
	for r, row := range regs {
		out[r] = make([]int, len(row))
		for c := range row {
			out[r][c] = -1
		}
	}
	next := 0
	for r, row := range regs {
		for c := range row {
			if out[r][c] >= 0 {
				continue
			}
			if regs[r][c] < 0 {
				continue // no region: stays -1
			}
			stack := [][2]int{{r, c}}
			out[r][c] = next
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					q := [2]int{p[0] + d[0], p[1] + d[1]}
					if q[0] < 0 || q[0] >= len(regs) || q[1] < 0 || q[1] >= len(regs[q[0]]) {
						continue
					}
					if out[q[0]][q[1]] < 0 && regs[q[0]][q[1]] == regs[p[0]][p[1]] {
						out[q[0]][q[1]] = next
						stack = append(stack, q)
					}
				}
			}
			next++
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// NewRegions are the regions of a region map for a kind's SetRegions:
// each connected part of one number a region of its own (Renumber), a
// negative number a cell in no region; an error for a map that is not
// rows x cols.
func NewRegions(rows, cols int, regs [][]int) (*regions.Regions, error) {
	return regions.FromMap(rows, cols, Renumber(regs))
}

// Refused is a kind's error about an edited region map (its Validate's,
// positioned at the puzzle's start in a text the map did not come from)
// as the editor says it: "KIND: what is wrong", without the position.
func Refused(kind string, err error) error {
	var se *srcpos.Error
	if errors.As(err, &se) && se.Msg != "" {
		return fmt.Errorf("%s: %s", kind, se.Msg)
	}
	return fmt.Errorf("%s: %w", kind, err)
}

// RegionMap is the Regions method of a genre whose puzzle (*T) keeps
// its regions as a *regions.Regions that get returns: the map
// (map[r][c] the region of cell (r,c), -1 for a cell in none), or an
// error naming kind for another puzzle type or a puzzle without regions.
func RegionMap[T any](kind string, pz puzzle.Puzzle, get func(*T) *regions.Regions) ([][]int, error) {
	p, ok := pz.(*T)
	if !ok || get(p) == nil {
		return nil, fmt.Errorf("%s: the regions of a %T", kind, pz)
	}
	return get(p).Map(), nil
}

// validator is a puzzle that checks itself (every genre's *Puzzle).
type validator[T any] interface {
	*T
	puzzle.Puzzle
	Validate() error
}

// WithRegions is the SetRegions method of such a genre: a copy of pz
// (a *T of rows x cols cells, which size gives) with the region map regs
// (NewRegions: each connected part of one number a region of its own; a
// cell in no region stays so), which set stores in the copy, clearing
// whatever the puzzle caches from its old regions; refused with the
// copy's Validate reason (Refused).
func WithRegions[T any, P validator[T]](kind string, pz puzzle.Puzzle, regs [][]int, size func(*T) (rows, cols int), set func(*T, *regions.Regions)) (puzzle.Puzzle, error) {
	p, ok := pz.(*T)
	if !ok {
		return nil, fmt.Errorf("%s: editing a %T", kind, pz)
	}
	rows, cols := size(p)
	g, err := NewRegions(rows, cols, regs)
	if err != nil {
		return nil, Refused(kind, err)
	}
	q := *p
	set(&q, g)
	if err := P(&q).Validate(); err != nil {
		return nil, Refused(kind, err)
	}
	return P(&q), nil
}
