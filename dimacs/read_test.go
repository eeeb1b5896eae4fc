package dimacs

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// readString runs Read with a comment-receiving recorder and renders the
// events, the warnings and the error in one line.
func readString(in string, strict bool, comments bool) string {
	rec := &recorder{}
	var h Handler = plain{rec}
	if comments {
		h = rec
	}
	info, err := Read(strings.NewReader(in), h, Options{Strict: strict})
	s := rec.b.String()
	for _, w := range info.Warnings {
		s += " W:" + w.String()
	}
	if err != nil {
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			s += " NOT-SRCPOS"
		}
		s += " E:" + err.Error()
	}
	return s
}

func TestReadTable(t *testing.T) {
	tests := []struct {
		name, in        string
		lenient, strict string // "=" means same as lenient
	}{
		{"simple", "p cnf 3 2\n1 -2 0\n2 3 0\n", "p 3 2;[1 -2][2 3]", "="},
		{"empty formula", "p cnf 0 0\n", "p 0 0;", "="},
		{"empty clause", "p cnf 1 2\n1 0\n0\n", "p 1 2;[1][]", "="},
		{"empty clause mid line", "p cnf 2 3\n1 0 0 -2 0\n", "p 2 3;[1][][-2]", "="},
		{"no final newline", "p cnf 2 1\n1 2 0", "p 2 1;[1 2]", "="},
		{"several per line", "p cnf 3 3\n1 0 2 0 3 0\n", "p 3 3;[1][2][3]", "="},
		{"spanning lines", "p cnf 3 1\n1\n-2\n\n3\n0\n", "p 3 1;[1 -2 3]", "="},
		{"comments anywhere", "c a\np cnf 3 2\nc b\n1 -2\nc inside a clause\n 0\n\nc after blank\n2 3 0\nc end", "p 3 2;[1 -2][2 3]", "="},
		{"c without space", "c\nchello\np cnf 1 1\n1 0\n", "p 1 1;[1]", "="},
		{"indented comment and header", "  c x\n\tp cnf 1 1\n 1 0\n", "p 1 1;[1]", "="},
		{"CRLF", "c a\r\n\r\nc b\r\np cnf 2 2\r\n1 -2 0\r\n2\r\n0\r\n", "p 2 2;[1 -2][2]", "="},
		{"UTF-8 byte order mark", "\xef\xbb\xbfp cnf 2 1\n1 -2 0\n", "p 2 1;[1 -2]", "="},
		{"byte order mark before a comment", "\xef\xbb\xbfc x\np cnf 1 1\n1 0\n", "p 1 1;[1]", "="},
		{"tabs and blanks", "p\tcnf\t2\t1  \n\t1\t-2\t0\t\n", "p 2 1;[1 -2]", "="},
		{"header with extra blanks", "p  cnf   2  1 \n1 0\n", "p 2 1;[1]", "="},
		{"leading zeros", "p cnf 10 1\n007 -010 0\n", "p 10 1;[7 -10]", "="},
		{"largest variable", "p cnf 2147483647 1\n-2147483647 2147483647 0\n", "p 2147483647 1;[-2147483647 2147483647]", "="},
		{"SATLIB end marker", "c satlib\np cnf 3 2\n 1 -2 3 0\n-1 2 0\n%\n0\n\n", "p 3 2;[1 -2 3][-1 2]", "="},
		{"end marker ends open clause", "p cnf 3 2\n1 0\n2 3\n%\n0\n",
			"p 3 2;[1][2 3] W:3:1: warning: last clause is not terminated by 0 (at \"2\")",
			"p 3 2;[1] E:3:1: last clause is not terminated by 0 (at \"2\")"},
		{"final clause without 0", "p cnf 3 2\n1 -2 0\n2 3\n",
			"p 3 2;[1 -2][2 3] W:3:1: warning: last clause is not terminated by 0 (at \"2\")",
			"p 3 2;[1 -2] E:3:1: last clause is not terminated by 0 (at \"2\")"},
		{"fewer clauses than declared", "c x\np  cnf 3 5\n1 0\n",
			"p 3 5;[1] W:2:10: warning: the header declares 5 clauses but there are 1 (at \"5\")",
			"p 3 5;[1] E:2:10: the header declares 5 clauses but there are 1 (at \"5\")"},
		{"more clauses than declared", "p cnf 3 1\n1 0\n 2 0 3 0\n",
			"p 3 1;[1][2][3] W:3:2: warning: more clauses than the 1 declared in the header (at \"2\")",
			"p 3 1;[1] E:3:2: more clauses than the 1 declared in the header (at \"2\")"},
		{"extra empty clause", "p cnf 1 1\n1 0\n0\n",
			"p 1 1;[1][] W:3:1: warning: more clauses than the 1 declared in the header (at \"0\")",
			"p 1 1;[1] E:3:1: more clauses than the 1 declared in the header (at \"0\")"},
		{"variable beyond header", "p cnf 2 2\n1 2 0\n-3 4 0\n",
			"p 2 2;[1 2][-3 4] W:3:1: warning: variable 3 beyond the 2 declared in the header (at \"-3\")",
			"p 2 2;[1 2] E:3:1: variable 3 beyond the 2 declared in the header (at \"-3\")"},
		{"missing header", "c only\n1 -2 0\n2 0\n",
			"[1 -2][2] W:2:1: warning: clause before any \"p cnf\" header (at \"1\")",
			" E:2:1: clause before any \"p cnf\" header (at \"1\")"},
		{"missing header, empty clause first", "0\n",
			"[] W:1:1: warning: clause before any \"p cnf\" header (at \"0\")",
			" E:1:1: clause before any \"p cnf\" header (at \"0\")"},
		{"empty input", "",
			" W:1:1: warning: no \"p cnf\" header",
			" E:1:1: no \"p cnf\" header"},
		{"comments only", "c a\nc b\n",
			" W:3:1: warning: no \"p cnf\" header",
			" E:3:1: no \"p cnf\" header"},
		{"header after clauses", "1 0\np cnf 1 1\n",
			"[1] W:1:1: warning: clause before any \"p cnf\" header (at \"1\") E:2:1: \"p cnf\" header after clauses (at \"p cnf 1 1\")",
			" E:1:1: clause before any \"p cnf\" header (at \"1\")"},
		{"second header", "p cnf 1 1\n1 0\n p cnf 1 1\n",
			"p 1 1;[1] E:3:2: second \"p cnf\" header (the first is on line 1) (at \"p cnf 1 1\")", "="},
		{"non-number", "p cnf 3 1\n1 x2 0\n", "p 3 1; E:2:3: not a number (at \"x2\")", "="},
		{"number glued to text", "p cnf 3 1\n1 2x 0\n", "p 3 1; E:2:3: not a number (at \"2x\")", "="},
		{"lone minus", "p cnf 3 1\n1 - 2 0\n", "p 3 1; E:2:3: not a number (at \"-\")", "="},
		{"plus sign", "p cnf 3 1\n+1 0\n", "p 3 1; E:2:1: not a number (at \"+1\")", "="},
		{"minus zero", "p cnf 3 1\n1 -0\n", "p 3 1; E:2:3: -0 is not a literal (at \"-0\")", "="},
		{"beyond int32", "p cnf 3 1\n1 2147483648 0\n",
			"p 3 1; E:2:3: number out of range (variables are at most 2147483647) (at \"2147483648\")", "="},
		{"negative beyond int32", "p cnf 3 1\n-2147483648 0\n",
			"p 3 1; E:2:1: number out of range (variables are at most 2147483647) (at \"-2147483648\")", "="},
		{"huge number", "p cnf 3 1\n1 123456789012345678901234567890 0\n",
			"p 3 1; E:2:3: number out of range (variables are at most 2147483647) (at \"123456789012345678901234567890\")", "="},
		{"comment mid line", "p cnf 3 1\n1 2 0 c no\n",
			"p 3 1;[1 2] E:2:7: unexpected 'c': a comment must start a line (at \"c\")", "="},
		{"percent mid line", "p cnf 3 1\n1 2 0 %\n",
			"p 3 1;[1 2] E:2:7: unexpected '%': the end marker must start a line (at \"%\")", "="},
		{"header bad format", "p wcnf 3 1\n", " E:1:3: unsupported format \"wcnf\": want \"p cnf <variables> <clauses>\" (at \"wcnf\")", "="},
		{"header glued", "pcnf 3 1\n", " E:1:1: malformed header: want \"p cnf <variables> <clauses>\" (at \"pcnf\")", "="},
		{"header too short", "p cnf 3\n", " E:1:1: malformed header: want \"p cnf <variables> <clauses>\" (at \"p cnf 3\")", "="},
		{"header only p", "p\n", " E:1:1: malformed header: want \"p cnf <variables> <clauses>\" (at \"p\")", "="},
		{"header extra field", "p cnf 3 1 7\n", " E:1:11: unexpected text after the header (at \"7\")", "="},
		{"header negative", "p cnf -3 1\n", " E:1:7: malformed header: variable count is not a number (at \"-3\")", "="},
		{"header not a number", "p cnf 3 x\n", " E:1:9: malformed header: clause count is not a number (at \"x\")", "="},
		{"header too big", "p cnf 2147483648 1\n", " E:1:7: variable count out of range (at most 2147483647) (at \"2147483648\")", "="},
		{"NUL byte", "p cnf 1 1\n1 \x00 0\n", "p 1 1; E:2:3: not a number (at \"\\x00\")", "="},
		{"lone CR in comment", "c a\rp cnf 1 1\r1 0\r",
			" W:1:4: warning: carriage return inside a comment line (line breaks must be \\n or \\r\\n) (at \"\\\\r\") W:1:19: warning: no \"p cnf\" header",
			" E:1:4: carriage return inside a comment line (line breaks must be \\n or \\r\\n) (at \"\\\\r\")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readString(tt.in, false, false); got != tt.lenient {
				t.Errorf("lenient:\n got %s\nwant %s", got, tt.lenient)
			}
			want := tt.strict
			if want == "=" {
				want = tt.lenient
			}
			if got := readString(tt.in, true, false); got != want {
				t.Errorf("strict:\n got %s\nwant %s", got, want)
			}
			// Read must not depend on how the input is cut into reads.
			for _, strict := range []bool{false, true} {
				a := readString(tt.in, strict, true)
				rec := &recorder{}
				info, err := Read(iotest.OneByteReader(strings.NewReader(tt.in)), rec, Options{Strict: strict})
				b := rec.b.String()
				for _, w := range info.Warnings {
					b += " W:" + w.String()
				}
				if err != nil {
					b += " E:" + err.Error()
				}
				if a != b {
					t.Errorf("strict=%v: one-byte reads differ:\n%s\n%s", strict, a, b)
				}
			}
		})
	}
}

