package kakuro

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/sum"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Kakuro's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Kakuro{}

// Kakuro is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Kakuro struct{}

func (Kakuro) Name() string  { return "kakuro" }
func (Kakuro) Title() string { return "Kakuro (Cross Sums) puzzles" }

// Formats, in the order of detection (Detect).
func (Kakuro) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":R,"cols":C,"cells":[["-","16,",...],[",7","0",...],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link kakuro URLs (COLS/ROWS/BODY, the sums' row and column outside COLS x ROWS), one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "text", Usage: `a row a line, cells '.' (white), '#' (black), "16\7" (sums down\across)`,
			Detect: detect(FormatText), Read: reader(FormatText), Write: writer(writeText)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then ROWS rows of '0' (white), '-' (black), \"16,7\" (sums down,across)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("kakuro", fn)
}

func (Kakuro) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "amo", Usage: "the at-most-one encoding of a cell's one digit and a run's one cell per digit",
			Values: encode.AMONames(), Default: "pairwise"},
		{Name: "sum", Usage: "the run sums: table (a selector per digit set), sets (the same through one variable a digit) or pb (unary digit bits and a totalizer)",
			Values: sum.AllNames(), Default: "table"},
		{Name: "pb", Usage: "with --sum pb: unary (digit bits and a totalizer) or a pseudo-Boolean encoding of the digits' weighted sum",
			Values: append([]string{"unary"}, encode.PBNames()...), Default: "unary"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", "pairwise")); err != nil {
		return opt, err
	}
	if opt.Sum, err = sum.Parse(o.Get("sum", "table")); err != nil {
		return opt, err
	}
	if v := o.Get("pb", "unary"); v != "unary" {
		pb, err := encode.ParsePBEncoding(v)
		if err != nil {
			return opt, err
		}
		if opt.Sum != sum.PB {
			return opt, fmt.Errorf("--pb %s needs --sum pb", v)
		}
		opt.PB = &pb
	}
	return opt, nil
}

func (Kakuro) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kakuro: not a kakuro puzzle: %T", pz)
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
			fmt.Sprintf("puzzlesat kakuro %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(w,d) = 9w+d: white cell w (row-major, from 0) holds d", e.NumX()),
		},
		Stats: []puzzle.Stat{{Name: "size", Value: p.Info().Class}, {Name: "whites", Value: len(e.Cell)}, {Name: "clues", Value: len(clueOrder(p.Runs()))}},
		Note:  e.Note,
	}
}

func (Kakuro) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("kakuro: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions hold the same digits.
func (Kakuro) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Grid, sb.Grid)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Kakuro) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG (puzzle.Drawer).
func (Kakuro) DrawsSVG() bool { return true }

func (Kakuro) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "kakuro", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("kakuro: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Kakuro{}.Board(p, puzzle.View{Solution: r.First()})
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
		_, err := io.WriteString(w, JankoSolution(p, s))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
		sol, _ := s.(*Solution)
		return Text(p, sol)
	}, func(ref puzzle.Solution) error {
		s, _ := ref.(*Solution)
		return Check(p, s)
	})
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (it
// reads back) and "grid", the digits when solved.
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Rows    int           `json:"rows"`
	Cols    int           `json:"cols"`
	Cells   [][]string    `json:"cells"`
	Grid    [][]int       `json:"grid"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	AMO    string  `json:"amo"`
	Sum    string  `json:"sum"`
	Second [][]int `json:"second,omitempty"`
	Reason string  `json:"reason,omitempty"`
}

func gridOf(s *Solution) [][]int { return rowsOf(s.Rows, s.Cols, s.Grid) }

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "kakuro", Status: r.Status, Unique: r.Unique, Matches: r.Matches,
		Rows: p.Rows, Cols: p.Cols, Cells: jp.Cells}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Grid = gridOf(s)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = gridOf(r.Solutions[1].(*Solution))
	}
	if e := r.Encoding; e != nil {
		st.AMO = e.Settings["amo"]
		st.Sum = e.Settings["sum"]
		st.Reason = e.Note
	}
	return o
}
