package puzzle

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Puzzle is a parsed puzzle of some kind (*hashi.Puzzle, *zebra.Puzzle,
// ...). Only its Kind looks inside; everything else passes it along.
type Puzzle = any

// Solution is a decoded solution of some kind (*hashi.Solution, ...).
type Solution = any

// Kind is one puzzle type: the whole contract a puzzle package implements.
type Kind interface {
	// Name is the kind's name on the command line and in JSON ("hashi").
	Name() string
	// Title is a few words for help texts: "Hashi (Bridges) puzzles".
	Title() string
	// Formats are the kind's puzzle formats. Reading without a forced
	// format takes the first readable format whose Detect accepts the
	// input (see Read).
	Formats() []Format
	// Options are the encoding options (flags of solve, encode, decode,
	// bench), with their values and defaults.
	Options() []Option
	// Encode encodes p. Options not set take their defaults.
	Encode(p Puzzle, opt Options) (*Encoding, error)
	// Check checks sol against p's rules with code that shares no logic
	// with the encoder. nil means sol is a solution.
	Check(p Puzzle, sol Solution) error
	// Render writes a result in an output format: "text", "json" (one
	// line), "svg" (a Drawer) or one of an Outputter's formats.
	Render(w io.Writer, r *Result, format string) error
}

// Drawer is implemented by kinds whose Render draws "svg" (the grid
// puzzles); the others take "text" and "json" only.
type Drawer interface {
	DrawsSVG() bool
}

// DrawsSVG reports whether k renders "svg".
func DrawsSVG(k Kind) bool {
	d, ok := k.(Drawer)
	return ok && d.DrawsSVG()
}

// Outputter is implemented by kinds whose Render takes output formats
// beyond text, json and (for a Drawer) svg: a format people share
// solutions in ("janko", the solution form of janko.at's collections).
type Outputter interface {
	// MoreOutputFormats are the formats Render takes besides
	// BaseOutputFormats, in the order help texts list them.
	MoreOutputFormats() []string
}

// BaseOutputFormats are the formats every kind's Render takes: "text",
// "json", and "svg" for a Drawer. They are the formats of a result's
// views that do not depend on the kind (an explanation's, say).
func BaseOutputFormats(k Kind) []string {
	if DrawsSVG(k) {
		return []string{"text", "json", "svg"}
	}
	return []string{"text", "json"}
}

// OutputFormats are the formats k's Render takes: BaseOutputFormats,
// then the Outputter's own.
func OutputFormats(k Kind) []string {
	fs := BaseOutputFormats(k)
	if o, ok := k.(Outputter); ok {
		fs = append(fs, o.MoreOutputFormats()...)
	}
	return fs
}

// Comparer is implemented by kinds whose solutions can be compared, so
// that a solution found can be matched with a reference that came with
// the puzzle (Item.Reference).
type Comparer interface {
	Equal(a, b Solution) bool
}

// Asker is implemented by kinds that answer questions about a solution
// (zebra's --ask "where is the zebra?"). CheckAsk reports, before any
// solving, a question the puzzle cannot answer.
type Asker interface {
	CheckAsk(p Puzzle, question string) error
}

// Source is one input: a file's name (for messages) and its content.
type Source struct {
	Name string // "puzzles.txt", "<stdin>"
	Data []byte
	// Count, when set, counts the solutions of a candidate puzzle up to
	// limit with the caller's solver. Readers of formats whose text can be
	// ambiguous (ZebraLogic's English) use it to settle a reading.
	Count func(p Puzzle, limit int) int
	// Context, when set, bounds the reading: a reader whose work can
	// outgrow its input's size (ZebraLogic's ambiguity judge) stops when
	// it ends, and Read then fails with its error (issue 32 item 11: a
	// request's time limit and its client's disconnect).
	Context context.Context
}

// Ctx is src.Context, or context.Background() when it is not set.
func (src Source) Ctx() context.Context {
	if src.Context == nil {
		return context.Background()
	}
	return src.Context
}

// Stopped reports whether src.Context has ended.
func (src Source) Stopped() bool {
	return src.Context != nil && src.Context.Err() != nil
}

// Item is one puzzle read from a Source.
type Item struct {
	Puzzle Puzzle
	Info   Info
	// Reference is a solution that came with the puzzle (ZebraLogic
	// files carry one), or nil.
	Reference Solution
	// Err is set when this puzzle could not be read while the others of
	// the source could (a file of many keeps going). Puzzle is nil then.
	Err error
	// ID is what the item's records say it is (see RecordID, AssignIDs):
	// its dataset id or name, else FILE:LINE; set by Read.
	ID string
}

// Info describes a puzzle in messages and reports.
type Info struct {
	Name    string // where it came from: "file.txt:3", an id
	Class   string // the size class: "7x7" (a grid), "6x6" (houses x categories)
	Summary string // one line: "7x7, 12 islands, M=2"
}

// Format is one way of writing puzzles of a kind.
type Format struct {
	Name  string // "tatham", "grid", "json"
	Usage string // a few words for help texts
	// Detect reports whether data looks like this format (nil: the
	// format is never detected, only chosen by name).
	Detect func(data []byte) bool
	// Read parses every puzzle of src (nil: the format is write-only).
	// Errors are *srcpos.Error values carrying src's name and data.
	Read func(src Source) ([]Item, error)
	// Write writes p in this format (nil: read-only). A puzzle the
	// format cannot express is an error saying why.
	Write func(w io.Writer, p Puzzle) error
	// Whole is set when reading one puzzle needs the rest of the file
	// (ZebraLogic's English is settled with the other puzzles of the
	// file): tools that handle puzzles one by one read such a file once
	// and pass its puzzles on in the kind's "json" format.
	Whole bool
}

// FormatSynonyms are format names read as others by every kind, on every
// command line and in the API: the plain text grid is "text" for every
// genre, and "grid" (Hashi's old name for it) says the same.
var FormatSynonyms = map[string]string{"grid": "text"}

// CanonicalFormat is the format name that name stands for: FormatSynonyms
// applied, lower-cased.
func CanonicalFormat(name string) string {
	name = strings.ToLower(strings.TrimSpace(name))
	if s, ok := FormatSynonyms[name]; ok {
		return s
	}
	return name
}

// SameFormat reports whether two format names name one format.
func SameFormat(a, b string) bool { return CanonicalFormat(a) == CanonicalFormat(b) }

// Detected is the format Read would use for data ("" or "auto": detect).
func Detected(k Kind, data []byte, format string) (Format, error) {
	return readFormat(k, bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), format)
}

