package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Doc is a JSON input of puzzle records with its line starts: it reads
// the records and puts a line and column on every error. The genres' JSON
// readers share it: one record (an object), an array of them, or records
// one after another (the solve command's JSON output, a line each).
type Doc struct {
	data   []byte
	starts []int // offset of each line's start
}

// NewDoc indexes data's lines (one pass, one int a line).
func NewDoc(data []byte) *Doc {
	d := &Doc{data: data, starts: []int{0}}
	for i, b := range data {
		if b == '\n' {
			d.starts = append(d.starts, i+1)
		}
	}
	return d
}

// Pos is the 1-based line and column of byte offset off (clamped to the
// input).
func (d *Doc) Pos(off int) (line, col int) {
	off = max(0, min(off, len(d.data)))
	k := sort.Search(len(d.starts), func(i int) bool { return d.starts[i] > off }) - 1
	return k + 1, off - d.starts[k] + 1
}

// Errorf is a positioned error at offset off, underlining text.
func (d *Doc) Errorf(off int, text, format string, args ...any) error {
	line, col := d.Pos(off)
	return srcpos.Errorf(line, col, text, format, args...)
}

// At is the offset of the value at path (Path's syntax: "pearls[2]")
// inside the record at base, or base when there is none: where an error
// about that value goes.
func (d *Doc) At(base int, path string) int {
	if a := Path(d.data, base, path); a >= 0 {
		return a
	}
	return base
}

// DecodeError positions an encoding/json error of the value that starts
// at offset base: a syntax error at its byte, a mistyped value at its
// start, an unknown field at its key, a truncated input at its end, any
// other error at base. The message is "JSON: " and encoding/json's words.
func (d *Doc) DecodeError(err error, base int) error {
	data := d.data
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := base
	switch {
	case errors.As(err, &se):
		off = base + int(se.Offset) - 1
	case errors.As(err, &te):
		// Offset is the end of the mistyped value: go back to its start.
		off = base + int(te.Offset) - 1
		if off < len(data) && off > 0 && data[off] == '"' {
			off--
			for off > 0 && data[off] != '"' {
				off--
			}
		} else {
			for off > 0 && off <= len(data) && strings.IndexByte(",:[{ \t\r\n", data[off-1]) < 0 {
				off--
			}
		}
	case errors.Is(err, io.ErrUnexpectedEOF):
		off = len(data)
	}
	if name, ok := UnknownField(err.Error()); ok {
		if at := Key(data, base, name); at >= 0 {
			off = at
		}
	}
	off = max(0, min(off, len(data)))
	text := ""
	if off < len(data) {
		text = string(data[off : off+1])
		if e := End(data, off); data[off] == '"' && e > off && e-off <= 40 {
			text = string(data[off:e])
		}
	}
	return d.Errorf(off, text, "JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
}

// Strict decodes the record raw, found at offset base, into v, refusing
// fields v does not have; errors are positioned. A top-level "id" member
// is the one field every output record carries (puzzle.RenderRecord): a v
// without a field of that name ignores it, so that a JSON output reads
// back as input.
func (d *Doc) Strict(raw []byte, base int, v any) error {
	err := strict(raw, v)
	if err != nil {
		if name, ok := UnknownField(err.Error()); ok && name == "id" {
			if r, ok := blankMember(raw, "id"); ok {
				err = strict(r, v)
			}
		}
	}
	if err != nil {
		return d.DecodeError(err, base)
	}
	return nil
}

func strict(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// blankMember is a copy of the object raw with its top-level member key
// (and a comma next to it) replaced by spaces, so that every other byte
// keeps its offset; false when raw has no such member.
func blankMember(raw []byte, key string) ([]byte, bool) {
	i := skipSpace(raw, 0)
	if i >= len(raw) || raw[i] != '{' {
		return nil, false
	}
	prevComma := -1
	i = skipSpace(raw, i+1)
	for i < len(raw) && raw[i] == '"' {
		end := stringEnd(raw, i)
		if end < 0 {
			return nil, false
		}
		j := skipSpace(raw, end)
		if j >= len(raw) || raw[j] != ':' {
			return nil, false
		}
		e := skipValue(raw, skipSpace(raw, j+1))
		if e < 0 {
			return nil, false
		}
		next := skipSpace(raw, e)
		if unquote(raw[i:end]) == key {
			out := bytes.Clone(raw)
			from, to := i, e
			switch {
			case next < len(out) && out[next] == ',':
				to = next + 1
			case prevComma >= 0:
				from = prevComma
			}
			for k := from; k < to; k++ {
				if out[k] != '\n' {
					out[k] = ' '
				}
			}
			return out, true
		}
		if next >= len(raw) || raw[next] != ',' {
			return nil, false
		}
		prevComma = next
		i = skipSpace(raw, next+1)
	}
	return nil, false
}

// Decode decodes the record raw, found at offset base, into v, ignoring
// fields v does not have (a reader that accepts output records with
// fields of their own); errors are positioned.
func (d *Doc) Decode(raw []byte, base int, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return d.DecodeError(err, base)
	}
	return nil
}

// Records calls fn with each record of the input and its offset: each
// top-level value, or each element of a top-level array.
func (d *Doc) Records(fn func(raw []byte, base int) error) error {
	data := d.data
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		off := int(dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			if err == io.EOF {
				return nil
			}
			return d.DecodeError(err, 0)
		}
		start := skipSpace(data, off)
		if len(raw) == 0 || raw[0] != '[' {
			if err := fn(raw, start); err != nil {
				return err
			}
			continue
		}
		var arr []json.RawMessage
		if err := json.Unmarshal(raw, &arr); err != nil {
			return d.Errorf(start, "[", "want an array of puzzle objects: %v", err)
		}
		at := skipSpace(data, start+1)
		for _, el := range arr {
			if err := fn(el, at); err != nil {
				return err
			}
			if at = skipValue(data, at); at < 0 {
				break // cannot happen: the array decoded
			}
			if at = skipSpace(data, at); at < len(data) && data[at] == ',' {
				at = skipSpace(data, at+1)
			}
		}
	}
}

// Read reads every record of data with one, in order.
func Read[T any](data []byte, one func(d *Doc, raw []byte, base int) (T, error)) ([]T, error) {
	d := NewDoc(data)
	var out []T
	err := d.Records(func(raw []byte, base int) error {
		v, err := one(d, raw, base)
		if err == nil {
			out = append(out, v)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Record is the part every puzzle record shares: the kind it names, and
// the error of an output record that has one.
type Record struct {
	Puzzle string `json:"puzzle,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Check refuses a record that names another kind than kind, or is an
// error record.
func (d *Doc) Check(r Record, base int, kind string) error {
	if r.Puzzle != "" && r.Puzzle != kind {
		a := "a"
		if strings.ContainsRune("aeiou", rune(kind[0])) {
			a = "an"
		}
		return d.Errorf(base, "{", "a %q puzzle, not %s %s", r.Puzzle, a, kind)
	}
	if r.Error != "" {
		return d.Errorf(base, "{", "an error record: %s", r.Error)
	}
	return nil
}
