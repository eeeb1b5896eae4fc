package puzzle

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/format/linewise"
)

// Parsed is a genre's parsed puzzle as ReadItems takes it: its Info and
// the line it starts on. It may also be a Validator (with validate, a
// puzzle that reads but breaks the genre's limits is an item with that
// error) and a Referenced (a solution came with it).
type Parsed interface {
	Info() Info
	// SourceLine is the 1-based line of the input the puzzle starts on.
	SourceLine() int
}

// Validator is a parsed puzzle that can say it is invalid.
type Validator interface{ Validate() error }

// Referenced is a parsed puzzle that came with a solution (a janko
// block's, a JSON output read back), or nil.
type Referenced interface{ Reference() Solution }

// ReadItems turns the puzzles that parse reads from src into items, the
// work every genre's Format.Read shares. With perLine (formats of one
// puzzle a line: Tatham IDs, puzz.link URLs) a line that does not read is
// an item with its error, in line order among the others, and the file
// goes on (up to linewise.MaxBad bad lines); otherwise an error fails the
// whole source. With validate (for a parser that does not validate
// itself), a puzzle that reads but does not validate is an item with
// that error; a reference solution goes with its item.
func ReadItems[P Parsed](src Source, perLine, validate bool, parse func(data []byte) ([]P, error)) ([]Item, error) {
	var ps []P
	var bad []linewise.LineError
	var err error
	if perLine {
		ps, bad, err = linewise.Recover(src.Data, linewise.MaxBad, parse)
	} else {
		ps, err = parse(src.Data)
	}
	if err != nil {
		return nil, err
	}
	badLine := func(b linewise.LineError) Item {
		return Item{Info: Info{Name: fmt.Sprintf("%s:%d", src.Name, b.Line)}, Err: b.Err}
	}
	items := make([]Item, 0, len(ps)+len(bad))
	for _, p := range ps {
		for len(bad) > 0 && bad[0].Line < p.SourceLine() {
			items, bad = append(items, badLine(bad[0])), bad[1:]
		}
		it := Item{Puzzle: p, Info: p.Info()}
		if v, ok := any(p).(Validator); ok && validate {
			if err := v.Validate(); err != nil {
				it = Item{Info: p.Info(), Err: err}
			}
		}
		if r, ok := any(p).(Referenced); ok && it.Err == nil {
			it.Reference = r.Reference()
		}
		items = append(items, it)
	}
	for _, b := range bad {
		items = append(items, badLine(b))
	}
	return items, nil
}

// Writer is a Format.Write from a writer of the genre's own puzzle type
// P: any other puzzle is an error naming the kind.
func Writer[P Puzzle](kind string, fn func(io.Writer, P) error) func(io.Writer, Puzzle) error {
	return func(w io.Writer, pz Puzzle) error {
		p, ok := pz.(P)
		if !ok {
			return fmt.Errorf("%s: not a %s puzzle: %T", kind, kind, pz)
		}
		return fn(w, p)
	}
}
