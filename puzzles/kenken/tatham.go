package kenken

import (
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
		return nil, bad(0, "Tatham IDs of Killer Sudoku (solo) are not read yet")
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
	// Block structure.
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
			return nil, bad(base+i, "a block structure character is '_' or a letter")
		}
		adv := c != 25
		for ; c > 0; c-- {
			if pos >= edges {
				return nil, bad(base+min(i, len(desc)-1), "too much data in the block structure")
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
				return nil, bad(base+min(i, len(desc)-1), "too much data in the block structure")
			}
		}
	}
	if pos != edges+1 {
		return nil, bad(base+min(i, max(len(desc)-1, 0)), "not enough data in the block structure")
	}
	if i >= len(desc) || desc[i] != ',' {
		return nil, bad(base+min(i, max(len(desc)-1, 0)), "want ',' after the block structure")
	}
	i++
	of := make([]int, w*w)
	for c := range of {
		of[c] = find(c)
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
