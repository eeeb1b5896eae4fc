package benchmarks

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// dimacsKind benchmarks DIMACS CNF files (.cnf, .dimacs, optionally
// gzipped). It has no encoding options. Its checker evaluates every clause
// of the file under the returned model. With --unique, solutions are
// told apart on the variables not named auxiliary by "c aux" comments.
type dimacsKind struct{}

func (dimacsKind) Name() string   { return "dimacs" }
func (dimacsKind) Axes() []string { return nil }

func (dimacsKind) Match(path string, head []byte) bool {
	return hasExt(path, ".cnf", ".dimacs")
}

// readCNF parses DIMACS leniently (header mismatches are warnings) with
// encode.ReadDIMACS, which also reads the "c var" / "c aux" names that
// `puzzlesat encode` writes, so aux_vars counts a puzzle's auxiliary
// variables.
func readCNF(path string, data []byte) (*encode.Formula, error) {
	f, _, err := encode.ReadDIMACS(bytes.NewReader(data), false)
	if err != nil {
		var pe *srcpos.Error
		if errors.As(err, &pe) {
			pe.File = path
			return nil, srcpos.WithSource(pe, data)
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// streams: a run parses the file as it is decompressed (Input.Data nil).
func (dimacsKind) streams() {}

// streamCNF parses the file at path as readCNF does, reading it as a
// stream within the instance limit: memory is the formula's, not the
// file's text (a .cnf.gz is never decompressed whole).
func streamCNF(path string) (*encode.Formula, error) {
	r, err := OpenInstanceFile(path, dimacsKind{})
	if err != nil {
		return nil, err
	}
	defer r.Close()
	f, _, err := encode.ReadDIMACS(r, false)
	if err != nil {
		var le *LimitError
		if errors.As(err, &le) {
			return nil, le
		}
		var pe *srcpos.Error
		if errors.As(err, &pe) {
			pe.File = path
			return nil, pe
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

func (dimacsKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	o := Outcome{Conflicts: -1, Decisions: -1}
	var f *encode.Formula
	var err error
	if in.Data == nil {
		f, err = streamCNF(in.Path)
	} else {
		f, err = readCNF(in.Path, in.Data)
	}
	if err != nil {
		return o, err
	}
	o.FormulaSize(f)
	n := f.NumClauses()
	if in.Unique {
		// Two models are different solutions when they differ on a
		// primary variable: every variable the file does not name
		// auxiliary ("c aux", as `puzzlesat encode` writes).
		var all []encode.Lit
		for v := 1; v <= f.NumVars(); v++ {
			if !f.IsAux(v) {
				all = append(all, encode.Lit(v))
			}
		}
		o.Check = CheckOK
		sum, err := solve.Enumerate(ctx, s, solve.Problem{Formula: f, Primary: all}, 2, func(m encode.Model) error {
			if msg := checkClauses(f, n, m); msg != "" {
				o.Check, o.CheckErr = CheckFail, msg
			}
			return nil
		})
		if wrongModel(&o, err) {
			return o, nil
		}
		if err != nil {
			return o, err
		}
		o.Summary(sum)
		if o.Status != solver.Sat {
			o.Check = CheckNone
		}
		return o, nil
	}
	res, err := solver.Solve(ctx, s, f)
	if wrongModel(&o, err) {
		return o, nil
	}
	if err != nil {
		return o, err
	}
	o.Status = res.Status
	o.Certified = res.Certificate != nil
	o.Conflicts, o.Decisions, o.SolveSeconds = res.Stats.Conflicts, res.Stats.Decisions, res.Stats.Wall.Seconds()
	if res.Status == solver.Sat {
		if msg := checkClauses(f, n, res.Model); msg != "" {
			o.Check, o.CheckErr = CheckFail, msg
		} else {
			o.Check = CheckOK
		}
	}
	return o, nil
}

// wrongModel records a model the backend's own check rejected as a wrong
// answer (not a mere error).
func wrongModel(o *Outcome, err error) bool {
	var ve *encode.ViolationError
	if errors.As(err, &ve) {
		o.Status, o.Check, o.CheckErr = solver.Sat, CheckFail, err.Error()
		return true
	}
	return false
}

// checkClauses evaluates the first n clauses (those of the file) under m
// by itself (it does not trust the backend's check) and describes the
// first falsified one.
func checkClauses(f *encode.Formula, n int, m encode.Model) string {
	msg := ""
	i := 0
	f.Each(0, func(c []encode.Lit) {
		i++
		if msg != "" || i > n {
			return
		}
		for _, l := range c {
			v := int(l)
			if v < 0 {
				v = -v
			}
			val := v < len(m) && m[v]
			if (l > 0) == val {
				return
			}
		}
		msg = fmt.Sprintf("model falsifies clause %d %v", i, c)
	})
	return msg
}
