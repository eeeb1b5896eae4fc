package solver

import "fmt"

// Lookup finds a backend by name ("gophersat", "minisat", "cadical", ...)
// or by path to a binary that speaks the SAT-competition protocol.
func Lookup(name string) (Solver, error) {
	switch name {
	case "", "gophersat":
		return Gophersat{}, nil
	}
	// TODO(solver): external profiles and generic binaries.
	return nil, fmt.Errorf("unknown solver %q", name)
}
