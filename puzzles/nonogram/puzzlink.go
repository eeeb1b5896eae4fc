package nonogram

import (
	"errors"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzzLinkGenre is pzprjs' name of the genre (src/variety/nonogram.js;
// its siblings coral and cts share the code with other rules and are
// not read).
var puzzLinkGenre = puzzlink.Genre{Name: "nonogram"}

func looksPuzzLink(data []byte) bool {
	for _, l := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		return puzzLinkGenre.Is(puzzlink.URLKind(l))
	}
	return false
}

// puzzLinkSlots are the clue places pzprjs keeps outside the grid
// (Board.excellRows and excellCols): (rows+1)/2 above each column,
// (cols+1)/2 left of each row, the most runs such a line can have.
func puzzLinkSlots(rows, cols int) (perCol, perRow int) { return (rows + 1) / 2, (cols + 1) / 2 }

// ParsePuzzLink reads puzz.link nonogram URLs, one a line. The body is
// pzprjs' decodeNumber16ExCell over the clue places: first those above
// the columns, column after column, each column's places from the grid
// outwards (its last run first); then those left of the rows, row after
// row, from the grid outwards. An empty place is no run (pzprjs writes a
// line's runs next to the grid: encodeNumber16ExCellFlushed; places left
// empty between runs are skipped, as pzprjs reads them); a 0 is no run
// either; a '.' (a run of unknown length) is an error.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, r := range raws {
		if !puzzLinkGenre.Is(r.Kind) {
			return nil, r.Errorf(0, r.Kind, "a %q URL, not nonogram", r.Kind)
		}
		if r.Cols < 1 || r.Rows < 1 || r.Cols > MaxSide || r.Rows > MaxSide {
			return nil, r.Errorf(0, "", "the grid is %dx%d, want 1 to %d a side", r.Cols, r.Rows, MaxSide)
		}
		perCol, perRow := puzzLinkSlots(r.Rows, r.Cols)
		vals, _, err := puzzlink.DecodeNumber16(r.Body, r.Cols*perCol+r.Rows*perRow)
		if err != nil {
			var se *srcpos.Error
			if errors.As(err, &se) {
				return nil, r.Errorf(se.Col-1, se.Text, "%s", se.Msg)
			}
			return nil, err
		}
		p := &Puzzle{Rows: r.Rows, Cols: r.Cols, RowClues: make([][]int, r.Rows), ColClues: make([][]int, r.Cols),
			Name: strings.TrimSpace(r.Source), line: r.Line}
		read := func(what string, i int, slots []int) ([]int, error) {
			cl := []int{}
			for k := len(slots) - 1; k >= 0; k-- {
				switch v := slots[k]; {
				case v == puzzlink.Unknown:
					return nil, r.Errorf(0, "", "%s %d has a run of unknown length ('.'), which nonogram does not solve", what, i+1)
				case v == puzzlink.Empty || v == 0:
				default:
					cl = append(cl, v)
				}
			}
			return cl, nil
		}
		for c := range r.Cols {
			if p.ColClues[c], err = read("column", c, vals[c*perCol:(c+1)*perCol]); err != nil {
				return nil, err
			}
		}
		base := r.Cols * perCol
		for y := range r.Rows {
			if p.RowClues[y], err = read("row", y, vals[base+y*perRow:base+(y+1)*perRow]); err != nil {
				return nil, err
			}
		}
		if err := p.Validate(); err != nil {
			return nil, r.Errorf(0, "", "%v", err)
		}
		out = append(out, p)
	}
	return out, nil
}

// PuzzLinkURL is p's puzz.link URL, as pzprjs writes it (each line's
// runs next to the grid).
func PuzzLinkURL(p *Puzzle) string {
	perCol, perRow := puzzLinkSlots(p.Rows, p.Cols)
	vals := make([]int, p.Cols*perCol+p.Rows*perRow)
	for i := range vals {
		vals[i] = puzzlink.Empty
	}
	put := func(at []int, cl []int) {
		for k, v := range cl {
			at[len(cl)-1-k] = v
		}
	}
	for c, cl := range p.ColClues {
		put(vals[c*perCol:(c+1)*perCol], cl)
	}
	base := p.Cols * perCol
	for y, cl := range p.RowClues {
		put(vals[base+y*perRow:base+(y+1)*perRow], cl)
	}
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, puzzlink.EncodeNumber16(vals))
}
