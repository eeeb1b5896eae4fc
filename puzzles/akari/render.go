package akari

import (
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// writeResult prints a result as text: a header line, the reason when a
// number cannot be met, the grid with the lights as '*', then the other
// solutions shown.
func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
		sol, _ := s.(*Solution)
		return Text(p, sol)
	}, func(ref puzzle.Solution) error {
		s, _ := ref.(*Solution)
		return Check(p, s)
	})
}

// JSONOutput is the JSON output of one puzzle: the puzzle's JSON form
// (it reads back as input, its lights the reference) and the lights.
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Rows    int           `json:"rows"`
	Cols    int           `json:"cols"`
	Grid    []string      `json:"grid"`
	Lights  *[][2]int     `json:"lights"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	AMO     string `json:"amo"`
	Card    string `json:"card"`
	Numbers int    `json:"numbers"`
	// Second is the second solution's lights when --unique found one.
	Second [][2]int `json:"second,omitempty"`
	// Reason says why the puzzle has no solution when a number cannot be met.
	Reason string `json:"reason,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "akari", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Rows: p.Rows, Cols: p.Cols, Grid: jp.Grid}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		l := s.Lights
		o.Lights = &l
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	_, _, st.Numbers = p.Counts()
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = r.Solutions[1].(*Solution).Lights
	}
	if e := r.Encoding; e != nil {
		st.AMO, st.Card = e.Settings["amo"], e.Settings["card"]
		st.Reason = e.Note
	}
	return o
}
