//go:build !unix

package benchmarks

import (
	"context"
	"os"
	"os/exec"
)

func setGroup(*exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}

func termGroup(cmd *exec.Cmd) { killGroup(cmd) }

func watchParent(context.Context, func()) {}

func maxRSSKB() int64 { return -1 }

func processRSSKB(*os.ProcessState) int64 { return -1 }

func resetPeakRSS() {}
