package hashi

import (
	"errors"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

var _ puzzle.Player = kind{}

// CheckState is Hashi's player (puzzle.Player): the state's edges are the
// bridges drawn, {"from":[r,c],"to":[r,c],"count":k} with from the upper
// or left island (0-based rows and columns). It finds what no more
// bridges can mend: a bridge that is not one (not straight, over an
// island, more than M), crossing bridges, an island with more bridges
// than its number, a loop in a tree puzzle, a group of finished islands
// cut off from the others. The whole state is "solved" when Check
// accepts it.
func (kind) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hashi: CheckState of %T", pz)
	}
	switch {
	case len(st.Rooms) > 0:
		return nil, errors.New("hashi states have edges (bridges), not rooms")
	case len(st.Cells) > 0:
		return nil, errors.New("hashi states have edges (bridges), not cells")
	}
	bridges := make([]Bridge, len(st.Edges))
	for i, e := range st.Edges {
		bridges[i] = Bridge{From: e.From, To: e.To, Count: e.Count}
	}
	probs, sol := playHashi(p, bridges)
	v := puzzle.Judge(Kind, p, probs, func() puzzle.Solution { return sol })
	v.Met = metIslands(p, bridges)
	return v, nil
}

// metIslands are the numbered islands with exactly their number of
// bridges drawn (puzzle.Verdict.Met).
func metIslands(p *Puzzle, bridges []Bridge) [][2]int {
	count := map[[2]int]int{}
	for _, br := range bridges {
		if br.Count > 0 {
			count[br.From] += br.Count
			count[br.To] += br.Count
		}
	}
	var met [][2]int
	for _, is := range p.Islands {
		if at := [2]int{is.Row, is.Col}; is.Known() && count[at] == is.Clue {
			met = append(met, at)
		}
	}
	return met
}

// playHashi is the problems of the bridges drawn, and the bridges as a
// solution (for Check once there is no problem).
func playHashi(p *Puzzle, bridges []Bridge) ([]puzzle.Problem, *Solution) {
	index := map[[2]int]int{}
	for i, is := range p.Islands {
		index[[2]int{is.Row, is.Col}] = i
	}
	var probs []puzzle.Problem
	count := make([]int, len(p.Islands))
	over := map[[2]int][]int{} // water cell -> bridges passing
	joined := graph.NewDSU(len(p.Islands))
	sol := &Solution{}
	pairs := map[[2][2]int]bool{}
	for bi, br := range bridges {
		if len(probs) >= puzzle.MaxProblems {
			break
		}
		if br.Count == 0 {
			continue
		}
		ends := [][2]int{br.From, br.To}
		if pairs[[2][2]int{br.From, br.To}] {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%v-%v is listed twice", br.From, br.To), Cells: ends})
			continue
		}
		pairs[[2][2]int{br.From, br.To}] = true
		a, okA := index[br.From]
		b, okB := index[br.To]
		var cells [][2]int
		straight := false
		if okA && okB { // two islands: the path stays in the grid
			cells, straight = waterBetween(br.From, br.To)
		}
		switch {
		case !straight:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%v-%v is not a bridge between two islands in a line", br.From, br.To), Cells: ends})
			continue
		case br.Count < 0 || br.Count > p.MaxBridges:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d bridges between %v and %v: at most %d", br.Count, br.From, br.To, p.MaxBridges), Cells: ends})
		}
		for _, c := range cells {
			if _, isl := index[c]; isl {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the bridge %v-%v passes over the island at %v", br.From, br.To, c), Cells: [][2]int{br.From, br.To, c}})
			}
			over[c] = append(over[c], bi)
		}
		count[a] += br.Count
		count[b] += br.Count
		if !joined.Union(a, b) && p.Tree {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the bridge %v-%v closes a loop: the bridges must form a tree", br.From, br.To), Cells: ends})
		}
		sol.Bridges = append(sol.Bridges, br)
	}
	if len(probs) < puzzle.MaxProblems {
		probs = append(probs, crossingBridges(bridges, over)...)
	}
	for i, is := range p.Islands {
		if is.Known() && count[i] > is.Clue {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the island at [%d %d] has %d bridges, more than its %d", is.Row, is.Col, count[i], is.Clue), Cells: [][2]int{{is.Row, is.Col}}})
		}
	}
	if len(probs) == 0 {
		probs = cutOff(p, count, joined)
	}
	return probs, sol
}

// waterBetween is the cells strictly between a and b, and whether a and b
// are in one row or column (a first).
func waterBetween(a, b [2]int) ([][2]int, bool) {
	var dr, dc int
	switch {
	case a[0] == b[0] && a[1] < b[1]:
		dc = 1
	case a[1] == b[1] && a[0] < b[0]:
		dr = 1
	default:
		return nil, false
	}
	var out [][2]int
	for c := [2]int{a[0] + dr, a[1] + dc}; c != b; c = [2]int{c[0] + dr, c[1] + dc} {
		out = append(out, c)
	}
	return out, true
}

// crossingBridges names every pair of bridges that share a water cell, cells
// in row-major order.
func crossingBridges(bridges []Bridge, over map[[2]int][]int) []puzzle.Problem {
	cells := make([][2]int, 0, len(over))
	for c, bs := range over {
		if len(bs) > 1 {
			cells = append(cells, c)
		}
	}
	slices.SortFunc(cells, func(x, y [2]int) int {
		if x[0] != y[0] {
			return x[0] - y[0]
		}
		return x[1] - y[1]
	})
	var probs []puzzle.Problem
	seen := map[[2]int]bool{}
	for _, c := range cells {
		bs := over[c]
		for i := 0; i < len(bs); i++ {
			for j := i + 1; j < len(bs); j++ {
				key := [2]int{min(bs[i], bs[j]), max(bs[i], bs[j])}
				if seen[key] || len(probs) >= puzzle.MaxProblems {
					continue
				}
				seen[key] = true
				x, y := bridges[key[0]], bridges[key[1]]
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the bridges %v-%v and %v-%v cross", x.From, x.To, y.From, y.To),
					Cells: [][2]int{x.From, x.To, y.From, y.To}})
			}
		}
	}
	return probs
}

// cutOff finds the groups of islands that all have their bridges, joined
// to each other but not to every island: no bridge can ever join them.
func cutOff(p *Puzzle, count []int, joined *graph.DSU) []puzzle.Problem {
	if joined.Sets() < 2 {
		return nil
	}
	var roots []int // in the order of their first island
	groups := map[int][]int{}
	for i := range p.Islands {
		r := joined.Find(i)
		if groups[r] == nil {
			roots = append(roots, r)
		}
		groups[r] = append(groups[r], i)
	}
	var probs []puzzle.Problem
	for _, r := range roots {
		g := groups[r]
		done := true
		for _, i := range g {
			is := p.Islands[i]
			done = done && is.Known() && count[i] == is.Clue
		}
		if !done {
			continue
		}
		pr := puzzle.Problem{Text: fmt.Sprintf("%d islands are finished but cut off from the others", len(g))}
		for _, i := range g {
			pr.Cells = append(pr.Cells, [2]int{p.Islands[i].Row, p.Islands[i].Col})
		}
		probs = append(probs, pr)
	}
	return probs
}
