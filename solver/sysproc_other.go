//go:build !linux && !js

package solver

import (
	"errors"
	"syscall"
)

// sysProcAttr puts a solver in its own process group.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

// enableSubreaper is Linux only.
func enableSubreaper() error { return errors.ErrUnsupported }

// procStat is not known here.
type procStat struct {
	state byte
	ppid  int
	start uint64
}

func statOf(int) (procStat, bool) { return procStat{}, false }

// procStart is not known here: processes are told apart by name.
func procStart(int) (uint64, bool) { return 0, false }

func environHas(int, string) bool { return false }

func reap(int) {}
