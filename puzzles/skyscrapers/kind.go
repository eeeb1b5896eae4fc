package skyscrapers

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
	"github.com/puzzlesat/puzzlesat/shape/latin"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Skyscrapers' side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Skyscrapers{}

// Skyscrapers is the type of Kind, exported for a generator to embed.
type Skyscrapers struct{}

func (Skyscrapers) Name() string  { return "skyscrapers" }
func (Skyscrapers) Title() string { return "Skyscrapers puzzles (Tatham's Towers)" }

// Aliases are the other names of the kind on the command line.
func (Skyscrapers) Aliases() []string { return []string{"towers"} }

func (Skyscrapers) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "json", Usage: `{"size":N,"max":M,"top":[...],"bottom":[...],"left":[...],"right":[...],"grid":["- 3 - -",...]} (null: no clue)`,
			Detect: func(b []byte) bool { return Detect(b) == FormatJSON }, Read: reader(FormatJSON), Write: puzzle.Writer("skyscrapers", writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link skyscrapers URLs, one per line",
			Detect: looksPuzzLink, Read: reader(FormatPuzzLink), Write: puzzle.Writer("skyscrapers", func(w io.Writer, p *Puzzle) error {
				s, err := writePuzzLink(p)
				if err == nil {
					_, err = io.WriteString(w, s+"\n")
				}
				return err
			})},
		{Name: "tatham", Usage: "Tatham Towers game IDs (N:CLUES[,GIVENS]), one per line",
			Detect: looksTatham, Read: reader(FormatTatham), Write: puzzle.Writer("skyscrapers", func(w io.Writer, p *Puzzle) error {
				s, err := writeTatham(p)
				if err == nil {
					_, err = io.WriteString(w, s+"\n")
				}
				return err
			})},
		{Name: "janko", Usage: "PuzzleKit's janko grids: N N M [D], the clues above, below, left, right (4 lines of N, - none), then N rows (- unknown)",
			Detect: looksJanko, Read: reader(FormatJanko), Write: puzzle.Writer("skyscrapers", writeJanko)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func (Skyscrapers) Options() []puzzle.Option {
	var cards, amos []string
	for _, c := range encode.CardEncodings() {
		cards = append(cards, c.String())
	}
	for _, a := range encode.AMOEncodings() {
		amos = append(amos, a.String())
	}
	return []puzzle.Option{
		{Name: "model", Usage: latin.OptionUsage, Values: latin.Models(), Default: latin.Order.String()},
		{Name: "card", Usage: "the cardinality encoding of a clue's count of towers seen", Values: cards, Default: DefaultCard.String()},
		{Name: "amo", Usage: "the at-most-one encoding of the Latin square", Values: amos, Default: encode.Pairwise.String()},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Model, err = latin.ParseModel(o.Get("model", latin.Order.String())); err != nil {
		return opt, err
	}
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", DefaultCard.String())); err != nil {
		return opt, err
	}
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", encode.Pairwise.String())); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Skyscrapers) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("skyscrapers: not a skyscrapers puzzle: %T", pz)
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
	primary := e.Square.Primary()
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    e.Square.Facts(),
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat skyscrapers %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: (cell, height 0..%d), row-major", len(primary), p.Max),
		},
		Stats: []puzzle.Stat{{Name: "clues", Value: p.Clues()}, {Name: "given", Value: p.Givens()}},
	}
}

func (Skyscrapers) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("skyscrapers: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions hold the same heights.
func (Skyscrapers) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.N == sb.N && slices.Equal(sa.Values, sb.Values)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Skyscrapers) MoreOutputFormats() []string { return []string{"janko"} }

func (Skyscrapers) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "skyscrapers", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("skyscrapers: Render of %T", r.Item.Puzzle)
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
		b, err := Skyscrapers{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		return janko.WriteTokens(w, header(p), rowsOf(p.N, first.Values))
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

func header(p *Puzzle) []int { return []int{p.N, p.N, p.Max} }

func rowsOf(n int, vs []int) [][]string {
	out := make([][]string, n)
	for r := range out {
		out[r] = make([]string, n)
		for c := range out[r] {
			out[r][c] = tok(vs[r*n+c])
		}
	}
	return out
}

func writeJanko(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d", p.N, p.N, p.Max)
	if p.Diagonals {
		b.WriteString(" D")
	}
	b.WriteString("\n")
	for _, s := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		ts := make([]string, len(s))
		for i, v := range s {
			ts[i] = tok(v)
		}
		b.WriteString(strings.Join(ts, " ") + "\n")
	}
	for _, row := range tokenRows(p.N, p.Given) {
		b.WriteString(row + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error { return puzzle.WriteJSONLine(w, jsonOf(p)) }

// Text draws p with the clues around the grid, and s's heights when s
// is not nil (. an unknown cell).
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	n := p.N
	w := len(strconv.Itoa(n))
	cell := func(v int, blank string) string {
		t := blank
		if v != None {
			t = strconv.Itoa(v)
		}
		return fmt.Sprintf("%*s", w, t)
	}
	edge := func(vs []int) {
		b.WriteString(strings.Repeat(" ", w+1))
		for c := 0; c < n; c++ {
			b.WriteString(cell(vs[c], " "))
			if c < n-1 {
				b.WriteString(" ")
			}
		}
		b.WriteString("\n")
	}
	edge(p.Top)
	for r := 0; r < n; r++ {
		b.WriteString(cell(p.Left[r], " ") + " ")
		for c := 0; c < n; c++ {
			v := p.Given[r*n+c]
			if s != nil {
				v = s.Values[r*n+c]
			}
			b.WriteString(cell(v, ".") + " ")
		}
		b.WriteString(strings.TrimRight(cell(p.Right[r], " "), " ") + "\n")
	}
	edge(p.Bottom)
	return b.String()
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
// (so that it reads back) and "heights", the solution's rows.
type JSONOutput struct {
	JSONPuzzle
	Puzzle  string           `json:"puzzle"`
	Status  puzzle.Status    `json:"status"`
	Unique  puzzle.Unique    `json:"unique"`
	Matches *bool            `json:"matches_reference,omitempty"`
	Heights []string         `json:"heights,omitempty"`
	Second  []string         `json:"second,omitempty"`
	Stats   puzzle.JSONStats `json:"stats"`
}

func jsonOutput(r *puzzle.Result, p *Puzzle, first *Solution) *JSONOutput {
	o := &JSONOutput{JSONPuzzle: *jsonOf(p), Puzzle: "skyscrapers", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Stats: puzzle.NewJSONStats(r)}
	o.Name = p.Info().Name
	if first != nil {
		o.Heights = tokenRows(p.N, first.Values)
	}
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		if s, ok := r.Solutions[1].(*Solution); ok {
			o.Second = tokenRows(p.N, s.Values)
		}
	}
	return o
}
