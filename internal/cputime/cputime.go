// Package cputime reads the CPU time the process has used. Benchmarks
// report work per CPU second as well as per wall second: on a machine
// shared with other jobs the CPU time measures the work, where the wall
// time also measures the waiting.
package cputime

import "time"

// Self is the CPU time (user plus system) this process has used so far;
// 0 where the system does not report it.
func Self() time.Duration { return self() }
