package zebra

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// JSONOutput is one puzzle's JSON output: ZebraLogic's solution schema
// (header, rows) with the solve's status, as
//
//	{"puzzle":"zebra","id":...,"status":"solved","unique":true|false|null,
//	 "header":[...],"rows":[[...]],"stats":{...}}
//
// plus count and solutions when counting, answer for --ask and
// matches_reference for puzzles that came with a solution.
type JSONOutput struct {
	Puzzle    string         `json:"puzzle"`
	ID        string         `json:"id,omitempty"`
	Status    puzzle.Status  `json:"status"`
	Unique    puzzle.Unique  `json:"unique"`
	Count     *int           `json:"count,omitempty"`
	Header    []string       `json:"header,omitempty"`
	Rows      [][]string     `json:"rows,omitempty"`
	Solutions []SolutionJSON `json:"solutions,omitempty"`
	Answer    []string       `json:"answer,omitempty"`
	Matches   *bool          `json:"matches_reference,omitempty"`
	Error     string         `json:"error,omitempty"`
	Stats     *JSONStats     `json:"stats,omitempty"`
}

// JSONStats are the "stats" of the JSON output: the fields every kind
// has (puzzle.JSONStats) and the at-most-one encoding.
type JSONStats struct {
	puzzle.JSONStats
	AMO string `json:"amo"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	o := &JSONOutput{Puzzle: "zebra", ID: r.Item.Info.Name, Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	if r.Status == puzzle.Failed {
		if r.Err != nil {
			o.Error = r.Err.Error()
		}
		return o
	}
	p := r.Item.Puzzle.(*Puzzle)
	if s, ok := r.First().(*Solution); ok {
		o.Header, o.Rows = p.Header(), p.Rows(s)
	}
	if r.Counting {
		n := r.Count
		o.Count = &n
		if len(r.Solutions) > 1 {
			for _, s := range r.Solutions {
				o.Solutions = append(o.Solutions, p.MarshalSolution(s.(*Solution)))
			}
		}
	}
	o.Answer = answers(p, r)
	o.Stats = &JSONStats{JSONStats: puzzle.NewJSONStats(r)}
	if r.Encoding != nil {
		o.Stats.AMO = r.Encoding.Settings["amo"]
	}
	return o
}

// Render implements puzzle.Kind: text (a header line, the solution table
// or the answers to --ask, the other solutions) or JSON.
func (kind) Render(w io.Writer, r *puzzle.Result, format string) error {
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		if r.Status == puzzle.Failed {
			return nil
		}
		return writeText(w, r)
	case "svg":
		return &puzzle.UsageError{Msg: "zebra puzzles have no svg output (use --format text or json)"}
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text or json)", format)}
}

func writeText(w io.Writer, r *puzzle.Result) error {
	p := r.Item.Puzzle.(*Puzzle)
	line := "# " + p.Info().Summary + ": " + puzzle.StatusLine(r)
	if r.Item.Info.Name != "" {
		line = "# " + r.Item.Info.Name + ": " + p.Info().Summary + ": " + puzzle.StatusLine(r)
	}
	if r.Matches != nil {
		if *r.Matches {
			line += ", matches the reference"
		} else {
			line += ", DIFFERS from the reference"
		}
	}
	fmt.Fprintln(w, line)
	s, ok := r.First().(*Solution)
	if !ok {
		return nil
	}
	if len(r.Ask) > 0 {
		for _, a := range answers(p, r) {
			fmt.Fprintln(w, a)
		}
		return nil
	}
	if err := p.WriteTable(w, s); err != nil {
		return err
	}
	heads, others := puzzle.Others(r)
	for i, o := range others {
		fmt.Fprintf(w, "# %s:\n", heads[i])
		if err := p.WriteTable(w, o.(*Solution)); err != nil {
			return err
		}
	}
	return nil
}
