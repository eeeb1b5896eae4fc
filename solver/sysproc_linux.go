package solver

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// sysProcAttr puts a solver in its own process group and, on Linux, has
// the kernel SIGKILL it if puzzlesat itself dies (even of SIGKILL), so a
// killed puzzlesat does not leave a solver running.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// enableSubreaper makes this process the child subreaper of its
// descendants (prctl PR_SET_CHILD_SUBREAPER): an orphan is re-parented to
// it instead of to init.
func enableSubreaper() error {
	return unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
}

// procStat is what /proc/PID/stat says about a process.
type procStat struct {
	state byte   // R, S, D, Z, T, ...
	ppid  int    // parent
	start uint64 // start time in clock ticks since boot (field 22)
}

// statOf reads /proc/PID/stat.
func statOf(pid int) (procStat, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return procStat{}, false
	}
	s := string(b)
	// The command name (field 2) is in parentheses and may contain
	// anything, ')' included: the fields resume after the last ')'.
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return procStat{}, false
	}
	f := strings.Fields(s[i+1:])
	// f[0] is field 3 (state), f[1] the parent, starttime (field 22) f[19].
	if len(f) < 20 || len(f[0]) != 1 {
		return procStat{}, false
	}
	ppid, err1 := strconv.Atoi(f[1])
	st, err2 := strconv.ParseUint(f[19], 10, 64)
	if err1 != nil || err2 != nil {
		return procStat{}, false
	}
	return procStat{state: f[0][0], ppid: ppid, start: st}, true
}

// procStart is the start time of process pid, which a later process
// reusing the pid cannot share.
func procStart(pid int) (uint64, bool) {
	st, ok := statOf(pid)
	return st.start, ok
}

// environHas reports whether process pid's environment holds entry
// ("KEY=VALUE") exactly.
func environHas(pid int, entry string) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	if err != nil {
		return false
	}
	for _, e := range bytes.Split(b, []byte{0}) {
		if string(e) == entry {
			return true
		}
	}
	return false
}

// reap collects the exit status of pid, a zombie child of this process
// that os/exec did not start.
func reap(pid int) {
	var ws syscall.WaitStatus
	syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
}
