package puzzlink

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// DecodeNumber16 reads pzprjs' genericDecodeNumber16
// (src/variety-common/Encode.js) for a list of n values from the front
// of body: the list decodeRoomNumber16 gives a genre's rooms (Heyawake,
// Shimaguni: one value a room, in the order of the rooms' first cells),
// and decodeNumber16 the cells. A value is 0-9 or a-f (0-15), '-' and 2
// hex digits, '+' 3, '=' 3 (+4096), '%' or '@' 3 (+8192), '*' 4
// (+12240), '$' 5 (+77776), '.' Unknown; g-z skip 1-20 values (Empty).
// used is the number of bytes read: decoding stops after the n-th value.
// A character that is none of these is an error at its 1-based column in
// body (pzprjs skips it).
func DecodeNumber16(body string, n int) (vals []int, used int, err error) {
	vals = make([]int, n)
	for k := range vals {
		vals[k] = Empty
	}
	c, i := 0, 0
	for i < len(body) && c < n {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9':
			vals[c] = int(ch - '0')
		case ch >= 'a' && ch <= 'f':
			vals[c] = int(ch-'a') + 10
		case ch == '.':
			vals[c] = Unknown
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
			i++
			continue
		default:
			digits, base, ok := numberForm(ch)
			if !ok {
				return nil, 0, srcpos.Errorf(0, i+1, charAt(body, i), "unexpected character in a number list (want 0-9 or a-f a number, -XX or +XXX a larger one, '.' an unknown one, g-z skipped values)")
			}
			v, ok := hexAt(body, i+1, digits)
			if !ok {
				return nil, 0, srcpos.Errorf(0, i+1, body[i:min(len(body), i+1+digits)], "want %d hex digits after '%c'", digits, ch)
			}
			vals[c] = base + v
			i += digits
		}
		c++
		i++
	}
	return vals, i, nil
}

// EncodeNumber16 writes vals (Empty, Unknown or 0..MaxClue) as pzprjs'
// genericEncodeNumber16 does: DecodeNumber16 reads it back.
func EncodeNumber16(vals []int) string {
	var b strings.Builder
	run := 0
	for _, v := range vals {
		if v == Empty || v < Unknown || v > MaxClue {
			if run++; run == 20 {
				b.WriteByte('z')
				run = 0
			}
			continue
		}
		if run > 0 {
			b.WriteByte(byte('f' + run))
			run = 0
		}
		writeNumber(&b, v)
	}
	if run > 0 {
		b.WriteByte(byte('f' + run))
	}
	return b.String()
}
