package janko_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// A Hashi of our own in janko.at's block form: two islands joined by a
// double bridge, a single vertical bridge and a single horizontal one.
const hashiBlock = `begin
puzzle hashi
author puzzlesat tests
rows 3
cols 4
depth 2
problem
2 - - 3
- - - -
1 - - 2
solution
- 2 2 -
- - - a
- 1 1 -
moves
Z2;aa,2;
ba,1;
end
`

// A Shikaku of our own: the solution labels three rooms.
const shikakuBlock = `begin
puzzle sikaku
size 3
problem
3 - -
- - 2
- 4 -
solution
7 7 7
9 9 5
9 9 5
end
`

func parseOne(t *testing.T, s string) *janko.Grid {
	t.Helper()
	gs, err := janko.Parse([]byte(s))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if len(gs) != 1 {
		t.Fatalf("%d grids, want 1", len(gs))
	}
	return gs[0]
}

func TestHashiBlock(t *testing.T) {
	g := parseOne(t, hashiBlock)
	if g.Rows != 3 || g.Cols != 4 || !g.Block || g.Puzzle() != "hashi" || g.Line != 1 {
		t.Fatalf("got %+v", g)
	}
	if d, _ := g.Prop("DEPTH"); d != "2" {
		t.Errorf("depth %q", d)
	}
	want := []int{2, -1, -1, 3, -1, -1, -1, -1, 1, -1, -1, 2}
	if !reflect.DeepEqual(g.Cells, want) {
		t.Errorf("cells %v", g.Cells)
	}
	if !reflect.DeepEqual(g.Moves, []string{"Z2;aa,2;", "ba,1;"}) {
		t.Errorf("moves %q", g.Moves)
	}
	bs, err := g.HashiBridges()
	if err != nil {
		t.Fatal(err)
	}
	wantB := []janko.Bridge{{0, 0, 0, 3, 2}, {0, 3, 2, 3, 1}, {2, 0, 2, 3, 1}}
	if !reflect.DeepEqual(bs, wantB) {
		t.Errorf("bridges %v, want %v", bs, wantB)
	}
	// The writer writes the same block, the size after the properties.
	var b bytes.Buffer
	if err := janko.Write(&b, g); err != nil {
		t.Fatal(err)
	}
	want2 := strings.Replace(hashiBlock, "rows 3\ncols 4\ndepth 2\n", "depth 2\nrows 3\ncols 4\n", 1)
	if b.String() != want2 {
		t.Errorf("Write:\n%s\nwant\n%s", b.String(), want2)
	}
	// SetHashiBridges writes the same tokens.
	tokens := append([]string(nil), g.Solution...)
	if err := g.SetHashiBridges(bs); err != nil || !reflect.DeepEqual(g.Solution, tokens) {
		t.Errorf("SetHashiBridges: %q, %v; want %q", g.Solution, err, tokens)
	}
}

func TestShikakuBlock(t *testing.T) {
	g := parseOne(t, shikakuBlock)
	rs, err := g.Regions()
	if err != nil {
		t.Fatal(err)
	}
	want := []janko.Rect{{0, 0, 1, 3}, {1, 0, 2, 2}, {1, 2, 2, 1}}
	if !reflect.DeepEqual(rs, want) {
		t.Errorf("regions %v, want %v", rs, want)
	}
	if err := g.SetRegions(rs); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.Solution, " "); got != "1 1 1 2 2 3 2 2 3" {
		t.Errorf("SetRegions: %s", got)
	}
}

func TestPlain(t *testing.T) {
	in := "\uFEFF# two puzzles\n3 4\n2 - . 3\n? 0 - -\n1 - - 12\n\n1 1\n5\n"
	gs, err := janko.Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 2 || gs[0].Block || gs[0].Line != 2 || gs[1].Line != 7 {
		t.Fatalf("got %d grids %+v", len(gs), gs)
	}
	want := []int{2, -1, -1, 3, -2, -1, -1, -1, 1, -1, -1, 12}
	if !reflect.DeepEqual(gs[0].Cells, want) {
		t.Errorf("cells %v", gs[0].Cells)
	}
	var b bytes.Buffer
	if err := janko.Write(&b, gs[0]); err != nil || b.String() != "3 4\n2 - - 3\n? - - -\n1 - - 12\n" {
		t.Errorf("Write: %q, %v", b.String(), err)
	}
}

