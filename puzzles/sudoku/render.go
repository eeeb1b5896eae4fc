package sudoku

import (
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Text draws p with the digits of s (nil: the givens only, '.' empty):
// rows of digits, boxes separated by '|' and lines of '-' for a classic
// grid; a jigsaw is drawn plain, followed by its regions as letters.
func Text(p *Puzzle, s *Solution) string {
	n := p.N
	vs := p.Givens
	if s != nil {
		vs = s.Grid
	}
	w := len(digitName(n))
	if n >= 10 {
		w = 1 // letters A.. keep one character a cell
	}
	var b strings.Builder
	sep := func() {
		for c := 0; c < n; c++ {
			if c > 0 && !p.Jigsaw() && c%p.BoxCols == 0 {
				b.WriteString("-+")
			}
			if c > 0 {
				b.WriteByte('-')
			}
			b.WriteString(strings.Repeat("-", w))
		}
		b.WriteByte('\n')
	}
	for r := 0; r < n; r++ {
		if r > 0 && !p.Jigsaw() && r%p.BoxRows == 0 {
			sep()
		}
		for c := 0; c < n; c++ {
			if c > 0 {
				if !p.Jigsaw() && c%p.BoxCols == 0 {
					b.WriteString(" |")
				}
				b.WriteByte(' ')
			}
			v := vs[r*n+c]
			if v == 0 {
				b.WriteString(".")
			} else {
				b.WriteString(digitName(v))
			}
		}
		b.WriteByte('\n')
	}
	if p.Jigsaw() {
		b.WriteString("regions:\n")
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteByte(byte('a' + p.Regions[r*n+c]))
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// writeResult prints a result as text: a header line, the reason when
// two givens clash, the grid, then the other solutions shown.
func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
		sol, _ := s.(*Solution)
		return Text(p, sol)
	}, func(ref puzzle.Solution) error {
		s, _ := ref.(*Solution)
		return Check(p, s)
	})
}

// JSONOutput is the JSON output of one puzzle: the puzzle (JSONPuzzle,
// so that it reads back as input) and "grid", the solution's rows when
// solved (null otherwise).
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Size    int           `json:"size"`
	Box     []int         `json:"box,omitempty"`
	Regions [][]int       `json:"regions,omitempty"`
	X       bool          `json:"x,omitempty"`
	Givens  [][]int       `json:"givens"`
	Grid    [][]int       `json:"grid"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output: the fields every kind
// has, the options and the givens.
type JSONStats struct {
	puzzle.JSONStats
	Model  string `json:"model"`
	AMO    string `json:"amo"`
	Card   string `json:"card"`
	Givens int    `json:"givens"`
	// Second is the second solution's grid when --unique found one.
	Second [][]int `json:"second,omitempty"`
	// Reason says why the puzzle has no solution when two givens clash.
	Reason string `json:"reason,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: p.KindName(), Status: r.Status, Unique: r.Unique, Matches: r.Matches, Size: p.N,
		Box: jp.Box, Regions: jp.Regions, X: p.X, Givens: jp.Givens}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Grid = rowsOf(p.N, s.Grid)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	st.Givens = p.NumGivens()
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = rowsOf(p.N, r.Solutions[1].(*Solution).Grid)
	}
	if e := r.Encoding; e != nil {
		st.Model, st.AMO, st.Card = e.Settings["model"], e.Settings["amo"], e.Settings["card"]
		st.Reason = e.Note
	}
	return o
}
