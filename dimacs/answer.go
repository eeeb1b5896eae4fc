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
	first := ""
	for _, line := range strings.Split(string(data), "\n") {
		if fs := strings.Fields(line); len(fs) > 0 && fs[0][0] != 'c' {
			first = fs[0]
			break
		}
	}
	switch first {
	case "s", "v":
		return ParseOutput(bytes.NewReader(data))
	case "SAT", "UNSAT", "INDET", "INDETERMINATE":
		return ParseMinisatResult(bytes.NewReader(data))
	}
	return parseLiterals(data)
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
			if n == 0 {
				break lines
			}
			out.Values = append(out.Values, n)
			col += len(tok)
		}
	}
	if len(out.Values) > 0 {
		out.Answer = AnswerSat
	}
	return out, nil
}
