package puzzle

import (
	"encoding/json"
	"fmt"
	"io"
)

// StatusLine is r's status as the text output says it: "solved",
// "solved, unique", "solved, not unique", "solved, 3 solution(s)",
// "unsatisfiable", "unknown"; ", certified" when the final UNSAT answer
// (no solution, or no further one) was checked with a DRAT proof.
func StatusLine(r *Result) string {
	s := r.Status.String()
	if r.Unique.Known() || (r.UniqueAsked && r.Status == Solved) {
		s += ", " + r.Unique.String()
	}
	if r.Counting {
		s += ", " + CountText(r)
	}
	if r.TimedOut && r.Status == Solved && (r.UniqueAsked || r.Counting) {
		s += " (timed out; there may be more)"
	}
	if r.Stats.Certified {
		s += ", certified"
	}
	return s
}

// CountText says how many solutions were found: "3 solution(s)" when the
// count is exact, "at least 3 solution(s)" when the search stopped first.
func CountText(r *Result) string {
	if r.Complete {
		return fmt.Sprintf("%d solution(s)", r.Count)
	}
	return fmt.Sprintf("at least %d solution(s)", r.Count)
}

// WriteJSONLine writes v as one line of JSON.
func WriteJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Others lists the solutions a text output shows after the first, with a
// heading each: every other solution found when counting ("solution 2"),
// the second one when a uniqueness question found one ("a second
// solution").
func Others(r *Result) (headings []string, sols []Solution) {
	switch {
	case r.Counting:
		for i, s := range r.Solutions[min(1, len(r.Solutions)):] {
			headings = append(headings, fmt.Sprintf("solution %d", i+2))
			sols = append(sols, s)
		}
	case r.Unique == UniqueNo && len(r.Solutions) > 1:
		headings, sols = []string{"a second solution"}, r.Solutions[1:2]
	}
	return headings, sols
}

// ErrorRecord is the JSON record of a puzzle that could not be read or
// solved (Status Failed): the batch goes on with the next puzzle.
type ErrorRecord struct {
	Puzzle string `json:"puzzle"`
	ID     string `json:"id,omitempty"` // Item.RecordID
	Name   string `json:"name,omitempty"`
	Status Status `json:"status"`
	Error  string `json:"error"`
}

// WriteErrorJSON writes r's error record as one line.
func WriteErrorJSON(w io.Writer, kind string, r *Result) error {
	msg := "unknown error"
	if r.Err != nil {
		msg = r.Err.Error()
	}
	return WriteJSONLine(w, NewErrorRecord(kind, r.Item, msg))
}

// NewErrorRecord is the error record of item: its id, and its name when
// that says more.
func NewErrorRecord(kind string, item Item, msg string) ErrorRecord {
	rec := ErrorRecord{Puzzle: kind, ID: item.RecordID(), Name: item.Info.Name, Status: Failed, Error: msg}
	if rec.Name == rec.ID {
		rec.Name = ""
	}
	return rec
}

// JSONStats are the "stats" fields every kind's JSON output has; a kind's
// own stats embed them and add its options and figures.
type JSONStats struct {
	Solver    string  `json:"solver"`
	Vars      int     `json:"vars"`
	Clauses   int     `json:"clauses"`
	Solves    int     `json:"solves"`
	Rounds    int     `json:"rounds"`
	Cuts      int     `json:"cuts"`
	Conflicts int64   `json:"conflicts"`
	Solutions int     `json:"solutions"`
	Complete  bool    `json:"complete"`
	TimeMS    float64 `json:"time_ms"`
	Certified bool    `json:"certified,omitempty"`
	// UPStrength: see Stats.UPStrength (--strength N).
	UPStrength *float64 `json:"up_strength,omitempty"`
	// Reason says why the status is unknown, when not a timeout.
	Reason string `json:"reason,omitempty"`
}

// NewJSONStats fills the shared stats from r.
func NewJSONStats(r *Result) JSONStats {
	st := r.Stats
	return JSONStats{Solver: st.Solver, Vars: st.Vars, Clauses: st.Clauses, Solves: st.Solves, Rounds: st.Rounds,
		Cuts: st.Cuts, Conflicts: st.Conflicts, Solutions: r.Count, Complete: r.Complete, TimeMS: st.TimeMS(), Certified: st.Certified,
		Reason: r.Reason, UPStrength: st.UPStrength}
}

// StatInt is the integer figure name of e's Stats, or 0.
func StatInt(e *Encoding, name string) int {
	for _, s := range e.Stats {
		if s.Name == name {
			v, _ := s.Value.(int)
			return v
		}
	}
	return 0
}

// WriteText writes a grid genre's text output for r: the header line "#
// NAME: SUMMARY: STATUS" (", matches the reference" or ", DIFFERS from the
// reference" after it when a reference came with the puzzle), the
// encoding's note, a note when a differing reference breaks the rules
// (check, when not nil, says how), then picture of the first solution
// (nil when the puzzle is not solved: the puzzle alone) and of each other
// solution under its heading (Others).
func WriteText(w io.Writer, r *Result, picture func(sol Solution) string, check func(ref Solution) error) error {
	info := r.Item.Info
	if p, ok := r.Item.Puzzle.(interface{ Info() Info }); ok {
		info = p.Info()
	}
	note := ""
	if r.Matches != nil {
		note = ", matches the reference"
		if !*r.Matches {
			note = ", DIFFERS from the reference"
		}
	}
	fmt.Fprintf(w, "# %s: %s: %s%s\n", info.Name, info.Summary, StatusLine(r), note)
	if r.Encoding != nil && r.Encoding.Note != "" {
		fmt.Fprintf(w, "# %s\n", r.Encoding.Note)
	}
	if check != nil && r.Item.Reference != nil && r.Matches != nil && !*r.Matches {
		if err := check(r.Item.Reference); err != nil {
			fmt.Fprintf(w, "# the solution that came with the puzzle breaks the rules: %v\n", err)
		}
	}
	var first Solution
	if r.Status == Solved {
		first = r.First()
	}
	if _, err := io.WriteString(w, picture(first)); err != nil {
		return err
	}
	heads, others := Others(r)
	for i, s := range others {
		fmt.Fprintf(w, "# %s:\n", heads[i])
		if _, err := io.WriteString(w, picture(s)); err != nil {
			return err
		}
	}
	return nil
}
