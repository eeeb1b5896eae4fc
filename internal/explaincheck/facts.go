package explaincheck

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// factIndex reads facts in the JSON shapes back into literals, from the
// contract's FactOf alone: a fact whose JSON has "min" and "max" (a
// Hashi range) stands for every literal whose own range contains it;
// any other fact is the one literal with exactly that JSON.
type factIndex struct {
	exact  map[string]encode.Lit
	ranged map[string][]rangedLit
}

type rangedLit struct {
	l        encode.Lit
	min, max int
}

func newFactIndex(enc *puzzle.Encoding) (*factIndex, error) {
	ix := &factIndex{exact: map[string]encode.Lit{}, ranged: map[string][]rangedLit{}}
	for _, v := range enc.Facts {
		for _, l := range []encode.Lit{v, -v} {
			b, err := json.Marshal(enc.FactOf(l).JSON)
			if err != nil {
				return nil, err
			}
			rest, lo, hi, isRange, err := split(b)
			if err != nil {
				return nil, err
			}
			if isRange {
				ix.ranged[rest] = append(ix.ranged[rest], rangedLit{l, lo, hi})
			} else {
				ix.exact[rest] = l
			}
		}
	}
	return ix, nil
}

// split reads a fact's JSON: its canonical form without "min" and "max",
// and those when present.
func split(raw []byte) (rest string, lo, hi int, isRange bool, err error) {
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&m); err != nil {
		return "", 0, 0, false, fmt.Errorf("fact %s: %v", raw, err)
	}
	a, okA := m["min"].(json.Number)
	b, okB := m["max"].(json.Number)
	if okA && okB {
		x, err1 := a.Int64()
		y, err2 := b.Int64()
		if err1 != nil || err2 != nil {
			return "", 0, 0, false, fmt.Errorf("fact %s: min and max must be integers", raw)
		}
		delete(m, "min")
		delete(m, "max")
		lo, hi, isRange = int(x), int(y), true
	}
	out, err := json.Marshal(m)
	return string(out), lo, hi, isRange, err
}

// lits are the literals a fact states, and the fact's canonical JSON.
func (ix *factIndex) lits(raw json.RawMessage) ([]encode.Lit, string, error) {
	key, err := canonicalRaw(raw)
	if err != nil {
		return nil, "", err
	}
	rest, lo, hi, isRange, err := split(raw)
	if err != nil {
		return nil, "", err
	}
	if !isRange {
		if l, ok := ix.exact[rest]; ok {
			return []encode.Lit{l}, key, nil
		}
		if ls, ok := ix.grouped(rest); ok {
			return ls, key, nil
		}
		return nil, "", fmt.Errorf("no such fact %s", raw)
	}
	cands, ok := ix.ranged[rest]
	if !ok {
		return nil, "", fmt.Errorf("no such fact %s", raw)
	}
	var out []encode.Lit
	gotLo, gotHi := -1, 1<<30
	top := 0
	for _, c := range cands {
		top = max(top, c.max)
		if c.min <= lo && c.max >= hi {
			out = append(out, c.l)
			gotLo, gotHi = max(gotLo, c.min), min(gotHi, c.max)
		}
	}
	if gotLo < 0 {
		gotLo = 0
	}
	if gotHi == 1<<30 {
		gotHi = top
	}
	if len(out) == 0 || gotLo != lo || gotHi != hi {
		return nil, "", fmt.Errorf("fact %s is no range the literals can state", raw)
	}
	return out, key, nil
}

// grouped reads a fact that states the same of several cells: a list
// under "cells" stands for one fact per cell, each with "cell" in its
// place and the other keys as they are (Sudoku's "digit 4 is not in
// (0,1), (0,2)"), or with "row" and "col" from the cell's pair when the
// kind's facts say so. Every one of them must be a fact of the encoding.
func (ix *factIndex) grouped(rest string) ([]encode.Lit, bool) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(rest), &m); err != nil {
		return nil, false
	}
	var cells []json.RawMessage
	if _, single := m["cell"]; single || json.Unmarshal(m["cells"], &cells) != nil || len(cells) == 0 {
		return nil, false
	}
	delete(m, "cells")
	var out []encode.Lit
	for _, c := range cells {
		m["cell"] = c
		l, ok := ix.lookup(m)
		delete(m, "cell")
		if !ok {
			// A cell [r,c] may stand for "row" and "col" (Futoshiki's
			// {"row","col","digit","is"}).
			var rc []json.RawMessage
			if json.Unmarshal(c, &rc) != nil || len(rc) != 2 {
				return nil, false
			}
			m["row"], m["col"] = rc[0], rc[1]
			l, ok = ix.lookup(m)
			delete(m, "row")
			delete(m, "col")
			if !ok {
				return nil, false
			}
		}
		out = append(out, l)
	}
	return out, true
}

// lookup is the literal whose fact's JSON is m.
func (ix *factIndex) lookup(m map[string]json.RawMessage) (encode.Lit, bool) {
	b, err := json.Marshal(m)
	if err != nil {
		return 0, false
	}
	one, err := canonicalRaw(b)
	if err != nil {
		return 0, false
	}
	l, ok := ix.exact[one]
	return l, ok
}

// canonical is v's JSON with sorted object keys.
func canonical(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return canonicalRaw(b)
}

func canonicalRaw(raw []byte) (string, error) {
	var x any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		return "", fmt.Errorf("%s: %v", raw, err)
	}
	b, err := json.Marshal(x)
	return string(b), err
}
