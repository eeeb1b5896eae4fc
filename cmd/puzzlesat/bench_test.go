package main

import (
	"os"
	"path/filepath"
	"testing"
)

// Exit statuses of bench: a limit is exit 1 (not 2, a usage error), and
// is reported before memory is spent.
func TestBenchExitStatus(t *testing.T) {
	dir := t.TempDir()
	set := filepath.Join(dir, "set")
	if err := os.MkdirAll(set, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(set, "a.cnf"), []byte("p cnf 1 1\n1 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.csv")
	csv := "job,of,set,instance,class,kind,options,solver,repeat,status,check,unique,vars,aux_vars,clauses,literals,rounds,conflicts,decisions,timeout_s,wall_s,solve_s,maxrss_kb,error\n" +
		"0,100000000,,x,,dimacs,,gophersat,1,SAT,ok,,1,0,1,1,0,0,0,10.000000,0.100000,0.050000,100,\n"
	if err := os.WriteFile(huge, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want int
	}{
		{"too many runs", []string{"bench", "--list", "--repeat", "100000000", set}, exitError},
		{"merge of a sweep too large", []string{"bench", "merge", "--partial", huge}, exitError},
		{"merge of nothing", []string{"bench", "merge", filepath.Join(dir, "none")}, exitError},
		{"resume of nothing", []string{"bench", "--resume", filepath.Join(dir, "none")}, exitUsage},
		{"bad shard", []string{"bench", "--shard", "4/4", set}, exitUsage},
		{"list", []string{"bench", "--list", set}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := run(append([]string{"puzzlesat"}, tt.args...)); got != tt.want {
				t.Fatalf("exit status %d, want %d", got, tt.want)
			}
		})
	}
}
