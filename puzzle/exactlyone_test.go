package puzzle_test

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

func TestReadExactlyOne(t *testing.T) {
	tests := []struct {
		settings map[string]string
		want     puzzle.ExactlyOne
		usage    bool // a usage error
	}{
		{nil, puzzle.ExactlyOne{AMO: encode.Pairwise}, false},
		{map[string]string{"amo": "ladder"}, puzzle.ExactlyOne{AMO: encode.Ladder}, false},
		{map[string]string{"card": "totalizer"}, puzzle.ExactlyOne{AMO: encode.Pairwise, Card: encode.Totalizer, UseCard: true}, false},
		{map[string]string{"card": "totalizer", "amo": "ladder"}, puzzle.ExactlyOne{}, true},
	}
	for _, tt := range tests {
		got, err := puzzle.ReadExactlyOne(puzzle.Options{Settings: tt.settings})
		var ue *puzzle.UsageError
		if tt.usage != errors.As(err, &ue) || !tt.usage && (err != nil || got != tt.want) {
			t.Errorf("%v: %+v %v, want %+v (usage error %v)", tt.settings, got, err, tt.want, tt.usage)
		}
	}
	if opts := puzzle.ExactlyOneOptions("a", "c"); len(opts) != 2 || opts[0].Name != "amo" || opts[1].Name != "card" {
		t.Errorf("options %+v", opts)
	}
}
