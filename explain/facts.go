package explain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// adapter is what explanations need to know about a kind beyond the
// contract: how a step's literals read as facts, how a player's facts
// (--from) read back, how steps read in English, what the rules are and
// what a solution looks like in JSON.
type adapter interface {
	// group turns a step's new literals into facts, in a stable order.
	group(lits []encode.Lit) []Fact
	// parse reads one fact of a --from file.
	parse(raw json.RawMessage) (Fact, error)
	// factsText says a step's facts in English.
	factsText(fs []Fact) string
	// rules names the rules, which every step may use.
	rules() []string
	// solutionJSON is a solution as the diagnosis shows it.
	solutionJSON(sol puzzle.Solution) any
}

// literals is the base adapter: every literal is a fact of its own, named
// by the contract's FactOf; a --from fact is matched by its JSON form.
type literals struct {
	enc   *puzzle.Encoding
	byKey map[string]encode.Lit
}

func newLiterals(enc *puzzle.Encoding) *literals {
	return &literals{enc: enc}
}

func (a *literals) group(lits []encode.Lit) []Fact {
	out := make([]Fact, len(lits))
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	for i, l := range sorted {
		f := a.enc.FactOf(l)
		out[i] = Fact{Lits: []encode.Lit{l}, JSON: f.JSON, Text: f.Text}
	}
	return out
}

// canonical is a JSON value with its object keys sorted.
func canonical(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	var x any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		return "", err
	}
	b, err = json.Marshal(x)
	return string(b), err
}

func (a *literals) parse(raw json.RawMessage) (Fact, error) {
	if a.byKey == nil {
		a.byKey = map[string]encode.Lit{}
		for _, v := range a.enc.Facts {
			for _, l := range []encode.Lit{v, -v} {
				if k, err := canonical(a.enc.FactOf(l).JSON); err == nil {
					a.byKey[k] = l
				}
			}
		}
	}
	var x any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		return Fact{}, err
	}
	k, err := canonical(x)
	if err != nil {
		return Fact{}, err
	}
	l, ok := a.byKey[k]
	if !ok {
		return Fact{}, fmt.Errorf("no such fact in this puzzle: %s", clip(string(raw), 120))
	}
	f := a.enc.FactOf(l)
	return Fact{Lits: []encode.Lit{l}, JSON: f.JSON, Text: f.Text}, nil
}

func (a *literals) factsText(fs []Fact) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

func (a *literals) rules() []string { return nil }

func (a *literals) solutionJSON(sol puzzle.Solution) any { return sol }

// clip shortens s to about n bytes for a message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// list joins words as English does: "a", "a and b", "a, b and c" (or
// with "or").
func list(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}
