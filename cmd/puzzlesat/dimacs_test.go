package main

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestParseModel(t *testing.T) {
	tests := []struct {
		in   string
		vals []int
		err  string
	}{
		{"s SATISFIABLE\nv 1 -2 0\n", []int{1, -2}, ""},
		{"SAT\n1 -2 0\n", []int{1, -2}, ""},
		{"c x\n1 -2\n3 0 4\n", []int{1, -2, 3}, ""},
		{"", nil, ""},
		{"1 2 three", nil, "1:5: not a literal"},
		{"1 99999999999 0", nil, "1:3: not a literal"},
	}
	for _, tc := range tests {
		out, err := parseModel([]byte(tc.in))
		if tc.err != "" {
			var pe *srcpos.Error
			if err == nil || !errors.As(err, &pe) || pe.Error()[:len(tc.err)] != tc.err {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if len(out.Values) != len(tc.vals) {
			t.Errorf("%q: values %v, want %v", tc.in, out.Values, tc.vals)
			continue
		}
		for i := range tc.vals {
			if out.Values[i] != tc.vals[i] {
				t.Errorf("%q: values %v, want %v", tc.in, out.Values, tc.vals)
			}
		}
	}
}

// FuzzParseModel: no model file makes `dimacs check` panic; bare-list
// errors are positioned.
func FuzzParseModel(f *testing.F) {
	f.Add([]byte("s SATISFIABLE\nv 1 -2 0\n"))
	f.Add([]byte("SAT\n1 2 0\n"))
	f.Add([]byte("1 2 x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := parseModel(data)
		if err == nil && out == nil {
			t.Fatal("nil output without an error")
		}
	})
}
