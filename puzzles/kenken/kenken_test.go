package kenken

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// four is examples/kenken/four.janko.txt with its solution after it.
const four = "4 4\n3+ . 12* .\n1- . . 2/\n2/ 5+ . .\n. 1 4 3\n1 1 2 2\n3 3 2 4\n5 6 6 4\n5 7 8 9\n"
const fourSolution = "1 2 3 4\n3 4 1 2\n4 3 2 1\n2 1 4 3\n"

// killer4 is examples/killersudoku/four.janko.txt.
const killer4 = "4 4\n1 5 - 6\n3 5 - -\n6 4 7 -\n- - 3 -\n1 2 2 3\n9 4 4 3\n5 6 7 7\n5 6 8 8\n"

func TestParseJanko(t *testing.T) {
	ps, err := Parse("four", []byte(four+fourSolution), FormatAuto, false)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.N != 4 || len(p.Cages) != 9 || p.ref == nil {
		t.Fatalf("got N=%d, %d cages, reference %v", p.N, len(p.Cages), p.ref)
	}
	want := []string{"the 3+ cage at (1,1)", "the 12* cage at (1,3)", "the 1- cage at (2,1)", "the 2/ cage at (2,4)"}
	for k, w := range want {
		if got := p.CageName(k); got != w {
			t.Errorf("cage %d: %q, want %q", k, got, w)
		}
	}
	if err := Check(p, p.ref); err != nil {
		t.Errorf("the reference breaks the rules: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"4 5\n", "square"},
		{"2 2\n3 .\n. .\n1 1\n2 2\n", "no clue"},
		{"2 2\n3+ 1\n. .\n1 1\n2 2\n", "clue already"},
		{"2 2\n3? .\n1 .\n1 1\n2 2\n", "a clue is"},
		{"3 3\n5- . .\n. . .\n. . .\n1 1 1\n1 1 1\n1 1 1\n", "two cells"},
	} {
		_, err := Parse("bad", []byte(tc.in), FormatJanko, false)
		var pe *srcpos.Error
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want a positioned error saying %q", tc.in, err, tc.want)
		}
	}
}

func TestTuples(t *testing.T) {
	// 2 cells in a row, 4 digits: 3- is (1,4), (4,1).
	got, err := Tuples(4, Cage{Cells: []int{0, 1}, Target: 3, Op: Sub}, false)
	if err != nil || len(got) != 2 {
		t.Errorf("3- of two cells: %v %v", got, err)
	}
	// An L of three cells, 12*, digits 1..4: (1,3,4) in any order with the
	// corner different from both others; the ends may repeat: 2,3,2 etc.
	got, _ = Tuples(4, Cage{Cells: []int{0, 1, 4}, Target: 12, Op: Mul}, false)
	for _, tup := range got {
		if tup[0] == tup[1] || tup[0] == tup[2] || tup[0]*tup[1]*tup[2] != 12 {
			t.Errorf("bad tuple %v", tup)
		}
	}
	if len(got) != 8 { // 1·3·4 (6 orders) and 2·3·2 with 3 at the corner... and 3,2,2? no: 2 twice needs the ends
		t.Logf("12* tuples: %v", got)
	}
}

func TestCheckRejects(t *testing.T) {
	ps, _ := Parse("four", []byte(four+fourSolution), FormatAuto, false)
	p := ps[0]
	bad := &Solution{N: 4, Grid: append([]int(nil), p.ref.Grid...)}
	bad.Grid[0], bad.Grid[1] = bad.Grid[1], bad.Grid[0]
	if err := Check(p, bad); err == nil {
		t.Error("a swapped row passes Check")
	}
}

