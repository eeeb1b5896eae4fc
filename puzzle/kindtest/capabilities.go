package kindtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// capabilities checks each optional capability the kind offers and logs
// the ones it does not.
func (s *suite) capabilities(t *testing.T) {
	checks := []struct {
		name  string
		check func(t *testing.T) bool // false: not offered
	}{
		{"Explainer", s.explainer},
		{"Suggester", s.suggester},
		{"Boarder", s.boarder},
		{"Player", s.player},
		{"Generator", s.generator},
		{"Detector", s.detector},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !c.check(t) {
				t.Logf("capability %s: not offered", c.name)
			}
		})
	}
}

// solved are the entries with a solution (small ones with -short).
func (s *suite) solved() []*entry {
	var out []*entry
	for _, e := range s.entries {
		if len(e.res.Solutions) > 0 && !e.big {
			out = append(out, e)
		}
	}
	return out
}

// explainer: the fact reader of an explaining encoding states every
// literal it is given, reads its own statements' JSON back, names rules
// and clues and says its statements in English.
func (s *suite) explainer(t *testing.T) bool {
	x, ok := s.k.(puzzle.Explainer)
	if !ok {
		return false
	}
	for _, e := range s.solved() {
		enc, err := s.k.Encode(e.item.Puzzle, puzzle.Options{Explain: true})
		if err != nil {
			t.Errorf("%s: Encode with Explain: %v", e.name(), err)
			continue
		}
		if n := enc.Formula.NumLiterals(); n > explainLimit() {
			t.Logf("%s: an explaining encoding of %d literals: not read", e.name(), n)
			continue
		}
		var fr puzzle.FactReader
		if p := protect(func() { fr = x.Explaining(e.item.Puzzle, enc) }); p != "" || fr == nil {
			t.Errorf("%s: Explaining gives no fact reader (%s)", e.name(), p)
			continue
		}
		if len(fr.Rules()) == 0 {
			t.Errorf("%s: the fact reader names no rule", e.name())
		}
		for _, c := range enc.Clues {
			if strings.TrimSpace(fr.ClueWords(c)) == "" {
				t.Errorf("%s: clue %q has no words", e.name(), c.Text)
				break
			}
		}
		// The solution's facts: the facts' literals as the solution
		// sets them, from a model of the encoding.
		lits := s.solutionLits(t, e, enc)
		if len(lits) == 0 {
			continue
		}
		truth := lits
		sts := fr.Group(lits)
		covered := map[encode.Lit]bool{}
		for _, st := range sts {
			for _, l := range st.Lits {
				covered[l] = true
			}
			if strings.TrimSpace(st.Text) == "" {
				t.Errorf("%s: a statement without text: %v", e.name(), st.JSON)
			}
			raw, err := json.Marshal(st.JSON)
			if err != nil {
				t.Errorf("%s: statement %q: JSON: %v", e.name(), st.Text, err)
				continue
			}
			back, err := fr.Parse(raw)
			if err != nil {
				t.Errorf("%s: statement %s not parsed back: %v", e.name(), raw, err)
				continue
			}
			// Read back, it states literals of the solution (those it
			// stands for, or fewer that imply them), in the same JSON.
			if len(back.Lits) == 0 || !holdsAll(truth, back.Lits) {
				t.Errorf("%s: statement %s parsed back as literals %v, not all of them true in the solution", e.name(), raw, back.Lits)
			}
			if again, err := json.Marshal(back.JSON); err != nil || !sameJSON(again, raw) {
				t.Errorf("%s: statement %s parsed back as %s", e.name(), raw, again)
			}
		}
		for _, l := range lits {
			if !covered[l] {
				t.Errorf("%s: literal %d (%s) is in no statement", e.name(), l, enc.FactOf(l).Text)
				break
			}
		}
		if strings.TrimSpace(fr.Say(sts)) == "" {
			t.Errorf("%s: Say says nothing", e.name())
		}
		if _, err := json.Marshal(fr.SolutionJSON(e.res.First())); err != nil {
			t.Errorf("%s: SolutionJSON: %v", e.name(), err)
		}
	}
	return true
}

// solutionLits are the literals of enc's facts as a solution sets them:
// a model of a second encoding like enc (the same variables) with every
// clue's selector true. nil, with an error reported, when there is none.
func (s *suite) solutionLits(t *testing.T, e *entry, enc *puzzle.Encoding) []encode.Lit {
	menc, err := s.k.Encode(e.item.Puzzle, puzzle.Options{Explain: true})
	if err != nil || len(menc.Facts) != len(enc.Facts) {
		t.Errorf("%s: a second explaining encoding differs (%v)", e.name(), err)
		return nil
	}
	for _, c := range menc.Clues {
		menc.Formula.Add(c.Selector)
	}
	var m encode.Model
	sum, err := solve.Enumerate(s.ctx, solver.Gophersat{}, menc.Problem, 1, func(x encode.Model) error { m = x; return nil })
	if err != nil || sum.Count == 0 {
		t.Errorf("%s: the explaining encoding with every clue has no model (%v)", e.name(), err)
		return nil
	}
	var lits []encode.Lit
	for _, f := range enc.Facts {
		if m.Value(f) {
			lits = append(lits, f)
		} else {
			lits = append(lits, -f)
		}
	}
	return lits
}

