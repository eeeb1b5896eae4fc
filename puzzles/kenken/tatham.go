package kenken

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// looksTatham reports whether line is a Keen game ID: "W:" or "WPARAMS:"
// (digits, then letters), then the block structure and a comma.
func looksTatham(line string) bool {
	head, desc, ok := strings.Cut(line, ":")
	if !ok || head == "" || head[0] < '0' || head[0] > '9' || !strings.Contains(desc, ",") {
		return false
	}
	for _, r := range head {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z') {
			return false
		}
	}
	return true
}

// ParseTatham reads Tatham Keen game IDs, one a line ("#" lines and
// blank lines skipped): "W:BLOCKS,CLUES" (the parameters before ':' may
// carry a difficulty, "6de:", which is ignored). BLOCKS is Keen's block
// structure: over the 2W(W-1) inner edges (the vertical ones row by row,
// then the horizontal ones column by column) and one dummy edge at the
// end, '_' is an edge, a letter 'a'..'y' that many non-edges followed by
// an edge, 'z' 26 non-edges and an edge (as keen.c's parse_block_structure
// reads it), a number after a character repeats it. CLUES give each
// cage, in the order of its first cell, 'a' (sum), 'm' (product), 's'
// (difference), 'd' (quotient) and the target.
func ParseTatham(data []byte, killer bool) ([]*Puzzle, error) {
	var out []*Puzzle
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		col := strings.Index(line, t) + 1
		p, err := parseTathamLine(t, i+1, col, killer)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parseTathamLine(t string, line, col int, killer bool) (*Puzzle, error) {
	bad := func(off int, format string, args ...any) error {
		end := min(len(t), off+10)
		return srcpos.Errorf(line, col+off, t[off:end], format, args...)
	}
	if killer {
		return parseSoloKiller(t, line, col, bad)
	}
	head, desc, ok := strings.Cut(t, ":")
	if !ok {
		return nil, bad(0, "a Keen game ID is W:BLOCKS,CLUES")
	}
	j := 0
	for j < len(head) && head[j] >= '0' && head[j] <= '9' {
		j++
	}
	w, err := strconv.Atoi(head[:j])
	if err != nil || w < 1 || w > MaxSide {
		return nil, bad(0, "the grid size is 1 to %d", MaxSide)
	}
	base := len(head) + 1
	of, i, err := blockStructure(desc, w, base, bad)
	if err != nil {
		return nil, err
	}
	g, err := regions.New(w, w, of)
	if err != nil {
		return nil, bad(0, "%v", err)
	}
	p := fromRegions(w, g, false)
	p.Pos = Pos{Line: line, Col: col, Text: t[:min(len(t), 10)]}
	for k := range p.Cages {
		if i >= len(desc) {
			return nil, bad(len(t)-1, "too few clues: %d cages", len(p.Cages))
		}
		var op Op
		switch desc[i] {
		case 'a':
			op = Add
		case 'm':
			op = Mul
		case 's':
			op = Sub
		case 'd':
			op = Div
		default:
			return nil, bad(base+i, "a clue is a, m, s or d and a number")
		}
		at := i
		i++
		e := i
		for e < len(desc) && desc[e] >= '0' && desc[e] <= '9' && e-i < 13 {
			e++
		}
		v, err := strconv.Atoi(desc[i:e])
		if err != nil {
			return nil, bad(base+at, "a clue is a, m, s or d and a number")
		}
		i = e
		if err := p.setClue(p.Cages[k].Cells[0], v, op); err != nil {
			return nil, bad(base+at, "%v", err)
		}
	}
	if i != len(desc) {
		return nil, bad(base+i, "too many clues: %d cages", len(p.Cages))
	}
	return p, nil
}

// blockStructure reads the block structure at the start of desc (Keen's
// and Solo's: see ParseTatham) of a w x w grid, up to the comma after
// it: each cell's block (a representative cell), and the index just past
// the comma. base is desc's offset in the line, for bad's positions.
func blockStructure(desc string, w, base int, bad func(off int, format string, args ...any) error) ([]int, int, error) {
	parent := make([]int, w*w)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	edges := 2 * w * (w - 1)
	pos, i := 0, 0
	repc, repn := 0, 0
	for i < len(desc) && (repn > 0 || desc[i] != ',') {
		var c int
		if repn > 0 {
			repn--
			c = repc
		} else if ch := desc[i]; ch == '_' || ch >= 'a' && ch <= 'z' {
			if ch != '_' {
				c = int(ch-'a') + 1
			}
			i++
			k := i
			for k < len(desc) && desc[k] >= '0' && desc[k] <= '9' && k-i < 6 {
				k++
			}
			if k > i {
				n, _ := strconv.Atoi(desc[i:k])
				repc, repn = c, n-1
				i = k
			}
		} else {
			return nil, 0, bad(base+i, "a block structure character is '_' or a letter")
		}
		adv := c != 25
		for ; c > 0; c-- {
			if pos >= edges {
				return nil, 0, bad(base+min(i, len(desc)-1), "too much data in the block structure")
			}
			var p0, p1 int
			if pos < w*(w-1) {
				y, x := pos/(w-1), pos%(w-1)
				p0, p1 = y*w+x, y*w+x+1
			} else {
				x, y := pos/(w-1)-w, pos%(w-1)
				p0, p1 = y*w+x, (y+1)*w+x
			}
			a, b := find(p0), find(p1)
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
			pos++
		}
		if adv {
			pos++
			if pos > edges+1 {
				return nil, 0, bad(base+min(i, len(desc)-1), "too much data in the block structure")
			}
		}
	}
	if pos != edges+1 {
		return nil, 0, bad(base+min(i, max(len(desc)-1, 0)), "not enough data in the block structure")
	}
	if i >= len(desc) || desc[i] != ',' {
		return nil, 0, bad(base+min(i, max(len(desc)-1, 0)), "want ',' after the block structure")
	}
	i++
	of := make([]int, w*w)
	for c := range of {
		of[c] = find(c)
	}
	return of, i, nil
}

// parseSoloKiller reads a Solo killer game ID: "CxRk:GRID,BLOCKS,SUMS"
// (C x R the boxes, C rows of R cells as Solo's own reader takes them;
// symmetry and difficulty letters after k are ignored). GRID is
// Solo's grid of givens (a letter 'a'..'z' 1..26 empty cells, a number a
// given, '_' between two numbers); a Killer Sudoku ID with givens is
// refused, as the model has none besides one-cell cages. BLOCKS is the
// cage layout in Keen's block structure (blockStructure), SUMS a grid of
// the same form as GRID holding each cage's sum in its first cell
// (row-major).
func parseSoloKiller(t string, line, col int, bad func(off int, format string, args ...any) error) (*Puzzle, error) {
	head, desc, _ := strings.Cut(t, ":")
	num := func(i int) (int, int) {
		j := i
		for j < len(head) && j-i < 3 && head[j] >= '0' && head[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(head[i:j])
		if err != nil {
			return -1, i
		}
		return v, j
	}
	c, i := num(0)
	if c < 1 || i >= len(head) || head[i] != 'x' {
		return nil, bad(0, "a Solo killer game ID is CxRk:GRID,BLOCKS,SUMS (boxes C x R, such as 3x3k; jigsaw killer is not read)")
	}
	r, i := num(i + 1)
	if r < 1 || i >= len(head) || head[i] != 'k' {
		return nil, bad(0, "a Solo killer game ID is CxRk:GRID,BLOCKS,SUMS (boxes C x R, such as 3x3k; jigsaw killer is not read)")
	}
	for _, ch := range head[i+1:] {
		if !(ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9') || ch == 'j' || ch == 'x' {
			return nil, bad(i+1, "unexpected %q in Solo parameters (only symmetry and difficulty may follow k)", string(ch))
		}
	}
	n := c * r
	if n > MaxSide || c > MaxSide || r > MaxSide {
		return nil, bad(0, "the grid size is 1 to %d", MaxSide)
	}
	base := len(head) + 1
	// grid reads a Solo grid from desc[k:] up to a comma or the end:
	// its n*n numbers (0 empty) and the index past it.
	grid := func(k int) ([]int, int, error) {
		out := make([]int, 0, n*n)
		for k < len(desc) && desc[k] != ',' {
			ch := desc[k]
			switch {
			case ch >= 'a' && ch <= 'z':
				for range int(ch-'a') + 1 {
					out = append(out, 0)
				}
				k++
			case ch == '_':
				k++
			case ch >= '0' && ch <= '9':
				e := k
				for e < len(desc) && desc[e] >= '0' && desc[e] <= '9' && e-k < 6 {
					e++
				}
				v, _ := strconv.Atoi(desc[k:e])
				out = append(out, v)
				k = e
			default:
				return nil, k, bad(base+k, "a Solo grid holds letters (empty cells), numbers and '_'")
			}
			if len(out) > n*n {
				return nil, k, bad(base+k-1, "more than %d cells in a %dx%d grid", n*n, n, n)
			}
		}
		if len(out) != n*n {
			return nil, k, bad(base+min(k, max(len(desc)-1, 0)), "%d cells, a %dx%d grid has %d", len(out), n, n, n*n)
		}
		return out, k, nil
	}
	givens, k, err := grid(0)
	if err != nil {
		return nil, err
	}
	for _, v := range givens {
		if v != 0 {
			return nil, bad(base, "a Killer Sudoku ID with givens is not read (the cages are the puzzle's only clues)")
		}
	}
	if k >= len(desc) {
		return nil, bad(base+max(k-1, 0), "want ',' and the cage layout after the grid")
	}
	k++
	of, used, err := blockStructure(desc[k:], n, base+k, bad)
	if err != nil {
		return nil, err
	}
	k += used
	sums, end, err := grid(k)
	if err != nil {
		return nil, err
	}
	if end != len(desc) {
		return nil, bad(base+end, "unexpected text after the cage sums")
	}
	g, err := regions.New(n, n, of)
	if err != nil {
		return nil, bad(0, "%v", err)
	}
	p := fromRegions(n, g, true)
	p.BoxRows, p.BoxCols = c, r
	p.Pos = Pos{Line: line, Col: col, Text: t[:min(len(t), 10)]}
	for cell, v := range sums {
		if v == 0 {
			continue
		}
		if err := p.setClue(cell, v, Add); err != nil {
			return nil, bad(base+k, "the sum %d at (%d,%d): %v", v, cell/n+1, cell%n+1, err)
		}
	}
	for q, cg := range p.Cages {
		if cg.Clue < 0 {
			f := cg.Cells[0]
			return nil, bad(base+k, "cage %d (first cell (%d,%d)) has no sum", q+1, f/n+1, f%n+1)
		}
	}
	return p, nil
}

// TathamID is p as a Tatham game ID: Keen's "N:BLOCKS,CLUES" for KenKen
// (a one-cell cage as 'a' and its digit), Solo's "CxRk:GRID,CAGES,SUMS"
// for Killer Sudoku (no givens). Keen's block structure writes a run of
// three or more equal characters as the character and the count, as
// keen.c does (Solo's does not). A cage whose
// operation is unknown (a janko.at bare number) has no Keen form: an
// error.
func TathamID(p *Puzzle) (string, error) {
	n := p.N
	var b strings.Builder
	if p.Killer {
		fmt.Fprintf(&b, "%dx%dk:", p.BoxRows, p.BoxCols)
		b.WriteString(soloGrid(make([]int, n*n)))
		b.WriteByte(',')
	} else {
		fmt.Fprintf(&b, "%d:", n)
	}
	var blocks strings.Builder
	run := 0
	for pos := 0; pos <= 2*n*(n-1); pos++ {
		edge := true
		if pos < 2*n*(n-1) {
			var p0, p1 int
			if pos < n*(n-1) {
				y, x := pos/(n-1), pos%(n-1)
				p0, p1 = y*n+x, y*n+x+1
			} else {
				x, y := pos/(n-1)-n, pos%(n-1)
				p0, p1 = y*n+x, (y+1)*n+x
			}
			edge = p.CageOf[p0] != p.CageOf[p1]
		}
		if !edge {
			run++
			continue
		}
		for run >= 25 {
			blocks.WriteByte('y') // 25 non-edges, no edge (blockStructure)
			run -= 25
		}
		if run == 0 {
			blocks.WriteByte('_')
		} else {
			blocks.WriteByte(byte('a' - 1 + run))
		}
		run = 0
	}
	bs := blocks.String()
	if p.Killer {
		b.WriteString(bs)
	} else {
		for i := 0; i < len(bs); {
			j := i
			for j < len(bs) && bs[j] == bs[i] {
				j++
			}
			if j-i > 2 {
				fmt.Fprintf(&b, "%c%d", bs[i], j-i)
			} else {
				b.WriteString(bs[i:j])
			}
			i = j
		}
	}
	b.WriteByte(',')
	if p.Killer {
		sums := make([]int, n*n)
		for k, cg := range p.Cages {
			if cg.Op == NoTarget {
				return "", fmt.Errorf("%s: a Solo ID gives every cage its sum", p.CageName(k))
			}
			if cg.Target < 1 {
				return "", fmt.Errorf("%s: Solo writes no sum below 1", p.CageName(k))
			}
			sums[cg.Cells[0]] = cg.Target
		}
		b.WriteString(soloGrid(sums))
		return b.String(), nil
	}
	for k, cg := range p.Cages {
		var op byte
		switch cg.Op {
		case Add, Given:
			op = 'a'
		case Mul:
			op = 'm'
		case Sub:
			op = 's'
		case Div:
			op = 'd'
		case NoTarget:
			return "", fmt.Errorf("%s: a Keen ID gives every cage its target", p.CageName(k))
		default:
			return "", fmt.Errorf("%s: a cage without operation has no Keen form", p.CageName(k))
		}
		fmt.Fprintf(&b, "%c%d", op, cg.Target)
	}
	return b.String(), nil
}

// soloGrid is Solo's grid form of vals (0 empty): runs of empty cells as
// letters ('z' 26), numbers, '_' between two numbers.
func soloGrid(vals []int) string {
	var b strings.Builder
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' - 1 + k))
			run -= k
		}
	}
	for i, v := range vals {
		if v == 0 {
			run++
			continue
		}
		if run > 0 {
			flush()
		} else if i > 0 {
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(v))
	}
	flush()
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	id, err := TathamID(p)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, id)
	return err
}
