package tracks

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func solveOne(t testing.TB, p *Puzzle, settings map[string]string) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Unique: true})
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	return r
}

func mustParse(t testing.TB, s string, f Format) []*Puzzle {
	t.Helper()
	ps, err := Parse("test", []byte(s), f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTatham: every puzzle of testdata/tatham.txt (6x6 to 10x10 easy and
// tricky, 15x10 tricky, from sgt-tracks) is solved and proved unique with
// the lazy and the eager one-track encodings (the complete ones, tree and
// distance, on the 6x6 and 8x8 ones), its solution passes Check, and its
// ID is written back as read.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	if Detect(data) != FormatTatham {
		t.Fatalf("detected %v", Detect(data))
	}
	ps := mustParse(t, string(data), FormatTatham)
	var ids []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			ids = append(ids, l)
		}
	}
	if len(ps) != 26 || len(ids) != len(ps) {
		t.Fatalf("%d puzzles, %d IDs, want 26", len(ps), len(ids))
	}
	for i, p := range ps {
		if id, err := TathamID(p); err != nil || id != ids[i] {
			t.Errorf("%s: written back as %s (%v)", ids[i], id, err)
		}
		for _, method := range []string{"lazy", "eager", "tree", "distance"} {
			if (method == "tree" || method == "distance") && p.Rows*p.Cols > 64 {
				continue
			}
			r := solveOne(t, p, map[string]string{"connectivity": method})
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s, %s: %s", p.Name, method, puzzle.StatusLine(r))
				continue
			}
			if err := Check(p, r.First().(*Solution)); err != nil {
				t.Errorf("%s: %v", p.Name, err)
			}
		}
	}
}

// TestTathamSets solves every puzzle of the files in $TRACKS_SETS (a
// directory of sgt-tracks --generate output, one file per preset) with
// --connectivity $TRACKS_METHOD (default lazy) and logs, per file, how
// many were solved and proved unique and the CPU time per puzzle, mean
// and max, in process (encode, solve, uniqueness, decode, check).
//
//	TRACKS_SETS=/tmp/sets go test -run TathamSets -v ./puzzles/tracks/
func TestTathamSets(t *testing.T) {
	dir := os.Getenv("TRACKS_SETS")
	if dir == "" {
		t.Skip("TRACKS_SETS not set")
	}
	method := os.Getenv("TRACKS_METHOD")
	if method == "" {
		method = "lazy"
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	sort.Strings(files)
	cpu := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			t.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	t.Logf("| preset | puzzles | solved | unique | check | mean CPU ms | max CPU ms | connectivity |")
	t.Logf("|---|---|---|---|---|---|---|---|")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(strings.TrimSpace(string(data))) == 0 {
			continue
		}
		ps := mustParse(t, string(data), FormatTatham)
		solved, unique, checked := 0, 0, 0
		var sum, worst time.Duration
		for _, p := range ps {
			c0 := cpu()
			r := solveOne(t, p, map[string]string{"connectivity": method})
			d := cpu() - c0
			sum += d
			worst = max(worst, d)
			if r.Status == puzzle.Solved {
				solved++
				if Check(p, r.First().(*Solution)) == nil {
					checked++
				}
			}
			if r.Unique == puzzle.UniqueYes {
				unique++
			} else {
				t.Errorf("%s: %s", p.Name, puzzle.StatusLine(r))
			}
		}
		ms := func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/1e6) }
		t.Logf("| %s | %d | %d | %d | %d | %s | %s | %s |", strings.TrimSuffix(filepath.Base(f), ".txt"), len(ps), solved, unique, checked,
			ms(sum/time.Duration(max(len(ps), 1))), ms(worst), method)
	}
}

const sixID = "6x6:r6a9nA,4,6,3,2,2,S3,2,2,4,S6,3,3"

// TestFormats: the 6x6 example in every format reads back as the same
// puzzle, and the text output of its solution reads as a puzzle whose
// every piece is given and which the same track solves.
func TestFormats(t *testing.T) {
	p := mustParse(t, sixID, FormatTatham)[0]
	want, _ := TathamID(p)
	for _, f := range []struct {
		f     Format
		write func(*Puzzle) string
	}{
		{FormatJanko, Plain},
		{FormatText, func(p *Puzzle) string { return Text(p, nil) }},
		{FormatJSON, func(p *Puzzle) string {
			var b strings.Builder
			_ = writeJSON(&b, p)
			return b.String()
		}},
	} {
		s := f.write(p)
		if Detect([]byte(s)) != f.f {
			t.Errorf("%q detected as %v, want %v", s, Detect([]byte(s)), f.f)
		}
		q := mustParse(t, s, f.f)[0]
		if got, _ := TathamID(q); got != want {
			t.Errorf("format %v: read back as %s, want %s", f.f, got, want)
		}
	}
	r := solveOne(t, p, nil)
	sol := r.First().(*Solution)
	full := mustParse(t, Text(p, sol), FormatText)[0]
	if full.NumPieces() != len(TrackCells(p, sol)) {
		t.Errorf("the solution's picture gives %d pieces, the track has %d cells", full.NumPieces(), len(TrackCells(p, sol)))
	}
	if err := Check(full, sol); err != nil {
		t.Errorf("the solution's picture: %v", err)
	}
	if got := JankoSolution(p, sol); !strings.HasPrefix(got, "6 6\nse sw - - - -\n") {
		t.Errorf("janko solution:\n%s", got)
	}
}

