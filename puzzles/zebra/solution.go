package zebra

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Solution is a filled grid: Pos[c][v] is the position (0-based) of value
// v of category c and At[c][k] the value of category c at position k.
// Unset entries are -1.
type Solution struct {
	Pos [][]int
	At  [][]int
}

// NewSolution is an empty (all -1) grid for m categories and n positions.
func NewSolution(m, n int) *Solution {
	s := &Solution{Pos: make([][]int, m), At: make([][]int, m)}
	for c := 0; c < m; c++ {
		s.Pos[c] = make([]int, n)
		s.At[c] = make([]int, n)
		for k := 0; k < n; k++ {
			s.Pos[c][k] = -1
			s.At[c][k] = -1
		}
	}
	return s
}

// SolutionFromRows builds a solution from At-style rows: rows[k][c] is the
// value index of category c at position k.
func SolutionFromRows(m, n int, rows [][]int) (*Solution, error) {
	s := NewSolution(m, n)
	if len(rows) != n {
		return nil, fmt.Errorf("zebra: %d rows, want %d", len(rows), n)
	}
	for k, r := range rows {
		if len(r) != m {
			return nil, fmt.Errorf("zebra: row %d has %d entries, want %d", k+1, len(r), m)
		}
		for c, v := range r {
			if v < 0 || v >= n || s.Pos[c][v] >= 0 {
				return nil, fmt.Errorf("zebra: row %d: bad or repeated value %d in column %d", k+1, v, c+1)
			}
			s.Pos[c][v] = k
			s.At[c][k] = v
		}
	}
	return s, nil
}

// Equal reports whether two solutions place every value identically.
func (s *Solution) Equal(t *Solution) bool {
	if len(s.Pos) != len(t.Pos) {
		return false
	}
	for c := range s.Pos {
		if len(s.Pos[c]) != len(t.Pos[c]) {
			return false
		}
		for v := range s.Pos[c] {
			if s.Pos[c][v] != t.Pos[c][v] {
				return false
			}
		}
	}
	return true
}

// Header is the table header: the position category's name, then the categories' names.
func (p *Puzzle) Header() []string {
	h := []string{p.Positions.Name}
	for _, c := range p.Categories {
		h = append(h, c.Name)
	}
	return h
}

// Rows are the table rows: the position's name, then each category's value there.
func (p *Puzzle) Rows(s *Solution) [][]string {
	rows := make([][]string, p.N())
	for k := range rows {
		r := []string{p.Positions.Values[k]}
		for c := range p.Categories {
			v := s.At[c][k]
			if v >= 0 {
				r = append(r, p.Categories[c].Values[v])
			} else {
				r = append(r, "?")
			}
		}
		rows[k] = r
	}
	return rows
}

// WriteTable writes s as an aligned text table, one row per position.
func (p *Puzzle) WriteTable(w io.Writer, s *Solution) error {
	rows := append([][]string{p.Header()}, p.Rows(s)...)
	width := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, x := range r {
			width[i] = max(width[i], len([]rune(x)))
		}
	}
	var b strings.Builder
	line := func(r []string) {
		for i, x := range r {
			if i > 0 {
				b.WriteString(" | ")
			}
			b.WriteString(x)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", width[i]-len([]rune(x))))
			}
		}
		b.WriteByte('\n')
	}
	line(rows[0])
	for i := range width {
		if i > 0 {
			b.WriteString("-+-")
		}
		b.WriteString(strings.Repeat("-", width[i]))
	}
	b.WriteByte('\n')
	for _, r := range rows[1:] {
		line(r)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// SolutionJSON is ZebraLogic's solution schema plus the solve's status:
// {"id":..., "status":"solved", "unique":true, "header":[...], "rows":[[...]]}.
type SolutionJSON struct {
	ID     string     `json:"id,omitempty"`
	Status string     `json:"status"`
	Unique *bool      `json:"unique,omitempty"`
	Count  int        `json:"count,omitempty"`
	Header []string   `json:"header,omitempty"`
	Rows   [][]string `json:"rows,omitempty"`
	// Matches reports, for imported puzzles with a reference solution,
	// whether the solution found equals it.
	Matches *bool  `json:"matches_reference,omitempty"`
	Error   string `json:"error,omitempty"`
}

// MarshalSolution fills the header and rows of a SolutionJSON.
func (p *Puzzle) MarshalSolution(s *Solution) SolutionJSON {
	return SolutionJSON{Header: p.Header(), Rows: p.Rows(s)}
}

// WriteJSONLine writes v as one line of JSON.
func WriteJSONLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// FindValue finds the values named q (case-insensitive; "Category.value"
// or a value's name; several when the name is in several categories).
func (p *Puzzle) FindValue(q string) []Ref {
	q = strings.TrimSpace(q)
	var refs []Ref
	if i := strings.Index(q, "."); i > 0 {
		for ci, c := range p.Categories {
			if strings.EqualFold(c.Name, strings.TrimSpace(q[:i])) {
				if v := c.Index(strings.TrimSpace(q[i+1:])); v >= 0 {
					return []Ref{{ci, v}}
				}
			}
		}
	}
	for ci := range p.Categories {
		if v := p.Categories[ci].Index(q); v >= 0 {
			refs = append(refs, Ref{ci, v})
		}
	}
	return refs
}

// Answer is the reply to "where is VALUE and what goes with it": the
// position and, per category, the value there.
func (p *Puzzle) Answer(s *Solution, r Ref) string {
	k := s.Pos[r.Cat][r.Val]
	if k < 0 {
		return p.RefName(r) + ": unknown"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s is at %s %s", p.Categories[r.Cat].Values[r.Val], p.Positions.Name, p.Positions.Values[k])
	var with []string
	for c := range p.Categories {
		if c == r.Cat {
			continue
		}
		with = append(with, p.Categories[c].Name+"="+p.Categories[c].Values[s.At[c][k]])
	}
	if len(with) > 0 {
		b.WriteString(" with " + strings.Join(with, ", "))
	}
	return b.String()
}

// SuggestValue is the value name closest to q (for "did you mean"), or ""
// when none is close.
func (p *Puzzle) SuggestValue(q string) string {
	var names []string
	for _, c := range p.Categories {
		names = append(names, c.Values...)
	}
	return suggest(strings.TrimSpace(q), names)
}
