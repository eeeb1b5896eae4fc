package zebra

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/english"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining implements puzzle.Explainer: facts are "value V of category
// C is (not) in house H", one literal each; a step's facts read grouped
// by value: "the Englishman is not in house 2, 3 or 4".
func (kind) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	base := puzzle.NewLiteralReader(enc)
	p, ok := pz.(*Puzzle)
	if !ok {
		return base
	}
	return &factReader{base, p}
}

// factReader says a zebra encoding's facts by value, in the puzzle's
// names.
type factReader struct {
	*puzzle.LiteralReader
	p *Puzzle
}

// Say groups the facts by value, placements first; a placement says by
// itself that the value is in no other house and that no other value of
// its category is in that house, so those facts go unsaid.
func (r *factReader) Say(fs []puzzle.Statement) string {
	type key struct {
		cat, val string
		holds    bool
	}
	pos := map[[2]string]bool{} // (category, value) placed by a fact here
	at := map[string]bool{}     // category + house filled by a fact here
	for _, f := range fs {
		fj, ok := f.JSON.(FactJSON)
		if !ok {
			return r.LiteralReader.Say(fs)
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
			fj := f.JSON.(FactJSON)
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
			houses[k] = append(houses[k], r.p.Positions.Values[fj.House-1])
		}
	}
	place := strings.ToLower(r.p.Positions.Name)
	ts := make([]string, len(order))
	for i, k := range order {
		ref := r.ref(k.cat, k.val)
		if k.holds {
			ts[i] = fmt.Sprintf("%s is in %s %s", ref, place, english.List(houses[k], "and"))
		} else {
			ts[i] = fmt.Sprintf("%s is not in %s %s", ref, place, english.List(houses[k], "or"))
		}
	}
	return strings.Join(ts, "; ")
}

// ref names a value as the puzzle does.
func (r *factReader) ref(cat, val string) string {
	for c := range r.p.Categories {
		if r.p.Categories[c].Name == cat {
			if v := r.p.Categories[c].Index(val); v >= 0 {
				return r.p.RefName(Ref{Cat: c, Val: v})
			}
		}
	}
	return val
}

func (r *factReader) Rules() []string {
	pos := strings.ToLower(r.p.Positions.Name)
	return []string{"each value of a category is in exactly one " + pos, "each " + pos + " has exactly one value of each category"}
}

// ClueWords: "clue 4 (Englishman = red)".
func (r *factReader) ClueWords(c puzzle.Clue) string {
	if cj, ok := c.JSON.(ClueNumber); ok {
		return fmt.Sprintf("clue %d (%s)", cj.Clue, strings.TrimSuffix(c.Text, "."))
	}
	return c.Text
}

// SolutionJSON is {"header":[...],"rows":[[...]...]}.
func (r *factReader) SolutionJSON(sol puzzle.Solution) any {
	s := r.p.MarshalSolution(sol.(*Solution))
	return struct {
		Header []string   `json:"header"`
		Rows   [][]string `json:"rows"`
	}{s.Header, s.Rows}
}

// Suggestions implements puzzle.Suggester: the clues true in sol, the
// simplest kinds first ("X = Y", "X at k", "X next to Y", "X directly
// left of Y", "X left of Y").
func (kind) Suggestions(pz puzzle.Puzzle, sol puzzle.Solution) []puzzle.Suggestion {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return nil
	}
	cs := candidateClues(p, s)
	out := make([]puzzle.Suggestion, len(cs))
	for i, c := range cs {
		out[i] = suggestion{p, c}
	}
	return out
}

// suggestion is clue c for puzzle p.
type suggestion struct {
	p *Puzzle
	c Clue
}

// Holds evaluates the clue in a solution (a foreign value cannot show it
// false).
func (s suggestion) Holds(sol puzzle.Solution) bool {
	o, ok := sol.(*Solution)
	return !ok || HoldsAt(s.c, o.Pos, s.p.N())
}

func (s suggestion) Puzzle() puzzle.Puzzle {
	q := *s.p
	q.Clues = append(append([]Clue(nil), s.p.Clues...), s.c)
	return &q
}

func (s suggestion) Words() (clue, text string) {
	return s.p.ClueString(s.c), s.p.ZebraLogicSentence(s.c)
}

// candidateClues are the clues true in sol a suggestion may add, simplest
// kinds first.
func candidateClues(p *Puzzle, sol *Solution) []Clue {
	var refs []Ref
	for c := range p.Categories {
		for v := range p.Categories[c].Values {
			refs = append(refs, Ref{Cat: c, Val: v})
		}
	}
	pos := func(r Ref) int { return sol.Pos[r.Cat][r.Val] }
	var out []Clue
	pairs := func(kind ClueKind, ok func(a, b int) bool) {
		for _, x := range refs {
			for _, y := range refs {
				if x.Cat != y.Cat && ok(pos(x), pos(y)) && (kind != Same && kind != NextTo || x.Cat < y.Cat) {
					out = append(out, Clue{Kind: kind, Args: []Ref{x, y}})
				}
			}
		}
	}
	pairs(Same, func(a, b int) bool { return a == b })
	for _, x := range refs {
		out = append(out, Clue{Kind: At, Args: []Ref{x}, K: pos(x)})
	}
	pairs(NextTo, func(a, b int) bool { return a-b == 1 || b-a == 1 })
	pairs(DirectlyLeft, func(a, b int) bool { return a == b-1 })
	pairs(LeftOf, func(a, b int) bool { return a < b })
	return out
}
