package board

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// Colour is the stroke colour of a highlight class, or "" for none (a
// switch, not a map: nothing to build at start-up).
func Colour(class string) string {
	switch class {
	case ClassNew, ClassClue, ClassHint:
		return "#e8590c"
	case ClassUsed:
		return "#2b8a3e"
	case ClassBad:
		return "#c92a2a"
	}
	return ""
}

// WriteSVG writes b as a standalone SVG picture. A "dots" board is drawn
// on a 40-pixel lattice through the cell centres (circles of radius 14,
// lines 6 pixels apart); a "cells" board as 36-pixel boxes, rooms filled
// and bordered, text centred, labels left of the rows and above the
// columns.
func WriteSVG(w io.Writer, b *Board) error {
	var s strings.Builder
	if b.Grid == GridDots {
		dotsSVG(&s, b)
	} else {
		cellsSVG(&s, b)
	}
	_, err := io.WriteString(w, s.String())
	return err
}

// SVG is WriteSVG's picture as a string.
func SVG(b *Board) string {
	var s strings.Builder
	_ = WriteSVG(&s, b)
	return s.String()
}

func title(s *strings.Builder, t string) {
	if t != "" {
		s.WriteString("<title>" + html.EscapeString(t) + "</title>\n")
	}
}

// element closes an element: with a title child when t is set.
func closeTitled(s *strings.Builder, name, t string) {
	if t == "" {
		s.WriteString("/>\n")
		return
	}
	s.WriteString("><title>" + html.EscapeString(t) + "</title></" + name + ">\n")
}

// The "dots" geometry.
const (
	dotsCell   = 40
	dotsMargin = 20
	dotsRadius = 14.0
	lineGap    = 6.0
)

func dotsSVG(s *strings.Builder, b *Board) {
	W, H := b.Cols*dotsCell+2*dotsMargin, b.Rows*dotsCell+2*dotsMargin
	cx := func(c int) float64 { return float64(dotsMargin + c*dotsCell + dotsCell/2) }
	cy := func(r int) float64 { return float64(dotsMargin + r*dotsCell + dotsCell/2) }
	fmt.Fprintf(s, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", W, H, W, H)
	title(s, b.Title)
	fmt.Fprintf(s, `<rect width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for _, c := range b.Cells {
		if (c.Fill > 0 || c.Shade) && !c.Circle {
			off := 0
			if c.Face {
				off = dotsCell / 2
			}
			fmt.Fprintf(s, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n",
				dotsMargin+c.At[1]*dotsCell+off, dotsMargin+c.At[0]*dotsCell+off, dotsCell, dotsCell, cellFill(c))
		}
	}
	s.WriteString(`<g stroke="#e4e4ec" stroke-width="1">` + "\n")
	for r := 0; r < b.Rows; r++ {
		fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g"/>`+"\n", cx(0), cy(r), cx(b.Cols-1), cy(r))
	}
	for c := 0; c < b.Cols; c++ {
		fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g"/>`+"\n", cx(c), cy(0), cx(c), cy(b.Rows-1))
	}
	s.WriteString("</g>\n")
	if len(b.Walls) > 0 {
		dotsWalls(s, b)
	}
	if len(b.Lines) > 0 {
		s.WriteString(`<g stroke="#1f3a93" stroke-width="2.5" stroke-linecap="round">` + "\n")
		for _, l := range b.Lines {
			writeLine(s, l, cx, cy)
		}
		s.WriteString("</g>\n")
	}
	s.WriteString(`<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central">` + "\n")
	for _, c := range b.Cells {
		x, y := cx(c.At[1]), cy(c.At[0])
		if c.Face {
			x, y = x+dotsCell/2, y+dotsCell/2
			if col := Colour(c.Class); col != "" {
				fmt.Fprintf(s, `<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" stroke-width="3"`, x, y, dotsRadius-1, col)
				closeTitled(s, "circle", c.Title)
			}
		}
		if c.Circle {
			stroke, width := "black", 2.0
			if col := Colour(c.Class); col != "" {
				stroke, width = col, 4
			}
			fill := "white"
			if c.Shade {
				fill = "black" // a filled circle: a Masyu black pearl
			}
			fmt.Fprintf(s, `<circle cx="%g" cy="%g" r="%g" fill="%s" stroke="%s" stroke-width="%g"`, x, y, dotsRadius, fill, stroke, width)
			closeTitled(s, "circle", c.Title)
		} else if c.Mark != "" {
			writeMark(s, c, x-dotsCell/2, y-dotsCell/2, dotsCell)
		}
		if c.Text != "" {
			fmt.Fprintf(s, `<text x="%g" y="%g">%s</text>`+"\n", x, y, html.EscapeString(c.Text))
		}
	}
	s.WriteString("</g>\n")
	writeDots(s, b.Dots, cx(0), cy(0), dotsCell)
	writeSigns(s, b.Signs, cx(0), cy(0), dotsCell)
	s.WriteString("</svg>\n")
}

