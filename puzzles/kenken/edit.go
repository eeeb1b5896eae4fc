package kenken

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// The setter's editor: the cages are the board's regions
// (puzzle.RegionEditor) and a cage's target is typed in its anchor
// (puzzle.ClueTyper). Coordinates are the board's: [row, column],
// 0-based, of the N x N grid.
//
// The anchor of a cage is the cell its clue stands in, where the board
// draws the target: its first cell row by row (janko.at and Tatham put
// it there; a reader takes it anywhere in the cage, and the editor keeps
// it there until the cage's cells change). When cells move
// (SetRegions) each old cage with a target hands it to the new cage
// holding most of its cells (on a tie, the one it makes up the larger
// share of), one target a cage, and every cage's target moves to its
// first cell row by row; a cage that gets none has no target (NoTarget,
// "?" in the janko and JSON forms: its digits obey the Latin square
// only, and in a Killer Sudoku no digit twice; a count then finds
// several solutions or none, never an error). A target its new cage
// cannot hold is refused with the reason (a "-" or "/" cage has two
// cells); a one-cell cage's digit on a grown cage is a bare number (any
// operation; Killer Sudoku: the sum), and a sum or product on a cage
// shrunk to one cell is that cell's digit.

func editPuzzle(k Cages, pz puzzle.Puzzle) (*Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok || p.Killer != k.Killer {
		return nil, fmt.Errorf("%s: editing a %T", k.Name(), pz)
	}
	return p, nil
}

func editCell(k Cages, pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, err := editPuzzle(k, pz)
	if err != nil {
		return nil, 0, err
	}
	if at[0] < 0 || at[0] >= p.N || at[1] < 0 || at[1] >= p.N {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.N, p.N)
	}
	return p, at[0]*p.N + at[1], nil
}

// ClueValues: nothing to cycle, a cage's target is typed (TypedClue).
func (Cages) ClueValues(puzzle.Puzzle) []board.CellValue { return nil }

// TypedClue says what to type in a cage's anchor.
func (k Cages) TypedClue(puzzle.Puzzle) string {
	if k.Killer {
		return "the cage's sum, a number (in its first cell; empty: no sum yet)"
	}
	return "the cage's target and operation: 12+, 3-, 2/, 24x (or 24*); a digit for a one-cell cage " +
		"(in its first cell; empty: no target yet)"
}

// ClueAt is the target of the cage whose anchor is at, as the board
// writes it ("12+", "24*", "2/", "5"; Killer Sudoku: the sum), "" for a
// cell that is not an anchor or a cage without target.
func (k Cages) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(k, pz, at)
	if err != nil {
		return "", err
	}
	cg := p.Cages[p.CageOf[i]]
	if cg.Clue != i || cg.Op == NoTarget {
		return "", nil
	}
	return cg.Label(p.Killer), nil
}

// SetClue gives the cage whose anchor is at the target value: any clue
// the janko form reads ("12+", "3-", "2/", "24x", "24*", a bare number;
// Killer Sudoku: a number), "" for none. A target the cage cannot hold
// (a "-" cage of three cells) and a cell that is not its cage's anchor
// are refused with the reason.
func (k Cages) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(k, pz, at)
	if err != nil {
		return nil, err
	}
	ki := p.CageOf[i]
	if a := p.Cages[ki].Clue; a != i {
		return nil, fmt.Errorf("%s: the target of the cage of (%d,%d) goes in its anchor (%d,%d)", k.Name(), at[0]+1, at[1]+1, a/p.N+1, a%p.N+1)
	}
	target, op := 0, NoTarget
	if value = strings.TrimSpace(value); value != "" {
		var ok bool
		target, op, ok = parseClue(value)
		if !ok || op == NoTarget {
			return nil, fmt.Errorf("%s: %q is not a target: type %s", k.Name(), value, k.TypedClue(p))
		}
		if p.Killer && op != Add && op != Unknown {
			return nil, fmt.Errorf("%s: %q: a Killer Sudoku cage is a sum, type a number", k.Name(), value)
		}
	}
	q := p.clone()
	q.Cages[ki].Clue, q.Cages[ki].Target, q.Cages[ki].Op = -1, 0, NoTarget
	if err := q.setClue(i, target, op); err != nil {
		return nil, fmt.Errorf("%s: %q at (%d,%d): %v", k.Name(), value, at[0]+1, at[1]+1, err)
	}
	if err := q.Validate(); err != nil {
		return nil, err
	}
	return q, nil
}

