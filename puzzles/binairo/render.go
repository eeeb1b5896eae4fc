package binairo

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

func referenceNote(r *puzzle.Result) string {
	switch {
	case r.Matches == nil:
		return ""
	case *r.Matches:
		return ", matches the reference"
	}
	return ", DIFFERS from the reference"
}

// writeResult prints a result as text: a header line, the grid, then the
// other solutions shown.
func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r), referenceNote(r))
	if ref, ok := r.Item.Reference.(*Solution); ok && r.Matches != nil && !*r.Matches {
		if err := Check(p, ref); err != nil {
			fmt.Fprintf(w, "# the solution that came with the puzzle breaks the rules: %v\n", err)
		}
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	if _, err := io.WriteString(w, Text(p, first)); err != nil {
		return err
	}
	heads, others := puzzle.Others(r)
	for i, s := range others {
		fmt.Fprintf(w, "# %s:\n", heads[i])
		if _, err := io.WriteString(w, Text(p, s.(*Solution))); err != nil {
			return err
		}
	}
	return nil
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