// Option is an encoding option: a flag whose value is one of Values.
type Option struct {
	Name    string   // the flag's name: "card"
	Usage   string   // one line for --help
	Values  []string // the allowed values, in canonical spelling
	Default string
	// Complete, when set, is the value `encode` and `decode` default to:
	// one whose formula holds every rule in clauses (no Refine), so that
	// an external solver's model decodes without clauses appended by
	// hand (Hashi's connectivity "eager"; solve keeps Default, lazy).
	Complete string
}

// Options are what Encode gets.
type Options struct {
	// Settings holds option values by name; an option missing here takes
	// its default.
	Settings map[string]string
	// Explain asks for one selector literal per given clue
	// (Encoding.Clues): every clause that comes from a clue, and only
	// those, is guarded by it, so that assuming a selector false turns
	// the clue into an unknown one while the rules stay.
	Explain bool
	// Solutions is the number of solutions the solve loop looks for (1
	// to solve, 2 to prove uniqueness), 0 when not known (an exported
	// formula, counting, explaining). With 1 or 2 a kind may build a
	// reduced encoding with encode.Problem.Alternative.
	Solutions int
}

// Get is the value of option name, or def when not set.
func (o Options) Get(name, def string) string {
	if v, ok := o.Settings[name]; ok && v != "" {
		return v
	}
	return def
}

