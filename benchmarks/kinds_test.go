package benchmarks

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

func TestPuzzleKindOf(t *testing.T) {
	tests := []struct {
		path, head, want string
	}{
		{"x.cnf", "p cnf 1 1\n1 0\n", ""},
		{"set/a.has", "16 16 100\n 2 0 0\n", "hashi"},
		{"a.txt", "# comment\n\n7x7m2:a3d4b2b3a1g4c3i2b1b3e4\n", "hashi"},
		{"a.txt", "7x7m2L:a3d4b2b3a1g4c3i2b1b3e4\n", "hashi"},
		{"a.txt", "7x7:a3a2b2_4c4a3b4i6g2_2_5c6b2a4c\n", "shikaku"},
		{"a", "7x7:a3a2b2_4c4a3b4i6g2_2_5c6b2a4c\n", "shikaku"},
		{"z.txt", "# zebra\nhouses: 5\nColor: red, green\n", "zebra"},
		{"z.zebra", "Nationality: Englishman, Spaniard\n", "zebra"},
		{"z.txt", "Houses 3 # three\n", "zebra"},
		{"z.txt", "positions Seat: left, middle, right\n", "zebra"},
		{"README.txt", "not an instance: skipped in directories\n", ""},
		{"notes.txt", "Remember: this is not a puzzle\n", ""},
		{"z.jsonl", `{"id": "lgp-test-3x3-0", "size": "3*3", "puzzle": "There are 3 houses`, "zebra"},
		{"h.json", `{"width":7,"height":7,"islands":[{"row":0,"col":0,"clue":2}]}`, "hashi"},
		{"z.json", `{"categories":[{"name":"Color"}]}`, "zebra"},
		{"s.json", `{"width":7,"height":7,"clues":[{"row":0,"col":0,"clue":2}]}`, "shikaku"},
		{"data/hashi/grid.txt", "2.2\n...\n2.2\n", "hashi"},
		{"data/shikaku/grid.txt", "10 10\n- 8 4 -\n", "shikaku"},
		{"data/misc/grid.txt", "2.2\n...\n2.2\n", ""},
		{"data/shikaku/corpus/ff4cd47e", "go test fuzz v1\n", ""},
		{"data/shikaku/notes.md", "10 10\n", ""},
		{"g.hashi", "2.2\n", "hashi"},
		{"empty.txt", "\n\n# nothing\n", ""},
	}
	for _, tt := range tests {
		if got := puzzleKindOf(tt.path, []byte(tt.head)); got != tt.want {
			t.Errorf("puzzleKindOf(%q, %q) = %q, want %q", tt.path, tt.head, got, tt.want)
		}
	}
}

