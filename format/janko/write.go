package janko

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Validate checks that g can be written and read back as itself: a size of
// 1 to MaxCells cells, one value per cell (Empty, Unknown or a clue from 1
// to MaxCells: a clue 0 would read back as an empty cell), solution tokens
// without blanks (and no '#' at the start of a row, a comment line),
// property keys that are words and not size, rows, cols,
// problem, solution, moves, begin or end, values and moves on one line
// (moves holding ';').
func (g *Grid) Validate() error {
	if g.Rows < 1 || g.Cols < 1 || g.Rows > MaxCells/g.Cols {
		return fmt.Errorf("janko: bad grid size %d rows x %d cols (want 1 to %d cells)", g.Rows, g.Cols, MaxCells)
	}
	n := g.Rows * g.Cols
	if len(g.Cells) != n {
		return fmt.Errorf("janko: %d cell values for a %dx%d grid", len(g.Cells), g.Rows, g.Cols)
	}
	for i, v := range g.Cells {
		if v != Empty && v != Unknown && (v < 1 || v > MaxCells) {
			return fmt.Errorf("janko: cell (%d,%d) holds %d (want a clue from 1 to %d, Empty or Unknown)", i/g.Cols, i%g.Cols, v, MaxCells)
		}
	}
	if g.Solution != nil && len(g.Solution) != n {
		return fmt.Errorf("janko: %d solution tokens for a %dx%d grid", len(g.Solution), g.Rows, g.Cols)
	}
	for i, t := range g.Solution {
		if t == "" || strings.ContainsAny(t, " \t\r\n") || i%g.Cols == 0 && t[0] == '#' {
			return fmt.Errorf("janko: solution token %q at (%d,%d) would not read back", t, i/g.Cols, i%g.Cols)
		}
	}
	for _, p := range g.Props {
		if !isKey(p.Key) || reserved(strings.ToLower(p.Key)) || strings.ContainsAny(p.Value, "\r\n") || strings.TrimSpace(p.Value) != p.Value {
			return fmt.Errorf("janko: property %q %q would not read back", p.Key, p.Value)
		}
	}
	for i, m := range g.Moves {
		if m == "" || strings.ContainsAny(m, "\r\n") || strings.TrimSpace(m) != m || i > 0 && (!strings.Contains(m, ";") || m[0] == '#') {
			return fmt.Errorf("janko: moves line %q would not read back (one line holding ';')", m)
		}
	}
	return nil
}

// Write writes g: as a janko.at block when g.Block is set or g has a
// solution, properties or moves, else as a plain grid ("ROWS COLS" and the
// rows). Cells are "-" (empty), "?" (unknown) or the clue, separated by
// one blank. The block holds the properties in their order, the size
// ("size N" for a square, else "rows R" and "cols C"), the problem, the
// solution and the moves.
func Write(w io.Writer, g *Grid) error {
	if err := g.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	block := g.Block || g.Solution != nil || len(g.Props) > 0 || len(g.Moves) > 0
	if !block {
		fmt.Fprintf(bw, "%d %d\n", g.Rows, g.Cols)
		writeRows(bw, g, cellToken)
		return bw.Flush()
	}
	bw.WriteString("begin\n")
	for _, p := range g.Props {
		if p.Value == "" {
			fmt.Fprintf(bw, "%s\n", p.Key)
		} else {
			fmt.Fprintf(bw, "%s %s\n", p.Key, p.Value)
		}
	}
	if g.Rows == g.Cols {
		fmt.Fprintf(bw, "size %d\n", g.Rows)
	} else {
		fmt.Fprintf(bw, "rows %d\ncols %d\n", g.Rows, g.Cols)
	}
	bw.WriteString("problem\n")
	writeRows(bw, g, cellToken)
	if g.Solution != nil {
		bw.WriteString("solution\n")
		writeRows(bw, g, func(g *Grid, i int) string { return g.Solution[i] })
	}
	if len(g.Moves) > 0 {
		moves := g.Moves
		if !strings.Contains(moves[0], ";") || moves[0][0] == '#' { // text on the moves line itself
			bw.WriteString("moves " + moves[0] + "\n")
			moves = moves[1:]
		} else {
			bw.WriteString("moves\n")
		}
		for _, m := range moves {
			bw.WriteString(m)
			bw.WriteByte('\n')
		}
	}
	bw.WriteString("end\n")
	return bw.Flush()
}

func cellToken(g *Grid, i int) string {
	switch v := g.Cells[i]; v {
	case Empty:
		return "-"
	case Unknown:
		return "?"
	default:
		return strconv.Itoa(v)
	}
}

func writeRows(bw *bufio.Writer, g *Grid, tok func(*Grid, int) string) {
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < g.Cols; c++ {
			if c > 0 {
				bw.WriteByte(' ')
			}
			bw.WriteString(tok(g, r*g.Cols+c))
		}
		bw.WriteByte('\n')
	}
}

// WriteSolution writes g's solution grid alone, in the form the PuzzleKit
// dataset (github.com/SmilingWayne/puzzlekit-dataset) stores janko.at's
// published solutions: a line "ROWS COLS", then one line per row of the
// solution tokens separated by one blank. The grid must have a solution
// (see SetHashiBridges, SetRegions) that Validate accepts.
func WriteSolution(w io.Writer, g *Grid) error {
	if g.Solution == nil {
		return fmt.Errorf("janko: the grid has no solution to write")
	}
	if err := g.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%d %d\n", g.Rows, g.Cols)
	writeRows(bw, g, func(g *Grid, i int) string { return g.Solution[i] })
	return bw.Flush()
}
