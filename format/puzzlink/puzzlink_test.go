package puzzlink_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The examples of issue 15: they decode to these grids and encode back to
// the same URLs.
var golden = []struct {
	url  string
	kind string
	rows string // row by row, '?' an unknown clue, '.' empty
}{
	{"https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2", "hashi",
		"3.1.2?\n.?.2..\n?.2.?.\n.?.4.3\n..4.?.\n2.?..2\n"},
	{"https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g", "shikaku",
		"......\n......\n.66...\n.4?.8.\n......\n.4..4.\n"},
}

func TestGolden(t *testing.T) {
	for _, tt := range golden {
		g, err := puzzlink.Parse(tt.url)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.url, err)
		}
		if g.Kind != tt.kind || g.Cols != 6 || g.Rows != 6 {
			t.Errorf("%s: kind %q size %dx%d", tt.url, g.Kind, g.Cols, g.Rows)
		}
		if got := g.String(); got != tt.rows {
			t.Errorf("%s decodes to\n%s\nwant\n%s", tt.url, got, tt.rows)
		}
		back, err := g.URL()
		if err != nil || back != tt.url {
			t.Errorf("URL() = %q, %v; want %q", back, err, tt.url)
		}
	}
}

// Every URL form pzprjs reads: hosts, no scheme, no page, query
// parameters, _edit/_play, variants, flags, a trailing slash, aliases.
// hashi is Hashi's genre as package hashi declares it.
var hashi = puzzlink.Genre{Name: "hashi", Aliases: []string{"hashikake", "bridges"}}