// TestSumEncodingsAgree: the Killer Sudoku example solves, uniquely and
// to the same grid, with --sum table and --sum pb (and KenKen with each
// --amo).
func TestSumEncodingsAgree(t *testing.T) {
	for _, tc := range []struct {
		kind   puzzle.Kind
		src    string
		option string
		values []string
	}{
		{KillerKind, killer4, "sum", []string{"table", "pb"}},
		{Kind, four, "amo", []string{"pairwise", "ladder", "commander"}},
	} {
		ps, err := Parse("x", []byte(tc.src), FormatAuto, tc.kind == KillerKind)
		if err != nil {
			t.Fatal(err)
		}
		var grids []string
		for _, v := range tc.values {
			r, err := solve.One(t.Context(), tc.kind, puzzle.Item{Puzzle: ps[0], Info: ps[0].Info()},
				solve.Options{Unique: true, Encode: puzzle.Options{Settings: map[string]string{tc.option: v}}})
			if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Fatalf("%s=%s: %v %v", tc.option, v, r, err)
			}
			grids = append(grids, JankoSolution(r.First().(*Solution)))
		}
		for _, g := range grids[1:] {
			if g != grids[0] {
				t.Errorf("%s: the encodings differ:\n%s\n%s", tc.option, grids[0], g)
			}
		}
	}
}

func TestRoundTrip(t *testing.T) {
	for _, killer := range []bool{false, true} {
		src := four
		if killer {
			src = killer4
		}
		ps, err := Parse("x", []byte(src), FormatAuto, killer)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []func(*bytes.Buffer, *Puzzle) error{
			func(b *bytes.Buffer, p *Puzzle) error { return writeJanko(b, p) },
			func(b *bytes.Buffer, p *Puzzle) error { return writeJSON(b, p) },
		} {
			var b bytes.Buffer
			if err := w(&b, ps[0]); err != nil {
				t.Fatal(err)
			}
			back, err := Parse("back", b.Bytes(), FormatAuto, killer)
			if err != nil {
				t.Fatalf("%s: %v", b.String(), err)
			}
			var b2 bytes.Buffer
			_ = writeJanko(&b2, back[0])
			var b1 bytes.Buffer
			_ = writeJanko(&b1, ps[0])
			if b1.String() != b2.String() {
				t.Errorf("round trip:\n%s\n---\n%s", b1.String(), b2.String())
			}
		}
	}
}

var fuzzSeeds = []string{four, four + fourSolution, killer4,
	`{"puzzle":"kenken","size":2,"clues":[["3+","."],["3+","."]],"cages":[[1,1],[2,2]]}`,
	"6:_ba_3a__a_3a_4b__ca_a6_a_6a__,a7m90a3d3m72s2d2m30s2d3a9m30d2a5s2s1", "3:z,a1", "1 1\n1\n1\n", "3 3\n6* . .\n. . .\n. . .\n1 1 1\n1 1 1\n1 1 1\n"}

// FuzzParse: every reader returns valid puzzles or a positioned error,
// never panics.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s), false)
	}
	f.Add([]byte("2x2k:p,_a__a___aaaa__ba,5_5a6a7b5a6_6d\n"), true)
	f.Add([]byte("2x3k:zj,a_aa___a______ba_baa__a__a_aa__a_aa__aa__,4a7_11a7_10b8_4a12a7b12_7f9a8_3a6c11a\n"), true)
	f.Add([]byte("4jk:p,_aa____baaabc,______a_ba_a_baa,7_5_6_5d3b5_9c\n"), true)
	f.Add([]byte("2x2k:3o,aaa___a__a__a_ba,4a9a5_3c9_5_5d\n"), true)
	f.Add([]byte(`{"puzzle":"killersudoku","size":4,"clues":[["7","-","5","6"],["-","-","5","-"],["-","-","3","-"],["-","5","9","-"]],"cages":[[1,1,2,3],[4,4,2,3],[5,6,6,3],[5,7,8,8]],"givens":[[0,0,0,0],[0,2,0,0],[0,0,0,0],[0,0,0,0]],"boxes":[[1,1,2,2],[1,1,2,2],[3,3,4,4],[3,3,4,4]]}`), true)
	f.Fuzz(func(t *testing.T, data []byte, killer bool) {
		for _, fm := range []Format{FormatAuto, FormatJanko, FormatJSON} {
			ps, err := Parse("fuzz", data, fm, killer)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatalf("Parse returned an invalid puzzle: %v", err)
				}
				if p.N <= 5 {
					if _, err := Encode(p, Options{}); err != nil {
						var pe *srcpos.Error
						if !errors.As(err, &pe) {
							t.Fatalf("Encode: %v", err)
						}
					}
				}
				// A Tatham ID written reads back as the same cages.
				if id, err := TathamID(p); err == nil {
					qs, err := Parse("id", []byte(id+"\n"), FormatTatham, killer)
					if err != nil || len(qs) != 1 || !slices.Equal(qs[0].CageOf, p.CageOf) || !slices.Equal(qs[0].Jigsaw, p.Jigsaw) || !slices.Equal(qs[0].Givens, p.Givens) {
						t.Fatalf("TathamID %q reads back as %v (err %v)", id, qs, err)
					}
				}
			}
		}
	})
}

