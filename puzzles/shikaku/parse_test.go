package shikaku

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestParseFormats(t *testing.T) {
	// The same 3x3 puzzle in every format.
	want := "3 3\n3..\n..4\n2..\n"
	inputs := map[string]string{
		"tatham":        "3x3:3d4_2b",
		"tatham-params": "3x3e1.5a:3d4_2b\n",
		"tatham-square": "# a comment\n\n  3:3d4_2b  \n",
		"text-chars":    "3..\n..4\n2..\n",
		"text-header":   "3 3\n3--\n--4\n200\n",
		"text-spaced":   "3 - -\n- . 4\n2 0 -\n",
		"text-comments": "# comment\n3 3\n# inside\n3..\n..4\n2..\n",
		"json":          `{"width":3,"height":3,"clues":[{"row":2,"col":0,"clue":2},{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4}]}`,
		"json-array":    `[{"puzzle":"shikaku","width":3,"height":3,"clues":[{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4},{"row":2,"col":0,"clue":2}]}]`,
	}
	for name, in := range inputs {
		t.Run(name, func(t *testing.T) {
			ps, err := Parse("", []byte(in), FormatAuto)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != 1 {
				t.Fatalf("%d puzzles", len(ps))
			}
			if got := ps[0].String(); got != want {
				t.Fatalf("got\n%swant\n%s", got, want)
			}
			if err := ps[0].Validate(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestParseSeveral(t *testing.T) {
	for name, tc := range map[string]struct {
		in string
		n  int
	}{
		"tatham": {"2x1:2a\n\n1x2:a2\n# c\n2x2:4c\n", 3},
		"text":   {"2.\n\n# next\n2 1\n.\n2\n\n4.\n..\n", 3},
		"json":   {`{"width":2,"height":1,"clues":[{"row":0,"col":0,"clue":2}]}` + "\n" + `{"width":1,"height":1,"clues":[{"row":0,"col":0,"clue":1}]}` + "\n", 2},
		"spaced": {"10 . . . .\n. . . . .\n", 1},
	} {
		t.Run(name, func(t *testing.T) {
			ps, err := Parse("", []byte(tc.in), FormatAuto)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != tc.n {
				t.Fatalf("%d puzzles, want %d", len(ps), tc.n)
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestParseTathamAdjacent(t *testing.T) {
	ps, err := Parse("", []byte("4x1:1_2_1"), FormatAuto)
	if err == nil {
		t.Fatalf("3 cells for 4: %v", ps[0])
	}
	ps, err = Parse("", []byte("4x1:12_2_1a"), FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	got := []int{}
	for _, c := range ps[0].Clues {
		got = append(got, c.N, c.Col)
	}
	if want := []int{12, 0, 2, 1, 1, 2}; !equalInts(got, want) {
		t.Fatalf("clues/cols %v, want %v", got, want)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestParseErrors checks that bad input gives a positioned error with the
// offending text.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in  string
		f         Format
		line, col int
		msg       string
	}{
		{"tatham-char", "3x3:3d4!2b", FormatTatham, 1, 8, "unexpected character"},
		{"tatham-short", "3x3:3d4a2", FormatTatham, 1, 10, "covers 8 cells, want 9"},
		{"tatham-long", "\n2x2:4d", FormatTatham, 2, 6, "more than the 4"},
		{"tatham-colon", "3x3;3d", FormatTatham, 1, 4, "want ':'"},
		{"tatham-zero", "2x1:0a", FormatTatham, 1, 5, "clue must be between"},
		{"tatham-size", "0x3:a", FormatTatham, 1, 1, "bad grid size"},
		{"tatham-huge", "99999x99999:a", FormatTatham, 1, 1, "bad grid size"},
		{"text-ragged", "3..\n..\n", FormatText, 2, 1, "row has 2 cells"},
		{"text-char", "3..\n.x.\n", FormatText, 2, 2, "want a digit"},
		{"text-token", "3 . .\n. 4 foo\n", FormatText, 2, 5, "want a clue"},
		{"text-header-cols", "2 3\n3.\n..4\n", FormatText, 2, 1, "header says 3 columns"},
		{"text-ragged-header", "2 3\n3..\n...4\n", FormatText, 3, 1, "row has 4 cells, the rows above have 3"},
		{"text-header-rows", "3 3\n3..\n..6\n", FormatText, 1, 1, "says 3 rows"},
		{"text-negative", "3 -2\n. 4\n", FormatText, 1, 3, "want a clue"},
		{"text-utf8", "9é.\n...\n...\n", FormatText, 1, 2, "want a digit 1-9"},
		{"tatham-utf8", "3x3:é", FormatTatham, 1, 5, "unexpected character"},
		{"json-syntax", "{\"width\":3,\n\"height\":}", FormatJSON, 2, 10, "JSON syntax error"},
		{"json-type", `{"width":"3"}`, FormatJSON, 1, 0, "want int"},
		{"json-field", `{"width":3,"hieght":3}`, FormatJSON, 1, 12, "unknown field"}, // at the field, not at the end
		{"json-field-clue", "[{\"width\":1,\"height\":1,\"clues\":[]},\n {\"width\":1,\n  \"clues\":[{\"row\":0,\"col\":0,\"clue\":1,\"x\":1}]}]", FormatJSON, 3, 38, `unknown field "x"`},
		{"json-other", `{"puzzle":"hashi","width":3,"height":3}`, FormatJSON, 1, 1, "not shikaku"},
		{"json-size", `{"width":0,"height":3}`, FormatJSON, 1, 1, "bad grid size"},
		{"json-not-object", `[3]`, FormatJSON, 1, 2, "want a JSON object"},
		{"json-trailing", `[] x`, FormatJSON, 1, 4, "unexpected text"},
		{"empty", "\n# nothing\n", FormatAuto, 1, 0, "no shikaku puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("", []byte(tc.in), tc.f)
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a positioned error", err)
			}
			if pe.Line != tc.line || (tc.col != 0 && pe.Col != tc.col) || !strings.Contains(pe.Msg, tc.msg) {
				t.Fatalf("got %d:%d %q (text %q), want %d:%d ...%s...", pe.Line, pe.Col, pe.Msg, pe.Text, tc.line, tc.col, tc.msg)
			}
			if strings.HasSuffix(tc.name, "utf8") && pe.Text != "é" {
				t.Fatalf("error quotes %q, want the whole character %q", pe.Text, "é")
			}
		})
	}
}

// TestExplainedErrors checks the reasons that replace a bare UNSAT
// (Encoding.Infeasible: the puzzle is encoded as unsatisfiable with the
// reason) and the validation errors of Parse: they name the clue and
// point at it in the input.
func TestExplainedErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"sum", "3 3\n3..\n..4\n...\n", 1, 1, "the clues sum to 7 but the 3x3 grid has 9 cells"},
		{"no-rect", "2 4\n5 . . 3\n. . . .\n", 2, 1, "clue 5 at row 0, col 0: no possible rectangle: the 1x5, 5x1 shapes do not fit"},
		{"blocked", "1 5\n. 2 2 1 .\n", 2, 5, "clue 2 at row 0, col 2: no possible rectangle: the 1x2 shapes do not fit in the grid; every placement of 2x1"},
		{"uncovered", "2 4\n.1.2\n.221\n", 1, 1, "cell at row 0, col 0 lies in no possible rectangle"},
		{"json-clue", `{"width":2,"height":1,"clues":[{"row":0,"col":0,"clue":1},` + "\n" + `{"row":0,"col":5,"clue":1}]}`, 2, 1, "clue 1 at row 0, col 5: outside the 2x1 grid"},
		{"duplicate", `{"width":2,"height":1,"clues":[{"row":0,"col":0,"clue":1},{"row":0,"col":0,"clue":1}]}`, 1, 0, "cell already holds clue"},
		{"tatham-big", "2x1:3a", 1, 5, "larger than the grid's area 2"},
		{"no-clues", "..\n..\n", 1, 1, "no clues"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Parse("", []byte(tc.in), FormatAuto)
			if err == nil {
				var e *Encoding
				if e, err = Encode(ps[0], Options{}); err == nil {
					if e.Infeasible == nil {
						t.Fatal("no reason")
					}
					err = e.Infeasible
				}
			}
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a positioned error", err)
			}
			if pe.Line != tc.line || (tc.col != 0 && pe.Col != tc.col) || !strings.Contains(pe.Msg, tc.msg) {
				t.Fatalf("got %d:%d %q, want %d:%d ...%s...", pe.Line, pe.Col, pe.Msg, tc.line, tc.col, tc.msg)
			}
		})
	}
}

func TestDetect(t *testing.T) {
	for in, want := range map[string]Format{
		"7x7:a3":        FormatTatham,
		"# c\n7:a3":     FormatTatham,
		"12x4e2a:b":     FormatTatham,
		"7 7\n3..":      FormatText,
		"3..":           FormatText,
		"  {\"width\":": FormatJSON,
		"[":             FormatJSON,
		"":              FormatText,
	} {
		if got := Detect([]byte(in)); got != want {
			t.Errorf("Detect(%q) = %v, want %v", in, got, want)
		}
	}
}

// FuzzParse: no input may panic Parse, Encode or the renderers, and every
// accepted small puzzle must encode consistently.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"3x3:3d4_2b", "3..\n..4\n2..\n", "3 3\n3 - -\n- . 4\n2 0 -\n",
		`{"width":3,"height":3,"clues":[{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4},{"row":2,"col":0,"clue":2}]}`,
		"7x7:a3a2b2_4c4a3b4i6g2_2_5c6b2a4c", "4x1:12_2_1a", "[{}]", "2 2\n4.\n..\n\n1\n",
		"https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g", "2 3\n? - 2\n2 - -\n", "?.2\n2..\n",
		"begin\npuzzle sikaku\nrows 1\ncols 3\nproblem\n2 - 1\nsolution\n1 1 2\nend\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatTatham, FormatText, FormatJSON, FormatPuzzLink, FormatJanko} {
			ps, err := Parse("", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("not a positioned error: %v", err)
				}
				_ = pe.Pretty()
				continue
			}
			for _, p := range ps {
				if p.Width*p.Height > 400 {
					continue
				}
				_ = p.String()
				_ = Text(p, nil)
				if e, err := Encode(p, Options{Model: Redundant}); err == nil {
					e.Propagation()
				}
				if p.Width*p.Height > 100 || p.Validate() != nil {
					continue
				}
				e, err := Encode(p, Options{Explain: true})
				if err != nil {
					t.Fatalf("explain: %v", err)
				}
				if ce := e.Contract(); len(ce.Clues) != len(p.Clues)-p.unknowns() || len(ce.Facts) == 0 {
					t.Fatalf("explain: %d selectors for %d known clues, %d facts", len(ce.Clues), len(p.Clues)-p.unknowns(), len(ce.Facts))
				} else {
					for _, l := range ce.Facts {
						_ = ce.FactOf(-l)
					}
				}
			}
		}
	})
}

