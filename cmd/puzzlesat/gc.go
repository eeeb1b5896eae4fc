package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
)

// gcStartHeap is how large the heap may grow before the first garbage
// collection of a puzzlesat process (see tuneGC).
const gcStartHeap = 64 << 20

// tuneGC sets the garbage collector up for a short-lived process; main
// calls it first, for every command.
//
// Most puzzlesat processes solve one file and exit: a Tatham or CLLV
// Hashi, a 45x31 Shikaku allocate a few MB, all of it returned to the
// system at exit anyway. Go's default (GOGC=100 from a 4 MB heap) would
// still collect once or twice in such a process, for nothing. So, unless
// the user set GOGC or GOMEMLIMIT (which then apply unchanged), the
// collector starts switched off with a soft memory limit of gcStartHeap:
// the first collection comes when the process has used 64 MiB. From that
// collection on, the Go defaults apply again (GOGC=100, no limit), so a
// long run (a batch of puzzles, a generator, a bench sweep) keeps its
// heap within twice its live data like any Go program, and a large
// puzzle whose live data exceeds 64 MiB is not held back by the limit.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(gcStartHeap)
	// The sentinel is unreachable at once: the first collection frees it
	// and its cleanup restores the defaults. (32 bytes: not a tiny
	// allocation, which could share a block with live data.)
	runtime.AddCleanup(new([32]byte), func(struct{}) { restoreGC() }, struct{}{})
}

// restoreGC puts back Go's defaults: GOGC=100 and no memory limit.
func restoreGC() {
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
}
