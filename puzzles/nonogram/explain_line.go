package nonogram

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// SayStep says a step of one line's clue as a line solver does
// (puzzle.StepSayer): with the line's known cells (the step's given
// facts), every way to fit the runs is counted at once, and each new
// fact gets its reason: a run's overlap (the cells every fit of that
// run covers), a cell no run reaches, a gap between empty cells too
// small for the runs that reach it, or, failing those, "every fit". ""
// (the facts alone) for a step of several clues or of facts outside its
// line.
func (a *factReader) SayStep(clues []puzzle.Clue, given, facts []puzzle.Statement) string {
	if a.p == nil || len(clues) != 1 {
		return ""
	}
	cj, ok := clues[0].JSON.(ClueJSON)
	if !ok {
		return ""
	}
	n := a.p.Cols
	if cj.Line != "row" {
		n = a.p.Rows
	}
	// pos is a cell's place in the line, -1 off it.
	pos := func(r, c int) int {
		switch {
		case cj.Line == "row" && r == cj.Index:
			return c
		case cj.Line != "row" && c == cj.Index:
			return r
		}
		return -1
	}
	known := make([]int8, n)
	for _, g := range given {
		for _, l := range g.Lits {
			// a given statement may reach past the line: its other
			// cells play no part
			if r, c, ok := a.of(l); ok && pos(r, c) >= 0 {
				known[pos(r, c)] = int8(sign(int(l)))
			}
		}
	}
	ls := lineSolve(known, cj.Clue)
	if ls == nil {
		return ""
	}
	type class struct {
		words string
		cells []int
	}
	classes := []*class{{words: "overlap shades %s"}, {words: "every fit of the runs shades %s"},
		{words: "no run reaches %s, so %s empty"}, {words: "the gap %s is too small for a run, so %s empty"},
		{words: "no run fits over %s, so %s empty"}}
	gapWords := map[int]string{}
	for _, f := range facts {
		for _, l := range f.Lits {
			r, c, ok := a.of(l)
			i := pos(r, c)
			if !ok || i < 0 {
				return ""
			}
			if l > 0 {
				if ls.canEmpty[i] {
					return ""
				}
				k := 1
				if ls.overlap(i) {
					k = 0
				}
				classes[k].cells = append(classes[k].cells, i)
				continue
			}
			if ls.canShade[i] {
				return ""
			}
			switch g0, g1, small := ls.gap(i, known); {
			case !ls.reached(i):
				classes[2].cells = append(classes[2].cells, i)
			case small:
				classes[3].cells = append(classes[3].cells, i)
				gapWords[i] = a.span(cj, g0, g1)
			default:
				classes[4].cells = append(classes[4].cells, i)
			}
		}
	}
	var out []string
	for k, cl := range classes {
		if len(cl.cells) == 0 {
			continue
		}
		switch k {
		case 0, 1:
			out = append(out, fmt.Sprintf(cl.words, a.spans(cj, cl.cells)))
		case 3:
			// one clause a gap
			seen := map[string]bool{}
			for _, i := range cl.cells {
				g := gapWords[i]
				if seen[g] {
					continue
				}
				seen[g] = true
				var in []int
				for _, j := range cl.cells {
					if gapWords[j] == g {
						in = append(in, j)
					}
				}
				out = append(out, fmt.Sprintf(cl.words, g, stay(in, a.spans(cj, in))))
			}
		default:
			s := a.spans(cj, cl.cells)
			out = append(out, fmt.Sprintf(cl.words, s, stayIt(cl.cells)))
		}
	}
	return strings.Join(out, "; ")
}

// stay is "(4,0) stays" or "(4,0), (4,9) stay".
func stay(cells []int, words string) string {
	if len(cells) == 1 {
		return words + " stays"
	}
	return words + " stay"
}

func stayIt(cells []int) string {
	if len(cells) == 1 {
		return "it stays"
	}
	return "they stay"
}

// cell is the grid cell of place i of the line.
func (a *factReader) cell(cj ClueJSON, i int) [2]int {
	if cj.Line == "row" {
		return [2]int{cj.Index, i}
	}
	return [2]int{i, cj.Index}
}

func (a *factReader) span(cj ClueJSON, i, j int) string {
	return cellRange(a.cell(cj, i), a.cell(cj, j))
}

// spans words places of the line, runs of neighbours as ranges:
// "(4,2)..(4,4), (4,7)".
func (a *factReader) spans(cj ClueJSON, places []int) string {
	ps := append([]int(nil), places...)
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j] < ps[j-1]; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	var ws []string
	for i := 0; i < len(ps); {
		j := i + 1
		for j < len(ps) && ps[j] == ps[j-1]+1 {
			j++
		}
		ws = append(ws, a.span(cj, ps[i], ps[j-1]))
		i = j
	}
	return strings.Join(ws, ", ")
}

