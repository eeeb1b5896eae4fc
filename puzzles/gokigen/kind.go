package gokigen

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Gokigen Naname's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Gokigen{}

// Gokigen is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Gokigen struct{}

func (Gokigen) Name() string  { return "gokigen" }
func (Gokigen) Title() string { return "Gokigen Naname puzzles (Slant)" }

// Aliases are the kind's other names on the command line: Tatham's
// "slant" and the long name.
func (Gokigen) Aliases() []string { return []string{"slant", "gokigennaname"} }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// Slant game IDs and janko grids are recognised by their first lines;
// anything else is read as a text grid. Each is also written.
func (Gokigen) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":2,"cols":2,"corners":["1.0","...","2.."]} (rows+1 strings of cols+1 corners; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link gokigen URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Slant game IDs (8x8:DESC, 8x8de:DESC), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS (cells), then ROWS+1 rows of COLS+1 corner tokens (0-4, - none), optionally the solution (\\ or /)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of the corners, a row of characters a line (0-4, . none), blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("gokigen", fn)
}

// Options: the no-cycle encoding, and the redundant diamond clauses.
func (Gokigen) Options() []puzzle.Option {
	co := puzzle.Option(connect.Option(connect.Forest))
	co.Usage = "encoding of the no-loop rule: lazy (cycle cuts while solving) or leaf (complete CNF: leaf elimination)"
	return []puzzle.Option{co,
		{Name: "diamonds", Usage: "on: add the clause against the diamond around every inner corner (the smallest loop) up front",
			Values: []string{"on", "off"}, Default: "on"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	co := connect.Option(connect.Forest)
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", co.Default)}
	if !slices.Contains(co.Values, opt.Connectivity) {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--connectivity %s: want one of %v", opt.Connectivity, co.Values)}
	}
	switch d := o.Get("diamonds", "on"); d {
	case "on":
		opt.Diamonds = true
	case "off":
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--diamonds %s: want on or off", d)}
	}
	return opt, nil
}

func (Gokigen) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("gokigen: not a gokigen puzzle: %T", pz)
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
	primary := make([]encode.Lit, p.Rows*p.Cols)
	for i := range primary {
		primary[i] = e.Lit(i)
	}
	pe := &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat gokigen %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are b(r,c) = 1 + r*%d + c: cell (r,c) holds '\\' (false: '/')", len(primary), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "clues", Value: p.NumClues()}},
	}
	if e.Refine != nil {
		pe.Refine = e.Refine
		pe.LazyRule = "the diagonals form no loop"
	}
	return pe
}

func (Gokigen) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("gokigen: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same diagonals.
func (Gokigen) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Back, sb.Back)
}

// DrawsSVG: Render draws "svg".
func (Gokigen) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form (a row of '\' and '/' tokens per row of cells).
func (Gokigen) MoreOutputFormats() []string { return []string{"janko"} }

func (Gokigen) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "gokigen", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("gokigen: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
			if sol, ok := s.(*Solution); ok && sol != nil {
				return Drawing(p, sol.Back, nil)
			}
			return Drawing(p, nil, nil)
		}, func(ref puzzle.Solution) error { return Gokigen{}.Check(p, ref) })
	case "svg":
		b, err := Gokigen{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(first))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (so
// that it reads back) and "cells", the diagonals ('\' or '/') a row of
// cells a string, when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Cells   []string      `json:"cells"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	Diamonds     string `json:"diamonds"`
	// Second is the second solution's cells when --unique found one.
	Second []string `json:"second,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Cells = cellRows(s)
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		if s, ok := r.Solutions[1].(*Solution); ok {
			o.Stats.Second = cellRows(s)
		}
	}
	if e := r.Encoding; e != nil {
		o.Stats.Connectivity, o.Stats.Diamonds = e.Settings["connectivity"], e.Settings["diamonds"]
	}
	return o
}
