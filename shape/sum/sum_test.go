package sum

import (
	"fmt"
	"testing"
)

func TestSets(t *testing.T) {
	for _, tc := range []struct {
		n, k, target int
		want         string
	}{
		{9, 2, 3, "[[1 2]]"},
		{9, 2, 10, "[[1 9] [2 8] [3 7] [4 6]]"},
		{9, 9, 45, "[[1 2 3 4 5 6 7 8 9]]"},
		{9, 3, 6, "[[1 2 3]]"},
		{9, 3, 5, "[]"},
		{4, 1, 4, "[[4]]"},
	} {
		if got := fmt.Sprint(Sets(tc.n, tc.k, tc.target)); got != tc.want {
			t.Errorf("Sets(%d,%d,%d) = %s, want %s", tc.n, tc.k, tc.target, got, tc.want)
		}
	}
}

func TestTuples(t *testing.T) {
	got, err := Tuples(3, 2, 4)
	if err != nil || fmt.Sprint(got) != "[[1 3] [2 2] [3 1]]" {
		t.Errorf("Tuples(3,2,4) = %v, %v", got, err)
	}
}

func TestParse(t *testing.T) {
	for _, n := range Names() {
		e, err := Parse(n)
		if err != nil || e.String() != n {
			t.Errorf("Parse(%q) = %v, %v", n, e, err)
		}
	}
	if _, err := Parse("bdd"); err == nil {
		t.Error("Parse(bdd): no error")
	}
}