// Encoding is an encoded puzzle.
type Encoding struct {
	// Problem is the formula, its primary variables and Refine, as the
	// solve loop sees them.
	encode.Problem
	// LazyRule names the rule Refine checks, for messages ("the bridges
	// connect all islands").
	LazyRule string
	// Decode turns a model into a solution. A model that does not fit
	// the encoding (a value out of range, a room without a rectangle) is
	// an error.
	Decode func(m encode.Model) (Solution, error)
	// Facts are the variables explanations talk about; FactOf names one
	// of their literals as a person reads it.
	Facts  []encode.Lit
	FactOf func(l encode.Lit) Fact
	// Clues lists the given clues with their selectors when
	// Options.Explain asked for them (nil otherwise).
	Clues []Clue
	// Settings are the option values used, every option included.
	Settings map[string]string
	// Header is what a DIMACS export says about the encoding: lines for
	// "c " comments ("puzzlesat hashi name: 7x7, 12 islands").
	Header []string
	// Stats are figures of the encoding besides its size, for --stats and
	// JSON ("edges": 24, "forced": 3).
	Stats []Stat
	// Report, when set, computes costlier figures (a propagation report,
	// clauses per constraint kind) for --stats only.
	Report func() []Stat
	// Note says why the puzzle has no solution when the encoder found
	// out by itself (it then added the empty clause), or "".
	Note string
}

// Fact is a statement a literal makes about the solution.
type Fact struct {
	Lit  encode.Lit
	Text string // "the Norwegian lives in house 1"
	JSON any    // the explanation's JSON form of the fact
}

// Clue is a given clue and its selector literal.
type Clue struct {
	Selector encode.Lit
	Text     string // "island (2,3) needs 4 bridges"
	JSON     any
}

// Stat is one named figure.
type Stat struct {
	Name  string
	Value any
}

// Read parses every puzzle of src in the named format, or in the
// detected one when format is "" or "auto". A UTF-8 byte-order mark is
// dropped first.
func Read(k Kind, src Source, format string) ([]Item, error) {
	src.Data = bytes.TrimPrefix(src.Data, []byte("\xef\xbb\xbf"))
	if src.Stopped() {
		return nil, stopped(src)
	}
	f, err := readFormat(k, src.Data, format)
	if err != nil {
		return nil, err
	}
	items, err := f.Read(src)
	if src.Stopped() {
		// What a reader returned after its context ended may be cut
		// short (a judge that could not count): the reading stopped.
		return nil, stopped(src)
	}
	if err != nil {
		return nil, srcpos.Locate(err, src.Name, src.Data)
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("%s: no %s puzzle in the input", src.Name, k.Name())
	}
	for i := range items {
		if items[i].Err != nil {
			items[i].Err = srcpos.Locate(items[i].Err, src.Name, src.Data)
		}
	}
	AssignIDs(src, items, func(name string) bool { return oneLineFormat(k, name) })
	return items, nil
}

// oneLineFormat reports whether name reads as a puzzle of k in one of
// its one-line formats (a Tatham game ID, a puzz.link URL): the puzzle's
// own text, never its id.
func oneLineFormat(k Kind, name string) bool {
	for _, f := range k.Formats() {
		if (f.Name == "tatham" || f.Name == "puzzlink") && f.Detect != nil && f.Detect([]byte(name)) {
			return true
		}
	}
	return false
}

// stopped is the error of a reading whose context ended: it wraps the
// context's error (errors.Is(err, context.DeadlineExceeded)) and names
// the cause.
func stopped(src Source) error {
	return fmt.Errorf("%s: reading stopped: %w", src.Name, context.Cause(src.Context))
}

