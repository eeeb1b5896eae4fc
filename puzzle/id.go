package puzzle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// MaxIDLen bounds a record's id: a name longer than this (a long
// dataset title) is cut to it, ending in "...".
const MaxIDLen = 64

// RecordID is the id a record of the item carries (the header line of a
// text output, the "id" of a JSON record): the id Read gave it (AssignIDs),
// else its name.
func (it Item) RecordID() string {
	if it.ID != "" {
		return it.ID
	}
	return it.Info.Name
}

// AssignIDs sets the ID of every item of src, the same way for every
// genre: the puzzle's own name when the input gave it one (a dataset's
// id, a JSON record's "name"), else FILE:LINE, the line the puzzle starts
// on. A name that is the puzzle's own text (a Tatham game ID, a puzz.link
// URL: a whole line of the input, or its beginning cut with "...", or a
// name that isText says reads as a puzzle) is never an id: such a puzzle
// is FILE:LINE too (FILE#N, the N-th puzzle of the file, when its line
// cannot be found). A name longer than MaxIDLen is cut. Read calls it
// with isText asking the kind's one-line formats (tatham, puzzlink).
func AssignIDs(src Source, items []Item, isText func(name string) bool) {
	data := src.Data
	off, line := 0, 1 // a place in data at or before the next puzzle, and its line
	for i := range items {
		name := items[i].Info.Name
		nth := src.Name
		if len(items) > 1 {
			nth = fmt.Sprintf("%s#%d", src.Name, i+1)
		}
		if name == "" || name == src.Name || name == "puzzle" {
			// A name that says nothing of the puzzle: the file, and
			// which of its puzzles when it has several.
			items[i].ID = nth
			continue
		}
		if strings.HasPrefix(name, src.Name+":") || strings.HasPrefix(name, src.Name+"#") {
			items[i].ID = name // FILE:LINE already
			continue
		}
		text := isText != nil && isText(name)
		needle := name
		if head, cut := strings.CutSuffix(name, "..."); cut && len(head) >= 8 {
			needle = head
		}
		// Where the name stands, looked for in the next MiB.
		window := data[off:min(len(data), off+1<<20)]
		if k := bytes.Index(window, []byte(needle)); k >= 0 {
			at := off + k
			if text || wholeLine(data, at, at+len(needle), needle != name) {
				line += bytes.Count(data[off:at], []byte("\n"))
				items[i].ID = fmt.Sprintf("%s:%d", src.Name, line)
				off = at + len(needle)
				line += bytes.Count(data[at:off], []byte("\n"))
				continue
			}
		}
		if text {
			items[i].ID = nth
			continue
		}
		items[i].ID = cutID(name)
	}
}

// wholeLine reports whether data[from:to] is a line of data but for the
// blanks around it (or its beginning, when prefix is set).
func wholeLine(data []byte, from, to int, prefix bool) bool {
	for i := from - 1; i >= 0 && data[i] != '\n'; i-- {
		if data[i] != ' ' && data[i] != '\t' && data[i] != '\r' {
			return false
		}
	}
	if prefix {
		return true
	}
	for i := to; i < len(data) && data[i] != '\n'; i++ {
		if data[i] != ' ' && data[i] != '\t' && data[i] != '\r' {
			return false
		}
	}
	return true
}

// cutID is name on one line and at most MaxIDLen bytes (cut on a rune
// boundary, "..." at the end).
func cutID(name string) string {
	if i := strings.IndexAny(name, "\r\n"); i >= 0 {
		name = strings.TrimSpace(name[:i]) + "..."
	}
	if len(name) <= MaxIDLen {
		return name
	}
	end := MaxIDLen - 3
	for end > 0 && name[end]&0xC0 == 0x80 {
		end--
	}
	return name[:end] + "..."
}

// RenderRecord writes r's record in format as k.Render does, carrying
// r.Item's RecordID: a text output's header line ("# ID: ...") names the
// id in place of the puzzle's name, and a JSON record gets an "id" member
// after "puzzle" (unless it has one there already). Every command that
// writes records of read puzzles (solve, explain, convert, decode) writes
// them through it, so that every genre's records carry the same ids.
func RenderRecord(k Kind, w io.Writer, r *Result, format string) error {
	id := r.Item.RecordID()
	if id == "" || (format != "text" && format != "json") {
		return k.Render(w, r, format)
	}
	var b bytes.Buffer
	if err := k.Render(&b, r, format); err != nil {
		w.Write(WithID(b.Bytes(), format, r.Item.Info.Name, id))
		return err
	}
	_, err := w.Write(WithID(b.Bytes(), format, r.Item.Info.Name, id))
	return err
}

// WithID is a record out (one JSON line, or a text output beginning with
// the header "# NAME: ...") carrying id: the text's header names id in
// place of name, the JSON record has "id" after its "puzzle" member (or
// first). Output of another shape is returned as it is.
func WithID(out []byte, format, name, id string) []byte {
	switch format {
	case "text":
		if name == id {
			return out
		}
		old := "# " + name + ":"
		if name == "" || !bytes.HasPrefix(out, []byte(old)) {
			return out
		}
		return append([]byte("# "+id+":"), out[len(old):]...)
	case "json":
		// After the "puzzle" member when the record opens with one, else
		// first.
		at := 1
		if bytes.HasPrefix(out, []byte(`{"puzzle":"`)) {
			j := len(`{"puzzle":"`)
			for j < len(out) && out[j] != '"' {
				if out[j] == '\\' {
					j++
				}
				j++
			}
			if j+1 < len(out) && out[j+1] == ',' {
				at = j + 2
			}
		}
		if len(out) < 2 || out[0] != '{' || out[1] == '}' || bytes.HasPrefix(out[at:], []byte(`"id":`)) {
			return out
		}
		q, _ := json.Marshal(id)
		res := make([]byte, 0, len(out)+len(q)+6)
		res = append(res, out[:at]...)
		res = append(res, `"id":`...)
		res = append(res, q...)
		res = append(res, ',')
		return append(res, out[at:]...)
	}
	return out
}
