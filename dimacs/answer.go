package dimacs

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ParseAnswer reads whatever a user may hand over as "the solver's
// answer", recognized by its first word outside comment lines:
// SAT-competition output ("s ..." / "v ..." lines, see ParseOutput),
// minisat's result file ("SAT", "UNSAT", "INDET", see ParseMinisatResult),
// or a bare list of literals ("c" comment lines allowed; a 0 ends it),
// which counts as a satisfying assignment when it has any literal.
func ParseAnswer(data []byte) (*Output, error) {
	switch firstWord(data) {
	case "s", "v":
		return ParseOutput(bytes.NewReader(data))
	case "SAT", "UNSAT", "INDET", "INDETERMINATE":
		return ParseMinisatResult(bytes.NewReader(data))
	}
	return parseLiterals(data)
}

// firstWord is the first word of the first line that is neither blank
// nor a comment (without copying data, which may be a model of millions
// of variables).
func firstWord(data []byte) string {
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimLeft(line, " \t\r\v\f")
		if len(line) == 0 || line[0] == 'c' {
			continue
		}
		end := bytes.IndexAny(line, " \t\r\v\f")
		if end < 0 {
			end = len(line)
		}
		return string(line[:end])
	}
	return ""
}

// parseLiterals reads a bare list of literals ("c" comment lines allowed);
// a 0 ends the list.
func parseLiterals(data []byte) (*Output, error) {
	out := &Output{}
lines:
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == 'c' {
			continue
		}
		col := 0
		for _, tok := range strings.Fields(line) {
			col = strings.Index(line[col:], tok) + col
			n, err := strconv.Atoi(tok)
			if err != nil || n > 1<<31-1 || n < -(1<<31-1) {
				return nil, srcpos.Errorf(i+1, col+1, tok, "not a literal (a model is an s/v solver output, a minisat result file or a list of literals)")
			}
			out.HasModel = true
			if n == 0 {
				break lines
			}
			out.Values = append(out.Values, n)
			col += len(tok)
		}
	}
	if len(out.Values) > 0 {
		out.Answer = Sat
	}
	return out, nil
}
