package puzzle_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// linePuzzle is a toy parsed puzzle: one per line, "bad" does not parse,
// "invalid" parses but does not validate, "ref" comes with a solution.
type linePuzzle struct {
	line int
	text string
}

func (p *linePuzzle) Info() puzzle.Info { return puzzle.Info{Name: fmt.Sprintf("x:%d", p.line)} }
func (p *linePuzzle) SourceLine() int   { return p.line }
func (p *linePuzzle) Validate() error {
	if p.text == "invalid" {
		return errors.New("invalid")
	}
	return nil
}
func (p *linePuzzle) Reference() puzzle.Solution {
	if p.text == "ref" {
		return "the solution"
	}
	return nil
}

func parseLines(data []byte) ([]*linePuzzle, error) {
	var out []*linePuzzle
	for i, l := range bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n")) {
		if len(bytes.TrimSpace(l)) == 0 {
			continue // a blank line (linewise blanks a bad one to read on)
		}
		if string(l) == "bad" {
			return nil, srcpos.Errorf(i+1, 1, "bad", "a bad line")
		}
		out = append(out, &linePuzzle{line: i + 1, text: string(l)})
	}
	return out, nil
}

// TestReadItems: bad lines become items of their own in line order, an
// invalid puzzle an item with its error, a reference goes with its item;
// without perLine a bad line fails the whole source.
func TestReadItems(t *testing.T) {
	src := puzzle.Source{Name: "x", Data: []byte("a\nbad\ninvalid\nref\n")}
	items, err := puzzle.ReadItems(src, true, true, parseLines)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range items {
		switch {
		case it.Err != nil:
			got = append(got, it.Info.Name+" error")
		case it.Reference != nil:
			got = append(got, it.Info.Name+" ref")
		default:
			got = append(got, it.Info.Name)
		}
	}
	if want := "x:1 | x:2 error | x:3 error | x:4 ref"; strings.Join(got, " | ") != want {
		t.Errorf("items %q, want %q", strings.Join(got, " | "), want)
	}
	if _, err := puzzle.ReadItems(src, false, true, parseLines); err == nil {
		t.Error("a bad line read as a whole source: no error")
	}
	write := puzzle.Writer("toy", func(w io.Writer, p *linePuzzle) error { _, err := io.WriteString(w, p.text); return err })
	var b bytes.Buffer
	if err := write(&b, &linePuzzle{text: "a"}); err != nil || b.String() != "a" {
		t.Errorf("Writer: %q %v", b.String(), err)
	}
	if err := write(&b, "not a toy"); err == nil || !strings.Contains(err.Error(), "not a toy puzzle") {
		t.Errorf("Writer of another type: %v", err)
	}
}
