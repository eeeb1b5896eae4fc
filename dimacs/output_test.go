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

func outString(o *Output, err error) string {
	if err != nil {
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			return "NOT-SRCPOS " + err.Error()
		}
		return "E:" + err.Error()
	}
	return fmt.Sprintf("%v status=%v %v", o.Answer, o.HasStatus, o.Values)
}

func TestParseOutput(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"sat one line", "s SATISFIABLE\nv 1 -2 3 0\n", "SATISFIABLE status=true [1 -2 3]"},
		{"sat many v lines", "c solver x\ns SATISFIABLE\nv 1 -2\nv 3\nv -4 5 0\n", "SATISFIABLE status=true [1 -2 3 -4 5]"},
		{"sat no trailing 0", "s SATISFIABLE\nv 1 -2\nv 3\n", "SATISFIABLE status=true [1 -2 3]"},
		{"sat lone 0 line", "s SATISFIABLE\nv 1 -2\nv 0\n", "SATISFIABLE status=true [1 -2]"},
		{"sat no model", "s SATISFIABLE\n", "SATISFIABLE status=true []"},
		{"v before s", "v 1 2 0\ns SATISFIABLE\n", "SATISFIABLE status=true [1 2]"},
		{"unsat", "c x\ns UNSATISFIABLE\nc done\n", "UNSATISFIABLE status=true []"},
		{"unknown", "s UNKNOWN\n", "UNKNOWN status=true []"},
		{"indeterminate", "c cryptominisat\ns INDETERMINATE\n", "UNKNOWN status=true []"},
		{"cadical c UNKNOWN", "c ---\nc UNKNOWN\nc total 1s\n", "UNKNOWN status=true []"},
		{"c UNKNOWN then s line", "c UNKNOWN\ns UNSATISFIABLE\n", "UNSATISFIABLE status=true []"},
		{"nothing", "c just comments\n\n", "UNKNOWN status=false []"},
		{"empty", "", "UNKNOWN status=false []"},
		{"CRLF and blanks", "c a\r\n\r\n  s SATISFIABLE \r\nv 1\t-2 0\r\n", "SATISFIABLE status=true [1 -2]"},
		{"comment without space", "cpu time 3\ns UNSATISFIABLE\n", "UNSATISFIABLE status=true []"},
		{"bad status", "s SAT\n", "E:1:3: unknown status (want SATISFIABLE, UNSATISFIABLE, UNKNOWN or INDETERMINATE) (at \"SAT\")"},
		{"lowercase status", "s satisfiable\n", "E:1:3: unknown status (want SATISFIABLE, UNSATISFIABLE, UNKNOWN or INDETERMINATE) (at \"satisfiable\")"},
		{"empty status", "s\n", "E:1:1: status line without a status (at \"s\")"},
		{"status trailer", "s SATISFIABLE yes\n", "E:1:15: unexpected text after the status (at \"yes\")"},
		{"second status", "s SATISFIABLE\ns SATISFIABLE\n", "E:2:1: second status line (the first is on line 1) (at \"s SATISFIABLE\")"},
		{"other line", "s SATISFIABLE\nv 1 0\nhello world\n", "E:3:1: unexpected line (want c, s or v lines) (at \"hello\")"},
		{"glued s", "sSATISFIABLE\n", "E:1:1: unexpected line (want c, s or v lines) (at \"sSATISFIABLE\")"},
		{"bad literal", "s SATISFIABLE\nv 1 x 0\n", "E:2:5: not a number (at \"x\")"},
		{"literal out of range", "s SATISFIABLE\nv 1 -2147483648 0\n", "E:2:5: number out of range (variables are at most 2147483647) (at \"-2147483648\")"},
		{"huge literal", "s SATISFIABLE\nv 99999999999999999999999 0\n", "E:2:3: number out of range (variables are at most 2147483647) (at \"99999999999999999999999\")"},
		{"minus zero", "s SATISFIABLE\nv 1 -0\n", "E:2:5: malformed literal (at \"-0\")"},
		{"value after 0", "s SATISFIABLE\nv 1 0\nv 2 0\n", "E:3:3: value after the model's terminating 0 (at \"2\")"},
		{"model with unsat", "s UNSATISFIABLE\nv 1 0\n", "E:2:1: model with status UNSATISFIABLE (line 1) (at \"v\")"},
		{"model without status", "v 1 0\n", "E:1:1: model without an \"s SATISFIABLE\" line (at \"v\")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := outString(ParseOutput(strings.NewReader(tt.in)))
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if got2 := outString(ParseOutput(iotest.OneByteReader(strings.NewReader(tt.in)))); got2 != got {
				t.Errorf("one-byte reads: %s", got2)
			}
		})
	}
}

