package hidoku

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

// Kind is Hidoku's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Hidoku{}

// Hidoku is the type of Kind, exported for a generator to embed.
type Hidoku struct{}

func (Hidoku) Name() string  { return "hidoku" }
func (Hidoku) Title() string { return "Hidoku (Hidato) puzzles" }

// Aliases are the other names of the kind on the command line.
func (Hidoku) Aliases() []string { return []string{"hidato"} }

func (Hidoku) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "json", Usage: `{"puzzle":"hidoku","rows":R,"cols":C,"grid":["- 22 - 26",...]} (- not given, x blocked; or a JSON output)`,
			Detect: looksJSON, Read: reader(FormatJSON), Write: puzzle.Writer("hidoku", writeJSON)},
		{Name: "janko", Usage: "PuzzleKit's janko grids: ROWS COLS, then rows of tokens (a number, - not given, x blocked)",
			Detect: looksJanko, Read: reader(FormatJanko), Write: puzzle.Writer("hidoku", writeJanko)},
		{Name: "text", Usage: "text grids: rows of blank-separated tokens (a number, . or - not given, x blocked), blank lines between grids",
			Detect: looksText, Read: reader(FormatText), Write: puzzle.Writer("hidoku", writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, false, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func (Hidoku) Options() []puzzle.Option {
	var amos []string
	for _, a := range encode.AMOEncodings() {
		amos = append(amos, a.String())
	}
	return []puzzle.Option{
		{Name: "amo", Usage: "the at-most-one encoding of each cell's number and each number's cell", Values: amos, Default: DefaultAMO.String()},
		{Name: "prune", Usage: "leave out the (cell, number) pairs a given rules out by distance", Values: []string{"on", "off"}, Default: "on"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", DefaultAMO.String())); err != nil {
		return opt, err
	}
	switch v := o.Get("prune", "on"); v {
	case "on":
		opt.Prune = true
	case "off":
	default:
		return opt, fmt.Errorf("prune: %q is not on or off", v)
	}
	return opt, nil
}

func (Hidoku) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hidoku: not a hidoku puzzle: %T", pz)
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
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: e.Primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    e.Primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat hidoku %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: (cell, number) pairs kept, row-major, numbers ascending", len(e.Primary)),
		},
		Stats: []puzzle.Stat{{Name: "given", Value: p.Givens()}, {Name: "pruned", Value: e.Pruned}},
	}
}

func (Hidoku) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("hidoku: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions hold the same numbers.
func (Hidoku) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Values, sb.Values)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Hidoku) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: `solve hidoku --format svg` draws the board (puzzle.Drawer).
func (Hidoku) DrawsSVG() bool { return true }

func (Hidoku) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "hidoku", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("hidoku: Render of %T", r.Item.Puzzle)
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
		b, err := Hidoku{}.Board(p, puzzle.View{Solution: first})
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

// Text draws p, with s's numbers when s is not nil: rows of
// right-aligned tokens (- not given, x blocked).
func Text(p *Puzzle, s *Solution) string {
	vs := p.Given
	if s != nil {
		vs = make([]int, len(p.Given))
		for i, v := range s.Values {
			vs[i] = v
			if p.Given[i] == Blocked {
				vs[i] = Blocked
			}
		}
	}
	w := len(strconv.Itoa(p.Open()))
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
