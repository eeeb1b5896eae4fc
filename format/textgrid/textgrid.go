// Package textgrid reads the text form that most grid genres share: a
// grid is its rows, one line each, every row as long as the first; a
// blank line ends a grid, so one input may hold many; a line starting
// with '#' is a comment. A row is read one of two ways:
//
//   - [Chars]: one character a cell, blanks between cells ignored
//     ("3..5." or "3 . . 5 .");
//   - [Tokens]: blank-separated words, one a cell ("10 - 3");
//   - [Auto]: words when a row has a word of two or more characters
//     beside another word, characters otherwise (Fillomino's "3..5." and
//     "10 - 3" both read).
//
// Every cell is a [janko.Token] with its 1-based line and column, so a
// genre turns cells into values and positions its own errors at the
// cell. The errors here are *srcpos.Error values: a cell the genre's
// Cell function refuses (at the cell, with the genre's Want text), a row
// of another length than the first ("row 3 has 4 cells, the first row
// 5", at the row), a grid over Max rows or a row over Max cells (at the
// first row or cell past the limit, before the rest is read).
//
// The input is read a line at a time: the memory held is the grid being
// read and the grids before it, never a string per line of the input.
package textgrid

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Mode says how a row splits into cells.
type Mode int

// The modes.
const (
	Chars  Mode = iota // one character a cell; blanks ignored
	Tokens             // blank-separated words
	Auto               // words when a row has a multi-character word beside another, characters otherwise
)

// Options shape the reading. The zero value reads character rows of any
// size, any character a cell, '#' lines as comments.
type Options struct {
	Mode Mode
	// Max bounds the rows of a grid and the cells of a row (0: no bound).
	Max int
	// Cell says whether text is a cell; nil takes every cell. A cell it
	// refuses is an error at the cell: "want " + Want.
	Cell func(text string) bool
	// Want describes a cell, for that error ("a clue 0 to 4, or '.' for
	// none").
	Want string
	// Comment says whether a line (blanks trimmed, not empty) is a
	// comment; nil: it starts with '#'. Light Up, whose black cells are
	// '#', takes only "# " lines.
	Comment func(line string) bool
}

// Grid is one grid of the input.
type Grid struct {
	Cells [][]janko.Token // Cells[r][c]
	// Line, Col and Text are where the grid starts: its first row,
	// trimmed (the place for an error about the whole grid).
	Line, Col int
	Text      string
}

// Rows and Cols are the grid's size.
func (g Grid) Rows() int { return len(g.Cells) }

// Cols is the length of every row.
func (g Grid) Cols() int { return len(g.Cells[0]) }

// Errorf is a positioned error at the grid's first row.
func (g Grid) Errorf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(g.Line, g.Col, g.Text, format, args...)
}

// Read reads every grid of data. An input without a grid (empty, or
// comments only) gives no grids and no error: the genre's Parse says
// which puzzle it did not find.
func Read(data []byte, o Options) ([]Grid, error) {
	var out []Grid
	var cur *Grid
	s := string(data)
	for n := 1; len(s) > 0; n++ {
		line := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		line = strings.TrimRight(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" {
			if cur != nil {
				out = append(out, *cur)
				cur = nil
			}
			continue
		}
		if o.Comment != nil && o.Comment(t) || o.Comment == nil && t[0] == '#' {
			continue
		}
		row, err := o.row(line, n)
		if err != nil {
			return nil, err
		}
		if cur == nil {
			cur = &Grid{Line: n, Col: strings.Index(line, t) + 1, Text: clip(t)}
		} else if len(row) != len(cur.Cells[0]) {
			at := row[0]
			if len(row) > len(cur.Cells[0]) {
				at = row[len(cur.Cells[0])]
			}
			return nil, at.Errorf("row %d has %d cells, the first row %d", len(cur.Cells)+1, len(row), len(cur.Cells[0]))
		}
		if o.Max > 0 && len(cur.Cells) >= o.Max {
			return nil, srcpos.Errorf(n, strings.Index(line, t)+1, clip(t), "a grid of more than %d rows", o.Max)
		}
		cur.Cells = append(cur.Cells, row)
	}
	if cur != nil {
		out = append(out, *cur)
	}
	return out, nil
}

// row splits one non-blank line into its cells.
func (o Options) row(line string, n int) ([]janko.Token, error) {
	ts := words(line, n, o.Max)
	chars := o.Mode == Chars
	if o.Mode == Auto {
		chars = true
		if len(ts) > 1 {
			for _, t := range ts {
				if len(t.Text) > 1 {
					chars = false
					break
				}
			}
		}
	}
	if chars {
		var cs []janko.Token
		for _, t := range ts {
			for k := 0; k < len(t.Text); k++ {
				cs = append(cs, janko.Token{Text: t.Text[k : k+1], Line: n, Col: t.Col + k})
				if o.Max > 0 && len(cs) > o.Max {
					return nil, cs[len(cs)-1].Errorf("a row of more than %d cells", o.Max)
				}
			}
		}
		ts = cs
	} else if o.Max > 0 && len(ts) > o.Max {
		return nil, ts[o.Max].Errorf("a row of more than %d cells", o.Max)
	}
	if o.Cell != nil {
		for _, t := range ts {
			if !o.Cell(t.Text) {
				return nil, t.Errorf("want %s", o.Want)
			}
		}
	}
	return ts, nil
}

// words are line's blank-separated words, at most max+1 of them (max 0:
// all): a row over the bound is refused without a token per word of it.
func words(line string, n, max int) []janko.Token {
	var ts []janko.Token
	start := -1
	for i := 0; i <= len(line); i++ {
		blank := i == len(line) || line[i] == ' ' || line[i] == '\t'
		if blank && start >= 0 {
			ts = append(ts, janko.Token{Text: line[start:i], Line: n, Col: start + 1})
			start = -1
			if max > 0 && len(ts) > max {
				break
			}
		} else if !blank && start < 0 {
			start = i
		}
	}
	return ts
}

// clip shortens a long row for an error's underline.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
