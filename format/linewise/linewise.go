// Package linewise reads files that hold one puzzle per line (Tatham game
// IDs, puzz.link URLs) so that one bad line does not lose the others: the
// bad line becomes an error of its own, and the puzzles of the other
// lines are read as if it were blank.
//
// Recover does it around any reader whose errors are *srcpos.Error values
// with the offending line: on such an error it empties that line (keeping
// its newline, so every other line keeps its number) and reads again. A
// file with more than a limit of bad lines fails as a whole with its first
// error, so that a file of another format is not reported line by line,
// and so does a file whose readings would take more than MaxReread bytes
// in all: each bad line costs a reading of the whole file, and a huge
// file of bad lines must not cost a hundred of them.
package linewise

import (
	"bytes"
	"errors"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxBad is the number of bad lines a file may have before it fails as a
// whole: each costs one more reading of the file.
const MaxBad = 100

// MaxReread bounds the bytes that the readings after the first may read
// in all (64 MiB: a thousand readings of a 64 KiB file, one of a file at
// the input limit).
const MaxReread = 64 << 20

// LineError is the error of one bad line.
type LineError struct {
	Line int   // 1-based
	Err  error // the reader's error, positioned on that line
}

// Recover reads data with read; each error on a line empties that line
// and reads again, at most limit times. It returns what the last reading
// returned and the errors of the emptied lines in line order; when the
// reading still fails (an error on no line, on a line already emptied, or
// more than limit bad lines), it returns the first error.
func Recover[T any](data []byte, limit int, read func([]byte) (T, error)) (T, []LineError, error) {
	v, err := read(data)
	if err == nil {
		return v, nil, nil
	}
	first := err
	var bad []LineError
	cur := data
	reread := 0
	for err != nil {
		var pe *srcpos.Error
		if reread += len(cur); !errors.As(err, &pe) || pe.Line < 1 || len(bad) >= limit || reread > MaxReread {
			var zero T
			return zero, nil, first
		}
		next, ok := Blank(cur, pe.Line)
		if !ok {
			var zero T
			return zero, nil, first
		}
		bad = append(bad, LineError{Line: pe.Line, Err: err})
		cur = next
		v, err = read(cur)
	}
	sortLines(bad)
	return v, bad, nil
}

// Blank returns a copy of data with line n (1-based) emptied, and false
// when that line is already blank or does not exist.
func Blank(data []byte, n int) ([]byte, bool) {
	start := 0
	for i := 1; i < n; i++ {
		k := bytes.IndexByte(data[start:], '\n')
		if k < 0 {
			return data, false
		}
		start += k + 1
	}
	end := bytes.IndexByte(data[start:], '\n')
	if end < 0 {
		end = len(data)
	} else {
		end += start
	}
	if len(bytes.TrimSpace(data[start:end])) == 0 {
		return data, false
	}
	out := make([]byte, 0, len(data)-(end-start))
	out = append(out, data[:start]...)
	return append(out, data[end:]...), true
}

func sortLines(bad []LineError) {
	for i := 1; i < len(bad); i++ {
		for j := i; j > 0 && bad[j].Line < bad[j-1].Line; j-- {
			bad[j], bad[j-1] = bad[j-1], bad[j]
		}
	}
}
