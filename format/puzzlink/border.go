package puzzlink

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// DecodeBorder reads pzprjs' decodeBorder (src/variety-common/Encode.js),
// the region borders of a rows x cols grid, from the front of body: first
// the (cols-1)·rows borders between horizontal neighbours, row by row
// (vert[r*(cols-1)+c]: between (r,c) and (r,c+1)), then the cols·(rows-1)
// borders between vertical neighbours, row by row (horiz[r*cols+c]:
// between (r,c) and (r+1,c)); each part in base-32 digits (0-9, a-v) of 5
// borders each, the first border in the digit's highest bit, the last
// digit of a part padded with zero bits. used is the number of bytes
// read. As in pzprjs, a body that ends early leaves the remaining borders
// absent; a character that is not a base-32 digit is an error (pzprjs
// reads it as no borders), at its 1-based column in body.
func DecodeBorder(body string, rows, cols int) (vert, horiz []bool, used int, err error) {
	nv, nh := (cols-1)*rows, cols*(rows-1)
	vert, horiz = make([]bool, nv), make([]bool, nh)
	pos1 := min((nv+4)/5, len(body))
	pos2 := min((nh+4)/5+pos1, len(body))
	for i := 0; i < pos2; i++ {
		d := strings.IndexByte("0123456789abcdefghijklmnopqrstuv", lower(body[i]))
		if d < 0 {
			return nil, nil, 0, srcpos.Errorf(0, i+1, body[i:i+1], "want a border digit 0-9 or a-v (pzprjs' decodeBorder)")
		}
		bits, base, n := vert, i*5, nv
		if i >= pos1 {
			bits, base, n = horiz, (i-pos1)*5, nh
		}
		for w := 0; w < 5 && base+w < n; w++ {
			bits[base+w] = d&(16>>w) != 0
		}
	}
	return vert, horiz, pos2, nil
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// EncodeBorder is pzprjs' encodeBorder, DecodeBorder's inverse: vert and
// horiz as DecodeBorder returns them.
func EncodeBorder(rows, cols int, vert, horiz []bool) string {
	var b strings.Builder
	part := func(bits []bool) {
		for i := 0; i < len(bits); i += 5 {
			d := 0
			for w := 0; w < 5 && i+w < len(bits); w++ {
				if bits[i+w] {
					d |= 16 >> w
				}
			}
			b.WriteByte("0123456789abcdefghijklmnopqrstuv"[d])
		}
	}
	part(vert[:(cols-1)*rows])
	part(horiz[:cols*(rows-1)])
	return b.String()
}
