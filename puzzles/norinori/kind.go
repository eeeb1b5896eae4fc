package norinori

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Norinori's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Norinori{}

// Norinori is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Norinori struct{}

func (Norinori) Name() string  { return "norinori" }
func (Norinori) Title() string { return "Norinori puzzles" }

// Formats, in the order of detection (Detect).
func (Norinori) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":R,"cols":C,"regions":[[1,1,2,...],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link norinori URLs (COLS/ROWS/BORDERS), one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "text", Usage: `a row a line, a letter or digit a cell naming its region`,
			Detect: detect(FormatText), Read: reader(FormatText), Write: writer(writeText)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, ROWS rows of '-' (optional), then ROWS rows of region labels",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("norinori", fn)
}

func (Norinori) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "card", Usage: "the cardinality encoding of \"exactly 2 shaded cells\" in each region",
			Values: encode.CardNames(), Default: "native"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", "native")); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Norinori) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("norinori: not a norinori puzzle: %T", pz)
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
			fmt.Sprintf("puzzlesat norinori %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(r,c) = 1 + r*%d + c: cell (r,c) is shaded", e.NumX(), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "size", Value: p.Info().Class}, {Name: "regions", Value: p.Regions.N}},
		Note:  e.Note,
	}
}

func (Norinori) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("norinori: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions shade the same cells.
func (Norinori) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Shade, sb.Shade)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Norinori) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG (puzzle.Drawer).
func (Norinori) DrawsSVG() bool { return true }

func (Norinori) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "norinori", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("norinori: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Norinori{}.Board(p, puzzle.View{Solution: r.First()})
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

// Text draws p's regions as letters and, with s, the shaded cells as
// '#' beside them: "A#" a shaded cell of region A.
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			k := p.Regions.Of[r*p.Cols+c]
			switch {
			case k < 0:
				b.WriteByte('.')
			case k < len(textLabels):
				b.WriteByte(textLabels[k])
			default:
				b.WriteByte('?')
			}
			if s != nil && s.At(r, c) {
				b.WriteByte('#')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString("\n")
	}
	return b.String()
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
// reads back) and "grid", the shaded cells (1) when solved.
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Name    string        `json:"name,omitempty"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Rows    int           `json:"rows"`
	Cols    int           `json:"cols"`
	Regions [][]int       `json:"regions"`
	Grid    [][]int       `json:"grid"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Card   string  `json:"card"`
	Second [][]int `json:"second,omitempty"`
	Reason string  `json:"reason,omitempty"`
}

func gridOf(s *Solution) [][]int {
	out := make([][]int, s.Rows)
	for r := range out {
		out[r] = make([]int, s.Cols)
		for c := range out[r] {
			if s.At(r, c) {
				out[r][c] = 1
			}
		}
	}
	return out
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "norinori", Status: r.Status, Unique: r.Unique, Matches: r.Matches,
		Rows: p.Rows, Cols: p.Cols, Regions: jp.Regions}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Grid = gridOf(s)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = gridOf(r.Solutions[1].(*Solution))
	}
	if e := r.Encoding; e != nil {
		st.Card = e.Settings["card"]
		st.Reason = e.Note
	}
	return o
}
