package textgrid

import (
	"strings"
	"testing"
)

func cells(g Grid) string {
	var b strings.Builder
	for _, row := range g.Cells {
		for i, c := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.Text)
		}
		b.WriteByte('/')
	}
	return b.String()
}

func TestRead(t *testing.T) {
	digit := func(s string) bool { return len(s) == 1 && (s[0] == '.' || s[0] >= '0' && s[0] <= '4') }
	tests := []struct {
		name, in string
		o        Options
		want     []string // each grid's cells
		err      string
	}{
		{name: "chars", in: "# c\n1.2\n. 3 4\n\n\n..\n..\n", want: []string{"1 . 2/. 3 4/", ". ./. ./"}},
		{name: "tokens", in: "10 - 3\n1 2 3\n", o: Options{Mode: Tokens}, want: []string{"10 - 3/1 2 3/"}},
		{name: "auto chars", in: "3..5\n....\n", o: Options{Mode: Auto}, want: []string{"3 . . 5/. . . ./"}},
		{name: "auto words", in: "10 - 3\n1 2 3\n", o: Options{Mode: Auto}, want: []string{"10 - 3/1 2 3/"}},
		{name: "crlf", in: "12\r\n34\r\n", want: []string{"1 2/3 4/"}},
		{name: "comments only", in: "# nothing\n\n", want: nil},
		{name: "light up comments", in: "# a\n#.\n", o: Options{Comment: func(l string) bool { return strings.HasPrefix(l, "# ") }}, want: []string{"# ./"}},
		{name: "ragged", in: "123\n12\n", err: "2:1: row 2 has 2 cells, the first row 3"},
		{name: "ragged long", in: "12\n123\n", err: "2:3: row 2 has 3 cells, the first row 2"},
		{name: "bad cell", in: "12\n1x\n", o: Options{Cell: digit, Want: "a clue 0 to 4 or '.'"}, err: "2:2: want a clue 0 to 4 or '.'"},
		{name: "wide", in: "12345\n", o: Options{Max: 4}, err: "1:5: a row of more than 4 cells"},
		{name: "wide words", in: "1 2 3 4 5\n", o: Options{Mode: Tokens, Max: 4}, err: "1:9: a row of more than 4 cells"},
		{name: "tall", in: "1\n2\n3\n", o: Options{Max: 2}, err: "3:1: a grid of more than 2 rows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gs, err := Read([]byte(tc.in), tc.o)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, g := range gs {
				got = append(got, cells(g))
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestPositions(t *testing.T) {
	gs, err := Read([]byte("\n  1 2\n  3 4\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := gs[0]
	if g.Line != 2 || g.Col != 3 || g.Text != "1 2" || g.Rows() != 2 || g.Cols() != 2 {
		t.Fatalf("grid at %d:%d %q %dx%d", g.Line, g.Col, g.Text, g.Rows(), g.Cols())
	}
	if c := g.Cells[1][1]; c.Line != 3 || c.Col != 5 || c.Text != "4" {
		t.Fatalf("cell (1,1) at %d:%d %q", c.Line, c.Col, c.Text)
	}
}

// A huge input over the bound is refused while memory stays small.
func TestBoundedMemory(t *testing.T) {
	in := strings.Repeat("x ", 10_000_000)
	_, err := Read([]byte(in), Options{Mode: Tokens, Max: 1000})
	if err == nil || !strings.Contains(err.Error(), "more than 1000") {
		t.Fatal(err)
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte("1.2\n.34\n\n12\n"), uint8(0))
	f.Add([]byte("10 - 3\n1 2\n"), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, mode uint8) {
		gs, err := Read(data, Options{Mode: Mode(mode % 3), Max: 50})
		if err != nil {
			return
		}
		for _, g := range gs {
			if g.Rows() == 0 || g.Rows() > 50 {
				t.Fatalf("%d rows", g.Rows())
			}
			for _, row := range g.Cells {
				if len(row) != g.Cols() || len(row) > 50 || len(row) == 0 {
					t.Fatalf("row of %d, cols %d", len(row), g.Cols())
				}
			}
		}
	})
}
