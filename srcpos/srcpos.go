// Package srcpos is the positioned error every parser in puzzlesat returns:
// a file name, a 1-based line and column, the offending text and a message.
// Like BurntSushi/toml's ParseError it can also show the line with a caret
// under the offending text.
package srcpos

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Error is a parse error at a position in some input.
type Error struct {
	File   string // may be empty
	Line   int    // 1-based; 0 when the error is about the whole input
	Col    int    // 1-based, in bytes; 0 when unknown
	Text   string // the offending text, quoted in the message when non-empty
	Msg    string
	Source string // the whole offending line, for Pretty; may be empty
}

// Errorf builds an Error at line:col about text.
func Errorf(line, col int, text, format string, args ...any) *Error {
	return &Error{Line: line, Col: col, Text: text, Msg: fmt.Sprintf(format, args...)}
}

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
	b.WriteString(e.Msg)
	if e.Text != "" {
		fmt.Fprintf(&b, " (at %q)", clip(e.Text))
	}
	return b.String()
}

// Pretty is Error() followed, when the source line is known, by that line
// and a caret under the column. A long line is cut to a window around the
// column, marked with "...".
func (e *Error) Pretty() string {
	s := e.Error()
	if e.Source == "" || e.Col <= 0 {
		return s
	}
	src := strings.TrimRight(e.Source, "\r\n")
	col := e.Col - 1 // 0-based byte offset of the caret
	if col > len(src) {
		col = len(src)
	}
	const before, width = 40, 80
	start, prefix := 0, ""
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
	pad := []byte(strings.Repeat(" ", len(prefix)))
	for _, r := range src[start:col] {
		if r == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	return s + "\n    " + prefix + src[start:end] + suffix + "\n    " + string(pad) + "^"
}

// WithFile sets the file name of err if it is (or wraps) an *Error, and
// returns err.
func WithFile(err error, file string) error {
	var pe *Error
	if errors.As(err, &pe) && pe.File == "" {
		pe.File = file
	}
	return err
}

// WithSource fills in the offending line from the whole input when err is
// (or wraps) an *Error with a line number and no source yet.
func WithSource(err error, input []byte) error {
	var pe *Error
	if !errors.As(err, &pe) || pe.Line <= 0 || pe.Source != "" {
		return err
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
		return err
	}
	end := start
	for end < len(input) && input[end] != '\n' {
		end++
	}
	pe.Source = string(input[start:end])
	return err
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