// Every puzzle kind, run end to end on bundled instances with each of its
// option values: the known status, a checked solution, and the uniqueness
// the generators promise (Tatham puzzles and the classic zebra are unique).
func TestPuzzleKinds(t *testing.T) {
	type want struct {
		inst   string
		status string
		unique Uniqueness
	}
	tests := []struct {
		path    string
		kind    string
		sweep   map[string][]string
		want    []want
		solvers []string
	}{
		// Native cardinality constraints reach an external solver as clauses.
		{"testdata/puzzles/hashi", "hashi", map[string][]string{"card": {"native"}, "connectivity": {"lazy"}},
			[]want{{"tatham_7x7.txt#1", StatusSat, UniqueYes}, {"tatham_7x7.txt#2", StatusSat, UniqueYes}, {"two_squares.txt", StatusUnsat, UniqueUnknown}},
			[]string{"minisat"}},
		{"testdata/puzzles/hashi", "hashi", map[string][]string{
			"card": append(cardNames(), "order", "off"), "connectivity": {"lazy", "eager"}, "forcing": {"on", "off"}, "deductions": {"off", "on"}},
			[]want{{"tatham_7x7.txt#1", StatusSat, UniqueYes}, {"tatham_7x7.txt#2", StatusSat, UniqueYes}, {"two_squares.txt", StatusUnsat, UniqueUnknown}}, nil},
		{"testdata/puzzles/shikaku", "shikaku", map[string][]string{
			"model": {"partition", "channel", "redundant"}, "amo": amoNames()},
			[]want{{"tatham_7x7.txt#1", StatusSat, UniqueYes}, {"tatham_7x7.txt#2", StatusSat, UniqueYes}}, nil},
		{"testdata/puzzles/shikaku", "shikaku", map[string][]string{
			"model": {"channel"}, "card": {"seqcounter", "order", "native"}},
			[]want{{"tatham_7x7.txt#1", StatusSat, UniqueYes}, {"tatham_7x7.txt#2", StatusSat, UniqueYes}}, []string{"gophersat", "minisat"}},
		{"testdata/puzzles/zebra", "zebra", map[string][]string{"amo": amoNames()},
			[]want{{"zebra1962.txt", StatusSat, UniqueYes}, {"zebralogic_3.jsonl#1", StatusSat, UniqueYes},
				{"zebralogic_3.jsonl#2", StatusSat, UniqueYes}, {"zebralogic_3.jsonl#3", StatusSat, UniqueYes}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.kind+"/"+strings.Join(tt.solvers, ","), func(t *testing.T) {
			s := Sweep{Paths: []string{tt.path}, Options: tt.sweep, Unique: true, Solvers: tt.solvers, ByClass: true}
			p, err := NewPlan(s)
			if err != nil {
				t.Fatal(err)
			}
			jobs := p.Jobs(Shard{0, 1})
			combos := map[string]bool{}
			seen := map[string]int{}
			for j := range jobs {
				if j.Kind != tt.kind {
					t.Fatalf("%s: kind %s, want %s", j.Instance, j.Kind, tt.kind)
				}
				if strings.Contains(j.Options.String(), "order") && tt.kind != "hashi" {
					t.Fatalf("%s got the order encoding", tt.kind)
				}
				combos[j.Options.String()] = true
				rec, _ := Execute(j)
				name := strings.TrimPrefix(rec.Instance, tt.path+"/")
				seen[name]++
				var w *want
				for i := range tt.want {
					if tt.want[i].inst == name {
						w = &tt.want[i]
					}
				}
				if w == nil {
					t.Fatalf("unexpected instance %s", name)
				}
				wantCheck := CheckNone
				if w.status == StatusSat {
					wantCheck = CheckOK
				}
				if rec.Status != w.status || rec.Check != wantCheck || rec.Unique != w.unique {
					t.Errorf("%s %s: status %s check %q unique %q error %q; want %s %q %q",
						name, rec.Options, rec.Status, rec.Check, rec.Unique, rec.Error, w.status, wantCheck, w.unique)
				}
				if wantClass := map[string]string{"hashi": "7x7", "shikaku": "7x7", "zebra": "3x3"}[tt.kind]; rec.Class != wantClass && !strings.HasPrefix(name, "two_squares") && name != "zebra1962.txt" {
					t.Errorf("%s: class %q, want %q", name, rec.Class, wantClass)
				}
				if rec.Vars == 0 || rec.Clauses == 0 || rec.Literals < rec.Clauses {
					t.Errorf("%s %s: sizes vars %d clauses %d literals %d", name, rec.Options, rec.Vars, rec.Clauses, rec.Literals)
				}
			}
			if len(seen) != len(tt.want) {
				t.Errorf("instances %v, want %d", seen, len(tt.want))
			}
			t.Logf("%d jobs, %d option combinations", p.Total(), len(combos))
		})
	}
}

// The DIMACS kind's status and uniqueness agree with brute force on small
// formulas (all 2^n assignments), including formulas with no clauses, an
// empty clause and unused variables.
func TestDIMACSBruteForce(t *testing.T) {
	dir := t.TempDir()
	type cnf struct {
		name string
		vars int
		cls  [][]int
	}
	var cases []cnf
	for seed := uint64(1); seed <= 12; seed++ {
		n := 6 + int(seed%5)
		m := int(float64(n) * (3.5 + float64(seed%4)*0.5))
		cases = append(cases, cnf{filepath.Join(dir, "r"+string(rune('a'+seed))+".cnf"), n, RandomKSAT(seed, n, m, 3)})
	}
	v, c := Pigeonhole(2)
	cases = append(cases,
		cnf{filepath.Join(dir, "php2.cnf"), v, c},
		cnf{filepath.Join(dir, "none.cnf"), 3, nil},
		cnf{filepath.Join(dir, "empty-clause.cnf"), 2, [][]int{{1, 2}, {}}},
		cnf{filepath.Join(dir, "unit.cnf"), 1, [][]int{{1}}},
	)
	for _, tc := range cases {
		var b strings.Builder
		if err := WriteCNF(&b, tc.vars, tc.cls); err != nil {
			t.Fatal(err)
		}
		writeFile(t, tc.name, b.String())
		models := 0
		for a := 0; a < 1<<tc.vars; a++ {
			m := make(encode.Model, tc.vars+1)
			for v := 1; v <= tc.vars; v++ {
				m[v] = a>>(v-1)&1 == 1
			}
			if checkFormula(tc.cls, m) {
				models++
			}
		}
		wantStatus, wantUnique := StatusUnsat, UniqueUnknown
		switch {
		case models == 1:
			wantStatus, wantUnique = StatusSat, UniqueYes
		case models > 1:
			wantStatus, wantUnique = StatusSat, UniqueNo
		}
		rec, _ := Execute(Job{Total: 1, Instance: tc.name, Path: tc.name, Kind: "dimacs", Solver: "gophersat", Repeat: 1, Unique: true})
		if rec.Status != wantStatus || rec.Unique != wantUnique || (models > 0) != (rec.Check == CheckOK) {
			t.Errorf("%s (%d models): status %s unique %q check %q error %q", filepath.Base(tc.name), models, rec.Status, rec.Unique, rec.Check, rec.Error)
		}
	}
}

func checkFormula(cls [][]int, m encode.Model) bool {
	for _, c := range cls {
		ok := false
		for _, l := range c {
			if m.Value(encode.Lit(l)) {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// With --unique, DIMACS solutions are told apart on the variables not
// named auxiliary: a free auxiliary variable does not make a second one.
func TestDIMACSUniqueAux(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		text string
		want Uniqueness
	}{
		{"p cnf 2 1\nc aux 2 t[0]\n1 0\n", UniqueYes},
		{"p cnf 2 1\nc var 2 y\n1 0\n", UniqueNo},
		{"p cnf 2 1\n1 0\n", UniqueNo},
	} {
		p := filepath.Join(dir, "f.cnf")
		writeFile(t, p, tc.text)
		rec, _ := Execute(Job{Total: 1, Instance: p, Path: p, Kind: "dimacs", Solver: "gophersat", Repeat: 1, Unique: true})
		if rec.Status != StatusSat || rec.Check != CheckOK || rec.Unique != tc.want {
			t.Errorf("%q: status %s check %q unique %q (want %q) error %q", tc.text, rec.Status, rec.Check, rec.Unique, tc.want, rec.Error)
		}
	}
}

// Unset axes keep hashi.DefaultOptions; set ones override it.
func TestHashiOptions(t *testing.T) {
	def := hashi.DefaultOptions()
	tests := []struct {
		in   Options
		want func(o *hashi.Options)
	}{
		{Options{}, func(o *hashi.Options) {}},
		{Options{"card": "binomial"}, func(o *hashi.Options) { o.Order, o.Card = false, encode.Binomial }},
		{Options{"card": "order"}, func(o *hashi.Options) { o.Order = true }},
		{Options{"connectivity": "eager"}, func(o *hashi.Options) { o.Connectivity = hashi.Eager }},
		{Options{"forcing": "off", "deductions": "off"}, func(o *hashi.Options) { o.NoForcing, o.Deductions = true, false }},
		{Options{"forcing": "on", "deductions": "on"}, func(o *hashi.Options) { o.NoForcing, o.Deductions = false, true }},
	}
	for _, tt := range tests {
		want := def
		tt.want(&want)
		got, err := hashiOptions(tt.in)
		if err != nil || got != want {
			t.Errorf("hashiOptions(%v) = %+v, %v; want %+v", tt.in, got, err, want)
		}
	}
	if _, err := hashiOptions(Options{"card": "magic"}); err == nil {
		t.Error("unknown card accepted")
	}
}

// hashiOptions is what a run's options mean to the Hashi encoder.
func hashiOptions(o Options) (hashi.Options, error) {
	set, err := puzzle.CheckOptions(hashi.Kind, o)
	if err != nil {
		return hashi.Options{}, err
	}
	return hashi.OptionsFrom(puzzle.Options{Settings: set})
}

// The axes' value lists are literals; they must name encode's encodings.
func TestAxesNameEncodings(t *testing.T) {
	if got, want := Axes[0].Values, append(cardNames(), "order", "off"); !reflect.DeepEqual(got, want) {
		t.Errorf("card axis %q, want %q", got, want)
	}
	if got, want := Axes[1].Values, amoNames(); !reflect.DeepEqual(got, want) {
		t.Errorf("amo axis %q, want %q", got, want)
	}
}

func cardNames() []string {
	var out []string
	for _, e := range encode.CardEncodings() {
		out = append(out, e.String())
	}
	return out
}

func amoNames() []string {
	var out []string
	for _, e := range encode.AMOEncodings() {
		out = append(out, e.String())
	}
	return out
}