// clone is a copy of p to edit: its own cages (their cell lists shared:
// nobody changes them), no reference solution.
func (p *Puzzle) clone() *Puzzle {
	q := *p
	q.Cages = slices.Clone(p.Cages)
	q.CageOf = slices.Clone(p.CageOf)
	q.ref = nil
	return &q
}

// Regions is p's cage map: the cage number of each cell (CageOf).
func (k Cages) Regions(pz puzzle.Puzzle) ([][]int, error) {
	p, err := editPuzzle(k, pz)
	if err != nil {
		return nil, err
	}
	regs := make([][]int, p.N)
	for r := range regs {
		regs[r] = slices.Clone(p.CageOf[r*p.N : (r+1)*p.N])
	}
	return regs, nil
}

// SetRegions is p cut into the cages of regs (N rows of N numbers; a
// number's cells apart are cages of their own), the targets kept with
// their cages as the type's comment says.
func (k Cages) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	p, err := editPuzzle(k, pz)
	if err != nil {
		return nil, err
	}
	n := p.N
	if len(regs) != n {
		return nil, fmt.Errorf("%s: the cage map has %d rows, the grid %d", k.Name(), len(regs), n)
	}
	for r, row := range regs {
		if len(row) != n {
			return nil, fmt.Errorf("%s: row %d of the cage map has %d cells, the grid %d", k.Name(), r+1, len(row), n)
		}
	}
	of := slices.Concat(edit.Renumber(regs)...)
	g, err := regions.New(n, n, of)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", k.Name(), err)
	}
	q := fromRegions(n, g, p.Killer)
	q.BoxRows, q.BoxCols, q.Jigsaw, q.Givens = p.BoxRows, p.BoxCols, p.Jigsaw, p.Givens
	q.Name, q.Pos, q.file, q.src = p.Name, p.Pos, p.file, p.src

	// Hand each old target to the new cage holding most of its cells.
	type pair struct{ old, new, overlap int }
	var pairs []pair
	for ko, cg := range p.Cages {
		if cg.Op == NoTarget {
			continue
		}
		count := map[int]int{}
		for _, i := range cg.Cells {
			count[q.CageOf[i]]++
		}
		for kn, c := range count {
			pairs = append(pairs, pair{ko, kn, c})
		}
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		if a.overlap != b.overlap {
			return b.overlap - a.overlap
		}
		// the larger share of the new cage: a/|A| > b/|B|
		if x, y := a.overlap*len(q.Cages[b.new].Cells), b.overlap*len(q.Cages[a.new].Cells); x != y {
			return y - x
		}
		if a.old != b.old {
			return a.old - b.old
		}
		return a.new - b.new
	})
	from := make([]int, len(q.Cages)) // the old cage whose target a new cage gets, or -1
	for i := range from {
		from[i] = -1
	}
	given := make([]bool, len(p.Cages))
	for _, pr := range pairs {
		if given[pr.old] || from[pr.new] >= 0 {
			continue
		}
		given[pr.old], from[pr.new] = true, pr.old
	}
	for kn := range q.Cages {
		cells := q.Cages[kn].Cells
		ko := from[kn]
		if ko < 0 {
			q.Cages[kn].Clue, q.Cages[kn].Op = cells[0], NoTarget
			continue
		}
		old := p.Cages[ko]
		anchor := cells[0]
		op := old.Op
		if op == Given && len(cells) > 1 {
			op = Unknown // a digit becomes a bare number: any operation (Killer: the sum)
		}
		if err := q.setClue(anchor, old.Target, op); err != nil {
			return nil, fmt.Errorf("%s: %s would have %d cells: %v", k.Name(), p.CageName(ko), len(cells), err)
		}
	}
	if err := q.Validate(); err != nil {
		return nil, err
	}
	return q, nil
}

var (
	_ puzzle.RegionEditor = Cages{}
	_ puzzle.ClueTyper    = Cages{}
)
