package serve

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/puzzlesat/puzzlesat/solver"
)

// ProgressHeader names a request's progress token: a JSON request that
// carries it records how far its solves have come (solver.WithProgress:
// the cdcl engine's conflicts, the solve loop's calls, rounds and
// solutions, the time since the request began) under the token, and
// GET /api/progress?id=TOKEN answers the latest figures while it runs
// and its final ones (with "done") after. The page sends one token of
// its own with every call and polls while a call is under way.
const ProgressHeader = "X-Puzzlesat-Progress"

// maxProgress bounds the tokens kept (the oldest finished go first).
const maxProgress = 256

// progressJSON is /api/progress's answer.
type progressJSON struct {
	solver.Progress
	Running int  `json:"running"` // calls under way with this token
	Done    bool `json:"done"`    // none under way: the figures are the last call's
}

type progressEntry struct {
	progressJSON
	at time.Time // last update
}

// progressStore holds the latest figures per token.
type progressStore struct {
	mu sync.Mutex
	m  map[string]*progressEntry
}

// validToken: 1 to 64 letters, digits, '-' or '_'.
func validToken(t string) bool {
	if t == "" || len(t) > 64 {
		return false
	}
	for _, c := range t {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// begin starts a call under token: ctx carries the function that records
// its progress; end finishes it.
func (ps *progressStore) begin(ctx context.Context, token string) (context.Context, func()) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.m == nil {
		ps.m = map[string]*progressEntry{}
	}
	e := ps.m[token]
	if e == nil {
		if len(ps.m) >= maxProgress {
			ps.evict()
		}
		e = &progressEntry{}
		ps.m[token] = e
	}
	if e.Running == 0 {
		e.Progress = solver.Progress{}
	}
	e.Running++
	e.Done = false
	start := time.Now()
	e.at = start
	set := func(p solver.Progress) {
		p = p.Since(start)
		ps.mu.Lock()
		e.Progress, e.at = p, time.Now()
		ps.mu.Unlock()
	}
	return solver.WithProgress(ctx, set), func() {
		ps.mu.Lock()
		e.Running--
		e.Done = e.Running == 0
		e.ElapsedMS = time.Since(start).Milliseconds()
		e.at = time.Now()
		ps.mu.Unlock()
	}
}

// evict drops the entry updated longest ago, a finished one if any.
func (ps *progressStore) evict() {
	var old string
	var oldAt time.Time
	for k, e := range ps.m {
		if old == "" || e.Done && !ps.m[old].Done || e.Done == ps.m[old].Done && e.at.Before(oldAt) {
			old, oldAt = k, e.at
		}
	}
	delete(ps.m, old)
}

// get is token's latest figures (zero when none).
func (ps *progressStore) get(token string) progressJSON {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if e := ps.m[token]; e != nil {
		out := e.progressJSON
		if e.Running > 0 { // the time since the last figures too
			out.ElapsedMS += time.Since(e.at).Milliseconds()
		}
		return out
	}
	return progressJSON{}
}

// handleProgress is GET /api/progress?id=TOKEN.
func (s *Server) handleProgress(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	if !validToken(id) {
		writeError(w, badRequest("id %q: want 1 to 64 letters, digits, '-' or '_'", id))
		return
	}
	writeJSON(w, http.StatusOK, s.progress.get(id))
}
