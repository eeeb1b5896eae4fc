package shikaku

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// withUnknown makes each clue of p unknown with probability 1/3 (at
// least one when some is).
func withUnknown(rng *rand.Rand, p *Puzzle) *Puzzle {
	q := *p
	q.Clues = append([]Clue(nil), p.Clues...)
	for k := range q.Clues {
		if rng.Intn(3) == 0 {
			q.Clues[k].N = Unknown
		}
	}
	return &q
}

// TestUnknownBruteForce: puzzles with clues of unknown value, under every
// model and exactly-one encoding, have exactly the partitions brute force
// finds (rooms of any area for the unknown clues).
func TestUnknownBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	const limit = 60
	runs, several, none, unknowns := 0, 0, 0, 0
	opts := allOptions()
	for trial := 0; trial < 240; trial++ {
		p := withUnknown(rng, randomPuzzle(rng, 1+rng.Intn(5), 1+rng.Intn(5), trial%2 == 1))
		unknowns += p.unknowns()
		want := map[string]bool{}
		n := bruteSolve(p, nil, limit+1, func(rs []Rect) { want[roomsKey(rs)] = true })
		opt := opts[trial%len(opts)]
		res, err := solveWith(context.Background(), solver.Gophersat{}, p, opt, limit+1)
		if err != nil {
			t.Fatalf("%s%v: %v", p, opt, err)
		}
		if n > limit {
			if res.Complete {
				t.Fatalf("%s%v: brute force finds more than %d solutions, SAT %d", p, opt, limit, res.Count)
			}
			continue
		}
		if res.Count != n || !res.Complete {
			t.Fatalf("%s%v: SAT finds %d solutions (complete %v), brute force %d", p, opt, res.Count, res.Complete, n)
		}
		for _, s := range solutions(res) {
			rs := make([]Rect, len(s.Rooms))
			for k, rm := range s.Rooms {
				rs[k] = Rect{Row: rm.Row, Col: rm.Col, W: rm.Width, H: rm.Height}
				if rm.Clue != p.Clues[k].N {
					t.Fatalf("%s: room %d has clue %d, want %d", p, k, rm.Clue, p.Clues[k].N)
				}
			}
			if !want[roomsKey(rs)] {
				t.Fatalf("%s%v: SAT's %s is not a brute-force solution", p, opt, roomsKey(rs))
			}
		}
		runs++
		switch {
		case n == 0:
			none++
		case n > 1:
			several++
		}
	}
	report := fmt.Sprintf("%d runs, %d unknown clues, %d with several solutions, %d with none", runs, unknowns, several, none)
	if runs < 200 || unknowns < 150 || several < 30 || none < 10 {
		t.Fatal("weak test: " + report)
	}
	t.Log(report)
}

// TestUnknownExplain: in the explanation encoding an unknown clue has no
// selector, and the solutions with some selectors false are those of the
// puzzle with those clues unknown too.
func TestUnknownExplain(t *testing.T) {
	rng := rand.New(rand.NewSource(16))
	const limit = 200
	runs := 0
	for trial := 0; trial < 200; trial++ {
		p := withUnknown(rng, randomPuzzle(rng, 1+rng.Intn(5), 1+rng.Intn(5), trial%2 == 1))
		e, err := Encode(p, explainOptions[trial%len(explainOptions)])
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Clues) != len(p.Clues)-p.unknowns() {
			t.Fatalf("%d selectors for %d known clues", len(e.Clues), len(p.Clues)-p.unknowns())
		}
		off := map[int]bool{}
		j := 0
		for k, c := range p.Clues {
			if !c.Known() {
				continue
			}
			if rng.Intn(3) == 0 {
				off[k] = true
				e.Formula.Add(-e.Clues[j].Selector)
			} else {
				e.Formula.Add(e.Clues[j].Selector)
			}
			j++
		}
		n := bruteSolve(p, off, limit+1, nil)
		sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, encode.Problem{Formula: e.Formula, Primary: e.Primary()}, limit+1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if n <= limit && (sum.Count != n || !sum.Complete) {
			t.Fatalf("%s off %v: SAT %d (complete %v), brute force %d", p, off, sum.Count, sum.Complete, n)
		}
		runs++
	}
	if runs < 200 {
		t.Fatalf("%d runs", runs)
	}
}

