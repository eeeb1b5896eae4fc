package hashi

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/english"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining implements puzzle.Explainer: a fact is one edge's range of
// bridges, min..max ("bridge (0,0)-(0,4) >= 1"); a step's literals about
// one edge merge into one fact.
func (kind) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	base := puzzle.NewLiteralReader(enc)
	p, ok := pz.(*Puzzle)
	if !ok {
		return base
	}
	r := &factReader{LiteralReader: base, p: p, edges: map[[4]int]*factEdge{}, of: map[encode.Lit]*factEdge{}}
	for _, v := range enc.Facts {
		fj, ok := enc.FactOf(v).JSON.(FactJSON)
		if !ok {
			continue
		}
		key := [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
		e := r.edges[key]
		if e == nil {
			e = &factEdge{from: fj.From, to: fj.To}
			r.edges[key] = e
		}
		for len(e.lits) < fj.Min {
			e.lits = append(e.lits, 0)
		}
		e.lits[fj.Min-1] = v
		r.of[v] = e
	}
	return r
}

// factReader reads a Hashi encoding's facts by edge.
type factReader struct {
	*puzzle.LiteralReader
	p     *Puzzle
	edges map[[4]int]*factEdge
	of    map[encode.Lit]*factEdge // by positive literal
}

// factEdge is a candidate edge as its facts speak of it.
type factEdge struct {
	from, to [2]int
	lits     []encode.Lit // lits[k-1] is "at least k bridges"
}

// bounds is the range a literal of e states.
func (e *factEdge) bounds(l encode.Lit) (lo, hi int) {
	for k, x := range e.lits {
		switch l {
		case x:
			return k + 1, len(e.lits)
		case -x:
			return 0, k
		}
	}
	return 0, len(e.lits)
}

func (r *factReader) edgeOf(l encode.Lit) *factEdge {
	if l < 0 {
		return r.of[-l]
	}
	return r.of[l]
}

// Group merges the literals of each edge into one range, edges in order
// of their ends.
func (r *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	type acc struct {
		e      *factEdge
		lo, hi int
		lits   []encode.Lit
	}
	var order []*acc
	by := map[*factEdge]*acc{}
	for _, l := range lits {
		e := r.edgeOf(l)
		if e == nil {
			return r.LiteralReader.Group(lits)
		}
		x := by[e]
		if x == nil {
			x = &acc{e: e, hi: len(e.lits)}
			by[e] = x
			order = append(order, x)
		}
		lo, hi := e.bounds(l)
		x.lo, x.hi = max(x.lo, lo), min(x.hi, hi)
		x.lits = append(x.lits, l)
	}
	sort.Slice(order, func(i, j int) bool { return edgeLess(order[i].e, order[j].e) })
	out := make([]puzzle.Statement, len(order))
	for i, x := range order {
		out[i] = r.rangeFact(x.e, x.lo, x.hi, x.lits)
	}
	return out
}

func edgeLess(a, b *factEdge) bool {
	ka := [4]int{a.from[0], a.from[1], a.to[0], a.to[1]}
	kb := [4]int{b.from[0], b.from[1], b.to[0], b.to[1]}
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] < kb[i]
		}
	}
	return false
}

func (r *factReader) rangeFact(e *factEdge, lo, hi int, lits []encode.Lit) puzzle.Statement {
	is := func(p [2]int) Island { return Island{Row: p[0], Col: p[1]} }
	text := BridgeRange(is(e.from), is(e.to), lo, hi)
	if lo > 0 && lo < hi && hi == len(e.lits) {
		text = fmt.Sprintf("bridge (%d,%d)-(%d,%d) >= %d", e.from[0], e.from[1], e.to[0], e.to[1], lo)
	}
	return puzzle.Statement{Lits: lits, JSON: FactJSON{From: e.from, To: e.to, Min: lo, Max: hi}, Text: text}
}

// Parse reads {"from":[r,c],"to":[r,c],"min":lo,"max":hi}, the ends in
// either order.
func (r *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		From, To *[2]int
		Min, Max *int
	}
	if err := strictJSON(raw, &fj); err != nil {
		return puzzle.Statement{}, err
	}
	if fj.From == nil || fj.To == nil || fj.Min == nil || fj.Max == nil {
		return puzzle.Statement{}, fmt.Errorf(`a Hashi fact needs "from", "to", "min" and "max": %s`, english.Clip(string(raw), 120))
	}
	e := r.edges[[4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}]
	if e == nil {
		e = r.edges[[4]int{fj.To[0], fj.To[1], fj.From[0], fj.From[1]}]
	}
	if e == nil {
		return puzzle.Statement{}, fmt.Errorf("no possible bridge joins (%d,%d) and (%d,%d)", fj.From[0], fj.From[1], fj.To[0], fj.To[1])
	}
	lo, hi, m := *fj.Min, *fj.Max, len(e.lits)
	if lo < 0 || hi > m || lo > hi {
		return puzzle.Statement{}, fmt.Errorf("bridge (%d,%d)-(%d,%d): min %d, max %d: want 0 <= min <= max <= %d", e.from[0], e.from[1], e.to[0], e.to[1], lo, hi, m)
	}
	var lits []encode.Lit
	if lo > 0 {
		lits = append(lits, e.lits[lo-1])
	}
	if hi < m {
		lits = append(lits, -e.lits[hi])
	}
	if len(lits) == 0 {
		return puzzle.Statement{}, fmt.Errorf("bridge (%d,%d)-(%d,%d): 0..%d says nothing", e.from[0], e.from[1], e.to[0], e.to[1], m)
	}
	return r.rangeFact(e, lo, hi, lits), nil
}

// strictJSON decodes raw into v, rejecting unknown fields.
func strictJSON(raw json.RawMessage, v any) error {
	d := json.NewDecoder(strings.NewReader(string(raw)))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%v in %s", err, english.Clip(string(raw), 120))
	}
	return nil
}

// Say lists the ranges with commas.
func (r *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, ", ")
}

func (r *factReader) Rules() []string {
	rs := []string{"bridges run straight between two islands", "at most " + strconv.Itoa(r.p.MaxBridges) + " bridges join two islands",
		"bridges never cross", "every island has a bridge", "the bridges connect all islands"}
	if r.p.Tree {
		rs = append(rs, "the bridges form no loop")
	}
	return rs
}

// ClueWords: "island (3,4) needs 1 bridge".
func (r *factReader) ClueWords(c puzzle.Clue) string {
	if cj, ok := c.JSON.(ClueJSON); ok {
		return fmt.Sprintf("island (%d,%d) needs %s", cj.Island[0], cj.Island[1], english.Plural(cj.Clue, "bridge"))
	}
	return c.Text
}

// SolutionJSON is {"bridges":[...]}.
func (r *factReader) SolutionJSON(sol puzzle.Solution) any {
	s := sol.(*Solution)
	bs := s.Bridges
	if bs == nil {
		bs = []Bridge{}
	}
	return struct {
		Bridges []Bridge `json:"bridges"`
	}{bs}
}

// Exact is the exact number of bridges m puts on each edge one of vars
// belongs to.
func (r *factReader) Exact(m encode.Model, vars []int) []puzzle.Statement {
	var lits []encode.Lit
	seen := map[*factEdge]bool{}
	for _, v := range vars {
		e := r.of[encode.Lit(v)]
		if e == nil || seen[e] {
			continue
		}
		seen[e] = true
		for _, l := range e.lits {
			if m.Value(l) {
				lits = append(lits, l)
			} else {
				lits = append(lits, -l)
			}
		}
	}
	return r.Group(lits)
}