// TestTatham: the Keen game IDs of testdata/tatham.txt (sgt-keen
// --generate 2 for 4de 5de 6de 6dh 7dn 8dh 9de 9dx) are solved and unique
// (with -short, up to 7x7).
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "tatham.txt", Data: data}, "auto")
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 16 {
		t.Fatalf("%d items, want 16", len(items))
	}
	for _, it := range items {
		if it.Err != nil {
			t.Fatal(it.Err)
		}
		if testing.Short() && it.Puzzle.(*Puzzle).N > 7 {
			continue
		}
		r, err := solve.One(t.Context(), Kind, it, solve.Options{Unique: true})
		if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Errorf("%s: %v %v", it.Info.Name, r, err)
		}
	}
}

func TestCheckState(t *testing.T) {
	ps, _ := Parse("four", []byte(four+fourSolution), FormatAuto, false)
	p := ps[0]
	var st board.State
	for i, d := range p.ref.Grid {
		st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i / 4, i % 4}, Value: strconv.Itoa(d)})
	}
	v, err := Kind.(Cages).CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("the solution: %v %v", v, err)
	}
	// Met: every cage on the solution, at its clue cell; a cage with a
	// cell missing, or a repeated digit in a row through it, is not.
	if len(v.Met) != len(p.Cages) {
		t.Errorf("the solution: met %v, want %d cages", v.Met, len(p.Cages))
	}
	cg := p.Cages[0]
	clue := [2]int{cg.Clue / 4, cg.Clue % 4}
	var part board.State
	for _, c := range st.Cells {
		if c.Cell[0]*4+c.Cell[1] != cg.Cells[0] {
			part.Cells = append(part.Cells, c)
		}
	}
	if v, _ := Kind.(Cages).CheckState(p, part); slices.Contains(v.Met, clue) || len(v.Met) != len(p.Cages)-1 {
		t.Errorf("a cell of the first cage empty: met %v", v.Met)
	}
	st.Cells[1].Value = st.Cells[0].Value
	v, err = Kind.(Cages).CheckState(p, st)
	if err != nil || v.Status != "broken" {
		t.Fatalf("a repeated digit: %v %v", v, err)
	}
	for _, cg := range p.Cages {
		at := [2]int{cg.Clue / 4, cg.Clue % 4}
		if (slices.Contains(cg.Cells, 0) || slices.Contains(cg.Cells, 1)) && slices.Contains(v.Met, at) {
			t.Errorf("a repeated digit: the cage of %v is met", at)
		}
	}
}

