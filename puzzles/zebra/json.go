package zebra

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// PuzzleJSON is the JSON form of a puzzle (see the package doc).
type PuzzleJSON struct {
	Name       string         `json:"name,omitempty"`
	Positions  *CategoryJSON  `json:"positions,omitempty"`
	Categories []CategoryJSON `json:"categories"`
	Clues      []ClueJSON     `json:"clues"`
}

// CategoryJSON is a category in the JSON form.
type CategoryJSON struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

// ClueJSON is a clue in the JSON form: type is a ClueKind's name, args the
// operands ("value" or "Category.value"), k the 1-based position of
// at/notat or the number of positions in between of gap, any the
// statements of anyof.
type ClueJSON struct {
	Type string     `json:"type"`
	Args []string   `json:"args,omitempty"`
	K    *int       `json:"k,omitempty"`
	Any  []ClueJSON `json:"any,omitempty"`
	Text string     `json:"text,omitempty"`
}

// MarshalJSON writes p in the JSON form.
func (p *Puzzle) MarshalJSON() ([]byte, error) {
	return json.Marshal(p.toJSON())
}

func (p *Puzzle) toJSON() PuzzleJSON {
	pj := PuzzleJSON{Name: p.Name, Positions: &CategoryJSON{p.Positions.Name, p.Positions.Values}}
	for _, c := range p.Categories {
		pj.Categories = append(pj.Categories, CategoryJSON(c))
	}
	for _, c := range p.Clues {
		pj.Clues = append(pj.Clues, p.clueJSON(c))
	}
	if pj.Clues == nil {
		pj.Clues = []ClueJSON{}
	}
	return pj
}

func (p *Puzzle) clueJSON(c Clue) ClueJSON {
	cj := ClueJSON{Type: c.Kind.String()}
	for _, r := range c.Args {
		v := p.Categories[r.Cat].Values[r.Val]
		if len(p.FindValue(v)) > 1 || strings.Contains(v, ".") {
			v = p.Categories[r.Cat].Name + "." + v
		}
		cj.Args = append(cj.Args, v)
	}
	switch c.Kind {
	case At, NotAt:
		k := c.K + 1
		cj.K = &k
	case Gap:
		k := c.K
		cj.K = &k
	case AnyOf:
		for _, s := range c.Any {
			cj.Any = append(cj.Any, p.clueJSON(s))
		}
	}
	return cj
}

// ParseJSON reads a puzzle in the JSON form. Syntax errors carry the line
// and column; semantic errors name the clue ("clues[3].args[1]").
func ParseJSON(data []byte) (*Puzzle, error) {
	var pj PuzzleJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&pj); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, jsonError(data, fmt.Errorf("unexpected data after the puzzle object"))
	}
	p, err := pj.Puzzle()
	if err != nil {
		return nil, locate(err, data)
	}
	return p, nil
}

// locate positions a semantic error: inside the value its path names
// ("JSON: clues[3].args[1]: ..."), at the first occurrence there of its
// offending text as a JSON string, else at the value; without a path, at
// the first occurrence of the text in the document.
func locate(err error, data []byte) error {
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line > 0 {
		return err
	}
	from, to := 0, len(data)
	if m := jsonPath.Re().FindStringSubmatch(pe.Msg); m != nil {
		path := m[1]
		if strings.Contains(pe.Msg, "position") && jsonpos.Path(data, 0, path+".k") >= 0 {
			path += ".k" // a position out of range: at the number
		}
		if at := jsonpos.Path(data, 0, path); at >= 0 {
			from = at
			if end := jsonpos.End(data, at); end > at {
				to = end
			}
		}
	}
	i := -1
	if pe.Text != "" {
		q, _ := json.Marshal(pe.Text)
		if k := bytes.Index(data[from:to], q); k >= 0 {
			i = from + k
		}
	}
	if i < 0 && from > 0 {
		i = from
		if pe.Text == "" {
			pe.Text = string(data[from:min(to, from+20)])
		}
	}
	if i < 0 {
		return err
	}
	pe.Line, pe.Col = 1+bytes.Count(data[:i], []byte("\n")), i-bytes.LastIndexByte(data[:i], '\n')
	return srcpos.WithSource(pe, data)
}