// ReadAll is Read for a caller that takes every puzzle or none: the first
// puzzle that could not be read (a bad line of a file of one puzzle per
// line, which Read returns as an Item with Err) is the error.
func ReadAll(k Kind, src Source, format string) ([]Item, error) {
	items, err := Read(k, src, format)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		if it.Err != nil {
			return nil, it.Err
		}
	}
	return items, nil
}

// DetectPrefix bounds what format detection looks at: the first
// DetectPrefix bytes of an input, cut after its last whole line when it
// has one (DetectHead). Real puzzle files declare their format in their
// first lines; a huge input is never split into lines by a dozen
// detectors (issue 32 item 4: 60 MB of ".\n" took gigabytes that way).
const DetectPrefix = 1 << 20

// DetectHead is the part of data that detection looks at.
func DetectHead(data []byte) []byte {
	if len(data) <= DetectPrefix {
		return data
	}
	head := data[:DetectPrefix]
	if i := bytes.LastIndexByte(head, '\n'); i >= 0 {
		head = head[:i+1]
	}
	return head
}

// readFormat picks the format to read data with.
func readFormat(k Kind, data []byte, name string) (Format, error) {
	data = DetectHead(data)
	var readable []string
	for _, f := range k.Formats() {
		if f.Read == nil {
			continue
		}
		readable = append(readable, f.Name)
		if SameFormat(f.Name, name) {
			return f, nil
		}
	}
	if name != "" && name != "auto" {
		return Format{}, &UsageError{fmt.Sprintf("unknown %s input format %q (want auto, %s)", k.Name(), name, enum.Or(readable))}
	}
	var last Format
	for _, f := range k.Formats() {
		if f.Read == nil {
			continue
		}
		last = f
		if f.Detect != nil && f.Detect(data) {
			return f, nil
		}
	}
	// Nothing recognised the input: the last readable format (the
	// kind's most lenient one) reads it and says what is wrong.
	return last, nil
}

// Write writes p in the named format.
func Write(k Kind, w io.Writer, p Puzzle, format string) error {
	var names []string
	for _, f := range k.Formats() {
		if f.Write == nil {
			continue
		}
		names = append(names, f.Name)
		if SameFormat(f.Name, format) {
			return f.Write(w, p)
		}
	}
	return &UsageError{fmt.Sprintf("unknown %s output format %q (want %s)", k.Name(), format, enum.Or(names))}
}

// CheckOptions reports an error for an option k does not have or a value
// it does not allow, and fills in the defaults.
func CheckOptions(k Kind, settings map[string]string) (map[string]string, error) {
	out := map[string]string{}
	known := map[string]Option{}
	for _, o := range k.Options() {
		known[o.Name] = o
		out[o.Name] = o.Default
	}
	for name, v := range settings {
		o, ok := known[name]
		if !ok {
			return nil, &UsageError{fmt.Sprintf("%s puzzles have no option %q", k.Name(), name)}
		}
		if v == "" {
			continue
		}
		canon := ""
		for _, x := range o.Values {
			if strings.EqualFold(x, v) {
				canon = x
			}
		}
		if canon == "" {
			return nil, &UsageError{fmt.Sprintf("--%s %s: want %s", name, v, enum.Or(o.Values))}
		}
		out[name] = canon
	}
	return out, nil
}

// UsageError is a mistake in how a command was called (an unknown format
// or option value), as opposed to bad input.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// WriteDIMACS writes e's formula as DIMACS: e.Header as comment lines,
// then the clauses with a comment naming every variable. Native
// cardinality constraints are lowered to clauses (encode.Totalizer), so
// that any solver reads the file.
func WriteDIMACS(w io.Writer, e *Encoding) error {
	for _, h := range e.Header {
		if _, err := fmt.Fprintf(w, "c %s\n", h); err != nil {
			return err
		}
	}
	return e.Formula.Lowered(encode.Totalizer).WriteDIMACS(w, true)
}
