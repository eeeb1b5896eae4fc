package galaxies

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

// Kind is Galaxies' side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Galaxies{}

// Galaxies is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Galaxies struct{}

func (Galaxies) Name() string  { return "galaxies" }
func (Galaxies) Title() string { return "Galaxies puzzles (Tentai Show)" }

// Aliases are the kind's other names on the command line (pzprjs').
func (Galaxies) Aliases() []string { return []string{"tentaisho"} }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// Galaxies game IDs and janko grids are recognised by their first lines;
// anything else is read as a text drawing. Each is also written.
func (Galaxies) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":7,"cols":7,"dots":[[0,1],[2.5,5],...]} (row, column; .5 on an edge; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link tentaisho URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Galaxies game IDs (7x7:DESC), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then rows of tokens (a dot 0 centre, 1 right edge, 2 bottom edge, 3 bottom right corner; - none), the solution's galaxy numbers may follow",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "drawings of 2*ROWS+1 lines of 2*COLS+1 characters (+ - | the grid, o a dot), blank lines between them",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, false, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("galaxies", fn)
}

// connectivityOption is --connectivity with Galaxies' default.
func connectivityOption() connect.OptionSpec {
	o := connect.Option(connect.Vertices)
	o.Default = DefaultConnectivity
	return o
}

// Options: the connectivity encoding of the galaxies.
func (Galaxies) Options() []puzzle.Option {
	return []puzzle.Option{puzzle.Option(connectivityOption())}
}

// OptionsFrom reads the contract's option settings.
func OptionsFrom(o puzzle.Options) Options {
	return Options{Explain: o.Explain, Connectivity: o.Get("connectivity", DefaultConnectivity)}
}

func (Galaxies) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("galaxies: not a galaxies puzzle: %T", pz)
	}
	e, err := Encode(p, OptionsFrom(o))
	if err != nil {
		return nil, srcpos.WithFile(err, p.Name)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := make([]encode.Lit, len(e.Vars))
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine},
		LazyRule: "each galaxy is connected",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    append(primary, e.Walls...),
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Note:     e.Note,
		Header: []string{
			fmt.Sprintf("puzzlesat galaxies %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: connectivity=%s", e.Options.Connectivity),
			fmt.Sprintf("primary variables 1..%d: x(cell,dot), cell (r,c) is in the galaxy of dot d, cell by cell row-major, for each cell the dots its opposite cell is on the grid for, in the dots' order", len(e.Vars)),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "dots", Value: len(p.Dots)}, {Name: "candidates", Value: len(e.Vars)}},
	}
}

func (Galaxies) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("galaxies: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions divide the grid alike (puzzle.Comparer).
func (Galaxies) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Region, sb.Region)
}

// DrawsSVG: Render draws "svg" (the board: dots, galaxies filled, walls).
func (Galaxies) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form (each cell its galaxy's number).
func (Galaxies) MoreOutputFormats() []string { return []string{"janko"} }

func (Galaxies) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "galaxies", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("galaxies: Render of %T", r.Item.Puzzle)
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
			sol, _ := s.(*Solution)
			return Drawing(p, sol)
		}, func(ref puzzle.Solution) error {
			s, _ := ref.(*Solution)
			return Check(p, s)
		})
	case "svg":
		b, err := Galaxies{}.Board(p, puzzle.View{Solution: first})
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
// that it reads back) and "regions", each cell's dot (an index into
// "dots"), when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Regions [][]int       `json:"regions,omitempty"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	Dots         int    `json:"dots"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		for row := 0; row < p.Rows; row++ {
			o.Regions = append(o.Regions, append([]int(nil), s.Region[row*p.Cols:(row+1)*p.Cols]...))
		}
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	o.Stats.Dots = len(p.Dots)
	if e := r.Encoding; e != nil {
		o.Stats.Connectivity = e.Settings["connectivity"]
	}
	return o
}
