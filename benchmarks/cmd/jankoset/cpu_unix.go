//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used (user and system), so
// that a puzzle's time can be told apart from the waits of a loaded
// machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
