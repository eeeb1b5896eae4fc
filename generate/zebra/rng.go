package zebra

import (
	"math/bits"
	"math/rand/v2"
)

// rng draws the generator's random numbers from a PCG (math/rand/v2's
// PCG-DXSM, whose output sequence is fixed by its specification). The
// bounded draws and the shuffle are written here rather than taken from
// rand.Rand so that the same seed gives the same puzzles whatever Go
// release built the program.
type rng struct{ src *rand.PCG }

func newRNG(seed uint64) *rng { return &rng{src: rand.NewPCG(seed, 0x5a5eba11c0ffee)} }

// IntN is uniform in [0, n), n > 0 (Lemire's multiply-and-reject).
func (r *rng) IntN(n int) int {
	if n <= 0 {
		panic("generate zebra: IntN of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.src.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.src.Uint64(), bound)
		}
	}
	return int(hi)
}

// Perm is a uniformly random permutation of 0..n-1 (Fisher-Yates).
func (r *rng) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