// TestSoloKiller: the Solo killer game IDs of testdata/solo-killer.txt
// are detected as Tatham IDs, read by killersudoku (boxes as Solo's
// CxR: 3x2k has boxes of 3 rows and 2 columns), solved and unique; Keen
// reads none of them and killersudoku no Keen ID.
func TestSoloKiller(t *testing.T) {
	data, err := os.ReadFile("testdata/solo-killer.txt")
	if err != nil {
		t.Fatal(err)
	}
	if f := Detect(data); f != FormatTatham {
		t.Fatalf("detected as %v", f)
	}
	items, err := puzzle.Read(KillerKind, puzzle.Source{Name: "solo-killer.txt", Data: data}, "auto")
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 12 {
		t.Fatalf("%d items, want 12", len(items))
	}
	for _, it := range items {
		if it.Err != nil {
			t.Fatal(it.Err)
		}
		p := it.Puzzle.(*Puzzle)
		if strings.Contains(p.Pos.Text, "3x2k") && (p.BoxRows != 3 || p.BoxCols != 2) {
			t.Errorf("%s: boxes %dx%d, want 3x2", it.Info.Name, p.BoxRows, p.BoxCols)
		}
		r, err := solve.One(t.Context(), KillerKind, it, solve.Options{Unique: true})
		if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Errorf("%s: %v %v", it.Info.Name, r, err)
		}
	}
	if _, err := Parse("k", data, FormatTatham, false); err == nil {
		t.Errorf("kenken reads Solo killer IDs")
	}
	keen, _ := os.ReadFile("testdata/tatham.txt")
	if _, err := Parse("keen", keen, FormatTatham, true); err == nil {
		t.Errorf("killersudoku reads Keen IDs")
	}
	for _, bad := range []struct{ in, want string }{
		{"3x3k:zzzc,", "1:"},
		{"3x3k:10zzzb,_,", "not a digit"},
		{"3x3xk:zzzc,_,", "X killer"},
		{"3x3:zzzc,_,", "not a killer ID"},
		{"9jk:zzzc," + strings.Repeat("_", 145) + ",_", "81 jigsaw boxes"},
		{"3x3k:zzzc" + "," + strings.Repeat("_", 145) + ",zzzc", "no sum"},
	} {
		_, err := Parse("in", []byte(bad.in+"\n"), FormatTatham, true)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: %v, want %q", bad.in, err, bad.want)
		}
	}
}

// TestTathamIDWrite: TathamID writes the Keen and Solo killer IDs of
// testdata back byte for byte (Keen's repeat counts included).
func TestTathamIDWrite(t *testing.T) {
	for _, c := range []struct {
		file   string
		killer bool
	}{{"testdata/tatham.txt", false}, {"testdata/solo-killer.txt", true}} {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := ParseTatham(data, c.killer)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, l := range strings.Split(string(data), "\n") {
			if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
				want = append(want, l)
			}
		}
		for i, p := range ps {
			got, err := TathamID(p)
			if err != nil || got != want[i] {
				t.Errorf("%s: wrote %q (%v), want %q", c.file, got, err, want[i])
			}
		}
	}
	ps, _ := Parse("four", []byte(four), FormatAuto, false)
	for _, p := range ps {
		if _, err := TathamID(p); err == nil && slices.ContainsFunc(p.Cages, func(c Cage) bool { return c.Op == Unknown }) {
			t.Errorf("a cage without operation written as a Keen ID")
		}
	}
}

