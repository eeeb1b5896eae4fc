package encode

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxDIMACSVars is the largest variable count ReadDIMACS accepts: every
// named variable, and every anonymous one before a named one, costs a
// VarInfo (about 40 bytes plus its name), so naming comments must not be
// able to claim gigabytes. 16,777,216 variables cost about 1 GB;
// anonymous variables after the last named one cost nothing. dimacs.Read
// itself has no such limit.
const MaxDIMACSVars = 1 << 24

// WriteDIMACS writes f to w as DIMACS CNF. Native cardinality constraints
// are lowered first (f.Lowered(Totalizer)), so the output has the lowered
// formula's variables and clauses: its models restricted to f's variables
// are f's models.
//
// With names, the header is followed, before the clauses, by one naming
// comment per variable: "c var <v> <name>" for primary variables and
// "c aux <v> <name>" for auxiliary ones (see the dimacs package doc for the
// exact format and its quoting rule). Anonymous primary variables, whose
// name is just "x<v>", get no line. ReadDIMACS reads the names back.
func (f *Formula) WriteDIMACS(w io.Writer, names bool) error {
	if len(f.props) > 0 {
		return errors.New("the formula has a propagator (an encoding option such as --connectivity native): its rule is in no clause, so it has no DIMACS form; use another encoding")
	}
	g := f.Lowered(Totalizer)
	dw := dimacs.NewWriter(w)
	dw.Header(g.NumVars(), g.NumClauses())
	if names {
		for v := 1; v <= g.NumVars(); v++ {
			aux := g.IsAux(v)
			name := g.Name(v)
			if !aux && name == "x"+strconv.Itoa(v) {
				continue
			}
			dw.VarName(v, name, aux)
		}
	}
	for i := range g.NumClauses() {
		dimacs.WriteClause(dw, g.Clause(i))
	}
	return dw.Flush()
}

// ReadDIMACS reads a DIMACS CNF formula (see the dimacs package doc for
// the syntax and for what strict changes). The formula has
// info.NumVars() variables: the header's count, or the largest variable
// used when that is larger (lenient mode) or when there is no header.
// Variables are named by "c var" / "c aux" comments where present (primary
// or auxiliary accordingly) and "x<v>" otherwise. A naming comment for a
// variable beyond the formula, or a second name for a variable, is a
// warning in lenient mode (the name is dropped, or the last one wins) and
// an error in strict mode. Formulas with more than MaxDIMACSVars variables
// are rejected. Errors are *srcpos.Error values or r's read error.
func ReadDIMACS(r io.Reader, strict bool) (*Formula, dimacs.Info, error) {
	h := &dimacsHandler{f: NewFormula()}
	info, err := dimacs.Read(r, h, dimacs.Options{Strict: strict, MaxVars: MaxDIMACSVars})
	if err != nil {
		return nil, info, err
	}
	f := h.f
	n := info.NumVars()
	f.Grow(n)
	var problems []dimacs.Warning // in line order
	first := map[int]int{}        // variable -> line of its first name
	for _, nm := range h.names {  // in file order: the last name wins
		text := "c " + nm.kind() + " " + strconv.Itoa(nm.v)
		if nm.v > n {
			problems = append(problems, dimacs.Warning{Line: nm.line, Col: 1, Text: text,
				Msg: fmt.Sprintf("name for variable %d, beyond the formula's %d variables", nm.v, n)})
			continue
		}
		if l, dup := first[nm.v]; dup {
			problems = append(problems, dimacs.Warning{Line: nm.line, Col: 1, Text: text,
				Msg: fmt.Sprintf("second name for variable %d (the first is on line %d)", nm.v, l)})
		} else {
			first[nm.v] = nm.line
		}
		f.setInfo(nm.v, VarInfo{Name: nm.name, Aux: nm.aux, Index: -1})
	}
	if len(problems) > 0 && strict {
		p := problems[0]
		return nil, info, srcpos.Errorf(p.Line, p.Col, p.Text, "%s", p.Msg)
	}
	info.Warnings = append(info.Warnings, problems...)
	return f, info, nil
}

type varName struct {
	v, line int
	name    string
	aux     bool
}

func (n varName) kind() string {
	if n.aux {
		return "aux"
	}
	return "var"
}

// dimacsHandler builds a Formula from dimacs.Read's events.
type dimacsHandler struct {
	f     *Formula
	buf   []Lit
	names []varName
}

func (h *dimacsHandler) Header(vars, clauses int) error {
	h.f.starts = make([]int32, 0, min(clauses, 1<<20))
	return nil
}

func (h *dimacsHandler) Clause(lits []int) error {
	h.buf = h.buf[:0]
	for _, l := range lits {
		h.buf = append(h.buf, Lit(l))
	}
	h.f.AddClause(h.buf)
	return nil
}

func (h *dimacsHandler) Comment(line int, text []byte) error {
	if v, name, aux, ok := dimacs.ParseVarName(text); ok {
		h.names = append(h.names, varName{v: v, line: line, name: name, aux: aux})
	}
	return nil
}