// jsonPath is the path at the start of a JSON error message.
var jsonPath = &lazyre.Regexp{Expr: `^JSON: ((?:clues|categories)\[\d+\](?:\.[a-z]+(?:\[\d+\])?)*): `} // compiled on first use

// jsonError positions a decoding error.
func jsonError(data []byte, err error) error {
	off := int64(-1)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	text := ""
	if name, ok := jsonpos.UnknownField(err.Error()); ok {
		// encoding/json reports it without an offset: find the field.
		if at := jsonpos.Key(data, 0, name); at >= 0 {
			off = int64(at) + 1
			text = string(data[at:max(jsonpos.End(data, at), at+1)])
		}
	}
	if off < 0 {
		return srcpos.Errorf(0, 0, "", "JSON: %v", err)
	}
	off = min(off, int64(len(data)))
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	if off > 0 && text == "" {
		start := max(0, int(off)-10)
		text = string(data[start:off])
	}
	return srcpos.WithSource(srcpos.Errorf(line, max(1, col-1), text, "JSON: %v", err), data)
}

// Puzzle converts the JSON form into a validated Puzzle.
func (pj *PuzzleJSON) Puzzle() (*Puzzle, error) {
	p := &Puzzle{Name: pj.Name}
	for _, c := range pj.Categories {
		p.Categories = append(p.Categories, Category{Name: c.Name, Values: append([]string(nil), c.Values...)})
	}
	if len(p.Categories) == 0 {
		return nil, srcpos.Errorf(0, 0, "", "JSON: no categories")
	}
	if pj.Positions != nil {
		p.Positions = Category{Name: pj.Positions.Name, Values: append([]string(nil), pj.Positions.Values...)}
		if p.Positions.Name == "" {
			p.Positions.Name = "House"
		}
	} else {
		p.Positions = numberedPositions("House", len(p.Categories[0].Values))
	}
	// Check the shape before resolving references.
	shape := *p
	if err := shape.Validate(); err != nil {
		return nil, srcpos.Errorf(0, 0, "", "JSON: %s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	for i, cj := range pj.Clues {
		c, err := p.clueFromJSON(cj, "clues["+strconv.Itoa(i)+"]", 0)
		if err != nil {
			return nil, err
		}
		p.Clues = append(p.Clues, c)
	}
	if err := p.Validate(); err != nil {
		return nil, srcpos.Errorf(0, 0, "", "JSON: %s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	return p, nil
}

func (p *Puzzle) clueFromJSON(cj ClueJSON, path string, depth int) (Clue, error) {
	if depth > 16 {
		return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: statements nested too deeply", path)
	}
	k, ok := ParseKind(cj.Type)
	if !ok {
		var names []string
		for _, k := range Kinds() {
			names = append(names, k.String())
		}
		return Clue{}, srcpos.Errorf(0, 0, cj.Type, "JSON: %s: unknown clue type %q (want one of %s)", path, cj.Type, strings.Join(names, ", "))
	}
	c := Clue{Kind: k, Text: cj.Text}
	if k == AnyOf {
		if len(cj.Any) == 0 {
			return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: anyof needs statements in \"any\"", path)
		}
		for i, s := range cj.Any {
			sc, err := p.clueFromJSON(s, path+".any["+strconv.Itoa(i)+"]", depth+1)
			if err != nil {
				return Clue{}, err
			}
			c.Any = append(c.Any, sc)
		}
		return c, nil
	}
	if len(cj.Args) != k.Arity() {
		return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: %s takes %d args, got %d", path, k, k.Arity(), len(cj.Args))
	}
	for i, a := range cj.Args {
		refs := p.FindValue(a)
		switch {
		case len(refs) == 1:
			c.Args = append(c.Args, refs[0])
		case len(refs) > 1:
			return Clue{}, srcpos.Errorf(0, 0, a, "JSON: %s.args[%d]: value '%s' is in several categories; write Category.%s", path, i, a, a)
		default:
			var all []string
			for _, cat := range p.Categories {
				all = append(all, cat.Values...)
			}
			msg := fmt.Sprintf("no value '%s' in any category", a)
			if s := suggest(a, all); s != "" {
				msg += fmt.Sprintf("; did you mean '%s'?", s)
			}
			return Clue{}, srcpos.Errorf(0, 0, a, "JSON: %s.args[%d]: %s", path, i, msg)
		}
	}
	if k.HasK() {
		if cj.K == nil {
			return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: %s needs \"k\"", path, k)
		}
		c.K = *cj.K
		if k != Gap {
			if c.K < 1 || c.K > p.N() {
				return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: position %d out of range 1..%d", path, c.K, p.N())
			}
			c.K--
		} else if c.K < 0 || c.K > 1000 {
			return Clue{}, srcpos.Errorf(0, 0, "", "JSON: %s: gap %d out of range 0..1000", path, c.K)
		}
	}
	return c, nil
}

// WriteNative writes p in the native language; Parse reads it back.
func (p *Puzzle) WriteNative(w io.Writer) error {
	var b strings.Builder
	if p.Name != "" {
		fmt.Fprintf(&b, "# %s\n", strings.ReplaceAll(p.Name, "\n", " "))
	}
	numbered := true
	for i, v := range p.Positions.Values {
		if v != strconv.Itoa(i+1) {
			numbered = false
		}
	}
	if numbered && p.Positions.Name == "House" {
		fmt.Fprintf(&b, "houses: %d\n", p.N())
	} else {
		fmt.Fprintf(&b, "positions %s: %s\n", quoteName(p.Positions.Name), quoteList(p.Positions.Values))
	}
	for _, c := range p.Categories {
		fmt.Fprintf(&b, "%s: %s\n", quoteName(c.Name), quoteList(c.Values))
	}
	b.WriteByte('\n')
	for _, c := range p.Clues {
		b.WriteString(p.ClueString(c))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func quoteList(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = quoteName(v)
	}
	return strings.Join(q, ", ")
}

// JSONRecord is one puzzle of a JSON input.
type JSONRecord struct {
	ID     string  // the envelope's "id", if any
	Puzzle *Puzzle // nil when Err is set
	Err    error   // a positioned error about this record
}

// ParseJSONRecords reads one or more JSON values (a file, or JSON Lines).
// Each is a puzzle in the JSON form, or an envelope holding one under
// "puzzle" (as `puzzlesat generate zebra --format json` writes: its other
// fields, such as the sentences, solution and grades, are ignored). Errors
// inside a record are positioned in the whole input and returned in the
// record; a value that is not valid JSON ends the input with an error.
func ParseJSONRecords(data []byte) ([]JSONRecord, error) {
	var out []JSONRecord
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, jsonError(data, err)
		}
		end := int(dec.InputOffset())
		start := end - len(raw)
		rec := JSONRecord{}
		body, bodyStart := []byte(raw), start
		var env struct {
			ID     string          `json:"id"`
			Puzzle json.RawMessage `json:"puzzle"`
		}
		if json.Unmarshal(raw, &env) == nil && len(env.Puzzle) > 0 && env.Puzzle[0] == '{' {
			rec.ID = env.ID
			body = env.Puzzle
			if i := bytes.Index(raw, env.Puzzle); i >= 0 {
				bodyStart = start + i
			}
		}
		rec.Puzzle, rec.Err = ParseJSON(body)
		if rec.Err != nil {
			rec.Err = shiftError(rec.Err, data, bodyStart)
		}
		out = append(out, rec)
	}
}

// shiftError moves a positioned error found in data[off:] to its place in
// data.
func shiftError(err error, data []byte, off int) error {
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line <= 0 || off <= 0 {
		return err
	}
	before := data[:off]
	lines := bytes.Count(before, []byte("\n"))
	if pe.Line == 1 {
		pe.Col += off - (bytes.LastIndexByte(before, '\n') + 1)
	}
	pe.Line += lines
	pe.Source = ""
	return srcpos.WithSource(pe, data)
}