// TestCheck: Check refuses a track with an extra loop, a wrong count, a
// broken given piece, a track cut short.
func TestCheck(t *testing.T) {
	p := mustParse(t, sixID, FormatTatham)[0]
	sol := solveOne(t, p, nil).First().(*Solution)
	if err := Check(p, sol); err != nil {
		t.Fatal(err)
	}
	cp := func() *Solution {
		s := NewSolution(p.Rows, p.Cols)
		copy(s.H, sol.H)
		copy(s.V, sol.V)
		return s
	}
	// A loop in the empty top-right corner: (0,4),(0,5),(1,5),(1,4).
	s := cp()
	for _, e := range [][2][2]int{{{0, 4}, {0, 5}}, {{1, 4}, {1, 5}}, {{0, 4}, {1, 4}}, {{0, 5}, {1, 5}}} {
		i, _ := p.EdgeBetween(e[0], e[1])
		s.SetEdge(i, true)
	}
	if err := Check(p, s); err == nil {
		t.Error("an extra loop passed")
	}
	q := *p
	q.RowCount = append([]int(nil), p.RowCount...)
	q.RowCount[0]++
	if err := Check(&q, sol); err == nil || !strings.Contains(err.Error(), "count") {
		t.Errorf("a wrong count: %v", err)
	}
	s = cp()
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) {
			s.SetEdge(e, false)
			break
		}
	}
	if err := Check(p, s); err == nil {
		t.Error("a broken track passed")
	}
}

// TestErrors: bad inputs give positioned errors at the offending text.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		in        string
		f         Format
		line, col int
	}{
		{"6x6:r6a9nX,4,6,3,2,2,S3,2,2,4,S6,3,3", FormatTatham, 1, 10},
		{"6x6:r6a9nA,4,6,3,2,2,3,2,2,4,S6,3,3", FormatTatham, 1, 36},
		{"6x6:r6a9nA,4,6,3,2,2,S3,2,2,4,S6,3", FormatTatham, 1, 35},
		{"6x6:7z,4,6,3,2,2,S3,2,2,4,S6,3,3", FormatTatham, 1, 5},
		{"2 2\n1 1\n1 ws x\n1 - s\n", FormatJanko, 3, 6},
		{"2 2\n1 1\n1 w -\n1 - -\n", FormatJanko, 0, 0},
		{"  1 1\n1 ┘ ─\n1 . s\n", FormatText, 0, 0},
	} {
		_, err := Parse("x", []byte(tc.in), tc.f)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: got %v, want a positioned error", tc.in, err)
			continue
		}
		if tc.line > 0 && (pe.Line != tc.line || pe.Col != tc.col) {
			t.Errorf("%q: error at %d:%d (%v), want %d:%d", tc.in, pe.Line, pe.Col, err, tc.line, tc.col)
		}
	}
}

// TestPlay: the solution's lines are "solved"; a loop, a crossed given
// piece and an overfull row are problems.
func TestPlay(t *testing.T) {
	p := mustParse(t, sixID, FormatTatham)[0]
	sol := solveOne(t, p, nil).First().(*Solution)
	b, err := Kind.(Tracks).Board(p, puzzle.View{Solution: sol})
	if err != nil {
		t.Fatal(err)
	}
	v, err := Tracks{}.CheckState(p, b.State())
	if err != nil || v.Status != "solved" {
		t.Fatalf("the solution: %+v, %v", v, err)
	}
	// Met: on the solution, every count, at its point on the board.
	counts := map[[2]int]bool{}
	for _, c := range b.Cells {
		if c.Text != "" && (c.At[0] == 0 || c.At[1] == 0) {
			counts[c.At] = true
		}
	}
	for _, m := range v.Met {
		delete(counts, m)
	}
	if len(counts) != 0 || len(v.Met) == 0 {
		t.Errorf("the solution: met %v, counts not met %v", v.Met, counts)
	}
	// Without the lines through its row, a row's count is not met.
	for r, k := range p.RowCount {
		if k == Unknown || k == 0 {
			continue
		}
		var part board.State
		for _, l := range b.State().Lines {
			if l.From[0] != r+1 && l.To[0] != r+1 {
				part.Lines = append(part.Lines, l)
			}
		}
		v, _ := Tracks{}.CheckState(p, part)
		if slices.Contains(v.Met, [2]int{r + 1, 0}) {
			t.Errorf("row %d without lines: met %v", r, v.Met)
		}
		break
	}
	st := board.State{Lines: []board.LineState{
		{From: [2]int{1, 5}, To: [2]int{1, 6}}, {From: [2]int{2, 5}, To: [2]int{2, 6}},
		{From: [2]int{1, 5}, To: [2]int{2, 5}}, {From: [2]int{1, 6}, To: [2]int{2, 6}},
	}}
	v, err = Tracks{}.CheckState(p, st)
	if err != nil || v.Status != "broken" {
		t.Fatalf("a loop: %+v, %v", v, err)
	}
	// The problem's cells are the loop's points on the board, not the
	// puzzle's cells (the board's row and column 0 hold the counts).
	for _, pr := range v.Problems {
		if strings.Contains(pr.Text, "closed loop") {
			slices.SortFunc(pr.Cells, func(a, b [2]int) int { return a[0]*100 + a[1] - b[0]*100 - b[1] })
			if want := [][2]int{{1, 5}, {1, 6}, {2, 5}, {2, 6}}; !slices.Equal(pr.Cells, want) {
				t.Errorf("loop cells %v, want the board's points %v", pr.Cells, want)
			}
		}
	}
	if _, err := (Tracks{}).CheckState(p, board.State{Lines: []board.LineState{{From: [2]int{0, 0}, To: [2]int{0, 1}}}}); err == nil {
		t.Error("a line among the counts was accepted")
	}
}
