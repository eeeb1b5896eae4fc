package kurodoko

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/shade"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Kurodoko's side of the puzzle contract (package puzzle): its
// formats, encoding options, encoder, checker and renderers.
var Kind puzzle.Kind = Kurodoko{}

// Kurodoko is the type of Kind, exported so that a package adding a
// capability (the generator, package gen) can embed it.
type Kurodoko struct{}

func (Kurodoko) Name() string  { return "kurodoko" }
func (Kurodoko) Title() string { return "Kurodoko (Kuromasu, Range) puzzles" }

// Aliases are the other names of the kind on the command line: Tatham's
// "range" and janko.at's "kuromasu".
func (Kurodoko) Aliases() []string { return []string{"range", "kuromasu"} }

// Formats, in the order of detection (Detect).
func (Kurodoko) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":5,"cols":5,"numbers":[[1,2,...],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link kurodoko URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Range game IDs (9x6:DESC), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then rows of numbers (- none), optionally the solution (x shaded, - not)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of numbers separated by blanks ('-' none), or one character a cell (1-9, a-z for 10 on, '.' none), puzzles separated by blank lines",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("kurodoko", fn)
}

func (Kurodoko) Options() []puzzle.Option {
	return []puzzle.Option{puzzle.Option(connect.Option(connect.Vertices))}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	co := connect.Option(connect.Vertices)
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", co.Default)}
	if !slices.Contains(co.Values, opt.Connectivity) {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--connectivity %s: want one of %v", opt.Connectivity, co.Values)}
	}
	return opt, nil
}

func (Kurodoko) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kurodoko: not a kurodoko puzzle: %T", pz)
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
	primary := make([]encode.Lit, e.NumS())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	pe := &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat kurodoko %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are s(r,c) = 1 + r*%d + c: cell (r,c) is shaded", e.NumS(), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "ladder", Value: e.Ladder}, {Name: "sum", Value: e.Sum}},
	}
	if e.Refine != nil {
		pe.Refine = e.Refine
		pe.LazyRule = "the unshaded cells are connected"
	}
	return pe
}

func (Kurodoko) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("kurodoko: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions shade the same cells.
func (Kurodoko) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Shaded, sb.Shaded)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko", the
// solution in the PuzzleKit dataset's form.
func (Kurodoko) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: `solve kurodoko --format svg` draws the board (puzzle.Drawer).
func (Kurodoko) DrawsSVG() bool { return true }

func (Kurodoko) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "kurodoko", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("kurodoko: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Kurodoko{}.Board(p, puzzle.View{Solution: r.First()})
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

// writeResult prints a result as text: a header line, the grid with the
// shaded cells as '#', then the other solutions shown.
func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
		sol, _ := s.(*Solution)
		return Text(p, sol)
	}, nil)
}

// JSONOutput is the JSON output of one puzzle: the puzzle (JSONPuzzle,
// so that it reads back as input) and "shaded", the solution's shaded
// cells [row, col] when solved (null otherwise).
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Rows    int           `json:"rows"`
	Cols    int           `json:"cols"`
	Numbers [][]int       `json:"numbers"`
	Shaded  [][2]int      `json:"shaded"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	// Second is the second solution's shaded cells when --unique found one.
	Second [][2]int `json:"second,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{Puzzle: "kurodoko", Status: r.Status, Unique: r.Unique, Matches: r.Matches,
		Rows: p.Rows, Cols: p.Cols, Numbers: numgrid.RowsOf(p.Cols, p.Nums)}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Shaded = shaded(s)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = shaded(r.Solutions[1].(*Solution))
	}
	if e := r.Encoding; e != nil {
		st.Connectivity = e.Settings["connectivity"]
	}
	return o
}

// shaded lists the shaded cells of s.
func shaded(s *Solution) [][2]int { return shade.ShadedCells(s.Shaded, s.Cols) }
