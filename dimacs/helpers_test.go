package dimacs

import (
	"fmt"
	"strings"
)

// recorder is a CommentHandler that renders what it receives.
type recorder struct {
	b strings.Builder
}

func (r *recorder) Header(v, c int) error {
	fmt.Fprintf(&r.b, "p %d %d;", v, c)
	return nil
}

func (r *recorder) Clause(lits []int) error {
	r.b.WriteString("[")
	for i, l := range lits {
		if i > 0 {
			r.b.WriteByte(' ')
		}
		fmt.Fprint(&r.b, l)
	}
	r.b.WriteString("]")
	return nil
}

// plain hides the Comment method.
type plain struct{ r *recorder }

func (p plain) Header(v, c int) error   { return p.r.Header(v, c) }
func (p plain) Clause(lits []int) error { return p.r.Clause(lits) }

func (r *recorder) Comment(line int, text []byte) error {
	fmt.Fprintf(&r.b, "c%d%q;", line, text)
	return nil
}