func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		in        string
		line, col int
		text, msg string
	}{
		{"3\n", 1, 1, "3", "want a header ROWS COLS"},
		{"2 x\n", 1, 1, "2 x", "two numbers"},
		{"0 3\n", 1, 1, "0 3", "bad grid size"},
		{"5000 5000\n", 1, 1, "5000 5000", "bad grid size"},
		{"2 2\n1 -\n", 2, 1, "", "has 1 rows, want 2"},
		{"2 2\n1 - 3\n- -\n", 2, 1, "1 - 3", "row 1 has 3 or more cells, want 2"},
		{"2 2\n1 x\n- -\n", 2, 3, "x", "want a clue"},
		{"1 1\n-1\n", 2, 1, "-1", "want a clue"},
		{"1 1\n00\n", 2, 1, "00", "want a clue"},
		{"1 1\n99999999\n", 2, 1, "99999999", "want a clue"},
		{"begin\nsize 2\nproblem\n1 -\n- 1\n", 1, 1, "begin", "no end"},
		{"begin\nproblem\n", 2, 1, "problem", "before the size"},
		{"begin\nsize 2\nproblem\n1 -\n- 1\nsize 3\nend\n", 6, 1, "size", "after a grid"},
		{"begin\nsize 2\nrows 2\nend\n", 3, 1, "rows", "twice"},
		{"begin\nsize x\nend\n", 2, 1, "size x", "want size and a number"},
		{"begin\nsize 2\nend\n", 3, 1, "end", "without a problem"},
		{"begin\nsize 1\nproblem 1\nend\n", 3, 9, "1", "starts on the next line"},
		{"begin\nsize 1\nproblem\n1\nproblem\n1\nend\n", 5, 1, "problem", "a second problem"},
		{"begin\nsize 1\n- 1\nend\n", 3, 1, "- 1", "unexpected line"},
		{"begin\nsize 1\nbegin\n", 3, 1, "begin", "begin inside a block"},
		{"# nothing\n", 0, 0, "", "no grid"},
	} {
		_, err := janko.Parse([]byte(tt.in))
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a positioned error", tt.in, err)
			continue
		}
		if pe.Line != tt.line || pe.Col != tt.col || pe.Text != tt.text || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("Parse(%q):\n got %d:%d %q %q\nwant %d:%d %q ...%s...", tt.in, pe.Line, pe.Col, pe.Text, pe.Msg, tt.line, tt.col, tt.text, tt.msg)
		}
	}
}

func TestSolutionErrors(t *testing.T) {
	const head = "begin\nrows 3\ncols 4\nproblem\n2 - - 3\n- - - -\n1 - - 2\nsolution\n"
	for _, tt := range []struct {
		sol       string
		line, col int
		msg       string
	}{
		{"2 2 2 -\n- - - a\n- 1 1 -\n", 9, 1, "an island's cell"},
		{"- 2 1 -\n- - - a\n- 1 1 -\n", 9, 5, "changes from 2 to 1"},
		{"- 2 2 -\n- - a -\n- 1 1 -\n", 10, 5, "does not start at an island"},
		{"- 2 2 -\n- - - a\n- - 1 -\n", 11, 5, "does not start at an island"},
		{"- 2 2 -\n- a - a\n- 1 1 -\n", 10, 3, "does not start at an island"},
		{"- 2 2 -\n- - - ab\n- 1 1 -\n", 10, 7, "want - (no bridge)"},
	} {
		g := parseOne(t, head+tt.sol+"end\n")
		_, err := g.HashiBridges()
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("solution %q: %v, want %d:%d ...%s...", tt.sol, err, tt.line, tt.col, tt.msg)
		}
	}
	// A bridge that runs off the grid's edge.
	g := parseOne(t, "begin\nrows 1\ncols 3\nproblem\n- 1 -\nsolution\n- - 1\nend\n")
	if _, err := g.HashiBridges(); err == nil || !strings.Contains(err.Error(), "does not end at an island") {
		t.Errorf("edge: %v", err)
	}
	g = parseOne(t, "begin\nsize 2\nproblem\n2 -\n- 2\nsolution\n1 2\n2 1\nend\n")
	if _, err := g.Regions(); err == nil || !strings.Contains(err.Error(), `room "1" is not a rectangle`) || !strings.HasPrefix(err.Error(), "7:3:") {
		t.Errorf("regions: %v", err)
	}
	g = parseOne(t, "1 1\n1\n")
	if _, err := g.HashiBridges(); err == nil {
		t.Error("no solution: want an error")
	}
	if _, err := g.Regions(); err == nil {
		t.Error("no solution: want an error")
	}
}

