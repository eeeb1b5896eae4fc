package gen

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// encoding is the project's zebra encoding (zebra.Encode, pairwise
// at-most-one) loaded into an incremental engine session (solver/cdcl):
// every clause the encoder appends to its formula is copied into the
// engine by sync.
type encoding struct {
	e    *zebra.Encoding
	s    *cdcl.Solver
	done int // clauses of e.Formula already in s
}

// newEncoding encodes p (categories and clues).
func newEncoding(p *zebra.Puzzle) (*encoding, error) {
	e, err := zebra.Encode(p, zebra.Options{AMO: encode.Pairwise})
	if err != nil {
		return nil, err
	}
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(e.NumPrimary())
	en := &encoding{e: e, s: s}
	en.sync()
	return en, nil
}

func (en *encoding) sync() {
	f := en.e.Formula
	f.Each(en.done, func(c []encode.Lit) { en.s.AddClause(c) })
	en.done = f.NumClauses()
}

// addClue appends clue c, guarded by guard when it is not 0.
func (en *encoding) addClue(c zebra.Clue, guard encode.Lit) {
	en.e.AddClue(c, guard)
	en.sync()
}

// add appends a clause of the generator's own (the blocking clause).
func (en *encoding) add(c ...encode.Lit) {
	en.e.Formula.AddClause(c)
	en.sync()
}

// skeleton is p without clues.
func skeleton(p *zebra.Puzzle) *zebra.Puzzle {
	q := *p
	q.Clues = nil
	return &q
}
