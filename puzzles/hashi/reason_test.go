package hashi

import (
	"strings"
	"testing"
)

// Plain reasons for puzzles without solution (issue 30, item 10).
func TestReason(t *testing.T) {
	for in, want := range map[string]string{
		"1.2\n...\n...\n": "the island at row 1, column 3 needs 2 bridges but its neighbours can take at most 1",
		"1.1\n...\n1..\n": "the clues sum to 3, an odd number",
		"2.2\n...\n2.2\n": "",
		"3.2\n...\n1.?\n": "",
	} {
		ps, err := Parse("t", []byte(in), Grid)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if got := Kind.(kind).Reason(ps[0]); want == "" && got != "" || !strings.HasPrefix(got, want) {
			t.Errorf("%q: reason %q, want %q", in, got, want)
		}
	}
}
