package sudoku

import (
	"bytes"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"3x3:a3c5_8_1e8b4_5d1a9_3f9a6a5b2a6b7a2a7f4_3a2d1_7b6e5_8_4c7a",
	"9j:6b3a2a1a5a2f1c2c7a6d2c1_5c8_3c6d4a4c6c8f5a3a8a5a4b1,dea__aaa_bb__cabca_dcbaafecbabbba__aba_c__da___b_abb_cb_b",
	"3x3x:7_1b5a4_8_6d7_1k1c6_9a5_2k7_2a3_4c8k2_6d1_2_3a8b7_9",
	"2x3:5_4_2e6c4c5b1c3c3e6_4_5", "4j:e3a1_4a3e,_ba__a_db_ba", "6jx:a5a2b4_1f4f5f3_5b5a6a,bbac_c_badbcaaccababaa",
	"1..4\n..1.\n.1..\n4..1\n", "1 . | . 4\n. . | 1 .\n----+----\n. 1 | . .\n4 . | . 1\n",
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
	"4 4\n1 - - 4\n- - 1 -\n- 1 - -\n4 - - 1\n",
	"4 4\n- - 4 3\n- - - 1\n- 2 - -\n- - - -\n1 1 1 3\n1 3 3 3\n2 2 4 4\n2 2 4 4\n",
	"https://puzz.link/p?sudoku/4/4/1h4h1h1h4h1\n", "https://puzz.link/p?sudoku/16/16/-10zzzzzzzzzzzo\n",
	`{"size":4,"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]]}`,
	`{"size":4,"x":true,"regions":[[0,0,0,2],[0,2,2,2],[1,1,3,3],[1,1,3,3]],"givens":[[0,0,4,3],[0,0,0,1],[0,2,0,0],[0,0,0,0]]}`,
	`{"puzzle":"sudoku","status":"solved","unique":true,"size":4,"box":[2,2],"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]],"grid":[[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,1]],"stats":{}}`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatTatham, FormatText, FormatJSON, FormatPuzzLink, FormatJanko} {
			ps, err := Parse("fuzz", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatalf("%v: Parse returned an invalid puzzle: %v", fm, err)
				}
			}
		}
		_, _ = ParseJankoSolution(data)
	})
}

// FuzzRoundTrip: a puzzle read (any format) and written in any format
// that can express it reads back the same.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, it := range items {
			if it.Err != nil {
				continue
			}
			p := it.Puzzle.(*Puzzle)
			for _, fm := range Kind.Formats() {
				var b bytes.Buffer
				if err := fm.Write(&b, p); err != nil {
					continue
				}
				qs, err := Parse("rt", b.Bytes(), FormatAuto)
				if err != nil {
					t.Fatalf("%s writes %q, which reads as: %v", fm.Name, b.String(), err)
				}
				if len(qs) != 1 || !samePuzzle(p, qs[0]) {
					t.Fatalf("%s writes %q, which reads back differently", fm.Name, b.String())
				}
			}
		}
	})
}
