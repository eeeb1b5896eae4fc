package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// gcHeadroom is how far the heap may grow beyond its live data before the
// next garbage collection of a puzzlesat process, at least (see tuneGC).
const gcHeadroom = 64 << 20

// tuneGC sets the garbage collector up for puzzlesat's processes; main
// calls it first, for every command.
//
// Most puzzlesat processes solve one file and exit: a Tatham or CLLV
// Hashi, a 45x31 Shikaku allocate a few MB, all of it returned to the
// system at exit anyway. Go's default (GOGC=100 from a 4 MB heap) would
// still collect once or twice in such a process, for nothing. A batch
// (`solve hashi DIR`, a bench sweep) allocates gigabytes in
// small puzzles while its live data stays at a few MB: GOGC=100 then
// collects every few MB, hundreds of times (the 1440 CLLV puzzles: about
// 600 collections, 15-30 % of the CPU time).
//
// So, unless the user set GOGC or GOMEMLIMIT (which then apply
// unchanged), the collector starts switched off with a soft memory limit
// of gcHeadroom: the first collection comes when the process has used
// 64 MiB. After every collection, GOGC is set so that the next one comes
// when the heap has grown by gcHeadroom or by its live data, whichever is
// more (gcPercent), and the limit is lifted: a batch collects every 64 MiB
// of allocation, and a large puzzle whose live data exceeds 64 MiB gets
// Go's default (GOGC=100, no limit) and is not held back.
//
// The generators are the exception (generating, tuneGenerator): they
// allocate tens of MB for a few dozen puzzles (engine sessions,
// encodings, explanations for every candidate) with well under a MB
// live, and with 64 MiB of headroom all of it is fresh memory, each 4 KB
// page a page fault on first touch (13-19 µs on the project's VMs,
// docs/performance.md), where a small heap goal collects often and
// reuses the same pages. Measured (`perf stat`, whole processes,
// interleaved, load 1-2): `generate hashi --size 15x15 --difficulty
// medium --count 50` 13,600 page faults and 360-400 ms of CPU with the
// headroom (one collection, at 49 MB), 2,600 and 265 ms with Go's
// default. The 1440-puzzle CLLV batch, gigabytes of allocation, goes the
// other way: 8.1 s of CPU with the headroom, 11.4 s with Go's default.
//
// So a generator runs on one P (GOMAXPROCS=1 unless the user set
// GOMAXPROCS): it works on one goroutine, and with two Ps the collector's
// background workers run beside it on the other core and each P caches
// its own spans, more fresh pages. And it collects at GOGC=50 (a 2 MB
// heap goal at first, unless the user set GOGC or GOMEMLIMIT): half the
// fresh pages of Go's default, for collections that cost little with so
// little live. After 16 collections (a run of 10 15x15 Hashi puzzles
// makes 11, a hard one 50 to 100 per puzzle) it is back to GOGC=100: by
// then the fresh pages are paid for a long run, and collecting twice as
// often cost a hard 15x15 puzzle 6-10% of its time. Measured (`perf
// stat -r 10..20`, whole processes,
// interleaved, load 1; --count 10 unless said):
//
//	                             2 Ps, GOGC=100  1 P, GOGC=100  1 P, GOGC=50
//	hashi 15x15 medium           67-77 ms        62-72 ms       57-58 ms
//	hashi 25x25 medium           105 ms          84-86 ms       83-84 ms
//	shikaku 45x31 (any)          85 ms           68-70 ms       63 ms
//	shikaku 45x31 easy (a tail)                  1.9-2.6 s      1.7 s
//	hashi 15x15 easy, 40x40 medium --count 3, 15x15 hard --count 2:
//	                             the same within the noise
func tuneGC(args []string) {
	if generating(args) {
		tuneGenerator()
		return
	}
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	gcTuned.Store(true)
	gcPercentSet = -1
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(gcHeadroom)
	armGC()
}

// gcTuned is set while tuneGC's settings apply (restoreGC clears it);
// gcMu orders afterGC and restoreGC.
var (
	gcTuned      atomic.Bool
	gcMu         sync.Mutex
	gcPercentSet = -1 // the GOGC afterGC set last
)

// armGC makes the next collection call afterGC: a sentinel that is
// unreachable at once, whose cleanup runs after the collection that frees
// it. (32 bytes: not a tiny allocation, which could share a block with
// live data.)
func armGC() {
	runtime.AddCleanup(new([32]byte), func(struct{}) { afterGC() }, struct{}{})
}

// afterGC sets GOGC from the live heap the last collection found and
// lifts the first collection's memory limit.
func afterGC() {
	gcMu.Lock()
	defer gcMu.Unlock()
	if !gcTuned.Load() {
		return
	}
	// The live heap the collection found: its goal (NextGC) is about
	// live * (1 + GOGC/100) when GOGC was on; HeapAlloc, read just after
	// the collection, is live plus what was allocated since. (The
	// runtime/metrics package has the live heap alone, but its
	// initialiser costs 0.4 ms at every start.)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	live := ms.HeapAlloc
	if gcPercentSet > 0 {
		live = min(live, ms.NextGC*100/uint64(100+gcPercentSet))
	}
	gcPercentSet = gcPercent(live)
	debug.SetGCPercent(gcPercentSet)
	debug.SetMemoryLimit(math.MaxInt64)
	armGC()
}

// gcPercent is the GOGC that lets a heap of live bytes grow by gcHeadroom
// or by live, whichever is more, before the next collection.
func gcPercent(live uint64) int {
	if live < gcHeadroom/100 {
		return 100 * 100 // 100x, for less than 0.64 MiB of live data
	}
	return max(100, int(gcHeadroom*100/live))
}

// generating reports whether the command line runs a generator (see
// tuneGC).
func generating(args []string) bool {
	return len(args) > 1 && args[1] == "generate"
}

// A generator's GOGC for its first generatorGCs collections (see
// tuneGC), then Go's default.
const (
	generatorGC  = 50
	generatorGCs = 16
)

// tuneGenerator sets a generator's process up: one P, and GOGC=50 for
// its first collections, each unless the environment says otherwise.
func tuneGenerator() {
	if os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(1)
	}
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(generatorGC)
		armGeneratorGC(generatorEpoch.Add(1), generatorGCs)
	}
}

// generatorEpoch names the latest tuneGenerator (or restoreGC): a
// countdown armed before it does nothing.
var generatorEpoch atomic.Int64

// armGeneratorGC sets GOGC back to Go's default after n more
// collections (a sentinel's cleanup runs after the collection that
// frees it, as armGC's), unless epoch is no longer the latest.
func armGeneratorGC(epoch int64, n int) {
	runtime.AddCleanup(new([32]byte), func(struct{}) {
		switch {
		case generatorEpoch.Load() != epoch:
		case n <= 1:
			debug.SetGCPercent(100)
		default:
			armGeneratorGC(epoch, n-1)
		}
	}, struct{}{})
}

// restoreGC puts back Go's defaults, GOGC=100 and no memory limit, for
// good.
func restoreGC() {
	gcMu.Lock()
	defer gcMu.Unlock()
	generatorEpoch.Add(1)
	gcTuned.Store(false)
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
}