// TestUnknownInfeasible: with unknown clues the known ones plus one cell
// per unknown one must fit in the grid; Encode says why when they do
// not, and brute force agrees.
func TestUnknownInfeasible(t *testing.T) {
	for _, tc := range []struct {
		grid, msg string
	}{
		{"2 2\n2 ?\n. .", ""},
		{"2 2\n4 ?\n. .", "the known clues sum to 4 and the 1 unknown ones need at least a cell each"},
		{"1 3\n? ? ?", ""},
		{"1 3\n? 3 ?", "the known clues sum to 3"},
		{"1 1\n5", "larger than the grid"},
	} {
		ps, err := ParseText([]byte(tc.grid))
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		e, err := Encode(p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case tc.msg == "" && e.Infeasible != nil:
			t.Errorf("%s: %v", tc.grid, e.Infeasible)
		case tc.msg != "" && (e.Infeasible == nil || !strings.Contains(e.Infeasible.Msg, tc.msg)):
			t.Errorf("%s: %v, want %q", tc.grid, e.Infeasible, tc.msg)
		case tc.msg != "" && bruteCount(p, 2) != 0:
			t.Errorf("%s: brute force finds a solution", tc.grid)
		}
	}
}

// TestUnknownFormats: '?' in text grids (spaced and not), "clue": null in
// JSON both ways, '?' in the renderers; a Tatham game ID cannot say it.
func TestUnknownFormats(t *testing.T) {
	for _, in := range []string{"2 3\n? . 2\n2 . .", "?.2\n2..", `{"width":3,"height":2,"clues":[{"row":0,"col":0,"clue":null},{"row":0,"col":2,"clue":2},{"row":1,"col":0,"clue":2}]}`} {
		ps, err := Parse("in", []byte(in), FormatAuto)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		p := ps[0]
		if len(p.Clues) != 3 || p.Clues[0].N != Unknown || p.Clues[1].N != 2 {
			t.Fatalf("%s: clues %+v", in, p.Clues)
		}
		if s := p.Info().Summary; s != "3x2, 3 clues (1 unknown)" {
			t.Errorf("summary %q", s)
		}
		if got := p.String(); got != "2 3\n?.2\n2..\n" {
			t.Errorf("String:\n%s", got)
		}
		var b bytes.Buffer
		if err := writeJSON(&b, p); err != nil || !strings.Contains(b.String(), `{"row":0,"col":0,"clue":null}`) {
			t.Errorf("JSON %s %v", b.String(), err)
		}
		if err := writeTatham(&b, p); err == nil || !strings.Contains(err.Error(), "cannot express the clue of unknown value at row 0, col 0") {
			t.Errorf("tatham: %v", err)
		}
		r := solveOne(t, p, Options{}, 10)
		if r.Status != puzzle.Solved || r.Count != 1 {
			t.Fatalf("%s: %v %d", in, r.Status, r.Count)
		}
		if txt := Text(p, solutions(r)[0]); !strings.Contains(txt, " ? ") {
			t.Errorf("text:\n%s", txt)
		}
		if svg := SVG(p, nil); !strings.Contains(svg, ">?</text>") {
			t.Errorf("svg: %s", svg)
		}
		b.Reset()
		if err := Kind.Render(&b, r, "json"); err != nil || !strings.Contains(b.String(), `"clue":null,"clue_row":0,"clue_col":0`) {
			t.Errorf("JSON output %s %v", b.String(), err)
		}
		back, err := Parse("out", b.Bytes(), FormatAuto)
		if err != nil || back[0].Clues[0].N != Unknown || back[0].ref == nil || back[0].ref.Rooms[0].Clue != Unknown {
			t.Errorf("JSON output read back: %v %+v", err, back)
		}
	}
	for _, bad := range []struct{ in, msg string }{
		{`{"width":1,"height":1,"clues":[{"row":0,"col":0,"clue":-1}]}`, "or null for an unknown clue"},
		{"1 2\n? x", "? when unknown"},
		{"?x", "? for an unknown clue"},
	} {
		if _, err := Parse("in", []byte(bad.in), FormatAuto); err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%s: %v, want %q", bad.in, err, bad.msg)
		}
	}
}
