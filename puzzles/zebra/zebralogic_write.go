package zebra

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ZebraLogicSentence renders c as an English clue sentence in the forms
// ReadZebraLogic reads (the forms the generator writes). A value is named
// verbatim; a value whose name is listed in several categories is named
// "the person whose <category> is <value>". An AnyOf reads "At least one
// of the following is true: <statement>; or <statement>." and may not be
// nested.
func (p *Puzzle) ZebraLogicSentence(c Clue) string {
	s := p.zlStatement(c)
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:]) + "."
}

// zlNP is the noun phrase of value r.
func (p *Puzzle) zlNP(r Ref) string {
	if r.Cat < 0 || r.Cat >= len(p.Categories) || r.Val < 0 || r.Val >= len(p.Categories[r.Cat].Values) {
		return "?"
	}
	v := p.Categories[r.Cat].Values[r.Val]
	if len(p.FindValue(v)) > 1 {
		return "the person whose " + strings.ToLower(p.Categories[r.Cat].Name) + " is " + v
	}
	return v
}

var zlOrdinalWords = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
	"ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
	"eighteenth", "nineteenth", "twentieth"}

var zlNumberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "eleven", "twelve"}

func (p *Puzzle) zlStatement(c Clue) string {
	np := func(i int) string {
		if i < len(c.Args) {
			return p.zlNP(c.Args[i])
		}
		return "?"
	}
	ord := func(k int) string {
		if k >= 0 && k < len(zlOrdinalWords) {
			return zlOrdinalWords[k]
		}
		return strconv.Itoa(k+1) + ordinalSuffix(k+1)
	}
	switch c.Kind {
	case Same:
		return np(0) + " is " + np(1)
	case NotSame:
		return np(0) + " is not " + np(1)
	case At:
		return np(0) + " is in the " + ord(c.K) + " house"
	case NotAt:
		return np(0) + " is not in the " + ord(c.K) + " house"
	case LeftOf:
		return np(0) + " is somewhere to the left of " + np(1)
	case RightOf:
		return np(0) + " is somewhere to the right of " + np(1)
	case DirectlyLeft:
		return np(0) + " is directly left of " + np(1)
	case DirectlyRight:
		return np(0) + " is directly right of " + np(1)
	case NextTo:
		return np(0) + " and " + np(1) + " are next to each other"
	case NotNextTo:
		return np(0) + " and " + np(1) + " are not next to each other"
	case Gap:
		if c.K == 1 {
			return "there is one house between " + np(0) + " and " + np(1)
		}
		num := strconv.Itoa(c.K)
		if c.K >= 0 && c.K < len(zlNumberWords) {
			num = zlNumberWords[c.K]
		}
		return "there are " + num + " houses between " + np(0) + " and " + np(1)
	case Between:
		return np(0) + " lives somewhere between " + np(1) + " and " + np(2)
	case BetweenOrdered:
		return np(0) + " is somewhere to the right of " + np(1) + " and somewhere to the left of " + np(2)
	case AtEnd:
		return np(0) + " is at one of the ends"
	case NotAtEnd:
		return np(0) + " is not at one of the ends"
	case Middle:
		if p.N()%2 == 1 {
			return np(0) + " is in the middle house"
		}
		return np(0) + " is in the middle"
	case Odd:
		return np(0) + " lives in an odd-numbered house"
	case Even:
		return np(0) + " lives in an even-numbered house"
	case EitherOr:
		return np(0) + " is either " + np(1) + " or " + np(2) + ", but not both"
	case AnyOf:
		parts := make([]string, len(c.Any))
		for i, s := range c.Any {
			parts[i] = p.zlStatement(s)
		}
		return zlAnyOf + " " + strings.Join(parts, zlAnyOfSep)
	}
	return c.Kind.String()
}

// ZebraLogicText is the ZebraLogic "puzzle" text of p: the houses, one
// attribute line per category ("Each person has a unique <category>")
// with its values in backquotes, and the numbered clues (see
// ZebraLogicSentence). ParseZebraLogicText reads it back; the positions
// become houses 1..N.
func (p *Puzzle) ZebraLogicText() string {
	var b strings.Builder
	n := p.N()
	fmt.Fprintf(&b, "There are %d houses, numbered 1 to %d from left to right, as seen from across the street. "+
		"Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n", n, n)
	for _, c := range p.Categories {
		qs := make([]string, len(c.Values))
		for j, v := range c.Values {
			qs[j] = "`" + v + "`"
		}
		fmt.Fprintf(&b, " - Each person has a unique %s: %s\n", strings.ToLower(c.Name), strings.Join(qs, ", "))
	}
	b.WriteString("\n## Clues:\n")
	for i, c := range p.Clues {
		fmt.Fprintf(&b, "%d. %s\n", i+1, p.ZebraLogicSentence(c))
	}
	return b.String()
}

// zlOut is one ZebraLogic JSONL record as written.
type zlOut struct {
	ID       string         `json:"id"`
	Size     string         `json:"size"`
	Puzzle   string         `json:"puzzle"`
	Solution *zlOutSolution `json:"solution,omitempty"`
}

type zlOutSolution struct {
	Header []string   `json:"header"`
	Rows   [][]string `json:"rows"`
}

// WriteZebraLogic writes p as one line of ZebraLogic JSONL ("id" is
// p.Name, "size" is "N*M", "puzzle" is ZebraLogicText) with s as the
// "solution" (header and rows; omitted when s is nil). ReadZebraLogic
// reads it back as the same puzzle and solution: the same categories,
// values and clues (Text and Line aside), positions named 1..N, when no
// value name is listed in two categories whose names share a word. Value
// names may not contain a backquote or a line break.
func (p *Puzzle) WriteZebraLogic(w io.Writer, s *Solution) error {
	for _, c := range p.Categories {
		for _, v := range c.Values {
			if strings.ContainsAny(v, "`\n\r") {
				return fmt.Errorf("zebra: value %q cannot be written in ZebraLogic form", v)
			}
		}
	}
	rec := zlOut{ID: p.Name, Size: fmt.Sprintf("%d*%d", p.N(), len(p.Categories)), Puzzle: p.ZebraLogicText()}
	if s != nil {
		rec.Solution = &zlOutSolution{Header: p.Header(), Rows: p.Rows(s)}
	}
	return WriteJSONLine(w, rec)
}
