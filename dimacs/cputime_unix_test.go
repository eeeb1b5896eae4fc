//go:build unix

package dimacs

import (
	"syscall"
	"time"
)

// cpuTime is the process's user+system CPU time so far: on a machine
// shared with other jobs it measures the work, where wall time also
// measures the waiting.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
