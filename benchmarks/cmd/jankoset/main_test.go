package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// entry is a puzzle of a hand-made set in the dataset's form.
type entry struct {
	Problem  string `json:"problem"`
	Solution string `json:"solution"`
}

func writeSet(t *testing.T, name string, data map[string]entry) string {
	t.Helper()
	b, err := json.Marshal(map[string]any{"name": name, "data": data})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+"_dataset.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// hashi7 is Tatham's 7x7m2:2a5c4g3b2a3k1c3a4b3b2d4 as a janko grid, and
// its solution (with the dataset's trailing blanks).
const (
	hashi7 = "7 7\n2 - 5 - - - 4\n- - - - - - -\n3 - - 2 - 3 -\n- - - - - - -\n- - - 1 - - -\n3 - 4 - - 3 -\n- 2 - - - - 4"
	sol7   = "7 7\n- 1 - 2 2 2 - \na - b - - - b \n- - b - 1 - b \nb - b a - b b \nb - b - - b b \n- 1 - 1 1 - b \n- - 2 2 2 2 - "
)

// TestHandMadeSets: every verdict of the comparison, on hand-made sets in
// the dataset's form.
func TestHandMadeSets(t *testing.T) {
	hashi := writeSet(t, "Hashi", map[string]entry{
		"a_7x7":    {hashi7, sol7},
		"b_two":    {"3 3\n3 - 3\n- - -\n3 - 3", "3 3\n- 1 -\nb - b\n- 1 -"},
		"c_short":  {hashi7, strings.Join(strings.Split(sol7, "\n")[:7], "\n")},
		"d_broken": {hashi7, strings.Replace(sol7, "- 1 - 2 2 2 -", "- 2 - 2 2 2 -", 1)},
		"e_none":   {hashi7, ""},
	})
	h, err := run(hashi, "", time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := tally{kind: "hashi", puzzles: 5, withSolution: 4, garbled: 1, unique: 3, nonUnique: 1, matched: 1, broken: 1}
	if got := h.counts(); got != want.counts() {
		t.Errorf("hashi: got %+v, want %+v\n%s", got, want.counts(), strings.Join(h.notes, "\n"))
	}
	notes := strings.Join(h.notes, "\n")
	for _, s := range []string{
		"hashi b_two: not unique (not unique); the published solution is the second one found",
		"hashi c_short: published solution garbled: 6 rows, the header says 7",
		"hashi d_broken: the published solution breaks the rules",
	} {
		if !strings.Contains(notes, s) {
			t.Errorf("no note %q in\n%s", s, notes)
		}
	}

	// Shikaku: labels in another order are the same solution.
	shikaku := writeSet(t, "Shikaku", map[string]entry{
		"a": {"3 4\n- - 3 -\n3 - - -\n- 4 - 2", "3 4\n1 2 2 2\n1 3 3 4\n1 3 3 4"},
		"b": {"3 4\n- - 3 -\n3 - - -\n- 4 - 2", "3 4\n2 1 1 1\n2 3 3 4\n2 3 3 4"},
		"c": {"3 4\n- - 3 -\n3 - - -\n- 4 - 2", "3 4\n1 2 2 2\n1 3 3 3\n1 3 3 3"},
	})
	s, err := run(shikaku, "", time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	want = tally{kind: "shikaku", puzzles: 3, withSolution: 3, unique: 3, matched: 1, rendering: 1, broken: 1}
	if got := s.counts(); got != want.counts() {
		t.Errorf("shikaku: got %+v, want %+v\n%s", got, want.counts(), strings.Join(s.notes, "\n"))
	}
	if len(s.times) != 3 || len(h.times) != 4 { // c_short is solved and timed, not compared
		t.Errorf("times of %d and %d puzzles, want 3 and 4", len(s.times), len(h.times))
	}
}

// counts are t's figures without the times and notes.
func (t *tally) counts() [13]any {
	return [13]any{t.kind, t.puzzles, t.withSolution, t.garbled, t.unreadable, t.unsolved, t.unique, t.nonUnique,
		t.matched, t.rendering, t.broken, t.mismatch, 0}
}
