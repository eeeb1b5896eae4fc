package serve

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// MaxGenerateSide bounds each side of a generated puzzle's size (a
// GenSize setting): the answer stays a puzzle a page can show. Numbers
// and sizes are also bounded by the generator's own Max and by its Quick
// (what generates in seconds: zebra's houses and categories take 8), so
// that a request does not start work far beyond its time limit.
const MaxGenerateSide = 60

// generateJSON is the answer of a JSON POST /api/generate.
type generateJSON struct {
	Kind   string  `json:"kind"`
	Puzzle string  `json:"puzzle"` // the puzzle's text, in Format
	Format string  `json:"format"` // the kind's format it is written in
	Seed   uint64  `json:"seed"`   // the seed that gave it
	Grade  string  `json:"grade"`
	MS     float64 `json:"ms"`
}

// generator is the served kind name generates with, or an error naming
// those that generate.
func (s *Server) generator(name string) (puzzle.Kind, puzzle.Generator, error) {
	var names []string
	for _, k := range s.opt.Kinds {
		g, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		if puzzle.Named(k, name) {
			return k, g, nil
		}
		names = append(names, k.Name())
	}
	if len(names) == 0 {
		return nil, nil, badRequest("kind %q: the server generates no puzzles", name)
	}
	return nil, nil, badRequest("kind %q: the server generates %s puzzles", name, enum.Or(names))
}

// generate makes a puzzle with the kind's puzzle.Generator: the
// request's fields are kind, seed and the generator's settings
// (GenerateOptions). A JSON request gets generateJSON, a plain one
// (generatePlain) the puzzle's text.
func (s *Server) generate(rq *request) (any, error) {
	return s.generateOne(rq)
}

func (s *Server) generatePlain(w http.ResponseWriter, rq *request) error {
	out, err := s.generateOne(rq)
	if err != nil {
		return err
	}
	writeText(w, "text/plain; charset=utf-8", []byte(out.Puzzle))
	return nil
}

