package drat

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzVerify feeds arbitrary proofs (text, binary, garbage) to the
// checker on a small unsatisfiable formula. It must never panic, every
// error must be positioned, a failure or a limit, and an accepted proof
// must pass the reference.
func FuzzVerify(f *testing.F) {
	f.Add([]byte("1 0\n0\n"))
	f.Add([]byte("d 1 2 0\n1 0\n"))
	f.Add([]byte("c x\n-1 3 0\nd -1 -2 0\n0\n"))
	f.Add([]byte("%RUPD32 3 4\n1 0\n0\n"))
	f.Add(binaryProof([]refStep{{lits: []int{1}}, {del: true, lits: []int{1, 2}}, {}}))
	f.Add([]byte("a\x02\x00a\x00"))
	f.Add([]byte("1 2 x 0"))
	f.Add([]byte("9 0\n-9 1 0\n0\n"))
	f.Fuzz(func(t *testing.T, proof []byte) {
		c := NewChecker(Options{MaxVars: 1000, MaxMemory: 1 << 20})
		for _, cl := range square {
			c.AddClause(cl)
		}
		r, err := c.Verify(bytes.NewReader(proof))
		var pe *srcpos.Error
		var fl *Failure
		var le *LimitError
		switch {
		case err == nil:
			steps, ok := readRefProof(proof, r.Format == Binary)
			if ok && r.RAT == 0 && !refKeep(square, steps) {
				t.Fatalf("accepted, but the reference finds no refutation: %q", proof)
			}
		case errors.As(err, &pe):
			if r.Format == Text && pe.Line == 0 {
				t.Fatalf("text error without a line: %v", err)
			}
		case errors.As(err, &fl), errors.As(err, &le):
		default:
			t.Fatalf("unexpected error %T: %v", err, err)
		}
	})
}

// FuzzParseProof reads arbitrary bytes as a proof in every format: never
// a panic, errors are positioned (text: a line; binary: a byte offset),
// and what parses agrees with the tests' independent reader.
func FuzzParseProof(f *testing.F) {
	f.Add([]byte("1 -2 0\nd 1 -2 0\n0\n"))
	f.Add([]byte("c comment\n 3 4\n 0"))
	f.Add([]byte("%RUPD32 3 4\n1 0\n"))
	f.Add(binaryProof([]refStep{{lits: []int{1, -200}}, {del: true, lits: []int{1}}}))
	f.Add([]byte("d 1 2"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, format := range []Format{Auto, Text, Binary} {
			var steps []refStep
			got, err := parseProof(bytes.NewReader(data), format, 1<<31-1, func(del bool, ls []uint32, pos int64) error {
				steps = append(steps, refStep{del, ints(ls)})
				return nil
			})
			var pe *srcpos.Error
			if err != nil {
				if !errors.As(err, &pe) {
					t.Fatalf("%v: error %T %v", format, err, err)
				}
				if got == Text && pe.Line == 0 || got == Binary && (pe.Line != 0 || !strings.HasPrefix(pe.Msg, "byte ")) {
					t.Fatalf("%v: unpositioned error %v", got, err)
				}
				continue
			}
			if ref, ok := readRefProof(data, got == Binary); ok && got == Binary {
				if len(ref) != len(steps) {
					t.Fatalf("binary: %d steps, reference %d", len(steps), len(ref))
				}
			} else if ok && !bytes.ContainsAny(data, "c%") && len(ref) != len(steps) {
				t.Fatalf("text: %d steps, reference %d", len(steps), len(ref))
			}
		}
	})
}
