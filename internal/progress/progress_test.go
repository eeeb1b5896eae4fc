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
