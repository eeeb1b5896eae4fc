package hashi

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestParseFormats(t *testing.T) {
	// The same puzzle in every format.
	want := "2───2\n│   │\n│ · │\n│   │\n2───2\n"
	for _, tc := range []struct {
		name, input string
		format      Format
	}{
		{"tatham", "3x3m2:2a2c2a2", Tatham},
		{"tatham with comments", "# a comment\n\n3x3m2:2a2c2a2\n", Tatham},
		{"tatham full params", "3x3i30e10m2d0:2a2c2a2", Tatham},
		{"cllv", "3 3 4\n2 0 2\n0 0 0\n2 0 2\n", CLLV},
		{"cllv header lies about size", "9 9 4\n2 0 2\n0 0 0\n2 0 2\n", CLLV},
		{"grid", "2.2\n...\n2.2\n", Grid},
		{"grid with header", "3 3\n2.2\n...\n2.2\n", Grid},
		{"grid with spaces", "2 . 2\n. . .\n2 . 2\n", Grid},
		{"json", `{"width":3,"height":3,"islands":[{"row":0,"col":0,"clue":2},{"row":0,"col":2,"clue":2},{"row":2,"col":0,"clue":2},{"row":2,"col":2,"clue":2}]}`, JSON},
		{"json output fed back", `{"puzzle":"hashi","status":"solved","unique":true,"width":3,"height":3,"islands":[{"row":2,"col":2,"clue":2},{"row":0,"col":2,"clue":2},{"row":2,"col":0,"clue":2},{"row":0,"col":0,"clue":2}],"bridges":[],"stats":{}}`, JSON},
	} {
		if got := Detect([]byte(tc.input)); got != tc.format {
			t.Errorf("%s: detected %v, want %v", tc.name, got, tc.format)
		}
		ps, err := Parse(tc.name, []byte(tc.input), Auto)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		p := ps[0]
		if p.Width != 3 || p.Height != 3 || len(p.Islands) != 4 || p.MaxBridges != 2 || p.Tree {
			t.Errorf("%s: got %+v", tc.name, p)
		}
		if got := Text(p, &Solution{Bridges: []Bridge{
			{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 1}, {From: [2]int{0, 0}, To: [2]int{2, 0}, Count: 1},
			{From: [2]int{0, 2}, To: [2]int{2, 2}, Count: 1}, {From: [2]int{2, 0}, To: [2]int{2, 2}, Count: 1}}}); got != want {
			t.Errorf("%s: rendered\n%s", tc.name, got)
		}
	}
}

