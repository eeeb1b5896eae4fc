package puzzle

import (
	"context"
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The optional capabilities. A kind offers one by implementing its
// interface in its own package; the generic layers (explain, generate,
// serve, bench, the commands) find it with a type assertion here and
// nowhere else, and say "not offered" when a kind lacks it.

// Explainer is a kind whose explanations talk in its own words: facts
// grouped as people read them, its rules, its clues. A kind without it
// is explained one literal a fact, with the contract's FactOf.
type Explainer interface {
	// Explaining reads the facts of enc, an encoding of p made with
	// Options.Explain.
	Explaining(p Puzzle, enc *Encoding) FactReader
}

// Statement is a fact as an explanation states it: one or more literals
// of the encoding read as one sentence ("bridge (0,0)-(0,4) >= 1").
type Statement struct {
	JSON any          // the fact in the kind's JSON shape (--from reads it back)
	Text string       // the sentence
	Lits []encode.Lit // the literals it states
}

// FactReader reads one encoded puzzle's facts for people.
type FactReader interface {
	// Group turns a step's new literals into statements, in a stable order.
	Group(lits []encode.Lit) []Statement
	// Parse reads one fact of a player's state (--from).
	Parse(raw json.RawMessage) (Statement, error)
	// Say says a step's statements in English.
	Say(fs []Statement) string
	// Rules names the rules, which every step may use.
	Rules() []string
	// ClueWords names a clue in a step's text.
	ClueWords(c Clue) string
	// SolutionJSON is a solution as a diagnosis shows it.
	SolutionJSON(sol Solution) any
	// Exact is what model m says about the variables vars, as
	// statements (a diagnosis shows where two solutions differ).
	Exact(m encode.Model, vars []int) []Statement
}

// Suggester is a kind that can propose a clue for a puzzle with several
// solutions: Suggestions are puzzles with one more clue, true in sol; the
// explain layer keeps the first that makes the puzzle unique.
type Suggester interface {
	Suggestions(p Puzzle, sol Solution) []Suggestion
}

// Suggestion is a puzzle with one more clue.
type Suggestion struct {
	Puzzle Puzzle
	Text   string // the clue as the puzzle's format writes it
	JSON   any
}

// Boarder is a kind drawn on the board model (package board): the
// SVG writer, the page and the explanation stepper draw it. A kind that
// draws "svg" draws its Board with board.WriteSVG.
type Boarder interface {
	Board(p Puzzle, v View) (*board.Board, error)
}

// View is what a board shows besides the puzzle: a solution, or the
// facts known in an explanation (literals of Enc) with a step's
// highlights. The kind marks its own items: what New's literals speak of
// takes board.ClassNew, what Used's speak of board.ClassUsed (New wins),
// the clues Clues lists board.ClassClue.
type View struct {
	Solution Solution            // a whole solution, or nil
	Enc      *Encoding           // the encoding Known, New and Used speak of
	Known    map[encode.Lit]bool // literals known true
	New      []encode.Lit        // a step's new facts' literals, in the step's order
	Used     []encode.Lit        // the literals of the facts the step uses
	Clues    []int               // the step's clues: indices into Enc.Clues
}

// Highlight is the class View gives the items that literal l (or its
// negation) speaks of: board.ClassNew, board.ClassUsed or "".
func (v View) Highlight(l encode.Lit) string {
	for _, x := range v.New {
		if x == l || x == -l {
			return board.ClassNew
		}
	}
	for _, x := range v.Used {
		if x == l || x == -l {
			return board.ClassUsed
		}
	}
	return ""
}

// Explaining reports whether v shows an explanation's state (Enc and
// Known set) rather than a solution.
func (v View) Explaining() bool { return v.Enc != nil && v.Known != nil }

// Player is a kind the page lets people play: CheckState finds, in a
// player's partial state, what a player can see is wrong. It reads the
// parts of the state its board uses (a kind of lines reads Edges, of
// rooms Rooms, of a grid of marks Cells); a part it does not use, or a
// part that does not fit the puzzle (a cell outside the board, a value
// its cells do not take), is an error (the caller's 400), not a problem.
type Player interface {
	CheckState(p Puzzle, st board.State) (*Verdict, error)
}

// Verdict is the answer to a player's state: "solved" (the state is a
// solution the kind's Check accepts), "broken" (Problems says what
// cannot be mended by adding more) or "playing".
type Verdict struct {
	Status   string    `json:"status"`
	Problems []Problem `json:"problems"`
}

// Problem is a broken rule, the cells it concerns ([row, col] of the
// kind's board, 0-based) and the clue broken (1-based index into the
// puzzle's clues as the kind lists them; 0: none).
type Problem struct {
	Text  string   `json:"text"`
	Cells [][2]int `json:"cells,omitempty"`
	Clue  int      `json:"clue,omitempty"`
}

// MaxProblems bounds the problems a Verdict lists (and the work a state
// of many parts makes).
const MaxProblems = 50

// Judge is the verdict once a player's problems are known: "broken" when
// there are some, "solved" when complete returns a solution k's Check
// accepts (complete returns nil while the state is not complete),
// "playing" otherwise. Problems is never nil (an empty list in JSON).
func Judge(k Kind, p Puzzle, probs []Problem, complete func() Solution) *Verdict {
	if len(probs) > MaxProblems {
		probs = probs[:MaxProblems]
	}
	if len(probs) > 0 {
		return &Verdict{Status: "broken", Problems: probs}
	}
	if complete == nil {
		return &Verdict{Status: "playing", Problems: []Problem{}}
	}
	if sol := complete(); sol != nil && k.Check(p, sol) == nil {
		return &Verdict{Status: "solved", Problems: []Problem{}}
	}
	return &Verdict{Status: "playing", Problems: []Problem{}}
}

// ClueLister is a kind whose clues are sentences listed beside its board
// (zebra's): ClueTexts are p's clues as given, in order (the page numbers
// them from 1, as Problem.Clue does).
type ClueLister interface {
	ClueTexts(p Puzzle) []string
}

// Generator is a kind that makes puzzles whose one solution SAT proves,
// graded easy, medium or hard.
type Generator interface {
	// GenerateOptions are the generator's settings (flags of
	// `generate KIND`, fields of /api/generate), with their defaults.
	GenerateOptions() []GenOption
	// Generate makes one puzzle from settings (missing ones take their
	// defaults) and seed; the same settings and seed give the same
	// puzzle everywhere. A setting it does not take, or a value out of
	// its bounds, is a *UsageError. It stops early, with ctx's error,
	// when ctx ends.
	Generate(ctx context.Context, settings map[string]string, seed uint64) (*Generated, error)
}

// GenOption is one generator setting.
type GenOption struct {
	Name    string   `json:"name"`  // "size", "difficulty", "max-bridges"
	Usage   string   `json:"usage"` // one line for --help
	Default string   `json:"default"`
	Values  []string `json:"values,omitempty"` // the allowed values, when a list
	// Type is GenNumber (a whole number), GenSize (a grid's size: "WxH",
	// or "N" for NxN) or "" (a word: one of Values when they are listed).
	Type string `json:"type,omitempty"`
	// Min and Max bound a number, or each side of a size, when Max > 0:
	// Generate rejects values outside.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Quick, when > 0, is the largest number (or side) that generates in
	// seconds: a server that answers people waiting takes no more (the
	// generator may take far more from the command line).
	Quick int `json:"quick,omitempty"`
}

// The types of GenOption.
const (
	GenNumber = "number"
	GenSize   = "size"
)

// Generated is one generated puzzle.
type Generated struct {
	Puzzle Puzzle
	Seed   uint64
	Grade  string // "easy", "medium", "hard"
	Stats  []Stat
	// Format is the format the puzzle is best shown in (Tatham IDs for
	// the grids, the puzzle language for zebra); "": the kind's first
	// format that writes and reads back.
	Format string
}

// Detector is a kind that recognises its own files (for batches, bench
// and the page's paste box): Looks reports whether data looks like a
// puzzle of this kind, and in which format.
type Detector interface {
	Looks(data []byte) (format string, ok bool)
}
