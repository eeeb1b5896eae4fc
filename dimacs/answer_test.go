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
		in       string
		answer   Status
		vals     []int
		err      string
		hasModel bool
	}{
		{"s SATISFIABLE\nv 1 -2 0\n", Sat, []int{1, -2}, "", true},
		{"c cadical\ns UNSATISFIABLE\n", Unsat, nil, "", false},
		{"SAT\n1 -2 0\n", Sat, []int{1, -2}, "", true},
		{"UNSAT\n", Unsat, nil, "", false},
		{"INDET\n", Unknown, nil, "", false},
		{"c x\n1 -2\n3 0 4\n", Sat, []int{1, -2, 3}, "", true},
		{"1 2 three", 0, nil, "1:5: not a literal", false},
		{"1 99999999999 0", 0, nil, "1:3: not a literal", false},
		// Answers without a model (issue 17 defect 8: an empty file passed
		// dimacs check), and empty models that are models.
		{"", Unknown, nil, "", false},
		{"c only a comment\n\n", Unknown, nil, "", false},
		{"s SATISFIABLE\n", Sat, nil, "", false},
		{"SAT\n", Sat, nil, "", false},
		{"s SATISFIABLE\nv 0\n", Sat, nil, "", true},
		{"SAT\n0\n", Sat, nil, "", true},
		{"0\n", Unknown, nil, "", true},
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
		if out.Answer != tc.answer || !slices.Equal(out.Values, tc.vals) || out.HasModel != tc.hasModel {
			t.Errorf("%q: %v %v model %v, want %v %v model %v", tc.in, out.Answer, out.Values, out.HasModel, tc.answer, tc.vals, tc.hasModel)
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