// holdsAll reports whether a holds every literal of b.
func holdsAll(a, b []encode.Lit) bool {
	for _, l := range b {
		if !slices.Contains(a, l) {
			return false
		}
	}
	return true
}

// suggester: every suggestion is a clue true in the solution it was
// made from: the puzzle with it added keeps that solution.
func (s *suite) suggester(t *testing.T) bool {
	x, ok := s.k.(puzzle.Suggester)
	if !ok {
		return false
	}
	for _, e := range s.solved() {
		sol := e.res.First()
		var sugs []puzzle.Suggestion
		if p := protect(func() { sugs = x.Suggestions(e.item.Puzzle, sol) }); p != "" {
			t.Errorf("%s: Suggestions panics: %s", e.name(), p)
			continue
		}
		const most = 20
		for i, sg := range sugs[:min(len(sugs), most)] {
			p, words, holds := suggestion(sg, sol)
			if p == nil || strings.TrimSpace(words) == "" {
				t.Errorf("%s: suggestion %d has no puzzle or no words", e.name(), i+1)
				continue
			}
			if holds != nil && !*holds {
				t.Errorf("%s: suggestion %q does not hold in the solution it was made from", e.name(), words)
			}
			if err := s.checkSol(p, sol); err != nil {
				t.Errorf("%s: with suggestion %q, the solution it was made from fails Check: %v", e.name(), words, err)
			}
		}
		t.Logf("%s: %d suggestions", e.name(), len(sugs))
	}
	return true
}

// suggestion reads a puzzle.Suggestion whichever its form: a struct
// (Puzzle, Text fields) or an interface (Puzzle(), Words(), Holds(sol)).
// holds is nil when the suggestion cannot say.
func suggestion(sg any, sol puzzle.Solution) (p puzzle.Puzzle, words string, holds *bool) {
	if x, ok := sg.(interface{ Puzzle() puzzle.Puzzle }); ok {
		p = x.Puzzle()
	}
	if x, ok := sg.(interface{ Words() (string, string) }); ok {
		clue, text := x.Words()
		words = clue + text
	}
	if x, ok := sg.(interface{ Holds(puzzle.Solution) bool }); ok {
		h := x.Holds(sol)
		holds = &h
	}
	v := reflect.ValueOf(sg)
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if v.Kind() == reflect.Struct {
		if f := v.FieldByName("Puzzle"); f.IsValid() && p == nil && f.CanInterface() {
			p = f.Interface()
		}
		if f := v.FieldByName("Text"); f.IsValid() && words == "" && f.Kind() == reflect.String {
			words = f.String()
		}
	}
	return p, words, holds
}

// drawBoard draws b as SVG with the board model's one writer.
func drawBoard(w io.Writer, b *board.Board) (bool, error) {
	return true, board.WriteSVG(w, b)
}

// boardState is the state b shows (board.State); false when the board
// offers no moves (nothing a player puts down to read back).
func boardState(b *board.Board) (board.State, bool) { return b.State(), b.Moves != nil }

// board is the kind's board of e's puzzle (with sol, when not nil).
func (s *suite) board(x puzzle.Boarder, e *entry, sol puzzle.Solution) (b *board.Board, err error) {
	if p := protect(func() { b, err = x.Board(e.item.Puzzle, puzzle.View{Solution: sol}) }); p != "" {
		return nil, fmt.Errorf("the kind's Board panics: %s", p)
	}
	if err == nil && b == nil {
		err = fmt.Errorf("the kind's Board gives no board and no error")
	}
	return b, err
}

