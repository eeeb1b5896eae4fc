package fillomino

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Fillomino's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Fillomino{}

// Fillomino is the type of Kind, exported for a generator to embed.
type Fillomino struct{}

func (Fillomino) Name() string  { return "fillomino" }
func (Fillomino) Title() string { return "Fillomino puzzles (Tatham's Filling)" }

// Aliases are the other names of the kind on the command line.
func (Fillomino) Aliases() []string { return []string{"filling"} }

func (Fillomino) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "json", Usage: `{"puzzle":"fillomino","rows":R,"cols":C,"grid":["3 - - 5 -",...]} (- not given; or a JSON output)`,
			Detect: looksJSON, Read: reader(FormatJSON), Write: puzzle.Writer("fillomino", writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link fillomino URLs, one per line",
			Detect: looksPuzzLink, Read: reader(FormatPuzzLink), Write: puzzle.Writer("fillomino", func(w io.Writer, p *Puzzle) error {
				_, err := io.WriteString(w, PuzzLinkURL(p)+"\n")
				return err
			})},
		{Name: "tatham", Usage: "Tatham Filling game IDs (9x7:b4a33j5...), one per line",
			Detect: looksTatham, Read: reader(FormatTatham), Write: puzzle.Writer("fillomino", func(w io.Writer, p *Puzzle) error {
				s, err := TathamID(p)
				if err == nil {
					_, err = io.WriteString(w, s+"\n")
				}
				return err
			})},
		{Name: "janko", Usage: "PuzzleKit's janko grids: ROWS COLS, then rows of tokens (a number, - not given)",
			Detect: looksJanko, Read: reader(FormatJanko), Write: puzzle.Writer("fillomino", writeJanko)},
		{Name: "text", Usage: "text grids: rows of characters (1-9, . not given) or of blank-separated tokens (a number, . or - not given), blank lines between grids",
			Detect: looksText, Read: reader(FormatText), Write: puzzle.Writer("fillomino", writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func (Fillomino) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "regions", Usage: "how each polyomino's size is enforced: small (numbers 2-4 eagerly and completely, growth clauses for the others, the rest lazily; lazy when explaining) or lazy (cuts between solves)", Values: Methods, Default: Methods[0]},
		{Name: "domains", Usage: "with explanations, the numbers of a cell: puzzle (up to the largest the givens allow) or grid (up to the grid's cells: sound when givens are left out, as the generator does)",
			Values: []string{"puzzle", "grid"}, Default: "puzzle"},
		{Name: "large", Usage: "numbers above the largest given: merged (one value; a group of them is one polyomino; when solving or proving uniqueness) or each (a variable per number)",
			Values: LargeMethods, Default: LargeMethods[0]},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain, Regions: o.Get("regions", Methods[0]), Large: o.Get("large", LargeMethods[0]), Solutions: o.Solutions}
	if !slices.Contains(LargeMethods, opt.Large) {
		return opt, fmt.Errorf("large: %q is not one of %v", opt.Large, LargeMethods)
	}
	switch d := o.Get("domains", "puzzle"); d {
	case "puzzle":
	case "grid":
		opt.GridDomains = true
	default:
		return opt, fmt.Errorf("domains: %q is not puzzle or grid", d)
	}
	if !slices.Contains(Methods, opt.Regions) {
		return opt, fmt.Errorf("regions: %q is not one of %v", opt.Regions, Methods)
	}
	return opt, nil
}

func (Fillomino) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("fillomino: not a fillomino puzzle: %T", pz)
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
	prob := encode.Problem{Formula: e.Formula, Primary: e.Primary, Refine: e.Refine}
	if e.K > 0 {
		prob.Alternative = e.Alternative
	}
	return &puzzle.Encoding{
		Problem:  prob,
		LazyRule: "each polyomino has as many cells as its number",
		Note:     e.Note,
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    e.Primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat fillomino %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: (cell, number) pairs of the domains, row-major, numbers ascending", len(e.Primary)),
		},
		Stats: []puzzle.Stat{{Name: "given", Value: p.Givens()}, {Name: "max", Value: e.Max}},
	}
}

func (Fillomino) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("fillomino: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions hold the same numbers.
func (Fillomino) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Values, sb.Values)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form
// (every cell's number).
func (Fillomino) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: `solve fillomino --format svg` draws the board (puzzle.Drawer).
func (Fillomino) DrawsSVG() bool { return true }

func (Fillomino) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "fillomino", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("fillomino: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r, p, first))
	case "text":
		return writeResult(w, p, r, first)
	case "svg":
		b, err := Fillomino{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rowsOf(p.Cols, first.Values))
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

func rowsOf(cols int, vs []int) [][]string {
	out := make([][]string, len(vs)/cols)
	for r := range out {
		out[r] = make([]string, cols)
		for c := range out[r] {
			out[r][c] = tok(vs[r*cols+c])
		}
	}
	return out
}

func writeJanko(w io.Writer, p *Puzzle) error {
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rowsOf(p.Cols, p.Given))
}

func writeJSON(w io.Writer, p *Puzzle) error { return puzzle.WriteJSONLine(w, jsonOf(p)) }

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p, nil))
	return err
}

// Text draws p, with s's numbers when s is not nil: rows of characters
// (. not given) when every number is a digit and p's rows each have an
// empty cell, rows of right-aligned tokens (- not given) otherwise.
func Text(p *Puzzle, s *Solution) string {
	vs := p.Given
	if s != nil {
		vs = s.Values
	}
	compact := true
	for r := 0; r < p.Rows && compact; r++ {
		empty := false
		for c := 0; c < p.Cols; c++ {
			v := vs[r*p.Cols+c]
			empty = empty || v == None
			compact = compact && v <= 9
		}
		compact = compact && empty
	}
	if compact && p.Cols > 1 {
		var b strings.Builder
		for i, v := range vs {
			if v == None {
				b.WriteByte('.')
			} else {
				b.WriteByte(byte('0' + v))
			}
			if i%p.Cols == p.Cols-1 {
				b.WriteByte('\n')
			}
		}
		return b.String()
	}
	w := 1
	for _, v := range vs {
		w = max(w, len(strconv.Itoa(v)))
	}
	return strings.Join(tokenRows(p.Cols, vs, w), "\n") + "\n"
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
	if _, err := io.WriteString(w, Text(p, first)); err != nil {
		return err
	}
	heads, others := puzzle.Others(r)
	for i, s := range others {
		fmt.Fprintf(w, "# %s:\n", heads[i])
		if _, err := io.WriteString(w, Text(p, s.(*Solution))); err != nil {
			return err
		}
	}
	return nil
}

// JSONOutput is the JSON output of one puzzle: the puzzle's JSON form
// (so that it reads back) and "numbers", the solution's rows.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status    `json:"status"`
	Unique  puzzle.Unique    `json:"unique"`
	Matches *bool            `json:"matches_reference,omitempty"`
	Numbers []string         `json:"numbers,omitempty"`
	Second  []string         `json:"second,omitempty"`
	Stats   puzzle.JSONStats `json:"stats"`
}

func jsonOutput(r *puzzle.Result, p *Puzzle, first *Solution) *JSONOutput {
	o := &JSONOutput{JSONPuzzle: *jsonOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches, Stats: puzzle.NewJSONStats(r)}
	o.Name = p.Info().Name
	if first != nil {
		o.Numbers = tokenRows(p.Cols, first.Values, 0)
	}
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		if s, ok := r.Solutions[1].(*Solution); ok {
			o.Second = tokenRows(p.Cols, s.Values, 0)
		}
	}
	return o
}
