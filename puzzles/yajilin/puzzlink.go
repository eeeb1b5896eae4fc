package yajilin

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzz.link URLs of pzprjs' yajilin (src/variety/yajilin.js):
// https://puzz.link/p?yajilin/COLS/ROWS/BODY, the body pzprjs'
// decodeArrowNumber16 (puzzlink.DecodeArrowNumber16): "32" a 2 pointing
// left (pzprjs' directions 1 up, 2 down, 3 left, 4 right), "0." a clue
// cell without arrow or number, a-z runs of plain cells. An arrow with
// "." for its number (no count given) is read as a clue cell without
// number. The flag "b" (a drawing style) is accepted; "o" (the variant
// "every shaded cell is outside the loop") and a number without an arrow
// are refused.

// puzzLinkGenre is pzprjs' yajilin; its alias "yajirin" is read too.
var puzzLinkGenre = puzzlink.Genre{Name: "yajilin", Aliases: []string{"yajirin"}}

func looksPuzzLink(line string) bool { return puzzLinkGenre.Is(puzzlink.URLKind(line)) }

// ParsePuzzLink reads puzz.link yajilin URLs, one per line.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(raws))
	for _, u := range raws {
		p, err := puzzLinkPuzzle(u)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// pzprDir is pzprjs' qdir 1-4 as a direction of this package.
var pzprDir = [5]int{-1, North, South, West, East}

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !puzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a yajilin one", u.Kind)
	}
	if u.HasVariant {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "the variant %q is not read (plain yajilin only)", u.Variant)
	}
	if strings.Trim(u.Flag, "b") != "" {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "the flag %q is not read (\"o\", every shaded cell outside the loop, is another puzzle)", u.Flag)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide || u.Rows < 2 || u.Cols < 2 {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "grid %dx%d is out of range (2 to %d a side)", u.Cols, u.Rows, MaxSide)
	}
	cells, at, used, err := puzzlink.DecodeArrowNumber16(u.Body, u.Rows*u.Cols)
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, u.Errorf(se.Col-1, se.Text, "%s", se.Msg)
		}
		return nil, err
	}
	if used < len(u.Body) {
		return nil, u.Errorf(used, clip(u.Body[used:]), "text after the last cell")
	}
	p := NewPuzzle(u.Rows, u.Cols)
	p.Pos = Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}
	p.CellPos = map[int]Pos{}
	for i, cl := range cells {
		if cl.Num == puzzlink.Empty {
			continue
		}
		off := at[i]
		tok := u.Body[off:min(off+2, len(u.Body))]
		switch {
		case cl.Num == puzzlink.Unknown:
			p.Cells[i] = Cell{Clue: true, Dir: max(pzprDir[cl.Dir], 0), N: -1}
		case cl.Num == puzzlink.Plus:
			return nil, u.Errorf(off, tok, "'+' is no yajilin clue")
		case cl.Dir == 0:
			return nil, u.Errorf(off, tok, "the number %d has no arrow", cl.Num)
		case cl.Num > MaxSide:
			return nil, u.Errorf(off, tok, "the number %d is past %d", cl.Num, MaxSide)
		default:
			p.Cells[i] = Cell{Clue: true, Dir: pzprDir[cl.Dir], N: cl.Num}
		}
		p.CellPos[i] = Pos{Line: u.Line, Col: u.BodyCol + off, Text: tok}
	}
	return p, nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encodeArrowNumber16
// body; a clue cell without number is "0.").
func PuzzLinkURL(p *Puzzle) string {
	cells := make([]puzzlink.ArrowNumber, len(p.Cells))
	for i, c := range p.Cells {
		switch {
		case !c.Clue:
			cells[i] = puzzlink.ArrowNumber{Num: puzzlink.Empty}
		case c.N < 0:
			cells[i] = puzzlink.ArrowNumber{Num: puzzlink.Unknown}
		default:
			cells[i] = puzzlink.ArrowNumber{Dir: c.Dir + 1, Num: c.N}
		}
	}
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, puzzlink.EncodeArrowNumber16(cells))
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}
