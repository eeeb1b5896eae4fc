// Package rng is the generators' source of random numbers: the same seed
// gives the same numbers on every platform and with every Go release.
//
// It draws from math/rand/v2's PCG (PCG-DXSM), whose output sequence is
// fixed by its specification, and implements the bounded draws and the
// shuffle itself (Lemire's multiply-and-reject, Fisher-Yates), since
// rand.Rand's derived methods carry no such promise across releases. No
// floating point is involved anywhere. A Rand is not safe for
// concurrent use; generators make one per puzzle from the puzzle's seed.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is a deterministic random number generator.
type Rand struct{ src *rand.PCG }

// New returns the generator of seed. The second PCG word is a constant, so
// that the seed alone names the stream.
func New(seed uint64) *Rand { return &Rand{src: rand.NewPCG(seed, 0x5a5eba11c0ffee)} }

// Uint64 is a uniform 64-bit number.
func (r *Rand) Uint64() uint64 { return r.src.Uint64() }

// IntN is uniform in [0, n); n must be positive.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("rng: IntN of a non-positive bound")
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

// Percent reports true with probability p/100 (p in 0..100).
func (r *Rand) Percent(p int) bool { return r.IntN(100) < p }

// Perm is a uniformly random permutation of 0..n-1.
func (r *Rand) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// Shuffle permutes n elements uniformly with swap (Fisher-Yates, from the
// end).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}
