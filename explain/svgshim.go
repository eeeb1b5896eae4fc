package explain

import (
	"bytes"
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// This file only keeps svg.go building while svg.go is being rewritten
// onto the board model (package puzzle/board): the Hashi reader moved to
// package hashi (puzzles/hashi/explain.go), and svg.go still reads the
// possible bridges from a *hashiAdapter. Delete this file with the last
// use of adapterFor in svg.go. It names no genre: it reads the edges
// from the facts' JSON shape ({"from","to","min","max"}), as --from does.

// hashiAdapter is the base reader with the encoding's edges.
type hashiAdapter struct {
	puzzle.FactReader
	edges map[[4]int]*hashiEdge
}

type hashiEdge struct {
	from, to [2]int
	lits     []encode.Lit // lits[k-1] is "at least k bridges"
}

// adapterFor is the base reader with the edges among enc's facts (svg.go
// calls it for Hashi puzzles only).
func adapterFor(_ puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	a := &hashiAdapter{FactReader: puzzle.NewLiteralReader(enc), edges: map[[4]int]*hashiEdge{}}
	for _, v := range enc.Facts {
		b, err := json.Marshal(enc.FactOf(v).JSON)
		if err != nil {
			continue
		}
		var fj struct {
			From, To *[2]int
			Min, Max *int
		}
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		if d.Decode(&fj) != nil || fj.From == nil || fj.To == nil || fj.Min == nil || fj.Max == nil || *fj.Min < 1 {
			continue // not an edge's fact
		}
		key := [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
		e := a.edges[key]
		if e == nil {
			e = &hashiEdge{from: *fj.From, to: *fj.To}
			a.edges[key] = e
		}
		for len(e.lits) < *fj.Min {
			e.lits = append(e.lits, 0)
		}
		e.lits[*fj.Min-1] = v
	}
	return a
}

func edgeLess(a, b *hashiEdge) bool {
	ka := [4]int{a.from[0], a.from[1], a.to[0], a.to[1]}
	kb := [4]int{b.from[0], b.from[1], b.to[0], b.to[1]}
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] < kb[i]
		}
	}
	return false
}
