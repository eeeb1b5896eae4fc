package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// gcSettings reads the collector's current GOGC and memory limit.
func gcSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1) // a negative limit only reads it
}

func TestTuneGC(t *testing.T) {
	defer restoreGC()
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneGC()
	if p, l := gcSettings(); p != -1 || l != gcStartHeap {
		t.Fatalf("after tuneGC: GOGC %d, limit %d; want off, %d", p, l, gcStartHeap)
	}
	// The first collection brings the defaults back (its cleanup runs
	// on another goroutine, shortly after).
	runtime.GC()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p, l := gcSettings()
		if p == 100 && l == math.MaxInt64 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the first collection: GOGC %d, limit %d; want 100, no limit", p, l)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// A GOGC or GOMEMLIMIT from the user is left alone.
func TestTuneGCRespectsEnv(t *testing.T) {
	defer restoreGC()
	for _, env := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Run(env, func(t *testing.T) {
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
			t.Setenv(env, "200")
			tuneGC()
			if p, l := gcSettings(); p != 100 || l != math.MaxInt64 {
				t.Fatalf("with %s set: GOGC %d, limit %d changed", env, p, l)
			}
		})
	}
}