func TestSetErrors(t *testing.T) {
	g := parseOne(t, "3 4\n2 - - 3\n- - - -\n1 - 1 2\n")
	for _, bs := range [][]janko.Bridge{
		{{0, 3, 0, 0, 1}},                  // right end first
		{{0, 0, 1, 1, 1}},                  // diagonal
		{{0, 1, 0, 3, 1}},                  // (0,1) is water
		{{2, 0, 2, 3, 1}},                  // passes over (2,2)
		{{0, 0, 0, 3, 0}},                  // no bridge
		{{0, 0, 2, 0, 27}},                 // no letter for 27
		{{0, 0, 0, 3, 1}, {0, 0, 0, 3, 1}}, // overlap
	} {
		if err := g.SetHashiBridges(bs); err == nil {
			t.Errorf("SetHashiBridges(%v): want an error", bs)
		}
	}
	for _, rs := range [][]janko.Rect{
		{{0, 0, 3, 4}, {0, 0, 1, 1}}, // overlap
		{{0, 0, 2, 4}},               // a row left over
		{{0, 0, 4, 4}},               // outside
	} {
		if err := g.SetRegions(rs); err == nil {
			t.Errorf("SetRegions(%v): want an error", rs)
		}
	}
}

func TestWriteValidate(t *testing.T) {
	for _, g := range []*janko.Grid{
		{Rows: 1, Cols: 1, Cells: []int{0}},
		{Rows: 1, Cols: 2, Cells: []int{1}},
		{Rows: 0, Cols: 1},
		{Rows: 1, Cols: 1, Cells: []int{1}, Solution: []string{"a b"}},
		{Rows: 1, Cols: 1, Cells: []int{1}, Solution: []string{"#"}},
		{Rows: 1, Cols: 1, Cells: []int{1}, Props: []janko.Prop{{"size", "3"}}},
		{Rows: 1, Cols: 1, Cells: []int{1}, Props: []janko.Prop{{"1x", "3"}}},
		{Rows: 1, Cols: 1, Cells: []int{1}, Props: []janko.Prop{{"author", " x"}}},
		{Rows: 1, Cols: 1, Cells: []int{1}, Moves: []string{"a;", "no semicolon"}},
	} {
		if err := janko.Write(&bytes.Buffer{}, g); err == nil {
			t.Errorf("Write(%+v): want an error", g)
		}
	}
}

