package tracks

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor, puzzle.ClueTyper) on the board's
// grid of centres (Board: puzzle cell (r,c) is the board's point
// (r+1,c+1)): point (0,c+1) holds column c's count, (r+1,0) row r's
// count (0..the line's length, "" not given), and point (r+1,c+1) a
// given piece as two of n, s, w, e ("nw"; a box-drawing character ─ │ ┌
// ┐ └ ┘ is read too) or none; the corner (0,0) holds nothing. A piece
// pointing off the grid in a border cell is an end of the track: the
// track keeps its two ends, so a new end is refused unless typed with
// "!" after it ("we!"), which moves the nearer end there (its cell
// loses its piece); an end's cell cleared keeps a bare end (one letter,
// "w"); its piece must point off the grid its way. A click cycles the
// pieces in a cell and the counts in the ring (the server skips what a
// cell refuses). Tracks edits its own Puzzle, checked by Validate.

// TypedPrompt is the prompt of the page's clue field.
const TypedPrompt = "a count beside the grid (0..the line's length); in a cell a piece: two of n s w e (nw), an end's off-grid way plus ! to move an end there (we!); empty for none"

var editPieces = []Piece{1<<West | 1<<East, 1<<North | 1<<South, 1<<South | 1<<East, 1<<South | 1<<West, 1<<North | 1<<East, 1<<North | 1<<West}

// ClueValues are the six pieces, then the counts 0..max(rows, cols).
func (Tracks) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for _, v := range editPieces {
		vs = append(vs, board.CellValue{Value: PieceLetters(v), Text: boxChar(v)})
	}
	for k := 0; k <= max(p.Rows, p.Cols); k++ {
		t := strconv.Itoa(k)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

// TypedClue is the prompt for a typed clue (puzzle.ClueTyper).
func (Tracks) TypedClue(puzzle.Puzzle) string { return TypedPrompt }

// editSlot: cell at of the board is a row count (row >= 0, col -1), a
// column count (row -1, col >= 0) or a cell (both >= 0).
func editSlot(pz puzzle.Puzzle, at [2]int) (p *Puzzle, r, c int, err error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, 0, fmt.Errorf("tracks: editing a %T", pz)
	}
	r, c = at[0]-1, at[1]-1
	if r < -1 || r >= p.Rows || c < -1 || c >= p.Cols {
		return nil, 0, 0, fmt.Errorf("no point (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.Rows+1, p.Cols+1)
	}
	if r == -1 && c == -1 {
		return nil, 0, 0, fmt.Errorf("the corner of the board holds no clue")
	}
	return p, r, c, nil
}

// ClueAt is the count, piece ("nw") or bare end ("w") at point at.
func (Tracks) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, r, c, err := editSlot(pz, at)
	if err != nil {
		return "", err
	}
	count := func(k int) string {
		if k == Unknown {
			return ""
		}
		return strconv.Itoa(k)
	}
	switch {
	case r < 0:
		return count(p.ColCount[c]), nil
	case c < 0:
		return count(p.RowCount[r]), nil
	}
	if v := p.Pieces[p.Cell(r, c)]; v != 0 {
		return PieceLetters(v), nil
	}
	if d := p.EndAt(r, c); d >= 0 {
		return string("nswe"[d]), nil
	}
	return "", nil
}

// SetClue sets the count, piece or end at point at ("" clears it; an
// end's cell keeps its bare end).
func (Tracks) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, r, c, err := editSlot(pz, at)
	if err != nil {
		return nil, err
	}
	q := *p
	q.ref = nil
	value = strings.TrimSpace(value)
	if r < 0 || c < 0 {
		k := Unknown
		if value != "" {
			n := p.Rows
			if c < 0 {
				n = p.Cols
			}
			if k, err = strconv.Atoi(value); err != nil || k < 0 || k > n {
				return nil, fmt.Errorf("tracks: %q is not a count 0 to %d", value, n)
			}
		}
		if r < 0 {
			q.ColCount = slices.Clone(p.ColCount)
			q.ColCount[c] = k
		} else {
			q.RowCount = slices.Clone(p.RowCount)
			q.RowCount[r] = k
		}
		if err := q.Validate(); err != nil {
			return nil, fmt.Errorf("tracks: %v", err)
		}
		return &q, nil
	}
	move := strings.HasSuffix(value, "!")
	value = strings.TrimSuffix(value, "!")
	v, ok := cellToken(value)
	if value == "" {
		v, ok = 0, true
	}
	if !ok {
		return nil, fmt.Errorf("tracks: %q is not a piece (%s)", value, TypedPrompt)
	}
	off := -1
	for d := 0; d < 4; d++ {
		if v.Has(d) && !p.inside(r+Step[d][0], c+Step[d][1]) {
			if off >= 0 {
				return nil, fmt.Errorf("tracks: %q leaves the grid twice: a cell holds one end", value)
			}
			off = d
		}
	}
	i := p.Cell(r, c)
	end := -1 // the index of the end at (r,c)
	for k, e := range p.Ends {
		if e.R == r && e.C == c {
			end = k
		}
	}
	q.Pieces = slices.Clone(p.Pieces)
	q.PiecePos = maps.Clone(p.PiecePos)
	delete(q.PiecePos, i)
	switch {
	case off < 0 && v.Count() == 1:
		return nil, fmt.Errorf("tracks: %q points one way, not off the grid: a piece has two", value)
	case off < 0 && end >= 0 && v != 0:
		return nil, fmt.Errorf("tracks: row %d, column %d is an end of the track, leaving the grid going %s: its piece points there (move the end first: type its new piece with ! in another border cell)", r+1, c+1, DirName(p.Ends[end].Dir))
	case off >= 0 && end >= 0:
		q.Ends[end].Dir = off
	case off >= 0 && !move:
		return nil, fmt.Errorf("tracks: the track has its two ends already, at row %d, column %d and row %d, column %d: type %s! to move the nearer one here", p.Ends[0].R+1, p.Ends[0].C+1, p.Ends[1].R+1, p.Ends[1].C+1, value)
	case off >= 0:
		k := 0
		dist := func(e End) int { return abs(e.R-r) + abs(e.C-c) }
		if dist(p.Ends[1]) < dist(p.Ends[0]) {
			k = 1
		}
		old := p.Ends[k]
		q.Pieces[p.Cell(old.R, old.C)] = 0
		delete(q.PiecePos, p.Cell(old.R, old.C))
		q.Ends[k] = End{R: r, C: c, Dir: off}
	}
	if v.Count() == 2 {
		q.Pieces[i] = v
	} else {
		q.Pieces[i] = 0
	}
	if err := q.Validate(); err != nil {
		return nil, fmt.Errorf("tracks: %v", err)
	}
	return &q, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
