package benchmarks

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

func tickLabels(a axis) (major []string, minor int) {
	for _, t := range a.ticks {
		if t.label == "" {
			minor++
		} else {
			major = append(major, t.label)
		}
	}
	return major, minor
}

func TestLinearAxis(t *testing.T) {
	tests := []struct {
		lo, hi float64
		whole  bool
		wantHi float64
		major  []string
	}{
		// Instance counts: whole steps, the end stays at n+0.5.
		{0, 12.5, true, 12.5, []string{"0", "2", "4", "6", "8", "10", "12"}},
		{0, 30.5, true, 30.5, []string{"0", "5", "10", "15", "20", "25", "30"}},
		{0, 1.5, true, 1.5, []string{"0", "1"}},
		{0, 1000.5, true, 1000.5, []string{"0", "200", "400", "600", "800", "1000"}},
		// Times: the end rises to the next round tick.
		{0, 0.0504, false, 0.06, []string{"0.00", "0.01", "0.02", "0.03", "0.04", "0.05", "0.06"}},
		{0, 3.7, false, 4, []string{"0", "1", "2", "3", "4"}},
		{0, 1, false, 1, []string{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"}},
		{0, 47, false, 50, []string{"0", "10", "20", "30", "40", "50"}},
	}
	for _, tt := range tests {
		a := linearAxis(tt.lo, tt.hi, tt.whole)
		major, _ := tickLabels(a)
		if a.hi != tt.wantHi {
			t.Errorf("linearAxis(%g, %g): hi = %g, want %g", tt.lo, tt.hi, a.hi, tt.wantHi)
		}
		if !reflect.DeepEqual(major, tt.major) {
			t.Errorf("linearAxis(%g, %g): labels %q, want %q", tt.lo, tt.hi, major, tt.major)
		}
		if len(major) < 2 || len(major) > 7 {
			t.Errorf("linearAxis(%g, %g): %d labelled ticks, want 2..7", tt.lo, tt.hi, len(major))
		}
		for _, tk := range a.ticks {
			if tk.v < a.lo || tk.v > a.hi+1e-12 {
				t.Errorf("linearAxis(%g, %g): tick %g outside [%g, %g]", tt.lo, tt.hi, tk.v, a.lo, a.hi)
			}
			if tt.whole && tk.v != float64(int(tk.v)) {
				t.Errorf("linearAxis(%g, %g): tick %g on an instance axis", tt.lo, tt.hi, tk.v)
			}
		}
	}
}

func TestLogAxis(t *testing.T) {
	a := logAxis(0.0004, 3.86)
	major, minor := tickLabels(a)
	if want := []string{"0.0001", "0.001", "0.01", "0.1", "1", "10"}; !reflect.DeepEqual(major, want) {
		t.Errorf("labels %q, want %q", major, want)
	}
	if minor != 5*8 {
		t.Errorf("%d minor ticks, want 40 (2..9 in each of 5 decades)", minor)
	}
	if a.pos(a.lo) != 0 || a.pos(a.hi) != 1 || math.Abs(a.pos(0.01)-0.4) > 1e-12 {
		t.Errorf("pos: %g %g %g", a.pos(a.lo), a.pos(a.hi), a.pos(0.01))
	}
	// Many decades: every second label.
	major, _ = tickLabels(logAxis(1e-5, 60))
	if want := []string{"0.00001", "0.001", "0.1", "10"}; !reflect.DeepEqual(major, want) {
		t.Errorf("wide: labels %q, want %q", major, want)
	}
}

// cactusReport has n groups; group g solves g+1 of 4 instances, at times
// spread over spanDecades decades.
func cactusReport(n int, spanDecades float64) *Report {
	var recs []Record
	for g := 0; g < n; g++ {
		for i := 0; i < 4; i++ {
			st := StatusUnknown
			if i <= g {
				st = StatusSat
			}
			recs = append(recs, Record{Instance: fmt.Sprintf("i%d", i), Kind: "fake", Options: fmt.Sprintf("o=%d<&>", g),
				Solver: "s", Status: st, Check: CheckOK, Timeout: 10,
				Wall: 0.001 * pow10(spanDecades*float64(i+g)/float64(n+3))})
		}
	}
	return NewReport(recs)
}

func pow10(x float64) float64 {
	v := 1.0
	for ; x >= 1; x-- {
		v *= 10
	}
	return v * (1 + 9*x/10)
}

// svgShape is what the tests read back from cactus.svg.
type svgShape struct {
	XMLName   xml.Name `xml:"svg"`
	Polylines []struct {
		Points string `xml:"points,attr"`
	} `xml:"g>polyline"`
	Texts []string `xml:"g>text"`
	Title string   `xml:"text"`
}

func TestWriteCactus(t *testing.T) {
	for _, tt := range []struct {
		name    string
		rep     *Report
		lines   int
		title   string
		logAxis bool
	}{
		{"linear", cactusReport(3, 1), 3, "Cactus plot", false},
		{"log", cactusReport(3, 4), 3, "Cactus plot", true},
		{"many groups", cactusReport(17, 2), 17, "Cactus plot", false},
		{"nothing solved", NewReport([]Record{{Instance: "a", Kind: "fake", Solver: "s", Status: StatusUnknown}}), 0,
			"Cactus plot (no instance solved)", false},
		{"no records", NewReport(nil), 0, "Cactus plot (no instance solved)", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tt.rep.WriteCactus(&buf); err != nil {
				t.Fatal(err)
			}
			if dir := os.Getenv("CACTUS_OUT"); dir != "" { // for looking at the plots
				_ = os.WriteFile(dir+"/"+strings.ReplaceAll(tt.name, " ", "_")+".svg", buf.Bytes(), 0o644)
			}
			var s svgShape
			if err := xml.Unmarshal(buf.Bytes(), &s); err != nil {
				t.Fatalf("not well-formed XML: %v\n%s", err, buf.String())
			}
			if s.Title != tt.title {
				t.Errorf("title %q, want %q", s.Title, tt.title)
			}
			if len(s.Polylines) != tt.lines {
				t.Fatalf("%d lines, want %d", len(s.Polylines), tt.lines)
			}
			for i, pl := range s.Polylines {
				if got := len(strings.Fields(pl.Points)); got != len(tt.rep.Groups[i].SolvedTimes()) {
					t.Errorf("line %d has %d points, want %d", i, got, len(tt.rep.Groups[i].SolvedTimes()))
				}
			}
			text := strings.Join(s.Texts, "|")
			for _, g := range tt.rep.Groups {
				if len(g.SolvedTimes()) > 0 && !strings.Contains(text, g.Label()) {
					t.Errorf("legend lacks %q", g.Label())
				}
			}
			if got := strings.Contains(text, "|0.001|0.01|"); got != tt.logAxis {
				t.Errorf("log axis = %v, want %v (labels %s)", got, tt.logAxis, text)
			}
		})
	}
}

func TestWriteCactusError(t *testing.T) {
	if err := cactusReport(2, 1).WriteCactus(failWriter{}); err == nil {
		t.Fatal("no error from a failing writer")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, io.ErrClosedPipe }
