package nonogram

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestPuzzLink: the URL of pzprjs' test/script/nonogram.js reads as the
// clues its pzprv3 file shows, is solved by the solution it shows, and
// writes back as the same URL; a 10x3 one from the same file round-trips.
func TestPuzzLink(t *testing.T) {
	const url = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"
	if Detect([]byte(url)) != FormatPuzzLink {
		t.Fatalf("%s not detected as puzz.link", url)
	}
	ps, err := ParsePuzzLink([]byte(url + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	// From the pzprv3 file: columns (top to bottom) 2 1 / 1 1 1 / 1 / 1 1 1 / 2 1 / 0;
	// rows (left to right) 2 1 / 1 1 / 1 2 / 0 / 1 1 / 3.
	wantCols := [][]int{{2, 1}, {1, 1, 1}, {1}, {1, 1, 1}, {2, 1}, {}}
	wantRows := [][]int{{2, 1}, {1, 1}, {1, 2}, {}, {1, 1}, {3}}
	for i := range 6 {
		if !slices.Equal(p.ColClues[i], wantCols[i]) || !slices.Equal(p.RowClues[i], wantRows[i]) {
			t.Fatalf("read cols %v rows %v, want %v %v", p.ColClues, p.RowClues, wantCols, wantRows)
		}
	}
	sol := &Solution{Rows: 6, Cols: 6, Grid: make([]bool, 36)}
	for r, row := range []string{"##.#..", "#...#.", ".#.##.", "......", "#...#.", ".###.."} {
		for c := range row {
			sol.Grid[r*6+c] = row[c] == '#'
		}
	}
	if err := Check(p, sol); err != nil {
		t.Fatalf("pzprjs' solution: %v", err)
	}
	r := solveUnique(t, p)
	if r.Status != puzzle.Solved || r.Count != 1 || !Kind.(puzzle.Comparer).Equal(r.First(), sol) {
		t.Fatalf("%s", puzzle.StatusLine(r))
	}
	if got := PuzzLinkURL(p); got != url {
		t.Errorf("wrote %s, want %s", got, url)
	}
	// The 10x3 board of pzprjs' test file (3 columns, 10 rows): columns
	// 4 1 / 1 2 1 1 / 3 4; rows 2 / 1 / 2 / 2 / 1 / 1 / 3 / 1 / 1 / 3.
	q := &Puzzle{Rows: 10, Cols: 3, ColClues: [][]int{{4, 1}, {1, 2, 1, 1}, {3, 4}},
		RowClues: [][]int{{2}, {1}, {2}, {2}, {1}, {1}, {3}, {1}, {1}, {3}}}
	qs := &Solution{Rows: 10, Cols: 3, Grid: make([]bool, 30)}
	for r, row := range []string{".##", "..#", ".##", "##.", "#..", "#..", "###", "..#", "..#", "###"} {
		for c := range row {
			qs.Grid[r*3+c] = row[c] == '#'
		}
	}
	if err := Check(q, qs); err != nil {
		t.Fatalf("pzprjs' 10x3 solution: %v", err)
	}
	u := PuzzLinkURL(q)
	back, err := ParsePuzzLink([]byte(u))
	if err != nil {
		t.Fatalf("%s: %v", u, err)
	}
	if !slices.EqualFunc(back[0].ColClues, q.ColClues, slices.Equal) || !slices.EqualFunc(back[0].RowClues, q.RowClues, slices.Equal) {
		t.Errorf("%s read back as %v / %v", u, back[0].ColClues, back[0].RowClues)
	}
	// Through the kind's formats: written as puzzlink, read back.
	var buf bytes.Buffer
	for _, f := range Kind.Formats() {
		if f.Name == "puzzlink" {
			if err := f.Write(&buf, p); err != nil {
				t.Fatal(err)
			}
		}
	}
	if strings.TrimSpace(buf.String()) != url {
		t.Errorf("the puzzlink format wrote %q", buf.String())
	}
}

func TestPuzzLinkErrors(t *testing.T) {
	for _, bad := range []string{
		"https://puzz.link/p?coral/6/6/12g1111h11112j12g11g21j11g3h", // another genre
		"https://puzz.link/p?nonogram/6/6/.",                         // a run of unknown length
		"https://puzz.link/p?nonogram/2/2/3",                         // a run longer than its line
		"https://puzz.link/p?nonogram/6/6/1!",                        // not a character of the code
		"https://puzz.link/p?nonogram/6/6/-1",                        // cut short
		"https://puzz.link/p?nonogram/500/2/",                        // too wide
	} {
		if _, err := parse("t", []byte(bad), FormatPuzzLink); err == nil {
			t.Errorf("%s: accepted", bad)
		} else if !strings.Contains(err.Error(), ":1:") {
			t.Errorf("%s: no position in %v", bad, err)
		}
	}
}
