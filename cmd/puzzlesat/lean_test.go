package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// serveOnly are packages that only serve needs; a binary built with
// -tags noserve (make build-lean) must link none of them.
var serveOnly = []string{"net/http", "crypto/tls", "net"}

// The lean build leaves out serve and its packages, and nothing else:
// serve says how to get it (exit 1), the help lists it as not built, and
// solve works.
func TestLeanBuild(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to build the lean binary: %v", err)
	}
	deps, err := exec.Command(goBin, "list", "-deps", "-tags", "urfave_cli_no_template,noserve", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Fields(string(deps)) {
		for _, p := range serveOnly {
			if line == p {
				t.Errorf("the noserve build links %s", p)
			}
		}
	}
	exe := filepath.Join(t.TempDir(), "puzzlesat-lean")
	build := exec.Command(goBin, "build", "-tags", "urfave_cli_no_template,noserve", "-o", exe, ".")
	build.Env = append(build.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build -tags noserve: %v\n%s", err, out)
	}
	run := func(args ...string) (string, int) {
		var out bytes.Buffer
		c := exec.Command(exe, args...)
		c.Stdout, c.Stderr = &out, &out
		err := c.Run()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return out.String(), ee.ExitCode()
		}
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		return out.String(), 0
	}
	if out, code := run("serve"); code != exitError || !strings.Contains(out, "make build") {
		t.Errorf("serve: exit %d, %q; want exit %d and how to build the full binary", code, out, exitError)
	}
	if out, _ := run("--help"); !regexp.MustCompile(`serve +not in this build`).MatchString(out) {
		t.Errorf("--help does not say serve is not built:\n%s", out)
	}
	if out, code := run("solve", "hashi", "testdata/lean/classic.txt"); code != 0 || !strings.Contains(out, ": solved") {
		t.Errorf("solve hashi: exit %d\n%s", code, out)
	}
}