// writeDots draws the Dots items, point [r,c] at (x0+c*step, y0+r*step),
// a half step between two.
func writeDots(s *strings.Builder, dots []Dot, x0, y0 float64, step int) {
	if len(dots) == 0 {
		return
	}
	s.WriteString(`<g stroke-width="2">` + "\n")
	for _, d := range dots {
		x, y := x0+float64(d.At[1]*step)/2, y0+float64(d.At[0]*step)/2
		fill, stroke := "white", "black"
		if d.Filled {
			fill = "black"
		}
		if col := Colour(d.Class); col != "" {
			stroke = col
		}
		fmt.Fprintf(s, `<circle cx="%g" cy="%g" r="%g" fill="%s" stroke="%s"`, x, y, float64(step)/6, fill, stroke)
		closeTitled(s, "circle", d.Title)
	}
	s.WriteString("</g>\n")
}

// writeSigns draws the Signs items, point [r,c] at (x0+c*step/2,
// y0+r*step/2) as writeDots does, each on a white patch.
func writeSigns(s *strings.Builder, signs []Sign, x0, y0 float64, step int) {
	if len(signs) == 0 {
		return
	}
	s.WriteString(`<g font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" dominant-baseline="central">` + "\n")
	for _, g := range signs {
		x, y := x0+float64(g.At[1]*step)/2, y0+float64(g.At[0]*step)/2
		col := Colour(g.Class)
		if col == "" {
			col = "black"
		}
		p := float64(step) / 5
		fmt.Fprintf(s, `<rect x="%g" y="%g" width="%g" height="%g" fill="white"/>`+"\n", x-p, y-p, 2*p, 2*p)
		fmt.Fprintf(s, `<text x="%g" y="%g" fill="%s"`, x, y, col)
		if g.Title != "" {
			fmt.Fprintf(s, `><title>%s</title>%s</text>`+"\n", html.EscapeString(g.Title), html.EscapeString(g.Text))
		} else {
			fmt.Fprintf(s, `>%s</text>`+"\n", html.EscapeString(g.Text))
		}
	}
	s.WriteString("</g>\n")
}

// dotsWalls draws the walls of a "dots" board (regions crossed by lines
// through the cell centres: Country Road) on the cells' own sides, half a
// lattice step from the centres, with the grid's frame around them.
func dotsWalls(s *strings.Builder, b *Board) {
	x := func(c int) int { return dotsMargin + c*dotsCell }
	s.WriteString(`<g stroke="black" stroke-width="3" stroke-linecap="round">` + "\n")
	for _, w := range b.Walls {
		r, c := w.At[0], w.At[1]
		if w.Side == "b" {
			fmt.Fprintf(s, `<line x1="%d" y1="%d" x2="%d" y2="%d"`, x(c), x(r+1), x(c+1), x(r+1))
		} else {
			fmt.Fprintf(s, `<line x1="%d" y1="%d" x2="%d" y2="%d"`, x(c+1), x(r), x(c+1), x(r+1))
		}
		if col := Colour(w.Class); col != "" {
			fmt.Fprintf(s, ` stroke="%s"`, col)
		}
		s.WriteString("/>\n")
	}
	fmt.Fprintf(s, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke-linejoin="round"/>`+"\n", x(0), x(0), b.Cols*dotsCell, b.Rows*dotsCell)
	s.WriteString("</g>\n")
}

// writeLine draws a Line between cell centres.
func writeLine(s *strings.Builder, l Line, cx, cy func(int) float64) {
	x1, y1, x2, y2 := cx(l.From[1]), cy(l.From[0]), cx(l.To[1]), cy(l.To[0])
	col := Colour(l.Class)
	switch {
	case l.N == 0 && l.Max == 0:
		if l.Cross {
			mx, my := (x1+x2)/2, (y1+y2)/2
			stroke := col
			if stroke == "" {
				stroke = "#868e96"
			}
			fmt.Fprintf(s, `<path d="M%g %gL%g %gM%g %gL%g %g" stroke="%s" stroke-width="1.5"`, mx-4, my-4, mx+4, my+4, mx+4, my-4, mx-4, my+4, stroke)
			closeTitled(s, "path", l.Title)
			return
		}
		if col != "" {
			fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="1.5" stroke-dasharray="2 6" opacity="0.8"`, x1, y1, x2, y2, col)
			closeTitled(s, "line", l.Title)
		}
		return
	case l.N == 0:
		fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#adb5bd" stroke-width="1" stroke-dasharray="1 4"/>`+"\n", x1, y1, x2, y2)
		if col == "" {
			return
		}
	}
	n := max(l.N, 1)
	attrs := ""
	if col != "" {
		attrs = ` stroke="` + col + `"`
	}
	if l.Max > l.N {
		attrs += ` stroke-dasharray="6 4"`
	}
	hor := l.From[0] == l.To[0]
	for k := 0; k < n; k++ {
		off := (float64(k) - float64(n-1)/2) * lineGap
		if hor {
			fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g"%s`, x1, y1+off, x2, y2+off, attrs)
		} else {
			fmt.Fprintf(s, `<line x1="%g" y1="%g" x2="%g" y2="%g"%s`, x1+off, y1, x2+off, y2, attrs)
		}
		closeTitled(s, "line", l.Title)
	}
}

