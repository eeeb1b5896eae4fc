package masyu

import (
	"errors"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzz.link URLs of pzprjs' mashu (src/variety/mashu.js):
// https://puzz.link/p?mashu/COLS/ROWS/BODY, the body pzprjs' circle list
// (puzzlink.DecodeCircle): a base-27 digit per three cells, 1 a white
// pearl, 2 a black one.

// puzzLinkGenre is pzprjs' mashu; "masyu" and "pearl" are accepted too.
var puzzLinkGenre = puzzlink.Genre{Name: "mashu", Aliases: []string{"masyu", "pearl"}}

func looksPuzzLink(line string) bool { return puzzLinkGenre.Is(puzzlink.URLKind(line)) }

// ParsePuzzLink reads puzz.link mashu URLs, one per line.
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

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !puzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a mashu one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide || u.Rows < 2 || u.Cols < 2 {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "grid %dx%d is out of range (2 to %d a side)", u.Cols, u.Rows, MaxSide)
	}
	vals, used, err := puzzlink.DecodeCircle(u.Body, u.Rows*u.Cols)
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
	p.PearlPos = map[int]Pos{}
	for i, v := range vals {
		p.Pearls[i] = v
		if v != Empty {
			p.PearlPos[i] = Pos{Line: u.Line, Col: u.BodyCol + i/3}
		}
	}
	return p, nil
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encodeCircle body).
func PuzzLinkURL(p *Puzzle) string {
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, puzzlink.EncodeCircle(p.Pearls))
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}
