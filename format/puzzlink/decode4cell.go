package puzzlink

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Decode4Cell reads g's body as pzprjs' decode4Cell (src/variety-common/
// Encode.js), the body of Light Up (akari) and other genres whose clues
// are 0 to 4: a character '0'-'4' is a clue, '5'-'9' a clue 0-4 followed
// by one empty cell, 'a'-'e' a clue 0-4 followed by two, '.' a clue of
// unknown value (Unknown: Light Up's black cell without a number), 'g'-'z'
// a run of 1-20 empty cells.
//
// g was read by this package's Number16 reader, which reads each of these
// characters as one cell (a clue 0-14, '.', a run): Decode4Cell replays
// the cells in order and inserts the empty cells that '5'-'9' and 'a'-'e'
// imply. A clue Number16 reads that is no 4Cell character (a clue 15 or
// more: 'f', "-XX", ...) is an error at its column, and so is a body that
// runs past the last cell. at maps each clue's cell to its column.
func Decode4Cell(g *Grid) (cells []int, at map[int]int, err error) {
	n := g.Rows * g.Cols
	cells = make([]int, n)
	for i := range cells {
		cells[i] = Empty
	}
	at = map[int]int{}
	c := 0
	for i, v := range g.Cells {
		if c >= n {
			if v == Empty {
				continue // a run past the end, or cells the body never reached
			}
			return nil, nil, srcpos.Errorf(g.Line, g.Col(i), "", "the body runs past the last of the %d cells", n)
		}
		switch {
		case v == Empty:
			c++
			continue
		case v == Unknown:
			cells[c] = Unknown
		case v >= 0 && v <= 14:
			cells[c] = v % 5
		default:
			return nil, nil, srcpos.Errorf(g.Line, g.Col(i), "", "clue %d: pzprjs' decode4Cell takes 0-9, a-e, '.' and runs g-z", v)
		}
		at[c] = g.Col(i)
		c += 1 + max(v, 0)/5
	}
	return cells, at, nil
}

// Encode4Cell is pzprjs' encode4Cell of cells (Empty, Unknown, or a clue
// 0 to 4): the body Decode4Cell reads back.
func Encode4Cell(cells []int) string {
	var b strings.Builder
	count := 0
	for c := 0; c < len(cells); c++ {
		pstr := ""
		switch qn := cells[c]; {
		case qn >= 0:
			switch {
			case c+1 < len(cells) && cells[c+1] != Empty:
				pstr = string(rune('0' + qn))
			case c+2 < len(cells) && cells[c+2] != Empty:
				pstr = string(rune('0' + 5 + qn))
				c++
			default:
				pstr = string("abcde"[qn])
				c += 2
			}
		case qn == Unknown:
			pstr = "."
		default:
			count++
		}
		if count == 0 {
			b.WriteString(pstr)
		} else if pstr != "" || count == 20 {
			b.WriteByte("0123456789abcdefghijklmnopqrstuvwxyz"[count+15])
			b.WriteString(pstr)
			count = 0
		}
	}
	if count > 0 {
		b.WriteByte("0123456789abcdefghijklmnopqrstuvwxyz"[count+15])
	}
	return b.String()
}
