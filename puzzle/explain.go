package puzzle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/english"
)

// LiteralReader is the base FactReader: every literal is a fact of its
// own, named by the encoding's FactOf; a player's fact (--from) is
// matched by its JSON form. Package explain uses it for kinds that are
// not Explainers; a genre's reader may embed it and override what it says
// in its own words. Exact groups with LiteralReader's Group: a reader
// that overrides Group overrides Exact too.
type LiteralReader struct {
	Enc   *Encoding
	byKey map[string]encode.Lit // canonical JSON of a fact -> its literal
}

// NewLiteralReader is the base reader of enc's facts.
func NewLiteralReader(enc *Encoding) *LiteralReader {
	return &LiteralReader{Enc: enc}
}

// Statement is l as FactOf states it.
func (r *LiteralReader) Statement(l encode.Lit) Statement {
	f := r.Enc.FactOf(l)
	return Statement{Lits: []encode.Lit{l}, JSON: f.JSON, Text: f.Text}
}

// Group makes one statement of each literal, by variable.
func (r *LiteralReader) Group(lits []encode.Lit) []Statement {
	out := make([]Statement, len(lits))
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	for i, l := range sorted {
		out[i] = r.Statement(l)
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

// Parse finds the literal whose fact has raw's JSON form (keys in any
// order).
func (r *LiteralReader) Parse(raw json.RawMessage) (Statement, error) {
	if r.byKey == nil {
		r.byKey = map[string]encode.Lit{}
		for _, v := range r.Enc.Facts {
			for _, l := range []encode.Lit{v, -v} {
				if k, err := canonical(r.Enc.FactOf(l).JSON); err == nil {
					r.byKey[k] = l
				}
			}
		}
	}
	var x any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		return Statement{}, err
	}
	k, err := canonical(x)
	if err != nil {
		return Statement{}, err
	}
	l, ok := r.byKey[k]
	if !ok {
		return Statement{}, fmt.Errorf("no such fact in this puzzle: %s", english.Clip(string(raw), 120))
	}
	return r.Statement(l), nil
}

// Say joins the statements' texts with semicolons.
func (r *LiteralReader) Say(fs []Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names no rule.
func (r *LiteralReader) Rules() []string { return nil }

// ClueWords is the clue's text.
func (r *LiteralReader) ClueWords(c Clue) string { return c.Text }

// SolutionJSON is the solution itself.
func (r *LiteralReader) SolutionJSON(sol Solution) any { return sol }

// Exact groups the variables of vars true in m (those false in m when
// none is true).
func (r *LiteralReader) Exact(m encode.Model, vars []int) []Statement {
	var lits []encode.Lit
	for _, v := range vars {
		if m.Value(encode.Lit(v)) {
			lits = append(lits, encode.Lit(v))
		}
	}
	if len(lits) == 0 {
		for _, v := range vars {
			lits = append(lits, -encode.Lit(v))
		}
	}
	return r.Group(lits)
}
