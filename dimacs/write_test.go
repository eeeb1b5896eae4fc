package dimacs

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

type myLit int

func TestWriterGolden(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.Comment("written by TestWriterGolden"))
	must(w.Comment(""))
	must(w.Comment("two\nlines\r\nand\rmore"))
	must(w.Header(5, 5))
	must(w.VarName(1, "hashi.edge(0,0)-(0,2)>=1", false))
	must(w.VarName(2, "card.tot[3]", true))
	must(w.VarName(3, "has space inside", false))
	must(w.VarName(4, "", false))
	must(w.VarName(5, " padded\t", true))
	must(w.Clause([]int{1, -2, 3}))
	must(WriteClause(w, []myLit{-4, 5}))
	must(WriteClause(w, []int32{math.MaxInt32, -math.MaxInt32}))
	must(WriteClause(w, []int64{}))
	must(w.Clause([]int{10, -99, 100, -12345}))
	must(w.Flush())
	golden(t, "write.golden", b.String())
	// and it reads back
	rec := &recorder{}
	if _, err := Read(&b, rec, Options{}); err != nil {
		t.Fatal(err)
	}
}

func TestAppendInt(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	vals := []int64{0, 1, -1, 9, 10, -10, 99, 100, 101, 999, 1000, math.MaxInt32, -math.MaxInt32, math.MinInt32,
		math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	for i := 0; i < 10000; i++ {
		vals = append(vals, rng.Int64()>>rng.IntN(64), -(rng.Int64() >> rng.IntN(64)))
	}
	for _, v := range vals {
		if got, want := string(appendInt64(nil, v)), strconv.FormatInt(v, 10); got != want {
			t.Fatalf("appendInt64(%d) = %s", v, got)
		}
	}
}

func TestWriterLarge(t *testing.T) {
	// more than one buffer's worth, compared with a naive rendering
	var b, want bytes.Buffer
	w := NewWriter(&b)
	w.Header(1000, 30000)
	want.WriteString("p cnf 1000 30000\n")
	benchClauses(5, 30000, func(c []int32) {
		WriteClause(w, c)
		for _, l := range c {
			want.WriteString(strconv.Itoa(int(l)) + " ")
		}
		want.WriteString("0\n")
	})
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want.Bytes()) {
		t.Fatal("large output differs")
	}
}

type errWriter struct{ n int }

func (e *errWriter) Write(p []byte) (int, error) {
	if e.n--; e.n < 0 {
		return 0, os.ErrClosed
	}
	return len(p), nil
}

func TestWriterErrors(t *testing.T) {
	w := NewWriter(&errWriter{n: 1})
	if err := w.Header(-1, 0); err == nil {
		t.Error("negative header accepted")
	}
	var err error
	for i := 0; i < 100000 && err == nil; i++ {
		err = w.Clause([]int{1, 2, 3})
	}
	if !errors.Is(err, os.ErrClosed) {
		t.Fatalf("got %v", err)
	}
	// sticky
	for _, e := range []error{w.Comment("x"), w.Header(1, 1), w.VarName(1, "x", false), w.Clause(nil), w.Flush()} {
		if !errors.Is(e, os.ErrClosed) {
			t.Errorf("not sticky: %v", e)
		}
	}
}

func TestVarNames(t *testing.T) {
	names := []string{"x", "hashi.edge(2,3)-(2,7)>=2", "a b c", "", " lead", "trail ", "\"quoted\"", "tab\there",
		"new\nline", "cr\r", "ünïcødé", "bad\xffutf8", "c var 1 x", "\x7f", "[0]"}
	for i, name := range names {
		for _, aux := range []bool{false, true} {
			v := i*1000 + 1
			line := AppendVarName(nil, v, name, aux)
			if bytes.Count(line, []byte{'\n'}) != 1 || line[len(line)-1] != '\n' {
				t.Fatalf("%q: not one line: %q", name, line)
			}
			// Read hands over the text after "c"
			var got struct {
				v    int
				name string
				aux  bool
				ok   bool
			}
			h := &commentGrab{fn: func(text []byte) {
				got.v, got.name, got.aux, got.ok = ParseVarName(text)
			}}
			if _, err := Read(bytes.NewReader(line), h, Options{}); err != nil {
				t.Fatal(err)
			}
			if !got.ok || got.v != v || got.name != name || got.aux != aux {
				t.Errorf("%q aux=%v: line %q read back as %+v", name, aux, line, got)
			}
		}
	}
	for _, bad := range []string{"", " var", " var 1", " var 1x", " var x y", " var 0 x", " var -1 x", " vax 1 x",
		"var 1 x", " var  1 x", " var 1 \"unterminated", " var 99999999999 x", " Var 1 x"} {
		if v, name, aux, ok := ParseVarName([]byte(bad)); ok {
			t.Errorf("%q accepted: %d %q %v", bad, v, name, aux)
		}
	}
	if v, name, _, ok := ParseVarName([]byte(" var 7 ")); !ok || v != 7 || name != "" {
		t.Errorf("empty raw name: %v %q %v", v, name, ok)
	}
}

type commentGrab struct {
	countHandler
	fn func([]byte)
}

func (c *commentGrab) Comment(line int, text []byte) error {
	c.fn(text)
	return nil
}

func TestCutLine(t *testing.T) {
	var b strings.Builder
	w := NewWriter(&b)
	w.Comment("a\r\n\nb\r")
	w.Flush()
	if got := b.String(); got != "c a\nc\nc b\nc\n" {
		t.Errorf("got %q", got)
	}
}
