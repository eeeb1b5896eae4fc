package puzzlink

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Raw is a URL read up to its body, for the genres whose body is not a
// Number16 cell list (Star Battle's "STARS/BORDERS", the border-encoded
// regions of Heyawake, Norinori, LITS): the genre decodes Body itself
// (DecodeBorder and the other decoders of this package) and points its
// errors at BodyCol.
type Raw struct {
	Kind       string // the URL's kind, lower-case (the genre checks it: Genre.Is)
	Variant    string
	HasVariant bool
	Flag       string
	Cols, Rows int
	// Body is the text after ROWS/, '/' included, without pzprjs' one
	// trailing '/' (pzprjs drops an empty last segment).
	Body string
	// Line is the input line, KindCol the 1-based column of the kind's
	// name and BodyCol of Body's first byte.
	Line, KindCol, BodyCol int
	// Source is the whole line, for messages.
	Source string
}

// Errorf is a positioned error at byte i of Body, quoting text.
func (r *Raw) Errorf(i int, text, format string, args ...any) *srcpos.Error {
	e := srcpos.Errorf(r.Line, r.BodyCol+i, text, format, args...)
	e.Source = r.Source
	return e
}

// ParseRaw reads one URL up to its body (line n of its input, for
// messages): the page, parameters, kind, variant, flag and size as Parse
// reads them, with the same errors.
func ParseRaw(line string, n int) (*Raw, error) {
	p := &urlParser{line: line, n: n}
	start := len(line) - len(strings.TrimLeft(line, " \t\uFEFF"))
	end := len(strings.TrimRight(line, " \t\r\n"))
	if start >= end {
		return nil, p.errAt(0, "", "empty URL (want https://puzz.link/p?KIND/COLS/ROWS/BODY)")
	}
	if i := strings.IndexAny(line[start:end], " \t\r\n"); i >= 0 {
		return nil, p.errAt(start+i, line[start+i:start+i+1], "blank inside the URL")
	}
	qs := start
	if q := strings.IndexByte(line[start:end], '?'); q >= 0 {
		if err := p.checkPage(start, start+q); err != nil {
			return nil, err
		}
		qs = start + q + 1
	}
	i := paramsEnd(line[:end], qs)
	segs := split(p.line, i, end)
	kindSeg := segs[0]
	name := p.line[kindSeg.start:kindSeg.end]
	if strings.HasPrefix(name, "v:") || strings.HasPrefix(name, "pzprv") {
		return nil, p.errAt(kindSeg.start, name, "pzprv3 file URLs are not supported (want https://puzz.link/p?KIND/COLS/ROWS/BODY)")
	}
	base := baseKind(name)
	if base == "" {
		return nil, p.errAt(kindSeg.start, p.line[kindSeg.start:end], "want a puzzle kind (pzprjs' name: hashi, shikaku, ...) before the size")
	}
	if !isKindName(base) {
		return nil, p.errAt(kindSeg.start, name, "want a puzzle kind (pzprjs' name: hashi, shikaku, ...), not %q", base)
	}
	kind := strings.ToLower(base)
	r := &Raw{Kind: kind, Line: n, KindCol: kindSeg.start + 1, Source: line}
	segs = segs[1:]
	if len(segs) > 0 && strings.HasPrefix(p.text(segs[0]), "v:") {
		r.Variant, r.HasVariant = p.text(segs[0])[2:], true
		segs = segs[1:]
	}
	if len(segs) > 0 && p.text(segs[0]) != "" && !allDigits(p.text(segs[0])) {
		r.Flag = p.text(segs[0])
		segs = segs[1:]
	}
	var err error
	if r.Cols, err = p.size(segs, 0, "COLS", end); err != nil {
		return nil, err
	}
	if r.Rows, err = p.size(segs, 1, "ROWS", end); err != nil {
		return nil, err
	}
	if r.Cols > MaxCells/r.Rows {
		return nil, p.errAt(segs[0].start, p.line[segs[0].start:segs[1].end], "grid %dx%d is too large (at most %d cells)", r.Cols, r.Rows, MaxCells)
	}
	body := segs[2:]
	if len(body) > 0 && body[len(body)-1].start == body[len(body)-1].end {
		body = body[:len(body)-1]
	}
	r.BodyCol = end + 1
	if len(body) > 0 {
		r.Body = p.line[body[0].start:body[len(body)-1].end]
		r.BodyCol = body[0].start + 1
	}
	return r, nil
}

// ParseRawAll reads one URL per line as ParseRaw does; blank and '#'
// lines are skipped.
func ParseRawAll(data []byte) ([]*Raw, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var rs []*Raw
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		r, err := ParseRaw(strings.TrimRight(line, "\r"), i+1)
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	if len(rs) == 0 {
		return nil, &srcpos.Error{Msg: "no puzz.link URL in the input"}
	}
	return rs, nil
}

// RawURL is the URL of kind at cols x rows with body (DefaultPage, then
// KIND/COLS/ROWS/BODY, with pzprjs' trailing '/' when the body ends in a
// character other than a letter or digit).
func RawURL(kind string, cols, rows int, body string) string {
	q := kind + "/" + strconv.Itoa(cols) + "/" + strconv.Itoa(rows) + "/" + body
	if last := q[len(q)-1]; !isAlnum(last) {
		q += "/"
	}
	return DefaultPage + q
}
