package dimacs

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestParseAnswer(t *testing.T) {
	tests := []struct {
		in     string
		answer Answer
		vals   []int
		err    string
	}{
		{"s SATISFIABLE\nv 1 -2 0\n", AnswerSat, []int{1, -2}, ""},
		{"c cadical\ns UNSATISFIABLE\n", AnswerUnsat, nil, ""},
		{"SAT\n1 -2 0\n", AnswerSat, []int{1, -2}, ""},
		{"UNSAT\n", AnswerUnsat, nil, ""},
		{"INDET\n", AnswerUnknown, nil, ""},
		{"c x\n1 -2\n3 0 4\n", AnswerSat, []int{1, -2, 3}, ""},
		{"", AnswerUnknown, nil, ""},
		{"1 2 three", 0, nil, "1:5: not a literal"},
		{"1 99999999999 0", 0, nil, "1:3: not a literal"},
	}
	for _, tc := range tests {
		out, err := ParseAnswer([]byte(tc.in))
		if tc.err != "" {
			var pe *srcpos.Error
			if err == nil || !errors.As(err, &pe) || !strings.HasPrefix(pe.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if out.Answer != tc.answer || !slices.Equal(out.Values, tc.vals) {
			t.Errorf("%q: %v %v, want %v %v", tc.in, out.Answer, out.Values, tc.answer, tc.vals)
		}
	}
}

// FuzzParseAnswer: no answer file makes ParseAnswer panic or return
// nothing without an error.
func FuzzParseAnswer(f *testing.F) {
	f.Add([]byte("s SATISFIABLE\nv 1 -2 0\n"))
	f.Add([]byte("SAT\n1 2 0\n"))
	f.Add([]byte("1 2 x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := ParseAnswer(data)
		if err == nil && out == nil {
			t.Fatal("nil output without an error")
		}
	})
}
