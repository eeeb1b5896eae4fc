package hashi

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

// The writers of Kind's formats. Each writes one puzzle so that the
// format's reader reads it back as the same puzzle (size, M, tree flag,
// islands and clues), and refuses, saying why, a puzzle the format cannot
// express.

// TathamID is p as a Tatham Bridges game ID, "WxHmM[L]:desc": the cells
// row by row, a clue 1-9 or A-G (10-16), a run of 1..26 water cells a
// letter a-z. It refuses islands of unknown number and clues above 16.
func TathamID(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dm%d", p.Width, p.Height, p.MaxBridges)
	if p.Tree {
		b.WriteByte('L')
	}
	b.WriteByte(':')
	run := 0
	flush := func() {
		for run > 0 {
			n := min(run, 26)
			b.WriteByte(byte('a' + n - 1))
			run -= n
		}
	}
	at := p.islandAt()
	for cell := 0; cell < p.Width*p.Height; cell++ {
		i, ok := at[cell]
		if !ok {
			run++
			continue
		}
		is := p.Islands[i]
		switch {
		case !is.Known():
			return "", p.cannot("a Tatham game ID", fmt.Sprintf("the island of unknown number at row %d, column %d", is.Row, is.Col))
		case is.Clue < 1 || is.Clue > 16:
			return "", p.cannot("a Tatham game ID", fmt.Sprintf("the clue %d at row %d, column %d (1-16 only)", is.Clue, is.Row, is.Col))
		}
		flush()
		b.WriteRune(clueChar(is.Clue))
	}
	flush()
	return b.String(), nil
}

// islandAt maps cells (row*Width+col) to island indexes.
func (p *Puzzle) islandAt() map[int]int {
	at := make(map[int]int, len(p.Islands))
	for i, is := range p.Islands {
		at[is.Row*p.Width+is.Col] = i
	}
	return at
}

func writeTatham(w io.Writer, p *Puzzle) error {
	id, err := TathamID(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, id+"\n")
	return err
}

// writeCLLV writes "rows cols islands" and the matrix, 0 for water. CLLV
// files have M = 2, no tree and no unknown clues.
func writeCLLV(w io.Writer, p *Puzzle) error {
	if err := p.plainRules("a CLLV file"); err != nil {
		return err
	}
	for _, is := range p.Islands {
		if !is.Known() {
			return p.cannot("a CLLV file", fmt.Sprintf("the island of unknown number at row %d, column %d", is.Row, is.Col))
		}
	}
	return p.writeRows(w, fmt.Sprintf("%d %d %d\n", p.Height, p.Width, len(p.Islands)), " ", func(is *Island) string {
		if is == nil {
			return "0"
		}
		return strconv.Itoa(is.Clue)
	})
}

// writeGrid writes the text grid: one row per line, 1-9 and A-G islands,
// ? an island of unknown number, . water. A grid has M = 2 and no tree.
func writeGrid(w io.Writer, p *Puzzle) error {
	if err := p.plainRules("a text grid"); err != nil {
		return err
	}
	for _, is := range p.Islands {
		if is.Known() && (is.Clue < 1 || is.Clue > 16) {
			return p.cannot("a text grid", fmt.Sprintf("the clue %d at row %d, column %d (1-16 only)", is.Clue, is.Row, is.Col))
		}
	}
	return p.writeRows(w, "", "", func(is *Island) string {
		if is == nil {
			return "."
		}
		return string(clueChar(is.Clue))
	})
}

// writeRows writes head, then the grid row by row, cells separated by
// sep, each cell's text from cell (nil for water).
func (p *Puzzle) writeRows(w io.Writer, head, sep string, cell func(*Island) string) error {
	at := p.islandAt()
	var b strings.Builder
	b.WriteString(head)
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			if c > 0 {
				b.WriteString(sep)
			}
			var is *Island
			if i, ok := at[r*p.Width+c]; ok {
				is = &p.Islands[i]
			}
			b.WriteString(cell(is))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// JSONPuzzle is the JSON input form the writer writes, one line per
// puzzle: {"puzzle":"hashi","width":W,"height":H,"max_bridges":M,
// "tree":false,"islands":[{"row":r,"col":c,"clue":k|null},...]}.
type JSONPuzzle struct {
	Puzzle     string   `json:"puzzle"`
	Width      int      `json:"width"`
	Height     int      `json:"height"`
	MaxBridges int      `json:"max_bridges"`
	Tree       bool     `json:"tree"`
	Islands    []Island `json:"islands"`
}

func writeJSON(w io.Writer, p *Puzzle) error {
	jp := JSONPuzzle{Puzzle: "hashi", Width: p.Width, Height: p.Height, MaxBridges: p.MaxBridges, Tree: p.Tree, Islands: p.Islands}
	if jp.Islands == nil {
		jp.Islands = []Island{}
	}
	b, err := json.Marshal(jp)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	g, err := puzzLinkGrid(p)
	if err != nil {
		return err
	}
	u, err := g.URL()
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, u+"\n")
	return err
}

func writeJanko(w io.Writer, p *Puzzle) error {
	g, err := jankoGrid(p)
	if err != nil {
		return err
	}
	return janko.Write(w, g)
}
