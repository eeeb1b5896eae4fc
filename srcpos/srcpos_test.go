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
	//         ^^^^^^
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

// The marker underlines the whole offending token, not just its first byte.
func TestPrettyUnderlinesToken(t *testing.T) {
	tests := []struct {
		err  *srcpos.Error
		want string
	}{
		{&srcpos.Error{Line: 2, Col: 3, Text: "2x", Msg: "not a number", Source: "1 2x 0"},
			"2:3: not a number (at \"2x\")\n    1 2x 0\n      ^^"},
		// Text that is not at the column: one caret.
		{&srcpos.Error{Line: 1, Col: 1, Text: "zzz", Msg: "m", Source: "abc"},
			"1:1: m (at \"zzz\")\n    abc\n    ^"},
		// A clipped token ("...") is underlined as far as it is quoted.
		{&srcpos.Error{Line: 1, Col: 3, Text: "xyz...", Msg: "m", Source: "a xyzw b"},
			"1:3: m (at \"xyz...\")\n    a xyzw b\n      ^^^"},
		// A marker past the end of the line.
		{&srcpos.Error{Line: 1, Col: 4, Msg: "m", Source: "abc"},
			"1:4: m\n    abc\n       ^"},
		// Tabs before the column are kept in the marker line.
		{&srcpos.Error{Line: 1, Col: 3, Text: "q", Msg: "m", Source: "\t\tq"},
			"1:3: m (at \"q\")\n    \t\tq\n    \t\t^"},
	}
	for _, tt := range tests {
		if got := tt.err.Pretty(); got != tt.want {
			t.Errorf("Pretty() =\n%s\nwant\n%s", got, tt.want)
		}
	}
}

// Control characters of the input are shown escaped, never copied raw to
// the terminal (issue 17 defect 9: "1 x\x1b]0;title\x07 0" in a CNF
// retitled the terminal), and the marker follows the escaped text.
func TestPrettyEscapesControlCharacters(t *testing.T) {
	src := "1 x\x1b]0;title\x07 0"
	e := &srcpos.Error{Line: 1, Col: 3, Text: "x\x1b]0;title\x07", Msg: "not a number", Source: src}
	got := e.Pretty()
	for _, r := range got {
		if r < 0x20 && r != '\n' {
			t.Fatalf("Pretty() copies control character %q: %q", r, got)
		}
	}
	want := `1:3: not a number (at "x\x1b]0;title\a")` + "\n    1 x\\x1b]0;title\\x07 0\n      ^^^^^^^^^^^^^^^^^"
	if got != want {
		t.Errorf("Pretty() =\n%s\nwant\n%s", got, want)
	}
	// Bidirectional overrides and invalid UTF-8 are escaped too, and so
	// are control characters a message copied from its input.
	e = &srcpos.Error{Line: 1, Col: 1, Msg: "bad \x1b[31mred", Source: "\u202e\xff"}
	got = e.Pretty()
	if want := "1:1: bad \\x1b[31mred\n    \\u202e\\xff\n    ^^^^^^"; got != want {
		t.Errorf("Pretty() =\n%q\nwant\n%q", got, want)
	}
}

// A streaming reader may keep only part of a long line: SourceCol says
// where the part starts, and Pretty marks the cut.
func TestPrettySourceFragment(t *testing.T) {
	e := &srcpos.Error{Line: 1, Col: 1003, Text: "x", Msg: "bad", Source: "aaaa x bb", SourceCol: 998}
	want := "1:1003: bad (at \"x\")\n    ...aaaa x bb\n            ^"
	if got := e.Pretty(); got != want {
		t.Errorf("Pretty() =\n%s\nwant\n%s", got, want)
	}
	// A column before the fragment: no source line at all.
	e.Col = 10
	if got := e.Pretty(); got != e.Error() {
		t.Errorf("Pretty() = %q", got)
	}
}

// Errors wrap their cause.
func TestUnwrap(t *testing.T) {
	cause := errors.New("no such clue type")
	e := srcpos.Errorf(2, 5, "fooo", "bad clue: %w", cause)
	if !errors.Is(e, cause) {
		t.Errorf("Errorf %%w: errors.Is does not find the cause")
	}
	if got := e.Error(); got != `2:5: bad clue: no such clue type (at "fooo")` {
		t.Errorf("Error() = %q", got)
	}
	w := srcpos.Wrap(1, 1, "", cause)
	if !errors.Is(w, cause) || w.Msg != cause.Error() {
		t.Errorf("Wrap: %#v", w)
	}
	if srcpos.Errorf(1, 1, "", "plain %d", 1).Unwrap() != nil {
		t.Errorf("an error without %%w has a cause")
	}
}

// Locate gives the file name and the source line to every positioned
// error of a tree (errors.Join included), once, at a parser's entry point.
func TestLocate(t *testing.T) {
	input := []byte("first\nsecond\nthird\n")
	a := srcpos.Errorf(1, 1, "first", "a")
	b := srcpos.Errorf(3, 2, "hird", "b")
	named := &srcpos.Error{File: "other.txt", Line: 2, Msg: "c"}
	err := errors.Join(a, fmt.Errorf("wrapped: %w", b), named)
	if got := srcpos.Locate(err, "in.txt", input); got != err {
		t.Fatalf("Locate returned another error")
	}
	if a.File != "in.txt" || a.Source != "first" || b.File != "in.txt" || b.Source != "third" {
		t.Errorf("not located: %#v %#v", a, b)
	}
	if named.File != "other.txt" || named.Source != "second" {
		t.Errorf("a named error: %#v", named)
	}
	if srcpos.Locate(nil, "x", input) != nil {
		t.Errorf("Locate(nil) is not nil")
	}
	if got := b.Pretty(); got != "in.txt:3:2: b (at \"hird\")\n    third\n     ^^^^" {
		t.Errorf("Pretty() = %q", got)
	}
}