// TestAnyKind: URLs of any genre read (the genre's reader checks the
// kind), and Looks takes a bare query only with a size after the kind.
func TestAnyKind(t *testing.T) {
	g, err := puzzlink.Parse("https://puzz.link/p?Nurikabe_edit/2/1/1g")
	if err != nil || g.Kind != "nurikabe" || hashi.Is(g.Kind) {
		t.Fatalf("got %+v, %v", g, err)
	}
	for in, want := range map[string]string{
		"nurikabe/6/6/abc":          "nurikabe",
		"lits/v:x/6/6/abc":          "lits",
		"https://puzz.link/p?x/1/1": "x",
		"house/1/2 is red":          "",
		"hashi 3x3":                 "",
		"a/b/c":                     "",
	} {
		if got := puzzlink.URLKind(in); got != want {
			t.Errorf("URLKind(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestForms(t *testing.T) {
	const body = "/3/2/1g2.h"
	want := &puzzlink.Grid{Kind: "hashi", Cols: 3, Rows: 2, Cells: []int{1, -1, 2, -2, -1, -1}}
	for _, tt := range []struct {
		in      string
		variant string
		hasVar  bool
		flag    string
	}{
		{in: "https://puzz.link/p?hashi" + body},
		{in: "http://pzv.jp/p.html?hashikake" + body},
		{in: "https://pzprxs.vercel.app/p?bridges" + body},
		{in: "puzz.link/p?hashi" + body},
		{in: "pzv.jp/p.html?hashi" + body + "/"},
		{in: "hashi" + body},
		{in: "  https://puzz.link/p?HASHI" + body + "  "},
		{in: "https://puzz.link/p?type=editor&hashi" + body},
		{in: "https://puzz.link/p?a=b&type=player&hashi_play" + body},
		{in: "https://puzz.link/p?hashi_edit" + body},
		{in: "https://localhost:8080/pzprjs/p.html?hashi" + body},
		{in: "http://indi.s58.xrea.com/pzpr/v3/p.html?hashikake" + body},
		{in: "https://puzz.link/p?hashi/v:x" + body, variant: "x", hasVar: true},
		{in: "https://puzz.link/p?hashi/v:" + body, hasVar: true},
		{in: "https://puzz.link/p?hashi/c" + body, flag: "c"},
		{in: "https://puzz.link/p?hashi/v:y/c" + body, variant: "y", hasVar: true, flag: "c"},
	} {
		g, err := puzzlink.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		w := *want
		w.Variant, w.HasVariant, w.Flag = tt.variant, tt.hasVar, tt.flag
		if !hashi.Is(g.Kind) {
			t.Errorf("Parse(%q): kind %q is not Hashi's", tt.in, g.Kind)
		}
		g.Kind = "hashi"
		if !g.Equal(&w) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.in, g, w)
		}
	}
}

func TestShikakuKind(t *testing.T) {
	g, err := puzzlink.Parse("pzv.jp/p.html?shikaku/2/1/5g")
	if err != nil || g.Kind != "shikaku" || g.Cells[0] != 5 || g.Cells[1] != puzzlink.Empty {
		t.Fatalf("got %+v, %v", g, err)
	}
}

// pzprjs' readings that are well defined: a short body leaves the rest
// empty, a skip may run past the end, prefixed numbers in every form.
func TestBodies(t *testing.T) {
	for _, tt := range []struct {
		body  string
		cols  int
		cells []int
	}{
		{"", 3, []int{-1, -1, -1}},
		{"1", 3, []int{1, -1, -1}},
		{"z", 3, []int{-1, -1, -1}},
		{"g0f", 3, []int{-1, 0, 15}},
		{"-10-ff", 2, []int{16, 255}},
		{"-0a+100", 2, []int{10, 256}},
		{"+FFF=000", 2, []int{4095, 4096}},
		{"@000%fff", 2, []int{8192, 8192 + 4095}},
		{"*0000$fffff", 2, []int{12240, puzzlink.MaxClue}},
		{"...", 3, []int{-2, -2, -2}},
	} {
		g, err := puzzlink.Parse(fmt.Sprintf("shikaku/%d/1/%s", tt.cols, tt.body))
		if err != nil {
			t.Errorf("body %q: %v", tt.body, err)
			continue
		}
		if fmt.Sprint(g.Cells) != fmt.Sprint(tt.cells) {
			t.Errorf("body %q: cells %v, want %v", tt.body, g.Cells, tt.cells)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		in   string
		col  int
		text string
		msg  string
	}{
		{"", 1, "", "empty URL"},
		{"https://puzz.link/p?9lives/6/6/abc", 21, "9lives", "want a puzzle kind"},
		{"https://puzz.link/p?/6/6/abc", 21, "/6/6/abc", "want a puzzle kind"},
		{"https://puzz.link/p?hashi", 26, "", "want COLS"},
		{"https://puzz.link/p?hashi/6", 28, "", "want ROWS"},
		{"https://puzz.link/p?hashi/6/x6/", 29, "x6", "want ROWS"},
		{"https://puzz.link/p?hashi/0/6/", 27, "0", "between 1"},
		{"https://puzz.link/p?hashi/99999999999999999999/6/", 27, "99999999999999999999", "between 1"},
		{"https://puzz.link/p?hashi/4000/4000/", 27, "4000/4000", "too large"},
		{"https://puzz.link/p?hashi/2/1/1A", 32, "A", "unexpected character"},
		{"https://puzz.link/p?hashi/2/1/1/2", 32, "/", "unexpected character"},
		{"https://puzz.link/p?hashi/2/1/12x", 33, "x", "after the last of the 2 cells"},
		{"https://puzz.link/p?hashi/2/1/12//", 33, "/", "after the last"},
		{"https://puzz.link/p?hashi/2/1/-1", 31, "-1", "want 2 hex digits"},
		{"https://puzz.link/p?hashi/2/1/-1g", 31, "-1g", "want 2 hex digits"},
		{"https://puzz.link/p?hashi/2/1/1é", 32, "é", "unexpected character"},
		{"https://puzz.link/p?pzprv3/hashikake/2/2/", 21, "pzprv3", "pzprv3 file URLs"},
		{"hashi/ 1/1/1", 7, " ", "blank inside"},
		{"http://www.kanpen.net/hashi.html?problem=1", 1, "http://www.kanpen.net/hashi.html", "Kanpen"},
	} {
		_, err := puzzlink.Parse(tt.in)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a positioned error", tt.in, err)
			continue
		}
		if pe.Line != 1 || pe.Col != tt.col || pe.Text != tt.text || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("Parse(%q):\n got %d:%d %q %q\nwant 1:%d %q ...%s...", tt.in, pe.Line, pe.Col, pe.Text, pe.Msg, tt.col, tt.text, tt.msg)
		}
	}
}

