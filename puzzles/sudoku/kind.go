package sudoku

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Sudoku's side of the puzzle contract (package puzzle): its
// formats, encoding options, encoder, checker and renderers. It is also a
// puzzle.Comparer.
var Kind puzzle.Kind = Sudoku{}

// Sudoku is the type of Kind, exported so that a package adding a capability
// (the generator, package gen) can embed it and keep every method.
type Sudoku struct{}

func (Sudoku) Name() string { return "sudoku" }

// Aliases: Tatham's name.
func (Sudoku) Aliases() []string { return []string{"solo"} }
func (Sudoku) Title() string     { return "Sudoku puzzles (classic, jigsaw, X)" }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// Tatham Solo game IDs and janko grids are recognised by their first
// lines; anything else is read as a text grid. Each is also written.
func (Sudoku) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"size":9,"box":[3,3],"givens":[[5,3,0,...],...]} ("regions" for a jigsaw, "x":true; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link sudoku URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Solo game IDs (3x3:DESC, 2x3:DESC, 9j:DESC,BLOCKS, 3x3x:DESC), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: N N, N rows of tokens (- empty), then N rows of region labels for a jigsaw",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of N rows of N characters (1-9, A-Z for 10 on; . 0 or - empty), or one puzzle per line of N² characters",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

// reader reads a source in format f (puzzle.ReadItems): in the formats
// of one puzzle a line a bad line is an item with its error and the
// others go on; a reference solution goes with its item.
func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("sudoku", fn)
}

func (Sudoku) Options() []puzzle.Option {
	return append([]puzzle.Option{
		{Name: "model", Usage: "extended (exactly-one everywhere), efficient (cells exactly one, units at most one) or minimal (cells at least one, units at most one)",
			Values: modelNames.List(), Default: "extended"},
	}, puzzle.ExactlyOneOptions("the at-most-one encoding",
		"encode each exactly-one / at-most-one as a cardinality constraint instead of --amo")...)
}

// OptionsFrom reads the contract's option settings (missing: defaults).
// card and a non-default amo exclude each other.
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Model, err = ParseModel(o.Get("model", "extended")); err != nil {
		return opt, err
	}
	eo, err := puzzle.ReadExactlyOne(o)
	if err != nil {
		return opt, err
	}
	opt.AMO, opt.Card, opt.UseCard = eo.AMO, eo.Card, eo.UseCard
	return opt, nil
}

func (Sudoku) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("sudoku: not a sudoku puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		return nil, srcpos.WithFile(srcpos.WithSource(err, p.src), p.file)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := make([]encode.Lit, e.NumX())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat sudoku %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(r,c,d) = 1 + (r*%d+c)*%d + d-1: cell (r,c) holds digit d", e.NumX(), p.N, p.N),
		},
		Stats: []puzzle.Stat{{Name: "size", Value: p.N}, {Name: "givens", Value: p.NumGivens()}, {Name: "variant", Value: p.Variant()}},
		Note:  e.Note,
	}
}

func (Sudoku) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("sudoku: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same grid.
func (Sudoku) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.N == sb.N && slices.Equal(sa.Grid, sb.Grid)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko", the
// solution grid in the PuzzleKit dataset's form.
func (Sudoku) MoreOutputFormats() []string { return []string{"janko"} }

func (Sudoku) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "sudoku", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("sudoku: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Sudoku{}.Board(p, puzzle.View{Solution: r.First()})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		s, ok := r.First().(*Solution)
		if !ok || r.Status != puzzle.Solved {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(s))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}
