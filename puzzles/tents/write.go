package tents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func countText(k int, unknown string) string {
	if k == Unknown {
		return unknown
	}
	return strconv.Itoa(k)
}

// writeJanko writes p in the PuzzleKit dataset's plain form.
func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, 0, p.Rows+2)
	cc := make([]string, p.Cols)
	for c, k := range p.ColCount {
		cc[c] = countText(k, "-")
	}
	rc := make([]string, p.Rows)
	for r, k := range p.RowCount {
		rc[r] = countText(k, "-")
	}
	rows = append(rows, cc, rc)
	for r := 0; r < p.Rows; r++ {
		row := make([]string, p.Cols)
		for c := range row {
			row[c] = "-"
			if p.Tree[r*p.Cols+c] {
				row[c] = "x"
			}
		}
		rows = append(rows, row)
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the dataset's solution form: "ROWS COLS", then
// the rows, x a tree, o a tent, - any other cell.
func JankoSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			i := r*p.Cols + c
			switch {
			case p.Tree[i]:
				b.WriteByte('x')
			case s != nil && s.Tent[i]:
				b.WriteByte('o')
			default:
				b.WriteByte('-')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Text draws p (and the tents of s, when not nil) in the text format:
// the column counts, then each row's count and cells (T a tree, A a
// tent, . empty; - a count not given).
func Text(p *Puzzle, s *Solution) string {
	w := 1
	for _, k := range append(append([]int(nil), p.RowCount...), p.ColCount...) {
		w = max(w, len(countText(k, "-")))
	}
	pad := func(t string) string { return strings.Repeat(" ", w-len(t)) + t }
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", w))
	for _, k := range p.ColCount {
		b.WriteString(" " + pad(countText(k, "-")))
	}
	b.WriteByte('\n')
	for r := 0; r < p.Rows; r++ {
		b.WriteString(pad(countText(p.RowCount[r], "-")))
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			t := "."
			switch {
			case p.Tree[i]:
				t = "T"
			case s != nil && s.Tent[i]:
				t = "A"
			}
			b.WriteString(" " + pad(t))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p, nil))
	return err
}

// TathamID is p as a Tatham Tents game ID; every count must be given.
func TathamID(p *Puzzle) (string, error) {
	if p.Counts() != p.Rows+p.Cols {
		return "", fmt.Errorf("a Tatham Tents game ID gives every row and column count; this puzzle gives %d of %d", p.Counts(), p.Rows+p.Cols)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	j := 0
	n := p.Rows * p.Cols
	for i := 0; i <= n; i++ {
		if i == n || p.Tree[i] {
			if j == 0 {
				b.WriteByte('_')
			} else {
				b.WriteByte(byte('a' + j - 1))
			}
			j = 0
			continue
		}
		j++
		for j > 25 {
			b.WriteByte('z')
			j -= 25
		}
	}
	for _, k := range p.ColCount {
		fmt.Fprintf(&b, ",%d", k)
	}
	for _, k := range p.RowCount {
		fmt.Fprintf(&b, ",%d", k)
	}
	return b.String(), nil
}

func writeTatham(w io.Writer, p *Puzzle) error {
	id, err := TathamID(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, id+"\n")
	return err
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encodeNumber16ExCell and
// encode1Cell(1)).
func PuzzLinkURL(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?tents/%d/%d/", p.Cols, p.Rows)
	counts := append(append([]int(nil), p.ColCount...), p.RowCount...)
	run := 0
	for _, k := range counts {
		if k == Unknown {
			run++
			if run == 20 {
				b.WriteByte('z')
				run = 0
			}
			continue
		}
		if run > 0 {
			b.WriteByte(byte('g' + run - 1))
			run = 0
		}
		if k > 255 {
			return "", fmt.Errorf("puzz.link writes counts up to 255, not %d", k)
		}
		if k < 16 {
			b.WriteString(strconv.FormatInt(int64(k), 16))
		} else {
			fmt.Fprintf(&b, "-%02x", k)
		}
	}
	if run > 0 {
		b.WriteByte(byte('g' + run - 1))
	}
	// encode1Cell: count -1 at first; a tree emits the run before it.
	const base = 36
	digit := func(v int) byte { return strconv.FormatInt(int64(v), base)[0] }
	count, have := -1, false
	emit := func() {
		if have {
			b.WriteByte(digit(count))
		} else {
			b.WriteByte(digit(count + 18))
		}
	}
	for _, t := range p.Tree {
		if t {
			if count >= 0 {
				emit()
			}
			have, count = true, 0
			continue
		}
		count++
		if count == 17 {
			emit()
			have, count = false, -1
		}
	}
	if count >= 0 {
		emit()
	}
	s := b.String()
	if !isAlnum(s[len(s)-1]) {
		s += "/"
	}
	return s, nil
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	u, err := PuzzLinkURL(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, u+"\n")
	return err
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: Grid holds one string per row, T a
// tree and . an empty cell; a count not given is null.
type JSONPuzzle struct {
	Puzzle    string   `json:"puzzle,omitempty"`
	Name      string   `json:"name,omitempty"`
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	ColCounts []*int   `json:"colCounts"`
	RowCounts []*int   `json:"rowCounts"`
	Grid      []string `json:"grid"`
}

func counts(ks []int) []*int {
	out := make([]*int, len(ks))
	for i, k := range ks {
		if k != Unknown {
			k := k
			out[i] = &k
		}
	}
	return out
}

func gridRows(p *Puzzle, s *Solution) []string {
	out := make([]string, p.Rows)
	for r := range out {
		var b strings.Builder
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			switch {
			case p.Tree[i]:
				b.WriteByte('T')
			case s != nil && s.Tent[i]:
				b.WriteByte('A')
			default:
				b.WriteByte('.')
			}
		}
		out[r] = b.String()
	}
	return out
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	return JSONPuzzle{Puzzle: "tents", Rows: p.Rows, Cols: p.Cols, ColCounts: counts(p.ColCount), RowCounts: counts(p.RowCount), Grid: gridRows(p, nil)}
}

func writeJSON(w io.Writer, p *Puzzle) error {
	bs, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = w.Write(append(bs, '\n'))
	return err
}

// jsonIn is what ParseJSON reads: a puzzle, or a JSON output (whose
// "tents" rows, A a tent, are the puzzle's reference solution).
type jsonIn struct {
	JSONPuzzle
	ID      json.RawMessage `json:"id"` // every output record's id (puzzle.RenderRecord): read past
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Tents   []string        `json:"tents"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// ParseJSON reads JSON puzzles: objects one after another, or arrays of
// them.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var out []*Puzzle
	lineOf := func(off int64) (int, int) {
		if off > int64(len(data)) {
			off = int64(len(data))
		}
		pre := data[:off]
		line := bytes.Count(pre, []byte("\n")) + 1
		return line, int(off) - bytes.LastIndexByte(pre, '\n')
	}
	one := func(raw json.RawMessage, off int64) error {
		line, col := lineOf(off)
		var in jsonIn
		d := json.NewDecoder(bytes.NewReader(raw))
		d.DisallowUnknownFields()
		if err := d.Decode(&in); err != nil {
			return srcpos.Errorf(line, col, clip(string(raw)), "a tents puzzle in JSON: %v", err)
		}
		errf := func(format string, args ...any) error {
			return srcpos.Errorf(line, col, clip(string(raw)), format, args...)
		}
		if in.Puzzle != "" && in.Puzzle != "tents" {
			return errf("a %q puzzle, not tents", in.Puzzle)
		}
		if in.Error != "" && in.Grid == nil {
			return errf("a failed result: %s", in.Error)
		}
		R, C := in.Rows, in.Cols
		if R < 1 || C < 1 || R*C > MaxCells || R > MaxCells || C > MaxCells {
			return errf("want rows and cols of 1 or more, at most %d cells", MaxCells)
		}
		if len(in.Grid) != R || len(in.RowCounts) != R || len(in.ColCounts) != C {
			return errf("want %d grid rows, %d row counts and %d column counts", R, R, C)
		}
		p := NewPuzzle(R, C)
		p.Name = in.Name
		p.Pos = Pos{Line: line, Col: col, Text: "{"}
		for r, k := range in.RowCounts {
			if k != nil {
				p.RowCount[r] = *k
			}
		}
		for c, k := range in.ColCounts {
			if k != nil {
				p.ColCount[c] = *k
			}
		}
		for r, row := range in.Grid {
			if len(row) != C {
				return errf("grid row %d has %d cells, want %d", r, len(row), C)
			}
			for c := 0; c < C; c++ {
				switch row[c] {
				case 'T', 'x':
					p.Tree[r*C+c] = true
				case '.', '-':
				default:
					return errf("grid row %d: %q is neither a tree (T) nor empty (.)", r, row[c])
				}
			}
		}
		if in.Tents != nil {
			if len(in.Tents) != R {
				return errf("want %d rows of tents", R)
			}
			s := &Solution{Rows: R, Cols: C, Tent: make([]bool, R*C)}
			for r, row := range in.Tents {
				if len(row) != C {
					return errf("tents row %d has %d cells, want %d", r, len(row), C)
				}
				for c := 0; c < C; c++ {
					switch row[c] {
					case 'A':
						s.Tent[r*C+c] = true
					case 'T', '.':
					default:
						return errf("tents row %d: %q is not T, A or .", r, row[c])
					}
				}
			}
			p.ref = s
		}
		if err := p.Validate(); err != nil {
			return err
		}
		out = append(out, p)
		return nil
	}
	for {
		off := dec.InputOffset()
		var raw json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			break
		} else if err != nil {
			line, col := lineOf(off)
			return nil, srcpos.Errorf(line, col, "", "bad JSON: %v", err)
		}
		// InputOffset before Decode may sit before blanks: step over them.
		for int(off) < len(data) && (data[off] == ' ' || data[off] == '\n' || data[off] == '\r' || data[off] == '\t' || data[off] == ',') {
			off++
		}
		if bytes.HasPrefix(bytes.TrimSpace(raw), []byte("[")) {
			var arr []json.RawMessage
			if err := json.Unmarshal(raw, &arr); err != nil {
				line, col := lineOf(off)
				return nil, srcpos.Errorf(line, col, "", "bad JSON: %v", err)
			}
			for _, el := range arr {
				if err := one(el, off); err != nil {
					return nil, err
				}
			}
			continue
		}
		if err := one(raw, off); err != nil {
			return nil, err
		}
	}
	return out, nil
}
