package puzzlink

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// DecodeCircle reads pzprjs' decodeCircle (src/puzzle/Encode.js), a
// value 0, 1 or 2 for each of n cells (Masyu: none, white pearl, black
// pearl), from the front of body: a base-27 digit (0-9, a-q) per three
// cells, the first cell the digit's highest base-3 place (9), the last
// digit padded with zeros. used is the number of bytes read. As in
// pzprjs, a body that ends early leaves the remaining cells 0; a
// character that is not a base-27 digit is an error (pzprjs reads it as
// garbage), at its 1-based column in body.
func DecodeCircle(body string, n int) (vals []int, used int, err error) {
	vals = make([]int, n)
	pos := min((n+2)/3, len(body))
	for i := 0; i < pos; i++ {
		d := strings.IndexByte("0123456789abcdefghijklmnopq", lower(body[i]))
		if d < 0 {
			return nil, 0, srcpos.Errorf(0, i+1, body[i:i+1], "want a circle digit 0-9 or a-q (pzprjs' decodeCircle)")
		}
		for w, place := range [3]int{9, 3, 1} {
			if c := 3*i + w; c < n {
				vals[c] = d / place % 3
			} else if d/place%3 != 0 {
				return nil, 0, srcpos.Errorf(0, i+1, body[i:i+1], "a circle past the grid's %d cells", n)
			}
		}
	}
	return vals, pos, nil
}

// EncodeCircle is pzprjs' encodeCircle of vals (each 0, 1 or 2).
func EncodeCircle(vals []int) string {
	var b strings.Builder
	for i := 0; i < len(vals); i += 3 {
		d := 0
		for w, place := range [3]int{9, 3, 1} {
			if i+w < len(vals) {
				d += vals[i+w] * place
			}
		}
		b.WriteByte("0123456789abcdefghijklmnopq"[d])
	}
	return b.String()
}
