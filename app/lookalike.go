package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Lookalike adds to err, the error of reading src as kind k with the
// format detected (format "" or "auto"), the kind the input looks like
// instead. Another registered kind is a candidate when one of its
// formats detects the input: a candidate that reads all of it wins at
// once ("it looks like a hashi puzzle: puzzlesat solve hashi reads it");
// otherwise the candidate whose reader got further into the input than
// k's did is named with its own positioned error ("it looks like a hashi
// puzzle (tatham), which says 1:33: the description covers 47 of ..."),
// since a broken puzzle of another genre is best fixed with that genre's
// message. The note goes into the positioned error (srcpos.Error.Note),
// so that the message keeps its place and caret. A forced format, or an
// input no other kind detects, leaves err as it is; only a failed read
// pays for the look.
func Lookalike(k puzzle.Kind, src puzzle.Source, format string, err error) error {
	if err == nil || (format != "" && format != "auto") {
		return err
	}
	best, bestPos, note := "", position(err), ""
	// Other kinds read the head only (as detection does): a huge input
	// is not read again by every kind that detects it (issue 32 item 4).
	data := puzzle.DetectHead(src.Data)
	for _, o := range kinds.All() {
		if o.Name() == k.Name() {
			continue
		}
		f, ok := detects(o, data)
		if !ok {
			continue
		}
		items, rerr := puzzle.ReadAll(o, puzzle.Source{Name: src.Name, Data: data}, f)
		if rerr == nil && len(items) > 0 {
			best, note = o.Name(), fmt.Sprintf("it looks like %s %s puzzle: puzzlesat solve %s reads it", article(o.Name()), o.Name(), o.Name())
			break
		}
		if rerr != nil && position(rerr) > bestPos {
			best, bestPos = o.Name(), position(rerr)
			var pe *srcpos.Error
			msg := rerr.Error()
			if errors.As(rerr, &pe) {
				c := *pe
				c.File = ""
				msg = c.Error()
			}
			note = fmt.Sprintf("it looks like %s %s puzzle (%s), which says %s", article(o.Name()), o.Name(), f, msg)
		}
	}
	if best == "" {
		return err
	}
	var pe *srcpos.Error
	if errors.As(err, &pe) && pe.Note == "" {
		pe.Note = note
		return err
	}
	return fmt.Errorf("%w; %s", err, note)
}

// position is how far into the input a reader got: its error's line and
// column as one number (0 when the error has no position).
func position(err error) int {
	var pe *srcpos.Error
	if !errors.As(err, &pe) {
		return 0
	}
	return pe.Line<<20 + pe.Col
}

// detects is the first format of k that reads puzzle by puzzle and
// detects data (a format without Detect, chosen only by name or as the
// fallback, does not count).
func detects(k puzzle.Kind, data []byte) (string, bool) {
	data = puzzle.DetectHead(data)
	for _, f := range k.Formats() {
		if f.Read != nil && f.Detect != nil && !f.Whole && f.Detect(data) {
			return f.Name, true
		}
	}
	return "", false
}

// LookalikeItems is Lookalike for a source read without an error whose
// every puzzle failed (a one-puzzle-a-line format keeps each bad line as
// an item): the first item's error gets the note.
func LookalikeItems(k puzzle.Kind, src puzzle.Source, format string, items []puzzle.Item) {
	for _, it := range items {
		if it.Err == nil {
			return
		}
	}
	if len(items) > 0 {
		items[0].Err = Lookalike(k, src, format, items[0].Err)
	}
}

// article is "an" before a vowel, else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}