func TestReadComments(t *testing.T) {
	in := "c first\r\nc\n\nchello\n  c  indented \np cnf 1 1\nc var 1 x\n1 0\nc last"
	got := readString(in, true, true)
	want := `c1" first";c2"";c4"hello";c5"  indented ";p 1 1;c7" var 1 x";[1]c9" last";`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestReadInfo(t *testing.T) {
	in := "p cnf 10 4\n1 -5 0\n0\n3 0\n2 7\n%\n0\n"
	info, err := Read(strings.NewReader(in), &countHandler{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := Info{HeaderVars: 10, HeaderClauses: 4, Vars: 7, Clauses: 4, EndLine: 6,
		Warnings: []Warning{{Line: 5, Col: 1, Msg: "last clause is not terminated by 0", Text: "2"}}}
	if info.HeaderVars != want.HeaderVars || info.HeaderClauses != want.HeaderClauses || info.Vars != want.Vars ||
		info.Clauses != want.Clauses || info.EndLine != want.EndLine || len(info.Warnings) != 1 || info.Warnings[0] != want.Warnings[0] {
		t.Errorf("got %+v\nwant %+v", info, want)
	}
	if info.NumVars() != 10 {
		t.Errorf("NumVars = %d", info.NumVars())
	}
	info, _ = Read(strings.NewReader("1 -12 0"), &countHandler{}, Options{})
	if info.NumVars() != 12 || info.HeaderVars != -1 || info.HeaderClauses != -1 {
		t.Errorf("no header: %+v", info)
	}
}

var errStop = errors.New("stop")

type failing struct {
	countHandler
	at int
}

func (f *failing) Clause(l []int) error {
	f.countHandler.Clause(l)
	if f.clauses == f.at {
		return errStop
	}
	return nil
}

func TestReadHandlerAndReaderErrors(t *testing.T) {
	h := &failing{at: 2}
	_, err := Read(strings.NewReader("p cnf 2 3\n1 0\n2 0\n1 2 0\n"), h, Options{})
	if err != errStop || h.clauses != 2 {
		t.Errorf("handler error: got %v after %d clauses", err, h.clauses)
	}
	_, err = Read(iotest.TimeoutReader(iotest.OneByteReader(strings.NewReader("p cnf 2 3\n"))), &countHandler{}, Options{})
	if err != iotest.ErrTimeout {
		t.Errorf("read error: got %v", err)
	}
	_, err = Read(iotest.ErrReader(io.ErrUnexpectedEOF), &countHandler{}, Options{})
	if err != io.ErrUnexpectedEOF {
		t.Errorf("read error: got %v", err)
	}
}

// A long clause and a long comment cross the read buffer's boundaries.
func TestReadLongLines(t *testing.T) {
	var b strings.Builder
	b.WriteString("c " + strings.Repeat("x", 3*readBufSize) + "\n")
	n := 200_000
	b.WriteString("p cnf 200000 1\n")
	for i := 1; i <= n; i++ {
		b.WriteString(" -")
		b.WriteString(strings.Repeat("0", i%3))
		b.WriteString(itoa(i))
	}
	b.WriteString(" 0\n")
	var h storeHandler
	info, err := Read(strings.NewReader(b.String()), &h, Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	if info.Clauses != 1 || len(h.lits) != n || h.lits[n-1] != -int32(n) || info.Vars != n {
		t.Errorf("got %+v, %d literals", info, len(h.lits))
	}
}

func itoa(i int) string { return string(AppendInt(nil, i)) }

// Errors carry the source line for Pretty.
func TestReadPretty(t *testing.T) {
	in := "p cnf 3 1\n1 2x 0\n"
	_, err := Read(strings.NewReader(in), &countHandler{}, Options{})
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		t.Fatalf("%T", err)
	}
	want := "2:3: not a number (at \"2x\")\n    1 2x 0\n      ^^"
	if got := pe.Pretty(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// A read error in the middle of a token is reported as such, not as the
// syntax error the truncated token would be.
func TestReadErrorMidToken(t *testing.T) {
	for _, in := range []string{"p cn", "p cnf 2 1\n1 2", "p cnf 2 1\n1 -", "c x\r"} {
		for _, strict := range []bool{false, true} {
			r := io.MultiReader(strings.NewReader(in), iotest.ErrReader(io.ErrUnexpectedEOF))
			if _, err := Read(r, &countHandler{}, Options{Strict: strict}); err != io.ErrUnexpectedEOF {
				t.Errorf("%q strict=%v: got %v", in, strict, err)
			}
		}
	}
}

func TestReadMaxVars(t *testing.T) {
	tests := []struct{ in, want string }{
		{"p cnf 11 1\n1 0\n", "1:7: the header declares more variables than the limit of 10 (at \"11\")"},
		{"p cnf 10 1\n1 -10 0\n", "<nil>"},
		{"p cnf 5 1\n1 -10 0\n", "<nil>"},
		{"p cnf 5 1\n1 -11 0\n", "2:3: variable 11 beyond the limit of 10 variables (at \"-11\")"},
		{"p cnf 5 1\n1 -7 0 8 11 0\n", "2:10: variable 11 beyond the limit of 10 variables (at \"11\")"},
		{"1 -11 0\n", "1:3: variable 11 beyond the limit of 10 variables (at \"-11\")"},
		{"1 -10 0\n", "<nil>"},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.in), &countHandler{}, Options{MaxVars: 10})
		if got := fmt.Sprint(err); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.in, got, tt.want)
		}
	}
}

// The reader keeps the offending line itself, never reading its input a
// second time: the input may be a pipe or a FIFO (issue 17 defect 2: the
// command line reopened the file to show the line, and a FIFO hung). The
// line is right whatever the read sizes and wherever the error is.
func TestReadKeepsSource(t *testing.T) {
	long := strings.Repeat("1 ", 200000) + "0\n" // past the first buffer
	tests := []struct {
		name, in string
		strict   bool
		want     string // Pretty() without the first line
	}{
		{"first line", "1 2x 0\n", false, "    1 2x 0\n      ^^"},
		{"after a long clause", long + "p cnf 1 1\n", false, "    p cnf 1 1\n    ^^^^^^^^^"},
		{"escape sequence", "p cnf 2 1\n1 x\x1b]0;title\x07 0\n", false,
			"    1 x\\x1b]0;title\\x07 0\n      ^^^^^^^^^^^^^^^^^"},
		{"strict header at the end", "p cnf 2 5\n1 0\n", true, "    p cnf 2 5\n            ^"},
		{"long line", strings.Repeat("1 ", 3000) + "bad 0\n", false,
			"    ..." + strings.Repeat("1 ", 20) + "bad 0\n       " + strings.Repeat("  ", 20) + "^^^"},
	}
	for _, tt := range tests {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(tt.in)
			if oneByte {
				r = iotest.OneByteReader(onlyReader{r})
			}
			_, err := Read(r, nil, Options{Strict: tt.strict})
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("%s: %v", tt.name, err)
			}
			got := pe.Pretty()
			if i := strings.IndexByte(got, '\n'); i < 0 || got[i+1:] != tt.want {
				t.Errorf("%s (one byte %v):\n%s\nwant\n%s", tt.name, oneByte, got, tt.want)
			}
		}
	}
}

// onlyReader hides Len, so that Read takes its full-size buffer.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

// Options.MaxLiterals and MaxClauseLen stop an input before the memory
// is spent, with a positioned error.
func TestReadLimits(t *testing.T) {
	tests := []struct {
		in   string
		opt  Options
		want string
	}{
		{"p cnf 3 3\n1 2 0\n3 -1 0\n2 0\n", Options{MaxLiterals: 4}, `4:1: more than 4 literals in all (the limit of this reader) (at "2")`},
		{"1 2 3 0\n", Options{MaxLiterals: 2}, `1:1: more than 2 literals in all (the limit of this reader) (at "1")`},
		{"1 2 3 4 5 6 7 8 9 10 " + strings.Repeat("1 ", 100), Options{MaxClauseLen: 64}, `1:1: clause longer than 64 literals (the limit of this reader) (at "1")`},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.in), &countHandler{}, tt.opt)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q: got %v, want %s", tt.in, err, tt.want)
		}
	}
	// Exactly at the limits is fine.
	if _, err := Read(strings.NewReader("1 2 0\n3 4 0\n"), nil, Options{MaxLiterals: 4, MaxClauseLen: 2}); err != nil {
		t.Errorf("at the limits: %v", err)
	}
}
