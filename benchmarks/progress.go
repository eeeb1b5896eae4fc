package benchmarks

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressLine is the progress bar `bench` draws on a terminal:
//
//	bench  30% |######              | 12/40 [4s, ~9s left]
//
// redrawn in place at most every 100 ms and erased when the sweep ends.
// It is written here in a few lines: the progress bar library it replaces
// linked net/http, crypto/tls and regexp-based colour tables into every
// puzzlesat command (see docs/performance.md).
type progressLine struct {
	w      io.Writer
	total  int
	done   int
	start  time.Time
	drawn  time.Time // last redraw
	width  int       // length of the last line drawn
	now    func() time.Time
	rateBy time.Duration // throttle
}

func newProgressLine(w io.Writer, total int) *progressLine {
	p := &progressLine{w: w, total: total, now: time.Now, rateBy: 100 * time.Millisecond}
	p.start = p.now()
	p.draw()
	return p
}

// Add counts one finished job and redraws when the throttle allows it or
// the sweep is complete.
func (p *progressLine) Add() {
	p.done++
	if t := p.now(); p.done == p.total || t.Sub(p.drawn) >= p.rateBy {
		p.draw()
	}
}

func (p *progressLine) draw() {
	const barLen = 20
	t := p.now()
	p.drawn = t
	frac := 0.0
	if p.total > 0 {
		frac = float64(p.done) / float64(p.total)
	}
	fill := int(frac * barLen)
	elapsed := t.Sub(p.start)
	eta := ""
	if p.done > 0 && p.done < p.total {
		left := time.Duration(float64(elapsed) / float64(p.done) * float64(p.total-p.done))
		eta = ", ~" + roundDur(left) + " left"
	}
	line := fmt.Sprintf("bench %3d%% |%s%s| %d/%d [%s%s]", int(frac*100),
		strings.Repeat("#", fill), strings.Repeat(" ", barLen-fill), p.done, p.total, roundDur(elapsed), eta)
	pad := max(0, p.width-len(line))
	fmt.Fprintf(p.w, "\r%s%s", line, strings.Repeat(" ", pad))
	p.width = len(line)
}

// Finish erases the line.
func (p *progressLine) Finish() {
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
}

func roundDur(d time.Duration) string {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}
