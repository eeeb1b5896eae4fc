package score

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// A table is a solution grid as read from JSON: the header and the rows of
// cell texts.
type table struct {
	header []string
	rows   [][]string
	rowOff []int // where each row starts in the line
}

// elemOffsets lists where the elements of a JSON array start (base: the
// array's offset in the line).
func elemOffsets(raw json.RawMessage, base int) []int {
	var offs []int
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil
	}
	for dec.More() {
		off := int(dec.InputOffset())
		for off < len(raw) && (raw[off] == ' ' || raw[off] == '\t' || raw[off] == ',') {
			off++
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			break
		}
		offs = append(offs, base+off)
	}
	return offs
}

// field is one member of a JSON object and the byte offset of its value in
// the line.
type field struct {
	raw json.RawMessage
	off int
}

// jsonLine reads a JSON object of one line into its members; errors are
// positioned on that line.
func jsonLine(line []byte, n int) (map[string]field, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, jsonErr(line, n, dec, err, "want a JSON object")
	}
	out := map[string]field{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonErr(line, n, dec, err, "")
		}
		key, _ := tok.(string)
		off := int(dec.InputOffset())
		for off < len(line) && (line[off] == ' ' || line[off] == '\t' || line[off] == ':') {
			off++
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, jsonErr(line, n, dec, err, "")
		}
		if _, dup := out[key]; !dup {
			out[key] = field{raw, off}
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, jsonErr(line, n, dec, err, "")
	}
	if rest := bytes.TrimSpace(line[dec.InputOffset():]); len(rest) > 0 {
		off := int(dec.InputOffset()) + bytes.Index(line[dec.InputOffset():], rest[:1])
		return nil, errAt(line, n, off, "text after the JSON object")
	}
	return out, nil
}

func jsonErr(line []byte, n int, dec *json.Decoder, err error, msg string) error {
	off := int(dec.InputOffset())
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1
		msg = "JSON syntax error: " + se.Error()
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		off = len(line)
		msg = "unexpected end of the JSON object"
	case msg == "":
		msg = err.Error()
	}
	return errAt(line, n, max(0, off), "%s", msg)
}

// errAt is a positioned error at byte offset off of line n; the offending
// text is the token there (at most 20 bytes).
func errAt(line []byte, n, off int, format string, args ...any) *srcpos.Error {
	off = min(off, len(line))
	end := off
	for end < len(line) && end < off+20 && line[end] != ',' && line[end] != ']' && line[end] != '}' {
		end++
	}
	if end == off && end < len(line) {
		end++
	}
	e := srcpos.Errorf(n, off+1, string(line[off:end]), format, args...)
	e.Source = string(line)
	return e
}

// readTable reads the answer table of an answer object: "header" and "rows"
// at the top level or under "solution", or ZeroEval's {"House 1": {...}}.
// A nil table and nil error mean "no answer".
func readTable(obj map[string]field, line []byte, n int) (*table, error) {
	if sol, ok := obj["solution"]; ok {
		if string(bytes.TrimSpace(sol.raw)) == "null" {
			return nil, nil
		}
		inner, err := jsonLine(sol.raw, n)
		if err != nil {
			return nil, errAt(line, n, sol.off, "\"solution\" is not a JSON object")
		}
		for k, f := range inner {
			f.off += sol.off
			inner[k] = f
		}
		if _, ok := inner["header"]; !ok {
			if _, ok := inner["rows"]; !ok {
				return houseTable(inner, line, n)
			}
		}
		obj = inner
	}
	h, hasH := obj["header"]
	r, hasR := obj["rows"]
	if !hasH && !hasR {
		return nil, nil
	}
	if !hasH || !hasR {
		return nil, errAt(line, n, max(h.off, r.off), "an answer needs both \"header\" and \"rows\"")
	}
	t := &table{}
	var hs []json.RawMessage
	if err := json.Unmarshal(h.raw, &hs); err != nil {
		return nil, errAt(line, n, h.off, "\"header\" is not a list")
	}
	for _, x := range hs {
		s, err := cellText(x)
		if err != nil {
			return nil, errAt(line, n, h.off, "\"header\": %v", err)
		}
		t.header = append(t.header, s)
	}
	var rows [][]json.RawMessage
	if err := json.Unmarshal(r.raw, &rows); err != nil {
		return nil, errAt(line, n, r.off, "\"rows\" is not a list of lists")
	}
	t.rowOff = elemOffsets(r.raw, r.off)
	for k, row := range rows {
		if len(row) != len(t.header) {
			return nil, errAt(line, n, t.rowOff[k], "row %d has %d cells, the header %d", k+1, len(row), len(t.header))
		}
		cells := make([]string, len(row))
		for j, x := range row {
			s, err := cellText(x)
			if err != nil {
				return nil, errAt(line, n, t.rowOff[k], "row %d, column %d: %v", k+1, j+1, err)
			}
			cells[j] = s
		}
		t.rows = append(t.rows, cells)
	}
	return t, nil
}

