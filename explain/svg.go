package explain

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// WriteSVG draws the state after step n (0: before the first step) of an
// explanation of a kind that draws SVG, through the kind's Board
// (puzzle.Boarder): the view is what is known (the player's facts and
// the steps' up to n) with step n's new facts (View.New), the facts it
// uses (View.Used) and its clues (View.Clues), which the kind marks with
// the board's classes; the step's text is the picture's title.
func WriteSVG(w io.Writer, ex *Explanation, n int) error {
	if n < 0 || n > len(ex.Steps) {
		return fmt.Errorf("--step %d: the explanation has %s (0 draws the puzzle before the first)", n, plural(len(ex.Steps), "step"))
	}
	if ex.Kind == nil || !puzzle.DrawsSVG(ex.Kind) {
		return fmt.Errorf("--format svg: %s explanations have no picture (use text or json)", ex.Puzzle)
	}
	b, err := StepBoard(ex, n)
	if err != nil {
		return err
	}
	return board.WriteSVG(w, b)
}

// StepBoard is the board of the state after step n (0: before the first
// step) of an explanation of a kind drawn on the board model
// (puzzle.Boarder), titled with the step's text; nil without error when
// n is out of range.
func StepBoard(ex *Explanation, n int) (*board.Board, error) {
	bd, ok := ex.Kind.(puzzle.Boarder)
	if !ok {
		return nil, fmt.Errorf("%s puzzles are not drawn on the board model", ex.Puzzle)
	}
	if n < 0 || n > len(ex.Steps) {
		return nil, nil
	}
	known := map[encode.Lit]bool{}
	add := func(fs []Fact) {
		for _, f := range fs {
			for _, l := range f.Lits {
				known[l] = true
			}
		}
	}
	add(ex.From)
	for _, s := range ex.Steps[:n] {
		add(s.Facts)
	}
	v := puzzle.View{Enc: ex.Encoding, Known: known}
	title := "before the first step"
	if n > 0 {
		st := &ex.Steps[n-1]
		for _, f := range st.Given {
			v.Used = append(v.Used, f.Lits...)
		}
		for _, f := range st.Facts {
			v.New = append(v.New, f.Lits...)
		}
		for _, c := range st.Clues {
			v.Clues = append(v.Clues, c.Index)
		}
		title = fmt.Sprintf("%d. %s", st.N, st.Text)
	}
	b, err := bd.Board(ex.Item.Puzzle, v)
	if err != nil {
		return nil, err
	}
	b.Title, b.Moves = title, nil
	return b, nil
}
