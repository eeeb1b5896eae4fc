package hashi

import (
	"context"
	"encoding/json"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// withUnknowns replaces each clue of a random grid by '?' with
// probability 1/3.
func withUnknowns(rng *rand.Rand, text string) string {
	b := []byte(text)
	for i, c := range b {
		if c >= '1' && c <= '9' && rng.Intn(3) == 0 {
			b[i] = '?'
		}
	}
	return string(b)
}

// unknownPuzzles are written for these tests; want is the exact number
// of solutions (brute force agrees).
var unknownPuzzles = []struct {
	name, input string
	want        int
}{
	{"two islands, one unknown", "2.?\n", 1},
	{"two unknown islands: 1 or 2 bridges", "?.?\n", 2},
	{"unknown corner of a square of 2s", "?.2\n...\n2.2\n", 1},
	{"a row of unknowns", "?.?.?\n", 4},
	{"all unknown square: 3 or 4 sides of 1 or 2 bridges", "?.?\n...\n?.?\n", 48},
	{"unknown between 1s", "1.?.1\n", 1},
	{"unknown next to a 1", "1.?\n", 1},
	{"three unknowns around a 4", "?.4.?\n..?..\n", 3},
}

// TestUnknownSmall: the table's puzzles with unknown clues, in every
// encoding, against brute force.
func TestUnknownSmall(t *testing.T) {
	for _, tc := range unknownPuzzles {
		p := mustParse(t, tc.input)
		want := bruteCount(p)
		if want != tc.want {
			t.Errorf("%s: brute force finds %d solutions, the table says %d", tc.name, want, tc.want)
		}
		for _, opt := range allOptions() {
			r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, 200)
			if err != nil {
				t.Fatalf("%s [%v]: %v", tc.name, opt, err)
			}
			if r.Summary.Count != want || !r.Summary.Complete {
				t.Errorf("%s [%v]: %d solutions (complete %v), brute force %d", tc.name, opt, r.Summary.Count, r.Summary.Complete, want)
			}
		}
	}
}

// TestUnknownAgainstBruteForce compares solution counts with brute force
// on random tiny puzzles with islands of unknown number (random M and
// tree flag), cycling through every encoding option.
func TestUnknownAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	opts := allOptions()
	done, withSolutions, unknowns := 0, 0, 0
	for it := 0; done < 400 && it < 100000; it++ {
		text, n, m := randomGrid(rng)
		if n < 2 || n > 6 {
			continue
		}
		text = withUnknowns(rng, text)
		ps, err := Parse("", []byte(text), Grid)
		if err != nil {
			continue
		}
		p := ps[0]
		p.MaxBridges = m
		p.Tree = rng.Intn(3) == 0
		if p.Validate() != nil {
			continue
		}
		want := bruteCount(p)
		opt := opts[done%len(opts)]
		r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, 300)
		if err != nil {
			t.Fatalf("%s M=%d tree=%v [%v]: %v", text, m, p.Tree, opt, err)
		}
		if r.Summary.Count != want || !r.Summary.Complete {
			t.Errorf("%sM=%d tree=%v [%v]: %d solutions, brute force %d", text, m, p.Tree, opt, r.Summary.Count, want)
		}
		if want > 0 {
			withSolutions++
		}
		unknowns += p.unknowns()
		done++
	}
	if done < 400 || withSolutions < 50 || unknowns < 200 {
		t.Fatalf("only %d puzzles (%d with solutions, %d unknown clues)", done, withSolutions, unknowns)
	}
}

