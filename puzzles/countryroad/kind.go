package countryroad

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

// Kind is Country Road's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = CountryRoad{}

// CountryRoad is the type of Kind, exported so that the generator
// (package gen) can embed it.
type CountryRoad struct{}

func (CountryRoad) Name() string  { return "countryroad" }
func (CountryRoad) Title() string { return "Country Road puzzles" }

// Formats, in the order of detection (Detect).
func (CountryRoad) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":2,"cols":2,"numbers":[[2,-1],[-1,-1]],"regions":[[1,1],[2,2]]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link country URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of region numbers (- none), rows of region labels, optionally the solution (se, ew, ... a loop cell's directions, - off the loop)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "rows of cells: a region label (letters), the region's number after it in one cell (a3 a b), puzzles separated by blank lines",
			Detect: detect(FormatText), Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("countryroad", fn)
}

// connOption is the --connectivity option, DefaultConnectivity first.
func connOption() connect.OptionSpec {
	o := connect.Option(connect.Cycle)
	o.Default = DefaultConnectivity
	return o
}

// Options: the single-cycle encoding and the cardinality encoding.
func (CountryRoad) Options() []puzzle.Option {
	return []puzzle.Option{
		puzzle.Option(connOption()),
		{Name: "card", Usage: "the cardinality encoding of each number (exactly k visited cells) and of each region's two border lines (binomial above 10 literals falls back to seqcounter)",
			Values: encode.CardNames(), Default: DefaultCard.String()},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	co := connOption()
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", co.Default)}
	if !slices.Contains(co.Values, opt.Connectivity) {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--connectivity %s: want one of %v", opt.Connectivity, co.Values)}
	}
	var err error
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", DefaultCard.String())); err != nil {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--card: %v", err)}
	}
	return opt, nil
}

func (CountryRoad) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("countryroad: not a countryroad puzzle: %T", pz)
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
	primary := make([]encode.Lit, e.NumPrimary())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	n := p.Rows * p.Cols
	pe := &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat countryroad %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: connectivity=%s card=%v", e.Options.conn(), e.Options.Card),
			fmt.Sprintf("primary variables 1..%d: v(r,c) = 1 + r*%d + c, cell (r,c) is visited", n, p.Cols),
			fmt.Sprintf("primary variables %d..%d: lines between cell centres, the %d horizontal ones (r,c)-(r,c+1) row by row, then the vertical ones (r,c)-(r+1,c)", n+1, n+p.NumEdges(), p.NH()),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "regions", Value: p.Regions.N},
			{Name: "numbers", Value: p.NumNumbers()}, {Name: "edges", Value: p.NumEdges()}},
	}
	if e.Refine != nil {
		pe.Refine = e.Refine
		pe.LazyRule = "the lines form one loop"
	}
	return pe
}

func (CountryRoad) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("countryroad: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same loop.
func (CountryRoad) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.H, sb.H) && slices.Equal(sa.V, sb.V)
}

// DrawsSVG: Render draws "svg".
func (CountryRoad) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form (each loop cell its two directions, "-" off the loop).
func (CountryRoad) MoreOutputFormats() []string { return []string{"janko"} }

func (CountryRoad) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "countryroad", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("countryroad: Render of %T", r.Item.Puzzle)
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
			if sol == nil {
				return Text(p)
			}
			return Text(p) + Drawing(p, sol)
		}, func(ref puzzle.Solution) error { return CountryRoad{}.Check(p, ref) })
	case "svg":
		b, err := CountryRoad{}.Board(p, puzzle.View{Solution: first})
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
// that it reads back) and "loop", the loop's cells in order from its
// first cell row-major, when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Loop    [][2]int      `json:"loop"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	Card         string `json:"card"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Loop = LoopCells(p, s)
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	if e := r.Encoding; e != nil {
		o.Stats.Connectivity, o.Stats.Card = e.Settings["connectivity"], e.Settings["card"]
	}
	return o
}

// LoopCells are the cells of s's loop in order, from its first cell
// row-major (nil when s has no loop edge; with several loops the first
// one only).
func LoopCells(p *Puzzle, s *Solution) [][2]int {
	first := -1
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) {
			first = e
			break
		}
	}
	if first < 0 {
		return nil
	}
	a, b := p.EdgeEnds(first)
	pts := [][2]int{a}
	prev, cur := a, b
	for cur != a && len(pts) <= p.Rows*p.Cols {
		pts = append(pts, cur)
		next := prev
		for _, e := range p.CellEdges(cur[0], cur[1]) {
			if e < 0 || !s.Edge(e) {
				continue
			}
			x, y := p.EdgeEnds(e)
			o := x
			if x == cur {
				o = y
			}
			if o != prev {
				next = o
				break
			}
		}
		if next == prev {
			break
		}
		prev, cur = cur, next
	}
	return pts
}
