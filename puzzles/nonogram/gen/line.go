package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
)

// Cell states of the line solver.
const (
	unknown byte = 0
	shaded  byte = 1
	empty   byte = 2
)

// lineSolver deduces, for one line at a time, every cell that is the
// same in all placements of the line's runs that agree with the cells
// known: a complete line solver (what a person does with one clue and
// the cells known, overlaps and edges included, at its strongest).
//
// It is sound: a cell it sets has that value in every completion of the
// line that meets the clue and the cells known, so in every solution of
// the puzzle that agrees with the cells known. By induction over the
// deductions, every solution of the puzzle agrees with every cell the
// grid solver (solveGrid) sets; so when it sets every cell, the puzzle
// has at most one solution, and the picture the clues came from is one:
// the puzzle is unique. (TestLineSolverSound checks this against SAT.)
//
// The method: the line plus one virtual empty cell at its end (index n)
// is read by two tables over (position i, runs placed j): fw[i][j] when
// cells 0..i-1 can hold runs 0..j-1 and position i may start a run (i
// is 0 or cell i-1 is empty), bw[i][j] when cells i..n can hold runs
// j..k-1 from such a position. A cell can be empty when some j has
// fw[i][j] and bw[i+1][j]; shaded when a placement of some run j at
// [i, i+c_j) with an empty cell after it links fw[i][j] to
// bw[i+c_j+1][j+1] (and the cell after it can then be empty). O(n·k)
// a line.
type lineSolver struct {
	fw, bw  []bool
	noEmpty []int // noEmpty[i]: empty cells among 0..i-1
	black   []int // difference array of the cells some placement shades
	canW    []bool
	wok     []bool // position i can be empty
	lo      []int
}

// solve deduces what it can in cells (len n) for clue. It returns false
// when no placement agrees with the cells (a contradiction); cells then
// is unchanged. The tables are stored run count first (fw[j*(L+1)+i])
// and filled only where j runs can lie before i and the other runs after
// it, so a line costs O(k·slack), slack being the cells the clue leaves
// free.
func (ls *lineSolver) solve(clue []int, cells []byte) bool {
	n, k := len(cells), len(clue)
	L := n + 1 // positions 0..n; cell n is the virtual empty one
	W := L + 1
	size := (k + 1) * W
	if cap(ls.fw) < size {
		ls.fw = make([]bool, size)
		ls.bw = make([]bool, size)
	}
	fw, bw := ls.fw[:size], ls.bw[:size]
	clear(fw)
	clear(bw)
	if cap(ls.noEmpty) < W {
		ls.noEmpty = make([]int, W)
		ls.black = make([]int, W)
		ls.canW = make([]bool, W)
		ls.wok = make([]bool, W)
		ls.lo = make([]int, W)
	}
	pre, black, canW, wok := ls.noEmpty[:W], ls.black[:W], ls.canW[:W], ls.wok[:W]
	clear(black)
	clear(canW)
	pre[0] = 0
	for i := 0; i < n; i++ {
		pre[i+1] = pre[i]
		if cells[i] == empty {
			pre[i+1]++
		}
		wok[i] = cells[i] != shaded
	}
	wok[n] = true
	// lo[j]: the first position with j runs placed before it;
	// rest(j) = L - hi: the positions runs j.. need from a position.
	if cap(ls.lo) < k+2 {
		ls.lo = make([]int, k+2)
	}
	lo := ls.lo[:k+2]
	lo[0] = 0
	for j := 0; j < k; j++ {
		lo[j+1] = lo[j] + clue[j] + 1
	}
	total := lo[k] // every run with its empty cell after it
	hi := func(j int) int { return L - (total - lo[j]) }
	if total > L {
		return false
	}
	fw[0] = true
	for j := 0; j <= k; j++ {
		row := fw[j*W:]
		h := hi(j)
		for i := lo[j]; i <= h; i++ {
			if !row[i] {
				continue
			}
			if i < L && wok[i] {
				row[i+1] = true
			}
			if j < k {
				if e := i + clue[j]; e <= n && pre[e] == pre[i] && wok[e] {
					fw[(j+1)*W+e+1] = true
				}
			}
		}
	}
	if !fw[k*W+L] {
		return false
	}
	bw[k*W+L] = true
	for j := k; j >= 0; j-- {
		row := bw[j*W:]
		for i := min(hi(j), L-1); i >= lo[j]; i-- {
			v := wok[i] && row[i+1]
			if !v && j < k {
				if e := i + clue[j]; e <= n && pre[e] == pre[i] && wok[e] && bw[(j+1)*W+e+1] {
					v = true
				}
			}
			row[i] = v
		}
	}
	for j := 0; j <= k; j++ {
		f, b := fw[j*W:], bw[j*W:]
		h := min(hi(j), n-1)
		for i := lo[j]; i <= h; i++ {
			if !f[i] {
				continue
			}
			if wok[i] && b[i+1] {
				canW[i] = true
			}
			if j < k {
				if e := i + clue[j]; e <= n && pre[e] == pre[i] && wok[e] && bw[(j+1)*W+e+1] {
					black[i]++
					black[e]--
					canW[e] = true // the empty cell after the run (or the virtual one)
				}
			}
		}
	}
	run := 0
	for i := 0; i < n; i++ {
		run += black[i]
		canB := run > 0
		switch {
		case canB && !canW[i]:
			cells[i] = shaded
		case !canB && canW[i]:
			cells[i] = empty
		}
	}
	return true
}