func TestParseAll(t *testing.T) {
	data := "\uFEFF# two puzzles\n\nhttps://puzz.link/p?hashi/2/1/1g\n  shikaku/1/1/1\r\n"
	gs, err := puzzlink.ParseAll([]byte(data))
	if err != nil || len(gs) != 2 || gs[1].Kind != "shikaku" {
		t.Fatalf("ParseAll = %v, %v", gs, err)
	}
	_, err = puzzlink.ParseAll([]byte("hashi/1/1/1\n\nhashi/1/1/1x\n"))
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 3 || pe.Col != 12 {
		t.Errorf("error on line 3: %v", err)
	}
	if _, err := puzzlink.ParseAll([]byte("# nothing\n")); err == nil {
		t.Error("no URL: want an error")
	}
}

func TestLooks(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"https://puzz.link/p?hashi/6/6/3g", true},
		{"# comment\n\npzv.jp/p.html?nurikabe/2/2/", true}, // a known host: Parse explains
		{"hashi/6/6/", true},
		{"\uFEFFbridges/1/1/1", true},
		{"http://example.com/x?type=editor&shikaku/2/2/", true},
		{"7x7m2:a3d4b2b3a1g4c3i2b1b3e4", false},
		{"3 3 4\n1 0 2\n", false},
		{"3.1.2.\n......\n", false},
		{"{\"width\":3}", false},
		{"6 6\n- 2 -\n", false},
		{"http://example.com/x?q=1", false},
		{"", false},
	} {
		if got := puzzlink.Looks([]byte(tt.in)); got != tt.want {
			t.Errorf("Looks(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestWriteForms(t *testing.T) {
	g := &puzzlink.Grid{Kind: "shikaku", Cols: 3, Rows: 1, Cells: []int{4, -1, -2}, Variant: "v1", HasVariant: true, Flag: "c"}
	u, err := g.URL()
	if want := "https://puzz.link/p?shikaku/v:v1/c/3/1/4g./"; u != want || err != nil {
		t.Errorf("URL() = %q, %v; want %q", u, err, want)
	}
	for _, bad := range []*puzzlink.Grid{
		{Kind: "9lives", Cols: 1, Rows: 1, Cells: []int{1}},
		{Kind: "hashi_edit", Cols: 1, Rows: 1, Cells: []int{1}},
		{Kind: "hashi", Cols: 0, Rows: 1},
		{Kind: "hashi", Cols: 2, Rows: 1, Cells: []int{1}},
		{Kind: "hashi", Cols: 1, Rows: 1, Cells: []int{-3}},
		{Kind: "hashi", Cols: 1, Rows: 1, Cells: []int{puzzlink.MaxClue + 1}},
		{Kind: "hashi", Cols: 1, Rows: 1, Cells: []int{1}, Flag: "12"},
		{Kind: "hashi", Cols: 1, Rows: 1, Cells: []int{1}, Flag: "a/b"},
		{Kind: "hashi", Cols: 1, Rows: 1, Cells: []int{1}, Variant: "x"},
	} {
		if _, err := bad.URL(); err == nil {
			t.Errorf("URL(%+v): want an error", bad)
		}
	}
}

// Round trips on random grids: the URL reads back as the grid, and the body
// is as short as the token rules allow (each clue in its shortest token,
// ceil(run/20) tokens per run of empty cells).
func TestRoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	values := []int{0, 5, 15, 16, 255, 256, 4095, 4096, 8191, 8192, 12239, 12240, 77775, 77776, puzzlink.MaxClue}
	for iter := 0; iter < 2000; iter++ {
		g := &puzzlink.Grid{Kind: []string{"hashi", "shikaku"}[iter%2], Cols: 1 + rng.IntN(12), Rows: 1 + rng.IntN(12)}
		density := rng.Float64()
		for range g.Cols * g.Rows {
			v := puzzlink.Empty
			if rng.Float64() < density*0.3 {
				v = values[rng.IntN(len(values))]
				if rng.IntN(5) == 0 {
					v = puzzlink.Unknown
				}
			}
			g.Cells = append(g.Cells, v)
		}
		u, err := g.URL()
		if err != nil {
			t.Fatal(err)
		}
		h, err := puzzlink.Parse(u)
		if err != nil || !h.Equal(g) {
			t.Fatalf("%s: read back %+v, %v; want %+v", u, h, err, g)
		}
		body, _ := g.Body()
		if n := shortest(g.Cells); len(body) != n {
			t.Fatalf("%s: body of %d characters, shortest is %d", u, len(body), n)
		}
	}
}

func shortest(cells []int) int {
	n, run := 0, 0
	flush := func() { n += (run + 19) / 20; run = 0 }
	for _, v := range cells {
		if v == puzzlink.Empty {
			run++
			continue
		}
		flush()
		switch {
		case v == puzzlink.Unknown || v < 16:
			n++
		case v < 256:
			n += 3
		case v < 12240:
			n += 4
		case v < 77776:
			n += 5
		default:
			n += 6
		}
	}
	flush()
	return n
}

func FuzzParse(f *testing.F) {
	for _, g := range golden {
		f.Add(g.url)
	}
	f.Add("pzv.jp/p.html?type=editor&hashikake_edit/v:/c/3/2/1g2.h/")
	f.Add("shikaku/2/1/*0000$fffff")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := puzzlink.Parse(s)
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): error %v is not positioned", s, err)
			}
			return
		}
		u, err := g.URL()
		if err != nil {
			t.Fatalf("Parse(%q) gave a grid URL refuses: %v", s, err)
		}
		h, err := puzzlink.Parse(u)
		if err != nil || !h.Equal(g) {
			t.Fatalf("%q -> %q reads back as %+v, %v; want %+v", s, u, h, err, g)
		}
		if u2, _ := h.URL(); u2 != u {
			t.Fatalf("not canonical: %q then %q", u, u2)
		}
	})
}

