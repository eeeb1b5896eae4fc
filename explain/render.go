package explain

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteJSON writes ex as one line of JSON:
//
//	{"puzzle":K,"status":S,"steps":[{"n":1,"facts":[F...],"clues":[C...],
//	 "given":[F...],"rules":[...],"cost":c,"text":"..."}],
//	 "difficulty":{...},"stats":{...}}
//
// with "conflict" (unsatisfiable), "solutions", "differ" and "suggest"
// (not unique) before "difficulty" when they apply.
func WriteJSON(w io.Writer, ex *Explanation) error {
	if ex.ID == "" {
		ex.ID = ex.Item.RecordID()
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(ex)
}

// WriteText writes ex as numbered English steps between a header line and
// a summary line.
func WriteText(w io.Writer, ex *Explanation) error {
	var b strings.Builder
	info := ex.Item.Info
	fmt.Fprintf(&b, "# %s: %s: %s\n", ex.Item.RecordID(), info.Summary, ex.Status)
	if len(ex.From) > 0 {
		fmt.Fprintf(&b, "# from your %s\n", plural(len(ex.From), "fact"))
	}
	for _, s := range ex.Steps {
		fmt.Fprintf(&b, "%d. %s\n", s.N, s.Text)
	}
	switch ex.Status {
	case Unsatisfiable:
		if ex.Conflict != nil {
			if ex.Conflict.Reason != "" {
				fmt.Fprintf(&b, "# no solution: %s\n", ex.Conflict.Reason)
			}
			fmt.Fprintf(&b, "# no solution: %s\n", ex.Conflict.Text)
		}
	case NotUnique:
		b.WriteString("# stuck: nothing more follows, the puzzle has several solutions\n")
		if ex.Differ != nil {
			fmt.Fprintf(&b, "# one solution has %s\n", factList(ex.Differ.First))
			fmt.Fprintf(&b, "# another has %s\n", factList(ex.Differ.Second))
		}
		if ex.Suggest != nil {
			fmt.Fprintf(&b, "# adding the clue %q makes it unique (%s)\n", ex.Suggest.Clue, ex.Suggest.Text)
		}
	case Stuck:
		reason := ex.Stopped
		if reason == "" {
			reason = "the time limit passed"
		}
		b.WriteString("# stopped: " + reason + "\n")
	}
	if ex.Status != Unsatisfiable {
		b.WriteString("# " + summary(ex) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func factList(fs []Fact) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return list(ts, "and")
}

// summary is the difficulty line of the text output.
func summary(ex *Explanation) string {
	d := ex.Difficulty
	s := plural(d.Steps, "step")
	if d.Steps > 0 {
		s += fmt.Sprintf(", largest step %s (at most %s), %.0f%% of the steps use at most one clue, %d by contradiction, %d need search, total cost %d",
			plural(d.Largest, "premise"), plural(d.MaxClues, "clue"), 100*d.OneClue, d.Contradiction, d.Search, d.TotalCost)
	}
	if ex.Stats.Left > 0 {
		s += fmt.Sprintf("; %s of the solution not derived yet", plural(ex.Stats.Left, "fact"))
	}
	return s
}
