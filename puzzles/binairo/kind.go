package binairo

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Binairo's side of the puzzle contract (package puzzle): its
// formats, encoding options, encoder, checker and renderers.
var Kind puzzle.Kind = Binairo{}

// Binairo is the type of Kind, exported so that a package adding a
// capability (the generator, package gen) can embed it and keep every
// method.
type Binairo struct{}

func (Binairo) Name() string  { return "binairo" }
func (Binairo) Title() string { return "Binairo (Takuzu, Tatham's Unruly) puzzles" }

// Aliases are the other names of the kind on the command line
// (puzzle.Aliaser): Tatham's Unruly and the name Takuzu.
func (Binairo) Aliases() []string { return []string{"unruly", "takuzu"} }

// Formats, in the order of detection (Detect): JSON, Tatham Unruly game
// IDs and janko grids are recognised by their first lines; anything else
// is read as a text grid. Each is also written.
func (Binairo) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":6,"cols":6,"givens":["1..0..",...]} ("distinct":true for unique lines; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "tatham", Usage: "Tatham Unruly game IDs (8x8:DESC, 10x10u:DESC with distinct lines), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of tokens 1, 2 (the digit 0), - empty",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of rows of 0, 1 and . (empty), a line \"distinct\" first for unique lines",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("binairo", fn)
}

var cardValues = encode.CardNames()

func (Binairo) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "card", Usage: "the cardinality encoding of the balance rule (half of every row and column is 1)",
			Values: cardValues, Default: DefaultCard.String()},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	opt.Card, err = encode.ParseCardEncoding(o.Get("card", DefaultCard.String()))
	return opt, err
}

func (Binairo) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("binairo: not a binairo puzzle: %T", pz)
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
			fmt.Sprintf("puzzlesat binairo %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(r,c) = 1 + r*%d + c: cell (r,c) holds 1 (false: 0)", e.NumX(), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "givens", Value: p.NumGivens()},
			{Name: "distinct", Value: p.Distinct}},
		Report: func() []puzzle.Stat {
			c := e.Counts
			return []puzzle.Stat{{Name: "clauses_three", Value: c.Three}, {Name: "clauses_balance", Value: c.Balance},
				{Name: "clauses_distinct", Value: c.Distinct}, {Name: "aux_distinct", Value: c.DistinctAux}, {Name: "clauses_givens", Value: c.Givens}}
		},
	}
}

func (Binairo) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("binairo: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same grid.
func (Binairo) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Grid, sb.Grid)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko", the
// solution grid in the PuzzleKit dataset's form.
func (Binairo) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: `solve binairo --format svg` and explanation pictures draw the
// board (puzzle.Drawer).
func (Binairo) DrawsSVG() bool { return true }

func (Binairo) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "binairo", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("binairo: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Binairo{}.Board(p, puzzle.View{Solution: r.First()})
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
