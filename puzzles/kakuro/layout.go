package kakuro

// RandomLayout is a rows x cols Kakuro without sums for a generator:
// the first row and column black (they hold the outer sums), then black
// cells drawn at random (blackPercent of the inner cells, symmetric about
// the centre), runs longer than 9 cut, and white cells that would stand
// alone in both directions made black. intn(n) draws in [0,n).
func RandomLayout(rows, cols, blackPercent int, intn func(int) int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Cells: make([]Cell, rows*cols)}
	for r := 1; r < rows; r++ {
		for c := 1; c < cols; c++ {
			p.Cells[r*cols+c].White = true
		}
	}
	// mirror: the inner grid rows 1..rows-1, cols 1..cols-1 turned half way
	mirror := func(i int) int {
		r, c := i/cols, i%cols
		return (rows-r)*cols + (cols - c)
	}
	black := func(i int) {
		p.Cells[i].White = false
		p.Cells[mirror(i)].White = false
	}
	inner := (rows - 1) * (cols - 1)
	for n := 0; n < inner*blackPercent/100; n++ {
		black((1+intn(rows-1))*cols + 1 + intn(cols-1))
	}
	for changed := true; changed; {
		changed = false
		for _, run := range p.Runs() {
			if len(run.Cells) > 9 {
				black(run.Cells[1+intn(len(run.Cells)-2)])
				changed = true
			}
		}
		for i, c := range p.Cells {
			if c.White && p.runLen(i, 0, 1) == 1 && p.runLen(i, 1, 0) == 1 {
				black(i)
				changed = true
			}
		}
	}
	return p
}

// runLen is the length of the run through white cell i along (dr, dc).
func (p *Puzzle) runLen(i, dr, dc int) int {
	r, c := i/p.Cols, i%p.Cols
	n := 1
	for rr, cc := r-dr, c-dc; rr >= 0 && cc >= 0 && p.Cells[rr*p.Cols+cc].White; rr, cc = rr-dr, cc-dc {
		n++
	}
	for rr, cc := r+dr, c+dc; rr < p.Rows && cc < p.Cols && p.Cells[rr*p.Cols+cc].White; rr, cc = rr+dr, cc+dc {
		n++
	}
	return n
}

// Summed is p's layout with every run's sum in s (a filling of its white
// cells): the puzzle whose solution s is.
func Summed(p *Puzzle, s *Solution) *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Cells: make([]Cell, len(p.Cells))}
	for i, c := range p.Cells {
		q.Cells[i] = Cell{White: c.White}
	}
	for _, run := range q.Runs() {
		if run.At < 0 {
			continue
		}
		total := 0
		for _, i := range run.Cells {
			total += s.Grid[i]
		}
		if run.Dir == Across {
			q.Cells[run.At].Across = total
		} else {
			q.Cells[run.At].Down = total
		}
	}
	return q
}

// BlackenWhereDiffer is p with a cell where s and other differ made
// black together with its mirror image (about the centre of the inner
// grid), then white cells left alone in both directions made black too,
// and the sums taken from s again: s stays a solution (its digits in the
// new black cells dropped: sol). Of the cells where the two differ, the
// one that leaves the fewest runs of one cell is taken, ties broken by k
// (taken modulo their number). ok is false when s and other do not
// differ.
func BlackenWhereDiffer(p *Puzzle, s, other *Solution, k int) (q *Puzzle, sol *Solution, ok bool) {
	var diff []int
	for i, c := range p.Cells {
		if c.White && s.Grid[i] != other.Grid[i] {
			diff = append(diff, i)
		}
	}
	if len(diff) == 0 {
		return nil, nil, false
	}
	best, bestScore := -1, 0
	for n := range diff {
		i := diff[(n+k)%len(diff)]
		t := p.blackened(i)
		score := 0
		for j, c := range t.Cells {
			if c.White && (t.runLen(j, 0, 1) == 1 || t.runLen(j, 1, 0) == 1) {
				score++
			}
			if c.White != p.Cells[j].White {
				score++
			}
		}
		if best < 0 || score < bestScore {
			best, bestScore, q = i, score, t
		}
	}
	sol = &Solution{Rows: s.Rows, Cols: s.Cols, Grid: append([]int(nil), s.Grid...)}
	for i, c := range q.Cells {
		if !c.White {
			sol.Grid[i] = 0
		}
	}
	return Summed(q, sol), sol, true
}

// blackened is p's layout (no sums) with cell i and its mirror image
// black, and the white cells then alone in both directions black too.
func (p *Puzzle) blackened(i int) *Puzzle {
	R, C := p.Rows, p.Cols
	q := &Puzzle{Rows: R, Cols: C, Cells: make([]Cell, len(p.Cells))}
	for j, c := range p.Cells {
		q.Cells[j] = Cell{White: c.White}
	}
	q.Cells[i] = Cell{}
	if r, c := i/C, i%C; r >= 1 && c >= 1 {
		q.Cells[(R-r)*C+(C-c)] = Cell{}
	}
	for changed := true; changed; {
		changed = false
		for j, c := range q.Cells {
			if c.White && q.runLen(j, 0, 1) == 1 && q.runLen(j, 1, 0) == 1 {
				q.Cells[j] = Cell{}
				changed = true
			}
		}
	}
	return q
}
