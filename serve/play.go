package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// A player's state, POST /api/check's "state", in the shapes of the
// solve JSON and of explanation facts:
//
//	hashi:   {"bridges":[{"from":[r,c],"to":[r,c],"count":k},...]}
//	shikaku: {"rooms":[{"row":r,"col":c,"width":w,"height":h},...]}
//	zebra:   {"marks":[{"category":C,"value":V,"house":H,"holds":true|false},...]}
//
// with 0-based rows and columns and 1-based houses.
type playState struct {
	Bridges []hashi.Bridge `json:"bridges"`
	Rooms   []stateRoom    `json:"rooms"`
	Marks   []zebraMark    `json:"marks"`
}

type stateRoom struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

type zebraMark = zebra.FactJSON

// checkJSON is the answer of POST /api/check. Status is "solved" (the
// state passes the kind's rule checker), "broken" (it breaks a rule that
// adding more cannot mend: Problems says where) or "playing".
type checkJSON struct {
	Status   string    `json:"status"`
	Problems []problem `json:"problems"`
}

// maxProblems bounds the problems an answer lists (and the work a state
// of many bridges or rooms makes).
const maxProblems = 50

// problem is a broken rule and the cells it concerns ([row, col], 0-based).
type problem struct {
	Text  string   `json:"text"`
	Cells [][2]int `json:"cells,omitempty"`
	// Marks are the zebra grid's cells concerned, Clue the zebra clue
	// broken (1-based).
	Marks []zebraMark `json:"marks,omitempty"`
	Clue  int         `json:"clue,omitempty"`
}

