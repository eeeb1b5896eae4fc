package progress

import (
	"strings"
	"testing"
	"time"
)

func TestLine(t *testing.T) {
	var b strings.Builder
	clock := time.Unix(0, 0)
	p := newLine(&b, "bench", 4, func() time.Time { return clock })
	clock = clock.Add(2 * time.Second)
	p.Add() // drawn: the throttle has passed
	clock = clock.Add(10 * time.Millisecond)
	p.Add() // throttled
	clock = clock.Add(10 * time.Millisecond)
	p.Add() // throttled
	p.Add() // the last job is always drawn
	p.Finish()
	frames := strings.Split(b.String(), "\r")[1:]
	last := "bench 100% |####################| 4/4 [2s]"
	want := []string{
		"bench   0% |                    | 0/4 [0s]",
		"bench  25% |#####               | 1/4 [2s, ~6s left]",
		last + "          ", // blanks over the longer line before it
		strings.Repeat(" ", len(last)),
		"",
	}
	if len(frames) != len(want) {
		t.Fatalf("frames %q, want %q", frames, want)
	}
	for i := range want {
		if frames[i] != want[i] {
			t.Errorf("frame %d = %q, want %q", i, frames[i], want[i])
		}
	}
}

func TestStatus(t *testing.T) {
	var b strings.Builder
	clock := time.Unix(0, 0)
	s := newStatus(&b, "generate", func() time.Time { return clock })
	clock = clock.Add(time.Second)
	s.Describe("seed 1: sampling") // first: drawn
	clock = clock.Add(10 * time.Millisecond)
	s.Describe("seed 1: removing 3/9") // throttled
	s.Clear()
	s.Describe("seed 2: x") // drawn again after a clear
	s.Finish()
	frames := strings.Split(b.String(), "\r")[1:]
	want := []string{
		"generate seed 1: sampling [1s]",
		strings.Repeat(" ", 30),
		"",
		"generate seed 2: x [1s]",
		strings.Repeat(" ", 23),
		"",
	}
	if len(frames) != len(want) {
		t.Fatalf("frames %q, want %q", frames, want)
	}
	for i := range want {
		if frames[i] != want[i] {
			t.Errorf("frame %d = %q, want %q", i, frames[i], want[i])
		}
	}
}

// TestLines: where standard error is no terminal (issue 30), a line of
// its own every Every, the first only after Every (short work prints
// nothing), never a carriage return.
func TestLines(t *testing.T) {
	var b strings.Builder
	clock := time.Unix(0, 0)
	p := newLine(Lines(&b), "bench", 4, func() time.Time { return clock })
	clock = clock.Add(time.Second)
	p.Add() // too soon
	clock = clock.Add(Every)
	p.Add()
	clock = clock.Add(time.Second)
	p.Add()
	p.Add() // the last: no line of its own in a log
	p.Finish()
	if got, want := b.String(), "bench 2/4 done [6s, ~6s left]\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	b.Reset()
	s := newStatus(Lines(&b), "generate", func() time.Time { return clock })
	s.Describe("puzzle 1/1")
	clock = clock.Add(Every + time.Second)
	s.Describe("puzzle 1/1, removing clues")
	s.Finish()
	if got, want := b.String(), "generate puzzle 1/1, removing clues [6s]\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestRound(t *testing.T) {
	for d, want := range map[time.Duration]string{
		73*time.Second + 456*time.Millisecond:       "1m13s",
		2345 * time.Millisecond:                     "2.3s",
		340*time.Millisecond + 400*time.Microsecond: "340ms",
		1254 * time.Microsecond:                     "1.25ms",
	} {
		if got := Round(d); got != want {
			t.Errorf("Round(%v) = %q, want %q", d, got, want)
		}
	}
}
