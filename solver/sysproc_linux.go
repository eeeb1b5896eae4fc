package solver

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// sysProcAttr puts a solver in its own process group and, on Linux, has
// the kernel SIGKILL it if puzzlesat itself dies (even of SIGKILL), so a
// killed puzzlesat does not leave a solver running.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// procStart is the start time of process pid (clock ticks since boot,
// field 22 of /proc/PID/stat), which a later process reusing the pid
// cannot share.
func procStart(pid int) (uint64, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	s := string(b)
	// The command name (field 2) is in parentheses and may contain
	// anything, ')' included: the fields resume after the last ')'.
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	// f[0] is field 3 (state): starttime, field 22, is f[19].
	if len(f) < 20 {
		return 0, false
	}
	st, err := strconv.ParseUint(f[19], 10, 64)
	return st, err == nil
}