// boarder: the boards of a puzzle and of its solution marshal to JSON and
// draw as SVG (when the board model draws).
func (s *suite) boarder(t *testing.T) bool {
	x, ok := s.k.(puzzle.Boarder)
	if !ok {
		return false
	}
	drew := false
	for _, e := range s.entries {
		sols := []puzzle.Solution{nil} // the puzzle's board, then its solution's
		if e.res.First() != nil {
			sols = append(sols, e.res.First())
		}
		for _, sol := range sols {
			what := e.name()
			if sol != nil {
				what += " solved"
			}
			b, err := s.board(x, e, sol)
			if err != nil {
				t.Errorf("%s: %v", what, err)
				continue
			}
			if b.Rows < 1 || b.Cols < 1 {
				t.Errorf("%s: a board of %dx%d cells", what, b.Rows, b.Cols)
			}
			if _, err := json.Marshal(b); err != nil {
				t.Errorf("%s: the board does not marshal: %v", what, err)
			}
			var out bytes.Buffer
			ok, err := drawBoard(&out, b)
			if !ok {
				continue
			}
			drew = true
			if err != nil {
				t.Errorf("%s: the board's SVG: %v", what, err)
			} else if err := checkSVG(out.Bytes()); err != nil {
				t.Errorf("%s: the board's SVG: %v", what, err)
			}
		}
	}
	if !drew {
		t.Logf("boards not drawn")
	}
	return true
}

// player: an empty state is "playing"; the state of the solution's board
// (when the board model gives one) is "solved".
func (s *suite) player(t *testing.T) bool {
	x, ok := s.k.(puzzle.Player)
	if !ok {
		return false
	}
	bx, _ := s.k.(puzzle.Boarder)
	statesOf := false
	for _, e := range s.solved() {
		v, err := s.checkState(x, e, board.State{})
		if err != nil {
			t.Errorf("%s: the empty state: %v", e.name(), err)
		} else if v.Status != "playing" {
			t.Errorf("%s: the empty state is %q, want playing (%v)", e.name(), v.Status, v.Problems)
		}
		if bx == nil {
			continue
		}
		b, err := s.board(bx, e, e.res.First())
		if err != nil {
			t.Errorf("%s: %v", e.name(), err)
			continue
		}
		st, ok := boardState(b)
		if !ok {
			continue
		}
		statesOf = true
		v, err = s.checkState(x, e, st)
		if err != nil {
			t.Errorf("%s: the solution's state: %v", e.name(), err)
		} else if v.Status != "solved" {
			t.Errorf("%s: the solution's state is %q, want solved (%v)", e.name(), v.Status, v.Problems)
		}
		if sr, ok := s.k.(puzzle.StateReader); ok && !e.big && e.res.Stats.Clauses <= stateFactsClauses {
			s.stateFacts(t, sr, e, st)
		}
	}
	if !statesOf {
		t.Logf("the solution's state not checked: the kind offers no board, or the board no moves")
	}
	return true
}

func (s *suite) checkState(x puzzle.Player, e *entry, st board.State) (v *puzzle.Verdict, err error) {
	if p := protect(func() { v, err = x.CheckState(e.item.Puzzle, st) }); p != "" {
		return nil, fmt.Errorf("CheckState panics: %s", p)
	}
	if err == nil && v == nil {
		err = fmt.Errorf("no verdict and no error")
	}
	if err == nil && !slices.Contains([]string{"playing", "solved", "broken"}, v.Status) {
		err = fmt.Errorf("verdict %q, want playing, solved or broken", v.Status)
	}
	return v, err
}

// generator: two seeds under the default settings give puzzles that a
// format round-trips, with one solution and a grade; a seed gives the
// same puzzle again.
func (s *suite) generator(t *testing.T) bool {
	x, ok := s.k.(puzzle.Generator)
	if !ok {
		return false
	}
	names := map[string]bool{}
	for _, o := range x.GenerateOptions() {
		if o.Name == "" || names[o.Name] {
			t.Errorf("generator option %q: empty or repeated name", o.Name)
		}
		names[o.Name] = true
		if len(o.Values) > 0 && o.Default != "" && !slices.Contains(o.Values, o.Default) {
			t.Errorf("generator option %s: default %q is not one of %v", o.Name, o.Default, o.Values)
		}
	}
	ctx, cancel := context.WithTimeout(s.ctx, 2*time.Minute)
	defer cancel()
	first := ""
	for _, seed := range []uint64{1, 2} {
		text, err := s.generated(t, ctx, x, seed)
		if err != nil {
			t.Errorf("seed %d: %v", seed, err)
			continue
		}
		if seed == 1 {
			first = text
		}
	}
	if first != "" && !testing.Short() {
		again, err := s.generated(t, ctx, x, 1)
		if err != nil {
			t.Errorf("seed 1 again: %v", err)
		} else if again != first {
			t.Errorf("seed 1 gives another puzzle the second time:\n%s\n---\n%s", first, again)
		}
	}
	return true
}

