package kindtest

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// write writes p in format f, a panic turned into an error.
func write(f puzzle.Format, p puzzle.Puzzle) (out []byte, err error) {
	var b bytes.Buffer
	if msg := protect(func() { err = f.Write(&b, p) }); msg != "" {
		return nil, fmt.Errorf("the format's Write panics: %s", msg)
	}
	return b.Bytes(), err
}

// readOne reads data in the named format ("" detects), expecting one
// puzzle, a panic turned into an error.
func (s *suite) readOne(name string, data []byte, format string) (it puzzle.Item, err error) {
	var items []puzzle.Item
	if msg := protect(func() { items, err = puzzle.ReadAll(s.k, s.source(name, data), format) }); msg != "" {
		return it, fmt.Errorf("the kind's Read panics: %s", msg)
	}
	if err != nil {
		return it, err
	}
	if len(items) != 1 {
		return it, fmt.Errorf("%d puzzles read, want 1", len(items))
	}
	return items[0], nil
}

// formats round-trips every example puzzle through every format that
// writes it: written, read back, written again, the same text; the
// puzzle read back has the same solutions. The format a puzzle was read
// from must write it.
func (s *suite) formats(t *testing.T) {
	var writers, readers []string
	for _, f := range s.k.Formats() {
		if f.Write != nil {
			writers = append(writers, f.Name)
		}
		if f.Read != nil {
			readers = append(readers, f.Name)
		}
	}
	t.Logf("formats read: %v; written: %v", readers, writers)
	if len(readers) == 0 {
		t.Fatalf("%s reads no format", s.k.Name())
	}
	for _, e := range s.entries {
		p := e.item.Puzzle
		texts := map[string][]byte{}
		for _, f := range s.k.Formats() {
			if f.Write == nil {
				continue
			}
			out, err := write(f, p)
			switch {
			case err != nil && f.Name == e.format:
				t.Errorf("%s: read in %s, not written in %s: %v", e.name(), f.Name, f.Name, err)
			case err != nil:
				t.Logf("%s: not written in %s: %v", e.name(), f.Name, err)
			case len(bytes.TrimSpace(out)) == 0:
				t.Errorf("%s: written in %s as nothing", e.name(), f.Name)
			default:
				texts[f.Name] = out
			}
		}
		for _, f := range s.k.Formats() {
			text, ok := texts[f.Name]
			if !ok || f.Read == nil {
				continue
			}
			s.roundTrip(t, e, f, text)
		}
	}
}

// roundTrip reads text, e's puzzle written in f, back and compares.
func (s *suite) roundTrip(t *testing.T, e *entry, f puzzle.Format, text []byte) {
	name := fmt.Sprintf("%s as %s", e.name(), f.Name)
	it, err := s.readOne(e.ex.Name, text, f.Name)
	if err != nil {
		t.Errorf("%s: not read back: %v\n%s", name, err, text)
		return
	}
	again, err := write(f, it.Puzzle)
	if err != nil {
		t.Errorf("%s: read back, not written again: %v", name, err)
		return
	}
	if !bytes.Equal(again, text) {
		t.Errorf("%s: written, read back and written again differs:\n%s\n---\n%s", name, text, again)
		return
	}
	// Detection picks a format that reads the text back to the puzzle.
	d, err := puzzle.Detected(s.k, text, "")
	if err != nil {
		t.Errorf("%s: no format detected: %v", name, err)
		return
	}
	if d.Name != f.Name {
		dit, err := s.readOne(e.ex.Name, text, "")
		if err != nil {
			t.Errorf("%s: detected as %s, which does not read it: %v", name, d.Name, err)
			return
		}
		if out, err := write(f, dit.Puzzle); err != nil || !bytes.Equal(out, text) {
			t.Errorf("%s: detected as %s, which reads another puzzle (%v):\n%s\n---\n%s", name, d.Name, err, text, out)
			return
		}
	}
	if e.big {
		return
	}
	r, err := solve.One(s.ctx, s.k, it, solve.Options{Unique: true})
	if err != nil {
		t.Errorf("%s: solve: %v", name, err)
		return
	}
	if r.Status != e.res.Status || r.Unique != e.res.Unique {
		t.Errorf("%s: %s, but the puzzle read first is %s", name, puzzle.StatusLine(r), puzzle.StatusLine(e.res))
		return
	}
	for _, sol := range r.Solutions {
		if err := s.checkSol(e.item.Puzzle, sol); err != nil {
			t.Errorf("%s: its solution is no solution of the puzzle read first: %v", name, err)
		}
	}
	for _, sol := range e.res.Solutions {
		if err := s.checkSol(it.Puzzle, sol); err != nil {
			t.Errorf("%s: the solution of the puzzle read first is no solution of it: %v", name, err)
		}
	}
}