func TestParseSeveral(t *testing.T) {
	ps, err := Parse("f", []byte("3x3m2:2a2c2a2\n# two\n5x1m3L:3c3\n"), Auto)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[1].MaxBridges != 3 || !ps[1].Tree || ps[1].Name != "f:3" {
		t.Fatalf("got %+v", ps[1])
	}
	ps, err = Parse("f", []byte(`[{"width":2,"height":1,"islands":[{"row":0,"col":0,"clue":1},{"row":0,"col":1,"clue":1}]},
{"width":3,"height":1,"max_bridges":1,"tree":true,"islands":[{"row":0,"col":0,"clue":1},{"row":0,"col":2,"clue":1}]}]`), Auto)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[1].MaxBridges != 1 || !ps[1].Tree {
		t.Fatalf("got %+v", ps[1])
	}
	ps, err = Parse("f", []byte("{\"width\":2,\"height\":1,\"islands\":[{\"row\":0,\"col\":0,\"clue\":1},{\"row\":0,\"col\":1,\"clue\":1}]}\n{\"width\":2,\"height\":1,\"islands\":[{\"row\":0,\"col\":0,\"clue\":2},{\"row\":0,\"col\":1,\"clue\":2}]}\n"), Auto)
	if err != nil || len(ps) != 2 {
		t.Fatalf("JSON lines: %v %d", err, len(ps))
	}
	// Text grids separated by blank lines are several puzzles (as
	// Shikaku's); a lone header line belongs to the grid after it.
	ps, err = Parse("f", []byte("1.1\n\n# second\n2.2\n...\n\n1 3\n\n1.1\n"), Grid)
	if err != nil || len(ps) != 3 || ps[0].Height != 1 || ps[1].Height != 2 || ps[1].Islands[0].Clue != 2 || ps[2].Width != 3 || ps[1].Name != "f:4" {
		t.Fatalf("grids: %v %d %+v", err, len(ps), ps)
	}
	// Clues 10..16 in Tatham IDs.
	ps, err = Parse("f", []byte("3x3m4:aAaGbGaAa"), Auto)
	if err == nil {
		t.Fatalf("16 with 2 neighbours accepted: %+v", ps[0])
	}
	ps, err = Parse("f", []byte("3x3m4:a4a4G4a4a"), Auto)
	if err != nil || ps[0].Islands[2].Clue != 16 {
		t.Fatalf("G: %v %+v", err, ps)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		format      Format
		line, col   int
		msg         string
	}{
		{"tatham bad char", "3x3m2:2a2c2a!", Tatham, 1, 13, "unexpected character"},
		{"tatham too long", "3x3m2:2a2c2a22", Tatham, 1, 14, "more than"},
		{"tatham too short", "3x3m2:2a2c2", Tatham, 1, 12, "covers 7 of"},
		{"tatham no colon", "3x3m2", Tatham, 1, 1, "without ':'"},
		{"tatham bad param", "3x3q2:2a2c2a2", Tatham, 1, 4, "unknown parameter"},
		{"tatham no height", "3x:2a2c2a2", Tatham, 1, 3, "height"},
		{"tatham m0", "3x3m0:2a2c2a2", Tatham, 1, 1, "maximum number of bridges"},
		{"tatham huge", "99999x99999m2:a", Tatham, 1, 1, "too large"},
		{"tatham second line", "3x3m2:2a2c2a2\n3x3m2:2a2c2a?\n", Tatham, 2, 13, "unexpected"},
		{"clue 9", "3x3m2:2a9c2a2", Tatham, 1, 9, "can never be met"},
		{"clue too big for neighbours", "1.5\n...\n..1\n", Grid, 1, 3, "sees 2 neighbouring"},
		{"clue 0 in grid", "1.0\n", Grid, 1, 3, "at least one bridge"},
		{"lonely island", "3x3m2:d2d", Tatham, 1, 8, "sees 0"},
		{"grid bad char", "1.x\n", Grid, 1, 3, "unexpected character"},
		{"grid ragged", "1.1\n..\n", Grid, 2, 1, "row 2 has 2 cells"},
		{"grid empty", "\n# nothing\n", Grid, 0, 0, "empty input"},
		{"cllv bad number", "2 2 2\n1 x\n0 1\n", CLLV, 2, 3, "expected a clue"},
		{"cllv ragged", "2 2 2\n1 0\n0 1 0\n", CLLV, 3, 1, "row 2 has 3 entries"},
		{"cllv negative", "2 2 2\n1 -1\n0 1\n", CLLV, 2, 3, "expected a clue"},
		{"cllv no matrix", "2 2 2\n", CLLV, 1, 1, "matrix is missing"},
		{"json syntax", "{\"width\":3,\n\"height\":}", JSON, 2, 10, "bad JSON"},
		{"json type", "{\"width\":\"3\"}", JSON, 1, 13, "bad JSON"},
		{"json unknown field", "{\"width\":3,\"colour\":1}", JSON, 1, 12, "unknown field"}, // at the field, not at the end
		{"json missing", "{\"width\":3}", JSON, 1, 1, "needs"},
		{"json outside", `{"width":2,"height":1,"islands":[{"row":0,"col":5,"clue":1}]}`, JSON, 1, 34, "outside"}, // at the island
		{"json twice", `{"width":2,"height":1,"islands":[{"row":0,"col":0,"clue":1},{"row":0,"col":0,"clue":1}]}`, JSON, 1, 61, "two islands"},
		{"json no islands", `{"width":2,"height":1,"islands":[]}`, JSON, 1, 0, "no islands"},
		{"json other puzzle", `{"puzzle":"shikaku","width":2,"height":1,"islands":[]}`, JSON, 1, 1, "not a hashi"},
	} {
		_, err := Parse("in", []byte(tc.input), tc.format)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%s: got %v, want a positioned error", tc.name, err)
			continue
		}
		if pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.msg) || pe.File != "in" {
			t.Errorf("%s: got %d:%d %q, want %d:%d containing %q", tc.name, pe.Line, pe.Col, pe.Msg, tc.line, tc.col, tc.msg)
		}
		// Auto-detection gives the same error.
		if _, err2 := Parse("in", []byte(tc.input), Auto); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("%s: auto-detected: %v", tc.name, err2)
		}
	}
}

func fuzzParse(f *testing.F, format Format, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := Parse("fuzz", []byte(s), format)
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, p := range ps {
			if err := p.Validate(); err != nil {
				t.Fatalf("parsed puzzle does not validate: %v", err)
			}
			if len(p.Islands) < 40 {
				e, _ := Encode(p, DefaultOptions())
				_ = e.Refine(make([]bool, e.Formula.NumVars()+1))
				x, err := Encode(p, Options{Explain: true})
				if err != nil || len(x.Clues) != len(p.Islands)-p.unknowns() {
					t.Fatalf("explain: %v, %d selectors for %d islands of known number", err, len(x.Clues), len(p.Islands)-p.unknowns())
				}
			}
			_ = Text(p, nil)
		}
	})
}