func ExampleParse() {
	g, err := puzzlink.Parse("https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g)
	u, _ := g.URL()
	fmt.Println(u)
	// Output:
	// 3.1.2?
	// .?.2..
	// ?.2.?.
	// .?.4.3
	// ..4.?.
	// 2.?..2
	// https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2
}

func ExampleParse_error() {
	_, err := puzzlink.Parse("https://puzz.link/p?hashi/6/6/3g1gX")
	var pe *srcpos.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Pretty())
	}
	// Output:
	// 1:35: unexpected character in the body (want 0-9 or a-f a clue, -XX or +XXX a larger clue, '.' an unknown clue, g-z empty cells) (at "X")
	//     https://puzz.link/p?hashi/6/6/3g1gX
	//                                       ^
}

// None of the repository's example puzzles looks like a URL.
func TestLooksExamples(t *testing.T) {
	for _, dir := range []string{"hashi", "shikaku", "zebra", "dimacs"} {
		files, err := os.ReadDir("../../examples/" + dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile("../../examples/" + dir + "/" + f.Name())
			if err != nil {
				t.Fatal(err)
			}
			if puzzlink.Looks(data) {
				t.Errorf("Looks(%s/%s) = true", dir, f.Name())
			}
		}
	}
}

// ParseAll notes each URL's line, the kind's column and every clue's
// column, so that the puzzle packages can point at a bad clue.
func TestPositions(t *testing.T) {
	gs, err := puzzlink.ParseAll([]byte("# two\nhttps://puzz.link/p?hashi/3/1/1g-10\n  shikaku/2/1/.3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if g := gs[0]; g.Line != 2 || g.KindCol != 21 || g.Col(0) != 31 || g.Col(1) != 0 || g.Col(2) != 33 {
		t.Errorf("first: line %d kind col %d clue cols %d %d %d", g.Line, g.KindCol, g.Col(0), g.Col(1), g.Col(2))
	}
	if g := gs[1]; g.Line != 3 || g.KindCol != 3 || g.Col(0) != 15 || g.Col(1) != 16 {
		t.Errorf("second: line %d kind col %d clue cols %d %d", g.Line, g.KindCol, g.Col(0), g.Col(1))
	}
}
