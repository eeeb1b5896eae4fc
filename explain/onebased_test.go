package explain

import "testing"

// OneBased rewrites cells "(r,c)" and nothing else.
func TestOneBased(t *testing.T) {
	for in, want := range map[string]string{
		"Island (0,0) needs 2 bridges: bridge (0,0)-(0,6) >= 1.":           "Island (1,1) needs 2 bridges: bridge (1,1)-(1,7) >= 1.",
		"The clue 1 left of row 4: digit 1 is not in (4,1).":               "The clue 1 left of row 4: digit 1 is not in (5,2).",
		"Clue 5 (green directly right of ivory): green is not in house 1.": "Clue 5 (green directly right of ivory): green is not in house 1.",
		"step 2 ((0,5) holds a light), (9,10) and (1, 2)":                  "step 2 ((1,6) holds a light), (10,11) and (1, 2)",
	} {
		if got := OneBased(in); got != want {
			t.Errorf("OneBased(%q) = %q, want %q", in, got, want)
		}
	}
}
