package gen

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
)

// encoding is the project's zebra encoding (zebra.Encode, pairwise
// at-most-one) loaded into the generator's SAT solver: every clause the
// encoder appends to its formula is copied into the solver by sync.
type encoding struct {
	e    *zebra.Encoding
	s    *sat
	done int // clauses of e.Formula already in s
}

// newEncoding encodes p (categories and clues).
func newEncoding(p *zebra.Puzzle) (*encoding, error) {
	e, err := zebra.Encode(p, zebra.Options{AMO: encode.Pairwise})
	if err != nil {
		return nil, err
	}
	en := &encoding{e: e, s: newSat(e.NumPrimary())}
	en.sync()
	return en, nil
}

func (en *encoding) sync() {
	f := en.e.Formula
	f.Each(en.done, en.s.add)
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