func cellFill(c Cell) string {
	if c.Shade {
		return "#343a40"
	}
	return Palette[(c.Fill-1)%len(Palette)]
}

// writeMark draws a cell's mark in the box at (x, y) of side size.
func writeMark[T int | float64](s *strings.Builder, c Cell, x, y T, size T) {
	col := Colour(c.Class)
	if col == "" {
		col = "black"
	}
	switch c.Mark {
	case MarkBox:
		fmt.Fprintf(s, `<rect x="%v" y="%v" width="%v" height="%v" fill="none" stroke="%s" stroke-width="3"`, x+3, y+3, size-6, size-6, col)
		closeTitled(s, "rect", c.Title)
	case MarkCross:
		fmt.Fprintf(s, `<path d="M%v %vL%v %vM%v %vL%v %v" stroke="%s" stroke-width="2"`, x+6, y+6, x+12, y+12, x+12, y+6, x+6, y+12, col)
		closeTitled(s, "path", c.Title)
	case MarkDot:
		fmt.Fprintf(s, `<circle cx="%v" cy="%v" r="%v" fill="%s"`, x+size/2, y+size/2, size/6, col)
		closeTitled(s, "circle", c.Title)
	}
}

// The "cells" geometry.
const (
	boxCell   = 36
	boxMargin = 12
	labelChar = 8 // pixels per character of a label
)

