// Package edit is the setter's editor (puzzle.Editor) shared by the
// genres whose janko form (the PuzzleKit plain form: a "ROWS COLS"
// header, then one line of blank-separated tokens per row of the board,
// then anything the genre adds after the grid) is their board's grid of
// clue tokens: a clue is placed by writing the puzzle in that form,
// replacing one token and reading it back with the kind's own reader,
// so that the kind's parser (and its checks) decide what a clue means.
package edit

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Grid edits a kind through its "janko" format. Values are the clues as
// the board shows them and Tokens their janko tokens, in the same order;
// Blank is the token of a cell without a clue ("-"). A token the grid
// holds that is not among Tokens (another spelling of no clue: "." or
// "0") reads as no clue.
type Grid struct {
	Format string // the kind's format of the grid form; "" is "janko"
	Blank  string
	Values []board.CellValue
	Tokens []string
	// Limit, when set, is how many of Values a cell of p may hold (the
	// numbers up to the grid's cells).
	Limit func(p puzzle.Puzzle) int
}

// ClueValues are the values a cell of p may hold: Values, up to Limit.
func (g Grid) ClueValues(p puzzle.Puzzle) []board.CellValue {
	if g.Limit == nil {
		return g.Values
	}
	return g.Values[:max(0, min(len(g.Values), g.Limit(p)))]
}

func (g Grid) format() string {
	if g.Format == "" {
		return "janko"
	}
	return g.Format
}

// rows writes p in k's grid form: the header line, the rows of tokens,
// and what follows the grid (kept as it is).
func (g Grid) rows(k puzzle.Kind, p puzzle.Puzzle) (header string, rows [][]string, rest []string, err error) {
	var b bytes.Buffer
	if err := puzzle.Write(k, &b, p, g.format()); err != nil {
		return "", nil, nil, err
	}
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	if len(lines) == 0 {
		return "", nil, nil, fmt.Errorf("%s: an empty %s form", k.Name(), g.format())
	}
	header = lines[0]
	var n int
	if f := strings.Fields(header); len(f) >= 1 {
		if _, err := fmt.Sscan(f[0], &n); err != nil {
			return "", nil, nil, fmt.Errorf("%s: no ROWS COLS header in the %s form: %q", k.Name(), g.format(), header)
		}
	}
	if n <= 0 || n >= len(lines) {
		return "", nil, nil, fmt.Errorf("%s: the %s form has no %d rows", k.Name(), g.format(), n)
	}
	for _, l := range lines[1 : 1+n] {
		rows = append(rows, strings.Fields(l))
	}
	return header, rows, lines[1+n:], nil
}

// ClueAt is the clue of cell at.
func (g Grid) ClueAt(k puzzle.Kind, p puzzle.Puzzle, at [2]int) (string, error) {
	_, rows, _, err := g.rows(k, p)
	if err != nil {
		return "", err
	}
	if at[0] < 0 || at[0] >= len(rows) || at[1] < 0 || at[1] >= len(rows[at[0]]) {
		return "", fmt.Errorf("no cell (%d,%d) on the board", at[0]+1, at[1]+1)
	}
	tok := rows[at[0]][at[1]]
	for i, t := range g.Tokens {
		if t == tok {
			return g.Values[i].Value, nil
		}
	}
	return "", nil
}

// SetClue is p with cell at holding value ("": no clue), read back by
// k's reader.
func (g Grid) SetClue(k puzzle.Kind, p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	tok := g.Blank
	if value != "" {
		tok = ""
		for i, v := range g.ClueValues(p) {
			if v.Value == value {
				tok = g.Tokens[i]
			}
		}
		if tok == "" {
			return nil, fmt.Errorf("%s: %q is not a clue (want %s)", k.Name(), value, g.names())
		}
	}
	header, rows, rest, err := g.rows(k, p)
	if err != nil {
		return nil, err
	}
	if at[0] < 0 || at[0] >= len(rows) || at[1] < 0 || at[1] >= len(rows[at[0]]) {
		return nil, fmt.Errorf("no cell (%d,%d) on the board", at[0]+1, at[1]+1)
	}
	rows[at[0]][at[1]] = tok
	var b strings.Builder
	b.WriteString(header + "\n")
	for _, r := range rows {
		b.WriteString(strings.Join(r, " ") + "\n")
	}
	for _, l := range rest {
		b.WriteString(l + "\n")
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: "edit", Data: []byte(b.String())}, g.format())
	if err != nil {
		return nil, err
	}
	if len(items) != 1 || items[0].Err != nil {
		if len(items) > 0 && items[0].Err != nil {
			return nil, items[0].Err
		}
		return nil, fmt.Errorf("%s: the edited grid reads as %d puzzles", k.Name(), len(items))
	}
	return items[0].Puzzle, nil
}

func (g Grid) names() string {
	var s []string
	for _, v := range g.Values {
		s = append(s, v.Value)
		if len(s) == 12 {
			s = append(s, "...")
			break
		}
	}
	return strings.Join(s, ", ")
}

// Numbers is the Grid of the number clues lo..hi ("-": no clue), the
// janko tokens being the numbers themselves, with extra values (and their
// tokens) after them.
func Numbers(lo, hi int, extra []board.CellValue, extraTokens []string) Grid {
	g := Grid{Blank: "-"}
	for n := lo; n <= hi; n++ {
		s := fmt.Sprint(n)
		g.Values = append(g.Values, board.CellValue{Value: s, Text: s})
		g.Tokens = append(g.Tokens, s)
	}
	g.Values = append(g.Values, extra...)
	g.Tokens = append(g.Tokens, extraTokens...)
	return g
}
