package drat

import (
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

// TestRepeatedLemmasLinear: a proof of many copies of one lemma, and
// deletions of half of them, takes work linear in its length (issue 32
// item 8: 160,000 copies took 21.7 s of CPU, each copy probing past all
// the earlier ones). Measured as CPU time (not wall-clock: the machine is
// loaded) of 160,000 copies against 16,000: linear gives a ratio near
// 10, the quadratic index near 100.
func TestRepeatedLemmasLinear(t *testing.T) {
	cnf := "p cnf 4 5\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n3 4 0\n"
	proof := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString("3 4 0\n")
		}
		for range n / 2 {
			b.WriteString("d 3 4 0\n")
		}
		b.WriteString("2 0\n0\n")
		return b.String()
	}
	work := func(n int) time.Duration {
		p := proof(n)
		best := time.Duration(1 << 62)
		for range 3 {
			start := cpuTime(t)
			res, err := Check(strings.NewReader(cnf), strings.NewReader(p), Options{})
			took := cpuTime(t) - start
			if err != nil || res.Lemmas < n {
				t.Fatalf("%d copies: %v, %+v", n, err, res)
			}
			best = min(best, took)
		}
		return max(best, time.Millisecond)
	}
	small, big := work(16_000), work(160_000)
	ratio := float64(big) / float64(small)
	t.Logf("CPU time: %v for 16,000 copies, %v for 160,000 (ratio %.1f)", small, big, ratio)
	if ratio > 40 {
		t.Errorf("10 times the copies took %.0f times the work: not linear", ratio)
	}
}
