package cdcl

import (
	"io"
	"strconv"
)

// proofWriter writes DRAT lines into a buffer flushed at 64 KiB and at
// the end of each Solve. A nil *proofWriter writes nothing.
//
// Text DRAT: a lemma is its literals followed by 0 ("1 -2 0"), a
// deletion the same after "d " ("d 1 -2 0"). Binary DRAT: 'a' or 'd',
// then each literal as the unsigned number 2*v (positive) or 2*v+1
// (negative) in 7-bit groups, low group first, with the high bit set on
// all but the last group, then a 0 byte. (This is the solver's own
// literal code.)
type proofWriter struct {
	w      io.Writer
	binary bool
	buf    []byte
	err    error
}

func (p *proofWriter) add(c []lit) {
	if p != nil {
		p.line(false, c)
	}
}

func (p *proofWriter) del(c []lit) {
	if p != nil {
		p.line(true, c)
	}
}

func (p *proofWriter) line(del bool, c []lit) {
	if p.err != nil {
		return
	}
	if p.binary {
		if del {
			p.buf = append(p.buf, 'd')
		} else {
			p.buf = append(p.buf, 'a')
		}
		for _, l := range c {
			u := uint32(l)
			for u > 127 {
				p.buf = append(p.buf, byte(u&127|128))
				u >>= 7
			}
			p.buf = append(p.buf, byte(u))
		}
		p.buf = append(p.buf, 0)
	} else {
		if del {
			p.buf = append(p.buf, 'd', ' ')
		}
		for _, l := range c {
			p.buf = strconv.AppendInt(p.buf, int64(l.ext()), 10)
			p.buf = append(p.buf, ' ')
		}
		p.buf = append(p.buf, '0', '\n')
	}
	if len(p.buf) >= 64<<10 {
		p.flush()
	}
}

// flush writes the buffer out and returns the first write error.
func (p *proofWriter) flush() error {
	if p == nil {
		return nil
	}
	if p.err == nil && len(p.buf) > 0 {
		_, p.err = p.w.Write(p.buf)
	}
	p.buf = p.buf[:0]
	return p.err
}
