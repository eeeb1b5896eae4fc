package generate_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestProfile runs a registered generator in process, for profiles
// (docs/generate.md, "Speed"); it is skipped unless GENPROF names the
// kind and its settings:
//
//	GENPROF="akari size=10x10 difficulty=medium" GENPROF_N=20 \
//	    go test -run TestProfile -cpuprofile cpu.out ./generate/
//	go tool pprof -top generate.test cpu.out
//
// The puzzles are those of the seeds 1001 to 1000+N (default 20).
func TestProfile(t *testing.T) {
	spec := os.Getenv("GENPROF")
	if spec == "" {
		t.Skip("GENPROF not set")
	}
	n, _ := strconv.Atoi(os.Getenv("GENPROF_N"))
	if n <= 0 {
		n = 20
	}
	f := strings.Fields(spec)
	k, err := kinds.Lookup(f[0])
	if err != nil {
		t.Fatal(err)
	}
	g, ok := k.(puzzle.Generator)
	if !ok {
		t.Fatalf("%s has no generator", f[0])
	}
	settings := map[string]string{}
	for _, kv := range f[1:] {
		name, value, _ := strings.Cut(kv, "=")
		settings[name] = value
	}
	start := time.Now()
	for seed := 1; seed <= n; seed++ {
		if _, err := g.Generate(context.Background(), settings, uint64(1000+seed)); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%s: %v a puzzle (wall)", spec, time.Since(start)/time.Duration(n))
}
