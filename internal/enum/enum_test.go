package enum_test

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

type mode int

var modeNames = enum.New[mode]("mode", "lazy", "eager", "other")

func (m mode) String() string                { return modeNames.String(m) }
func (m *mode) UnmarshalText(b []byte) error { return modeNames.Unmarshal(m, b) }

func TestNames(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want mode
		err  string
	}{
		{"lazy", 0, ""},
		{"EAGER", 1, ""},
		{"other", 2, ""},
		{"eagre", 0, `unknown mode "eagre" (want lazy, eager or other)`},
		{"", 0, `unknown mode "" (want lazy, eager or other)`},
	} {
		var m mode
		err := m.UnmarshalText([]byte(tc.in))
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || m != tc.want {
			t.Errorf("%q: %v, %v; want %v", tc.in, m, err, tc.want)
		}
	}
	if s := mode(7).String(); s != "mode(7)" {
		t.Errorf("out of range: %q", s)
	}
}

func ExampleOr() {
	fmt.Println(enum.Or([]string{"text"}), "|", enum.Or([]string{"text", "json", "svg"}))
	// Output: text | text, json or svg
}
