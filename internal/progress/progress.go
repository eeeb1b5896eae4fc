// Package progress draws a one-line progress bar on a terminal, as the
// bench and generate commands show it for long runs:
//
//	bench  30% |######              | 12/40 [4s, ~9s left]
//
// The line is redrawn in place at most every 100 ms (and always when the
// last job finishes) and erased by Finish. It is written here in a few
// lines: the progress bar library it replaces linked net/http, crypto/tls
// and regexp-based colour tables into every puzzlesat command (see
// docs/performance.md). Callers pass a terminal only; the line is no use
// in a file.
package progress

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Line is a progress line for total jobs.
type Line struct {
	w      io.Writer
	label  string
	total  int
	done   int
	start  time.Time
	drawn  time.Time // last redraw
	width  int       // length of the last line drawn
	now    func() time.Time
	rateBy time.Duration // throttle
}

// New draws the empty bar labelled label (a word: "bench", "generate").
func New(w io.Writer, label string, total int) *Line {
	return newLine(w, label, total, time.Now)
}

func newLine(w io.Writer, label string, total int, now func() time.Time) *Line {
	p := &Line{w: w, label: label, total: total, now: now, rateBy: 100 * time.Millisecond}
	p.start = p.now()
	p.draw()
	return p
}

// Add counts one finished job and redraws when the throttle allows it or
// the run is complete.
func (p *Line) Add() {
	p.done++
	if t := p.now(); p.done == p.total || t.Sub(p.drawn) >= p.rateBy {
		p.draw()
	}
}

func (p *Line) draw() {
	const barLen = 20
	t := p.now()
	p.drawn = t
	fill, pct := 0, 0
	if p.total > 0 {
		fill = p.done * barLen / p.total
		pct = p.done * 100 / p.total
	}
	elapsed := t.Sub(p.start)
	eta := ""
	if p.done > 0 && p.done < p.total {
		left := elapsed / time.Duration(p.done) * time.Duration(p.total-p.done)
		eta = ", ~" + roundDur(left) + " left"
	}
	line := fmt.Sprintf("%s %3d%% |%s%s| %d/%d [%s%s]", p.label, pct,
		strings.Repeat("#", fill), strings.Repeat(" ", barLen-fill), p.done, p.total, roundDur(elapsed), eta)
	pad := max(0, p.width-len(line))
	fmt.Fprintf(p.w, "\r%s%s", line, strings.Repeat(" ", pad))
	p.width = len(line)
}

// Finish erases the line.
func (p *Line) Finish() {
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
}

func roundDur(d time.Duration) string {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}

// Status is a progress line for work whose length is unknown: a label, a
// description the caller updates (the stage, a count) and the time since
// the start, redrawn in place at most every 100 ms.
//
//	generate seed 3: removing clues 41/96 [2.4s]
type Status struct {
	w      io.Writer
	label  string
	desc   string
	start  time.Time
	drawn  time.Time
	width  int
	now    func() time.Time
	rateBy time.Duration
}

// NewStatus starts a status line labelled label; nothing is drawn until the
// first Describe.
func NewStatus(w io.Writer, label string) *Status {
	return newStatus(w, label, time.Now)
}

func newStatus(w io.Writer, label string, now func() time.Time) *Status {
	return &Status{w: w, label: label, now: now, start: now(), rateBy: 100 * time.Millisecond}
}

// Describe sets the description and redraws when the throttle allows it.
func (s *Status) Describe(desc string) {
	s.desc = desc
	if t := s.now(); s.width == 0 || t.Sub(s.drawn) >= s.rateBy {
		s.drawn = t
		line := fmt.Sprintf("%s %s [%s]", s.label, s.desc, roundDur(t.Sub(s.start)))
		pad := max(0, s.width-len(line))
		fmt.Fprintf(s.w, "\r%s%s", line, strings.Repeat(" ", pad))
		s.width = len(line)
	}
}

// Clear erases the line, so that other output can be written; the next
// Describe draws it again.
func (s *Status) Clear() {
	if s.width > 0 {
		fmt.Fprintf(s.w, "\r%s\r", strings.Repeat(" ", s.width))
		s.width = 0
	}
}

// Finish erases the line.
func (s *Status) Finish() { s.Clear() }
