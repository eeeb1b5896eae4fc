package shikaku

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ---- puzz.link URLs ----

// puzzLinkGenre is Shikaku as puzz.link URLs name it (package puzzlink reads
// and writes the URLs of any kind; a reader checks the kind with Is).
var puzzLinkGenre = puzzlink.Genre{Name: "shikaku"}

// ParsePuzzLink reads puzz.link URLs, one per line (package puzzlink):
// every clue a room's area, '.' a clue of unknown value. Variant and flag
// segments, which Shikaku does not define, are ignored as pzprjs ignores
// them.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %s URL, not a Shikaku puzzle", g.Kind)
		}
		if g.Cols*g.Rows > MaxCells {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "grid %dx%d is too large (at most %d cells)", g.Cols, g.Rows, MaxCells)
		}
		p := &Puzzle{Width: g.Cols, Height: g.Rows, Pos: Pos{Line: g.Line, Col: g.KindCol, Text: g.Kind}}
		for i, v := range g.Cells {
			if v == puzzlink.Empty {
				continue
			}
			c := Clue{Row: i / g.Cols, Col: i % g.Cols, N: v, Pos: Pos{Line: g.Line, Col: g.Col(i)}}
			if v == puzzlink.Unknown {
				c.N = Unknown
			}
			c.Pos.Text = c.text()
			p.Clues = append(p.Clues, c)
		}
		out = append(out, p)
	}
	return out, nil
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	g := &puzzlink.Grid{Kind: puzzLinkGenre.Name, Cols: p.Width, Rows: p.Height, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = puzzlink.Empty
	}
	for _, c := range p.Clues {
		v := c.N
		if !c.Known() {
			v = puzzlink.Unknown
		}
		g.Cells[c.Row*p.Width+c.Col] = v
	}
	u, err := g.URL()
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, u+"\n")
	return err
}

// ---- janko.at grids ----

// ParseJanko reads janko.at grids and blocks (package janko; janko.at
// calls the puzzle Sikaku): every clue a room's area, '?' a clue of
// unknown value. A block's solution grid (a label per cell) becomes the
// puzzle's reference solution. A block whose "puzzle" property names
// another puzzle is refused.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	gs, err := janko.Parse(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if kind := strings.ToLower(g.Puzzle()); kind != "" && kind != "sikaku" && kind != "shikaku" {
			return nil, srcpos.Errorf(g.Line, 1, "begin", "a janko.at %q puzzle, not Shikaku (janko.at: Sikaku)", g.Puzzle())
		}
		if g.Rows*g.Cols > MaxCells {
			return nil, srcpos.Errorf(g.Line, 1, "", "grid %dx%d is too large (at most %d cells)", g.Cols, g.Rows, MaxCells)
		}
		p := &Puzzle{Width: g.Cols, Height: g.Rows, Pos: Pos{Line: g.Line, Col: 1}}
		for i, v := range g.Cells {
			if v == janko.Empty {
				continue
			}
			line, col := g.CluePos(i)
			c := Clue{Row: i / g.Cols, Col: i % g.Cols, N: v, Pos: Pos{Line: line, Col: col}}
			if v == janko.Unknown {
				c.N = Unknown
			}
			c.Pos.Text = c.text()
			p.Clues = append(p.Clues, c)
		}
		if g.Solution != nil {
			rs, err := g.Regions()
			if err != nil {
				return nil, err
			}
			p.ref = referenceRooms(p, rs)
		}
		out = append(out, p)
	}
	return out, nil
}

// referenceRooms are the rooms of a janko solution in the order of p's
// clues (the room holding each clue, with its number), then the rooms
// holding no clue (clue 0). A solution that breaks the rules stays
// broken: Check says how when the solve loop compares it.
func referenceRooms(p *Puzzle, rs []janko.Rect) *Solution {
	s := &Solution{}
	used := make([]bool, len(rs))
	for _, c := range p.Clues {
		for i, r := range rs {
			if c.Row >= r.Row && c.Row < r.Row+r.Rows && c.Col >= r.Col && c.Col < r.Col+r.Cols {
				s.Rooms = append(s.Rooms, Room{Row: r.Row, Col: r.Col, Width: r.Cols, Height: r.Rows, Clue: c.N})
				used[i] = true
				break
			}
		}
	}
	for i, r := range rs {
		if !used[i] {
			s.Rooms = append(s.Rooms, Room{Row: r.Row, Col: r.Col, Width: r.Cols, Height: r.Rows})
		}
	}
	return s
}

// writeJanko writes the plain grid, or a block ("puzzle sikaku", the
// solution grid) when a reference solution came with the puzzle.
func writeJanko(w io.Writer, p *Puzzle) error {
	g := &janko.Grid{Rows: p.Height, Cols: p.Width, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = janko.Empty
	}
	for _, c := range p.Clues {
		v := c.N
		if !c.Known() {
			v = janko.Unknown
		}
		g.Cells[c.Row*p.Width+c.Col] = v
	}
	if p.ref != nil {
		g.Props = []janko.Prop{{Key: "puzzle", Value: "sikaku"}}
		rs := make([]janko.Rect, len(p.ref.Rooms))
		for i, rm := range p.ref.Rooms {
			rs[i] = janko.Rect{Row: rm.Row, Col: rm.Col, Rows: rm.Height, Cols: rm.Width}
		}
		if err := g.SetRegions(rs); err != nil {
			return fmt.Errorf("the reference solution that came with the puzzle: %w", err)
		}
	}
	return janko.Write(w, g)
}
