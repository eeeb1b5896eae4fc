package sudoku

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// JigsawName is the name of Jigsaw Sudoku's kind.
const JigsawName = "jigsawsudoku"

// JigsawKind is Jigsaw Sudoku (janko.at's Chaos-Sudoku, Tatham's Solo
// `j`): the grid split into N irregular regions of N cells instead of
// boxes. It is Sudoku's kind (same encoder, checker, explanations, board
// and player) under its own name: it reads the sudoku formats that can
// give regions (janko with region rows after the grid, JSON "regions",
// Solo IDs `9j:DESC,BLOCKS`), and a classic grid it reads becomes the
// jigsaw whose regions are the boxes. Its JSON says "jigsawsudoku".
var JigsawKind puzzle.Kind = JigsawSudoku{}

// JigsawSudoku is the type of JigsawKind, exported for its generator
// (package gen) to embed.
type JigsawSudoku struct{ Sudoku }

func (JigsawSudoku) Name() string      { return JigsawName }
func (JigsawSudoku) Aliases() []string { return nil }
func (JigsawSudoku) Title() string {
	return "Jigsaw Sudoku puzzles (irregular regions; X diagonals optional)"
}

// Formats: JSON, Solo IDs and janko grids, detected by their first lines
// as for sudoku; text grids (classic boxes) are read as jigsaws with the
// boxes as regions.
func (JigsawSudoku) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	w := func(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
		return puzzle.Writer(JigsawName, fn)
	}
	return []puzzle.Format{
		{Name: "json", Usage: `{"puzzle":"jigsawsudoku","size":9,"regions":[[0,0,1,...],...],"givens":[[5,3,0,...],...]} ("x":true for X; or a JSON output)`,
			Detect: detect(FormatJSON), Read: jigsawReader(FormatJSON), Write: w(writeJSON)},
		{Name: "tatham", Usage: "Tatham Solo jigsaw game IDs (9j:DESC,BLOCKS; 9jx: with X), one per line",
			Detect: detect(FormatTatham), Read: jigsawReader(FormatTatham), Write: w(writeTatham)},
		{Name: "janko", Usage: "janko.at grids as PuzzleKit's JigsawSudoku: N N, N rows of tokens (- empty), then N rows of region labels",
			Detect: detect(FormatJanko), Read: jigsawReader(FormatJanko), Write: w(writeJanko)},
		{Name: "text", Usage: "classic sudoku text grids, read as jigsaws whose regions are the boxes (no text form gives regions)",
			Read: jigsawReader(FormatText), Write: w(writeText)},
	}
}

// jigsawReader reads format f as reader does and makes every puzzle a
// jigsaw (a classic one keeps its boxes as regions).
func jigsawReader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham, true, func(data []byte) ([]*Puzzle, error) {
			ps, err := parseAs(src.Name, data, f, JigsawName)
			for _, p := range ps {
				AsJigsaw(p)
			}
			return ps, err
		})
	}
}

// Looks recognises JSON naming the puzzle "jigsawsudoku" and Solo jigsaw
// IDs ("9j:..."); janko and text grids are left to the caller.
func (JigsawSudoku) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatJSON:
		ps, err := ParseJSON(data)
		if err == nil && len(ps) > 0 && jsonNames(data, JigsawName) {
			return "json", true
		}
	case FormatTatham:
		line := puzzle.FirstLine(data)
		if p, err := parseTathamID(line, 1, 1); err == nil && p.Validate() == nil && p.Jigsaw() && !strings.Contains(line, "#") {
			return "tatham", true
		}
	}
	return "", false
}

// Render is Sudoku's, with the kind's own name in error records.
func (k JigsawSudoku) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed && format == "json" {
		return puzzle.WriteErrorJSON(w, JigsawName, r)
	}
	if _, ok := r.Item.Puzzle.(*Puzzle); !ok && r.Status != puzzle.Failed {
		return fmt.Errorf("%s: Render of %T", JigsawName, r.Item.Puzzle)
	}
	return k.Sudoku.Render(w, r, format)
}

// AsJigsaw makes p a puzzle of JigsawKind: a jigsaw (a classic grid keeps
// its boxes as regions) whose JSON says "jigsawsudoku".
func AsJigsaw(p *Puzzle) {
	p.BoxRows, p.BoxCols = 0, 0
	p.kind = JigsawName
}
