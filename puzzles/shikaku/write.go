package shikaku

import (
	"encoding/json"
	"io"
	"strconv"
)

// TathamID is p as a Simon Tatham rect game ID, "WxH:desc": the cells row
// by row, a clue as its number, a run of 1..26 empty cells as a letter
// a..z, "_" between two adjacent clues. A game ID cannot say that a clue
// is unknown: the writer refuses such a puzzle (TathamID writes "?").
func TathamID(p *Puzzle) string {
	at := p.clueAt()
	b := []byte(strconv.Itoa(p.Width) + "x" + strconv.Itoa(p.Height) + ":")
	run, number := 0, false
	flush := func() {
		for run > 0 {
			n := min(run, 26)
			b = append(b, byte('a'+n-1))
			run -= n
		}
	}
	for _, k := range at {
		if k < 0 {
			run++
			continue
		}
		if run == 0 && number {
			b = append(b, '_')
		}
		flush()
		b = append(b, p.Clues[k].text()...)
		number = true
	}
	flush()
	return string(b)
}

// writeTatham writes p's game ID and a newline.
func writeTatham(w io.Writer, p *Puzzle) error {
	if err := p.allKnown("a Tatham game ID"); err != nil {
		return err
	}
	_, err := io.WriteString(w, TathamID(p)+"\n")
	return err
}

// writeText writes p as a text grid with a "rows cols" header.
func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, p.String())
	return err
}

// writeJSON writes p as one line of JSON input.
func writeJSON(w io.Writer, p *Puzzle) error {
	jp := JSONPuzzle{Puzzle: "shikaku", Name: p.Name, Width: p.Width, Height: p.Height, Clues: make([]JSONClue, len(p.Clues))}
	for i, c := range p.Clues {
		jp.Clues[i] = JSONClue{Row: c.Row, Col: c.Col, Clue: c.N}
	}
	b, err := json.Marshal(jp)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
