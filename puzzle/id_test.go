package puzzle

import (
	"strings"
	"testing"
)

func TestAssignIDs(t *testing.T) {
	isText := func(name string) bool { return strings.HasPrefix(name, "5:") }
	src := Source{Name: "f.txt", Data: []byte("# two Tatham IDs\n7x7:a3b2\n\n  7x7:c4d1  \n{\"name\":\"5:0,0,1\"}\n{\"name\":\"Four (a set)\"}\n" +
		"8x8:CnAzi6gCd,7,4,4,S5\n")}
	items := []Item{
		{Info: Info{Name: "7x7:a3b2"}},                       // a whole line: the puzzle's text
		{Info: Info{Name: "7x7:c4d1"}},                       // the same, with blanks around
		{Info: Info{Name: "5:0,0,1"}},                        // reads as a puzzle (isText): its line
		{Info: Info{Name: "Four (a set)"}},                   // a name the input gave: kept
		{Info: Info{Name: "8x8:CnAzi6gCd,7..."}},             // text cut by its reader
		{Info: Info{Name: "f.txt:9"}},                        // FILE:LINE already
		{Info: Info{Name: ""}},                               // no name: which of the file's puzzles
		{Info: Info{Name: "5:9,9"}},                          // text that is nowhere: which puzzle
		{Info: Info{Name: strings.Repeat("long name ", 10)}}, // cut
	}
	AssignIDs(src, items, isText)
	want := []string{"f.txt:2", "f.txt:4", "f.txt:5", "Four (a set)", "f.txt:7", "f.txt:9", "f.txt#7", "f.txt#8",
		"long name long name long name long name long name long name l..."}
	for i, it := range items {
		if it.ID != want[i] {
			t.Errorf("item %d (%q): id %q, want %q", i, it.Info.Name, it.ID, want[i])
		}
		if len(it.ID) > MaxIDLen {
			t.Errorf("item %d: id of %d bytes", i, len(it.ID))
		}
	}
	one := []Item{{Info: Info{Name: "puzzle"}}}
	AssignIDs(Source{Name: "<stdin>", Data: []byte("x")}, one, nil)
	if one[0].ID != "<stdin>" || one[0].RecordID() != "<stdin>" {
		t.Errorf("one unnamed puzzle: %q", one[0].ID)
	}
}

func TestWithID(t *testing.T) {
	for _, tc := range []struct{ format, in, want string }{
		{"text", "# 7x7:a3b2: 7x7, 9 islands: solved\n1 2\n", "# f.txt:2: 7x7, 9 islands: solved\n1 2\n"},
		{"text", "# other: solved\n", "# other: solved\n"},
		{"json", `{"puzzle":"hashi","status":"solved"}` + "\n", `{"puzzle":"hashi","id":"f.txt:2","status":"solved"}` + "\n"},
		{"json", `{"size":5,"grid":[]}`, `{"id":"f.txt:2","size":5,"grid":[]}`},
		{"json", `{"puzzle":"zebra","id":"lgp-1","status":"solved"}`, `{"puzzle":"zebra","id":"lgp-1","status":"solved"}`},
		{"json", `{}`, `{}`},
		{"json", `[1]`, `[1]`},
		{"svg", "<svg/>", "<svg/>"},
	} {
		if got := string(WithID([]byte(tc.in), tc.format, "7x7:a3b2", "f.txt:2")); got != tc.want {
			t.Errorf("%s %q:\n got %q\nwant %q", tc.format, tc.in, got, tc.want)
		}
	}
}
