package yajilin

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

// Kind is Yajilin's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Yajilin{}

// Yajilin is the type of Kind.
type Yajilin struct{}

func (Yajilin) Name() string  { return "yajilin" }
func (Yajilin) Title() string { return "Yajilin puzzles" }

// Looks reports whether data is a Yajilin in a format no other kind
// shares (puzzle.Detector): a puzz.link yajilin URL. janko, text and
// JSON grids are left to the caller.
func (Yajilin) Looks(data []byte) (string, bool) {
	if Detect(data) == FormatPuzzLink {
		return "puzzlink", true
	}
	return "", false
}

// Formats, in the order of detection (Detect): JSON, puzz.link URLs and
// janko grids are recognised by their first lines; anything else is read
// as a text grid.
func (Yajilin) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":7,"cols":7,"grid":[["-","1w",...],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link yajilin URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then rows of tokens (2s an arrow clue, x a clue cell without number, - plain)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "rows of blank-separated tokens as janko's without the header, blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("yajilin", fn)
}

// Options: the arrows' cardinality encoding and the single-cycle
// encoding.
func (Yajilin) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "card", Usage: "the encoding of each arrow's exactly-k shaded cells",
			Values: append([]string{"seqcounter", "totalizer", "cardnet", "binomial", "native"}, encode.CardNames()[5:]...), Default: "seqcounter"},
		puzzle.Option(connect.Option(connect.Cycle)),
	}
}

// OptionsFrom reads the contract's option settings.
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", connect.Option(connect.Cycle).Default)}
	var err error
	opt.Card, err = encode.ParseCardEncoding(o.Get("card", "seqcounter"))
	return opt, err
}

func (Yajilin) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("yajilin: not a yajilin puzzle: %T", pz)
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
	n := p.Rows * p.Cols
	primary := make([]encode.Lit, n+p.NumEdges())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine},
		LazyRule: "the lines form one loop",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat yajilin %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: card=%v connectivity=%s", e.Options.Card, e.Options.Connectivity),
			fmt.Sprintf("primary variables 1..%d: cells shaded (row-major), then %d..%d: lines between adjacent cells, horizontal ones first", n, n+1, n+p.NumEdges()),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "clues", Value: p.NumClues()}},
	}
}

func (Yajilin) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("yajilin: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same.
func (Yajilin) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Shaded, sb.Shaded) && slices.Equal(sa.H, sb.H) && slices.Equal(sa.V, sb.V)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form.
func (Yajilin) MoreOutputFormats() []string { return []string{"janko"} }

func (Yajilin) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "yajilin", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("yajilin: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		fmt.Fprintf(w, "# %s: %s: %s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r))
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
	case "svg":
		b, err := Yajilin{}.Board(p, puzzle.View{Solution: first})
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

// JSONOutput is the JSON output of one puzzle: the puzzle's fields and,
// when solved, "shaded" (the shaded cells) and "loop" (the loop's cells
// in order).
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status    `json:"status"`
	Unique  puzzle.Unique    `json:"unique"`
	Matches *bool            `json:"matches_reference,omitempty"`
	Shaded  [][2]int         `json:"shaded"`
	Loop    [][2]int         `json:"loop"`
	Stats   puzzle.JSONStats `json:"stats"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		for i, on := range s.Shaded {
			if on {
				o.Shaded = append(o.Shaded, [2]int{i / p.Cols, i % p.Cols})
			}
		}
		o.Loop = LoopCells(p, s)
	}
	o.Stats = puzzle.NewJSONStats(r)
	return o
}

// LoopCells are the cells of s's loop in order from its first cell
// row-major (nil without a line).
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
