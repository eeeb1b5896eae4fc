package solver

import (
	"testing"
	"time"
)

func TestStatsAdd(t *testing.T) {
	unreported := Stats{Conflicts: -1, Decisions: -1, Restarts: -1}
	tests := []struct {
		name string
		in   []Stats
		want Stats
	}{
		{"none reported", []Stats{{-1, -1, -1, time.Second}, {-1, -1, -1, time.Second}}, Stats{-1, -1, -1, 2 * time.Second}},
		{"all reported", []Stats{{1, 2, 3, 0}, {10, 20, 30, time.Millisecond}}, Stats{11, 22, 33, time.Millisecond}},
		{"some reported", []Stats{{-1, 5, -1, 0}, {4, -1, -1, 0}, {1, 1, -1, 0}}, Stats{5, 6, -1, 0}},
		{"zero is reported", []Stats{{0, 0, 0, 0}}, Stats{0, 0, 0, 0}},
	}
	for _, tc := range tests {
		got := unreported
		for _, s := range tc.in {
			got.Add(s)
		}
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
