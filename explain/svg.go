package explain

import (
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// Highlight colours of the SVG pictures.
const (
	colNew     = "#e8590c" // the step's new facts
	colPremise = "#e8590c" // the step's clues
	colGiven   = "#2b8a3e" // the facts the step uses
	colKnown   = "#1f3a93" // what is known before the step
)

// WriteSVG draws the state after step n (0: before the first step) of a
// Hashi or Shikaku explanation: what is known, the step's new facts and
// its premises highlighted, the step's text as the picture's title.
func WriteSVG(w io.Writer, ex *Explanation, n int) error {
	if n < 0 || n > len(ex.Steps) {
		return fmt.Errorf("--step %d: the explanation has %s (0 draws the puzzle before the first)", n, plural(len(ex.Steps), "step"))
	}
	var st *Step
	if n > 0 {
		st = &ex.Steps[n-1]
	}
	facts := append([]Fact(nil), ex.From...)
	for _, s := range ex.Steps[:n] {
		facts = append(facts, s.Facts...)
	}
	known := map[encode.Lit]bool{}
	for _, f := range facts {
		for _, l := range f.Lits {
			known[l] = true
		}
	}
	var out string
	switch p := ex.Item.Puzzle.(type) {
	case *hashi.Puzzle:
		out = hashiSVG(p, ex, known, st)
	case *shikaku.Puzzle:
		out = shikakuSVG(p, facts, st)
	default:
		return fmt.Errorf("--format svg: %s explanations have no picture (use text or json)", ex.Puzzle)
	}
	_, err := io.WriteString(w, out)
	return err
}

// svgTitle is the picture's title element: the step's text.
func svgTitle(st *Step) string {
	if st == nil {
		return "<title>before the first step</title>\n"
	}
	return "<title>" + html.EscapeString(fmt.Sprintf("%d. %s", st.N, st.Text)) + "</title>\n"
}

// Hashi geometry, as hashi.SVG draws it.
const (
	hashiCell   = 40
	hashiMargin = 20
	hashiRadius = 14.0
)

func hashiX(c int) float64 { return float64(hashiMargin + c*hashiCell + hashiCell/2) }
func hashiY(r int) float64 { return float64(hashiMargin + r*hashiCell + hashiCell/2) }

// hashiSVG draws a Hashi state with the geometry of hashi.SVG: bridges
// known for sure as lines (dashed where more may come), edges still open
// as faint dots; the step's new facts in orange, the facts it uses in
// green, its islands ringed.
func hashiSVG(p *hashi.Puzzle, ex *Explanation, known map[encode.Lit]bool, st *Step) string {
	W, H := p.Width*hashiCell+2*hashiMargin, p.Height*hashiCell+2*hashiMargin
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", W, H, W, H)
	b.WriteString(svgTitle(st))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", W, H)
	colour := map[[4]int]string{}
	ringed := map[[2]int]bool{}
	if st != nil {
		for _, f := range st.Given {
			if fj, ok := f.JSON.(hashi.FactJSON); ok {
				colour[edgeKey(fj)] = colGiven
			}
		}
		for _, f := range st.Facts {
			if fj, ok := f.JSON.(hashi.FactJSON); ok {
				colour[edgeKey(fj)] = colNew
			}
		}
		for _, c := range st.Clues {
			if cj, ok := c.JSON.(hashi.ClueJSON); ok {
				ringed[cj.Island] = true
			}
		}
	}
	if ad, ok := adapterFor(p, ex.Encoding).(*hashiAdapter); ok {
		var edges []*hashiEdge
		for _, e := range ad.edges {
			edges = append(edges, e)
		}
		sortEdges(edges)
		for _, e := range edges {
			col, ok := colour[[4]int{e.from[0], e.from[1], e.to[0], e.to[1]}]
			if !ok {
				col = colKnown
			}
			hashiEdgeSVG(&b, e, known, col)
		}
	}
	b.WriteString(`<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central">` + "\n")
	for _, is := range p.Islands {
		stroke, width := "black", 2.0
		if ringed[[2]int{is.Row, is.Col}] {
			stroke, width = colPremise, 4
		}
		fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="white" stroke="%s" stroke-width="%g"/>`+"\n", hashiX(is.Col), hashiY(is.Row), hashiRadius, stroke, width)
		fmt.Fprintf(&b, `<text x="%g" y="%g">%s</text>`+"\n", hashiX(is.Col), hashiY(is.Row), clueLabel(is.Clue))
	}
	b.WriteString("</g>\n</svg>\n")
	return b.String()
}

// hashiEdgeSVG draws what is known of one edge: lo bridges (dashed while
// fewer than hi are possible), a faint dotted line while none is known, a
// dotted line in the step's colour for "no bridge" when the step says so.
func hashiEdgeSVG(b *strings.Builder, e *hashiEdge, known map[encode.Lit]bool, col string) {
	lo, hi := 0, len(e.lits)
	for k, l := range e.lits {
		if known[l] {
			lo = max(lo, k+1)
		}
		if known[-l] {
			hi = min(hi, k)
		}
	}
	x1, y1, x2, y2 := hashiX(e.from[1]), hashiY(e.from[0]), hashiX(e.to[1]), hashiY(e.to[0])
	switch {
	case hi == 0:
		if col != colKnown {
			fmt.Fprintf(b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="1.5" stroke-dasharray="2 6" opacity="0.8"><title>no bridge</title></line>`+"\n", x1, y1, x2, y2, col)
		}
		return
	case lo == 0:
		fmt.Fprintf(b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#adb5bd" stroke-width="1" stroke-dasharray="1 4"/>`+"\n", x1, y1, x2, y2)
		if col == colKnown {
			return
		}
	}
	n := max(lo, 1)
	const gap = 6.0
	dash := ""
	if lo < hi {
		dash = ` stroke-dasharray="6 4"`
	}
	hor := e.from[0] == e.to[0]
	for k := 0; k < n; k++ {
		off := (float64(k) - float64(n-1)/2) * gap
		if hor {
			y1, y2 = hashiY(e.from[0])+off, hashiY(e.to[0])+off
		} else {
			x1, x2 = hashiX(e.from[1])+off, hashiX(e.to[1])+off
		}
		fmt.Fprintf(b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="2.5" stroke-linecap="round"%s/>`+"\n", x1, y1, x2, y2, col, dash)
	}
}

// clueLabel is a clue's number, or "?" for a clue of unknown value.
func clueLabel(n int) string {
	if n < 0 {
		return "?"
	}
	return strconv.Itoa(n)
}

func edgeKey(fj hashi.FactJSON) [4]int {
	return [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
}

func sortEdges(es []*hashiEdge) {
	for i := 1; i < len(es); i++ {
		for j := i; j > 0 && edgeLess(es[j], es[j-1]); j-- {
			es[j], es[j-1] = es[j-1], es[j]
		}
	}
}

// shikakuSVG draws a Shikaku state with the geometry of shikaku.SVG:
// cells whose room is known in that room's pale colour, the step's new
// facts outlined in orange (a cross for "does not belong"), the cells of
// the facts it uses outlined in green, its clues ringed.
func shikakuSVG(p *shikaku.Puzzle, facts []Fact, st *Step) string {
	const cell, margin = 36, 12
	fills := []string{"#fde2e4", "#e2ece9", "#dfe7fd", "#fff1c1", "#e9dff5", "#d7f0f7", "#fbe7c6", "#e4f5d4"}
	clueIdx := map[[2]int]int{}
	for i, c := range p.Clues {
		clueIdx[[2]int{c.Row, c.Col}] = i
	}
	width, height := p.Width*cell+2*margin, p.Height*cell+2*margin
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", width, height, width, height)
	b.WriteString(svgTitle(st))
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	fmt.Fprintf(&b, `<g transform="translate(%d,%d)">`+"\n", margin, margin)
	room := map[[2]int]int{}
	for _, f := range facts {
		if fj, ok := f.JSON.(shikaku.FactJSON); ok && fj.Holds {
			room[fj.Cell] = clueIdx[fj.Clue]
		}
	}
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			if k, ok := room[[2]int{r, c}]; ok {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", c*cell, r*cell, cell, cell, fills[k%len(fills)])
			}
		}
	}
	b.WriteString(`<g stroke="#bbb" stroke-width="1">` + "\n")
	for r := 1; r < p.Height; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d"/>`+"\n", r*cell, p.Width*cell, r*cell)
	}
	for c := 1; c < p.Width; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d"/>`+"\n", c*cell, c*cell, p.Height*cell)
	}
	b.WriteString("</g>\n")
	// Borders between cells known to be in different rooms.
	b.WriteString(`<g stroke="black" stroke-width="3" stroke-linecap="round">` + "\n")
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			k, ok := room[[2]int{r, c}]
			if !ok {
				continue
			}
			if k2, ok2 := room[[2]int{r, c + 1}]; ok2 && k2 != k {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", (c+1)*cell, r*cell, (c+1)*cell, (r+1)*cell)
			}
			if k2, ok2 := room[[2]int{r + 1, c}]; ok2 && k2 != k {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", c*cell, (r+1)*cell, (c+1)*cell, (r+1)*cell)
			}
		}
	}
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="3"/>`+"\n", p.Width*cell, p.Height*cell)
	if st != nil {
		shikakuMarks(&b, st.Given, colGiven, cell)
		shikakuMarks(&b, st.Facts, colNew, cell)
	}
	ringed := map[[2]int]bool{}
	if st != nil {
		for _, c := range st.Clues {
			if cj, ok := c.JSON.(shikaku.ClueJSON); ok {
				ringed[cj.Clue] = true
			}
		}
	}
	b.WriteString(`<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="black">` + "\n")
	for _, c := range p.Clues {
		x, y := c.Col*cell+cell/2, c.Row*cell+cell/2
		if ringed[[2]int{c.Row, c.Col}] {
			fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="13" fill="none" stroke="%s" stroke-width="3"/>`+"\n", x, y, colPremise)
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", x, y, clueLabel(c.N))
	}
	b.WriteString("</g>\n</g>\n</svg>\n")
	return b.String()
}

// shikakuMarks outlines the cells of facts (a cross on "does not belong").
func shikakuMarks(b *strings.Builder, fs []Fact, col string, cell int) {
	for _, f := range fs {
		fj, ok := f.JSON.(shikaku.FactJSON)
		if !ok {
			continue
		}
		x, y := fj.Cell[1]*cell, fj.Cell[0]*cell
		t := html.EscapeString(f.Text)
		if fj.Holds {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="3"><title>%s</title></rect>`+"\n", x+3, y+3, cell-6, cell-6, col, t)
			continue
		}
		fmt.Fprintf(b, `<path d="M%d %dL%d %dM%d %dL%d %d" stroke="%s" stroke-width="2"><title>%s</title></path>`+"\n",
			x+6, y+6, x+12, y+12, x+12, y+6, x+6, y+12, col, t)
	}
}