// line is a line solver's view of one line: for each run, the starts
// that fit with the known cells and every other run.
type line struct {
	runs     []int
	starts   [][]int // feasible starts of each run, ascending
	canShade []bool
	canEmpty []bool
}

// lineSolve fits runs to a line of known cells (1 shaded, -1 empty, 0
// unknown); nil when nothing fits.
func lineSolve(known []int8, runs []int) *line {
	n, k := len(known), len(runs)
	okShade := func(i, j int) bool { // cells i..j-1 may all be shaded
		for x := i; x < j; x++ {
			if known[x] < 0 {
				return false
			}
		}
		return true
	}
	okEmpty := func(i int) bool { return i < 0 || i >= n || known[i] <= 0 }
	// pre[j][i]: runs 0..j-1 fit in cells 0..i-1, every other cell there empty.
	pre := make([][]bool, k+1)
	for j := range pre {
		pre[j] = make([]bool, n+1)
	}
	pre[0][0] = true
	for i := 1; i <= n; i++ {
		for j := 0; j <= k; j++ {
			v := pre[j][i-1] && okEmpty(i-1)
			if !v && j > 0 {
				L := runs[j-1]
				if s := i - L; s >= 0 && okShade(s, i) {
					if s == 0 {
						v = j == 1
					} else {
						v = okEmpty(s-1) && pre[j-1][s-1]
					}
				}
			}
			pre[j][i] = v
		}
	}
	// suf[j][i]: runs j..k-1 fit in cells i..n-1.
	suf := make([][]bool, k+1)
	for j := range suf {
		suf[j] = make([]bool, n+2)
	}
	suf[k][n] = true
	suf[k][n+1] = true
	for i := n - 1; i >= 0; i-- {
		for j := k; j >= 0; j-- {
			v := suf[j][i+1] && okEmpty(i)
			if !v && j < k {
				L := runs[j]
				if e := i + L; e <= n && okShade(i, e) {
					if e == n {
						v = j == k-1
					} else {
						v = okEmpty(e) && suf[j+1][e+1]
					}
				}
			}
			suf[j][i] = v
		}
	}
	if !pre[k][n] {
		return nil
	}
	ls := &line{runs: runs, starts: make([][]int, k), canShade: make([]bool, n), canEmpty: make([]bool, n)}
	for j, L := range runs {
		for s := 0; s+L <= n; s++ {
			if !okShade(s, s+L) {
				continue
			}
			before := s == 0 && j == 0 || s > 0 && okEmpty(s-1) && pre[j][s-1]
			after := s+L == n && j == k-1 || s+L < n && okEmpty(s+L) && suf[j+1][s+L+1]
			if before && after {
				ls.starts[j] = append(ls.starts[j], s)
				for x := s; x < s+L; x++ {
					ls.canShade[x] = true
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		if known[i] > 0 {
			continue
		}
		for j := 0; j <= k && !ls.canEmpty[i]; j++ {
			ls.canEmpty[i] = pre[j][i] && suf[j][i+1]
		}
	}
	return ls
}

// overlap reports whether some run covers place i in every fit.
func (ls *line) overlap(i int) bool {
	for j, st := range ls.starts {
		if len(st) > 0 && st[len(st)-1] <= i && i < st[0]+ls.runs[j] {
			return true
		}
	}
	return false
}

// reached reports whether place i lies between some run's first and
// last fitting places.
func (ls *line) reached(i int) bool {
	for j, st := range ls.starts {
		if len(st) > 0 && st[0] <= i && i < st[len(st)-1]+ls.runs[j] {
			return true
		}
	}
	return false
}

// gap is the stretch of places around i not known empty, g0..g1, and
// whether it is shorter than every run whose reach covers i.
func (ls *line) gap(i int, known []int8) (g0, g1 int, small bool) {
	g0, g1 = i, i
	for g0 > 0 && known[g0-1] >= 0 {
		g0--
	}
	for g1 < len(known)-1 && known[g1+1] >= 0 {
		g1++
	}
	small = true
	any := false
	for j, st := range ls.starts {
		if len(st) > 0 && st[0] <= i && i < st[len(st)-1]+ls.runs[j] {
			any = true
			if ls.runs[j] <= g1-g0+1 {
				small = false
			}
		}
	}
	return g0, g1, small && any
}