// TestSoloJigsawKiller: Solo's jigsaw killer IDs ("9jk", testdata from
// sgt-solo --generate) read with their boxes, solve uniquely, keep the
// jigsaw boxes (not the 3x3 ones) and write back byte for byte, as
// Tatham IDs and through the JSON form.
func TestSoloJigsawKiller(t *testing.T) {
	data, err := os.ReadFile("testdata/solo-killer-jigsaw.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(KillerKind, puzzle.Source{Name: "jk", Data: data}, "auto")
	if err != nil || len(items) != 10 {
		t.Fatalf("%d items, %v", len(items), err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	rectangular := 0
	for i, it := range items {
		p := it.Puzzle.(*Puzzle)
		if p.Jigsaw == nil || p.N != 9 {
			t.Fatalf("%s: no jigsaw boxes", it.Info.Name)
		}
		r, err := solve.One(t.Context(), KillerKind, it, solve.Options{Unique: true})
		if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", it.Info.Name, r, err)
		}
		s := r.First().(*Solution)
		q := *p
		q.Jigsaw = nil
		q.BoxRows, q.BoxCols = 3, 3
		if Check(&q, s) == nil {
			rectangular++
		}
		id, err := TathamID(p)
		if err != nil || id != lines[i] {
			t.Errorf("%s: wrote %q (%v), want %q", it.Info.Name, id, err, lines[i])
		}
		var js bytes.Buffer
		if err := writeJSON(&js, p); err != nil {
			t.Fatal(err)
		}
		back, err := Parse("js", js.Bytes(), FormatJSON, true)
		if err != nil {
			t.Fatal(err)
		}
		if id2, _ := TathamID(back[0]); id2 != lines[i] {
			t.Errorf("%s: through JSON %q", it.Info.Name, id2)
		}
		if err := writeJanko(&js, p); err == nil {
			t.Errorf("%s: the janko form wrote jigsaw boxes it cannot read", it.Info.Name)
		}
	}
	if rectangular == len(items) {
		t.Errorf("every solution also keeps the 3x3 boxes: the jigsaw boxes are not used")
	}
}

// TestSoloKillerGivens: a Solo killer ID may carry givens (Solo reads
// them; its generator writes none): they are kept, written back, and
// bind the solution; a given against the only solution leaves none.
func TestSoloKillerGivens(t *testing.T) {
	data, err := os.ReadFile("testdata/solo-killer.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("k", data, FormatTatham, true)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	it := puzzle.Item{Puzzle: p, Info: p.Info()}
	r, err := solve.One(t.Context(), KillerKind, it, solve.Options{})
	if err != nil || r.Status != puzzle.Solved {
		t.Fatalf("%v %v", r, err)
	}
	s := r.First().(*Solution)
	g := make([]int, p.N*p.N)
	g[0], g[10], g[80] = s.Grid[0], s.Grid[10], s.Grid[80]
	q := *p
	q.Givens = g
	id, err := TathamID(&q)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%d", s.Grid[0]) + "i" + fmt.Sprintf("%d", s.Grid[10]) + "zzq" + fmt.Sprintf("%d", s.Grid[80]) + ","
	if _, grid, _ := strings.Cut(id, ":"); !strings.HasPrefix(grid, want) {
		t.Fatalf("wrote %q, want the grid %q", id, want)
	}
	back, err := Parse("g", []byte(id+"\n"), FormatAuto, true)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back[0].Givens, g) {
		t.Fatalf("read givens %v", back[0].Givens)
	}
	bit := puzzle.Item{Puzzle: back[0], Info: back[0].Info()}
	r, err = solve.One(t.Context(), KillerKind, bit, solve.Options{Unique: true})
	if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes || !slices.Equal(r.First().(*Solution).Grid, s.Grid) {
		t.Fatalf("with givens: %v %v", r, err)
	}
	wrong := append([]int(nil), g...)
	wrong[0] = s.Grid[0]%9 + 1
	back[0].Givens = wrong
	if err := Check(back[0], s); err == nil || !strings.Contains(err.Error(), "given") {
		t.Errorf("Check of a solution against a given: %v", err)
	}
	r, err = solve.One(t.Context(), KillerKind, bit, solve.Options{})
	if err != nil || r.Status != puzzle.Unsatisfiable {
		t.Errorf("a given against the only solution: %v %v", r, err)
	}
	v, err := KillerKind.(puzzle.Player).CheckState(back[0], board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: strconv.Itoa(s.Grid[0])}}})
	if err != nil || len(v.Problems) != 1 || !strings.Contains(v.Problems[0].Text, "cannot change") {
		t.Errorf("writing over a given: %+v %v", v, err)
	}
}

