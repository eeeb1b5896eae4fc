package solver

import "syscall"

// sysProcAttr puts a solver in its own process group and, on Linux, has
// the kernel SIGKILL it if puzzlesat itself dies (even of SIGKILL), so a
// killed puzzlesat does not leave a solver running.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