func (s *Server) generateOne(rq *request) (*generateJSON, error) {
	start := time.Now()
	k, g, err := s.generator(rq.str("kind", ""))
	if err != nil {
		return nil, err
	}
	settings, err := generateSettings(rq, g.GenerateOptions())
	if err != nil {
		return nil, err
	}
	seed, err := strconv.ParseUint(rq.str("seed", "1"), 10, 64)
	if err != nil {
		return nil, badRequest("seed %s: want a whole number", rq.params["seed"])
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	if err := s.slot(rq); err != nil {
		return nil, err
	}
	// A generator that does not watch the context runs to its end, in its
	// slot, while the answer gives up at the time limit.
	type answer struct {
		out *generateJSON
		err error
	}
	done := make(chan answer, 1)
	go func() {
		defer s.limit.release()
		out, err := generated(rq.ctx, k, g, settings, seed)
		done <- answer{out, err}
	}()
	tooLong := &httpError{status: http.StatusServiceUnavailable, msg: "generating took longer than the time limit (" + s.opt.Timeout.String() + ")"}
	var a answer
	select {
	case a = <-done:
	case <-rq.ctx.Done():
		return nil, tooLong
	}
	switch {
	case a.err != nil && rq.ctx.Err() != nil && (errors.Is(a.err, context.DeadlineExceeded) || errors.Is(a.err, context.Canceled)):
		return nil, tooLong
	case a.err != nil && (errors.As(a.err, new(*puzzle.UsageError)) || errors.As(a.err, new(*puzzle.NoGradeError))):
		// Settings the generator refuses, or a grade it cannot make:
		// the request's fault, not the server's.
		return nil, &httpError{status: http.StatusUnprocessableEntity, msg: a.err.Error()}
	case a.err != nil:
		return nil, a.err
	case a.out == nil:
		return nil, fmt.Errorf("the %s generator returned no puzzle", k.Name())
	}
	a.out.MS = float64(time.Since(start).Microseconds()) / 1000
	return a.out, nil
}

// generateSettings reads the generator's settings from the request,
// checked against their declared values and bounds (Values; Type, Min,
// Max, Quick) and MaxGenerateSide; the generator checks them again.
// Settings not given are left to the generator's defaults.
func generateSettings(rq *request, opts []puzzle.GenOption) (map[string]string, error) {
	set := map[string]string{}
	for _, o := range opts {
		if o.Name == "kind" || o.Name == "seed" {
			continue // the request's own fields
		}
		if slices.Contains(puzzle.BatchSettings, o.Name) || o.Type == "file" {
			continue // a batch's (count, format, out, ...) or a file on the server's disk: not a request's
		}
		v := strings.TrimSpace(rq.str(o.Name, ""))
		if v == "" {
			// A default beyond what generates in seconds is lowered to it.
			if d, err := strconv.Atoi(o.Default); err == nil && o.Quick > 0 && d > o.Quick && o.Type == puzzle.GenNumber {
				set[o.Name] = strconv.Itoa(o.Quick)
			}
			continue
		}
		if len(o.Values) > 0 {
			canon := ""
			for _, x := range o.Values {
				if strings.EqualFold(x, v) {
					canon = x
				}
			}
			if canon == "" {
				return nil, badRequest("%s %s: want %s", o.Name, v, enum.Or(o.Values))
			}
			v = canon
		}
		if err := checkBounds(o, v); err != nil {
			return nil, err
		}
		set[o.Name] = v
	}
	return set, nil
}

// checkBounds checks a number or a size against its bounds here: the
// generator's Min and Max, lowered to its Quick and, for a size, to
// MaxGenerateSide.
func checkBounds(o puzzle.GenOption, v string) error {
	hi := o.Max
	if o.Quick > 0 && (hi <= 0 || o.Quick < hi) {
		hi = o.Quick
	}
	if o.Type == puzzle.GenSize && (hi <= 0 || MaxGenerateSide < hi) {
		hi = MaxGenerateSide
	}
	lo := o.Min
	bounds := ""
	if hi > 0 {
		bounds = fmt.Sprintf(", from %d to %d", lo, hi)
	}
	within := func(s string) bool {
		n, err := strconv.Atoi(s)
		return err == nil && n >= lo && (hi <= 0 || n <= hi)
	}
	switch o.Type {
	case puzzle.GenNumber:
		if !within(v) {
			return badRequest("%s %s: want a whole number%s", o.Name, v, bounds)
		}
	case puzzle.GenSize:
		ws, hs, ok := strings.Cut(strings.ToLower(v), "x")
		if !ok {
			hs = ws
		}
		if !within(ws) || !within(hs) {
			return badRequest("%s %s: want WxH (or N)%s", o.Name, v, strings.Replace(bounds, "from", "each from", 1))
		}
	}
	return nil
}

// generated runs the generator and writes its puzzle in the format it
// names, or the kind's first format that writes and reads back; the
// text is read back, so that the page gets a puzzle it reads.
func generated(ctx context.Context, k puzzle.Kind, g puzzle.Generator, settings map[string]string, seed uint64) (*generateJSON, error) {
	r, err := g.Generate(ctx, settings, seed)
	if err != nil {
		return nil, err
	}
	if r == nil || r.Puzzle == nil {
		return nil, nil
	}
	format := r.Format
	if format == "" {
		for _, f := range k.Formats() {
			if f.Write != nil && f.Read != nil && !f.Whole {
				format = f.Name
				break
			}
		}
	}
	var b bytes.Buffer
	if err := puzzle.Write(k, &b, r.Puzzle, format); err != nil {
		return nil, fmt.Errorf("writing the generated %s puzzle: %v", k.Name(), err)
	}
	if _, err := puzzle.ReadAll(k, puzzle.Source{Name: "generated", Data: b.Bytes()}, format); err != nil {
		return nil, fmt.Errorf("the generated %s puzzle does not read back in %s: %v", k.Name(), format, err)
	}
	return &generateJSON{Kind: k.Name(), Puzzle: b.String(), Format: format, Seed: r.Seed, Grade: r.Grade}, nil
}
