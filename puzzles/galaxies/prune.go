package galaxies

// candidates lists, for each dot, the cells that can be in its galaxy:
// cand[d][cell]. Geometry alone (the opposite cell is on the grid) with
// all false; with all, the fixpoint of three rules that hold in every
// solution once every dot is given:
//
//   - a cell a dot touches is in that dot's galaxy only;
//   - a cell is a candidate of d only if its opposite about d is (symmetry);
//   - a candidate of d is reachable from d's touched cells through
//     candidates of d (connectivity);
//   - a cell left with one candidate d fixes its opposite about d to d too.
//
// The rules only remove candidates, so the fixpoint is reached after at
// most cells x dots removals; each pass is O(cells x dots).
func candidates(p *Puzzle, all bool) [][]bool {
	R, C := p.Rows, p.Cols
	n := R * C
	cand := make([][]bool, len(p.Dots))
	for d, dot := range p.Dots {
		cand[d] = make([]bool, n)
		for i := 0; i < n; i++ {
			_, _, ok := p.Mirror(dot, i/C, i%C)
			cand[d][i] = ok
		}
	}
	if !all {
		return cand
	}
	touched := make([][]int, len(p.Dots))
	for d, dot := range p.Dots {
		for _, t := range p.Touching(dot) {
			i := p.Cell(t[0], t[1])
			touched[d] = append(touched[d], i)
			for e := range p.Dots {
				if e != d {
					cand[e][i] = false
				}
			}
		}
	}
	fixpoint(p, cand, touched)
	return cand
}

// fixpoint removes candidates by the rules of candidates (symmetry,
// connectivity from the touched cells, a cell's only dot fixing its
// opposite) until none applies.
func fixpoint(p *Puzzle, cand [][]bool, touched [][]int) {
	R, C := p.Rows, p.Cols
	n := R * C
	mirror := func(d, i int) int {
		mr, mc, ok := p.Mirror(p.Dots[d], i/C, i%C)
		if !ok {
			return -1
		}
		return mr*C + mc
	}
	seen := make([]bool, n)
	stack := make([]int, 0, n)
	for changed := true; changed; {
		changed = false
		for d := range p.Dots {
			cd := cand[d]
			for i := 0; i < n; i++ {
				if cd[i] {
					if m := mirror(d, i); m < 0 || !cd[m] {
						cd[i] = false
						changed = true
					}
				}
			}
			for i := range seen {
				seen[i] = false
			}
			stack = stack[:0]
			for _, i := range touched[d] {
				if cd[i] && !seen[i] {
					seen[i] = true
					stack = append(stack, i)
				}
			}
			for len(stack) > 0 {
				i := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				r, c := i/C, i%C
				for _, j := range [4]int{i - C, i + C, i - 1, i + 1} {
					if (j == i-1 && c == 0) || (j == i+1 && c == C-1) || j < 0 || j >= n || (r == 0 && j == i-C) {
						continue
					}
					if cd[j] && !seen[j] {
						seen[j] = true
						stack = append(stack, j)
					}
				}
			}
			for i := 0; i < n; i++ {
				if cd[i] && !seen[i] {
					cd[i] = false
					changed = true
				}
			}
		}
		for i := 0; i < n; i++ {
			only, k := -1, 0
			for d := range p.Dots {
				if cand[d][i] {
					only, k = d, k+1
				}
			}
			if k != 1 {
				continue
			}
			m := mirror(only, i)
			for e := range p.Dots {
				if e != only && cand[e][m] {
					cand[e][m] = false
					changed = true
				}
			}
		}
	}
}