// houseTable reads ZeroEval's grid-mode form {"House 1": {"Name": ...}}.
func houseTable(obj map[string]field, line []byte, n int) (*table, error) {
	type house struct {
		name string
		cols map[string]json.RawMessage
		off  int
	}
	var hs []house
	colIndex := map[string]int{}
	t := &table{header: []string{"House"}}
	for name, f := range obj {
		var cols map[string]json.RawMessage
		if err := json.Unmarshal(f.raw, &cols); err != nil {
			return nil, errAt(line, n, f.off, "%q is not an object of column values", name)
		}
		hs = append(hs, house{name, cols, f.off})
	}
	// Go maps have no order: keep the line's order of houses and columns.
	sortByOffset(hs, func(h house) int { return h.off })
	for _, h := range hs {
		for _, c := range orderedKeys(h.cols, line) {
			if _, ok := colIndex[c]; !ok {
				colIndex[c] = len(t.header)
				t.header = append(t.header, c)
			}
		}
	}
	for _, h := range hs {
		row := make([]string, len(t.header))
		row[0] = h.name
		for c, x := range h.cols {
			s, err := cellText(x)
			if err != nil {
				return nil, errAt(line, n, h.off, "%s, %s: %v", h.name, c, err)
			}
			row[colIndex[c]] = s
		}
		t.rows = append(t.rows, row)
		t.rowOff = append(t.rowOff, h.off)
	}
	return t, nil
}

func sortByOffset[T any](xs []T, off func(T) int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && off(xs[j]) < off(xs[j-1]); j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// orderedKeys lists an object's keys in the order they appear (by the
// first occurrence of the quoted key in the line; ties keep sorted order).
func orderedKeys(m map[string]json.RawMessage, line []byte) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	pos := func(k string) int {
		q, _ := json.Marshal(k)
		return bytes.Index(line, q)
	}
	sortByOffset(ks, pos)
	return ks
}

// cellText is a cell as text: a string, a number's literal, "" for null,
// the first element of a list (as ZeroEval reads lists).
func cellText(x json.RawMessage) (string, error) {
	x = bytes.TrimSpace(x)
	if len(x) == 0 {
		return "", nil
	}
	switch x[0] {
	case '"':
		var s string
		err := json.Unmarshal(x, &s)
		return s, err
	case 'n':
		return "", nil
	case '[':
		var xs []json.RawMessage
		if err := json.Unmarshal(x, &xs); err != nil {
			return "", err
		}
		if len(xs) == 0 {
			return "", nil
		}
		return cellText(xs[0])
	case 't', 'f', '{':
		return "", fmt.Errorf("want a string, got %s", clip(string(x)))
	}
	if _, err := strconv.ParseFloat(string(x), 64); err != nil {
		return "", fmt.Errorf("want a string, got %s", clip(string(x)))
	}
	return string(x), nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:17] + "..."
	}
	return s
}

// normName is a column name for matching: lower case, without blanks, '_'
// and '-'.
func normName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r == ' ' || r == '\t' || r == '_' || r == '-' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// normValue is a cell value for matching: lower case, trimmed, runs of
// blanks as one blank.
func normValue(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
