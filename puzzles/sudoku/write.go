package sudoku

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// TathamID is p as a Solo game ID: "CxR:DESC" (boxes C rows tall and R
// columns wide), "Nj:DESC,BLOCKS" for a jigsaw, with an "x" after the
// parameters for the X variant.
func TathamID(p *Puzzle) string {
	var b strings.Builder
	if p.Jigsaw() {
		fmt.Fprintf(&b, "%dj", p.N)
	} else {
		fmt.Fprintf(&b, "%dx%d", p.BoxRows, p.BoxCols)
	}
	if p.X {
		b.WriteByte('x')
	}
	b.WriteByte(':')
	// Solo's encode_grid: runs of empty cells as letters ('z' is 26),
	// numbers separated by '_' when nothing else separates them.
	run := 0
	for i, v := range p.Givens {
		if v == 0 {
			run++
			continue
		}
		if run > 0 {
			for run > 0 {
				k := min(run, 26)
				b.WriteByte(byte('a' + k - 1))
				run -= k
			}
		} else if i > 0 {
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(v))
	}
	for run > 0 {
		k := min(run, 26)
		b.WriteByte(byte('a' + k - 1))
		run -= k
	}
	if p.Jigsaw() {
		b.WriteByte(',')
		// Solo's encode_block_structure_desc: the edges, a run of k
		// non-edges then an edge as 'a'+k-1 (runs over 25 take 'z's of
		// 25 non-edges each, without an edge), an edge alone as '_'.
		n := p.N
		cur := 0
		for i := 0; i <= 2*n*(n-1); i++ {
			edge := true
			if i < 2*n*(n-1) {
				var p0, p1 int
				if i < n*(n-1) {
					y, x := i/(n-1), i%(n-1)
					p0, p1 = y*n+x, y*n+x+1
				} else {
					x, y := i/(n-1)-n, i%(n-1)
					p0, p1 = y*n+x, (y+1)*n+x
				}
				edge = p.Regions[p0] != p.Regions[p1]
			}
			if !edge {
				cur++
				continue
			}
			for cur > 25 {
				b.WriteByte('z')
				cur -= 25
			}
			if cur > 0 {
				b.WriteByte(byte('a' - 1 + cur))
			} else {
				b.WriteByte('_')
			}
			cur = 0
		}
	}
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	if !p.Jigsaw() && p.BoxCols == 1 {
		// Solo reads "Cx1" as a jigsaw.
		return fmt.Errorf("a Solo game ID cannot give boxes one column wide (write json)")
	}
	_, err := io.WriteString(w, TathamID(p)+"\n")
	return err
}

// writeText writes a classic puzzle as N rows of N characters ('.'
// empty, A-Z for 10 on).
func writeText(w io.Writer, p *Puzzle) error {
	if p.Jigsaw() || p.X {
		return fmt.Errorf("a text grid cannot give the %s variant (write tatham, janko or json)", p.Variant())
	}
	if br, bc, _ := BoxShape(p.N); br != p.BoxRows || bc != p.BoxCols {
		return fmt.Errorf("a text grid cannot give %dx%d boxes in a %dx%d grid (its readers take %dx%d; write tatham or json)", p.BoxRows, p.BoxCols, p.N, p.N, br, bc)
	}
	var b strings.Builder
	for i, v := range p.Givens {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteString(digitName(v))
		}
		if i%p.N == p.N-1 {
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// rowsOf are vs as N rows.
func rowsOf(n int, vs []int) [][]int {
	out := make([][]int, n)
	for r := range out {
		out[r] = append([]int(nil), vs[r*n:(r+1)*n]...)
	}
	return out
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	j := JSONPuzzle{Puzzle: p.KindName(), Size: p.N, X: p.X, Givens: rowsOf(p.N, p.Givens)}
	if p.Jigsaw() {
		j.Regions = rowsOf(p.N, p.Regions)
	} else {
		j.Box = []int{p.BoxRows, p.BoxCols}
	}
	return j
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