func FuzzParseTatham(f *testing.F) {
	fuzzParse(f, Tatham, "3x3m2:2a2c2a2", "7x7m2:a3d4b2b3a1g4c3i2b1b3e4", "3x3m2L:2a1c2a1", "3x3m4:a4a4G4a4a", "2x1:11")
}

func FuzzParseCLLV(f *testing.F) {
	fuzzParse(f, CLLV, "3 3 4\n2 0 2\n0 0 0\n2 0 2\n", "2 2 2\n1 1\n0 0\n")
}

func FuzzParseGrid(f *testing.F) {
	fuzzParse(f, Grid, "2.2\n...\n2.2\n", "3 3\n2.2\n...\n2.2\n", "1.1\n")
}

func FuzzParseJSON(f *testing.F) {
	fuzzParse(f, JSON, `{"width":2,"height":1,"islands":[{"row":0,"col":0,"clue":1},{"row":0,"col":1,"clue":1}]}`,
		`[{"width":2,"height":1,"max_bridges":1,"tree":true,"islands":[{"row":0,"col":0,"clue":1},{"row":0,"col":1,"clue":1}]}]`)
}

func FuzzParseAuto(f *testing.F) {
	fuzzParse(f, Auto, "3x3m2:2a2c2a2", "2.2\n...\n2.2\n", "3 3 4\n2 0 2\n0 0 0\n2 0 2\n", `{"width":1,"height":1,"islands":[]}`,
		"?.2\n...\n2.2\n", "hashi/3/1/1g1", "2 3\n1 - ?\n- - 1\n")
}

func FuzzParsePuzzLink(f *testing.F) {
	fuzzParse(f, PuzzLink, "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2", "hashi/3/1/1g1\n# c\nbridges/2/1/..\n")
}

func FuzzParseJanko(f *testing.F) {
	fuzzParse(f, Janko, "2 3\n1 - ?\n- - 1\n", "begin\npuzzle hashi\nsize 3\ndepth 3\nproblem\n3 - 3\n- - -\n- - -\nsolution\n- 3 -\n- - -\n- - -\nend\n")
}

// TestParseErrorText checks that an error quotes the whole offending
// character (a UTF-8 sequence, not its first byte) and explains a header
// that does not match the grid below it.
func TestParseErrorText(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		line, col   int
		text, msg   string
	}{
		{"tatham utf-8", "3x3m2:2a2c2a2é", 1, 14, "é", "unexpected character"},
		{"grid utf-8", "2é2\n...\n2.2\n", 1, 2, "é", "unexpected character"},
		{"grid bad byte", "2\xff2\n...\n2.2\n", 1, 2, "\xff", "unexpected character"},
		{"grid header rows", "5 5\n2.2\n...\n2.2\n", 1, 1, "5 5", "the header says 5 rows and 5 columns, the grid below it has 3 rows"},
		{"grid header short", "3 3\n2.2\n...\n", 1, 1, "3 3", "the header says 3 rows and 3 columns, the grid below it has 2 rows"},
	} {
		_, err := Parse("in", []byte(tc.input), Auto)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%s: got %v, want a positioned error", tc.name, err)
			continue
		}
		if pe.Line != tc.line || pe.Col != tc.col || pe.Text != tc.text || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%s: got %d:%d %q at %q, want %d:%d %q at %q", tc.name, pe.Line, pe.Col, pe.Msg, pe.Text, tc.line, tc.col, tc.msg, tc.text)
		}
	}
}

// TestTooManyIslands: a huge puzzle is refused with an explanation before
// anything is encoded (a 1000x1000 grid of islands took 3.7 GB).
func TestTooManyIslands(t *testing.T) {
	id := "317x317m2:" + strings.Repeat("4", 317*317)
	_, err := Parse("in", []byte(id), Auto)
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 1 || !strings.Contains(pe.Msg, "100489 islands, more than the 100000") {
		t.Fatalf("got %v", err)
	}
	// The CLLV and grid parsers stop at the first island too many, and at
	// the first cell too many, before allocating for the rest of the line.
	for _, tc := range []struct {
		name, input string
		line, col   int
		msg         string
	}{
		{"cllv islands", "1 1 1\n" + strings.Repeat("1 ", MaxIslands+5), 2, 2*MaxIslands + 1, "more than 100000 islands"},
		{"grid islands", strings.Repeat("1", MaxIslands+5), 1, MaxIslands + 1, "more than 100000 islands"},
		{"grid cells", strings.Repeat(".", MaxCells+5), 1, MaxCells + 1, "too large"},
		{"cllv cells", "1 1 1\n" + strings.Repeat("0 ", MaxCells+5), 2, 2*MaxCells + 1, "too large"},
	} {
		_, err := Parse("in", []byte(tc.input), Auto)
		if !errors.As(err, &pe) || pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%s: got %v", tc.name, err)
		}
	}
}
