package explain

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// stepText says a step in English: its premises, a colon, its facts.
// "Clue 4 (Englishman = red) and step 2 (Norwegian is in house 1):
// Englishman is not in house 1." A step without premises holds by the
// rules alone.
func (x *explainer) stepText(st *Step) string {
	var words []string
	for _, c := range st.Clues {
		words = append(words, x.clueWords(c.Index))
	}
	for i := 0; i < len(st.Given); {
		j := i + 1
		for j < len(st.Given) && st.Given[j].Step == st.Given[i].Step {
			j++
		}
		what := x.factsText(st.Given[i:j])
		if st.Given[i].Step == 0 {
			words = append(words, "your facts ("+what+")")
		} else {
			words = append(words, fmt.Sprintf("step %d (%s)", st.Given[i].Step, what))
		}
		i = j
	}
	head := "By the rules alone"
	if len(words) > 0 {
		head = capitalize(list(words, "and"))
	}
	st.Reason = head
	return head + ": " + x.stepWords(st) + "."
}

// stepWords says a step's facts: why its premises give them when the
// kind's reader says so (puzzle.StepSayer), else the facts alone.
func (x *explainer) stepWords(st *Step) string {
	if ss, ok := x.reader().(puzzle.StepSayer); ok {
		clues := make([]puzzle.Clue, len(st.Clues))
		for i, c := range st.Clues {
			clues[i] = x.enc.Clues[c.Index]
		}
		if s := ss.SayStep(clues, statements(st.Given), statements(st.Facts)); s != "" {
			return s
		}
	}
	return x.factsText(st.Facts)
}

func statements(fs []Fact) []puzzle.Statement {
	ss := make([]puzzle.Statement, len(fs))
	for i, f := range fs {
		ss[i] = puzzle.Statement{JSON: f.JSON, Text: f.Text, Lits: f.Lits}
	}
	return ss
}

// cellPair is a cell as the kinds' words write it: "(row,col)", 0-based.
var cellPair = &lazyre.Regexp{Expr: `\((\d{1,9}),(\d{1,9})\)`} // compiled on first use: nothing at start-up

// OneBased rewrites the cells of s, "(r,c)" with 0-based r and c as
// every kind's words write them, 1-based: "(r+1,c+1)", as a player
// counts rows and columns (the page labels them so). Nothing else
// changes: a house, a row or a clue numbered in words keeps its number.
func OneBased(s string) string {
	return cellPair.Re().ReplaceAllStringFunc(s, func(m string) string {
		sub := cellPair.Re().FindStringSubmatch(m)
		r, _ := strconv.Atoi(sub[1])
		c, _ := strconv.Atoi(sub[2])
		return "(" + strconv.Itoa(r+1) + "," + strconv.Itoa(c+1) + ")"
	})
}

// OneBased rewrites ex's words 1-based (the package's OneBased): its
// steps' texts and reasons, its facts' and clues' texts, the conflict's
// and the suggestion's texts. The facts' and clues' JSON forms keep the
// kind's 0-based coordinates.
func (ex *Explanation) OneBased() {
	for i := range ex.Steps {
		st := &ex.Steps[i]
		st.Text, st.Reason = OneBased(st.Text), OneBased(st.Reason)
		for j := range st.Facts {
			st.Facts[j].Text = OneBased(st.Facts[j].Text)
		}
		for j := range st.Given {
			st.Given[j].Text = OneBased(st.Given[j].Text)
		}
		for j := range st.Clues {
			st.Clues[j].Text = OneBased(st.Clues[j].Text)
		}
	}
	if ex.Conflict != nil {
		ex.Conflict.Text, ex.Conflict.Reason = OneBased(ex.Conflict.Text), OneBased(ex.Conflict.Reason)
	}
	if ex.Suggest != nil {
		ex.Suggest.Text = OneBased(ex.Suggest.Text)
	}
}
