package nurikabe

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Nurikabe's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Nurikabe{}

// Nurikabe is the type of Kind, exported so that the generator (package
// gen) can embed it and keep every method.
type Nurikabe struct{}

func (Nurikabe) Name() string  { return "nurikabe" }
func (Nurikabe) Title() string { return "Nurikabe puzzles" }

// Formats, in the order of detection (Detect).
func (Nurikabe) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":5,"cols":5,"grid":[[0,2,0,0,0],...]} (0 empty, -1 unknown number; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link nurikabe URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of tokens (- empty, a number, ? unknown), optionally a solution grid (x shaded)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "text grids: rows of . (empty), 1-9 and A-Z (10-35) numbers, ? unknown; blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("nurikabe", fn)
}

// Options: --islands, --connectivity (the shaded cells), --card (each
// island's size), --amo (one island a cell).
func (Nurikabe) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "islands", Usage: "the island rule: lazy (cuts on each model's unshaded areas), label (cells labelled with their number, bounded distance) or owner (labels and sizes, connection by cuts)",
			Values: IslandMethods, Default: IslandMethods[0]},
		puzzle.Option(connect.Option(connect.Vertices)),
		{Name: "card", Usage: "the cardinality encoding of each island's size (--islands label)",
			Values: []string{"seqcounter", "totalizer", "cardnet", "native", "sortnetwrk", "bitwise", "ladder", "mtotalizer", "kmtotalizer", "cardnetwrk"}, Default: "seqcounter"},
		{Name: "amo", Usage: "the at-most-one encoding of a cell's islands (--islands label)",
			Values: encode.AMONames(), Default: "pairwise"},
		{Name: "total", Usage: "the number of shaded cells, cells - Σn: auto (counted when the counter is small), on, off",
			Values: CountMethods, Default: CountMethods[0]},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	opt.Islands = o.Get("islands", IslandMethods[0])
	if opt.Islands != IslandsLabel && opt.Islands != IslandsLazy && opt.Islands != IslandsOwner {
		return opt, fmt.Errorf("nurikabe: --islands %q: want one of %v", opt.Islands, IslandMethods)
	}
	opt.Count = o.Get("total", CountMethods[0])
	if opt.Count != CountAuto && opt.Count != CountOn && opt.Count != CountOff {
		return opt, fmt.Errorf("nurikabe: --total %q: want one of %v", opt.Count, CountMethods)
	}
	opt.Connectivity = o.Get("connectivity", connect.Option(connect.Vertices).Default)
	var err error
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", "seqcounter")); err != nil {
		return opt, err
	}
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", "pairwise")); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Nurikabe) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nurikabe: not a nurikabe puzzle: %T", pz)
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
	primary := make([]encode.Lit, e.NumCells())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine},
		LazyRule: "the shaded cells are connected and every island holds one number, of its size",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat nurikabe %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: cell (r,c) is shaded, variable 1 + r*%d + c", e.NumCells(), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "cells", Value: len(p.Cells)}, {Name: "numbers", Value: p.NumClues()}},
		Note:  e.Note,
	}
}

func (Nurikabe) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("nurikabe: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal (puzzle.Comparer): the same shaded cells.
func (Nurikabe) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && equal(sa, sb)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko".
func (Nurikabe) MoreOutputFormats() []string { return []string{"janko"} }

func (Nurikabe) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "nurikabe", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("nurikabe: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Nurikabe{}.Board(p, puzzle.View{Solution: r.First()})
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

func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
		sol, _ := s.(*Solution)
		return Text(p, sol)
	}, nil)
}

// JSONOutput is the JSON output of one puzzle: the puzzle's JSON form
// (it reads back as input, its shaded cells the reference) and the
// shaded cells.
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Rows    int           `json:"rows"`
	Cols    int           `json:"cols"`
	Grid    [][]int       `json:"grid"`
	Shaded  *[][2]int     `json:"shaded"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Islands      string `json:"islands"`
	Connectivity string `json:"connectivity"`
	Numbers      int    `json:"numbers"`
	// Second is the second solution's shaded cells when --unique found one.
	Second [][2]int `json:"second,omitempty"`
	Reason string   `json:"reason,omitempty"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "nurikabe", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Rows: p.Rows, Cols: p.Cols, Grid: jp.Grid}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		sh := s.Shaded
		o.Shaded = &sh
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	st.Numbers = p.NumClues()
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = r.Solutions[1].(*Solution).Shaded
	}
	if e := r.Encoding; e != nil {
		st.Islands, st.Connectivity = e.Settings["islands"], e.Settings["connectivity"]
		st.Reason = e.Note
	}
	return o
}
