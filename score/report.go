package score

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
)

// Formats are the report formats Write takes.
var Formats = []string{"text", "json", "csv"}

// Write writes the report in format "text", "json" or "csv".
func (rep *Report) Write(w io.Writer, format string) error {
	switch format {
	case "text":
		return rep.WriteText(w)
	case "json":
		return rep.WriteJSON(w)
	case "csv":
		return rep.WriteCSV(w)
	}
	return fmt.Errorf("score: unknown report format %q (want %s)", format, strings.Join(Formats, ", "))
}

// WriteText writes the report for people: the totals, then one table per
// size and per difficulty bucket, then the lists (valid answers that are not
// the reference, unchecked puzzles, unreadable answers, unknown ids).
func (rep *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	t := rep.Total
	fmt.Fprintf(&b, "puzzles: %d, answered: %d, no answer: %d (%.2f%%)\n", t.Puzzles, t.Answered, t.Missing, t.NoAnswer)
	fmt.Fprintf(&b, "puzzle accuracy: %6.2f%% (%d/%d)\n", t.PuzzleAccuracy, t.Solved, t.Puzzles)
	fmt.Fprintf(&b, "cell accuracy:   %6.2f%% (%d/%d)\n", t.CellAccuracy, t.CorrectCells, t.Cells)
	fmt.Fprintf(&b, "valid but not the reference: %d\n", t.ValidOther)
	b.WriteString("\n")
	for i, part := range []struct {
		title string
		rows  []Total
	}{{"size", rep.BySize}, {"bucket", rep.ByBucket}} {
		if i > 0 {
			b.WriteString("\n")
		}
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "%s\tpuzzles\tsolved\tpuzzle_acc\tcells\tcorrect\tcell_acc\tno_answer\tvalid_other\n", part.title)
		for _, t := range part.rows {
			name := t.Group
			if t.SearchSpace != "" {
				name += " (" + t.SearchSpace + ")"
			}
			textRow(tw, name, t)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	list := func(title string, items []string) {
		if len(items) > 0 {
			fmt.Fprintf(&b, "\n%s (%d):\n", title, len(items))
			for _, s := range items {
				fmt.Fprintf(&b, "  %s\n", s)
			}
		}
	}
	list("valid solutions that are not the reference", rep.ValidOther)
	list("wrong answers whose validity could not be checked", rep.Unchecked)
	var unread, unknown []string
	for _, e := range rep.Unread {
		unread = append(unread, e.Msg)
	}
	for _, u := range rep.Unknown {
		unknown = append(unknown, fmt.Sprintf("%s (line %d)", u.ID, u.Line))
	}
	list("unreadable answers, counted as no answer", unread)
	list("answers for ids not among the puzzles, ignored", unknown)
	_, err := io.WriteString(w, b.String())
	return err
}

func textRow(w io.Writer, name string, t Total) {
	fmt.Fprintf(w, "%s\t%d\t%d\t%.2f%%\t%d\t%d\t%.2f%%\t%d\t%d\n", name, t.Puzzles, t.Solved,
		t.PuzzleAccuracy, t.Cells, t.CorrectCells, t.CellAccuracy, t.Missing, t.ValidOther)
}

// WriteJSON writes the report as one indented JSON object: the totals,
// by_size, by_bucket, the lists and per_puzzle.
func (rep *Report) WriteJSON(w io.Writer) error {
	out := *rep // empty lists as [], not null
	if out.ValidOther == nil {
		out.ValidOther = []string{}
	}
	if out.Unchecked == nil {
		out.Unchecked = []string{}
	}
	if out.Unread == nil {
		out.Unread = []AnswerError{}
	}
	if out.Unknown == nil {
		out.Unknown = []UnknownAnswer{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// CSVHeader is the header of WriteCSV.
var CSVHeader = []string{"group", "name", "search_space", "puzzles", "answered", "no_answer", "solved",
	"puzzle_accuracy", "cells", "correct_cells", "cell_accuracy", "valid_not_reference"}

// WriteCSV writes one row for all puzzles, one per size and one per bucket
// (group "all", "size" or "bucket"); accuracies are percentages.
func (rep *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	row := func(group string, t Total) []string {
		f := func(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }
		i := strconv.Itoa
		return []string{group, t.Group, t.SearchSpace, i(t.Puzzles), i(t.Answered), i(t.Missing), i(t.Solved),
			f(t.PuzzleAccuracy), i(t.Cells), i(t.CorrectCells), f(t.CellAccuracy), i(t.ValidOther)}
	}
	rows := [][]string{row("all", rep.Total)}
	for _, s := range rep.BySize {
		rows = append(rows, row("size", s))
	}
	for _, s := range rep.ByBucket {
		rows = append(rows, row("bucket", s))
	}
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return cw.Error()
}
