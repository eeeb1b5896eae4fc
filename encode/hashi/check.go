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
	h, w := p.Height, p.Width
	// cell contents: 0 water, -1 island, 'h'/'v' a bridge passes.
	cell := make(map[[2]int]int, len(p.Islands)*4)
	index := make(map[[2]int]int, len(p.Islands))
	for i, is := range p.Islands {
		cell[[2]int{is.Row, is.Col}] = -1
		index[[2]int{is.Row, is.Col}] = i
	}
	count := make([]int, len(p.Islands))
	pairs := make(map[[4]int]bool)
	adj := make([][]int, len(p.Islands))
	for _, br := range s.Bridges {
		a, b := br.From, br.To
		ia, okA := index[a]
		ib, okB := index[b]
		if !okA || !okB {
			return fmt.Errorf("bridge %v-%v does not join two islands", a, b)
		}
		if br.Count < 1 || br.Count > p.MaxBridges {
			return fmt.Errorf("bridge %v-%v has %d bridges (allowed 1..%d)", a, b, br.Count, p.MaxBridges)
		}
		key := [4]int{a[0], a[1], b[0], b[1]}
		rev := [4]int{b[0], b[1], a[0], a[1]}
		if pairs[key] || pairs[rev] {
			return fmt.Errorf("islands %v and %v are listed twice", a, b)
		}
		pairs[key] = true
		var dr, dc, mark int
		switch {
		case a[0] == b[0] && a[1] < b[1]:
			dc, mark = 1, 'h'
		case a[1] == b[1] && a[0] < b[0]:
			dr, mark = 1, 'v'
		default:
			return fmt.Errorf("bridge %v-%v is not a left-to-right or top-to-bottom straight line", a, b)
		}
		for r, c := a[0]+dr, a[1]+dc; r != b[0] || c != b[1]; r, c = r+dr, c+dc {
			if r < 0 || r >= h || c < 0 || c >= w {
				return fmt.Errorf("bridge %v-%v leaves the grid", a, b)
			}
			switch cell[[2]int{r, c}] {
			case 0:
				cell[[2]int{r, c}] = mark
			case -1:
				return fmt.Errorf("bridge %v-%v passes over the island at [%d %d]", a, b, r, c)
			default:
				return fmt.Errorf("bridge %v-%v crosses another bridge at [%d %d]", a, b, r, c)
			}
		}
		count[ia] += br.Count
		count[ib] += br.Count
		adj[ia] = append(adj[ia], ib)
		adj[ib] = append(adj[ib], ia)
	}
	for i, is := range p.Islands {
		if is.Clue == Unknown {
			if count[i] == 0 {
				return fmt.Errorf("island at [%d %d] of unknown number has no bridge", is.Row, is.Col)
			}
			continue
		}
		if count[i] != is.Clue {
			return fmt.Errorf("island at [%d %d] has clue %d but %d bridges", is.Row, is.Col, is.Clue, count[i])
		}
	}
	// Connectivity by a plain search from island 0.
	seen := make([]bool, len(p.Islands))
	stack := []int{0}
	seen[0] = true
	reached := 1
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range adj[v] {
			if !seen[u] {
				seen[u] = true
				reached++
				stack = append(stack, u)
			}
		}
	}
	if reached != len(p.Islands) {
		for i, ok := range seen {
			if !ok {
				is := p.Islands[i]
				return fmt.Errorf("the islands are not connected: [%d %d] cannot be reached from [%d %d]", is.Row, is.Col, p.Islands[0].Row, p.Islands[0].Col)
			}
		}
	}
	if p.Tree && len(pairs) != len(p.Islands)-1 {
		return fmt.Errorf("the bridges must form a tree (no loop) but %d pairs of islands are joined for %d islands", len(pairs), len(p.Islands))
	}
	return nil
}
