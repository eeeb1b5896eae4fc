package convert_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/convert"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func run(k puzzle.Kind, in string, opt convert.Options) (string, error) {
	out, err := convert.Convert(k, puzzle.Source{Name: "in", Data: []byte(in)}, opt)
	return string(out), err
}

// Puzzles written for these tests, each converted through every format
// that can express it and back to where it started.
func TestChains(t *testing.T) {
	for _, tc := range []struct {
		kind  puzzle.Kind
		start string
		from  string
		chain []string
	}{
		{hashi.Kind, "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2\n", "puzzlink", []string{"text", "janko", "json", "puzzlink"}},
		{hashi.Kind, "5x3m2:3a4a2e1a4a2\n", "tatham", []string{"cllv", "grid", "janko", "puzzlink", "json", "tatham"}},
		{hashi.Kind, "4x3m3L:5b4d4b5\n", "tatham", []string{"json", "tatham"}},
		{shikaku.Kind, "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g\n", "puzzlink", []string{"text", "janko", "json", "puzzlink"}},
		{shikaku.Kind, "3x3:3d3a3a\n", "tatham", []string{"janko", "text", "puzzlink", "json", "tatham"}},
		{zebra.Kind, "houses: 2\nA: x, y\nB: p, q\nx = p\nx at 1\n", "native", []string{"json", "native"}},
	} {
		cur := tc.start
		for _, to := range tc.chain {
			out, err := run(tc.kind, cur, convert.Options{To: to})
			if err != nil {
				t.Fatalf("%s %q to %s: %v", tc.kind.Name(), cur, to, err)
			}
			cur = out
		}
		if tc.kind != zebra.Kind && cur != tc.start {
			t.Errorf("%s: %q came back as %q", tc.kind.Name(), tc.start, cur)
		}
	}
}

func TestErrors(t *testing.T) {
	const twoURLs = "https://puzz.link/p?hashi/3/1/1g1\nhashi/3/1/2g2\n"
	for _, tc := range []struct {
		name  string
		kind  puzzle.Kind
		in    string
		opt   convert.Options
		usage bool
		msg   string
	}{
		{"no --to", hashi.Kind, twoURLs, convert.Options{}, true, "give the output format with --to: json, puzzlink, janko, tatham, cllv or text"},
		// "grid" and "text" name one format for every kind (issue 30).
		{"unknown --to", shikaku.Kind, twoURLs, convert.Options{To: "grids"}, true, "--to grids: shikaku puzzles are written as json, puzzlink, tatham, janko or text"},
		{"unknown clue in Tatham", hashi.Kind, "?.1\n", convert.Options{To: "tatham"}, false, "in:1: cannot be written as tatham: a Tatham game ID cannot express the island of unknown number at row 0, column 0"},
		{"tree in CLLV", hashi.Kind, "3x1m2L:1a1\n", convert.Options{To: "cllv"}, false, "cannot express the tree rule"},
		{"one CLLV per file", hashi.Kind, twoURLs, convert.Options{To: "cllv"}, true, "a hashi cllv file holds one puzzle"},
		{"index out of range", hashi.Kind, twoURLs, convert.Options{To: "grid", Index: 3}, true, "--index 3: in holds 2 puzzle(s)"},
		{"unreadable", hashi.Kind, "https://puzz.link/p?hashi/3/1/1gX\n", convert.Options{To: "grid"}, false, "in:1:33: unexpected character"},
		{"invalid shikaku", shikaku.Kind, `{"width":2,"height":1,"clues":[{"row":0,"col":5,"clue":1}]}`, convert.Options{To: "text"}, false, "in:1:32: clue 1 at row 0, col 5: outside the 2x1 grid"},
		{"one native puzzle per file", zebra.Kind, "{\"categories\":[{\"name\":\"A\",\"values\":[\"x\",\"y\"]}],\"clues\":[]}\n{\"categories\":[{\"name\":\"A\",\"values\":[\"x\",\"y\"]}],\"clues\":[]}\n", convert.Options{To: "native"}, true, "a zebra native file holds one puzzle"},
	} {
		out, err := run(tc.kind, tc.in, tc.opt)
		var ue *puzzle.UsageError
		if err == nil || errors.As(err, &ue) != tc.usage || !strings.Contains(err.Error(), tc.msg) || out != "" {
			t.Errorf("%s: %q, %v (usage %v), want %q", tc.name, out, err, errors.As(err, &ue), tc.msg)
		}
	}
	if _, err := run(hashi.Kind, "1.x\n", convert.Options{To: "json"}); !errors.As(err, new(*srcpos.Error)) {
		t.Errorf("bad grid: %v, want a positioned error", err)
	}
}

func TestIndexAndSeveral(t *testing.T) {
	const twoURLs = "https://puzz.link/p?hashi/3/1/1g1\nhashi/3/1/2g2\n"
	// Several grids: a blank line between them, also between one-line
	// grids, so that they read back apart.
	if out, err := run(hashi.Kind, twoURLs, convert.Options{To: "grid"}); err != nil || out != "1.1\n\n2.2\n" {
		t.Errorf("two grids: %q %v", out, err)
	}
	out, err := run(hashi.Kind, twoURLs, convert.Options{To: "grid", Index: 2})
	if err != nil || out != "2.2\n" {
		t.Errorf("--index 2: %q %v", out, err)
	}
	out, err = run(hashi.Kind, twoURLs, convert.Options{To: "janko"})
	if err != nil || out != "1 3\n1 - 1\n\n1 3\n2 - 2\n" {
		t.Errorf("janko: %q %v", out, err)
	}
	out, err = run(hashi.Kind, twoURLs, convert.Options{From: "puzzlink", To: "TATHAM"})
	if err != nil || out != "3x1m2:1a1\n3x1m2:2a2\n" {
		t.Errorf("tatham: %q %v", out, err)
	}
}

func ExampleConvert() {
	out, err := convert.Convert(hashi.Kind, puzzle.Source{Name: "in", Data: []byte("https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2\n")},
		convert.Options{To: "grid"})
	fmt.Print(string(out), err)
	// Output:
	// 3.1.2?
	// .?.2..
	// ?.2.?.
	// .?.4.3
	// ..4.?.
	// 2.?..2
	// <nil>
}

// Several puzzles go to every format whose files hold several, and come
// back the same: multi-line formats (Shikaku's text grids, janko blocks)
// are separated by blank lines.
func TestSeveral(t *testing.T) {
	for _, tc := range []struct {
		kind    puzzle.Kind
		start   string
		formats []string
	}{
		{shikaku.Kind, "3x3:3d3a3a\n3x3:b3a3a3b\n", []string{"text", "janko", "json", "puzzlink", "tatham"}},
		{hashi.Kind, "5x3m2:3a4a2e1a4a2\n3x3m2:2a2c2a2\n", []string{"janko", "json", "puzzlink", "tatham"}},
	} {
		for _, to := range tc.formats {
			out, err := run(tc.kind, tc.start, convert.Options{To: to})
			if err != nil {
				t.Errorf("%s to %s: %v", tc.kind.Name(), to, err)
				continue
			}
			back, err := run(tc.kind, out, convert.Options{To: "tatham"})
			if err != nil || back != tc.start {
				t.Errorf("%s to %s and back: %q, %v; want %q", tc.kind.Name(), to, back, err, tc.start)
			}
		}
	}
}
