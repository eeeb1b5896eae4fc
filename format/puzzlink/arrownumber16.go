package puzzlink

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ArrowNumber is one cell of pzprjs' decodeArrowNumber16 body
// (Yajilin, and pzprjs' Firefly, Hebi, Cross Stitch): Dir is pzprjs'
// qdir (0 no arrow, 1 up, 2 down, 3 left, 4 right), Num its qnum: a
// number 0-4095, Empty (-1, an empty cell), Unknown (-2, "?": a clue
// cell whose number is not given, "0." a Yajilin clue cell without arrow
// or number) or Plus (-3, pzprjs' "+").
type ArrowNumber struct {
	Dir, Num int
}

// Plus is pzprjs' qnum -3, written "+" in an ArrowNumber16 body.
const Plus = -3

// DecodeArrowNumber16 reads pzprjs' decodeArrowNumber16
// (src/variety-common/Encode.js), one ArrowNumber for each of n cells,
// from the front of body. Tokens, each one cell or a run:
//
//	DH      an arrow D (0-4) and a hex number H (0-f), or "D." no number
//	DHH     D+5 (5-9), then a number of two hex digits
//	-DHHH   an arrow D (one hex digit, 0-4), a number of three hex digits
//	+       pzprjs' qnum -3
//	a-z     a run of 1-26 empty cells (parseInt(c, 36) - 9)
//
// at is the 0-based byte offset in body of each clue cell's token; used
// the bytes read (after the last cell, pzprjs stops). As in pzprjs, a
// body that ends early leaves the remaining cells empty and a run may go
// past the last cell; unlike pzprjs, a character it does not know, a
// direction past 4 and a token cut short are errors (positioned at the
// 1-based column in body) instead of garbage.
func DecodeArrowNumber16(body string, n int) (cells []ArrowNumber, at map[int]int, used int, err error) {
	cells = make([]ArrowNumber, n)
	for i := range cells {
		cells[i].Num = Empty
	}
	at = map[int]int{}
	bad := func(i, k int, format string, args ...any) error {
		end := min(i+k, len(body))
		return srcpos.Errorf(0, i+1, body[i:end], format, args...)
	}
	c, i := 0, 0
	for i < len(body) && c < n {
		ch := body[i]
		start := i
		switch {
		case ch == '+':
			cells[c] = ArrowNumber{Dir: 0, Num: Plus}
			at[c] = start
			i++
		case ch >= '0' && ch <= '4':
			if i+1 < len(body) && body[i+1] == '.' {
				cells[c] = ArrowNumber{Dir: int(ch - '0'), Num: Unknown}
			} else {
				v, ok := hexAt(body, i+1, 1)
				if !ok {
					return nil, nil, 0, bad(i, 2, "want an arrow and a hex digit or '.' (pzprjs' decodeArrowNumber16)")
				}
				cells[c] = ArrowNumber{Dir: int(ch - '0'), Num: v}
			}
			at[c] = start
			i += 2
		case ch >= '5' && ch <= '9':
			v, ok := hexAt(body, i+1, 2)
			if !ok {
				return nil, nil, 0, bad(i, 3, "want an arrow 5-9 and two hex digits (pzprjs' decodeArrowNumber16)")
			}
			cells[c] = ArrowNumber{Dir: int(ch-'0') - 5, Num: v}
			at[c] = start
			i += 3
		case ch == '-':
			d, ok1 := hexAt(body, i+1, 1)
			v, ok2 := hexAt(body, i+2, 3)
			if !ok1 || !ok2 || d > 4 {
				return nil, nil, 0, bad(i, 5, "want '-', an arrow 0-4 and three hex digits (pzprjs' decodeArrowNumber16)")
			}
			cells[c] = ArrowNumber{Dir: d, Num: v}
			at[c] = start
			i += 5
		case ch >= 'a' && ch <= 'z':
			c += int(ch - 'a') // a run of parseInt(ch, 36) - 9 cells, the last counted below
			i++
		default:
			return nil, nil, 0, srcpos.Errorf(0, i+1, charAt(body, i), "want an arrow clue, '+' or a run letter a-z (pzprjs' decodeArrowNumber16)")
		}
		c++
	}
	return cells, at, i, nil
}

// EncodeArrowNumber16 is pzprjs' encodeArrowNumber16 of cells (numbers
// past 4095 are written as empty cells, as pzprjs does).
func EncodeArrowNumber16(cells []ArrowNumber) string {
	var b strings.Builder
	count := 0
	for _, cl := range cells {
		pstr := ""
		d := strconv.Itoa(cl.Dir)
		switch qn := cl.Num; {
		case qn == Unknown:
			pstr = d + "."
		case qn == Plus:
			pstr = "+"
		case qn >= 0 && qn < 16:
			pstr = d + strconv.FormatInt(int64(qn), 16)
		case qn >= 16 && qn < 256:
			pstr = strconv.Itoa(cl.Dir+5) + strconv.FormatInt(int64(qn), 16)
		case qn >= 256 && qn < 4096:
			pstr = "-" + d + strconv.FormatInt(int64(qn), 16)
		default:
			count++
		}
		if count == 0 {
			b.WriteString(pstr)
		} else if pstr != "" || count == 26 {
			b.WriteString(strconv.FormatInt(int64(count+9), 36))
			b.WriteString(pstr)
			count = 0
		}
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(count+9), 36))
	}
	return b.String()
}
