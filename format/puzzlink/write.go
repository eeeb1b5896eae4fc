package puzzlink

import (
	"fmt"
	"strconv"
	"strings"
)

// DefaultPage is the page URL writes: puzz.link's player.
const DefaultPage = "https://puzz.link/p?"

// Validate checks that g can be written: a known kind, a size of 1 to
// MaxCells cells, one value per cell (Empty, Unknown or a clue from 0 to
// MaxClue), and a variant and flag that read back as themselves.
func (g *Grid) Validate() error {
	if !isKindName(g.Kind) || baseKind(g.Kind) != g.Kind {
		return fmt.Errorf("puzzlink: kind %q cannot be written (want pzprjs' name of a genre: a letter, then letters, digits or '_')", g.Kind)
	}
	if g.Cols < 1 || g.Rows < 1 || g.Cols > MaxCells/g.Rows {
		return fmt.Errorf("puzzlink: bad grid size %dx%d (want 1 to %d cells)", g.Cols, g.Rows, MaxCells)
	}
	if len(g.Cells) != g.Cols*g.Rows {
		return fmt.Errorf("puzzlink: %d cell values for a %dx%d grid", len(g.Cells), g.Cols, g.Rows)
	}
	for i, v := range g.Cells {
		if v != Empty && v != Unknown && (v < 0 || v > MaxClue) {
			return fmt.Errorf("puzzlink: cell (%d,%d) holds %d (want a clue from 0 to %d, Empty or Unknown)", i/g.Cols, i%g.Cols, v, MaxClue)
		}
	}
	if strings.ContainsAny(g.Variant, "/ \t\r\n") {
		return fmt.Errorf("puzzlink: variant %q may not contain '/' or blanks", g.Variant)
	}
	if g.Variant != "" && !g.HasVariant {
		return fmt.Errorf("puzzlink: variant %q without HasVariant", g.Variant)
	}
	if g.Flag != "" && (allDigits(g.Flag) || !g.HasVariant && strings.HasPrefix(g.Flag, "v:") || strings.ContainsAny(g.Flag, "/ \t\r\n")) {
		return fmt.Errorf("puzzlink: flag %q would not read back (it must not be a number, contain '/' or blanks, or start with v: without a variant)", g.Flag)
	}
	return nil
}

// Body is the body of the URL: pzprjs' shortest cell list (see the
// package doc).
func (g *Grid) Body() (string, error) {
	if err := g.Validate(); err != nil {
		return "", err
	}
	var b strings.Builder
	run := 0
	for _, v := range g.Cells {
		if v == Empty {
			if run++; run == 20 {
				b.WriteByte('z')
				run = 0
			}
			continue
		}
		if run > 0 {
			b.WriteByte(byte('f' + run))
			run = 0
		}
		writeNumber(&b, v)
	}
	if run > 0 {
		b.WriteByte(byte('f' + run))
	}
	return b.String(), nil
}

// writeNumber writes one clue as pzprjs' writeNumber16 does.
func writeNumber(b *strings.Builder, v int) {
	hex := func(prefix string, x, width int) {
		s := strconv.FormatInt(int64(x), 16)
		b.WriteString(prefix)
		b.WriteString(strings.Repeat("0", max(0, width-len(s))))
		b.WriteString(s)
	}
	switch {
	case v == Unknown:
		b.WriteByte('.')
	case v < 16:
		hex("", v, 1)
	case v < 256:
		hex("-", v, 2)
	case v < 4096:
		hex("+", v, 3)
	case v < 8192:
		hex("=", v-4096, 3)
	case v < 12240:
		hex("@", v-8192, 3)
	case v < 77776:
		hex("*", v-12240, 4)
	default:
		hex("$", v-77776, 5)
	}
}

// Query is the URL without its page: KIND/[v:VARIANT/][FLAG/]COLS/ROWS/BODY,
// with pzprjs' trailing '/' when the last character would otherwise not be a
// letter or a digit.
func (g *Grid) Query() (string, error) {
	body, err := g.Body()
	if err != nil {
		return "", err
	}
	parts := []string{g.Kind}
	if g.HasVariant {
		parts = append(parts, "v:"+g.Variant)
	}
	if g.Flag != "" {
		parts = append(parts, g.Flag)
	}
	parts = append(parts, strconv.Itoa(g.Cols), strconv.Itoa(g.Rows), body)
	q := strings.Join(parts, "/")
	if last := q[len(q)-1]; !isAlnum(last) {
		q += "/"
	}
	return q, nil
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// URL is the puzz.link URL of g: DefaultPage followed by Query.
func (g *Grid) URL() (string, error) {
	q, err := g.Query()
	if err != nil {
		return "", err
	}
	return DefaultPage + q, nil
}