// grid is a puzzle's cells as the line solver knows them.
type grid struct {
	p     *nonogram.Puzzle
	cells []byte
	ls    lineSolver
	line  []byte
	queue []int
	inQ   []bool
	steps int // lines solved
}

func newGrid(p *nonogram.Puzzle) *grid {
	return &grid{p: p, cells: make([]byte, p.Rows*p.Cols), line: make([]byte, max(p.Rows, p.Cols)), inQ: make([]bool, p.Rows+p.Cols)}
}

// lineCells lists the cell indexes of line l: rows 0..R-1, then columns.
func (g *grid) at(l, i int) int {
	if l < g.p.Rows {
		return l*g.p.Cols + i
	}
	return i*g.p.Cols + (l - g.p.Rows)
}

func (g *grid) length(l int) int {
	if l < g.p.Rows {
		return g.p.Cols
	}
	return g.p.Rows
}

func (g *grid) clue(l int) []int {
	if l < g.p.Rows {
		return g.p.RowClues[l]
	}
	return g.p.ColClues[l-g.p.Rows]
}

func (g *grid) push(l int) {
	if !g.inQ[l] {
		g.inQ[l] = true
		g.queue = append(g.queue, l)
	}
}

// propagate solves lines until none changes (the lines queued first;
// all of them when none is). It returns false on a contradiction.
func (g *grid) propagate() bool {
	for len(g.queue) > 0 {
		l := g.queue[0]
		g.queue = g.queue[1:]
		g.inQ[l] = false
		n := g.length(l)
		line := g.line[:n]
		open := 0
		for i := range line {
			line[i] = g.cells[g.at(l, i)]
			if line[i] == unknown {
				open++
			}
		}
		if open == 0 {
			// Known in full: only its runs are to check.
			if !known(g.clue(l), line) {
				g.abort()
				return false
			}
			continue
		}
		g.steps++
		if !g.ls.solve(g.clue(l), line) {
			g.abort()
			return false
		}
		for i, v := range line {
			c := g.at(l, i)
			if g.cells[c] != v {
				g.cells[c] = v
				if l < g.p.Rows {
					g.push(g.p.Rows + i)
				} else {
					g.push(i)
				}
			}
		}
	}
	return true
}

// abort empties the queue.
func (g *grid) abort() {
	for _, q := range g.queue {
		g.inQ[q] = false
	}
	g.queue = g.queue[:0]
}

// known reports whether a line known in full has clue's runs.
func known(clue []int, line []byte) bool {
	j, run := 0, 0
	for i := 0; i <= len(line); i++ {
		if i < len(line) && line[i] == shaded {
			run++
			continue
		}
		if run > 0 {
			if j >= len(clue) || clue[j] != run {
				return false
			}
			j++
			run = 0
		}
	}
	return j == len(clue)
}

