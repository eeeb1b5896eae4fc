//go:build js

package solver

import (
	"errors"
	"syscall"
)

// process is a row of the process table, which a WebAssembly build in a
// browser does not have: it starts no external solver (exec fails there),
// so no tracker ever scans it.
type process interface {
	Pid() int
	PPid() int
	Executable() string
}

func processes() ([]process, error) { return nil, errors.ErrUnsupported }

func findProcess(int) (process, error) { return nil, errors.ErrUnsupported }

// syscall has no SIGSTOP or SIGCONT for js: their Linux numbers, never
// sent (no process is started).
const (
	sigStop = syscall.Signal(19)
	sigCont = syscall.Signal(18)
)
