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
	of, i, err := blockStructure(desc, w, base, false, bad)
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
// the comma. base is desc's offset in the line, for bad's positions. The
// two programs differ in one letter: keen.c reads 'y' as 25 non-edges
// without an edge after them and 'z' as 26 and an edge, solo.c (solo)
// reads 'y' as 25 and an edge, 'z' as 26 without one.
func blockStructure(desc string, w, base int, solo bool, bad func(off int, format string, args ...any) error) ([]int, int, error) {
	noEdge := 25 // keen.c: 'y', 25 non-edges and no edge
	if solo {
		noEdge = 26 // solo.c: 'z', 26 non-edges and no edge
	}
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
		adv := c != noEdge
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

// parseSoloKiller reads a Solo killer game ID:
// "CxRk:GRID,CAGES,SUMS", or "Njk:GRID,BOXES,CAGES,SUMS" for jigsaw
// killer (C x R the boxes, C rows of R cells as Solo's own reader takes
// them; symmetry and difficulty letters are ignored; Solo's X variant is
// refused). GRID is Solo's grid of givens (a letter 'a'..'z' 1..26 empty
// cells, a number a given, '_' between two numbers). BOXES is a jigsaw's
// box layout and CAGES the cage layout, both in Solo's block structure
// (blockStructure); SUMS a grid of the same form as GRID holding each
// cage's sum in its first cell (row-major).
func parseSoloKiller(t string, line, col int, bad func(off int, format string, args ...any) error) (*Puzzle, error) {
	head, desc, _ := strings.Cut(t, ":")
	const form = "a Solo killer game ID is CxRk:GRID,CAGES,SUMS (boxes C x R, such as 3x3k) or Njk:GRID,BOXES,CAGES,SUMS (jigsaw killer)"
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
	// As solo.c's decode_params: C, then "xR", then letters.
	c, i := num(0)
	if c < 1 {
		return nil, bad(0, form)
	}
	r, seenR := c, false
	if i+1 < len(head) && head[i] == 'x' && head[i+1] >= '0' && head[i+1] <= '9' {
		r, i = num(i + 1)
		seenR = true
		if r < 1 {
			return nil, bad(0, form)
		}
	}
	killer := false
	for i < len(head) {
		switch ch := head[i]; {
		case ch == 'j':
			if seenR {
				c *= r
			}
			r = 1
			i++
		case ch == 'x':
			return nil, bad(i, "Solo's X killer (the diagonals too) is not read")
		case ch == 'k':
			killer = true
			i++
		case ch == 'r' || ch == 'm' || ch == 'a':
			i++
			if ch == 'm' && i < len(head) && head[i] == 'd' {
				i++
			}
			for i < len(head) && head[i] >= '0' && head[i] <= '9' {
				i++
			}
		case ch == 'd':
			i += 2
		case ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9':
			i++
		default:
			return nil, bad(i, "unexpected %q in Solo parameters", string(ch))
		}
	}
	if !killer {
		return nil, bad(0, "not a killer ID (no 'k' in the parameters): %s", form)
	}
	if c > MaxSide || r > MaxSide || c*r > MaxSide {
		return nil, bad(0, "the grid size is 1 to %d", MaxSide)
	}
	n := c * r
	jigsaw := r == 1 && n > 1
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
				for e < len(desc) && desc[e] >= '0' && desc[e] <= '9' && e-k < 13 { // MaxTarget has 13 digits
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
	for at, v := range givens {
		if v > n {
			return nil, bad(base, "the given %d at (%d,%d) is not a digit 1 to %d", v, at/n+1, at%n+1, n)
		}
	}
	if k >= len(desc) {
		return nil, bad(base+max(k-1, 0), "want ',' and the cage layout after the grid")
	}
	k++
	var boxes []int
	if jigsaw {
		of, used, err := blockStructure(desc[k:], n, base+k, true, bad)
		if err != nil {
			return nil, err
		}
		g, err := regions.New(n, n, of)
		if err != nil {
			return nil, bad(base+k, "%v", err)
		}
		if g.N != n {
			return nil, bad(base+k, "%d jigsaw boxes, a %dx%d grid has %d", g.N, n, n, n)
		}
		for b := range g.N {
			if len(g.Cells(b)) != n {
				return nil, bad(base+k, "a jigsaw box of %d cells, a box has %d", len(g.Cells(b)), n)
			}
		}
		boxes = append([]int(nil), g.Of...)
		k += used
	}
	of, used, err := blockStructure(desc[k:], n, base+k, true, bad)
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
	p.Jigsaw = boxes
	for _, v := range givens {
		if v != 0 {
			p.Givens = givens
			break
		}
	}
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
// for Killer Sudoku ("Njk:GRID,BOXES,CAGES,SUMS" with jigsaw boxes; GRID
// the givens). Keen's block structure writes a run of
// three or more equal characters as the character and the count, as
// keen.c does (Solo's does not). A cage whose
// operation is unknown (a janko.at bare number) has no Keen form: an
// error.
func TathamID(p *Puzzle) (string, error) {
	n := p.N
	var b strings.Builder
	if p.Killer {
		if p.Jigsaw != nil {
			fmt.Fprintf(&b, "%djk:", n)
		} else {
			fmt.Fprintf(&b, "%dx%dk:", p.BoxRows, p.BoxCols)
		}
		givens := p.Givens
		if givens == nil {
			givens = make([]int, n*n)
		}
		b.WriteString(soloGrid(givens))
		b.WriteByte(',')
		if p.Jigsaw != nil {
			b.WriteString(soloBlocks(n, p.Jigsaw))
			b.WriteByte(',')
		}
		b.WriteString(soloBlocks(n, p.CageOf))
	} else {
		fmt.Fprintf(&b, "%d:", n)
		writeKeenBlocks(&b, n, p.CageOf)
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

// soloBlocks is Solo's block structure of the regions of (a label per
// cell of an n x n grid): the runs of non-edges between edges, '_' for
// none, a letter for 1..25, 'z' for 26 without an edge after them (as
// solo.c's spec_to_dsf reads them).
func soloBlocks(n int, of []int) string {
	var b strings.Builder
	run := 0
	for pos := 0; pos <= 2*n*(n-1); pos++ {
		if pos < 2*n*(n-1) && !isEdge(n, of, pos) {
			run++
			continue
		}
		for run >= 26 {
			b.WriteByte('z')
			run -= 26
		}
		if run == 0 {
			b.WriteByte('_')
		} else {
			b.WriteByte(byte('a' - 1 + run))
		}
		run = 0
	}
	return b.String()
}

// isEdge reports whether inner edge pos (the vertical ones row by row,
// then the horizontal ones column by column) parts two regions of of.
func isEdge(n int, of []int, pos int) bool {
	var p0, p1 int
	if pos < n*(n-1) {
		y, x := pos/(n-1), pos%(n-1)
		p0, p1 = y*n+x, y*n+x+1
	} else {
		x, y := pos/(n-1)-n, pos%(n-1)
		p0, p1 = y*n+x, (y+1)*n+x
	}
	return of[p0] != of[p1]
}

// writeKeenBlocks writes Keen's block structure of the cages of (a
// label per cell): runs as soloBlocks but 'y' for 25 non-edges without
// an edge (keen.c), and a run of three or more equal characters as the
// character and the count, as keen.c writes it.
func writeKeenBlocks(b *strings.Builder, n int, of []int) {
	var blocks strings.Builder
	run := 0
	for pos := 0; pos <= 2*n*(n-1); pos++ {
		edge := pos == 2*n*(n-1) || isEdge(n, of, pos)
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
	for i := 0; i < len(bs); {
		j := i
		for j < len(bs) && bs[j] == bs[i] {
			j++
		}
		if j-i > 2 {
			fmt.Fprintf(b, "%c%d", bs[i], j-i)
		} else {
			b.WriteString(bs[i:j])
		}
		i = j
	}
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
