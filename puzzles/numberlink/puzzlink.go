package numberlink

import (
	"errors"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzz.link URLs of pzprjs' numlin (src/variety/numlin.js):
// https://puzz.link/p?numlin/COLS/ROWS/BODY, the body pzprjs'
// decodeNumber16 (puzzlink.DecodeNumber16: a hex digit a number 0-15,
// '-' and two digits 16-255, '+' and three larger ones, g-z runs of
// empty cells). pzprjs' arukone has the same body (its rule "every cell
// used" is --fill all here).

// ParsePuzzLink reads puzz.link numlin URLs, one per line.
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
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a numlin one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide || u.Rows < 2 || u.Cols < 2 {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "grid %dx%d is out of range (2 to %d a side)", u.Cols, u.Rows, MaxSide)
	}
	vals, used, err := puzzlink.DecodeNumber16(u.Body, u.Rows*u.Cols)
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
	p.NumPos = map[int]Pos{}
	for i, v := range vals {
		switch {
		case v == puzzlink.Empty:
			continue
		case v == puzzlink.Unknown || v < 1 || v > MaxNumber:
			return nil, u.Errorf(0, clip(u.Body), "cell %d: a number must be 1 to %d (no unknown '.' or 0)", i, MaxNumber)
		}
		p.Nums[i] = v
		p.NumPos[i] = Pos{Line: u.Line, Col: u.BodyCol}
	}
	return p, nil
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encodeNumber16 body).
func PuzzLinkURL(p *Puzzle) string {
	vals := make([]int, len(p.Nums))
	for i, v := range p.Nums {
		vals[i] = v
		if v == 0 {
			vals[i] = puzzlink.Empty
		}
	}
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, puzzlink.EncodeNumber16(vals))
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}
