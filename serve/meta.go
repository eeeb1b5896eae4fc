package serve

import (
	"io/fs"
	"net/http"
	"os/exec"
	"strings"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
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
	Name     string       `json:"name"`
	Title    string       `json:"title"`
	Label    string       `json:"label"` // the name as a menu shows it: "Hashi"
	Formats  []formatJSON `json:"formats"`
	Options  []optionJSON `json:"options"`
	Generate bool         `json:"generate"`
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

// example is a bundled puzzle (package examples) the page offers.
type example struct {
	id, kind, title, file string
	index                 int // the puzzle of a file of several (1-based; 0: the only one)
}

// catalogue lists the examples in the order the page shows them; the
// first is the page's opening board.
var catalogue = []example{
	{"hashi-classic", "hashi", "Hashi 7x7, easy (Tatham ID)", "hashi/classic.txt", 0},
	{"hashi-7x7-hard", "hashi", "Hashi 7x7, hard (Tatham IDs, 5 puzzles)", "hashi/tatham-7x7.txt", 1},
	{"hashi-10x10", "hashi", "Hashi 10x10, hard", "hashi/tatham-hard.txt", 1},
	{"hashi-25x25", "hashi", "Hashi 25x25, hard", "hashi/tatham-hard.txt", 2},
	{"hashi-cllv", "hashi", "Hashi 16x16, 100 islands (CLLV)", "hashi/cllv-100.has", 0},
	{"hashi-four-twos", "hashi", "Hashi: four twos (text grid)", "hashi/four-twos.grid", 0},
	{"hashi-tree", "hashi", "Hashi: bridges form a tree (JSON)", "hashi/tree.json", 0},
	{"hashi-two-squares", "hashi", "Hashi without a solution", "hashi/two-squares.grid", 0},
	{"shikaku-small", "shikaku", "Shikaku 3x3", "shikaku/small.txt", 0},
	{"shikaku-7x7", "shikaku", "Shikaku 7x7 (Tatham IDs, 3 puzzles)", "shikaku/tatham7x7.txt", 1},
	{"shikaku-chapter", "shikaku", "Shikaku 10x10 (nikoli-web 0)", "shikaku/chapter.txt", 0},
	{"shikaku-13x13", "shikaku", "Shikaku 13x13", "shikaku/tatham13x13.txt", 0},
	{"shikaku-45x31", "shikaku", "Shikaku 45x31, 116 clues", "shikaku/giant45x31.txt", 0},
	{"zebra-1962", "zebra", "The zebra puzzle (Life, 1962)", "zebra/zebra1962.txt", 0},
}

func (e example) text() (string, error) {
	b, err := fs.ReadFile(examples.FS, e.file)
	return string(b), err
}

func (s *Server) buildMeta() *metaJSON {
	m := &metaJSON{Solver: DefaultSolver, Solvers: availableSolvers(), Explain: true,
		Limits: limitsJSON{Body: MaxBody, TimeoutMS: float64(s.opt.Timeout.Milliseconds()), Jobs: s.opt.Jobs, Queue: s.opt.Queue}}
	for _, k := range kinds.All() {
		kj := kindJSON{Name: k.Name(), Title: k.Title(), Label: strings.ToUpper(k.Name()[:1]) + k.Name()[1:], Generate: generates(k.Name())}
		for _, f := range k.Formats() {
			kj.Formats = append(kj.Formats, formatJSON{Name: f.Name, Usage: f.Usage, Read: f.Read != nil, Write: f.Write != nil})
		}
		for _, o := range k.Options() {
			kj.Options = append(kj.Options, optionJSON(o))
		}
		m.Kinds = append(m.Kinds, kj)
	}
	for _, e := range catalogue {
		text, err := e.text()
		if err != nil {
			continue // tested: every example is embedded
		}
		m.Examples = append(m.Examples, exampleJSON{ID: e.id, Kind: e.kind, Title: e.title, Index: e.index, Text: text})
	}
	return m
}

// availableSolvers are the backends `puzzlesat solvers` lists: the two
// built in, and every known solver found on PATH.
func availableSolvers() []solverJSON {
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