func TestParseMinisatResult(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"sat", "SAT\n1 -2 3 0\n", "SATISFIABLE status=true [1 -2 3]"},
		{"sat no 0", "SAT\n1 -2 3\n", "SATISFIABLE status=true [1 -2 3]"},
		{"sat empty model", "SAT\n0\n", "SATISFIABLE status=true []"},
		{"sat several lines", "SAT\n1 -2\n3 0\n", "SATISFIABLE status=true [1 -2 3]"},
		{"unsat", "UNSAT\n", "UNSATISFIABLE status=true []"},
		{"indet", "INDET\n", "UNKNOWN status=true []"},
		{"CRLF", "SAT\r\n-1 2 0\r\n", "SATISFIABLE status=true [-1 2]"},
		{"empty", "", "E:1:1: empty minisat result file (want SAT, UNSAT or INDET)"},
		{"blank lines only", "\n\n", "E:3:1: empty minisat result file (want SAT, UNSAT or INDET)"},
		{"bad word", "SATISFIABLE\n", "E:1:1: unknown minisat result (want SAT, UNSAT or INDET) (at \"SATISFIABLE\")"},
		{"bad literal", "SAT\n1 two 0\n", "E:2:3: not a number (at \"two\")"},
		{"after 0", "SAT\n1 0 2\n", "E:2:5: value after the model's terminating 0 (at \"2\")"},
		{"text after unsat", "UNSAT\n1 0\n", "E:2:1: unexpected text after UNSAT (at \"1\")"},
		{"out of range", "SAT\n4294967297 0\n", "E:2:1: number out of range (variables are at most 2147483647) (at \"4294967297\")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := outString(ParseMinisatResult(strings.NewReader(tt.in)))
			if got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if got2 := outString(ParseMinisatResult(iotest.OneByteReader(strings.NewReader(tt.in)))); got2 != got {
				t.Errorf("one-byte reads: %s", got2)
			}
		})
	}
}

func TestOutputReadError(t *testing.T) {
	r := iotest.TimeoutReader(iotest.OneByteReader(strings.NewReader("s SATISFIABLE\n")))
	if _, err := ParseOutput(r); err != iotest.ErrTimeout {
		t.Errorf("ParseOutput: %v", err)
	}
	r = iotest.TimeoutReader(iotest.OneByteReader(strings.NewReader("SAT\n")))
	if _, err := ParseMinisatResult(r); err != iotest.ErrTimeout {
		t.Errorf("ParseMinisatResult: %v", err)
	}
}

func TestModelOf(t *testing.T) {
	tests := []struct {
		values []int
		n      int
		want   string
	}{
		{[]int{1, -2, 3}, 3, "[false true false true]"},
		{[]int{-1, 3, 3}, 4, "[false false false true false]"},
		{nil, 0, "[false]"},
		{[]int{1, 4}, 3, "dimacs: model literal 4 out of range: the formula has 3 variables"},
		{[]int{-5}, 3, "dimacs: model literal -5 out of range: the formula has 3 variables"},
		{[]int{2, 1, -2}, 3, "dimacs: model gives variable 2 both values (literals 2 and -2)"},
		{[]int{1, 0}, 3, "dimacs: model value 2 is 0 (not a literal)"},
		{[]int{-1 << 62}, 3, "dimacs: model literal -4611686018427387904 out of range: the formula has 3 variables"},
		{[]int{1}, -1, "dimacs: negative variable count -1"},
	}
	for _, tt := range tests {
		m, err := (&Output{Values: tt.values}).Model(tt.n)
		got := fmt.Sprint(m)
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("ModelOf(%v, %d) = %s, want %s", tt.values, tt.n, got, tt.want)
		}
	}
}

type stuck struct{}

func (stuck) Read([]byte) (int, error) { return 0, nil }

func TestNoProgress(t *testing.T) {
	if _, err := ParseOutput(stuck{}); err != io.ErrNoProgress {
		t.Errorf("ParseOutput: %v", err)
	}
	if _, err := ParseMinisatResult(stuck{}); err != io.ErrNoProgress {
		t.Errorf("ParseMinisatResult: %v", err)
	}
	if _, err := Read(stuck{}, nil, Options{}); err != io.ErrNoProgress {
		t.Errorf("Read: %v", err)
	}
}
