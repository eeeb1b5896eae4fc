package serve

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
	genzebra "github.com/puzzlesat/puzzlesat/puzzles/zebra/gen"
)

// generator is the generator of a kind the server generates, else nil
// (a switch, not a map: nothing to build at start-up).
func generator(kind string) func(rq *request) (*generateJSON, error) {
	switch kind {
	case "hashi":
		return generateHashi
	case "shikaku":
		return generateShikaku
	case "zebra":
		return generateZebra
	}
	return nil
}

func generates(kind string) bool { return generator(kind) != nil }

// MaxGenerateSize bounds a generated zebra puzzle's houses and
// categories: the generator cannot be interrupted, so a request must not
// start work far beyond its time limit.
const MaxGenerateSize = 8

// MaxGenerateSide bounds a generated Hashi's or Shikaku's width and
// height. Their generators stop with the request's context; the bound
// keeps the answer a puzzle a page can show.
const MaxGenerateSide = 60

// generateJSON is the answer of a JSON POST /api/generate.
type generateJSON struct {
	Kind   string  `json:"kind"`
	Puzzle string  `json:"puzzle"` // in the kind's own text format
	Seed   uint64  `json:"seed"`   // the seed that gave it
	Grade  string  `json:"grade"`
	MS     float64 `json:"ms"`
}

// handleGenerate makes a puzzle (the generate command's parameters). A
// plain request gets the puzzle's text, a JSON one generateJSON.
func (s *Server) handleGenerate(w http.ResponseWriter, rq *request) error {
	start := time.Now()
	kind := rq.str("kind", "")
	g := generator(kind)
	if g == nil {
		return badRequest("kind %q: the server generates hashi, shikaku and zebra puzzles", kind)
	}
	if err := s.slot(rq); err != nil {
		return err
	}
	// The zebra generator takes no context: the work runs to its end, in
	// its slot, while the answer gives up at the time limit. The grid
	// generators stop with the request's context.
	type answer struct {
		out *generateJSON
		err error
	}
	done := make(chan answer, 1)
	go func() {
		defer s.limit.release()
		out, err := g(rq)
		done <- answer{out, err}
	}()
	var a answer
	select {
	case a = <-done:
	case <-rq.ctx.Done():
		return &httpError{status: http.StatusServiceUnavailable, msg: "generating took longer than the time limit (" + s.opt.Timeout.String() + ")"}
	}
	if a.err != nil {
		return a.err
	}
	a.out.MS = float64(time.Since(start).Microseconds()) / 1000
	if !rq.json {
		writeText(w, "text/plain; charset=utf-8", []byte(a.out.Puzzle))
		return nil
	}
	writeJSON(w, http.StatusOK, a.out)
	return nil
}

// generateZebra is `puzzlesat generate zebra` with houses, categories,
// seed and difficulty, at most MaxGenerateSize houses and categories.
func generateZebra(rq *request) (*generateJSON, error) {
	houses, err := rq.int("houses", 5, 2, MaxGenerateSize)
	if err != nil {
		return nil, err
	}
	cats, err := rq.int("categories", 5, 1, MaxGenerateSize)
	if err != nil {
		return nil, err
	}
	seed, err := strconv.ParseUint(rq.str("seed", "1"), 10, 64)
	if err != nil {
		return nil, badRequest("seed %s: want a whole number", rq.params["seed"])
	}
	grade, err := generate.ParseGrade(rq.str("difficulty", ""))
	if err != nil {
		return nil, badRequest("difficulty: %v", err)
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	opt := genzebra.Options{Houses: houses, Categories: cats, Seed: seed, Difficulty: grade, MaxTries: 50}
	if err := opt.Validate(); err != nil {
		return nil, badRequest("%v", err)
	}
	r, err := genzebra.Generate(opt)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := r.WriteNative(&b); err != nil {
		return nil, err
	}
	return &generateJSON{Kind: "zebra", Puzzle: b.String(), Seed: r.Seed, Grade: r.Grade.String()}, nil
}

// gridOptions reads the flags both grid generators take: size (WxH or N),
// difficulty, seed.
func gridOptions(rq *request) (w, h int, g generate.Grade, seed uint64, err error) {
	size := rq.str("size", "7x7")
	ws, hs, ok := strings.Cut(strings.ToLower(size), "x")
	if !ok {
		hs = ws
	}
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if errW != nil || errH != nil || w < 2 || h < 2 || w > MaxGenerateSide || h > MaxGenerateSide {
		return 0, 0, 0, 0, badRequest("size %s: want WxH (or N), from 2 to %d", size, MaxGenerateSide)
	}
	if g, err = generate.ParseGrade(rq.str("difficulty", "")); err != nil {
		return 0, 0, 0, 0, badRequest("difficulty: %v", err)
	}
	if seed, err = strconv.ParseUint(rq.str("seed", "1"), 10, 64); err != nil {
		return 0, 0, 0, 0, badRequest("seed %s: want a whole number", rq.params["seed"])
	}
	return w, h, g, seed, nil
}

// gridAnswer writes a generated grid puzzle as a Tatham game ID (what
// `generate hashi|shikaku` writes by default).
func gridAnswer(kind string, p puzzle.Puzzle, seed uint64, grade generate.Grade) (*generateJSON, error) {
	k, err := kinds.Lookup(kind)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := puzzle.Write(k, &b, p, "tatham"); err != nil {
		return nil, err
	}
	return &generateJSON{Kind: kind, Puzzle: b.String(), Seed: seed, Grade: grade.String()}, nil
}

// generateHashi is `puzzlesat generate hashi` with size, difficulty,
// seed and max-bridges.
func generateHashi(rq *request) (*generateJSON, error) {
	w, h, g, seed, err := gridOptions(rq)
	if err != nil {
		return nil, err
	}
	m, err := rq.int("max-bridges", 2, 1, 4)
	if err != nil {
		return nil, err
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	opt := genhashi.Options{Width: w, Height: h, MaxBridges: m, Difficulty: g, Seed: seed}
	if err := opt.Validate(); err != nil {
		return nil, badRequest("%v", err)
	}
	r, err := genhashi.Generate(rq.ctx, opt)
	if err != nil {
		return nil, err
	}
	return gridAnswer("hashi", r.Puzzle, r.Seed, r.Report.Grade)
}

// generateShikaku is `puzzlesat generate shikaku` with size, difficulty
// and seed.
func generateShikaku(rq *request) (*generateJSON, error) {
	w, h, g, seed, err := gridOptions(rq)
	if err != nil {
		return nil, err
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	opt := genshikaku.Options{Width: w, Height: h, Difficulty: g, Seed: seed}
	if err := opt.Validate(); err != nil {
		return nil, badRequest("%v", err)
	}
	r, err := genshikaku.Generate(rq.ctx, opt)
	if err != nil {
		return nil, err
	}
	return gridAnswer("shikaku", r.Puzzle, r.Seed, r.Report.Grade)
}
