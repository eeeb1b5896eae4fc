package sudoku

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

func TestLooks(t *testing.T) {
	d := Kind.(puzzle.Detector)
	cases := []struct {
		in     string
		format string
	}{
		{"3x3:a3c5_8_1e8b4_5d1a9_3f9a6a5b2a6b7a2a7f4_3a2d1_7b6e5_8_4c7a\n", "tatham"},
		{"4j:e3a1_4a3e,_ba__a_db_ba\n", ""}, // a jigsaw: Jigsaw Sudoku claims it
		{"https://puzz.link/p?sudoku/4/4/1h4h1h1h4h1\n", "puzzlink"},
		{`{"size":4,"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]]}`, "json"},
		{"7x7:a3a2b2_4c4a3b4i6g2_2_5c6b2a4c\n", ""},             // Tatham Rectangles
		{"7x7m2:2b3a2a1b3a3c1a1c2a3a2b2a3a\n", ""},              // Tatham Bridges
		{"https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g\n", ""}, // another kind
		{`{"width":3,"height":3,"clues":[]}`, ""},
		{"4 4\n1 - - 4\n- - 1 -\n- 1 - -\n4 - - 1\n", ""},
	}
	for _, c := range cases {
		f, ok := d.Looks([]byte(c.in))
		if f != c.format || ok != (c.format != "") {
			t.Errorf("Looks(%q) = %q, %v, want %q", c.in, f, ok, c.format)
		}
	}
}
