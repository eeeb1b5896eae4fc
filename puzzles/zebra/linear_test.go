package zebra

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user and system CPU time.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal("getrusage:", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestCategoriesLinear: declaring and naming categories takes work linear
// in their number (issue 32 item 5: each declaration was compared with
// every earlier one; 100,000 categories took 41 s, 200,000 over 400 s).
// The work is measured as CPU time (not wall-clock: the machine is
// loaded) of 200,000 categories against 20,000: linear gives a ratio
// near 10, the quadratic parser near 100.
func TestCategoriesLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 4 MB of categories")
	}
	text := func(m int) string {
		var b strings.Builder
		for i := range m {
			fmt.Fprintf(&b, "Cat%d: a%d, b%d\n", i, i, i)
		}
		// A clue naming the last category by name (Category.value).
		fmt.Fprintf(&b, "Cat%d.a%d = Cat0.b0\n", m-1, m-1)
		return b.String()
	}
	work := func(m int) time.Duration {
		in := text(m)
		best := time.Duration(1 << 62)
		for range 3 {
			start := cpuTime(t)
			p, err := ParseString(in)
			took := cpuTime(t) - start
			if err != nil || len(p.Categories) != m {
				t.Fatalf("%d categories: %v", m, err)
			}
			best = min(best, took)
		}
		return max(best, time.Millisecond)
	}
	small, big := work(20_000), work(200_000)
	ratio := float64(big) / float64(small)
	t.Logf("CPU time: %v for 20,000 categories, %v for 200,000 (ratio %.1f)", small, big, ratio)
	if ratio > 40 {
		t.Errorf("10 times the categories took %.0f times the work: not linear", ratio)
	}
}
