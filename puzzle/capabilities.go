package puzzle

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The optional capabilities. A kind offers one by implementing its
// interface in its own package; the generic layers (explain, generate,
// serve, bench, the commands) find it with a type assertion here and
// nowhere else, and say "not offered" when a kind lacks it.

// Explainer is a kind whose explanations talk in its own words: facts
// grouped as people read them, its rules, its clues. A kind without it
// is explained one literal a fact, with the contract's FactOf (the base
// reader, NewLiteralReader).
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

// FactReader reads one encoded puzzle's facts for people. LiteralReader
// is the base one, which a genre's reader may embed.
type FactReader interface {
	// Group turns a step's new literals into statements, in a stable order.
	Group(lits []encode.Lit) []Statement
	// Parse reads one fact of a player's state (--from); the error says
	// what is wrong with it.
	Parse(raw json.RawMessage) (Statement, error)
	// Say says a step's statements in English (the statements are those
	// of one step, as Group or Parse made them).
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

// StepSayer is a FactReader that says why a step's premises give its
// facts, in its genre's words: a Nonogram line solver's "overlap fixes
// (4,2)..(4,4) shaded", a cage's "the 7+ cage holds 1 2 4". clues are
// the step's clues (of the encoding's Clues), given the earlier facts it
// uses, facts its new facts, as Group and Parse made them. The words
// replace the facts' Say after the step's premises; "" keeps Say.
type StepSayer interface {
	SayStep(clues []Clue, given, facts []Statement) string
}

// Suggester is a kind that can propose a clue for a puzzle with several
// solutions: Suggestions are clues true in sol, simplest first; the
// explain layer keeps the first that is false in the other solutions it
// knows and makes the puzzle unique. A Suggester should be a Comparer
// too, so that a solution found twice counts once.
type Suggester interface {
	Suggestions(p Puzzle, sol Solution) []Suggestion
}

// Suggestion is one more clue for a puzzle. Its methods are cheap but
// Holds: a kind proposes many and the explain layer says one.
type Suggestion interface {
	// Holds reports whether the clue holds in sol, a solution of the
	// puzzle without it.
	Holds(sol Solution) bool
	// Puzzle is the puzzle with the clue added (a new value: the
	// puzzle Suggestions got is left as it was).
	Puzzle() Puzzle
	// Words are the clue as the puzzle's format writes it and in English.
	Words() (clue, text string)
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
	// Met are the cells of the clues the state completes (a number whose
	// count is reached: a Hashi island with all its bridges), which the
	// page draws grey; a kind that does not say leaves it empty. A met
	// clue's count is met exactly, never on a state that breaks it. A
	// count outside the grid drawn as a row or column label is [r,-1]
	// (row r's) or [-1,c] (column c's).
	Met [][2]int `json:"met,omitempty"`
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
	// GenerateHelp is the help of `generate KIND`: one line, and a
	// description of how the generator works and grades.
	GenerateHelp() (usage, description string)
	// GenerateOptions are the generator's settings (flags of
	// `generate KIND`, fields of /api/generate), with their defaults, in
	// the order help texts show them. A kind may list the batch's own
	// settings (BatchSettings) among them to place them, or to word or
	// default them its own way (format's default is the kind's).
	GenerateOptions() []GenOption
	// CheckSettings checks settings (a missing one takes its default)
	// before any puzzle is made: a bad value is a *UsageError naming
	// the setting as a flag ("--max-bridges must be 1..4, not 5"). A
	// batch's check also passes its SettingFormat and SettingCount, for
	// a generator that checks them its own way (the batch checks them
	// after).
	CheckSettings(settings map[string]string) error
	// Generate makes one puzzle from settings (missing ones take their
	// defaults) and seed; the same settings and seed give the same
	// puzzle everywhere. A value out of its bounds is a *UsageError. It
	// stops early, with ctx's error, when ctx ends. Settings may hold
	// SettingStats: the caller shows the figures (Generated.Report),
	// which may cost more; the puzzles stay the same.
	Generate(ctx context.Context, settings map[string]string, seed uint64) (*Generated, error)
}

// The settings every generator has, which the batch (package generate)
// handles itself: the first seed, how many puzzles, their format, a
// directory for a file each, figures, no progress line. Of these only
// SettingStats reaches Generate.
const (
	SettingSeed   = "seed"
	SettingCount  = "count"
	SettingFormat = "format"
	SettingOut    = "out"
	SettingStats  = "stats"
	SettingQuiet  = "quiet"
)

// BatchSettings are the batch's settings, in the order help texts show
// them when a kind does not place them.
var BatchSettings = []string{SettingSeed, SettingCount, SettingFormat, SettingOut, SettingStats, SettingQuiet}

// GenOption is one generator setting.
type GenOption struct {
	Name    string   `json:"name"`  // "size", "difficulty", "max-bridges"
	Usage   string   `json:"usage"` // one line for --help (a `WORD` in backquotes names the value)
	Default string   `json:"default"`
	Values  []string `json:"values,omitempty"` // the allowed values, when a list
	// Type is the value's type: "" (a word: one of Values when they are
	// listed), GenNumber ("int", a whole number), "uint", "bool",
	// GenSize ("size": a grid's size, "WxH" or "N" for NxN), or "file":
	// the setting is a file's text (the flag names the file).
	Type string `json:"type,omitempty"`
	// Min and Max bound a number, or each side of a size, when Max > 0:
	// Generate rejects values outside.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Quick, when > 0, is the largest number (or side) that generates in
	// seconds: a server that answers people waiting takes no more (the
	// generator may take far more from the command line).
	Quick int `json:"quick,omitempty"`
	// Short are one-letter names of the flag ("q" for --quiet).
	Short []string `json:"short,omitempty"`
	// Synonyms are values read as others: Shikaku's format "grid" is
	// its "text".
	Synonyms map[string]string `json:"synonyms,omitempty"`
}

// The types of GenOption.
const (
	GenNumber = "int"
	GenSize   = "size"
)

// Generated is one generated puzzle.
type Generated struct {
	Puzzle Puzzle
	// ID names the puzzle in files and figures: "hashi-15x15-7" (kind,
	// size, seed).
	ID string
	// Seed is the seed that made the puzzle: the one asked for, or a
	// later one when the generator tries several; a batch goes on from
	// Seed+1.
	Seed  uint64
	Grade string // "easy", "medium", "hard"; "" when not graded
	// Report is the grader's report (the generate package's Report),
	// for figures; Figures the generator's own figures, one line.
	Report  any
	Figures string
	Stats   []Stat // the generator's figures by name
	Elapsed time.Duration
	// Format is the format the puzzle is best shown in (Tatham IDs for
	// the grids, the puzzle language for zebra); "": the kind's first
	// format that writes and reads back.
	Format string
	// Detail is what the generator knows of the puzzle beyond Puzzle
	// (its solution, its phrasing), for its Recorder and Summarizer;
	// nil when it has nothing more.
	Detail any
}

// Recorder is a generator that writes the puzzles it makes itself, with
// what it knows beyond the puzzle (its solution, as comments or fields):
// its formats are the Values of its SettingFormat option rather than
// the kind's.
type Recorder interface {
	Generator
	// WriteRecord writes g, made by this generator, in format.
	WriteRecord(w io.Writer, g *Generated, format string) error
	// RecordLayout is how records in format are kept: the extension of
	// a file of one record (".jsonl"), and what goes between two
	// records written to one stream ("\n": a blank line; "" nothing).
	RecordLayout(format string) (ext, sep string)
}

// Summarizer is a generator with its own figures for a batch's
// SettingStats: a line per puzzle and a summary.
type Summarizer interface {
	Generator
	// StatsLine is g's line, without its newline.
	StatsLine(g *Generated) string
	// Summary is the last line, without its newline, for the puzzles
	// made with settings (as Generate got them) in the times given,
	// sorted (at least one). A batch that stops early on an error still
	// writes the summary of the puzzles it made.
	Summary(settings map[string]string, times []time.Duration) string
}

// Progresser is a generator that tells how far it is with a puzzle, in
// a line of text, through the function WithProgress puts in Generate's
// context: a batch shows that text rather than a count of the puzzles
// done.
type Progresser interface {
	Generator
	ReportsProgress() bool
}

type progressKey struct{}

// WithProgress is ctx carrying fn, which a Progresser's Generate calls
// as its work goes on (often: fn must be cheap).
func WithProgress(ctx context.Context, fn func(text string)) context.Context {
	return context.WithValue(ctx, progressKey{}, fn)
}

// ProgressOf is the function WithProgress put in ctx, or nil.
func ProgressOf(ctx context.Context) func(text string) {
	fn, _ := ctx.Value(progressKey{}).(func(string))
	return fn
}

// NoGradeError is a generator's error when none of the seeds it tried,
// up to the limit a setting sets, gave a puzzle of the grade asked for.
// Its text is Err's (the generator's own words); a batch words it for
// its flags (Advice).
type NoGradeError struct {
	Grade       string // "hard"
	Tries       int    // seeds tried
	First, Last uint64 // the seeds tried
	Setting     string // the setting that limits the tries: "max-tries"
	Advice      string // what else to try, after "or ": "try another size"
	Err         error
}

func (e *NoGradeError) Error() string {
	if e.Err != nil {
		return e.Err.Error()
	}
	return fmt.Sprintf("no %s puzzle among the %d seeds %d..%d", e.Grade, e.Tries, e.First, e.Last)
}

func (e *NoGradeError) Unwrap() error { return e.Err }

// Reasoner is implemented by kinds that can tell, by counting, why a
// puzzle has no solution, in words a player checks by hand ("the clues
// sum to 7, an odd number, but every bridge counts at both its ends").
// Explanations give the reason before the minimal set of conflicting
// clues. Reason is "" when no such cheap reason applies (the puzzle may
// still have no solution). It shares no code with the encoder.
type Reasoner interface {
	Reason(p Puzzle) string
}

// Detector is a kind that recognises its own files (for batches, bench
// and the page's paste box): Looks reports whether data (an input, or a
// file's first bytes) looks like a puzzle of this kind, and in which
// format ("" when only the kind's Read can tell). A kind says yes only
// to what it reads; DetectFile asks the kinds in the registry's order.
type Detector interface {
	Looks(data []byte) (format string, ok bool)
}

// Namer is a kind whose files a path names: sure when the name decides
// whatever the content (a CLLV .has file), maybe when it decides only
// what no kind's Looks takes (a text grid in a directory named after
// the kind). head is the file's first bytes.
type Namer interface {
	Named(path string, head []byte) (sure, maybe bool)
}

// StateReader is a Player whose states read as explanation facts: the
// facts a player's board.State states, in the kind's fact JSON (the
// shapes `explain --from` reads), so that a hint starts from where the
// player is. What a state leaves open (an edge without lines, an unmarked
// cell) states nothing.
type StateReader interface {
	StateFacts(p Puzzle, st board.State) ([]json.RawMessage, error)
}

// Aliaser is implemented by kinds known by other names too (Tatham's
// name for the genre, another publisher's): "lightup" for akari. An
// alias is accepted everywhere the kind's name is (commands, the API's
// kind=, the registry's Lookup).
type Aliaser interface {
	Aliases() []string
}

// Aliases are k's other names (nil when it has none).
func Aliases(k Kind) []string {
	if a, ok := k.(Aliaser); ok {
		return a.Aliases()
	}
	return nil
}

// Named reports whether name is k's name or one of its aliases,
// case-insensitively.
func Named(k Kind, name string) bool {
	if strings.EqualFold(k.Name(), name) {
		return true
	}
	for _, a := range Aliases(k) {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// Editor is a kind whose clues a setter places on its board (the page's
// editor): each cell of the kind's board (the Boarder's coordinates)
// holds no clue ("") or one of ClueValues. A board's labels are cells
// too: [r,-1] is row r's label (Board.RowLabels[r]), [-1,c] column c's
// (Board.ColLabels[c]), for a kind whose clues are there (Nonogram's line
// clues); a kind that edits no labels answers an error for them. Package puzzle/edit is the
// shared implementation for the genres whose janko form is their board's
// grid of clue tokens.
type Editor interface {
	// ClueValues are the clues a cell of p may hold, in the order a
	// click cycles them ("", no clue, comes before the first).
	ClueValues(p Puzzle) []board.CellValue
	// ClueAt is the clue in cell at ("" none); an error for a cell off
	// the board.
	ClueAt(p Puzzle, at [2]int) (string, error)
	// SetClue is p with cell at holding value ("" clears it): a new
	// puzzle, p is left as it was. A value not in ClueValues, or a cell
	// off the board, is an error.
	SetClue(p Puzzle, at [2]int, value string) (Puzzle, error)
}

// FaceEditor is an Editor that says where its clues stand on a "dots"
// board: CluesOnFaces true, in the faces between four dots (cell [r,c]
// of ClueAt and SetClue is the face right of and below dot [r,c]:
// Slitherlink's numbers); false, on the dots themselves, whatever the
// kind's play moves use (Gokigen's corners, while its diagonals go in the
// faces). An Editor that is not a FaceEditor places its clues where its
// play moves put cell values.
type FaceEditor interface {
	Editor
	CluesOnFaces() bool
}

// RegionEditor is a kind whose board is divided into regions that a
// setter draws (Star Battle's regions, Heyawake's rooms, KenKen's cages,
// Jigsaw Sudoku's boxes): the page's editor moves a cell into a
// neighbour's region, or makes it a region of its own (package
// puzzle/edit's Join does that on a region map).
type RegionEditor interface {
	// Regions is p's region map: regs[r][c] numbers the region of cell
	// [r,c] of the kind's board (the Boarder's coordinates), equal
	// numbers for the cells of one region.
	Regions(p Puzzle) ([][]int, error)
	// SetRegions is p with the region map regs (the board's shape, any
	// numbering; a number's cells may be apart, and then each connected
	// part is a region of its own unless the kind says otherwise): a
	// new puzzle, p is left as it was. Clues that stand in a cell (a
	// room's number, a cage's target) stay in their cells. An error when
	// the kind cannot hold the map (the message says why).
	SetRegions(p Puzzle, regs [][]int) (Puzzle, error)
}

// ClueTyper is an Editor whose clues are typed rather than picked from a
// short cycle (a KenKen cage's "12+", a Kakuro block's "16/7", a Nonogram
// line's "3 1 2"): SetClue takes any text the kind reads in that cell
// (ClueValues lists what a click cycles, possibly nothing), and
// TypedClue says what to type, for the page's prompt ("a target and its
// operation: 12+, 3-, 2/, 24x"); TypedClue(nil) is the kind's prompt
// for no puzzle in particular (the page's /api/meta).
type ClueTyper interface {
	Editor
	TypedClue(p Puzzle) string
}

// HalfEditor is a kind whose clues a setter places at half steps of its
// board: in cells, on the sides between two cells, at corners
// (Futoshiki's signs between neighbours and givens in cells, Galaxies'
// centres). A position is on the board's doubled grid, whose even
// points are the corners of the cells: on a "cells" board [2r+1,2c+1] is
// the centre of cell [r,c], [2r+1,2c+2] the middle of the side between
// [r,c] and [r,c+1], [2r+2,2c+1] the side between [r,c] and [r+1,c], and
// [2r,2c] the top-left corner of [r,c]. On a "dots" board the even points
// are the dots: [2r,2c] is dot [r,c] and [2r+1,2c+1] the face right of
// and below it. (A "cells" board's Dot and Sign items are doubled from
// the cell centres instead: position [y,x] here is At [y-1,x-1] there.)
// Positions on the board's outline hold no clue.
type HalfEditor interface {
	// HalfPlaces are the kinds of position that hold clues, of
	// "centre" ([odd,odd]), "side" ([odd,even] or [even,odd]) and
	// "corner" ([even,even]): the page's editor picks the nearest
	// position of these to a click (/api/meta's edit_half).
	HalfPlaces() []string
	// HalfClueValues are the clues position at of p may hold, in the
	// order a click cycles them ("", no clue, comes before the first);
	// none for a position that holds no clue.
	HalfClueValues(p Puzzle, at [2]int) []board.CellValue
	// HalfClueAt is the clue at position at ("" none); an error for a
	// position off the board.
	HalfClueAt(p Puzzle, at [2]int) (string, error)
	// SetHalfClue is p with position at holding value ("" clears it): a
	// new puzzle, p is left as it was. A value not in HalfClueValues, or
	// a position off the board, is an error.
	SetHalfClue(p Puzzle, at [2]int, value string) (Puzzle, error)
}

// The places of HalfEditor.HalfPlaces.
const (
	HalfCentre = "centre"
	HalfSide   = "side"
	HalfCorner = "corner"
)
