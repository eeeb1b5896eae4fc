package kenken

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/sum"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is KenKen's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Cages{}

// KillerKind is Killer Sudoku's: the same cages, all sums with no digit
// twice, in a Sudoku's boxes.
var KillerKind puzzle.Kind = Cages{Killer: true}

// Cages is the type of Kind and KillerKind, exported so that a generator
// can embed it.
type Cages struct {
	Killer bool
}

func (k Cages) Name() string { return genreName(k.Killer) }

// Aliases: Tatham's name of KenKen.
func (k Cages) Aliases() []string {
	if k.Killer {
		return nil
	}
	return []string{"keen"}
}

func (k Cages) Title() string {
	if k.Killer {
		return "Killer Sudoku puzzles"
	}
	return "KenKen puzzles (Tatham's Keen)"
}

// Formats, in the order of detection (Detect).
func (k Cages) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	reader := func(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
		return func(src puzzle.Source) ([]puzzle.Item, error) {
			return puzzle.ReadItems(src, f == FormatTatham, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f, k.Killer) })
		}
	}
	writer := func(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
		return puzzle.Writer(k.Name(), fn)
	}
	if k.Killer {
		return []puzzle.Format{
			{Name: "tatham", Usage: "Tatham Solo killer game IDs (3x3k:GRID,CAGES,SUMS), one per line",
				Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
			{Name: "json", Usage: `{"size":9,"clues":[["9","-",...],...],"cages":[[1,1,2,...],...]} (or a JSON output)`,
				Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
			{Name: "janko", Usage: "janko.at grids: N N, N rows of cage sums (- none), N rows of cage labels",
				Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		}
	}
	return []puzzle.Format{
		{Name: "tatham", Usage: "Tatham Keen game IDs (6:BLOCKS,CLUES), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "json", Usage: `{"size":4,"clues":[["24*","2/",".","3-"],...],"cages":[[1,2,2,3],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "janko", Usage: "janko.at grids: N N, N rows of clues (12+ 2- 6* 2/ 3, . none), N rows of cage labels",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
	}
}

func (k Cages) Options() []puzzle.Option {
	o := []puzzle.Option{
		{Name: "amo", Usage: "the at-most-one encoding of the Latin square's exactly-ones",
			Values: encode.AMONames(), Default: "pairwise"},
	}
	if k.Killer {
		o = append(o, puzzle.Option{Name: "sum", Usage: "the cage sums: table (a selector per digit set) or pb (unary digit bits and a totalizer)",
			Values: sum.Names(), Default: "table"})
	}
	return o
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
	return opt, nil
}

func (k Cages) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok || p.Killer != k.Killer {
		return nil, fmt.Errorf("%s: not a %s puzzle: %T", k.Name(), k.Name(), pz)
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
			fmt.Sprintf("puzzlesat %s %s: %s", p.genre(), p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(r,c,d) = 1 + (r*%d+c)*%d + d-1: cell (r,c) holds digit d", e.NumX(), p.N, p.N),
		},
		Stats: []puzzle.Stat{{Name: "size", Value: p.N}, {Name: "cages", Value: len(p.Cages)}},
		Note:  e.Note,
	}
}

func (k Cages) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("%s: Check of %T, %T", k.Name(), pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same grid.
func (Cages) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.N == sb.N && slices.Equal(sa.Grid, sb.Grid)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Cages) MoreOutputFormats() []string { return []string{"janko"} }

func (k Cages) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, k.Name(), r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("%s: Render of %T", k.Name(), r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := k.Board(p, puzzle.View{Solution: r.First()})
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

// Text draws p's clues and cage labels and, with s, the digits: each cell
// as "LABEL:DIGIT" padded, a row a line; then the cage labels and, for
// jigsaw boxes, the box labels ("# box ..."), as comments.
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	clues := clueTokens(p)
	w := 1
	for _, row := range clues {
		for _, t := range row {
			w = max(w, len(t))
		}
	}
	for r := 0; r < p.N; r++ {
		for c := 0; c < p.N; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%-*s", w, clues[r][c])
			if s != nil {
				b.WriteString(":" + strconv.Itoa(s.At(r, c)))
			}
		}
		b.WriteString("\n")
	}
	for _, row := range cageLabels(p) {
		b.WriteString("# " + strings.Join(row, " ") + "\n")
	}
	if p.Jigsaw != nil {
		for r := 0; r < p.N; r++ {
			b.WriteString("# box")
			for c := 0; c < p.N; c++ {
				b.WriteString(" " + strconv.Itoa(p.Jigsaw[r*p.N+c]+1))
			}
			b.WriteString("\n")
		}
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
// reads back) and "grid", the digits when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Grid    [][]int       `json:"grid"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	AMO    string  `json:"amo"`
	Sum    string  `json:"sum,omitempty"`
	Second [][]int `json:"second,omitempty"`
	Reason string  `json:"reason,omitempty"`
}

func gridOf(s *Solution) [][]int {
	out := make([][]int, s.N)
	for r := range out {
		out[r] = append([]int(nil), s.Grid[r*s.N:(r+1)*s.N]...)
	}
	return out
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	o.Name = p.Name
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Grid = gridOf(s)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = gridOf(r.Solutions[1].(*Solution))
	}
	if e := r.Encoding; e != nil {
		st.AMO, st.Sum = e.Settings["amo"], e.Settings["sum"]
		st.Reason = e.Note
	}
	return o
}
