//go:build unix

package cdcl

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user + system) the process has used: on a
// loaded machine a fairer measure of work than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
