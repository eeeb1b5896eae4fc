//go:build !linux

package solver

import "syscall"

// sysProcAttr puts a solver in its own process group.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