func TestLooks(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{hashiBlock, true},
		{"\n# x\n BEGIN \n", true},
		{"3 4\n2 - - 3\n- - - -\n1 - - 2\n", true},
		{"2 2\n1 ?\n2 3\n", true},
		{"1 1\n.\n", true},
		{"3 3 4\n1 0 2\n0 0 0\n2 0 1\n", false}, // CLLV
		{"3 3\n1 0 2\n0 0 0\n2 0 1\n", false},   // CLLV with a two-number header
		{"3 4\n2..3\n....\n1..2\n", false},      // a character grid
		{"7x7m2:a3d4b2b3a1g4c3i2b1b3e4", false}, // Tatham
		{"https://puzz.link/p?hashi/1/1/1", false},
		{`{"width":1}`, false},
		{"3 4\n2 - - 3\n", false}, // rows missing
		{"3 4\n2 - 3\n", false},   // short row
		{"", false},
	} {
		if got := janko.Looks([]byte(tt.in)); got != tt.want {
			t.Errorf("Looks(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// Round trips: random puzzles with random bridge solutions survive Write
// and Parse, and the bridges read back are the ones set.
func TestRoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for iter := 0; iter < 500; iter++ {
		g := randomGrid(rng)
		bs := randomBridges(rng, g)
		if err := g.SetHashiBridges(bs); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := janko.Write(&b, g); err != nil {
			t.Fatal(err)
		}
		h := parseOne(t, b.String())
		if !sameGrid(g, h) {
			t.Fatalf("read back\n%s as %+v", b.String(), h)
		}
		got, err := h.HashiBridges()
		if err != nil {
			t.Fatalf("%s: %v", b.String(), err)
		}
		if len(got) != len(bs) {
			t.Fatalf("%s: %d bridges, want %d", b.String(), len(got), len(bs))
		}
	}
}

func randomGrid(rng *rand.Rand) *janko.Grid {
	g := &janko.Grid{Rows: 1 + rng.IntN(8), Cols: 1 + rng.IntN(8)}
	for range g.Rows * g.Cols {
		v := janko.Empty
		switch rng.IntN(6) {
		case 0:
			v = 1 + rng.IntN(8)
		case 1:
			v = janko.Unknown
		}
		g.Cells = append(g.Cells, v)
	}
	if rng.IntN(2) == 0 {
		g.Props = []janko.Prop{{"puzzle", "hashi"}, {"depth", "2"}}
	}
	return g
}

// randomBridges joins random neighbouring islands where nothing is in the way.
func randomBridges(rng *rand.Rand, g *janko.Grid) []janko.Bridge {
	used := make([]bool, len(g.Cells))
	var bs []janko.Bridge
	for i, v := range g.Cells {
		if v == janko.Empty {
			continue
		}
		r, c := i/g.Cols, i%g.Cols
		for _, d := range [][2]int{{0, 1}, {1, 0}} {
			rr, cc := r+d[0], c+d[1]
			var path []int
			for rr < g.Rows && cc < g.Cols && g.At(rr, cc) == janko.Empty {
				path = append(path, rr*g.Cols+cc)
				rr, cc = rr+d[0], cc+d[1]
			}
			if rr >= g.Rows || cc >= g.Cols || len(path) == 0 || rng.IntN(2) == 0 {
				continue
			}
			free := true
			for _, k := range path {
				free = free && !used[k]
			}
			if !free {
				continue
			}
			for _, k := range path {
				used[k] = true
			}
			bs = append(bs, janko.Bridge{R1: r, C1: c, R2: rr, C2: cc, N: 1 + rng.IntN(2)})
		}
	}
	return bs
}

func sameGrid(a, b *janko.Grid) bool {
	return a.Rows == b.Rows && a.Cols == b.Cols && reflect.DeepEqual(a.Cells, b.Cells) &&
		reflect.DeepEqual(a.Solution, b.Solution) && reflect.DeepEqual(a.Moves, b.Moves) &&
		len(a.Props) == len(b.Props) && (len(a.Props) == 0 || reflect.DeepEqual(a.Props, b.Props))
}

func FuzzParse(f *testing.F) {
	f.Add(hashiBlock)
	f.Add(shikakuBlock)
	f.Add("3 4\n2 - . 3\n? 0 - -\n1 - - 12\n\n1 1\n5\n")
	f.Fuzz(func(t *testing.T, s string) {
		gs, err := janko.Parse([]byte(s))
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not positioned", err)
			}
			return
		}
		var b bytes.Buffer
		for _, g := range gs {
			if err := janko.Write(&b, g); err != nil {
				t.Fatalf("Parse gave a grid Write refuses: %v", err)
			}
		}
		hs, err := janko.Parse(b.Bytes())
		if err != nil || len(hs) != len(gs) {
			t.Fatalf("%q written as %q reads back: %d grids, %v", s, b.String(), len(hs), err)
		}
		for i, g := range gs {
			if !sameGrid(g, hs[i]) {
				t.Fatalf("grid %d: %+v reads back as %+v", i, g, hs[i])
			}
			if bs, err := g.HashiBridges(); err == nil {
				if err := g.SetHashiBridges(bs); err != nil {
					t.Fatalf("bridges %v read but not written: %v", bs, err)
				}
			}
			if rs, err := g.Regions(); err == nil {
				if err := g.SetRegions(rs); err != nil {
					t.Fatalf("rooms %v read but not written: %v", rs, err)
				}
			}
		}
	})
}

