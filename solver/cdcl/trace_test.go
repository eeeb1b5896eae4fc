package cdcl

import (
	"bufio"
	"compress/gzip"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// testdata/zebra-gen-trace.txt.gz is every call the zebra generator made
// to its former solver (an earlier zebra generator's own sat.go) while generating the puzzles of
// sizes 5x5 (seeds 1-4), 6x6 (seeds 1-3) and 8x8 (seeds 1-2), recorded
// by a temporary trace hook in that file. One call a line, solver id
// second:
//
//	n ID VARS             a new solver with VARS variables
//	a ID l1 ... lk 0      add a clause
//	s ID LIMIT a1 ... 0   solve under assumptions (LIMIT -1: none)
//	r ID R                the answer of that solve: 1 SAT, -1 UNSAT
//	p ID L                probe: assign L at a new level, propagate, undo
type traceOp struct {
	kind byte
	id   int
	n    int // VARS, or R, or the probed literal
	lits []encode.Lit
}

func readTrace(t testing.TB) []traceOp {
	t.Helper()
	fh, err := os.Open("testdata/zebra-gen-trace.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	zr, err := gzip.NewReader(fh)
	if err != nil {
		t.Fatal(err)
	}
	var ops []traceOp
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		num := func(i int) int {
			n, err := strconv.Atoi(f[i])
			if err != nil {
				t.Fatalf("trace line %q: %v", sc.Text(), err)
			}
			return n
		}
		op := traceOp{kind: f[0][0], id: num(1)}
		switch op.kind {
		case 'n', 'r', 'p':
			op.n = num(2)
		case 'a', 's':
			first := 2
			if op.kind == 's' {
				first = 3
			}
			for i := first; i < len(f)-1; i++ {
				op.lits = append(op.lits, encode.Lit(num(i)))
			}
		}
		ops = append(ops, op)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return ops
}

// genEngine is what the generator needs of a solver.
type genEngine interface {
	add(c []encode.Lit)
	solve(as []encode.Lit) int8 // 1 SAT, -1 UNSAT
	probe(l encode.Lit) bool    // conflict
}

type baseEngine struct{ s *baseSat }

func (e baseEngine) add(c []encode.Lit)         { e.s.add(c) }
func (e baseEngine) solve(as []encode.Lit) int8 { return e.s.solve(as, -1) }
func (e baseEngine) probe(l encode.Lit) bool {
	c := e.s.probe(l)
	e.s.cancelUntil(0)
	return c
}

type cdclEngine struct {
	s   *Solver
	buf []encode.Lit
}

func (e *cdclEngine) add(c []encode.Lit) { e.s.AddClause(c) }
func (e *cdclEngine) solve(as []encode.Lit) int8 {
	if e.s.Solve(context.Background(), as) == Sat {
		return 1
	}
	return -1
}
func (e *cdclEngine) probe(l encode.Lit) bool {
	var ok bool
	e.buf, ok = e.s.Implied([]encode.Lit{l}, e.buf[:0])
	return !ok
}

// replay runs the trace on engines made by mk; check, when set, is
// called with each solve's answer and the recorded one.
func replay(ops []traceOp, mk func(n int) genEngine, check func(i int, got, want int8)) {
	engines := map[int]genEngine{}
	var last int8
	for i, op := range ops {
		switch op.kind {
		case 'n':
			engines[op.id] = mk(op.n)
		case 'a':
			engines[op.id].add(op.lits)
		case 's':
			last = engines[op.id].solve(op.lits)
		case 'r':
			if check != nil {
				check(i, last, int8(op.n))
			}
		case 'p':
			engines[op.id].probe(encode.Lit(op.n))
		}
	}
}

func newBaseEngine(n int) genEngine { return baseEngine{newBaseSat(n)} }

func newCDCLEngine(n int) genEngine {
	s := New(Options{})
	s.EnsureVars(n)
	return &cdclEngine{s: s}
}

// TestGeneratorTrace replays the generator's calls: every answer of the
// engine must be the one the generator's solver gave.
func TestGeneratorTrace(t *testing.T) {
	ops := readTrace(t)
	solves := 0
	replay(ops, newCDCLEngine, func(i int, got, want int8) {
		solves++
		if got != want {
			t.Fatalf("trace op %d: answer %d, generator's solver %d", i, got, want)
		}
	})
	if solves < 500 {
		t.Fatalf("only %d solves in the trace", solves)
	}
}

// BenchmarkGeneratorTrace replays the whole trace (33 solvers, 64k
// clauses, 507 solves, 420 probes) on the generator's solver and on the
// engine.
func BenchmarkGeneratorTrace(b *testing.B) {
	ops := readTrace(b)
	for _, e := range []struct {
		name string
		mk   func(int) genEngine
	}{{"gen-sat", newBaseEngine}, {"cdcl", newCDCLEngine}} {
		b.Run(e.name, func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				replay(ops, e.mk, nil)
			}
		})
	}
}
