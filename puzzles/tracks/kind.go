package tracks

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

// Kind is Tracks' side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Tracks{}

// Tracks is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Tracks struct{}

func (Tracks) Name() string  { return "tracks" }
func (Tracks) Title() string { return "Tracks puzzles (Train Tracks)" }

// Formats, in the order of detection (Detect): JSON, Tracks game IDs and
// the plain form are recognised by their first lines; anything else is
// read as a text grid. Each is also written.
func (Tracks) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":8,"cols":8,"row_counts":[...],"col_counts":[...],"ends":[{"cell":[3,0],"dir":"w"},...],"pieces":[{"cell":[0,3],"piece":"se"}]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "tatham", Usage: "Tatham Tracks game IDs (8x8:DESC,COUNTS), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "plain grids: ROWS COLS, the column counts, then each row's count and cells (ns, ew, ne, nw, se, sw a piece; n, s, w, e an end; - none)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids: the column counts, then each row's count and cells (─ │ ┌ ┐ └ ┘ a piece; . none), blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham, true, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("tracks", fn)
}

// Options: the one-track encoding and the counts' encoding.
func (Tracks) Options() []puzzle.Option {
	cyc := puzzle.Option(connect.Option(connect.Cycle))
	cyc.Default = DefaultConnectivity
	var cards []string
	for _, c := range encode.CardEncodings() {
		cards = append(cards, c.String())
	}
	return []puzzle.Option{cyc,
		{Name: "card", Usage: "the cardinality encoding of the row and column counts", Values: cards, Default: DefaultCard.String()}}
}

// OptionsFrom reads the contract's option settings.
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain, Connectivity: o.Get("connectivity", DefaultConnectivity)}
	var err error
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", DefaultCard.String())); err != nil {
		return opt, &puzzle.UsageError{Msg: err.Error()}
	}
	return opt, nil
}

func (Tracks) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tracks: not a tracks puzzle: %T", pz)
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
	facts := append([]encode.Lit(nil), primary...)
	for i := 0; i < p.Rows*p.Cols; i++ {
		facts = append(facts, e.CellLit(i))
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine},
		LazyRule: "the track runs from end to end in one piece",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    facts,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat tracks %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: connectivity=%s card=%s", e.Options.Connectivity, e.Options.Card),
			fmt.Sprintf("primary variables 1..%d: track between cell centres, the %d horizontal ones (r,c)-(r,c+1) row by row, then the vertical ones (r,c)-(r+1,c); %d..%d: the track passes through cell (r,c), row-major",
				p.NumEdges(), p.NH(), p.NumEdges()+1, p.NumEdges()+p.Rows*p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "pieces", Value: p.NumPieces()}, {Name: "edges", Value: p.NumEdges()}},
	}
}

func (Tracks) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("tracks: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same track.
func (Tracks) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.H, sb.H) && slices.Equal(sa.V, sb.V)
}

// DrawsSVG: Render draws "svg".
func (Tracks) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the solution grid (each
// track cell its two directions, "-" off the track).
func (Tracks) MoreOutputFormats() []string { return []string{"janko"} }

func (Tracks) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "tracks", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("tracks: Render of %T", r.Item.Puzzle)
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
			return Text(p, sol)
		}, func(ref puzzle.Solution) error {
			s, _ := ref.(*Solution)
			return Check(p, s)
		})
	case "svg":
		b, err := Tracks{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(p, first))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (so
// that it reads back) and "track", the track's cells in order from the
// first end, when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Track   [][2]int      `json:"track"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	Card         string `json:"card"`
	Pieces       int    `json:"pieces"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Track = TrackCells(p, s)
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	o.Stats.Pieces = p.NumPieces()
	if e := r.Encoding; e != nil {
		o.Stats.Connectivity = e.Settings["connectivity"]
		o.Stats.Card = e.Settings["card"]
	}
	return o
}