func ExampleGrid_HashiBridges() {
	gs, err := janko.Parse([]byte(hashiBlock))
	if err != nil {
		fmt.Println(err)
		return
	}
	bs, err := gs[0].HashiBridges()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, b := range bs {
		fmt.Printf("(%d,%d)-(%d,%d) x%d\n", b.R1, b.C1, b.R2, b.C2, b.N)
	}
	// Output:
	// (0,0)-(0,3) x2
	// (0,3)-(2,3) x1
	// (2,0)-(2,3) x1
}

// The plain form is the one package shikaku's text reader reads with a
// header: both read the same clues from the same text.
func TestSameAsShikakuText(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	empties := []string{"-", ".", "0"}
	for iter := 0; iter < 300; iter++ {
		rows, cols := 1+rng.IntN(7), 1+rng.IntN(7)
		var b strings.Builder
		fmt.Fprintf(&b, "%d %d\n", rows, cols)
		want := map[[2]int]int{}
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				if c > 0 {
					b.WriteString(" ")
				}
				if rng.IntN(3) == 0 {
					v := 1 + rng.IntN(20)
					want[[2]int{r, c}] = v
					fmt.Fprint(&b, v)
				} else {
					b.WriteString(empties[rng.IntN(3)])
				}
			}
			b.WriteString("\n")
		}
		in := b.String()
		g := parseOne(t, in)
		got := map[[2]int]int{}
		for i, v := range g.Cells {
			if v != janko.Empty {
				got[[2]int{i / cols, i % cols}] = v
			}
		}
		ps, err := shikaku.ParseText([]byte(in))
		if err != nil || len(ps) != 1 || ps[0].Width != cols || ps[0].Height != rows {
			t.Fatalf("shikaku.ParseText(%q) = %v, %v", in, ps, err)
		}
		sh := map[[2]int]int{}
		for _, cl := range ps[0].Clues {
			sh[[2]int{cl.Row, cl.Col}] = cl.N
		}
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(sh, want) {
			t.Fatalf("%q: janko %v, shikaku %v, want %v", in, got, sh, want)
		}
	}
}

// The repository's example puzzles in the puzzle packages' other formats do
// not look like janko grids; the Shikaku text grid with a header and "-"
// cells does (and package shikaku reads it the same way).
func TestLooksExamples(t *testing.T) {
	janko := map[string]bool{"shikaku/chapter.txt": true}
	for _, dir := range []string{"hashi", "shikaku", "zebra"} {
		files, err := os.ReadDir("../../examples/" + dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			name := dir + "/" + f.Name()
			if strings.HasSuffix(name, ".md") {
				continue
			}
			data, err := os.ReadFile("../../examples/" + name)
			if err != nil {
				t.Fatal(err)
			}
			if got := jankoLooks(data); got != janko[name] {
				t.Errorf("Looks(%s) = %v, want %v", name, got, janko[name])
			}
			if janko[name] {
				if _, err := jankoParse(data); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
		}
	}
}

var (
	jankoLooks = janko.Looks
	jankoParse = janko.Parse
)

// CluePos says where each clue of the problem stands, in both forms.
func TestCluePos(t *testing.T) {
	gs, err := janko.Parse([]byte("2 2\n1 -\n- ?\nbegin\nsize 1\nproblem\n 12\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ g, cell, line, col int }{{0, 0, 2, 1}, {0, 1, 0, 0}, {0, 3, 3, 3}, {1, 0, 7, 2}} {
		if l, c := gs[tt.g].CluePos(tt.cell); l != tt.line || c != tt.col {
			t.Errorf("grid %d cell %d at %d:%d, want %d:%d", tt.g, tt.cell, l, c, tt.line, tt.col)
		}
	}
}