// TestTooLarge: a puzzle whose encoding would exhaust memory is an error.
func TestTooLarge(t *testing.T) {
	p := &Puzzle{Width: 1000, Height: 1000, Clues: []Clue{
		{Row: 250, Col: 250, N: 250000}, {Row: 250, Col: 750, N: 250000},
		{Row: 750, Col: 250, N: 250000}, {Row: 750, Col: 750, N: 250000}}}
	_, err := Encode(p, Options{})
	if err == nil || !strings.Contains(err.Error(), "too large to encode") {
		t.Fatalf("got %v", err)
	}
}

// TestLongRowBoundedMemory: a row with millions of cells is refused
// after at most MaxCells+1 tokens instead of a token for every cell (the
// spaced 8-million-cell row allocated 2.3 GB before "row too long").
func TestLongRowBoundedMemory(t *testing.T) {
	for _, in := range []string{strings.Repeat(".", 8*MaxCells), strings.Repeat(". ", 8*MaxCells)} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Parse("", []byte(in), FormatText)
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "row too long") {
			t.Fatalf("got %v, want row too long", err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 400<<20 { // about 300 MB: MaxCells tokens, a few times
			t.Errorf("%d-byte row: %d MB allocated", len(in), alloc>>20)
		}
	}
}

// FuzzJSONReadBack: the JSON reader never panics and gives positioned
// errors; every valid puzzle it accepts reads back unchanged from its
// JSON input form and from a JSON output.
func FuzzJSONReadBack(f *testing.F) {
	for _, s := range []string{
		`{"puzzle":"shikaku","width":3,"height":3,"clues":[{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4},{"row":2,"col":0,"clue":2}]}`,
		`{"puzzle":"shikaku","status":"solved","unique":true,"width":3,"height":3,"rooms":[{"row":0,"col":0,"width":3,"height":1,"clue":3,"clue_row":0,"clue_col":0},{"row":1,"col":1,"width":2,"height":2,"clue":4,"clue_row":1,"clue_col":2},{"row":1,"col":0,"width":1,"height":2,"clue":2,"clue_row":2,"clue_col":0}],"clues":[{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4},{"row":2,"col":0,"clue":2}],"stats":{"solver":"gophersat","time_ms":0.5}}`,
		`{"puzzle":"shikaku","status":"unsatisfiable","unique":null,"width":3,"height":3,"rooms":[],"clues":[{"row":0,"col":0,"clue":3},{"row":1,"col":2,"clue":4}],"stats":{}}`,
		`[{"width":1,"height":1,"clues":[{"row":0,"col":0,"clue":1}]},{"width":2,"height":1,"rooms":[{"row":0,"col":0,"width":2,"height":1,"clue":2,"clue_row":0,"clue_col":1}]}]`,
		`{"width":2,"height":1,"clues":[{"row":0,"col":0,"clue":1}]} {"width":1}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := ParseJSON(data)
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, p := range ps {
			if p.Validate() != nil || p.Width*p.Height > 10000 {
				continue
			}
			var in, out strings.Builder
			if err := writeJSON(&in, p); err != nil {
				t.Fatal(err)
			}
			r := &puzzle.Result{Item: puzzle.Item{Puzzle: p}}
			if err := Kind.Render(&out, r, "json"); err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{in.String(), out.String()} {
				qs, err := ParseJSON([]byte(s))
				if err != nil || len(qs) != 1 || qs[0].String() != p.String() {
					t.Fatalf("%s reads back as %v, %v; want\n%s", s, qs, err, p)
				}
			}
		}
	})
}
