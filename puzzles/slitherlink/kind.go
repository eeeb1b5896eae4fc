package slitherlink

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

// Kind is Slitherlink's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Slitherlink{}

// Slitherlink is the type of Kind, exported so that the generator
// (package gen) can embed it.
type Slitherlink struct{}

func (Slitherlink) Name() string  { return "slitherlink" }
func (Slitherlink) Title() string { return "Slitherlink puzzles (Loopy, square grids)" }

// Aliases are the kind's other names on the command line (Tatham's).
func (Slitherlink) Aliases() []string { return []string{"loopy"} }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// Loopy game IDs and janko grids are recognised by their first lines;
// anything else is read as a text grid. Each is also written.
func (Slitherlink) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":5,"cols":5,"clues":["3.2..","..."]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link slither URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Loopy game IDs of square grids (7x7t0:DESC), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then rows of tokens (0-4, - no clue)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of rows of characters (0-4, . no clue, ? unknown), blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("slitherlink", fn)
}

// Options: the clues' cardinality encoding and the single-cycle
// encoding.
func (Slitherlink) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "card", Usage: "the encoding of each clue's exactly-k of its 4 edges",
			Values: encode.CardNames(), Default: "binomial"},
		puzzle.Option(connect.Option(connect.Cycle)),
	}
}

// OptionsFrom reads the contract's option settings.
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", connect.Option(connect.Cycle).Default)}
	var err error
	opt.Card, err = encode.ParseCardEncoding(o.Get("card", "binomial"))
	return opt, err
}

func (Slitherlink) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("slitherlink: not a slitherlink puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		return nil, srcpos.WithFile(err, p.Name)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := make([]encode.Lit, p.NumEdges())
	for i := range primary {
		primary[i] = e.Lit(i)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine},
		LazyRule: "the loop edges form one loop",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat slitherlink %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: card=%v connectivity=%s", e.Options.Card, e.Options.Connectivity),
			fmt.Sprintf("primary variables 1..%d: lattice edges, the %d horizontal ones (r,c)-(r,c+1) row by row, then the vertical ones (r,c)-(r+1,c)", p.NumEdges(), p.NH()),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "clues", Value: p.NumClues()}, {Name: "edges", Value: p.NumEdges()}},
		Note:  e.Note,
	}
}

func (Slitherlink) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("slitherlink: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same loop.
func (Slitherlink) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.H, sb.H) && slices.Equal(sa.V, sb.V)
}

// DrawsSVG: Render draws "svg".
func (Slitherlink) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form (cells inside the loop "x", outside "-").
func (Slitherlink) MoreOutputFormats() []string { return []string{"janko"} }

func (Slitherlink) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "slitherlink", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("slitherlink: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r, first)
	case "svg":
		b, err := Slitherlink{}.Board(p, puzzle.View{Solution: first})
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

func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result, first *Solution) error {
	note := ""
	if r.Matches != nil {
		note = ", matches the reference"
		if !*r.Matches {
			note = ", DIFFERS from the reference"
		}
	}
	fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r), note)
	if _, err := io.WriteString(w, Drawing(p, first)); err != nil {
		return err
	}
	heads, others := puzzle.Others(r)
	for i, s := range others {
		fmt.Fprintf(w, "# %s:\n", heads[i])
		if _, err := io.WriteString(w, Drawing(p, s.(*Solution))); err != nil {
			return err
		}
	}
	return nil
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (so
// that it reads back) and "loop", the loop's points in order from its
// top-left point, when solved.
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
	Card         string `json:"card"`
	Connectivity string `json:"connectivity"`
	Clues        int    `json:"clues"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Loop = LoopPoints(p, s)
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	o.Stats.Clues = p.NumClues()
	if e := r.Encoding; e != nil {
		o.Stats.Card, o.Stats.Connectivity = e.Settings["card"], e.Settings["connectivity"]
	}
	return o
}

// LoopPoints are the points of s's loop in order, from its first point
// row-major, heading right first (nil when s has no loop edge, or
// several loops: the first one only).
func LoopPoints(p *Puzzle, s *Solution) [][2]int {
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
	for cur != a && len(pts) <= p.NumPoints() {
		pts = append(pts, cur)
		next := prev
		for _, e := range p.PointEdges(cur[0], cur[1]) {
			if !s.Edge(e) {
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
