package drat

// Literals are kept as codes: 2*v for the variable v, 2*v+1 for its
// negation, so that code^1 is the negated literal and codes index arrays.

func litCode(n int) uint32 {
	if n < 0 {
		return uint32(-n)<<1 | 1
	}
	return uint32(n) << 1
}

func litInt(l uint32) int {
	if l&1 != 0 {
		return -int(l >> 1)
	}
	return int(l >> 1)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ints turns codes back into DIMACS literals.
func ints(ls []uint32) []int {
	out := make([]int, len(ls))
	for i, l := range ls {
		out[i] = litInt(l)
	}
	return out
}
