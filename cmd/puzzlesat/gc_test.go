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

// waitGC collects until ok holds (the cleanup that adjusts the settings
// runs on another goroutine, shortly after a collection).
func waitGC(t *testing.T, what string, ok func(percent int, limit int64) bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		runtime.GC()
		p, l := gcSettings()
		if ok(p, l) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: GOGC %d, limit %d", what, p, l)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestTuneGC(t *testing.T) {
	defer restoreGC()
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneGC([]string{"puzzlesat", "solve", "hashi", "x"})
	if p, l := gcSettings(); p != -1 || l != gcHeadroom {
		t.Fatalf("after tuneGC: GOGC %d, limit %d; want off, %d", p, l, gcHeadroom)
	}
	// After a collection: no limit, and GOGC for 64 MiB of headroom over
	// the (small) live heap of a test binary.
	waitGC(t, "after the first collection", func(p int, l int64) bool { return p > 100 && l == math.MaxInt64 })
	// Every collection sets it again.
	debug.SetGCPercent(7)
	waitGC(t, "after a later collection", func(p int, _ int64) bool { return p > 100 })
	// restoreGC ends it.
	restoreGC()
	runtime.GC()
	runtime.GC()
	if p, l := gcSettings(); p != 100 || l != math.MaxInt64 {
		t.Fatalf("after restoreGC: GOGC %d, limit %d; want 100, no limit", p, l)
	}
}

func TestGCPercent(t *testing.T) {
	for _, tc := range []struct {
		live uint64
		want int
	}{
		{0, 10000},
		{gcHeadroom / 200, 10000},
		{gcHeadroom / 64, 6400}, // 1 MiB live: collect at 65 MiB
		{gcHeadroom / 4, 400},   // 16 MiB: at 80 MiB
		{gcHeadroom, 100},       // from here on Go's default
		{10 * gcHeadroom, 100},
	} {
		if got := gcPercent(tc.live); got != tc.want {
			t.Errorf("gcPercent(%d) = %d, want %d", tc.live, got, tc.want)
		}
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
			tuneGC([]string{"puzzlesat", "solve"})
			if p, l := gcSettings(); p != 100 || l != math.MaxInt64 {
				t.Fatalf("with %s set: GOGC %d, limit %d changed", env, p, l)
			}
		})
	}
}

// The generators collect at GOGC=50 without a memory limit, on one P,
// each unless the user set it.
func TestTuneGCGenerate(t *testing.T) {
	defer restoreGC()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GOMAXPROCS", "")
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
	runtime.GOMAXPROCS(2)
	tuneGC([]string{"puzzlesat", "generate", "hashi", "--count", "50"})
	if p, l := gcSettings(); p != generatorGC || l != math.MaxInt64 {
		t.Fatalf("generate: GOGC %d, limit %d; want %d, none", p, l, generatorGC)
	}
	// Back to GOGC=100 after generatorGCs collections (the cleanups run
	// after them, on a goroutine of their own: wait for one, not a time).
	gcs := 0
	for p, _ := gcSettings(); p != 100 && gcs < 100*generatorGCs; p, _ = gcSettings() {
		runtime.GC()
		runtime.Gosched()
		gcs++
	}
	if p, _ := gcSettings(); p != 100 || gcs < generatorGCs {
		t.Fatalf("generate: GOGC %d after %d collections; want 100 after at least %d", p, gcs, generatorGCs)
	}
	debug.SetGCPercent(100)
	t.Setenv("GOGC", "100")
	tuneGC([]string{"puzzlesat", "generate", "hashi"})
	if p, _ := gcSettings(); p != 100 {
		t.Fatalf("generate with GOGC=100 set: GOGC %d", p)
	}
	t.Setenv("GOGC", "")
	if n := runtime.GOMAXPROCS(0); n != 1 {
		t.Fatalf("generate: GOMAXPROCS %d, want 1", n)
	}
	runtime.GOMAXPROCS(2)
	t.Setenv("GOMAXPROCS", "2")
	tuneGC([]string{"puzzlesat", "generate", "hashi"})
	if n := runtime.GOMAXPROCS(0); n != 2 {
		t.Fatalf("generate with GOMAXPROCS=2 set: GOMAXPROCS %d, want 2", n)
	}
	tuneGC([]string{"puzzlesat", "solve", "hashi", "x"})
	if n := runtime.GOMAXPROCS(0); n != 2 {
		t.Fatalf("solve: GOMAXPROCS %d, want 2 (unchanged)", n)
	}
	if generating([]string{"puzzlesat", "solve", "generate"}) || generating([]string{"puzzlesat"}) {
		t.Fatal("only the generate command is a generator")
	}
}
