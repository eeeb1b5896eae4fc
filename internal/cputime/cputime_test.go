package cputime

import (
	"testing"
	"time"
)

// Work on the CPU shows in Self, on the systems that report it (all
// those the project runs on).
func TestSelfGrows(t *testing.T) {
	start := Self()
	x := 0
	for deadline := time.Now().Add(5 * time.Second); Self() == start && time.Now().Before(deadline); {
		for i := range 1 << 20 {
			x += i
		}
	}
	if Self() == start {
		t.Fatalf("Self did not grow in 5 s of work (%d)", x)
	}
}
