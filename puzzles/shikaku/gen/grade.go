package gen

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Grader is the engine grader of Shikaku puzzles (generate.Levels) on
// the model people reason in: the clue's rectangles (patterns: every
// rectangle of the clue's area that holds the clue and no other, the
// primary variables z(k,p)) and the cells' rooms (w(c,k): cell c lies in
// the room of clue k), channelled both ways, with the redundant
// implications of Simonis' model ("a cell in room k rules out k's
// rectangles that miss it"), written through the room's bounds:
//
//	z(k,p) -> w(c,k)                 each cell c of p
//	w(c,k) -> some z(k,p) holding c
//	exactly one w(c,·)               each cell (pairwise at most one)
//	some z(k,·)                      each clue
//	z(k,p) -> top_k = p's top, bottom_k, left_k, right_k likewise
//	w(c,k) -> top_k <= row(c) <= bottom_k, left_k <= col(c) <= right_k
//
// with the bounds order encoded ("top_k <= v" literals chained), so
// that a cell known to be in room k falsifies, by propagation, every
// pattern of k that misses it, in clauses linear in the patterns rather
// than in patterns times cells. Unit propagation on it is what a solver
// by hand does first: a cell only one clue's rectangles reach belongs to
// that room; a room's rectangles that would take a cell another room
// needs are out; the cells all of a room's remaining rectangles share
// are its. So
//
//   - easy: that propagation from the clues fixes every room;
//   - medium: one round of case analysis does ("if this room were that
//     rectangle, some cell would be left without a room": failed-literal
//     probing on the rectangles);
//   - hard: case analyses that rest on others, or search.
type Grader struct{}

// Grade grades p (a *shikaku.Puzzle with known clues).
func (g Grader) Grade(pz puzzle.Puzzle) (generate.Report, error) {
	return g.GradeUpto(pz, generate.Any)
}

// GradeUpto grades p, stopping once its grade is known to exceed upto
// (generate.UptoGrader).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*shikaku.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("shikaku grader: not a Shikaku puzzle: %T", pz)
	}
	lv, err := levels(p)
	if err != nil {
		return generate.Report{}, err
	}
	lv.Upto = upto
	return lv.Run()
}

var _ generate.UptoGrader = Grader{}

// levels builds the grader's engine for p; the primary variables are the
// patterns, Patterns(p)[k][j] being Primary[offset of k + j].
func levels(p *shikaku.Puzzle) (*generate.Levels, error) {
	e, err := newEngine(p)
	if err != nil {
		return nil, err
	}
	return e.lv, nil
}

// engine is the grader's engine and its cells' room variables: wv[c][i]
// is w(c, wk[c][i]).
type engine struct {
	lv *generate.Levels
	wv [][]encode.Lit
	wk [][]int
}

func newEngine(p *shikaku.Puzzle) (*engine, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	for _, c := range p.Clues {
		if c.N < 1 {
			return nil, fmt.Errorf("shikaku grader: the clue at (%d,%d) is unknown", c.Row, c.Col)
		}
	}
	pats := shikaku.Patterns(p)
	w := p.Width
	cells := p.Width * p.Height
	var next encode.Lit = 1
	newVar := func() encode.Lit { next++; return next - 1 }
	lv := &generate.Levels{}
	z := make([][]encode.Lit, len(pats))
	for k := range pats {
		for range pats[k] {
			z[k] = append(z[k], newVar())
		}
		lv.Primary = append(lv.Primary, z[k]...)
	}
	// w(c,k) for every cell some pattern of k covers.
	wv := make([][]encode.Lit, cells) // by cell: the w literals
	wk := make([][]int, cells)        // by cell: their rooms
	wOf := func(c, k int) encode.Lit {
		for i, kk := range wk[c] {
			if kk == k {
				return wv[c][i]
			}
		}
		wk[c] = append(wk[c], k)
		wv[c] = append(wv[c], newVar())
		return wv[c][len(wv[c])-1]
	}
	var cb clauseBuf
	for k, ps := range pats {
		cb.add(z[k]...)
		for j, rect := range ps {
			for y := rect.Row; y < rect.Row+rect.H; y++ {
				for x := rect.Col; x < rect.Col+rect.W; x++ {
					cb.add(-z[k][j], wOf(y*w+x, k))
				}
			}
		}
	}
	bounds := make([]roomBounds, len(pats))
	for k, ps := range pats {
		bounds[k] = newBounds(ps, newVar)
		bounds[k].order(&cb)
		for j, rect := range ps {
			bounds[k].pattern(&cb, z[k][j], rect)
		}
	}
	for c := range cells {
		cb.add(wv[c]...)
		for i, k := range wk[c] {
			lw := wv[c][i]
			for _, lw2 := range wv[c][i+1:] {
				cb.add(-lw, -lw2)
			}
			cb.lits = append(cb.lits, -lw)
			for j, rect := range pats[k] {
				if rect.Contains(c/w, c%w) {
					cb.lits = append(cb.lits, z[k][j])
				}
			}
			cb.add()
			bounds[k].cell(&cb, lw, c/w, c%w)
		}
	}
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(int(next - 1))
	cb.feed(s)
	lv.S = s
	return &engine{lv: lv, wv: wv, wk: wk}, nil
}

