package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Test helpers for the external tests of this directory (package
// solver_test), which may import package solve (the loop over the
// backends) where this package's own tests may not.

// Backend is a backend under test.
type Backend struct {
	Name string
	S    Solver
	b    backend
}

// Ctx is the context a run on the backend gets.
func (b Backend) Ctx() (context.Context, context.CancelFunc) { return b.b.ctx() }

// AllBackends are the backends every backend test runs on.
func AllBackends(t *testing.T) []Backend {
	var out []Backend
	for _, b := range allBackends(t) {
		out = append(out, Backend{Name: b.name, S: b.s, b: b})
	}
	return out
}

// BruteCount counts f's solutions projected on primary by brute force.
func BruteCount(f *encode.Formula, primary []encode.Lit) int { return bruteCount(f, primary) }

// RandClause is a random clause over n variables of 1 to maxLen literals.
func RandClause(r *rand.Rand, n, maxLen int) []encode.Lit { return randClause(r, n, maxLen) }

// CopyFormula copies f (clauses and cardinality constraints).
func CopyFormula(f *encode.Formula) *encode.Formula { return copyFormula(f) }

// LookupExternal is the installed external solver name (a test failure
// when it is missing).
func LookupExternal(t *testing.T, name string) *External { return lookupExternal(t, name) }

// ReadCNF reads testdata/name.
func ReadCNF(t *testing.T, name string) *encode.Formula { return readCNF(t, name) }
