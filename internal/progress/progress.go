// Package progress draws a one-line progress bar on a terminal, as the
// bench and generate commands show it for long runs:
//
//	bench  30% |######              | 12/40 [4s, ~9s left]
//
// The line is redrawn in place at most every 100 ms (and always when the
// last job finishes) and erased by Finish. It is written here in a few
// lines: the progress bar library it replaces linked net/http, crypto/tls
// and regexp-based colour tables into every puzzlesat command (see
// docs/performance.md). Callers pass a terminal, or, where standard error
// is a file or a pipe (a CI log, a script), Lines(w): the line is then
// printed as a line of its own every few seconds, never redrawn, so that
// a long run shows that it goes on.
package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Every is how often Lines prints a progress line.
const Every = 5 * time.Second

// lines marks a writer that is no terminal: see Lines.
type lines struct {
	io.Writer
	forced bool // Forced: a first and a last line too
}

// Lines is w for a progress Line or Status that prints a line of its own
// every Every (the first after Every: short work prints nothing), for
// standard error that is not a terminal.
func Lines(w io.Writer) io.Writer { return lines{Writer: w} }

// Forced is Lines that also prints a Line when the work starts and when
// it ends, however short it is (--progress).
func Forced(w io.Writer) io.Writer { return lines{Writer: w, forced: true} }

// forced reports whether w came from Forced.
func forced(w io.Writer) bool {
	l, ok := w.(lines)
	return ok && l.forced
}

// IsLines reports whether w came from Lines.
func IsLines(w io.Writer) bool { return plain(w) }

// plain reports whether w came from Lines.
func plain(w io.Writer) bool {
	_, ok := w.(lines)
	return ok
}

// Round is d rounded for people: 1m13s, 2.4s, 340ms, 1.25ms.
func Round(d time.Duration) string {
	switch {
	case d >= 10*time.Second:
		return d.Round(time.Second).String()
	case d >= time.Second:
		return d.Round(100 * time.Millisecond).String()
	case d >= 10*time.Millisecond:
		return d.Round(time.Millisecond).String()
	case d >= 10*time.Microsecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.String()
}

// Line is a progress line for total jobs.
type Line struct {
	mu     sync.Mutex
	stop   chan struct{} // ends the ticker of a Lines writer
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
	if plain(w) {
		p.rateBy, p.drawn = Every, p.start
		p.stop = tick(p.rateBy, func() {
			p.mu.Lock()
			defer p.mu.Unlock()
			if p.now().Sub(p.drawn) >= p.rateBy {
				p.draw()
			}
		})
		if forced(w) {
			p.draw()
		}
		return p
	}
	p.draw()
	return p
}

// tick calls fn every d until the returned channel is closed.
func tick(d time.Duration, fn func()) chan struct{} {
	stop := make(chan struct{})
	go func() {
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fn()
			}
		}
	}()
	return stop
}

// Add counts one finished job and redraws when the throttle allows it or
// the run is complete.
func (p *Line) Add() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if t := p.now(); t.Sub(p.drawn) >= p.rateBy || p.done == p.total && !plain(p.w) {
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
	if plain(p.w) {
		fmt.Fprintf(p.w, "%s %d/%d done [%s%s]\n", p.label, p.done, p.total, roundDur(elapsed), eta)
		return
	}
	pad := max(0, p.width-len(line))
	fmt.Fprintf(p.w, "\r%s%s", line, strings.Repeat(" ", pad))
	p.width = len(line)
}

// Finish erases the line.
func (p *Line) Finish() {
	if plain(p.w) {
		if p.stop != nil {
			close(p.stop)
			p.stop = nil
			if forced(p.w) {
				p.mu.Lock()
				p.draw()
				p.mu.Unlock()
			}
		}
		return
	}
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
	mu     sync.Mutex
	stop   chan struct{}
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
	s := &Status{w: w, label: label, now: now, start: now(), rateBy: 100 * time.Millisecond}
	if plain(w) {
		s.rateBy, s.drawn = Every, s.start
		s.stop = tick(s.rateBy, func() {
			s.mu.Lock()
			defer s.mu.Unlock()
			if t := s.now(); t.Sub(s.drawn) >= s.rateBy {
				s.drawn = t
				fmt.Fprintf(s.w, "%s %s [%s]\n", s.label, s.desc, roundDur(t.Sub(s.start)))
			}
		})
	}
	return s
}

// Describe sets the description and redraws when the throttle allows it.
func (s *Status) Describe(desc string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.desc = desc
	if plain(s.w) {
		if t := s.now(); t.Sub(s.drawn) >= s.rateBy {
			s.drawn = t
			fmt.Fprintf(s.w, "%s %s [%s]\n", s.label, s.desc, roundDur(t.Sub(s.start)))
		}
		return
	}
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
	if s.width > 0 && !plain(s.w) {
		fmt.Fprintf(s.w, "\r%s\r", strings.Repeat(" ", s.width))
		s.width = 0
	}
}

// Finish erases the line (and stops a Lines writer's ticker).
func (s *Status) Finish() {
	s.mu.Lock()
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
	s.mu.Unlock()
	s.Clear()
}
