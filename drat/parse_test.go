package drat

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestDetect(t *testing.T) {
	tests := []struct {
		head string
		want Format
	}{
		{"", Text},
		{"1 2 0\n", Text},
		{"-1 0\n", Text},
		{"d 1 2 0\n", Text},
		{"d\t1 0\n", Text},
		{"c a comment with letters\n1 0\n", Text},
		{"\n\n  1 0", Text},
		{"%RUPD32 3 2    \n1 0\n", Text},
		{"a\x02\x04\x00", Binary},
		{"d\x02\x04\x00", Binary},
		{"aMOQSU\x00", Binary},
		{"d-", Binary},                      // 'd' then a literal byte (0x2d is -22)
		{"1 2 0\n\x00", Binary},             // a NUL among the first bytes
		{"1 2 0\n3 4 0\n5 6 0\n\x00", Text}, // too late to tell
		{"\x00", Binary},
		{"x 1 0", Binary},
	}
	for _, tc := range tests {
		if got := detectHead([]byte(tc.head)); got != tc.want {
			t.Errorf("detect(%q) = %v, want %v", tc.head, got, tc.want)
		}
	}
}

// parseAll collects the steps of a proof.
func parseAll(r interface{ Read([]byte) (int, error) }, f Format) (Format, []refStep, error) {
	var steps []refStep
	got, err := parseProof(r, f, 1<<31-1, func(del bool, ls []uint32, pos int64) error {
		steps = append(steps, refStep{del, ints(ls)})
		return nil
	})
	return got, steps, err
}

func TestParseText(t *testing.T) {
	in := "c comment\n1 -2 0\nd 1 -2 0 3\nc between the lines of a lemma\n 4 0\n0\n  d 5 0 6 7 0"
	f, steps, err := parseAll(strings.NewReader(in), Auto)
	want := []refStep{{false, []int{1, -2}}, {true, []int{1, -2}}, {false, []int{3, 4}}, {false, []int{}}, {true, []int{5}}, {false, []int{6, 7}}}
	if err != nil || f != Text || !reflect.DeepEqual(steps, want) {
		t.Fatalf("got %v %v %v, want %v", f, steps, err, want)
	}
	f, steps, err = parseAll(strings.NewReader("%RUPD32 3 2       \n-1 0\n0\n"), Auto)
	if err != nil || f != Text || len(steps) != 2 {
		t.Fatalf("picosat RUP: %v %v %v", f, steps, err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in        string
		format    Format
		line, col int
		msg       string
	}{
		{"1 x 0\n", Text, 1, 3, `not a literal (at "x")`},
		{"1 2 0\n3 -0 0\n", Text, 2, 3, `"-0" is not a literal`},
		{"1 99999999999 0\n", Text, 1, 3, "literal out of range"},
		{"1 2147483648 0\n", Text, 1, 3, "literal out of range"},
		{"1 d 2 0\n", Text, 1, 3, `"d" inside a clause`},
		{"1 2 0\n  3 4", Text, 2, 3, "the proof ends inside a clause"},
		{"1 2 0\nd", Text, 2, 1, "the proof ends inside a clause"},
		{"1 2 0 c comment\n", Text, 1, 7, "not a literal"},
		{"1 2 0\n-\n", Text, 2, 1, "not a literal"},
		{"1 +2 0\n", Text, 1, 3, "not a literal"},
		{"x", Binary, 0, 0, "byte 0: step marker 0x78"},
		{"a\x02\x00\n", Binary, 0, 0, "byte 3: step marker 0x0a"},
		{"a\x02", Binary, 0, 0, "byte 2: the proof ends inside a clause"},
		{"a\x01\x00", Binary, 0, 0, `byte 1: literal "-0"`},
		{"a\xff\xff\xff\xff\xff\x01\x00", Binary, 0, 0, "byte 1: literal out of range"},
		{"a\xff\xff\xff\xff\x7f\x00", Binary, 0, 0, "byte 1: literal out of range"},
	}
	for _, tc := range tests {
		_, _, err := parseAll(strings.NewReader(tc.in), tc.format)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: err = %v, want a *srcpos.Error", tc.in, err)
			continue
		}
		if pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(pe.Error(), tc.msg) {
			t.Errorf("%q: got %d:%d %q, want %d:%d containing %q", tc.in, pe.Line, pe.Col, pe.Error(), tc.line, tc.col, tc.msg)
		}
	}
}

