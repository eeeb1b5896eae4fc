package zebra

import (
	"bytes"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Same reports whether p and q are the same puzzle: the same positions,
// categories and clues (names aside, and the clues' source lines and
// texts).
func (p *Puzzle) Same(q *Puzzle) bool {
	return sameCategory(p.Positions, q.Positions) && len(p.Categories) == len(q.Categories) &&
		sameCategories(p.Categories, q.Categories) && sameClues(p.Clues, q.Clues)
}

func sameCategories(a, b []Category) bool {
	for i := range a {
		if !sameCategory(a[i], b[i]) {
			return false
		}
	}
	return true
}

func sameCategory(a, b Category) bool {
	if a.Name != b.Name || len(a.Values) != len(b.Values) {
		return false
	}
	for i, v := range a.Values {
		if v != b.Values[i] {
			return false
		}
	}
	return true
}

func sameClues(a, b []Clue) bool {
	if len(a) != len(b) {
		return false
	}
	for i, c := range a {
		d := b[i]
		if c.Kind != d.Kind || c.K != d.K || len(c.Args) != len(d.Args) || !sameClues(c.Any, d.Any) {
			return false
		}
		for j, r := range c.Args {
			if r != d.Args[j] {
				return false
			}
		}
	}
	return true
}

// writeZebraLogic writes p as one ZebraLogic record without a solution,
// and refuses a puzzle that the record would not read back as: English
// cannot tell apart value names shared by categories whose names share a
// word, and ZebraLogic numbers its houses 1..N.
func writeZebraLogic(w io.Writer, pz puzzle.Puzzle) error {
	p, ok := pz.(*Puzzle)
	if !ok {
		return fmt.Errorf("zebra: not a zebra puzzle: %T", pz)
	}
	var b bytes.Buffer
	if err := p.WriteZebraLogic(&b, nil); err != nil {
		return err
	}
	ims, err := ReadZebraLogic(bytes.NewReader(b.Bytes()), nil)
	if err != nil || len(ims) != 1 || ims[0].Err != nil || !p.Same(ims[0].Puzzle) {
		return fmt.Errorf("%s: ZebraLogic's English cannot express this puzzle so that it reads back the same (its houses are numbered 1..N, and a value name shared by two categories must be told apart by their names)", p.Name)
	}
	_, err = w.Write(b.Bytes())
	return err
}