// TestStateFacts: the digits of a board state are facts "(r,c) is d" in
// Fact's JSON; an empty cell states nothing; a bad digit is an error.
func TestStateFacts(t *testing.T) {
	ps, err := Parse("four", []byte(four), FormatAuto, false)
	if err != nil {
		t.Fatal(err)
	}
	var sr puzzle.StateReader = Kind.(Cages)
	facts, err := sr.StateFacts(ps[0], board.State{Cells: []board.CellState{
		{Cell: [2]int{0, 1}, Value: "2"}, {Cell: [2]int{1, 1}, Value: ""}, {Cell: [2]int{3, 3}, Value: "3"}}})
	if err != nil || len(facts) != 2 || string(facts[0]) != `{"cell":[0,1],"digit":2,"is":true}` {
		t.Fatalf("%s %v", facts, err)
	}
	e, err := Encode(ps[0], Options{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(e.Fact(e.X(3, 3, 3)).JSON)
	if string(facts[1]) != string(want) {
		t.Errorf("state fact %s, Fact %s", facts[1], want)
	}
	for _, bad := range []board.CellState{{Cell: [2]int{0, 0}, Value: "5"}, {Cell: [2]int{4, 0}, Value: "1"}, {Cell: [2]int{0, 0}, Value: "x"}} {
		if _, err := sr.StateFacts(ps[0], board.State{Cells: []board.CellState{bad}}); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestBoardCorners: every cage's target is the corner label of its
// anchor cell (KenKen "3+", Killer Sudoku the bare sum), which the page
// and the SVG draw; a jigsaw killer's boxes are filled by box, a given
// is the cell's digit.
func TestBoardCorners(t *testing.T) {
	for _, c := range []struct {
		in     string
		killer bool
	}{{four, false}, {killer4, true}} {
		ps, err := Parse("b", []byte(c.in), FormatAuto, c.killer)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		b, err := Cages{Killer: c.killer}.Board(p, puzzle.View{})
		if err != nil {
			t.Fatal(err)
		}
		corners := map[[2]int]string{}
		for _, cell := range b.Cells {
			if cell.Corner != "" {
				corners[cell.At] = cell.Corner
			}
		}
		if len(corners) != len(p.Cages) {
			t.Errorf("%d corner labels, %d cages", len(corners), len(p.Cages))
		}
		for _, cg := range p.Cages {
			if got := corners[[2]int{cg.Clue / p.N, cg.Clue % p.N}]; got != cg.Label(c.killer) {
				t.Errorf("the cage at %d: corner %q, want %q", cg.Clue, got, cg.Label(c.killer))
			}
		}
	}
	data, _ := os.ReadFile("testdata/solo-killer-jigsaw.txt")
	ps, err := Parse("jk", data, FormatTatham, true)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	p.Givens = make([]int, 81)
	p.Givens[40] = 7
	b, err := KillerKind.(puzzle.Boarder).Board(p, puzzle.View{})
	if err != nil {
		t.Fatal(err)
	}
	fill := map[int]int{}
	for _, cell := range b.Cells {
		i := cell.At[0]*9 + cell.At[1]
		fill[p.Jigsaw[i]] |= 1 << min(cell.Fill, 3)
		if i == 40 && (cell.Text != "7" || !strings.Contains(cell.Title, "given")) {
			t.Errorf("the given cell: %+v", cell)
		}
	}
	filled := 0
	for box, f := range fill {
		if f != 1 && f != 1<<board.FillOf(2) {
			t.Errorf("box %d has fills %b", box, f)
		}
		if f != 1 {
			filled++
		}
	}
	if filled == 0 || filled == 9 {
		t.Errorf("%d of 9 jigsaw boxes filled", filled)
	}
}