func TestParseErrorCaret(t *testing.T) {
	_, _, err := parseAll(strings.NewReader("1 2 0\n3 4 x5 6 0\n7 0\n"), Text)
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		t.Fatal(err)
	}
	want := "2:5: not a literal (at \"x5\")\n    3 4 x5 6 0\n        ^^"
	if got := pe.Pretty(); got != want {
		t.Errorf("Pretty:\n%s\nwant:\n%s", got, want)
	}
	// A bad token on a line far into a long proof.
	long := strings.Repeat("1 2 3 4 5 6 7 8 9 10 0\n", 20000) + "1 2 oops 0\n"
	_, _, err = parseAll(iotest.HalfReader(strings.NewReader(long)), Text)
	if !errors.As(err, &pe) || pe.Line != 20001 || pe.Source != "1 2 oops 0" {
		t.Fatalf("err = %v (source %q)", err, pe.Source)
	}
}

func TestParseLimits(t *testing.T) {
	_, err := parseProof(strings.NewReader("1 -101 0\n"), Text, 100, func(bool, []uint32, int64) error { return nil })
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Col != 3 || !strings.Contains(pe.Msg, "exceeds the limit of 100") {
		t.Errorf("text: err = %v", err)
	}
	_, err = parseProof(bytes.NewReader(binaryProof([]refStep{{lits: []int{5, -101}}})), Binary, 100, func(bool, []uint32, int64) error { return nil })
	if !errors.As(err, &pe) || !strings.Contains(pe.Msg, "byte 2: variable 101 exceeds") {
		t.Errorf("binary: err = %v", err)
	}
}

// TestParseChunked reads random proofs one byte at a time and in one
// piece, in both formats: the steps must not depend on how reads split
// the input.
func TestParseChunked(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 200; i++ {
		var steps []refStep
		for k := rng.IntN(50); k > 0; k-- {
			s := refStep{del: rng.IntN(3) == 0}
			for j := rng.IntN(6); j > 0; j-- {
				l := 1 + rng.IntN(1<<uint(1+rng.IntN(30)))
				if rng.IntN(2) == 0 {
					l = -l
				}
				s.lits = append(s.lits, l)
			}
			steps = append(steps, s)
		}
		for _, bin := range []bool{false, true} {
			data := []byte(textProof(steps))
			if bin {
				data = binaryProof(steps)
			}
			f, got, err := parseAll(iotest.OneByteReader(bytes.NewReader(data)), Auto)
			if err != nil || (f == Binary) != bin && len(steps) > 0 {
				t.Fatalf("case %d binary %v: format %v, err %v", i, bin, f, err)
			}
			if len(got) != len(steps) {
				t.Fatalf("case %d: %d steps, want %d", i, len(got), len(steps))
			}
			for j := range got {
				if got[j].del != steps[j].del || !reflect.DeepEqual(append([]int{}, got[j].lits...), append([]int{}, steps[j].lits...)) {
					t.Fatalf("case %d step %d: %v, want %v", i, j, got[j], steps[j])
				}
			}
		}
	}
}

func TestParseReadError(t *testing.T) {
	boom := errors.New("boom")
	_, _, err := parseAll(iotest.DataErrReader(iotest.ErrReader(boom)), Text)
	if !errors.Is(err, boom) {
		t.Errorf("err = %v", err)
	}
	r := &failAfter{data: []byte("1 2 0\n3 "), err: boom}
	if _, _, err := parseAll(r, Text); !errors.Is(err, boom) {
		t.Errorf("err = %v", err)
	}
	r = &failAfter{data: []byte("a\x02\x04"), err: boom}
	if _, _, err := parseAll(r, Binary); !errors.Is(err, boom) {
		t.Errorf("binary: err = %v", err)
	}
}

// failAfter returns data, then err.
type failAfter struct {
	data []byte
	err  error
}

func (f *failAfter) Read(p []byte) (int, error) {
	if len(f.data) == 0 {
		return 0, f.err
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}
