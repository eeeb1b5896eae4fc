package shikaku

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Fatalf("%s differs:\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func readPuzzles(t testing.TB, name string) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("", data, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTathamUnique: every Tatham puzzle has exactly one solution, the same
// under every model and exactly-one encoding.
func TestTathamUnique(t *testing.T) {
	var ps []*Puzzle
	for _, f := range []string{"tatham/7x7.txt", "tatham/13x13.txt", "tatham/19x19.txt", "nikoli0.txt"} {
		ps = append(ps, readPuzzles(t, f)...)
	}
	for i, p := range ps {
		var first string
		for _, opt := range allOptions() {
			if p.Width*p.Height > 200 && (opt.UseCard && opt.Card == encode.Binomial || opt.AMO != encode.Pairwise) && opt.Model != Redundant {
				continue // keep the test fast: big puzzles with fewer combinations
			}
			res := solveOne(t, p, opt, 2)
			if res.Unique != puzzle.UniqueYes {
				t.Fatalf("puzzle %d %s %v: %v, count=%d", i, p.Name, opt, res.Unique, res.Count)
			}
			got := Text(p, solutions(res)[0])
			if first == "" {
				first = got
			} else if got != first {
				t.Fatalf("puzzle %d %v: a different solution:\n%s\nvs\n%s", i, opt, got, first)
			}
		}
	}
}

// TestGiant solves a 45x31 Tatham puzzle under every model.
func TestGiant(t *testing.T) {
	p := readPuzzles(t, "tatham/45x31.txt")[0]
	for _, m := range Models() {
		res := solveOne(t, p, Options{Model: m}, 2)
		if res.Unique != puzzle.UniqueYes {
			t.Fatalf("%v: not unique", m)
		}
	}
}

// TestPropagationReport checks the chapter's finding on puzzles where the
// models differ: the channel view lets unit propagation assign more cells
// than the partition model, and the redundant constraints more again.
func TestPropagationReport(t *testing.T) {
	for _, tc := range []struct {
		file  string
		index int
		alt   int
		fix   [3]int
		cov   [3]int
		solve [3]bool
	}{
		// 7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g
		{"tatham/7x7.txt", 2, 34, [3]int{12, 12, 14}, [3]int{37, 42, 49}, [3]bool{false, false, true}},
		// the first 45x31 puzzle of the reference set
		{"tatham/45x31.txt", 0, 791, [3]int{44, 44, 116}, [3]int{484, 749, 1395}, [3]bool{false, false, true}},
		// a 13x13 puzzle that needs search in every model
		{"tatham/13x13.txt", 2, 117, [3]int{22, 22, 22}, [3]int{121, 130, 142}, [3]bool{false, false, false}},
		// the chapter's nikoli-web 0: Alt = 80, and before propagation
		// Fix0 = 3, Cov0 = 6, as the chapter's table
		{"nikoli0.txt", 0, 80, [3]int{20, 20, 20}, [3]int{100, 100, 100}, [3]bool{true, true, true}},
	} {
		p := readPuzzles(t, tc.file)[tc.index]
		for i, m := range Models() {
			for _, opt := range []Options{{Model: m}, {Model: m, AMO: encode.Ladder}, {Model: m, AMO: encode.Commander}} {
				e, err := Encode(p, opt)
				if err != nil {
					t.Fatal(err)
				}
				r := e.Propagation()
				if tc.file == "nikoli0.txt" && (r.Fix0 != 3 || r.Cov0 != 6) {
					t.Errorf("nikoli-web 0: Fix0=%d Cov0=%d, want the chapter's 3 and 6", r.Fix0, r.Cov0)
				}
				if r.Alt != tc.alt || r.Fix != tc.fix[i] || r.Cov != tc.cov[i] || r.Solved != tc.solve[i] || r.Conflict {
					t.Errorf("%s #%d %v: %v; want Alt=%d Fix=%d Cov=%d solved=%v", tc.file, tc.index, opt, r, tc.alt, tc.fix[i], tc.cov[i], tc.solve[i])
				}
			}
		}
	}
}

// TestPropagationSolvesConsistently: when unit propagation fixes every
// room, the fixed patterns are the solver's solution.
func TestPropagationSolvesConsistently(t *testing.T) {
	for _, p := range readPuzzles(t, "tatham/7x7.txt") {
		e, err := Encode(p, Options{Model: Redundant})
		if err != nil {
			t.Fatal(err)
		}
		a, conflict := encode.UnitPropagate(e.Formula)
		if conflict {
			t.Fatal("conflict")
		}
		m := make(encode.Model, len(a))
		for v := range a {
			m[v] = a[v] == 1
		}
		s, err := e.Decode(m)
		if err != nil {
			t.Fatal(err)
		}
		res := solveOne(t, p, Options{}, 1)
		if Text(p, s) != Text(p, solutions(res)[0]) {
			t.Fatal("propagation and solver disagree")
		}
	}
}

// TestCheckRejects: the checker catches every kind of broken solution.
func TestCheckRejects(t *testing.T) {
	ps, err := Parse("", []byte("3..\n..4\n2..\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	good := []Room{{0, 0, 3, 1, 3}, {1, 1, 2, 2, 4}, {1, 0, 1, 2, 2}}
	if err := Check(p, &Solution{Rooms: good}); err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		rooms []Room
		msg   string
	}{
		"outside":   {[]Room{{0, 0, 3, 1, 3}, {1, 1, 3, 2, 4}, {1, 0, 1, 2, 2}}, "leaves the 3x3 grid"},
		"overlap":   {[]Room{{0, 0, 3, 1, 3}, {0, 1, 2, 2, 4}, {1, 0, 1, 2, 2}}, "overlap at row 0, col 1"},
		"hole":      {[]Room{{0, 0, 3, 1, 3}, {1, 1, 2, 1, 4}, {1, 0, 1, 2, 2}}, "row 2, col 1 is in no room"},
		"two clues": {[]Room{{0, 0, 3, 1, 3}, {1, 0, 3, 2, 6}}, "more than one clue"},
		"area":      {[]Room{{0, 0, 2, 1, 3}, {0, 2, 1, 1, 1}, {1, 1, 2, 2, 4}, {1, 0, 1, 2, 2}}, "has area 2 but holds the clue 3"},
		"no clue":   {[]Room{{0, 0, 3, 1, 3}, {1, 1, 2, 1, 4}, {2, 1, 2, 1, 2}, {1, 0, 1, 2, 2}}, "area 2 but holds the clue 4"},
		"empty":     {[]Room{{0, 0, 3, 1, 3}, {1, 1, 2, 2, 4}, {1, 0, 1, 1, 2}, {2, 0, 1, 1, 1}}, "has area 1 but holds the clue 2"},
		"label":     {[]Room{{0, 0, 3, 1, 3}, {1, 1, 2, 2, 5}, {1, 0, 1, 2, 2}}, "reports clue 5"},
		"size":      {[]Room{{0, 0, 0, 1, 3}}, "has size 0x1"},
	} {
		err := Check(p, &Solution{Rooms: tc.rooms})
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: got %v, want ...%s...", name, err, tc.msg)
		}
	}
	// A room without a clue.
	ps, _ = Parse("", []byte("2.\n..\n"), FormatText)
	err = Check(ps[0], &Solution{Rooms: []Room{{0, 0, 2, 1, 2}, {1, 0, 2, 1, 2}}})
	if err == nil || !strings.Contains(err.Error(), "contains no clue") {
		t.Errorf("no clue: %v", err)
	}
}

// TestDecode decodes a model found without a solver (unit propagation
// solves this puzzle) and rejects models that do not fit the encoding: a
// room with two rectangles, a room with none, a model too short. The
// flipped model also breaks a clause, which the solve loop's check of
// every model against the formula reports.
func TestDecode(t *testing.T) {
	p := readPuzzles(t, "tatham/7x7.txt")[0]
	e, err := Encode(p, Options{Model: Redundant})
	if err != nil {
		t.Fatal(err)
	}
	res := solveOne(t, p, Options{Model: Channel}, 1)
	a, conflict := encode.UnitPropagate(e.Formula)
	if conflict {
		t.Fatal("conflict")
	}
	m := make(encode.Model, len(a))
	for v := range a {
		m[v] = a[v] == 1
	}
	s, err := e.Decode(m)
	if err != nil {
		t.Fatal(err)
	}
	if Text(p, s) != Text(p, solutions(res)[0]) {
		t.Fatal("decoded a different solution")
	}
	// Room 0 with a second rectangle, then with none.
	if len(e.Z[0]) < 2 {
		t.Fatal("test puzzle: room 0 has one pattern")
	}
	chosen := 0
	for i, z := range e.Z[0] {
		if m.Value(z) {
			chosen = i
		}
	}
	other := e.Z[0][(chosen+1)%len(e.Z[0])]
	m[other] = true
	if _, err := e.Decode(m); err == nil || !strings.Contains(err.Error(), "picks two rectangles for the clue at row") {
		t.Fatalf("two rectangles: %v", err)
	}
	if err := e.Formula.Check(m); err == nil || !strings.Contains(err.Error(), "violates") {
		t.Fatalf("the formula accepts a room with two rectangles: %v", err)
	}
	m[other], m[e.Z[0][chosen]] = false, false
	if _, err := e.Decode(m); err == nil || !strings.Contains(err.Error(), "picks no rectangle") {
		t.Fatalf("no rectangle: %v", err)
	}
	if _, err := e.Decode(m[:len(m)-1]); err == nil || !strings.Contains(err.Error(), "the model has") {
		t.Fatalf("a short model: %v", err)
	}
}

// render is r in an output format, with the time zeroed (it varies).
func render(t *testing.T, r *puzzle.Result, format string) string {
	t.Helper()
	r.Stats.Total = 0
	var b strings.Builder
	if err := Kind.Render(&b, r, format); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestGolden renders the chapter's puzzle and a Tatham puzzle in every
// output format, a puzzle the encoder finds impossible, and the variable
// names and clause families of every model and of the explanation
// encoding.
func TestGolden(t *testing.T) {
	for _, tc := range []struct{ name, file string }{{"nikoli0", "nikoli0.txt"}, {"tatham7x7", "tatham/7x7.txt"}} {
		p := readPuzzles(t, tc.file)[0]
		res := solveOne(t, p, Options{}, 2)
		s := solutions(res)[0]
		golden(t, tc.name+".txt", Text(p, s))
		golden(t, tc.name+".json", render(t, res, "json"))
		golden(t, tc.name+".svg", render(t, res, "svg"))
		if got := SVG(p, s); got != render(t, res, "svg") {
			t.Fatal("Render svg is not SVG")
		}
	}
	p := readPuzzles(t, "tatham/7x7.txt")[0]
	golden(t, "unsolved.txt", Text(p, nil))
	ps, err := Parse("sum.txt", []byte("3 3\n3..\n..4\n...\n"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	res := solveOne(t, ps[0], Options{}, 2)
	golden(t, "unsat.json", render(t, res, "json"))
	golden(t, "unsat.txt", render(t, res, "text"))
	// Unknown clues (the example of issue 15): ? in every output, null in JSON.
	ps, err = Parse("issue.url", []byte("https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g\n"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	res = solveOne(t, ps[0], Options{}, 2)
	golden(t, "unknown.txt", render(t, res, "text"))
	golden(t, "unknown.json", render(t, res, "json"))
	golden(t, "unknown.svg", render(t, res, "svg"))
	// Sizes and names of a small puzzle in each model.
	ps, _ = Parse("", []byte("3..\n..4\n2..\n"), FormatText)
	golden(t, "clauses.txt", clauseListing(t, ps[0], Options{Model: Partition}, Options{Model: Channel}, Options{Model: Redundant}))
	golden(t, "clauses_explain.txt", clauseListing(t, ps[0], Options{Explain: true}))
}

// clauseListing lists the variables and clauses of p under each option set.
func clauseListing(t *testing.T, p *Puzzle, opts ...Options) string {
	var b strings.Builder
	for _, opt := range opts {
		e, err := Encode(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		name := e.Options.Model.String()
		if opt.Explain {
			name = e.Options.String()
		}
		fmt.Fprintf(&b, "%s: %d vars, %d clauses\n", name, e.Formula.NumVars(), e.Formula.NumClauses())
		for _, g := range e.Groups {
			fmt.Fprintf(&b, "  %d clauses, %d literals: %s\n", g.Clauses, g.Literals, g.Name)
		}
		for i := 0; i < e.Formula.NumClauses(); i++ {
			fmt.Fprintf(&b, "  %s\n", e.Formula.ClauseString(e.Formula.Clause(i)))
		}
	}
	return b.String()
}

func ExampleEncoding_Propagation() {
	ps, _ := Parse("", []byte("7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g"), FormatAuto)
	for _, m := range Models() {
		e, _ := Encode(ps[0], Options{Model: m})
		r := e.Propagation()
		fmt.Printf("%-9v Alt=%d Fix=%d Cov=%d search needed: %v\n", m, r.Alt, r.Fix, r.Cov, r.SearchNeeded())
	}
	// Output:
	// partition Alt=34 Fix=12 Cov=37 search needed: true
	// channel   Alt=34 Fix=12 Cov=42 search needed: true
	// redundant Alt=34 Fix=14 Cov=49 search needed: false
}

// TestSizeLimitCountsDistinctPairs: the pairwise model writes one clause
// per pair of overlapping patterns, however many cells they share, so the
// size limit counts those pairs and not Σ n² over cells (which refused
// legitimate 60x60 Tatham puzzles with large rooms); the linear
// at-most-one encodings are not limited by Σ n² at all.
func TestSizeLimitCountsDistinctPairs(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "tatham", "45x31.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("", data, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	e, err := Encode(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sq, lin := 0, 0
	for _, cv := range e.Cover {
		sq += len(cv) * len(cv)
		lin += len(cv)
	}
	pairs := 0
	e.overlapPairs(func(a, b encode.Lit) { pairs++ })
	if lin+pairs >= sq {
		t.Fatalf("test puzzle: %d cells in covers + %d pairs >= Σ n² %d", lin, pairs, sq)
	}
	defer func(old int) { maxWork = old }(maxWork)
	maxWork = lin + pairs // below Σ n², at the real size
	if _, err := Encode(p, Options{}); err != nil {
		t.Fatalf("limit %d (pairs), Σ n² %d: %v", maxWork, sq, err)
	}
	maxWork = 4 * lin // also below Σ n²
	if _, err := Encode(p, Options{AMO: encode.Ladder}); err != nil || 4*lin >= sq {
		t.Fatalf("ladder, limit %d, Σ n² %d: %v", maxWork, sq, err)
	}
	maxWork = lin + pairs - 1
	if _, err := Encode(p, Options{}); err == nil || !strings.Contains(err.Error(), "--amo ladder") {
		t.Fatalf("limit below the pairs: got %v, want a too-large error with a hint", err)
	}
}
