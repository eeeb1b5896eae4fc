package serve

import (
	"net/http"
	"os/exec"
	"strings"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// DefaultSolver is the backend of server solves: puzzlesat's own engine,
// in-process, parallel and cancelled within milliseconds by a deadline
// (gophersat in-process cannot be interrupted; with a deadline it runs
// in a worker process, which costs a process start per solve).
const DefaultSolver = "cdcl"

// metaJSON is GET /api/meta: what the page offers.
type metaJSON struct {
	Kinds    []kindJSON    `json:"kinds"`
	Solvers  []solverJSON  `json:"solvers"`
	Solver   string        `json:"solver"`
	Examples []exampleJSON `json:"examples"`
	Limits   limitsJSON    `json:"limits"`
	// Explain says that the server explains and gives hints.
	Explain bool `json:"explain"`
}

type kindJSON struct {
	Name    string       `json:"name"`
	Title   string       `json:"title"`
	Label   string       `json:"label"` // the name as a menu shows it: "Hashi"
	Formats []formatJSON `json:"formats"`
	Options []optionJSON `json:"options"`
	// What the kind offers (its capabilities, package puzzle), so that
	// the page can say "not offered": Generate (puzzle.Generator, with
	// GenerateOptions its settings), Play (puzzle.Player: /api/check),
	// Explain (puzzle.Explainer: explanations in the kind's words; every
	// kind is explained, literal by literal otherwise), Board
	// (puzzle.Boarder: drawn on the board model), SVG (Render draws svg),
	// StateHints (puzzle.StateReader: /api/explain takes the player's
	// board "state", so a hint starts from it).
	Generate        bool               `json:"generate"`
	GenerateOptions []puzzle.GenOption `json:"generate_options,omitempty"`
	Play            bool               `json:"play"`
	Explain         bool               `json:"explain"`
	Board           bool               `json:"board"`
	SVG             bool               `json:"svg"`
	StateHints      bool               `json:"state_hints"`
	// Edit (puzzle.Editor or puzzle.RegionEditor): the page's editor
	// edits the board (/api/edit); EditClues (puzzle.Editor) it places
	// clues in cells, EditRegions (puzzle.RegionEditor) it draws regions
	// (/api/edit's join).
	Edit        bool `json:"edit"`
	EditClues   bool `json:"edit_clues"`
	EditRegions bool `json:"edit_regions"`
	// EditFaces (puzzle.FaceEditor): where the editor's clues stand on a
	// "dots" board: "faces" (between four dots) or "dots"; "" when the
	// kind does not say (where its play moves put cell values).
	EditFaces string `json:"edit_faces,omitempty"`
	// EditTyped (puzzle.ClueTyper): the clues are typed; the prompt the
	// page's clue field shows (TypedClue of no puzzle).
	EditTyped string `json:"edit_typed,omitempty"`
	// EditHalf (puzzle.HalfEditor): the places of the board's doubled
	// grid that hold clues ("centre", "side", "corner"), which the
	// editor places with /api/edit half: true.
	EditHalf []string `json:"edit_half,omitempty"`
}

type formatJSON struct {
	Name  string `json:"name"`
	Usage string `json:"usage"`
	Read  bool   `json:"read"`
	Write bool   `json:"write"`
}

type optionJSON struct {
	Name    string   `json:"name"`
	Usage   string   `json:"usage"`
	Values  []string `json:"values"`
	Default string   `json:"default"`
	// Complete is the value of a complete CNF (encode's default), if any.
	Complete string `json:"complete,omitempty"`
}

// solverJSON is a backend the server may use: built in, or a known
// solver found on PATH (never a path a request names).
type solverJSON struct {
	Name    string `json:"name"`
	Where   string `json:"where"`
	Version string `json:"version,omitempty"`
}

type exampleJSON struct {
	ID    string `json:"id"`
	Kind  string `json:"kind"`
	Title string `json:"title"`
	Index int    `json:"index,omitempty"`
	Text  string `json:"text"`
}

type limitsJSON struct {
	Body      int     `json:"body_bytes"`
	TimeoutMS float64 `json:"timeout_ms"`
	Jobs      int     `json:"jobs"`
	Queue     int     `json:"queue"`
}

func (s *Server) buildMeta() *metaJSON {
	m := &metaJSON{Solver: DefaultSolver, Solvers: availableSolvers(s.opt.BuiltInOnly), Explain: true, Examples: []exampleJSON{},
		Limits: limitsJSON{Body: MaxBody, TimeoutMS: float64(s.opt.Timeout.Milliseconds()), Jobs: s.opt.Jobs, Queue: s.opt.Queue}}
	for _, k := range s.opt.Kinds {
		kj := kindJSON{Name: k.Name(), Title: k.Title(), Label: strings.ToUpper(k.Name()[:1]) + k.Name()[1:], SVG: puzzle.DrawsSVG(k)}
		if g, ok := k.(puzzle.Generator); ok {
			kj.Generate, kj.GenerateOptions = true, g.GenerateOptions()
		}
		_, kj.Play = k.(puzzle.Player)
		_, kj.Explain = k.(puzzle.Explainer)
		_, kj.Board = k.(puzzle.Boarder)
		_, kj.StateHints = k.(puzzle.StateReader)
		_, kj.EditClues = k.(puzzle.Editor)
		_, kj.EditRegions = k.(puzzle.RegionEditor)
		kj.Edit = kj.EditClues || kj.EditRegions
		if fe, ok := k.(puzzle.FaceEditor); ok {
			kj.EditFaces = map[bool]string{true: "faces", false: "dots"}[fe.CluesOnFaces()]
		}
		if ct, ok := k.(puzzle.ClueTyper); ok {
			kj.EditTyped = ct.TypedClue(nil)
		}
		if he, ok := k.(puzzle.HalfEditor); ok {
			kj.EditHalf = he.HalfPlaces()
		}
		kj.Edit = kj.Edit || len(kj.EditHalf) > 0
		for _, f := range k.Formats() {
			kj.Formats = append(kj.Formats, formatJSON{Name: f.Name, Usage: f.Usage, Read: f.Read != nil, Write: f.Write != nil})
		}
		for _, o := range k.Options() {
			kj.Options = append(kj.Options, optionJSON(o))
		}
		m.Kinds = append(m.Kinds, kj)
	}
	for _, e := range s.examples {
		text, err := e.Text()
		if err != nil {
			continue // New checked that every example is embedded
		}
		m.Examples = append(m.Examples, exampleJSON{ID: e.ID, Kind: e.Kind, Title: e.Title, Index: e.Index, Text: text})
	}
	return m
}

// listExamples lists the served kinds' bundled examples (package
// examples: each kind's folder's INDEX.md), in the kinds' order.
func listExamples(ks []puzzle.Kind) ([]examples.Example, error) {
	var out []examples.Example
	for _, k := range ks {
		es, err := examples.List(k.Name())
		if err != nil {
			return nil, err
		}
		for _, e := range es {
			if _, err := e.Text(); err != nil {
				return nil, err
			}
		}
		out = append(out, es...)
	}
	return out, nil
}

// availableSolvers are the backends `puzzlesat solvers` lists: the two
// built in, and every known solver found on PATH (none with builtInOnly).
func availableSolvers(builtInOnly bool) []solverJSON {
	if builtInOnly {
		return []solverJSON{
			{Name: "cdcl", Where: "built in", Version: "puzzlesat's engine, in this page"},
			{Name: "gophersat", Where: "built in", Version: "in this page"},
		}
	}
	out := []solverJSON{
		{Name: "cdcl", Where: "built in", Version: "puzzlesat's engine, in-process, cancellable"},
		{Name: "gophersat", Where: "built in", Version: "in a worker process (the time limit can stop it)"},
	}
	for _, p := range solver.Profiles {
		path, err := exec.LookPath(p.Binary)
		if err != nil {
			continue
		}
		out = append(out, solverJSON{Name: p.Name, Where: path, Version: p.Version(path)})
	}
	return out
}

// openSolver is the backend parameter solver names: one of
// availableSolvers, never a path (a request must not run a program of its
// choosing).
func (s *Server) openSolver(rq *request) (solver.Solver, error) {
	name := rq.str("solver", DefaultSolver)
	var names []string
	for _, a := range s.meta().Solvers {
		if a.Name == name {
			sv, err := solver.Lookup(name)
			if err != nil {
				return nil, badRequest("%v", err)
			}
			return sv, nil
		}
		names = append(names, a.Name)
	}
	return nil, badRequest("solver %s: not available here (want %s)", name, strings.Join(names, ", "))
}

func (s *Server) handleMeta(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.meta())
}
