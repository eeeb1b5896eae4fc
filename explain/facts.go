package explain

import (
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/english"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// readerFor is the kind's fact reader (puzzle.Explainer), or the base
// one, a literal a fact, for kinds that are not Explainers.
func readerFor(k puzzle.Kind, p puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	if e, ok := k.(puzzle.Explainer); ok {
		if r := e.Explaining(p, enc); r != nil {
			return r
		}
	}
	return puzzle.NewLiteralReader(enc)
}

// reader reads and groups the kind's facts; grade-only runs mostly
// never ask for it.
func (x *explainer) reader() puzzle.FactReader {
	if x.rd == nil {
		x.rd = readerFor(x.kind, x.item.Puzzle, x.enc)
	}
	return x.rd
}

// group turns a step's new literals into facts, as the kind groups them.
func (x *explainer) group(lits []encode.Lit) []Fact {
	return factsOf(x.reader().Group(lits))
}

// parse reads one fact of a --from file.
func (x *explainer) parse(raw json.RawMessage) (Fact, error) {
	s, err := x.reader().Parse(raw)
	if err != nil {
		return Fact{}, err
	}
	return Fact{JSON: s.JSON, Text: s.Text, Lits: s.Lits}, nil
}

// factsText says the facts of one step in English, as the kind does.
func (x *explainer) factsText(fs []Fact) string {
	ss := make([]puzzle.Statement, len(fs))
	for i, f := range fs {
		ss[i] = puzzle.Statement{JSON: f.JSON, Text: f.Text, Lits: f.Lits}
	}
	return x.reader().Say(ss)
}

func factsOf(ss []puzzle.Statement) []Fact {
	fs := make([]Fact, len(ss))
	for i, s := range ss {
		fs[i] = Fact{JSON: s.JSON, Text: s.Text, Lits: s.Lits}
	}
	return fs
}

// list joins words as English does: "a, b and c".
func list(words []string, conj string) string { return english.List(words, conj) }

// plural is "1 step", "2 steps".
func plural(n int, word string) string { return english.Plural(n, word) }