// easyFacts runs the engine's propagation (the grade up to easy: the
// explanation grader's pre-filter) and gives the cells' rooms it fixed,
// as explain's Shikaku facts ({"cell","clue","holds"}). Each follows by
// one clause from earlier ones, a clause of one clue (its rectangles,
// bounds and cells) or of the rules: each is entailed by one clue and
// the facts before it (generate.ExplainGrader's doc).
func easyFacts(p *shikaku.Puzzle) (generate.Report, []json.RawMessage, error) {
	e, err := newEngine(p)
	if err != nil {
		return generate.Report{}, nil, err
	}
	e.lv.Upto = generate.Easy
	rep, err := e.lv.Run()
	if err != nil || rep.Grade == generate.Easy {
		return rep, nil, err
	}
	var facts []json.RawMessage
	for c, ws := range e.wv {
		for i, w := range ws {
			v := e.lv.S.RootValue(w)
			if v == 0 {
				continue
			}
			k := p.Clues[e.wk[c][i]]
			facts = append(facts, json.RawMessage(fmt.Sprintf(`{"cell":[%d,%d],"clue":[%d,%d],"holds":%v}`, c/p.Width, c%p.Width, k.Row, k.Col, v > 0)))
		}
	}
	return rep, facts, nil
}

// roomBounds are a room's four bounds (top, bottom, left, right), each
// an integer in the range its patterns span, order encoded: le[b][v-lo[b]]
// is "bound b <= v" for v in [lo[b], hi[b]-1] (above: true; below lo: false).
type roomBounds struct {
	lo, hi [4]int
	le     [4][]encode.Lit
}

func newBounds(ps []shikaku.Rect, newVar func() encode.Lit) roomBounds {
	var b roomBounds
	for i, rect := range ps {
		v := rectBounds(rect)
		for j := range 4 {
			if i == 0 || v[j] < b.lo[j] {
				b.lo[j] = v[j]
			}
			if i == 0 || v[j] > b.hi[j] {
				b.hi[j] = v[j]
			}
		}
	}
	for j := range 4 {
		for range b.hi[j] - b.lo[j] {
			b.le[j] = append(b.le[j], newVar())
		}
	}
	return b
}

// rectBounds is top, bottom, left, right.
func rectBounds(r shikaku.Rect) [4]int {
	return [4]int{r.Row, r.Row + r.H - 1, r.Col, r.Col + r.W - 1}
}

// implies adds a -> (bound j <= v), or its negation when !holds; where
// the bound's range decides the literal, the clause is dropped (true) or
// becomes ¬a (false).
func (b *roomBounds) implies(cb *clauseBuf, a encode.Lit, j, v int, holds bool) {
	switch {
	case v >= b.hi[j]:
		if !holds {
			cb.add(-a)
		}
	case v < b.lo[j]:
		if holds {
			cb.add(-a)
		}
	default:
		l := b.le[j][v-b.lo[j]]
		if !holds {
			l = -l
		}
		cb.add(-a, l)
	}
}

// order adds "bound <= v -> bound <= v+1".
func (b *roomBounds) order(cb *clauseBuf) {
	for j := range 4 {
		for i := 0; i+1 < len(b.le[j]); i++ {
			cb.add(-b.le[j][i], b.le[j][i+1])
		}
	}
}

// pattern adds z -> every bound equals rect's.
func (b *roomBounds) pattern(cb *clauseBuf, z encode.Lit, rect shikaku.Rect) {
	for j, v := range rectBounds(rect) {
		b.implies(cb, z, j, v, true)
		b.implies(cb, z, j, v-1, false)
	}
}

// cell adds w -> top <= r <= bottom and left <= c <= right.
func (b *roomBounds) cell(cb *clauseBuf, w encode.Lit, r, c int) {
	b.implies(cb, w, 0, r, true)
	b.implies(cb, w, 1, r-1, false)
	b.implies(cb, w, 2, c, true)
	b.implies(cb, w, 3, c-1, false)
}

// clauseBuf collects clauses in one slice, each ended by 0, so that the
// engine gets them after its variables are sized.
type clauseBuf struct{ lits []encode.Lit }

// add ends a clause: the literals given, after any appended to lits.
func (cb *clauseBuf) add(lits ...encode.Lit) {
	cb.lits = append(append(cb.lits, lits...), 0)
}

func (cb *clauseBuf) feed(s *cdcl.Solver) {
	start := 0
	for i, l := range cb.lits {
		if l == 0 {
			s.AddClause(cb.lits[start:i])
			start = i + 1
		}
	}
}
