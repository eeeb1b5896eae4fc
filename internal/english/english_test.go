package english

import "testing"

func TestList(t *testing.T) {
	for _, tc := range []struct {
		words []string
		conj  string
		want  string
	}{
		{nil, "and", ""},
		{[]string{"a"}, "and", "a"},
		{[]string{"a", "b"}, "or", "a or b"},
		{[]string{"a", "b", "c"}, "and", "a, b and c"},
	} {
		if got := List(tc.words, tc.conj); got != tc.want {
			t.Errorf("List(%q, %q) = %q, want %q", tc.words, tc.conj, got, tc.want)
		}
	}
}

func TestPluralClip(t *testing.T) {
	if got := Plural(1, "step"); got != "1 step" {
		t.Errorf("Plural(1) = %q", got)
	}
	if got := Plural(0, "step"); got != "0 steps" {
		t.Errorf("Plural(0) = %q", got)
	}
	if got := Clip("abcdef", 3); got != "abc..." {
		t.Errorf("Clip = %q", got)
	}
	if got := Clip("abc", 3); got != "abc" {
		t.Errorf("Clip = %q", got)
	}
}
