// Package convert rewrites puzzles of any kind from one format into
// another, through the puzzle contract (package puzzle): every puzzle of
// the input is read (puzzle.Read) and written (puzzle.Write) in the
// target format.
//
// A conversion is all or nothing: when a puzzle cannot be read, or the
// target format cannot express it (an island of unknown number in a
// Tatham game ID, M other than 2 or the tree rule in a CLLV file or a
// puzz.link URL, a clue above 16 in a Hashi text grid, a value name
// ZebraLogic's English cannot tell apart), Convert returns an error that
// names the puzzle and says why, and no output. A file of several
// puzzles goes only to a format whose files hold several (Convert reads
// its output back and counts): Hashi's text grids and CLLV files, and
// zebra's puzzle language, hold one, so --index picks one. Puzzles
// written on several lines are separated by a blank line.
//
// Round trips are lossless where both formats can express the puzzle:
// the puzzle packages' fuzz targets (FuzzRoundTrip) check that parse,
// write, parse gives the same puzzle for every pair of formats.
package convert

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Options say what to convert into what.
type Options struct {
	From  string // the input format; "" or "auto": detected
	To    string // the output format
	Index int    // only the Index-th puzzle (1-based) of the input; 0: all
}

// Formats are the names of k's formats that can be written.
func Formats(k puzzle.Kind) []string {
	var out []string
	for _, f := range k.Formats() {
		if f.Write != nil {
			out = append(out, f.Name)
		}
	}
	return out
}

// Convert reads every puzzle of src (or the Index-th) and returns them
// written in opt.To. A usage mistake (an unknown format, an index out of
// range, several puzzles for a one-puzzle format) is a
// *puzzle.UsageError; unreadable input is a positioned error.
func Convert(k puzzle.Kind, src puzzle.Source, opt Options) ([]byte, error) {
	to, err := target(k, opt.To)
	if err != nil {
		return nil, err
	}
	if opt.Index < 0 {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--index %d: an index is 1 or more (0: all)", opt.Index)}
	}
	items, err := puzzle.Read(k, src, opt.From)
	if err != nil {
		return nil, err
	}
	if opt.Index != 0 {
		if opt.Index < 0 || opt.Index > len(items) {
			return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--index %d: %s holds %d puzzle(s)", opt.Index, src.Name, len(items))}
		}
		items = items[opt.Index-1 : opt.Index]
	}
	written := make([][]byte, len(items))
	for i, it := range items {
		if it.Err != nil {
			return nil, it.Err
		}
		var b bytes.Buffer
		if err := puzzle.Write(k, &b, it.Puzzle, to); err != nil {
			return nil, fmt.Errorf("%s: cannot be written as %s: %w", it.Info.Name, to, err)
		}
		written[i] = b.Bytes()
	}
	// A puzzle written on several lines (a grid, a janko block) is
	// followed by a blank line when another comes, so that formats whose
	// files hold several such puzzles (text grids) read them back apart;
	// when one-line grids then run together, every puzzle gets one.
	out := join(written, false)
	if len(items) > 1 {
		if err := readsBack(k, out, to, len(items)); err != nil {
			out = join(written, true)
			if readsBack(k, out, to, len(items)) != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// join concatenates written puzzles, with a blank line after each
// multi-line one (after every one with always) but the last.
func join(written [][]byte, always bool) []byte {
	var out bytes.Buffer
	for i, b := range written {
		out.Write(b)
		if i+1 < len(written) && (always || bytes.Count(b, []byte("\n")) > 1) {
			out.WriteByte('\n')
		}
	}
	return out.Bytes()
}

// target is the canonical name of the output format.
func target(k puzzle.Kind, name string) (string, error) {
	names := Formats(k)
	for _, n := range names {
		if puzzle.SameFormat(n, name) {
			return n, nil
		}
	}
	if name == "" {
		return "", &puzzle.UsageError{Msg: fmt.Sprintf("give the output format with --to: %s", enum.Or(names))}
	}
	return "", &puzzle.UsageError{Msg: fmt.Sprintf("--to %s: %s puzzles are written as %s", name, k.Name(), enum.Or(names))}
}

// readsBack checks that the output of several puzzles reads back as as
// many: some formats hold one puzzle per file.
func readsBack(k puzzle.Kind, data []byte, to string, n int) error {
	items, err := puzzle.Read(k, puzzle.Source{Name: "output", Data: data}, to)
	if err != nil {
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			return err
		}
		items = nil
	}
	if len(items) != n {
		return &puzzle.UsageError{Msg: fmt.Sprintf("a %s %s file holds one puzzle and the input has %d: choose one with --index (or convert to a format that holds several)", k.Name(), to, n)}
	}
	return nil
}
