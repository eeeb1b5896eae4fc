package solver

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

// cardComment starts the comment lines that carry native cardinality
// constraints to the gophersat worker: "c puzzlesat-atleast K l1 ... ln 0".
// Other DIMACS readers see comments.
const cardComment = "c puzzlesat-atleast "

// writeDIMACS writes f's clauses as DIMACS with a header covering all of
// f's variables. Native cardinality constraints are written as card
// comments when withCards is set (the worker protocol), and must have been
// lowered otherwise.
func writeDIMACS(w io.Writer, f *encode.Formula, withCards bool) error {
	dw := dimacs.NewWriter(w)
	if err := dw.Header(f.NumVars(), f.NumClauses()); err != nil {
		return err
	}
	if withCards {
		for _, cd := range f.Cards() {
			var b strings.Builder
			b.WriteString(strconv.Itoa(cd.K))
			for _, l := range cd.Lits {
				b.WriteByte(' ')
				b.WriteString(strconv.Itoa(int(l)))
			}
			b.WriteString(" 0")
			if err := dw.Comment(strings.TrimPrefix(cardComment, "c ") + b.String()); err != nil {
				return err
			}
		}
	}
	var err error
	f.Each(0, func(c []encode.Lit) {
		if err == nil {
			err = dimacs.WriteClause(dw, c)
		}
	})
	if err != nil {
		return err
	}
	return dw.Flush()
}

// formulaHandler builds a Formula from dimacs.Read; with cards set it
// also reads the card comments of the worker protocol.
type formulaHandler struct {
	f     *encode.Formula
	buf   []encode.Lit
	cards bool
}

func (h *formulaHandler) Header(vars, clauses int) error {
	h.grow(vars)
	return nil
}

func (h *formulaHandler) grow(vars int) {
	h.f.Grow(vars) // anonymous variables: no memory per variable
}

func (h *formulaHandler) Clause(lits []int) error {
	h.buf = h.buf[:0]
	for _, l := range lits {
		h.buf = append(h.buf, encode.Lit(l))
	}
	h.f.AddClause(h.buf)
	return nil
}

func (h *formulaHandler) Comment(line int, text []byte) error {
	prefix := cardComment[1:] // " puzzlesat-atleast "
	if !h.cards || !bytes.HasPrefix(text, []byte(prefix)) {
		return nil
	}
	bad := fmt.Errorf("line %d: bad cardinality comment %q", line, text)
	fields := strings.Fields(string(text[len(prefix):]))
	if len(fields) < 2 || fields[len(fields)-1] != "0" {
		return bad
	}
	k, err := strconv.Atoi(fields[0])
	if err != nil {
		return bad
	}
	lits := make([]encode.Lit, len(fields)-2)
	for i, s := range fields[1 : len(fields)-1] {
		n, err := strconv.Atoi(s)
		if err != nil || n == 0 || max(n, -n) > h.f.NumVars() || n == math.MinInt {
			return bad // the header comes first and covers every variable
		}
		lits[i] = encode.Lit(n)
	}
	h.f.AddAtLeast(lits, k)
	return nil
}

// DefaultMaxVars bounds the variables ReadFormula accepts when
// opt.MaxVars is 0. Reading costs nothing per unused variable, but a model
// (one byte per variable, and up to 12 bytes per variable as text) and
// some backends do: the bound keeps a one-line file declaring 2^31
// variables from exhausting memory.
const DefaultMaxVars = 10_000_000

// DefaultMaxLiterals bounds the literals of all clauses ReadFormula
// accepts when opt.MaxLiterals is 0. The formula holds each literal in 8
// bytes (and gophersat its own copy), so 2^28 literals are some 2 GiB in
// the formula alone; an endless input ("yes '1 0'") stops at the bound
// with an error instead of a crash.
const DefaultMaxLiterals = 1 << 28

// ReadFormula reads DIMACS CNF into a new Formula whose variable count is
// the larger of the header's and the largest variable used (at most
// opt.MaxVars, or DefaultMaxVars when that is 0), with at most
// opt.MaxLiterals literals (DefaultMaxLiterals when 0).
func ReadFormula(r io.Reader, opt dimacs.Options) (*encode.Formula, dimacs.Info, error) {
	return readFormula(r, opt, false)
}

func readFormula(r io.Reader, opt dimacs.Options, cards bool) (*encode.Formula, dimacs.Info, error) {
	if opt.MaxVars <= 0 {
		opt.MaxVars = DefaultMaxVars
	}
	if opt.MaxLiterals <= 0 {
		opt.MaxLiterals = DefaultMaxLiterals
	}
	h := &formulaHandler{f: encode.NewFormula(), cards: cards}
	info, err := dimacs.Read(r, h, opt)
	if err != nil {
		return nil, info, err
	}
	h.grow(info.NumVars())
	return h.f, info, nil
}
