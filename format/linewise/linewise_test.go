package linewise

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// read is a toy one-per-line reader: each line must be a number; it fails
// on the first line that is not.
func read(data []byte) ([]string, error) {
	var out []string
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if strings.Trim(l, "0123456789") != "" {
			return nil, srcpos.Errorf(i+1, 1, l, "not a number")
		}
		out = append(out, fmt.Sprintf("%d:%s", i+1, l))
	}
	return out, nil
}

func TestRecover(t *testing.T) {
	for _, tc := range []struct {
		in, want, bad string
		limit         int
		fails         bool
	}{
		{"1\n2\n", "1:1 2:2", "", 10, false},
		{"1\nx\n3\ny", "1:1 3:3", "2 4", 10, false},
		{"x\ny\n", "", "1 2", 10, false},
		{"x\ny\nz\n", "", "", 2, true},
		{"1\r\nx\r\n3\r\n", "1:1 3:3", "2", 10, false},
	} {
		v, bad, err := Recover([]byte(tc.in), tc.limit, read)
		if tc.fails {
			if err == nil || !strings.Contains(err.Error(), "1:1") {
				t.Errorf("%q: %v, want the first error", tc.in, err)
			}
			continue
		}
		var lines []string
		for _, b := range bad {
			lines = append(lines, fmt.Sprint(b.Line))
			if !strings.Contains(b.Err.Error(), fmt.Sprintf("%d:1", b.Line)) {
				t.Errorf("%q: line %d has error %v", tc.in, b.Line, b.Err)
			}
		}
		if err != nil || strings.Join(v, " ") != tc.want || strings.Join(lines, " ") != tc.bad {
			t.Errorf("%q: %q, bad lines %q, %v; want %q, %q", tc.in, v, lines, err, tc.want, tc.bad)
		}
	}
}

// An error on no line fails the whole file.
func TestRecoverNoLine(t *testing.T) {
	_, _, err := Recover([]byte("a\n"), 10, func([]byte) (int, error) { return 0, srcpos.Errorf(0, 0, "", "empty") })
	if err == nil {
		t.Fatal("no error")
	}
}

func TestBlank(t *testing.T) {
	got, ok := Blank([]byte("a\nb\nc"), 3)
	if !ok || !bytes.Equal(got, []byte("a\nb\n")) {
		t.Errorf("%q %v", got, ok)
	}
	if _, ok := Blank([]byte("a\n\nc"), 2); ok {
		t.Error("a blank line blanked again")
	}
	if _, ok := Blank([]byte("a"), 5); ok {
		t.Error("no line 5")
	}
}

// A huge file of bad lines is not read a hundred times: the readings
// stop at MaxReread bytes and the first error is the answer.
func TestRereadBound(t *testing.T) {
	data := bytes.Repeat([]byte("bad\n"), MaxReread/4/2+1) // just over half the budget
	reads := 0
	_, _, err := Recover(data, MaxBad, func(b []byte) (int, error) {
		reads++
		n := bytes.Index(b, []byte("bad"))
		if n < 0 {
			return 0, nil
		}
		return 0, srcpos.Errorf(bytes.Count(b[:n], []byte("\n"))+1, 1, "bad", "a bad line")
	})
	if err == nil || reads > 3 {
		t.Fatalf("%d readings, error %v", reads, err)
	}
}