func cellsSVG(s *strings.Builder, b *Board) {
	left, top := boxMargin, boxMargin
	for _, l := range b.RowLabels {
		left = max(left, boxMargin+labelChar*len([]rune(l))+8)
	}
	if len(b.ColLabels) > 0 {
		top += 24
	}
	width, height := b.Cols*boxCell+left+boxMargin, b.Rows*boxCell+top+boxMargin
	fmt.Fprintf(s, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", width, height, width, height)
	title(s, b.Title)
	s.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	fmt.Fprintf(s, `<g transform="translate(%d,%d)">`+"\n", left, top)
	if len(b.RowLabels) > 0 || len(b.ColLabels) > 0 {
		s.WriteString(`<g font-family="sans-serif" font-size="14" dominant-baseline="central" fill="#495057">` + "\n")
		for r, l := range b.RowLabels {
			fmt.Fprintf(s, `<text x="-6" y="%d" text-anchor="end">%s</text>`+"\n", r*boxCell+boxCell/2, html.EscapeString(l))
		}
		for c, l := range b.ColLabels {
			fmt.Fprintf(s, `<text x="%d" y="-12" text-anchor="middle">%s</text>`+"\n", c*boxCell+boxCell/2, html.EscapeString(l))
		}
		s.WriteString("</g>\n")
	}
	for _, rm := range b.Rooms {
		if rm.Fill > 0 {
			fmt.Fprintf(s, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n",
				rm.Col*boxCell, rm.Row*boxCell, rm.Width*boxCell, rm.Height*boxCell, Palette[(rm.Fill-1)%len(Palette)])
		}
	}
	for _, c := range b.Cells {
		if c.Fill > 0 || c.Shade {
			fmt.Fprintf(s, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", c.At[1]*boxCell, c.At[0]*boxCell, boxCell, boxCell, cellFill(c))
		}
	}
	s.WriteString(`<g stroke="#bbb" stroke-width="1">` + "\n")
	for r := 1; r < b.Rows; r++ {
		fmt.Fprintf(s, `<line x1="0" y1="%d" x2="%d" y2="%d"/>`+"\n", r*boxCell, b.Cols*boxCell, r*boxCell)
	}
	for c := 1; c < b.Cols; c++ {
		fmt.Fprintf(s, `<line x1="%d" y1="0" x2="%d" y2="%d"/>`+"\n", c*boxCell, c*boxCell, b.Rows*boxCell)
	}
	s.WriteString("</g>\n")
	if len(b.Walls) > 0 {
		s.WriteString(`<g stroke="black" stroke-width="3" stroke-linecap="round">` + "\n")
		for _, wl := range b.Walls {
			r, c := wl.At[0], wl.At[1]
			x1, y1, x2, y2 := (c+1)*boxCell, r*boxCell, (c+1)*boxCell, (r+1)*boxCell
			if wl.Side == "b" {
				x1, y1, x2, y2 = c*boxCell, (r+1)*boxCell, (c+1)*boxCell, (r+1)*boxCell
			}
			fmt.Fprintf(s, `<line x1="%d" y1="%d" x2="%d" y2="%d"`, x1, y1, x2, y2)
			if col := Colour(wl.Class); col != "" {
				fmt.Fprintf(s, ` stroke="%s"`, col)
			}
			s.WriteString("/>\n")
		}
		s.WriteString("</g>\n")
	}
	s.WriteString(`<g fill="none" stroke="black" stroke-width="3" stroke-linejoin="round">` + "\n")
	for _, rm := range b.Rooms {
		fmt.Fprintf(s, `<rect x="%d" y="%d" width="%d" height="%d"`, rm.Col*boxCell, rm.Row*boxCell, rm.Width*boxCell, rm.Height*boxCell)
		if col := Colour(rm.Class); col != "" {
			fmt.Fprintf(s, ` stroke="%s"`, col)
		}
		s.WriteString("/>\n")
	}
	fmt.Fprintf(s, `<rect x="0" y="0" width="%d" height="%d"/>`+"\n", b.Cols*boxCell, b.Rows*boxCell)
	s.WriteString("</g>\n")
	for _, c := range b.Cells {
		if c.Mark != "" {
			writeMark(s, c, c.At[1]*boxCell, c.At[0]*boxCell, boxCell)
		}
	}
	for _, c := range b.Cells {
		if c.Split {
			writeSplit(s, c, c.At[1]*boxCell, c.At[0]*boxCell, boxCell)
		}
	}
	for _, c := range b.Cells {
		if c.Corner != "" {
			fmt.Fprintf(s, `<text x="%d" y="%d" font-family="sans-serif" font-size="10" text-anchor="start" dominant-baseline="hanging" fill="black">%s</text>`+"\n",
				c.At[1]*boxCell+3, c.At[0]*boxCell+2, html.EscapeString(c.Corner))
		}
	}
	s.WriteString(`<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="black">` + "\n")
	for _, c := range b.Cells {
		if c.Text == "" && !c.Circle {
			continue
		}
		x, y := c.At[1]*boxCell+boxCell/2, c.At[0]*boxCell+boxCell/2
		if col := Colour(c.Class); col != "" || c.Circle {
			if col == "" {
				col = "black"
			}
			fmt.Fprintf(s, `<circle cx="%d" cy="%d" r="13" fill="none" stroke="%s" stroke-width="3"`, x, y, col)
			closeTitled(s, "circle", c.Title)
		}
		if c.Text != "" && c.Shade {
			fmt.Fprintf(s, `<text x="%d" y="%d" fill="#ced4da">%s</text>`+"\n", x, y, html.EscapeString(c.Text))
		} else if c.Text != "" {
			fmt.Fprintf(s, `<text x="%d" y="%d">%s</text>`+"\n", x, y, html.EscapeString(c.Text))
		}
	}
	s.WriteString("</g>\n")
	writeDots(s, b.Dots, boxCell/2, boxCell/2, boxCell)
	writeSigns(s, b.Signs, boxCell/2, boxCell/2, boxCell)
	s.WriteString("</g>\n</svg>\n")
}

// writeSplit draws a Split cell in the box at (x, y) of side size: the
// diagonal, then Low in the lower-left half and High in the upper-right
// half, light on a shaded cell.
func writeSplit(s *strings.Builder, c Cell, x, y, size int) {
	ink := "black"
	if c.Shade {
		ink = "#ced4da"
	}
	if col := Colour(c.Class); col != "" {
		ink = col
	}
	fmt.Fprintf(s, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1"/>`+"\n", x, y, x+size, y+size, ink)
	pos := [2][2]float64{{0.3, 0.72}, {0.7, 0.3}}
	for k, t := range []string{c.Low, c.High} {
		if t == "" {
			continue
		}
		fmt.Fprintf(s, `<text x="%g" y="%g" font-family="sans-serif" font-size="12" text-anchor="middle" dominant-baseline="central" fill="%s"`,
			float64(x)+pos[k][0]*float64(size), float64(y)+pos[k][1]*float64(size), ink)
		if c.Title != "" {
			fmt.Fprintf(s, `><title>%s</title>%s</text>`+"\n", html.EscapeString(c.Title), html.EscapeString(t))
		} else {
			fmt.Fprintf(s, `>%s</text>`+"\n", html.EscapeString(t))
		}
	}
}
