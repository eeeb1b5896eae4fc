package futoshiki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Options choose the encodings.
type Options struct {
	Model latin.Model        // the Latin square's cell encoding
	AMO   encode.AMOEncoding // the square's exactly-ones
	// Explain guards every given and sign by a selector.
	Explain bool
}

func (o Options) String() string {
	s := fmt.Sprintf("model=%v amo=%v", o.Model, o.AMO)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"model": o.Model.String(), "amo": o.AMO.String()}
}

// Encoding is an encoded puzzle: the Latin square's direct variables
// first (N*N*(N+1), row-major, value 0 forced false), then auxiliary ones.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Square  *latin.Square
	Clues   []puzzle.Clue
}

type guard struct {
	out encode.Sink
	sel encode.Lit
	buf []encode.Lit
}

func (g *guard) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], c...), -g.sel)
	g.out.AddClause(g.buf)
}

// Encode builds the encoding of p:
//
//   - the Latin square (shape/latin, Options.Model);
//   - a given v at (r,c): the unit clause x[r][c][v];
//   - a < b: ¬geq(a,v) ∨ geq(b,v+1) for v = 1..N-1 and ¬geq(a,N) (binary
//     and unit clauses over the order variables);
//   - a bar (adjacent mode): x(a,v) → x(b,v-1) ∨ x(b,v+1) and the same
//     from b; no bar: ¬x(a,v) ∨ ¬x(b,v±1) (binary).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.SeqCounter, opt.AMO)
	n := p.N
	sq := latin.New(b, n, n, opt.Model, false)
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, Square: sq}
	sink := func(sel encode.Lit) *encode.Builder {
		if sel == 0 {
			return b
		}
		return &encode.Builder{Vars: &f.Vars, Out: &guard{out: f, sel: sel}, Card: encode.SeqCounter, AMO: opt.AMO}
	}
	for i, v := range p.Given {
		if v == None {
			continue
		}
		var sel encode.Lit
		if opt.Explain {
			sel = f.New(fmt.Sprintf("given(%d,%d)=%d", i/n+1, i%n+1, v))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: fmt.Sprintf("the digit %d given in (%d,%d)", v, i/n, i%n),
				JSON: map[string]int{"row": i/n + 1, "col": i%n + 1, "digit": v}})
		}
		sink(sel).Clause(sq.Is(i/n, i%n, v))
	}
	for _, q := range p.Pairs() {
		if q.Rel == NoRel && !p.Adjacent {
			continue
		}
		var sel encode.Lit
		if opt.Explain && q.Rel != NoRel {
			sel = f.New("sign " + p.Words(q))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: "the sign " + p.words(q, 0),
				JSON: map[string]any{"a": []int{q.A/n + 1, q.A%n + 1}, "b": []int{q.B/n + 1, q.B%n + 1}, "sign": []string{"", ">", "<", "|"}[q.Rel]}})
		}
		gb := sink(sel)
		ar, ac, br, bc := q.A/n, q.A%n, q.B/n, q.B%n
		less := func(r1, c1, r2, c2 int) { // (r1,c1) < (r2,c2)
			for v := 1; v < n; v++ {
				gb.Clause(-sq.Geq(r1, c1, v), sq.Geq(r2, c2, v+1))
			}
			gb.Clause(-sq.Geq(r1, c1, n))
		}
		switch q.Rel {
		case Less:
			less(ar, ac, br, bc)
		case Greater:
			less(br, bc, ar, ac)
		case Next:
			for v := 1; v <= n; v++ {
				for _, d := range [][4]int{{ar, ac, br, bc}, {br, bc, ar, ac}} {
					cl := []encode.Lit{-sq.Is(d[0], d[1], v)}
					if v > 1 {
						cl = append(cl, sq.Is(d[2], d[3], v-1))
					}
					if v < n {
						cl = append(cl, sq.Is(d[2], d[3], v+1))
					}
					gb.Clause(cl...)
				}
			}
		default: // adjacent mode, no bar: never differ by 1
			for v := 1; v < n; v++ {
				gb.Clause(-sq.Is(ar, ac, v), -sq.Is(br, bc, v+1))
				gb.Clause(-sq.Is(ar, ac, v+1), -sq.Is(br, bc, v))
			}
		}
	}
	return e, nil
}

// Decode reads a model's values.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	vs, err := e.Square.Values(m)
	if err != nil {
		return nil, err
	}
	return &Solution{N: e.Puzzle.N, Values: vs}, nil
}

// Fact names a direct variable as a person reads it: the text's cell
// 0-based, as every kind's explanation words write it (the page and
// hints count from 1: explain.OneBased), the JSON's row and col 1-based.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	n, k := e.Puzzle.N, e.Puzzle.N+1
	v := l.Var() - 1
	cell, h := v/k, v%k
	r, c := cell/n+1, cell%n+1
	text := fmt.Sprintf("digit %d is in (%d,%d)", h, r-1, c-1)
	if !l.Positive() {
		text = fmt.Sprintf("digit %d is not in (%d,%d)", h, r-1, c-1)
	}
	return puzzle.Fact{Lit: l, Text: text, JSON: map[string]any{"row": r, "col": c, "digit": h, "is": l.Positive()}}
}
