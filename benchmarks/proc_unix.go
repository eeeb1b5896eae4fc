//go:build unix

package benchmarks

import (
	"context"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// setGroup starts the worker in its own process group, so that killing
// the group also ends the solvers it started.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the worker's process group (harmless when it is gone).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil && cmd.Process.Pid > 0 {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// termGroup asks the worker's process group to stop (SIGTERM).
func termGroup(cmd *exec.Cmd) {
	if cmd.Process != nil && cmd.Process.Pid > 0 {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	}
}

// parentPoll is how often a worker checks that its parent still runs.
var parentPoll = 200 * time.Millisecond

// watchParent calls cancel when this process's parent goes away (it is
// then reparented, so its parent process id changes), until ctx ends. A
// worker is in its own process group, so a terminal's Ctrl-C does not reach
// it, and a parent killed with SIGKILL cannot stop it.
func watchParent(ctx context.Context, cancel func()) {
	ppid := os.Getppid()
	if p, err := strconv.Atoi(os.Getenv(ParentEnv)); err == nil && p > 0 {
		// The parent's own word: a worker started after its parent
		// already died has been reparented before it could look.
		ppid = p
	}
	t := time.NewTicker(parentPoll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if os.Getppid() != ppid {
				cancel()
				return
			}
		}
	}
}

// resetPeakRSS makes this process's peak resident memory (VmHWM) start
// again from its current size (Linux; elsewhere the peak stays the
// process's lifetime peak). A reused worker calls it between runs, after
// returning what it can to the system.
func resetPeakRSS() {
	if runtime.GOOS != "linux" {
		return
	}
	debug.FreeOSMemory()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// rssKB converts ru_maxrss to KiB: Linux reports KiB, macOS bytes.
func rssKB(maxrss int64) int64 {
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return maxrss / 1024
	}
	return maxrss
}

// maxRSSKB is the peak resident memory of this process or of the largest
// of its waited-for children (an external solver), in KiB.
//
// On Linux the process's own peak is VmHWM from /proc/self/status:
// getrusage's ru_maxrss is not usable for it, because a process started
// with vfork (as Go's os/exec does) keeps in ru_maxrss the high-water mark
// of the memory it shared with its parent before exec, that is, the
// parent's size. A child's ru_maxrss has the same floor (this worker's
// size when it started the child), which is small.
func maxRSSKB() int64 {
	m := int64(-1)
	if hwm, ok := vmHWM(); ok {
		m = hwm
	} else {
		var self syscall.Rusage
		if syscall.Getrusage(syscall.RUSAGE_SELF, &self) == nil {
			m = rssKB(int64(self.Maxrss))
		}
	}
	var kids syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids) == nil && rssKB(int64(kids.Maxrss)) > m {
		m = rssKB(int64(kids.Maxrss))
	}
	return m
}

// vmHWM reads the peak resident set size of this process's current
// image from /proc/self/status (Linux), in KiB.
func vmHWM() (int64, bool) {
	if runtime.GOOS != "linux" {
		return 0, false
	}
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			f := strings.Fields(rest) // "1234 kB"
			if len(f) == 2 && f[1] == "kB" {
				if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
					return n, true
				}
			}
		}
	}
	return 0, false
}

// processRSSKB is the peak resident memory of a finished worker, as the
// kernel reports it (with the vfork floor described at maxRSSKB: used
// only for a worker that had to be killed).
func processRSSKB(ps *os.ProcessState) int64 {
	if ps == nil {
		return -1
	}
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok && ru != nil {
		return rssKB(int64(ru.Maxrss))
	}
	return -1
}
