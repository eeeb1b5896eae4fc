package gen

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

func ordinal(h int) string {
	if h >= 0 && h < len(ordinals) {
		return ordinals[h]
	}
	n := h + 1
	suf := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suf = "st"
		case 2:
			suf = "nd"
		case 3:
			suf = "rd"
		}
	}
	return strconv.Itoa(n) + suf
}

func number(k int) string {
	if k >= 0 && k < len(numberWords) {
		return numberWords[k]
	}
	return strconv.Itoa(k)
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Sentence renders clue c in ZebraLogic's style of English, with the
// category-specific phrases of themes (index by category), n houses:
// "The person who keeps dogs is directly left of the coffee drinker."
// A value of a category of houses (Color) names the house where the clue
// is about houses alone: "The purple house is the middle house", "The red
// house is directly left of the green house".
func Sentence(themes []Theme, n int, c zebra.Clue) string {
	return capitalize(sentences{themes, n}.statement(c)) + "."
}

// sentences renders clues with the phrases of themes, n houses.
type sentences struct {
	themes []Theme
	n      int
}

// person names the person who has value r.
func (s sentences) person(r zebra.Ref) string {
	t := &s.themes[r.Cat]
	return t.NounPhrase(t.Values[r.Val])
}

// house names the house that has value r, "" for a category of people.
func (s sentences) house(r zebra.Ref) string {
	t := &s.themes[r.Cat]
	return t.HousePhrase(t.Values[r.Val])
}

// names are the operands of c: houses when every operand has a house
// phrase, else persons.
func (s sentences) names(c zebra.Clue) (np []string, houses bool) {
	houses = true
	for _, r := range c.Args {
		houses = houses && s.house(r) != ""
	}
	for _, r := range c.Args {
		if houses {
			np = append(np, s.house(r))
		} else {
			np = append(np, s.person(r))
		}
	}
	return np, houses
}

// isName reports whether r's phrase is the bare value (a person's name).
func (s sentences) isName(r zebra.Ref) bool { return s.themes[r.Cat].Phrase == "{v}" }

func (s sentences) statement(c zebra.Clue) string {
	np, houses := s.names(c)
	switch c.Kind {
	case zebra.Same, zebra.NotSame:
		if s.isName(c.Args[1]) && !s.isName(c.Args[0]) { // "Ben is the nurse"
			np[0], np[1] = np[1], np[0]
		}
		if c.Kind == zebra.NotSame {
			return np[0] + " is not " + np[1]
		}
		return np[0] + " is " + np[1]
	case zebra.At, zebra.NotAt, zebra.Middle, zebra.Odd, zebra.Even:
		return s.where(c, np[0], houses)
	case zebra.LeftOf:
		return np[0] + " is somewhere to the left of " + np[1]
	case zebra.RightOf:
		return np[0] + " is somewhere to the right of " + np[1]
	case zebra.DirectlyLeft:
		return np[0] + " is directly left of " + np[1]
	case zebra.DirectlyRight:
		return np[0] + " is directly right of " + np[1]
	case zebra.NextTo:
		return np[0] + " and " + np[1] + " are next to each other"
	case zebra.NotNextTo:
		return np[0] + " and " + np[1] + " are not next to each other"
	case zebra.Gap:
		if c.K == 1 {
			return "there is one house between " + np[0] + " and " + np[1]
		}
		return "there are " + number(c.K) + " houses between " + np[0] + " and " + np[1]
	case zebra.Between:
		return np[0] + " is somewhere between " + np[1] + " and " + np[2]
	case zebra.BetweenOrdered:
		return np[0] + " is somewhere to the right of " + np[1] + " and somewhere to the left of " + np[2]
	case zebra.AtEnd:
		return np[0] + " is at one of the ends"
	case zebra.NotAtEnd:
		return np[0] + " is at neither end"
	case zebra.EitherOr:
		if c.Args[1].Cat == c.Args[2].Cat {
			// Two values of one category are never in one house: the
			// "or" cannot be inclusive, and "but not both" would hint
			// that it could.
			return np[0] + " is either " + np[1] + " or " + np[2]
		}
		return np[0] + " is either " + np[1] + " or " + np[2] + ", but not both"
	case zebra.AnyOf:
		parts := make([]string, len(c.Any))
		for i, sub := range c.Any {
			parts[i] = s.statement(sub)
		}
		return "at least one of the following is true: " + strings.Join(parts, "; or ")
	}
	return c.Kind.String()
}

// where renders the clues about one value's house number: "Bob is in the
// second house", "The red house is the second house".
func (s sentences) where(c zebra.Clue, x string, house bool) string {
	switch c.Kind {
	case zebra.At:
		if house {
			return x + " is the " + ordinal(c.K) + " house"
		}
		return x + " is in the " + ordinal(c.K) + " house"
	case zebra.NotAt:
		if house {
			return x + " is not the " + ordinal(c.K) + " house"
		}
		return x + " is not in the " + ordinal(c.K) + " house"
	case zebra.Middle:
		switch {
		case s.n%2 == 0:
			return x + " is in the middle" // one of the two middle houses
		case house:
			return x + " is the middle house"
		}
		return x + " is in the middle house"
	}
	parity := "an odd-numbered house"
	if c.Kind == zebra.Even {
		parity = "an even-numbered house"
	}
	if house {
		return x + " is " + parity
	}
	return x + " is in " + parity
}

// PuzzleText is the ZebraLogic "puzzle" text of r: the houses, one line
// per category with its values, and the numbered clues.
func (r *Result) PuzzleText() string {
	p := r.Puzzle
	n := p.N()
	var b strings.Builder
	fmt.Fprintf(&b, "There are %d houses, numbered 1 to %d from left to right, as seen from across the street. "+
		"Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n", n, n)
	for i, c := range p.Categories {
		qs := make([]string, len(c.Values))
		for j, v := range c.Values {
			qs[j] = "`" + v + "`"
		}
		fmt.Fprintf(&b, " - %s: %s\n", r.Themes[i].Intro, strings.Join(qs, ", "))
	}
	b.WriteString("\n## Clues:\n")
	for i, c := range p.Clues {
		fmt.Fprintf(&b, "%d. %s\n", i+1, Sentence(r.Themes, n, c))
	}
	return b.String()
}

// ZebraLogicRecord is one line of ZebraLogic JSONL, with the generator's
// grades beside ZebraLogic's fields.
type ZebraLogicRecord struct {
	ID           string             `json:"id"`
	Size         string             `json:"size"`
	Puzzle       string             `json:"puzzle"`
	Solution     ZebraLogicSolution `json:"solution"`
	Seed         uint64             `json:"seed"`
	Grade        string             `json:"grade"`
	GradeDerived string             `json:"grade_derived"`
	Derived      int                `json:"derived_clues"`
	Unproven     int                `json:"unproven_clues,omitempty"`
}

// ZebraLogicSolution is ZebraLogic's solution schema.
type ZebraLogicSolution struct {
	Header []string   `json:"header"`
	Rows   [][]string `json:"rows"`
}

// ID names the puzzle: "gen-NxM-seed".
func (r *Result) ID() string {
	return fmt.Sprintf("gen-%dx%d-%d", r.Puzzle.N(), len(r.Puzzle.Categories), r.Seed)
}

// Solution is the solution in ZebraLogic's schema.
func (r *Result) Solution() ZebraLogicSolution {
	p := r.Puzzle
	s := ZebraLogicSolution{Header: []string{p.Positions.Name}}
	for _, c := range p.Categories {
		s.Header = append(s.Header, c.Name)
	}
	for h, row := range r.Rows() {
		s.Rows = append(s.Rows, append([]string{p.Positions.Values[h]}, row...))
	}
	return s
}

// WriteZebraLogic writes r as one line of ZebraLogic JSONL. Values that
// the format cannot carry (with a backquote or a line break) are an error.
func (r *Result) WriteZebraLogic(w io.Writer) error {
	for _, c := range r.Puzzle.Categories {
		for _, v := range append([]string{c.Name}, c.Values...) {
			if strings.ContainsAny(v, "`\n\r") {
				return fmt.Errorf("generate zebra: %q cannot be written in ZebraLogic's text (backquote or line break)", v)
			}
		}
	}
	rec := ZebraLogicRecord{
		ID:           r.ID(),
		Size:         fmt.Sprintf("%d*%d", r.Puzzle.N(), len(r.Puzzle.Categories)),
		Puzzle:       r.PuzzleText(),
		Solution:     r.Solution(),
		Seed:         r.Seed,
		Grade:        r.Grade.String(),
		GradeDerived: r.GradeDerived.String(),
		Derived:      len(r.Derived),
		Unproven:     r.Unproven,
	}
	return writeJSONLine(w, rec)
}

// JSONRecord is the generator's JSON output: the zebra package's JSON
// form of the puzzle, the English clues, the solution and the grades.
type JSONRecord struct {
	ID           string             `json:"id"`
	Seed         uint64             `json:"seed"`
	Puzzle       *zebra.Puzzle      `json:"puzzle"`
	Sentences    []string           `json:"sentences"`
	Solution     ZebraLogicSolution `json:"solution"`
	Clues        int                `json:"clues"`
	Derived      int                `json:"derived_clues"`
	Grade        string             `json:"grade"`
	GradeDerived string             `json:"grade_derived"`
	// Unproven counts clues kept unproved (Result.Unproven); omitted when 0.
	Unproven int `json:"unproven_clues,omitempty"`
}

// WriteJSON writes r as one line of JSON.
func (r *Result) WriteJSON(w io.Writer) error {
	rec := JSONRecord{
		ID: r.ID(), Seed: r.Seed, Puzzle: r.Puzzle, Solution: r.Solution(),
		Clues: r.Clues, Derived: len(r.Derived), Grade: r.Grade.String(), GradeDerived: r.GradeDerived.String(),
		Unproven: r.Unproven,
	}
	for _, c := range r.Puzzle.Clues {
		rec.Sentences = append(rec.Sentences, Sentence(r.Themes, r.Puzzle.N(), c))
	}
	return writeJSONLine(w, rec)
}

// WriteNative writes r in the zebra package's native language, preceded
// by comment lines with the id, the grades and the solution, and with
// the derived clues (if any) after a comment line.
func (r *Result) WriteNative(w io.Writer) error {
	var b strings.Builder
	p := r.Puzzle
	cats := "categories"
	if len(p.Categories) == 1 {
		cats = "category"
	}
	fmt.Fprintf(&b, "# %s: %d houses, %d %s, seed %d\n", r.ID(), p.N(), len(p.Categories), cats, r.Seed)
	fmt.Fprintf(&b, "# grade: %s; with derived clues: %s (%d derived)\n", r.Grade, r.GradeDerived, len(r.Derived))
	if r.Unproven > 0 {
		fmt.Fprintf(&b, "# unique, but not proved minimal: %d clues kept whose removal check ran out of its conflict budget\n", r.Unproven)
	}
	q := *p
	q.Clues = p.Clues[:r.Clues]
	if err := q.WriteNative(&b); err != nil {
		return err
	}
	if len(p.Clues) > r.Clues {
		b.WriteString("# derived (redundant) clues:\n")
		for _, c := range p.Clues[r.Clues:] {
			b.WriteString(p.ClueString(c) + "\n")
		}
	}
	b.WriteString("# solution:\n")
	for h, row := range r.Rows() {
		fmt.Fprintf(&b, "#   %s %s: %s\n", p.Positions.Name, p.Positions.Values[h], strings.Join(row, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeJSONLine(w io.Writer, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	data = append(data, '\n')
	_, err = w.Write(data)
	return err
}