// left is the number of cells not known.
func (g *grid) left() int {
	n := 0
	for _, v := range g.cells {
		if v == unknown {
			n++
		}
	}
	return n
}

// solveLines runs the line solver from the clues alone: it returns the
// grid, whether it is consistent, and the cells left unknown.
func solveLines(p *nonogram.Puzzle) (*grid, bool, int) {
	g := newGrid(p)
	for l := 0; l < p.Rows+p.Cols; l++ {
		g.push(l)
	}
	ok := g.propagate()
	return g, ok, g.left()
}

// probeRound is one synchronous round of failed-cell probing on a grid
// at the line solver's fixpoint: each unknown cell is tried shaded and
// empty against the same cells known, with lines solved after it; a try
// that ends in a contradiction fixes the cell the other way. It returns
// the probes, the cells fixed, and false when the grid itself is
// contradictory (both tries of a cell fail).
func (g *grid) probeRound() (probes, fixed int, ok bool) {
	base := append([]byte(nil), g.cells...)
	found := map[int]byte{}
	var order []int
	for c, v := range base {
		if v != unknown {
			continue
		}
		for _, try := range [2]byte{shaded, empty} {
			probes++
			copy(g.cells, base)
			g.cells[c] = try
			g.push(c / g.p.Cols)
			g.push(g.p.Rows + c%g.p.Cols)
			if !g.propagate() {
				other := shaded + empty - try
				if prev, dup := found[c]; dup && prev != other {
					copy(g.cells, base)
					return probes, 0, false
				}
				if _, dup := found[c]; !dup {
					order = append(order, c)
				}
				found[c] = other
			}
		}
	}
	copy(g.cells, base)
	for _, c := range order {
		g.cells[c] = found[c]
		g.push(c / g.p.Cols)
		g.push(g.p.Rows + c%g.p.Cols)
	}
	return probes, len(order), true
}

// LineGrader grades Nonograms as a person solves them (the generator's
// engine grader, --grade-by engine): easy when the line solver alone
// (one line at a time, every deduction its clue and the cells known
// allow) fills the grid; medium when one round of probing (a cell tried
// both ways, the lines solved after each try, a try that contradicts
// fixing the cell) with lines solved after it does; hard when that takes
// more rounds or does not finish (a solver must search).
//
// Easy here is exactly easy by the explanations (generate.ExplainGrader:
// every step uses one line's clue): a step of one clue derives only what
// that line's clue and the facts known entail, which the complete line
// solver derives too, and back. So it is ExplainGrader's exact
// pre-filter (DefaultGrader).
type LineGrader struct{}

// Grade grades p in full.
func (g LineGrader) Grade(p puzzle.Puzzle) (generate.Report, error) {
	return g.GradeUpto(p, generate.Any)
}

// GradeUpto stops once the grade is known to exceed upto.
func (LineGrader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*nonogram.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("nonogram grader: not a nonogram: %T", pz)
	}
	g, ok, left := solveLines(p)
	if !ok {
		return generate.Report{}, generate.ErrNoSolution
	}
	n := p.Rows * p.Cols
	rep := generate.Report{Grade: generate.Easy, Primary: n, Propagated: n - left}
	if left == 0 {
		return rep, nil
	}
	rep.Grade = generate.Medium
	if upto == generate.Easy {
		rep.Bound = true
		return rep, nil
	}
	for left > 0 {
		probes, fixed, ok := g.probeRound()
		rep.Probes += probes
		rep.Failed += fixed
		if !ok || !g.propagate() {
			return rep, generate.ErrNoSolution
		}
		if fixed == 0 {
			break
		}
		rep.Rounds++
		left = g.left()
		if rep.Rounds >= 1 && left > 0 && upto == generate.Medium {
			rep.Grade, rep.Bound = generate.Hard, true
			return rep, nil
		}
	}
	rep.Left = left
	if rep.Rounds > 1 || left > 0 {
		rep.Grade = generate.Hard
	}
	return rep, nil
}
