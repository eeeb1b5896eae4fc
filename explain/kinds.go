package explain

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// adapterFor picks the adapter of a kind (the base one for kinds it does
// not know).
func adapterFor(p puzzle.Puzzle, enc *puzzle.Encoding) adapter {
	base := newLiterals(enc)
	switch p := p.(type) {
	case *hashi.Puzzle:
		return newHashiAdapter(p, base)
	case *shikaku.Puzzle:
		return &shikakuAdapter{base}
	case *zebra.Puzzle:
		return &zebraAdapter{base, p}
	}
	return base
}

// hashiAdapter: a fact is one edge's range of bridges, min..max; a step's
// literals about one edge merge into one fact.
type hashiAdapter struct {
	*literals
	p     *hashi.Puzzle
	edges map[[4]int]*hashiEdge
	of    map[encode.Lit]*hashiEdge // by positive literal
}

type hashiEdge struct {
	from, to [2]int
	lits     []encode.Lit // lits[k-1] is "at least k bridges"
}

func newHashiAdapter(p *hashi.Puzzle, base *literals) *hashiAdapter {
	a := &hashiAdapter{literals: base, p: p, edges: map[[4]int]*hashiEdge{}, of: map[encode.Lit]*hashiEdge{}}
	for _, v := range base.enc.Facts {
		fj, ok := base.enc.FactOf(v).JSON.(hashi.FactJSON)
		if !ok {
			continue
		}
		key := [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
		e := a.edges[key]
		if e == nil {
			e = &hashiEdge{from: fj.From, to: fj.To}
			a.edges[key] = e
		}
		for len(e.lits) < fj.Min {
			e.lits = append(e.lits, 0)
		}
		e.lits[fj.Min-1] = v
		a.of[v] = e
	}
	return a
}

// bounds is the range a literal of e states.
func (e *hashiEdge) bounds(l encode.Lit) (lo, hi int) {
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

func (a *hashiAdapter) edgeOf(l encode.Lit) *hashiEdge {
	if l < 0 {
		return a.of[-l]
	}
	return a.of[l]
}

func (a *hashiAdapter) group(lits []encode.Lit) []Fact {
	type acc struct {
		e      *hashiEdge
		lo, hi int
		lits   []encode.Lit
	}
	var order []*acc
	by := map[*hashiEdge]*acc{}
	for _, l := range lits {
		e := a.edgeOf(l)
		if e == nil {
			return a.literals.group(lits)
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
	out := make([]Fact, len(order))
	for i, x := range order {
		out[i] = a.rangeFact(x.e, x.lo, x.hi, x.lits)
	}
	return out
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

func (a *hashiAdapter) rangeFact(e *hashiEdge, lo, hi int, lits []encode.Lit) Fact {
	is := func(p [2]int) hashi.Island { return hashi.Island{Row: p[0], Col: p[1]} }
	text := hashi.BridgeRange(is(e.from), is(e.to), lo, hi)
	if lo > 0 && lo < hi && hi == len(e.lits) {
		text = fmt.Sprintf("bridge (%d,%d)-(%d,%d) >= %d", e.from[0], e.from[1], e.to[0], e.to[1], lo)
	}
	return Fact{Lits: lits, JSON: hashi.FactJSON{From: e.from, To: e.to, Min: lo, Max: hi}, Text: text}
}

func (a *hashiAdapter) parse(raw json.RawMessage) (Fact, error) {
	var fj struct {
		From, To *[2]int
		Min, Max *int
	}
	if err := strictJSON(raw, &fj); err != nil {
		return Fact{}, err
	}
	if fj.From == nil || fj.To == nil || fj.Min == nil || fj.Max == nil {
		return Fact{}, fmt.Errorf(`a Hashi fact needs "from", "to", "min" and "max": %s`, clip(string(raw), 120))
	}
	e := a.edges[[4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}]
	if e == nil {
		e = a.edges[[4]int{fj.To[0], fj.To[1], fj.From[0], fj.From[1]}]
	}
	if e == nil {
		return Fact{}, fmt.Errorf("no possible bridge joins (%d,%d) and (%d,%d)", fj.From[0], fj.From[1], fj.To[0], fj.To[1])
	}
	lo, hi, m := *fj.Min, *fj.Max, len(e.lits)
	if lo < 0 || hi > m || lo > hi {
		return Fact{}, fmt.Errorf("bridge (%d,%d)-(%d,%d): min %d, max %d: want 0 <= min <= max <= %d", e.from[0], e.from[1], e.to[0], e.to[1], lo, hi, m)
	}
	var lits []encode.Lit
	if lo > 0 {
		lits = append(lits, e.lits[lo-1])
	}
	if hi < m {
		lits = append(lits, -e.lits[hi])
	}
	if len(lits) == 0 {
		return Fact{}, fmt.Errorf("bridge (%d,%d)-(%d,%d): 0..%d says nothing", e.from[0], e.from[1], e.to[0], e.to[1], m)
	}
	return a.rangeFact(e, lo, hi, lits), nil
}

func (a *hashiAdapter) factsText(fs []Fact) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, ", ")
}

func (a *hashiAdapter) rules() []string {
	r := []string{"bridges run straight between two islands", "at most " + strconv.Itoa(a.p.MaxBridges) + " bridges join two islands",
		"bridges never cross", "every island has a bridge", "the bridges connect all islands"}
	if a.p.Tree {
		r = append(r, "the bridges form no loop")
	}
	return r
}

func (a *hashiAdapter) solutionJSON(sol puzzle.Solution) any {
	s := sol.(*hashi.Solution)
	bs := s.Bridges
	if bs == nil {
		bs = []hashi.Bridge{}
	}
	return struct {
		Bridges []hashi.Bridge `json:"bridges"`
	}{bs}
}

// strictJSON decodes raw into v, rejecting unknown fields.
func strictJSON(raw json.RawMessage, v any) error {
	d := json.NewDecoder(strings.NewReader(string(raw)))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%v in %s", err, clip(string(raw), 120))
	}
	return nil
}

// shikakuAdapter: facts are "cell (r,c) does (not) belong to the room of
// the clue at (r',c')"; a step's facts read grouped by room.
type shikakuAdapter struct{ *literals }

func (a *shikakuAdapter) factsText(fs []Fact) string {
	type key struct {
		clue  [2]int
		holds bool
	}
	var order []key
	cells := map[key][]string{}
	placed := map[[2]int]bool{} // cells whose room a fact here names
	for _, f := range fs {
		fj, ok := f.JSON.(shikaku.FactJSON)
		if !ok {
			return a.literals.factsText(fs)
		}
		if fj.Holds {
			placed[fj.Cell] = true
		}
	}
	for _, f := range fs {
		fj := f.JSON.(shikaku.FactJSON)
		if !fj.Holds && placed[fj.Cell] {
			continue // "cell c belongs to room A" says it is in no other room
		}
		k := key{fj.Clue, fj.Holds}
		if _, seen := cells[k]; !seen {
			order = append(order, k)
		}
		cells[k] = append(cells[k], fmt.Sprintf("(%d,%d)", fj.Cell[0], fj.Cell[1]))
	}
	ts := make([]string, len(order))
	for i, k := range order {
		cs := cells[k]
		verb := map[bool]string{true: "belongs", false: "does not belong"}[k.holds]
		noun := "cell"
		if len(cs) > 1 {
			verb = map[bool]string{true: "belong", false: "do not belong"}[k.holds]
			noun = "cells"
		}
		ts[i] = fmt.Sprintf("%s %s %s to the room of the clue at (%d,%d)", noun, list(cs, "and"), verb, k.clue[0], k.clue[1])
	}
	return strings.Join(ts, "; ")
}

func (a *shikakuAdapter) rules() []string {
	return []string{"rooms are rectangles", "the rooms cover the grid without overlapping", "each room holds exactly one clue"}
}

func (a *shikakuAdapter) solutionJSON(sol puzzle.Solution) any {
	s := sol.(*shikaku.Solution)
	rooms := make([]shikaku.JSONRoom, len(s.Rooms))
	for i, r := range s.Rooms {
		rooms[i] = shikaku.JSONRoom{Row: r.Row, Col: r.Col, Width: r.Width, Height: r.Height, Clue: r.Clue}
	}
	return struct {
		Rooms []shikaku.JSONRoom `json:"rooms"`
	}{rooms}
}

// zebraAdapter: facts are "value V of category C is (not) in house H"; a
// step's facts read grouped by value: "the Englishman is not in house 2,
// 3 or 4".
type zebraAdapter struct {
	*literals
	p *zebra.Puzzle
}

func (a *zebraAdapter) factsText(fs []Fact) string {
	type key struct {
		cat, val string
		holds    bool
	}
	pos := map[[2]string]bool{} // (category, value) placed by a fact here
	at := map[string]bool{}     // category + house filled by a fact here
	for _, f := range fs {
		fj, ok := f.JSON.(zebra.FactJSON)
		if !ok {
			return a.literals.factsText(fs)
		}
		if fj.Holds {
			pos[[2]string{fj.Category, fj.Value}] = true
			at[fj.Category+"\x00"+strconv.Itoa(fj.House)] = true
		}
	}
	var order []key
	houses := map[key][]string{}
	for _, holds := range []bool{true, false} {
		for _, f := range fs {
			fj := f.JSON.(zebra.FactJSON)
			if fj.Holds != holds {
				continue
			}
			// "X is in house 3" says that X is in no other house and that
			// no other value of its category is in house 3.
			if !holds && (pos[[2]string{fj.Category, fj.Value}] || at[fj.Category+"\x00"+strconv.Itoa(fj.House)]) {
				continue
			}
			k := key{fj.Category, fj.Value, fj.Holds}
			if _, seen := houses[k]; !seen {
				order = append(order, k)
			}
			houses[k] = append(houses[k], a.p.Positions.Values[fj.House-1])
		}
	}
	place := strings.ToLower(a.p.Positions.Name)
	ts := make([]string, len(order))
	for i, k := range order {
		ref := a.ref(k.cat, k.val)
		if k.holds {
			ts[i] = fmt.Sprintf("%s is in %s %s", ref, place, list(houses[k], "and"))
		} else {
			ts[i] = fmt.Sprintf("%s is not in %s %s", ref, place, list(houses[k], "or"))
		}
	}
	return strings.Join(ts, "; ")
}

// ref names a value as the puzzle does.
func (a *zebraAdapter) ref(cat, val string) string {
	for c := range a.p.Categories {
		if a.p.Categories[c].Name == cat {
			if v := a.p.Categories[c].Index(val); v >= 0 {
				return a.p.RefName(zebra.Ref{Cat: c, Val: v})
			}
		}
	}
	return val
}

func (a *zebraAdapter) rules() []string {
	pos := strings.ToLower(a.p.Positions.Name)
	return []string{"each value of a category is in exactly one " + pos, "each " + pos + " has exactly one value of each category"}
}

func (a *zebraAdapter) solutionJSON(sol puzzle.Solution) any {
	s := a.p.MarshalSolution(sol.(*zebra.Solution))
	return struct {
		Header []string   `json:"header"`
		Rows   [][]string `json:"rows"`
	}{s.Header, s.Rows}
}
