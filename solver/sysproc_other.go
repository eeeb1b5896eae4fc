//go:build !linux

package solver

import "syscall"

// sysProcAttr puts a solver in its own process group.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

// procStart is not known here: processes are told apart by name.
func procStart(int) (uint64, bool) { return 0, false }
