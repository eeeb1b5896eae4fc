package slitherlink

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzz.link URLs of pzprjs' slither (src/variety/slither.js):
// https://puzz.link/p?slither/COLS/ROWS/BODY, the body pzprjs' 4Cell
// cell list (puzzlink.Decode4Cell): 0-4 a clue, 5-9 a clue and one empty
// cell after it, a-e a clue and two, g-z a run of 1-20 empty cells, '.'
// a clue of unknown value.

// puzzLinkGenre is pzprjs' slither; "slitherlink" is accepted too.
var puzzLinkGenre = puzzlink.Genre{Name: "slither", Aliases: []string{"slitherlink"}}

func looksPuzzLink(line string) bool { return puzzLinkGenre.Is(puzzlink.URLKind(line)) }

// ParsePuzzLink reads puzz.link slither URLs, one per line.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %s URL, not a slither one", g.Kind)
		}
		if g.Rows > MaxSide || g.Cols > MaxSide {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "grid %dx%d is too large (at most %d a side)", g.Cols, g.Rows, MaxSide)
		}
		cells, at, err := puzzlink.Decode4Cell(g)
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(g.Rows, g.Cols)
		p.Pos = Pos{Line: g.Line, Col: g.KindCol, Text: g.Kind}
		p.CluePos = map[int]Pos{}
		for i, v := range cells {
			switch v {
			case puzzlink.Empty:
				p.Clues[i] = None
			case puzzlink.Unknown:
				p.Clues[i] = Unknown
			default:
				p.Clues[i] = v
			}
			if col, ok := at[i]; ok {
				p.CluePos[i] = Pos{Line: g.Line, Col: col}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encode4Cell body).
func PuzzLinkURL(p *Puzzle) string {
	cells := make([]int, len(p.Clues))
	for i, v := range p.Clues {
		switch v {
		case None:
			cells[i] = puzzlink.Empty
		case Unknown:
			cells[i] = puzzlink.Unknown
		default:
			cells[i] = v
		}
	}
	body := puzzlink.Encode4Cell(cells)
	if body != "" && body[len(body)-1] == '.' {
		body += "/" // pzprjs ends a body that ends in '.' with '/'
	}
	return fmt.Sprintf("https://puzz.link/p?%s/%d/%d/%s", puzzLinkGenre.Name, p.Cols, p.Rows, body)
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}
