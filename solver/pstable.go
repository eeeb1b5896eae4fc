//go:build !js

package solver

import (
	"syscall"

	ps "github.com/mitchellh/go-ps"
)

// The process table (go-ps): the trackers of external solver runs read
// it. A WebAssembly build has no processes (pstable_js.go).
type process = ps.Process

var (
	processes   = ps.Processes
	findProcess = ps.FindProcess
)

// The signals that freeze and thaw a solver's process tree.
const (
	sigStop = syscall.SIGSTOP
	sigCont = syscall.SIGCONT
)
