package kindtest

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// garbage is what garbling puts in place of one byte of an example.
var garbage = []string{"", "#", "x", "0", "9", "-", "{", "\"", " ", "\n", "\xff", "99999999999999999999", "-1"}

// mutations are truncated and garbled versions of data.
func mutations(data []byte) [][]byte {
	var out [][]byte
	n := len(data)
	if n == 0 {
		return nil
	}
	for _, cut := range []int{1, n / 8, n / 4, n / 3, n / 2, 2 * n / 3, 3 * n / 4, 7 * n / 8, n - 1} {
		if cut > 0 && cut < n {
			out = append(out, data[:cut])
		}
	}
	if i := bytes.IndexByte(data, '\n'); i > 0 && i+1 < n {
		out = append(out, data[:i+1], data[i+1:])
	}
	const positions = 7
	for k := 0; k < positions; k++ {
		at := k * n / positions
		for _, g := range garbage {
			m := append(append(append([]byte(nil), data[:at]...), g...), data[at+1:]...)
			out = append(out, m)
		}
	}
	return out
}

// badInput feeds truncated and garbled examples to Read, and every
// example to every format by name: puzzles or positioned errors, never a
// panic.
func (s *suite) badInput(t *testing.T, examples []Example) {
	fed, errs := 0, 0
	for _, ex := range examples {
		for _, f := range s.k.Formats() {
			if f.Read == nil {
				continue
			}
			fed++
			errs += s.feed(t, ex.Name, ex.Data, f.Name, "read as "+f.Name)
		}
		for i, m := range mutations(ex.Data) {
			fed++
			errs += s.feed(t, ex.Name, m, "", fmt.Sprintf("mutation %d", i+1))
		}
	}
	t.Logf("%d bad or foreign inputs read: %d errors, %d of them about something missing, without line:column (the first: %s)", fed, errs, s.unplaced, s.firstUnplaced)
}

// feed reads data and checks the errors it gives; it returns the number
// of errors (0 or 1).
func (s *suite) feed(t *testing.T, name string, data []byte, format, what string) int {
	var items []puzzle.Item
	var err error
	// No counter: a garbled file is not worth solving to settle a reading.
	src := puzzle.Source{Name: name, Data: data}
	if p := protect(func() { items, err = puzzle.Read(s.k, src, format) }); p != "" {
		t.Errorf("%s (%s): Read panics on %s: %s", name, what, short(data), p)
		return 1
	}
	if err != nil {
		if perr := s.positioned(err, name); perr != nil {
			t.Errorf("%s (%s): %v: %s", name, what, perr, short(data))
		}
		return 1
	}
	bad := 0
	for _, it := range items {
		switch {
		case it.Err != nil:
			bad = 1
			if perr := s.positioned(it.Err, name); perr != nil {
				t.Errorf("%s (%s): item %s: %v: %s", name, what, it.Info.Name, perr, short(data))
			}
		case it.Puzzle == nil:
			t.Errorf("%s (%s): an item without a puzzle or an error: %s", name, what, short(data))
		}
	}
	return bad
}

// positioned says what is wrong with err as a reader's error: it must be
// a *srcpos.Error naming the source; one that quotes offending text must
// say where it is, line and column. An error about something missing
// (srcpos's conventions: line 0 for the whole input, "empty input";
// column 0 for a line, "no puzzle in the input" at the end) quotes
// nothing: its position is counted in s.unplaced.
func (s *suite) positioned(err error, name string) error {
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		return fmt.Errorf("error %q (%T) is not a *srcpos.Error", err, err)
	}
	if pe.File != name {
		return fmt.Errorf("error %q does not name the source %q", err, name)
	}
	if pe.Line >= 1 && pe.Col >= 1 {
		return nil
	}
	if pe.Text != "" {
		return fmt.Errorf("error %q quotes text but has no line:column", err)
	}
	if s.unplaced == 0 {
		s.firstUnplaced = err.Error()
	}
	s.unplaced++
	return nil
}
