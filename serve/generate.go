package serve

import (
	"bytes"
	"net/http"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/encode/zebra/gen"
)

// generators are the kinds the server generates.
var generators = map[string]func(rq *request) (*generateJSON, error){
	"zebra": generateZebra,
}

func generates(kind string) bool { return generators[kind] != nil }

// MaxGenerateSize bounds a generated zebra puzzle's houses and
// categories: the generator cannot be interrupted, so a request must not
// start work far beyond its time limit.
const MaxGenerateSize = 8

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
	g := generators[kind]
	if g == nil {
		return badRequest("kind %q: the server generates zebra puzzles", kind)
	}
	if err := s.slot(rq); err != nil {
		return err
	}
	// The generators take no context: the work runs to its end, in its
	// slot, while the answer gives up at the time limit.
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
	grade, err := gen.ParseGrade(rq.str("difficulty", ""))
	if err != nil {
		return nil, badRequest("difficulty: %v", err)
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	opt := gen.Options{Houses: houses, Categories: cats, Seed: seed, Difficulty: grade, MaxTries: 50}
	if err := opt.Validate(); err != nil {
		return nil, badRequest("%v", err)
	}
	r, err := gen.Generate(opt)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := r.WriteNative(&b); err != nil {
		return nil, err
	}
	return &generateJSON{Kind: "zebra", Puzzle: b.String(), Seed: r.Seed, Grade: r.Grade.String()}, nil
}
