package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The setter's editor (the page's Edit mode, serve/assets/editor.js):
// POST /api/edit places or changes one clue of a kind that is a
// puzzle.Editor and answers the edited puzzle's text and board; POST
// /api/status says, under a short time limit, whether a puzzle has no,
// one or several solutions, why it has none (puzzle.Reasoner) and, for
// several, where two solutions differ and a clue that tells them apart.

// StatusTimeout bounds the solving of one /api/status answer (the
// editor asks after every click); a puzzle that takes longer is
// "unknown".
const StatusTimeout = 3 * time.Second

// editJSON is the answer of POST /api/edit.
type editJSON struct {
	// Puzzle is the edited puzzle's text, in the format the puzzle was
	// read in when the kind writes it (else its text form).
	Puzzle string `json:"puzzle"`
	// Clue is the cell's clue now ("": none); Values the clues a cell
	// may hold, in the order a click cycles them after "".
	Clue   string             `json:"clue"`
	Values []pboard.CellValue `json:"values"`
	// Read is the /api/read answer for Puzzle (its board).
	Read *readJSON   `json:"read"`
	item puzzle.Item // Puzzle read back
}

// edit sets one clue: parameters row and col (0-based, the kind's
// board; -1 a row's or column's label), and value (the clue; "" clears
// the cell) or step (1: the next value after the cell's clue, -1 the one
// before; the values cycle through ""; 0 changes nothing: the answer
// says the cell's clue, as the page asks when its selection moves). With half: true, row and col are
// a position on the board's doubled grid (a kind that is a
// puzzle.HalfEditor: a sign between two cells, a centre on a corner).
// With join, the cell moves into a neighbour's region (editRegions).
func (s *Server) edit(rq *request) (any, error) {
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return nil, err
	}
	if _, ok := rq.params["join"]; ok {
		return s.editRegions(rq, in)
	}
	half, err := rq.bool("half")
	if err != nil {
		return nil, err
	}
	ed, ok := clueEditor(in.kind, half)
	if !ok {
		if half {
			return nil, &httpError{status: 422, msg: fmt.Sprintf("editing %s puzzles at half steps is not offered: the kind places no clues between cells (puzzle.HalfEditor)", in.kind.Name())}
		}
		return nil, &httpError{status: 422, msg: fmt.Sprintf("editing %s puzzles is not offered: the kind places no clues on its board (puzzle.Editor)", in.kind.Name())}
	}
	row, err := rq.int("row", -2, -1, 1<<20)
	if err != nil {
		return nil, err
	}
	col, err := rq.int("col", -2, -1, 1<<20)
	if err != nil {
		return nil, err
	}
	if half && (row < 0 || col < 0) {
		return nil, badRequest("edit with half needs row and col (0-based, on the doubled grid)")
	}
	if row < -1 || col < -1 || row+col < -1 {
		return nil, badRequest("edit needs row and col (0-based; -1 a row's or column's label)")
	}
	step, err := rq.int("step", 1, -1, 1)
	if err != nil {
		return nil, err
	}
	_, hasValue := rq.params["value"]
	value := rq.str("value", "")
	if err := rq.unused(); err != nil {
		return nil, err
	}
	p, at := in.item.Puzzle, [2]int{row, col}
	values := ed.values(p, at)
	if ct, typed := in.kind.(puzzle.ClueTyper); typed && !half && !hasValue && step != 0 && len(values) == 0 {
		// nothing to cycle: a step would only clear the clue
		return nil, badRequest("%s clues are typed: give value, %s", in.kind.Name(), ct.TypedClue(p))
	}
	var q puzzle.Puzzle
	switch {
	case hasValue:
		q, err = ed.set(p, at, value)
	case step == 0:
		q = p
	default:
		q, err = stepClue(ed, p, at, values, step)
	}
	if err != nil {
		return nil, badRequest("%v", err)
	}
	out, err := s.editAnswer(rq, in, q)
	if err != nil {
		return nil, err
	}
	if out.Clue, err = ed.clueAt(out.item.Puzzle, at); err != nil {
		return nil, err
	}
	out.Values = values
	return out, nil
}

