// Package srcpos is the positioned error every parser in puzzlesat returns:
// a file name, a 1-based line and column, the offending text and a message.
// Like BurntSushi/toml's ParseError it can also show the line with the
// offending text underlined.
//
// A parser builds errors with Errorf (or Wrap, to keep a cause that
// errors.Is and errors.As find) and, at its entry point, gives every error
// it returns the input's name and bytes once with Locate:
//
//	func Parse(name string, data []byte) (*Puzzle, error) {
//		p, err := parse(data)
//		return p, srcpos.Locate(err, name, data)
//	}
//
// A streaming parser, which cannot keep its whole input, fills in Source
// (and SourceCol, when it kept only part of a long line) itself while the
// offending line is still in its buffer.
//
// Pretty escapes control characters, so a terminal escape sequence in the
// input is shown, not obeyed.
package srcpos

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Error is a parse error at a position in some input.
type Error struct {
	File string // may be empty
	Line int    // 1-based; 0 when the error is about the whole input
	Col  int    // 1-based, in bytes; 0 when unknown
	Text string // the offending text, quoted in the message when non-empty
	Msg  string
	// Source is the offending line (or, when SourceCol > 1, the part of it
	// starting at column SourceCol), for Pretty; may be empty.
	Source    string
	SourceCol int
	// Err is the cause, when there is one (see Wrap); Unwrap returns it.
	Err error
	// Note, when set, follows the message after "; ": what the caller
	// found out about the input ("it reads as a shikaku puzzle: ...").
	Note string
}

// Errorf builds an Error at line:col about text. A %w verb in format makes
// the wrapped error the cause (Unwrap), as with fmt.Errorf.
func Errorf(line, col int, text, format string, args ...any) *Error {
	we := fmt.Errorf(format, args...)
	e := &Error{Line: line, Col: col, Text: text, Msg: we.Error()}
	switch we.(type) {
	case interface{ Unwrap() error }, interface{ Unwrap() []error }:
		e.Err = we // errors.Is and errors.As go on through fmt's wrapper
	}
	return e
}

// Wrap builds an Error at line:col about text whose message is err's and
// whose cause is err.
func Wrap(line, col int, text string, err error) *Error {
	return &Error{Line: line, Col: col, Text: text, Msg: err.Error(), Err: err}
}

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "%d:", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, "%d:", e.Col)
		}
	}
	if b.Len() > 0 {
		b.WriteByte(' ')
	}
	b.WriteString(escapeMsg(e.Msg))
	if e.Text != "" {
		fmt.Fprintf(&b, " (at %q)", clip(e.Text))
	}
	if e.Note != "" {
		b.WriteString("; " + escapeMsg(e.Note))
	}
	return b.String()
}

// Pretty is Error() followed, when the source line is known, by that line
// and a marker under the offending text: carets under the whole of Text
// when the line holds it at the column, else one caret. A long line is cut
// to a window around the column, marked with "..."; control characters,
// invalid UTF-8 and invisible formatting characters are shown escaped
// (\x1b, \u202e) and the marker follows the escaped form.
func (e *Error) Pretty() string {
	s := e.Error()
	if e.Source == "" || e.Col <= 0 {
		return s
	}
	src := strings.TrimRight(e.Source, "\r\n")
	off := max(e.SourceCol-1, 0) // column of src[0], 0-based
	col := e.Col - 1 - off       // byte offset of the marker in src
	if col < 0 {
		return s
	}
	col = min(col, len(src))
	n := underline(src[col:], e.Text)
	const before, width = 40, 80
	start, prefix := 0, ""
	if off > 0 {
		prefix = "..."
	}
	if col > before {
		start, prefix = col-before, "..."
		for start < col && !utf8.RuneStart(src[start]) {
			start++
		}
	}
	end, suffix := len(src), ""
	if end-start > width {
		end, suffix = start+width, "..."
		for end > col && end < len(src) && !utf8.RuneStart(src[end]) {
			end--
		}
	}
	var line, mark strings.Builder
	line.WriteString(prefix)
	mark.WriteString(strings.Repeat(" ", len(prefix)))
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(src[i:])
		shown := display(r, size, src[i])
		line.WriteString(shown)
		switch {
		case i < col && r == '\t':
			mark.WriteByte('\t')
		case i < col:
			mark.WriteString(strings.Repeat(" ", utf8.RuneCountInString(shown)))
		case i < col+n:
			mark.WriteString(strings.Repeat("^", utf8.RuneCountInString(shown)))
		}
		i += size
	}
	line.WriteString(suffix)
	if col >= end { // the marker is past the end of the line (or window)
		mark.WriteByte('^')
	}
	return s + "\n    " + line.String() + "\n    " + mark.String()
}

