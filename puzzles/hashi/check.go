package hashi

import "fmt"

// Check verifies a solution against the rules of Hashi, recomputing
// everything from the grid. It shares no code with the encoder: it does
// not use candidate edges, crossings or the graph package.
//
// The rules: every bridge joins two islands in the same row or column with
// only water between them (no bridge over an island); at most M bridges
// join two islands; bridges do not cross; each island has as many bridges
// as its clue (an island of unknown number at least one); all islands are
// connected; with Tree, the islands joined form a tree (the number of
// joined pairs is the number of islands - 1).
func Check(p *Puzzle, s *Solution) error {
	c := &checker{p: p, cell: make(map[[2]int]int, len(p.Islands)*4), index: make(map[[2]int]int, len(p.Islands)),
		count: make([]int, len(p.Islands)), pairs: make(map[[4]int]bool), adj: make([][]int, len(p.Islands))}
	for i, is := range p.Islands {
		c.cell[[2]int{is.Row, is.Col}] = -1
		c.index[[2]int{is.Row, is.Col}] = i
	}
	for _, br := range s.Bridges {
		if err := c.bridge(br); err != nil {
			return err
		}
	}
	for i, is := range p.Islands {
		if is.Clue == Unknown {
			if c.count[i] == 0 {
				return fmt.Errorf("island at [%d %d] of unknown number has no bridge", is.Row, is.Col)
			}
			continue
		}
		if c.count[i] != is.Clue {
			return fmt.Errorf("island at [%d %d] has clue %d but %d bridges", is.Row, is.Col, is.Clue, c.count[i])
		}
	}
	if err := c.connected(); err != nil {
		return err
	}
	if p.Tree && len(c.pairs) != len(p.Islands)-1 {
		return fmt.Errorf("the bridges must form a tree (no loop) but %d pairs of islands are joined for %d islands", len(c.pairs), len(p.Islands))
	}
	return nil
}

// checker is Check's state: what each cell holds (0 water, -1 island,
// 'h'/'v' a bridge passes), island indexes by cell, bridges per island,
// the pairs joined and the islands' neighbours.
type checker struct {
	p     *Puzzle
	cell  map[[2]int]int
	index map[[2]int]int
	count []int
	pairs map[[4]int]bool
	adj   [][]int
}

// bridge walks one bridge cell by cell and counts it.
func (c *checker) bridge(br Bridge) error {
	a, b := br.From, br.To
	ia, okA := c.index[a]
	ib, okB := c.index[b]
	if !okA || !okB {
		return fmt.Errorf("bridge %v-%v does not join two islands", a, b)
	}
	if br.Count < 1 || br.Count > c.p.MaxBridges {
		return fmt.Errorf("bridge %v-%v has %d bridges (allowed 1..%d)", a, b, br.Count, c.p.MaxBridges)
	}
	key := [4]int{a[0], a[1], b[0], b[1]}
	rev := [4]int{b[0], b[1], a[0], a[1]}
	if c.pairs[key] || c.pairs[rev] {
		return fmt.Errorf("islands %v and %v are listed twice", a, b)
	}
	c.pairs[key] = true
	var dr, dc, mark int
	switch {
	case a[0] == b[0] && a[1] < b[1]:
		dc, mark = 1, 'h'
	case a[1] == b[1] && a[0] < b[0]:
		dr, mark = 1, 'v'
	default:
		return fmt.Errorf("bridge %v-%v is not a left-to-right or top-to-bottom straight line", a, b)
	}
	for r, col := a[0]+dr, a[1]+dc; r != b[0] || col != b[1]; r, col = r+dr, col+dc {
		if r < 0 || r >= c.p.Height || col < 0 || col >= c.p.Width {
			return fmt.Errorf("bridge %v-%v leaves the grid", a, b)
		}
		switch c.cell[[2]int{r, col}] {
		case 0:
			c.cell[[2]int{r, col}] = mark
		case -1:
			return fmt.Errorf("bridge %v-%v passes over the island at [%d %d]", a, b, r, col)
		default:
			return fmt.Errorf("bridge %v-%v crosses another bridge at [%d %d]", a, b, r, col)
		}
	}
	c.count[ia] += br.Count
	c.count[ib] += br.Count
	c.adj[ia] = append(c.adj[ia], ib)
	c.adj[ib] = append(c.adj[ib], ia)
	return nil
}

// connected searches from island 0 and names an island it cannot reach.
func (c *checker) connected() error {
	seen := make([]bool, len(c.p.Islands))
	stack := []int{0}
	seen[0] = true
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range c.adj[v] {
			if !seen[u] {
				seen[u] = true
				stack = append(stack, u)
			}
		}
	}
	for i, ok := range seen {
		if !ok {
			is, first := c.p.Islands[i], c.p.Islands[0]
			return fmt.Errorf("the islands are not connected: [%d %d] cannot be reached from [%d %d]", is.Row, is.Col, first.Row, first.Col)
		}
	}
	return nil
}