// handleCheck checks a player's state (JSON only): the rules a partial
// state can already break, and the kind's own Check when it is complete.
func (s *Server) handleCheck(w http.ResponseWriter, rq *request) error {
	if !rq.json {
		return badRequest("check takes a JSON request: {\"kind\":...,\"puzzle\":...,\"state\":{...}}")
	}
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return err
	}
	if err := rq.unused(); err != nil {
		return err
	}
	var st playState
	dec := json.NewDecoder(bytes.NewReader(rq.state))
	dec.DisallowUnknownFields()
	if len(rq.state) == 0 {
		return badRequest(`check needs "state"`)
	}
	if err := dec.Decode(&st); err != nil {
		return badRequest("state: %v", err)
	}
	var out *checkJSON
	switch p := in.item.Puzzle.(type) {
	case *hashi.Puzzle:
		out = checkHashi(in.kind, p, st.Bridges)
	case *shikaku.Puzzle:
		out = checkShikaku(in.kind, p, st.Rooms)
	case *zebra.Puzzle:
		out, err = checkZebra(in.kind, p, st.Marks)
	default:
		err = badRequest("%s puzzles cannot be played here", in.kind.Name())
	}
	if err != nil {
		return err
	}
	if out.Problems == nil {
		out.Problems = []problem{}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// verdict is the answer once the problems are known: broken when there
// are some, solved when the complete state passes the kind's Check.
func verdict(k puzzle.Kind, p puzzle.Puzzle, probs []problem, complete func() puzzle.Solution) *checkJSON {
	if len(probs) > 0 {
		return &checkJSON{Status: "broken", Problems: probs}
	}
	if sol := complete(); sol != nil && k.Check(p, sol) == nil {
		return &checkJSON{Status: "solved"}
	}
	return &checkJSON{Status: "playing"}
}

// checkHashi finds what no more bridges can mend: a bridge that is not
// one (not straight, over an island, more than M), crossing bridges, an
// island with more bridges than its number, a loop in a tree puzzle, a
// group of finished islands cut off from the others.
func checkHashi(k puzzle.Kind, p *hashi.Puzzle, bridges []hashi.Bridge) *checkJSON {
	index := map[[2]int]int{}
	for i, is := range p.Islands {
		index[[2]int{is.Row, is.Col}] = i
	}
	var probs []problem
	count := make([]int, len(p.Islands))
	over := map[[2]int][]int{} // water cell -> bridges passing
	uf := newUnionFind(len(p.Islands))
	var sol hashi.Solution
	pairs := map[[2][2]int]bool{}
	for bi, br := range bridges {
		if len(probs) >= maxProblems {
			break
		}
		if br.Count == 0 {
			continue
		}
		if pairs[[2][2]int{br.From, br.To}] {
			probs = append(probs, problem{Text: fmt.Sprintf("%v-%v is listed twice", br.From, br.To), Cells: [][2]int{br.From, br.To}})
			continue
		}
		pairs[[2][2]int{br.From, br.To}] = true
		a, okA := index[br.From]
		b, okB := index[br.To]
		var cells [][2]int
		straight := false
		if okA && okB { // two islands: the path stays in the grid
			cells, straight = hashiPath(br.From, br.To)
		}
		switch {
		case !straight:
			probs = append(probs, problem{Text: fmt.Sprintf("%v-%v is not a bridge between two islands in a line", br.From, br.To), Cells: [][2]int{br.From, br.To}})
			continue
		case br.Count < 0 || br.Count > p.MaxBridges:
			probs = append(probs, problem{Text: fmt.Sprintf("%d bridges between %v and %v: at most %d", br.Count, br.From, br.To, p.MaxBridges), Cells: [][2]int{br.From, br.To}})
		}
		for _, c := range cells {
			if _, isl := index[c]; isl {
				probs = append(probs, problem{Text: fmt.Sprintf("the bridge %v-%v passes over the island at %v", br.From, br.To, c), Cells: [][2]int{br.From, br.To, c}})
			}
			over[c] = append(over[c], bi)
		}
		count[a] += br.Count
		count[b] += br.Count
		if !uf.union(a, b) && p.Tree {
			probs = append(probs, problem{Text: fmt.Sprintf("the bridge %v-%v closes a loop: the bridges must form a tree", br.From, br.To), Cells: [][2]int{br.From, br.To}})
		}
		sol.Bridges = append(sol.Bridges, br)
	}
	if len(probs) < maxProblems {
		probs = append(probs, hashiCrossings(bridges, over)...)
	}
	for i, is := range p.Islands {
		if is.Known() && count[i] > is.Clue {
			probs = append(probs, problem{Text: fmt.Sprintf("the island at [%d %d] has %d bridges, more than its %d", is.Row, is.Col, count[i], is.Clue), Cells: [][2]int{{is.Row, is.Col}}})
		}
	}
	if len(probs) == 0 {
		probs = hashiCutOff(p, count, uf)
	}
	return verdict(k, p, probs, func() puzzle.Solution { return &sol })
}

// hashiPath is the water cells strictly between a and b, and whether a
// and b are in one row or column (a first).
func hashiPath(a, b [2]int) ([][2]int, bool) {
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

// hashiCrossings names every pair of bridges that share a water cell.
func hashiCrossings(bridges []hashi.Bridge, over map[[2]int][]int) []problem {
	var probs []problem
	seen := map[[2]int]bool{}
	for _, bs := range over {
		for i := 0; i < len(bs); i++ {
			for j := i + 1; j < len(bs); j++ {
				key := [2]int{min(bs[i], bs[j]), max(bs[i], bs[j])}
				if seen[key] || len(probs) >= maxProblems {
					continue
				}
				seen[key] = true
				x, y := bridges[key[0]], bridges[key[1]]
				probs = append(probs, problem{Text: fmt.Sprintf("the bridges %v-%v and %v-%v cross", x.From, x.To, y.From, y.To),
					Cells: [][2]int{x.From, x.To, y.From, y.To}})
			}
		}
	}
	return probs
}

// hashiCutOff finds a group of islands that all have their bridges, joined
// to each other but not to every island: no bridge can ever join it.
func hashiCutOff(p *hashi.Puzzle, count []int, uf *unionFind) []problem {
	groups := map[int][]int{}
	for i := range p.Islands {
		r := uf.find(i)
		groups[r] = append(groups[r], i)
	}
	if len(groups) < 2 {
		return nil
	}
	var probs []problem
	for _, g := range groups {
		done := true
		for _, i := range g {
			is := p.Islands[i]
			done = done && is.Known() && count[i] == is.Clue
		}
		if !done {
			continue
		}
		pr := problem{Text: fmt.Sprintf("%d islands are finished but cut off from the others", len(g))}
		for _, i := range g {
			pr.Cells = append(pr.Cells, [2]int{p.Islands[i].Row, p.Islands[i].Col})
		}
		probs = append(probs, pr)
	}
	return probs
}

type unionFind struct{ parent []int }

func newUnionFind(n int) *unionFind {
	u := &unionFind{parent: make([]int, n)}
	for i := range u.parent {
		u.parent[i] = i
	}
	return u
}

func (u *unionFind) find(i int) int {
	for u.parent[i] != i {
		u.parent[i] = u.parent[u.parent[i]]
		i = u.parent[i]
	}
	return i
}

// union joins the groups of a and b; false when they were one already.
func (u *unionFind) union(a, b int) bool {
	ra, rb := u.find(a), u.find(b)
	if ra == rb {
		return false
	}
	u.parent[ra] = rb
	return true
}

// checkShikaku finds rooms that no more rooms can mend: outside the grid,
// overlapping, holding no clue or two, or an area other than its clue.
func checkShikaku(k puzzle.Kind, p *shikaku.Puzzle, rooms []stateRoom) *checkJSON {
	var probs []problem
	owner := map[[2]int]int{}
	covered := 0
	var sol shikaku.Solution
	if len(rooms) > p.Width*p.Height {
		return &checkJSON{Status: "broken", Problems: []problem{{Text: fmt.Sprintf("%d rooms in a grid of %d cells", len(rooms), p.Width*p.Height)}}}
	}
	for i, rm := range rooms {
		if len(probs) >= maxProblems {
			break
		}
		if rm.Width < 1 || rm.Height < 1 || rm.Row < 0 || rm.Col < 0 || rm.Row+rm.Height > p.Height || rm.Col+rm.Width > p.Width {
			probs = append(probs, problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) is not inside the grid", rm.Row, rm.Col, rm.Width, rm.Height)})
			continue
		}
		cells := roomCells(rm)
		overlap := false
		for _, c := range cells {
			if o, ok := owner[c]; ok {
				probs = append(probs, problem{Text: fmt.Sprintf("rooms %d and %d overlap at %v", o+1, i+1, c), Cells: [][2]int{c}})
				overlap = true
				break // each cell is claimed once: the work stays within the grid's size
			}
			owner[c] = i
			covered++
		}
		if overlap {
			continue
		}
		var in []shikaku.Clue
		for _, cl := range p.Clues {
			if cl.Row >= rm.Row && cl.Row < rm.Row+rm.Height && cl.Col >= rm.Col && cl.Col < rm.Col+rm.Width {
				in = append(in, cl)
			}
		}
		switch {
		case len(in) == 0:
			probs = append(probs, problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) holds no clue", rm.Row, rm.Col, rm.Width, rm.Height), Cells: cells})
		case len(in) > 1:
			probs = append(probs, problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) holds %d clues", rm.Row, rm.Col, rm.Width, rm.Height, len(in)), Cells: cells})
		case in[0].N != shikaku.Unknown && in[0].N != rm.Width*rm.Height:
			probs = append(probs, problem{Text: fmt.Sprintf("the room of the %d at [%d %d] has %d cells", in[0].N, in[0].Row, in[0].Col, rm.Width*rm.Height), Cells: cells})
		default:
			sol.Rooms = append(sol.Rooms, shikaku.Room{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height, Clue: in[0].N})
		}
	}
	return verdict(k, p, probs, func() puzzle.Solution {
		if covered != p.Width*p.Height {
			return nil
		}
		return &sol
	})
}

func roomCells(rm stateRoom) [][2]int {
	var out [][2]int
	for r := rm.Row; r < rm.Row+rm.Height; r++ {
		for c := rm.Col; c < rm.Col+rm.Width; c++ {
			out = append(out, [2]int{r, c})
		}
	}
	return out
}
