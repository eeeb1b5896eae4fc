package srcpos_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestError(t *testing.T) {
	tests := []struct {
		err  *srcpos.Error
		want string
	}{
		{srcpos.Errorf(3, 7, "x9", "not a number"), `3:7: not a number (at "x9")`},
		{&srcpos.Error{File: "a.cnf", Line: 2, Msg: "bad"}, "a.cnf:2: bad"},
		{&srcpos.Error{Msg: "empty input"}, "empty input"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestWithSourceAndFile(t *testing.T) {
	input := []byte("p cnf 2 1\n1 x 0\n")
	var err error = fmt.Errorf("reading: %w", srcpos.Errorf(2, 3, "x", "not a literal"))
	err = srcpos.WithFile(srcpos.WithSource(err, input), "f.cnf")
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		t.Fatal("lost the positioned error")
	}
	want := "f.cnf:2:3: not a literal (at \"x\")\n    1 x 0\n      ^"
	if got := pe.Pretty(); got != want {
		t.Errorf("Pretty() =\n%s\nwant\n%s", got, want)
	}
	// A line beyond the input leaves the source empty.
	pe2 := srcpos.Errorf(9, 1, "", "eof")
	srcpos.WithSource(pe2, input)
	if pe2.Source != "" {
		t.Errorf("source for a missing line: %q", pe2.Source)
	}
}

func ExampleError_Pretty() {
	err := srcpos.Errorf(1, 5, "Englsh", "no value 'Englsh' in any category; did you mean 'English'?")
	srcpos.WithSource(err, []byte("The Englsh man is red\n"))
	fmt.Println(err.Pretty())
	// Output:
	// 1:5: no value 'Englsh' in any category; did you mean 'English'? (at "Englsh")
	//     The Englsh man is red
	//         ^
}

func TestPrettyLongLine(t *testing.T) {
	line := strings.Repeat("a", 500) + "X" + strings.Repeat("b", 500)
	e := &srcpos.Error{Line: 1, Col: 501, Text: "X", Msg: "bad", Source: line}
	got := e.Pretty()
	lines := strings.Split(got, "\n")
	if len(lines) != 3 {
		t.Fatalf("Pretty() = %q", got)
	}
	if len(lines[1]) > 100 || len(lines[2]) > 100 {
		t.Errorf("long line not cut: %d and %d bytes", len(lines[1]), len(lines[2]))
	}
	if i := strings.Index(lines[2], "^"); i < 0 || lines[1][i] != 'X' {
		t.Errorf("caret not under the offending byte:\n%s\n%s", lines[1], lines[2])
	}
}