// underline is how many bytes of rest (the line from the column on) the
// marker covers: all of text when rest starts with it (or with its
// clipped form), else one character.
func underline(rest, text string) int {
	t := strings.TrimSuffix(text, "...")
	if t != "" && strings.HasPrefix(rest, t) {
		return len(t)
	}
	if rest == "" {
		return 0
	}
	_, size := utf8.DecodeRuneInString(rest)
	return size
}

// display is how Pretty shows the rune r (of size bytes; b is its first
// byte): itself, or an escape for control characters, invalid UTF-8 and
// invisible formatting characters (such as the bidirectional overrides).
func display(r rune, size int, b byte) string {
	switch {
	case r == utf8.RuneError && size == 1:
		return fmt.Sprintf(`\x%02x`, b)
	case r == '\t':
		return "\t"
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return fmt.Sprintf(`\x%02x`, r)
	case unicode.Is(unicode.Cf, r):
		return fmt.Sprintf(`\u%04x`, r)
	}
	return string(r)
}

// escapeMsg escapes the control characters (other than line breaks and
// tabs) that a message may have copied from its input.
func escapeMsg(s string) string {
	clean := true
	for _, r := range s {
		if r != '\n' && r != '\t' && (r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == utf8.RuneError) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\n' {
			b.WriteByte('\n')
		} else {
			b.WriteString(display(r, size, s[i]))
		}
		i += size
	}
	return b.String()
}

// Locate gives every *Error in err's tree (through Unwrap, also
// errors.Join's) the file name, when it has none, and, when it has a line
// and no source yet, that line of src (nil src: the file name only). It
// returns err, so that a parser's entry point can end with
// `return p, srcpos.Locate(err, name, data)`.
func Locate(err error, file string, src []byte) error {
	walk(err, func(pe *Error) {
		if pe.File == "" {
			pe.File = file
		}
		if src != nil {
			fillSource(pe, src)
		}
	})
	return err
}

// WithFile sets the file name of every *Error in err's tree that has none,
// and returns err.
func WithFile(err error, file string) error {
	return Locate(err, file, nil)
}

// WithSource fills in the offending line from the whole input for every
// *Error in err's tree that has a line number and no source yet.
func WithSource(err error, input []byte) error {
	walk(err, func(pe *Error) { fillSource(pe, input) })
	return err
}

// walk calls fn for every *Error in err's tree, once each.
func walk(err error, fn func(*Error)) {
	seen := map[*Error]bool{}
	var visit func(error, int)
	visit = func(err error, depth int) {
		if err == nil || depth > 100 {
			return
		}
		if pe, ok := err.(*Error); ok && pe != nil && !seen[pe] {
			seen[pe] = true
			fn(pe)
		}
		switch u := err.(type) {
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				visit(e, depth+1)
			}
		case interface{ Unwrap() error }:
			visit(u.Unwrap(), depth+1)
		}
	}
	visit(err, 0)
}

func fillSource(pe *Error, input []byte) {
	if pe.Line <= 0 || pe.Source != "" {
		return
	}
	line := 1
	start := 0
	for i, c := range input {
		if line == pe.Line {
			start = i
			break
		}
		if c == '\n' {
			line++
			start = i + 1
		}
	}
	if line != pe.Line {
		return
	}
	end := start
	for end < len(input) && input[end] != '\n' {
		end++
	}
	pe.Source = string(input[start:end])
	pe.SourceCol = 0
}

func clip(s string) string {
	if len(s) <= 80 {
		return s
	}
	n := 77
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}