// editRegions moves cell row, col into the region of its neighbour join
// ([r,c], 0-based; join equal to the cell: a region of its own), for a
// kind that is a puzzle.RegionEditor (edit.Join, then SetRegions). The
// answer is /api/edit's, Clue the cell's clue when the kind is also an
// Editor.
func (s *Server) editRegions(rq *request, in *input) (any, error) {
	re, ok := in.kind.(puzzle.RegionEditor)
	if !ok {
		return nil, &httpError{status: 422, msg: fmt.Sprintf("drawing regions of %s puzzles is not offered: the kind has no regions a setter draws (puzzle.RegionEditor)", in.kind.Name())}
	}
	row, err := rq.int("row", -1, 0, 1<<20)
	if err != nil {
		return nil, err
	}
	col, err := rq.int("col", -1, 0, 1<<20)
	if err != nil {
		return nil, err
	}
	if row < 0 || col < 0 {
		return nil, badRequest("edit needs row and col (0-based)")
	}
	var to [2]int
	if err := json.Unmarshal([]byte(rq.str("join", "")), &to); err != nil {
		return nil, badRequest(`"join" must be a cell [row, col] (0-based): %v`, err)
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	p, at := in.item.Puzzle, [2]int{row, col}
	regs, err := re.Regions(p)
	if err != nil {
		return nil, &httpError{status: 422, msg: err.Error()}
	}
	joined, err := edit.Join(regs, at, to)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	q, err := re.SetRegions(p, joined)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	out, err := s.editAnswer(rq, in, q)
	if err != nil {
		return nil, err
	}
	if ed, ok := in.kind.(puzzle.Editor); ok {
		out.Values = ed.ClueValues(out.item.Puzzle)
		if out.Clue, err = ed.ClueAt(out.item.Puzzle, at); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// editAnswer writes the edited puzzle q in the format in was read in
// (else another the kind writes) and reads it back: /api/edit's answer
// without the cell's clue.
func (s *Server) editAnswer(rq *request, in *input, q puzzle.Puzzle) (*editJSON, error) {
	text, format, err := writeEdited(in.kind, q, in.format)
	if err != nil {
		return nil, &httpError{status: 422, msg: fmt.Sprintf("the edited puzzle cannot be written: %v", err)}
	}
	back := newRequest(rq.ctx)
	back.params["kind"], back.params["input-format"], back.puzzle = in.kind.Name(), format, []byte(text)
	in2, err := s.readInput(back, false, false)
	if err != nil {
		return nil, &httpError{status: 422, msg: fmt.Sprintf("the edited puzzle does not read back: %v", err)}
	}
	rd, err := board(in2)
	if err != nil {
		return nil, err
	}
	return &editJSON{Puzzle: text, Read: rd, item: in2.item}, nil
}

// stepClue is p with cell at holding the value step places after its
// clue in the cycle "", values...: the next one the kind accepts there
// (a Tracks count cell skips the pieces, a Kakuro cell that cannot turn
// black stays white); the first refusal's error when it accepts none.
func stepClue(ed clueEdit, p puzzle.Puzzle, at [2]int, values []pboard.CellValue, step int) (puzzle.Puzzle, error) {
	cur, err := ed.clueAt(p, at)
	if err != nil {
		return nil, err
	}
	cycle := append([]string{""}, valueNames(values)...)
	i := 0
	for j, v := range cycle {
		if v == cur {
			i = j
		}
	}
	var first error
	n := len(cycle)
	for j := 1; j <= n; j++ {
		v := cycle[((i+step*j)%n+n)%n]
		if v == cur && j < n {
			continue
		}
		q, err := ed.set(p, at, v)
		if err == nil {
			return q, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, first
}

// clueEdit is a kind's editor as /api/edit uses it: a puzzle.Editor's
// cells, or a puzzle.HalfEditor's half-grid positions (half).
type clueEdit struct {
	values func(p puzzle.Puzzle, at [2]int) []pboard.CellValue
	clueAt func(p puzzle.Puzzle, at [2]int) (string, error)
	set    func(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error)
}

func clueEditor(k puzzle.Kind, half bool) (clueEdit, bool) {
	if half {
		he, ok := k.(puzzle.HalfEditor)
		if !ok {
			return clueEdit{}, false
		}
		return clueEdit{values: he.HalfClueValues, clueAt: he.HalfClueAt, set: he.SetHalfClue}, true
	}
	ed, ok := k.(puzzle.Editor)
	if !ok {
		return clueEdit{}, false
	}
	return clueEdit{values: func(p puzzle.Puzzle, _ [2]int) []pboard.CellValue { return ed.ClueValues(p) }, clueAt: ed.ClueAt, set: ed.SetClue}, true
}

func valueNames(vs []pboard.CellValue) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Value)
	}
	return out
}

// writeEdited writes an edited puzzle: in the format it was read in if
// the kind writes that, else in "text", else in the first format that
// writes it.
func writeEdited(k puzzle.Kind, p puzzle.Puzzle, format string) (text, used string, err error) {
	try := []string{format, "text"}
	for _, f := range k.Formats() {
		if f.Write != nil {
			try = append(try, f.Name)
		}
	}
	var first error
	for _, f := range try {
		var b bytes.Buffer
		if werr := puzzle.Write(k, &b, p, f); werr == nil {
			return b.String(), f, nil
		} else if first == nil && f == format {
			first = werr
		}
	}
	if first == nil {
		first = fmt.Errorf("%s writes no format", k.Name())
	}
	return "", "", first
}

// statusJSON is the answer of POST /api/status.
type statusJSON struct {
	Input inputJSON `json:"input"`
	// Status is "none" (no solution), "one", "several" or "unknown"
	// (the time limit ended first).
	Status string `json:"status"`
	// Reason says, by counting, why there is no solution (a kind that is
	// a puzzle.Reasoner; "" when it has no such reason).
	Reason string `json:"reason,omitempty"`
	// Differ is where two solutions differ (several).
	Differ *differJSON `json:"differ,omitempty"`
	// Suggest is a clue that makes the puzzle unique, or, when none was
	// found, one that at least rules out the second solution.
	Suggest *suggestJSON `json:"suggest,omitempty"`
	// Edit says whether the kind offers the editor (puzzle.Editor), and
	// Values are the clues its cells may hold (puzzle.Editor's ClueValues).
	Edit   bool               `json:"edit"`
	Values []pboard.CellValue `json:"values,omitempty"`
	MS     float64            `json:"ms"`
}

type differJSON struct {
	Cell [2]int `json:"cell"` // 0-based, on the kind's board
	// Face: Cell is the face right of and below dot Cell of a "dots"
	// board (Gokigen's diagonals), not the dot.
	Face   bool   `json:"face,omitempty"`
	First  string `json:"first"`
	Second string `json:"second"`
	Text   string `json:"text"`
}

type suggestJSON struct {
	// Cell and Value: the clue to place with /api/edit (a kind that is a
	// puzzle.Editor); absent for a clue in words (zebra's).
	Cell  *[2]int `json:"cell,omitempty"`
	Value string  `json:"value,omitempty"`
	Clue  string  `json:"clue,omitempty"`
	// Half: Cell is a position of the board's doubled grid (a
	// puzzle.HalfEditor's: /api/edit with half).
	Half   bool   `json:"half,omitempty"`
	Text   string `json:"text"`
	Unique bool   `json:"unique"` // the puzzle with the clue has one solution
}

// status counts a puzzle's solutions up to two within StatusTimeout.
func (s *Server) status(rq *request) (any, error) {
	start := time.Now()
	in, opt, err := s.solveSetup(rq)
	if err != nil {
		return nil, err
	}
	defer s.limit.release()
	if err := rq.unused(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(rq.ctx, StatusTimeout)
	defer cancel()
	opt.Unique, opt.Count = true, 2
	out := &statusJSON{Input: in.describe(), Status: "unknown"}
	if ed, ok := in.kind.(puzzle.Editor); ok {
		out.Edit, out.Values = true, ed.ClueValues(in.item.Puzzle)
	}
	res, err := solve.One(ctx, in.kind, in.item, opt)
	switch {
	case err != nil && ctx.Err() != nil && rq.ctx.Err() == nil:
		// the status's own time limit: unknown
	case err != nil:
		return nil, err
	case res.Status == puzzle.Unsatisfiable:
		out.Status = "none"
		if r, ok := in.kind.(puzzle.Reasoner); ok {
			out.Reason = r.Reason(in.item.Puzzle)
		}
	case res.Status == puzzle.Solved && res.Unique == puzzle.UniqueYes:
		out.Status = "one"
	case res.Status == puzzle.Solved && res.Unique == puzzle.UniqueNo && len(res.Solutions) > 1:
		out.Status = "several"
		s.several(ctx, out, in, res, opt)
	}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// several fills in where two solutions differ and a suggested clue: the
// kind's own (puzzle.Suggester), or, for an Editor, a cell where the
// solutions differ given the first solution's value there, when that
// value is one of its clues (a digit of Sudoku), checked by solving.
func (s *Server) several(ctx context.Context, out *statusJSON, in *input, res *puzzle.Result, opt solve.Options) {
	p := in.item.Puzzle
	b1, err1 := boardOf(in.kind, p, res.Solutions[0])
	b2, err2 := boardOf(in.kind, p, res.Solutions[1])
	var diffs []cellDiff
	if err1 == nil && err2 == nil && b1 != nil && b2 != nil {
		diffs = boardDiff(b1, b2)
	}
	if len(diffs) > 0 {
		d := diffs[0]
		where := ""
		if d.face {
			where = "the square right of and below the point at "
		}
		out.Differ = &differJSON{Cell: d.at, Face: d.face, First: d.first, Second: d.second,
			Text: fmt.Sprintf("%srow %d, column %d: %s in one solution, %s in another", where, d.at[0]+1, d.at[1]+1, d.first, d.second)}
	}
	if sg := explain.SuggestClue(ctx, in.kind, p, res.Solutions[0], opt.Solver); sg != nil {
		out.Suggest = &suggestJSON{Clue: sg.Clue, Text: sg.Text, Unique: true}
		return
	}
	if ed, ok := in.kind.(puzzle.Editor); ok {
		fe, _ := ed.(puzzle.FaceEditor)
		onFaces := fe != nil && fe.CluesOnFaces()
		ce, _ := clueEditor(in.kind, false)
		s.suggestAt(ctx, out, in, opt, diffs, ce, false, func(d cellDiff) ([2]int, bool) {
			return d.at, d.face == onFaces // else a clue where the editor places none
		})
		return
	}
	if _, ok := in.kind.(puzzle.HalfEditor); ok {
		ce, _ := clueEditor(in.kind, true)
		dots := b1 != nil && b1.Grid == pboard.GridDots
		s.suggestAt(ctx, out, in, opt, diffs, ce, true, func(d cellDiff) ([2]int, bool) {
			// the cell's (or face's) centre on the doubled grid; a dot of a
			// dots board is its even point
			if dots && !d.face {
				return [2]int{2 * d.at[0], 2 * d.at[1]}, true
			}
			return [2]int{2*d.at[0] + 1, 2*d.at[1] + 1}, true
		})
	}
}

// suggestAt tries, for the first cells where two solutions differ, the
// first solution's value there as a clue (when that value is one of the
// clues the editor places at the position pos gives), checked by
// solving: a clue that makes the puzzle unique, or at least one that
// rules out a solution.
func (s *Server) suggestAt(ctx context.Context, out *statusJSON, in *input, opt solve.Options, diffs []cellDiff, ed clueEdit, half bool, pos func(cellDiff) ([2]int, bool)) {
	p := in.item.Puzzle
	const tries = 6
	n := 0
	for _, d := range diffs {
		at, ok := pos(d)
		if !ok {
			continue
		}
		value := ""
		for _, v := range ed.values(p, at) { // a board text -> the clue value drawn so
			if v.Text != "" && v.Text == d.first {
				value = v.Value
			}
		}
		if value == "" {
			continue
		}
		if cur, err := ed.clueAt(p, at); err != nil || cur != "" {
			continue
		}
		if n++; n > tries || ctx.Err() != nil {
			break
		}
		q, err := ed.set(p, at, value)
		if err != nil {
			continue
		}
		o := opt
		o.Unique, o.Count = true, 2
		r, err := solve.One(ctx, in.kind, puzzle.Item{Puzzle: q, Info: in.item.Info}, o)
		if err != nil || r.Status != puzzle.Solved {
			continue
		}
		sg := &suggestJSON{Cell: &at, Value: value, Half: half, Unique: r.Unique == puzzle.UniqueYes}
		where := fmt.Sprintf("row %d, column %d", d.at[0]+1, d.at[1]+1)
		if sg.Unique {
			sg.Text = fmt.Sprintf("give %s at %s: the puzzle then has one solution", value, where)
			out.Suggest = sg
			return
		}
		if out.Suggest == nil {
			sg.Text = fmt.Sprintf("give %s at %s: it rules out a solution, but more clues are needed", value, where)
			out.Suggest = sg
		}
	}
}

// cellDiff is a cell drawn differently in two solutions' boards.
type cellDiff struct {
	at            [2]int
	face          bool // the face right of and below dot at
	first, second string
}

// boardDiff lists the cells two boards of one puzzle draw differently, in
// row-major order: their texts, marks and shading, and the lines and
// rooms that start at them.
func boardDiff(a, b *pboard.Board) []cellDiff {
	ka, kb := drawnCells(a), drawnCells(b)
	var out []cellDiff
	for r := 0; r < a.Rows; r++ {
		for c := 0; c < a.Cols; c++ {
			for _, face := range []bool{false, true} {
				at := drawnAt{[2]int{r, c}, face}
				if ka[at] != kb[at] {
					out = append(out, cellDiff{at: at.at, face: face, first: orNothing(ka[at]), second: orNothing(kb[at])})
				}
			}
		}
	}
	return out
}

func orNothing(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

// drawnAt is a cell of a board, or on a "dots" board the face right of
// and below a dot (a Face item's place).
type drawnAt struct {
	at   [2]int
	face bool
}

// drawnCells says what a board draws in each cell, in a few words.
func drawnCells(b *pboard.Board) map[drawnAt]string {
	m := map[drawnAt]string{}
	add := func(at drawnAt, s string) {
		if m[at] != "" {
			m[at] += ", "
		}
		m[at] += s
	}
	for _, c := range b.Cells {
		at := drawnAt{c.At, c.Face}
		switch {
		case c.Text != "":
			add(at, c.Text)
		case c.Shade:
			add(at, "shaded")
		case c.Mark != "":
			add(at, c.Mark)
		case c.Fill != 0:
			add(at, fmt.Sprintf("region %d", c.Fill))
		}
	}
	for _, l := range b.Lines {
		if l.N > 0 {
			add(drawnAt{at: l.From}, fmt.Sprintf("%d line(s) to row %d, column %d", l.N, l.To[0]+1, l.To[1]+1))
		}
	}
	for _, r := range b.Rooms {
		add(drawnAt{at: [2]int{r.Row, r.Col}}, fmt.Sprintf("a %dx%d room", r.Width, r.Height))
	}
	return m
}
