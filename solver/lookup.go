package solver

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Lookup finds a backend by name: "gophersat" (also ""), "cdcl" (the
// project's own in-process engine), a known profile's
// name ("minisat", "cadical", "kissat", "picosat", "cryptominisat5",
// "glucose", "lingeling"; the binary is looked up on PATH), or a path to a
// binary that speaks the SAT-competition protocol (the Generic profile). A
// bare name that is no profile but is found on PATH also gets the Generic
// profile.
func Lookup(name string) (Solver, error) {
	switch name {
	case "", "gophersat":
		return Gophersat{}, nil
	case "cdcl":
		return CDCL{}, nil
	}
	if strings.ContainsRune(name, os.PathSeparator) {
		st, err := os.Stat(name)
		if err != nil {
			return nil, fmt.Errorf("solver %s: %w", name, err)
		}
		if st.IsDir() || st.Mode()&0o111 == 0 {
			return nil, fmt.Errorf("solver %s: not an executable file", name)
		}
		return NewExternal(Generic, name), nil
	}
	if p, ok := ProfileByName(name); ok {
		path, err := exec.LookPath(p.Binary)
		if err != nil {
			return nil, fmt.Errorf("solver %s: %s not found on PATH (%s)", name, p.Binary, p.InstallHint())
		}
		return NewExternal(p, path), nil
	}
	if path, err := exec.LookPath(name); err == nil {
		e := NewExternal(Generic, path)
		e.SolverName = name
		return e, nil
	}
	return nil, fmt.Errorf("unknown solver %q: use gophersat, cdcl, %s, or a path to a SAT-competition binary", name, strings.Join(profileNames(), ", "))
}

func profileNames() []string {
	var out []string
	for _, p := range Profiles {
		out = append(out, p.Name)
	}
	return out
}

// Version asks the binary at path for its version (first line of its
// answer to the profile's VersionArgs, without a "c " prefix); "" when the
// profile has no version flag or the binary does not answer in 3 s.
func (p Profile) Version(path string) string {
	if p.VersionArgs == nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	pr, err := runProcess(ctx, procSpec{name: p.Name, path: path, args: p.VersionArgs})
	if err != nil || pr.killed {
		return ""
	}
	for _, line := range strings.Split(string(pr.stdout)+"\n"+string(pr.stderr), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "c "))
		if line != "" {
			return clip(line, 60)
		}
	}
	return ""
}
