package puzzle

import (
	"bytes"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The frame every genre's reader shares, so that each genre's Parse says
// only which formats it has.

// TrimBOM is data without a leading UTF-8 byte-order mark.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

// FirstLine is the first line of data that is neither blank nor a
// comment ('#' or '%'), trimmed: what format detection looks at. It
// allocates only the line it returns.
func FirstLine(data []byte) string { return FirstLines(data, 1)[0] }

// FirstLines are the first n lines of data that are neither blank nor a
// comment, trimmed, "" for those missing (detection that needs the line
// after a header). It allocates only the lines it returns.
func FirstLines(data []byte, n int) []string {
	data = TrimBOM(data)
	got := make([]string, 0, n)
	for len(data) > 0 && len(got) < n {
		l := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			l, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if t := bytes.TrimSpace(l); len(t) > 0 && t[0] != '#' && t[0] != '%' {
			got = append(got, string(t))
		}
	}
	for len(got) < n {
		got = append(got, "")
	}
	return got
}

// ParseValid is a genre's Parse: the puzzles parse reads from data, each
// validated; errors are positioned in the file name with data's lines.
func ParseValid[P Validator](name string, data []byte, parse func(name string, data []byte) ([]P, error)) ([]P, error) {
	ps, err := parse(name, data)
	if err != nil {
		return nil, srcpos.Locate(err, name, data)
	}
	for _, p := range ps {
		if err := p.Validate(); err != nil {
			return nil, srcpos.Locate(err, name, data)
		}
	}
	return ps, nil
}

// Found ends a genre's reading: err if there is one, an error when ps is
// empty ("no KIND puzzle in the input"), else ps, each given to named
// (which sets its name and source).
func Found[P any](ps []P, err error, kind string, named func(P)) ([]P, error) {
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, &srcpos.Error{Msg: "no " + kind + " puzzle in the input"}
	}
	for _, p := range ps {
		named(p)
	}
	return ps, nil
}