// TestExplainSelectorsOffAreUnknown: in the explanation encoding, a clue
// whose selector is false is an unknown clue. With some selectors false
// and the others true, the solutions are exactly those of the puzzle
// whose islands of those clues have unknown number; islands that are
// unknown to begin with get no selector.
func TestExplainSelectorsOffAreUnknown(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	done := 0
	for it := 0; done < 200 && it < 100000; it++ {
		text, n, m := randomGrid(rng)
		if n < 2 || n > 6 {
			continue
		}
		text = withUnknowns(rng, text)
		ps, err := Parse("", []byte(text), Grid)
		if err != nil {
			continue
		}
		p := ps[0]
		p.MaxBridges = m
		if p.Validate() != nil {
			continue
		}
		e, err := Encode(p, Options{Explain: true, Connectivity: Connectivity(done % 2)})
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Clues) != len(p.Islands)-p.unknowns() {
			t.Fatalf("%d selectors for %d islands of known number", len(e.Clues), len(p.Islands)-p.unknowns())
		}
		q := *p
		q.Islands = append([]Island(nil), p.Islands...)
		k := 0
		for i, is := range p.Islands {
			if !is.Known() {
				continue
			}
			sel := e.Clues[k].Selector
			k++
			if rng.Intn(2) == 0 {
				e.Formula.Add(-sel)
				q.Islands[i].Clue = Unknown
			} else {
				e.Formula.Add(sel)
			}
		}
		want := bruteCount(&q)
		sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, e.Problem(), 300, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Count != want || !sum.Complete {
			t.Errorf("%sM=%d: %d solutions with the selectors, brute force %d", text, m, sum.Count, want)
		}
		done++
	}
}

func TestUnknownParseAndRender(t *testing.T) {
	p := mustParse(t, "?.2\n...\n2.2\n")
	if p.Islands[0].Clue != Unknown || p.Islands[1].Clue != 2 {
		t.Fatalf("islands %+v", p.Islands)
	}
	if s := p.Info().Summary; s != "3x3, 4 islands (1 of unknown number), M=2" {
		t.Errorf("summary %q", s)
	}
	if got := Text(p, nil); got != "? · 2\n\n· · ·\n\n2 · 2\n" {
		t.Errorf("text:\n%s", got)
	}
	if svg := SVG(p, nil); !strings.Contains(svg, ">?</text>") {
		t.Errorf("svg without ?: %s", svg)
	}
	b, err := json.Marshal(p.Islands[:2])
	if err != nil || string(b) != `[{"row":0,"col":0,"clue":null},{"row":0,"col":2,"clue":2}]` {
		t.Errorf("json %s %v", b, err)
	}
	q := mustParse(t, `{"width":3,"height":3,"islands":[{"row":0,"col":0,"clue":null},{"row":0,"col":2,"clue":2},{"row":2,"col":0,"clue":2},{"row":2,"col":2,"clue":2}]}`)
	if q.Islands[0].Clue != Unknown {
		t.Errorf("JSON null read as %d", q.Islands[0].Clue)
	}
	for _, bad := range []struct{ in, msg string }{
		{`{"width":2,"height":1,"islands":[{"row":0,"col":0,"clue":-1},{"row":0,"col":1,"clue":1}]}`, "or null for an unknown clue"},
		{`{"width":2,"height":1,"islands":[{"row":0,"col":0,"clue":1,"x":1},{"row":0,"col":1,"clue":1}]}`, "unknown field"},
		{"?..\n", "unknown number sees no other island"},
	} {
		if _, err := Parse("in", []byte(bad.in), Auto); err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%s: %v, want %q", bad.in, err, bad.msg)
		}
	}
}

// TestUnknownCheck: an island of unknown number needs a bridge, and any
// number of them is fine.
func TestUnknownCheck(t *testing.T) {
	p := mustParse(t, "?.?\n")
	for k, want := range []bool{false, true, true} {
		s := &Solution{}
		if k > 0 {
			s.Bridges = []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: k}}
		}
		if err := Check(p, s); (err == nil) != want {
			t.Errorf("%d bridges: %v", k, err)
		}
	}
}

// TestUnknownCapacities: an edge's capacity counts an unknown clue as M,
// and the deductions leave unknown clues alone.
func TestUnknownCapacities(t *testing.T) {
	p := mustParse(t, "1.?.1\n")
	e, err := Encode(p, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, ed := range e.Edges {
		if ed.Cap != 1 {
			t.Errorf("edge %d-%d has capacity %d, want 1", ed.A, ed.B, ed.Cap)
		}
	}
	p = mustParse(t, "?.?\n")
	p.MaxBridges = 3
	e, _ = Encode(p, Options{Order: true, Deductions: true})
	if e.Edges[0].Cap != 3 || e.Deduced != 0 {
		t.Errorf("capacity %d, %d deductions", e.Edges[0].Cap, e.Deduced)
	}
	var lits int
	e.Formula.Each(0, func(c []encode.Lit) { lits += len(c) })
	if lits == 0 {
		t.Error("no clauses")
	}
}