// generated generates one puzzle with the default settings and checks
// it; it returns the puzzle as written.
func (s *suite) generated(t *testing.T, ctx context.Context, x puzzle.Generator, seed uint64) (string, error) {
	var g *puzzle.Generated
	var err error
	if p := protect(func() { g, err = x.Generate(ctx, nil, seed) }); p != "" {
		return "", fmt.Errorf("the kind's Generate panics: %s", p)
	}
	if err != nil {
		return "", err
	}
	if g == nil || g.Puzzle == nil {
		return "", fmt.Errorf("no puzzle")
	}
	if g.Seed < seed { // a generator may go on to later seeds
		return "", fmt.Errorf("seed %d reported as %d", seed, g.Seed)
	}
	if g.Grade != "" && !slices.Contains([]string{"easy", "medium", "hard"}, g.Grade) {
		return "", fmt.Errorf("grade %q, want easy, medium or hard", g.Grade)
	}
	if g.Grade == "" {
		t.Logf("seed %d: not graded with the default settings", seed)
	}
	formats := s.k.Formats()
	slices.SortStableFunc(formats, func(a, b puzzle.Format) int { // g.Format first
		switch {
		case a.Name == g.Format && b.Name != g.Format:
			return -1
		case b.Name == g.Format && a.Name != g.Format:
			return 1
		}
		return 0
	})
	for _, f := range formats {
		if f.Read == nil || f.Write == nil {
			continue
		}
		text, err := write(f, g.Puzzle)
		if err != nil {
			continue // a format that cannot express it: try the next
		}
		it, err := s.readOne(fmt.Sprintf("generated-%d", seed), text, f.Name)
		if err != nil {
			return "", fmt.Errorf("written in %s, not read back: %v\n%s", f.Name, err, text)
		}
		r, err := solve.One(ctx, s.k, it, solve.Options{Unique: true})
		if err != nil {
			return "", fmt.Errorf("solve: %v", err)
		}
		if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			return "", fmt.Errorf("%s, want solved, unique:\n%s", puzzle.StatusLine(r), text)
		}
		return string(text), nil
	}
	return "", fmt.Errorf("no format writes and reads the generated puzzle")
}

// detector: Looks recognises every example, naming a format that reads
// it.
func (s *suite) detector(t *testing.T) bool {
	x, ok := s.k.(puzzle.Detector)
	if !ok {
		return false
	}
	seen := map[string]bool{}
	for _, e := range s.entries {
		if seen[e.ex.Name] {
			continue
		}
		seen[e.ex.Name] = true
		var format string
		var looks bool
		if p := protect(func() { format, looks = x.Looks(e.ex.Data) }); p != "" {
			t.Errorf("%s: Looks panics: %s", e.ex.Name, p)
			continue
		}
		if !looks {
			// Looks says yes only when the content is sure (a text grid
			// can be two kinds'); a kind that names its files by path
			// may know it from its folder.
			if n, ok := s.k.(namer); ok {
				if sure, maybe := n.Named(e.ex.Name, e.ex.Data); sure || maybe {
					t.Logf("%s: Looks does not recognise it, Named does", e.ex.Name)
					continue
				}
				t.Errorf("%s: neither Looks nor Named recognises the kind's own example", e.ex.Name)
				continue
			}
			t.Logf("%s: Looks does not recognise the kind's own example", e.ex.Name)
			continue
		}
		var items []puzzle.Item
		var err error
		if p := protect(func() { items, err = puzzle.ReadAll(s.k, s.source(e.ex.Name, e.ex.Data), format) }); p != "" || err != nil || len(items) == 0 {
			t.Errorf("%s: Looks says format %q, which does not read it: %v%s", e.ex.Name, format, err, p)
		}
	}
	return true
}

// namer is a kind whose files a path names (sure: whatever the
// content; maybe: when no kind's Looks takes it).
type namer interface {
	Named(path string, head []byte) (sure, maybe bool)
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

// stateFactsClauses bounds the examples whose state facts are explained
// (an explanation from a Hashi solution's "at least" facts still has
// steps left).
const stateFactsClauses = 5000

// stateFacts: the facts the solution's board states read back as the
// player's facts of an explanation (explain --from), which then solves the
// puzzle: they hold in its one solution (what a board leaves open, such
// as edges without lines, the explanation still derives).
func (s *suite) stateFacts(t *testing.T, sr puzzle.StateReader, e *entry, st board.State) {
	var facts []json.RawMessage
	var err error
	if p := protect(func() { facts, err = sr.StateFacts(e.item.Puzzle, st) }); p != "" {
		t.Errorf("%s: StateFacts panics: %s", e.name(), p)
		return
	}
	if err != nil {
		t.Errorf("%s: StateFacts of the solution's state: %v", e.name(), err)
		return
	}
	ex, err := explain.Run(context.Background(), s.k, e.item, explain.Options{From: facts})
	if err != nil {
		t.Errorf("%s: explaining from the solution's state facts: %v", e.name(), err)
		return
	}
	if ex.Status != explain.Solved {
		t.Errorf("%s: from the solution's state facts the explanation is %q, want solved", e.name(), ex.Status)
	}
}
