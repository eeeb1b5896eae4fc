package binairo

import (
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// writeResult prints a result as text: a header line, the grid, then the
// other solutions shown.
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
	Puzzle   string        `json:"puzzle"`
	Name     string        `json:"name,omitempty"`
	Status   puzzle.Status `json:"status"`
	Unique   puzzle.Unique `json:"unique"`
	Matches  *bool         `json:"matches_reference,omitempty"`
	Rows     int           `json:"rows"`
	Cols     int           `json:"cols"`
	Distinct bool          `json:"distinct,omitempty"`
	Givens   []string      `json:"givens"`
	Grid     []string      `json:"grid"`
	Stats    JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output: the fields every kind
// has, the option and the givens.
type JSONStats struct {
	puzzle.JSONStats
	Card   string `json:"card"`
	Givens int    `json:"givens"`
	// Second is the second solution's grid when --unique found one.
	Second []string `json:"second,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "binairo", Name: jp.Name, Status: r.Status, Unique: r.Unique, Matches: r.Matches,
		Rows: p.Rows, Cols: p.Cols, Distinct: p.Distinct, Givens: jp.Givens}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Grid = rowStrings(p.Rows, p.Cols, s.Grid)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	st.Givens = p.NumGivens()
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = rowStrings(p.Rows, p.Cols, r.Solutions[1].(*Solution).Grid)
	}
	if e := r.Encoding; e != nil {
		st.Card = e.Settings["card"]
	}
	return o
}
