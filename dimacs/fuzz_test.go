package dimacs

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"p cnf 3 2\n1 -2 0\n2 3 0\n",
	"c a\r\n\r\nc b\r\np cnf 2 2\r\n1 -2 0\r\n2\r\n0\r\n",
	"p cnf 3 2\n1 0\n2 3\n%\n0\n",
	"1 -2 0\n",
	"p cnf 0 0\n",
	"p cnf 1 1\n0\n",
	"p cnf 2 1\n1 -2147483648 0\n",
	"p cnf 1 1\n1 -0\n",
	"p cnf 1 1\np cnf 1 1\n",
	"c a\rp cnf 1 1\r1 0\r",
	"p wcnf 1 1 1\n",
	"c var 1 x\nc aux 2 \"q\\n\"\np cnf 2 1\n1 2 0",
}

func checkPositioned(t *testing.T, err error) {
	t.Helper()
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		t.Fatalf("error is %T, not *srcpos.Error: %v", err, err)
	}
	if pe.Line < 1 || pe.Col < 1 {
		t.Fatalf("error without position: %v", err)
	}
}

// refClauses is a deliberately naive reader (whole input, split into lines
// and fields) used as a cross-check: it returns the clauses, or ok=false
// when some token on a clause line is not a literal.
func refClauses(in string) (clauses [][]int, ok bool) {
	var cur []int
	for _, line := range strings.Split(in, "\n") {
		s := strings.TrimLeft(line, " \t\r\v\f")
		if s == "" || s[0] == 'c' || s[0] == 'p' {
			continue
		}
		if s[0] == '%' {
			break
		}
		for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return r < 0x80 && isSpace(byte(r)) }) {
			if tok[0] == '+' || tok == "-0" || strings.HasPrefix(tok, "-0") && strings.Trim(tok[1:], "0") == "" {
				return nil, false
			}
			v, err := strconv.Atoi(tok)
			if err != nil || v > maxVar || v < -maxVar {
				return nil, false
			}
			if v == 0 {
				clauses = append(clauses, append([]int{}, cur...))
				cur = cur[:0]
				continue
			}
			cur = append(cur, v)
		}
	}
	if len(cur) > 0 {
		clauses = append(clauses, cur)
	}
	return clauses, true
}

type collect struct {
	clauses [][]int
	header  [2]int
}

func (c *collect) Header(v, n int) error { c.header = [2]int{v, n}; return nil }
func (c *collect) Clause(l []int) error {
	c.clauses = append(c.clauses, append([]int{}, l...))
	return nil
}
func (c *collect) Comment(int, []byte) error { return nil }

func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("testdata/*.cnf")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
}

func FuzzRead(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var results [2]*collect
		for i, strict := range []bool{false, true} {
			c := &collect{}
			info, err := Read(bytes.NewReader(data), c, Options{Strict: strict})
			results[i] = c
			for _, w := range info.Warnings {
				if w.Line < 1 || w.Col < 1 {
					t.Fatalf("warning without position: %v", w)
				}
			}
			if strict && len(info.Warnings) > 0 {
				t.Fatalf("strict mode warned: %v", info.Warnings)
			}
			// the same events whatever the read sizes
			c2 := &collect{}
			info2, err2 := Read(iotest.HalfReader(bytes.NewReader(data)), c2, Options{Strict: strict})
			if (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() ||
				len(info.Warnings) != len(info2.Warnings) || !equalClauses(c.clauses, c2.clauses) {
				t.Fatalf("strict=%v: read sizes matter: %v / %v", strict, err, err2)
			}
			if err != nil {
				checkPositioned(t, err)
				continue
			}
			if len(c.clauses) != info.Clauses {
				t.Fatalf("Info.Clauses %d, handler got %d", info.Clauses, len(c.clauses))
			}
			ref, ok := refClauses(string(data))
			if !ok {
				t.Fatalf("strict=%v: accepted, but the reference reader finds a bad token", strict)
			}
			if !equalClauses(ref, c.clauses) {
				t.Fatalf("strict=%v: clauses differ from the reference:\n%v\n%v", strict, c.clauses, ref)
			}
			if strict && (c.header[0] < info.Vars || c.header[1] != len(c.clauses)) {
				t.Fatalf("strict mode accepted header %v for %d vars, %d clauses", c.header, info.Vars, len(c.clauses))
			}
			// what we read, written and read again strictly, is the same
			var buf bytes.Buffer
			w := NewWriter(&buf)
			w.Header(info.NumVars(), len(c.clauses))
			for _, cl := range c.clauses {
				w.Clause(cl)
			}
			w.Flush()
			c3 := &collect{}
			if _, err := Read(&buf, c3, Options{Strict: true}); err != nil || !equalClauses(c3.clauses, c.clauses) {
				t.Fatalf("rewrite does not read back: %v", err)
			}
		}
	})
}

func equalClauses(a, b [][]int) bool {
	return slices.EqualFunc(a, b, func(x, y []int) bool { return slices.Equal(x, y) })
}

func FuzzParseOutput(f *testing.F) {
	for _, s := range []string{"s SATISFIABLE\nv 1 -2\nv 3 0\n", "c UNKNOWN\n", "s INDETERMINATE\n", "s UNSATISFIABLE\n",
		"s SATISFIABLE\r\nv 1 0\r\n", "v 1 0\ns SATISFIABLE\n", "s SATISFIABLE\nv 1 0 2\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := ParseOutput(bytes.NewReader(data))
		if err != nil {
			checkPositioned(t, err)
			return
		}
		checkOutput(t, out)
	})
}

func FuzzParseMinisatResult(f *testing.F) {
	for _, s := range []string{"SAT\n1 -2 3 0\n", "UNSAT\n", "INDET\n", "SAT\n1\n", "SAT\r\n1 0\r\n", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := ParseMinisatResult(bytes.NewReader(data))
		if err != nil {
			checkPositioned(t, err)
			return
		}
		if !out.HasStatus {
			t.Fatal("minisat result without status")
		}
		checkOutput(t, out)
	})
}

func checkOutput(t *testing.T, out *Output) {
	t.Helper()
	if len(out.Values) > 0 && out.Answer != Sat {
		t.Fatalf("values with answer %v", out.Answer)
	}
	n := 0
	for _, v := range out.Values {
		if v == 0 || v > maxVar || v < -maxVar {
			t.Fatalf("bad value %d", v)
		}
		n = max(n, v, -v)
	}
	if n < 1<<20 {
		if _, err := out.Model(n); err != nil && !strings.Contains(err.Error(), "both values") {
			t.Fatalf("Model: %v", err)
		}
	}
}

func FuzzVarName(f *testing.F) {
	f.Add(1, "x", false)
	f.Add(7, " a\"b\n", true)
	f.Fuzz(func(t *testing.T, v int, name string, aux bool) {
		if v < 1 || v > maxVar {
			return
		}
		line := AppendVarName(nil, v, name, aux)
		if bytes.IndexByte(line, '\n') != len(line)-1 {
			t.Fatalf("not one line: %q", line)
		}
		gv, gname, gaux, ok := ParseVarName(line[1 : len(line)-1])
		if !ok || gv != v || gname != name || gaux != aux {
			t.Fatalf("%q read back as %d %q %v %v", line, gv, gname, gaux, ok)
		}
	})
}
