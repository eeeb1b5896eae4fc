package benchmarks

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// The cactus plot is written by hand as SVG (a few hundred bytes of
// markup per line) instead of through a plotting library: gonum/plot
// linked fonts, LaTeX, PDF and image packages whose initialisers every
// puzzlesat command paid at start-up (see docs/performance.md). The
// look follows the gonum plot it replaces: a 7x5 inch plot, Liberation
// Serif, the same soft colour palette, glyph shapes and dash patterns,
// grid lines at the major ticks and the legend under the plot.

// minPlotTime keeps zero times off a logarithmic axis.
const minPlotTime = 1e-5

// Layout, in points (1/72 inch).
const (
	cactusWidth   = 504 // 7 inches
	cactusHeight  = 360 // 5 inches, without the legend
	cactusMargin  = 12
	cactusTitleY  = 18 // title baseline
	cactusTop     = 32 // top of the plotting area
	cactusTickLen = 5  // major ticks; minor ones are half as long
	cactusLegendH = 12 // one legend line
	cactusThumb   = 20 // legend thumbnail width
	cactusRadius  = 2  // glyph radius
	tickFontSize  = 10
	labelFontSize = 12
	legendFont    = 9
	cactusFont    = "Liberation Serif,Times New Roman,serif"
)

// cactusColors, cactusDashes and the glyph order are gonum/plot's
// plotutil defaults, so that old and new plots read alike.
var cactusColors = [...]string{"#f15a60", "#7ac36a", "#5a9bd4", "#faa75b", "#9e67ab", "#ce7058", "#d77fb4"}

var cactusDashes = [...]string{"", "6,2", "2,2", "1,1", "5,2,1,2", "10,2,2,2,2,2,2,2", "10,2,2,2",
	"5,2,5,2,2,2,2,2", "4,2,4,1,1,1,1,1,1,1"}

// cactusLine is one group's line: label and points (Group.CactusLine).
type cactusLine struct {
	label string
	pts   []CactusPoint
}

// WriteCactus writes cactus.svg: for each group, its solved instances'
// times in increasing order, so that the point (n, t) says "n instances
// were each solved in at most t seconds". Lines further right and lower
// are better. The time axis is logarithmic when the times span more than
// two decades. The legend goes under the plot, one line per group, so
// that it never hides a line however many groups there are.
func (rep *Report) WriteCactus(w io.Writer) error {
	var lines []cactusLine
	lo, hi, most := math.Inf(1), math.Inf(-1), 0
	for _, g := range rep.Groups {
		most = max(most, g.NumInstances())
		pts := g.CactusLine()
		if len(pts) == 0 {
			continue
		}
		lo, hi = math.Min(lo, pts[0].T), math.Max(hi, pts[len(pts)-1].T)
		lines = append(lines, cactusLine{g.Label(), pts})
	}
	title := "Cactus plot"
	var xs, ys axis
	if len(lines) == 0 {
		title = "Cactus plot (no instance solved)"
		xs, ys = linearAxis(0, 1, false), linearAxis(0, 1, false)
	} else {
		// Unsolved instances show as the gap on the right.
		xs = linearAxis(0, float64(most)+0.5, true)
		if hi > 0 && hi/math.Max(lo, minPlotTime) > 100 {
			ys = logAxis(math.Max(lo, minPlotTime), hi)
		} else {
			ys = linearAxis(0, hi, false)
		}
	}
	legendH := 0
	if len(lines) > 0 {
		legendH = len(lines)*cactusLegendH + 12
	}
	p := cactusPlot{x: xs, y: ys}
	p.layout(legendH)
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%dpt\" height=\"%dpt\" viewBox=\"0 0 %d %d\" font-family=\"%s\">\n",
		cactusWidth, p.height, cactusWidth, p.height, cactusFont)
	fmt.Fprintf(bw, "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n")
	fmt.Fprintf(bw, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\">%s</text>\n",
		cactusWidth/2, cactusTitleY, labelFontSize, xmlText(title))
	p.writeAxes(bw)
	for i, l := range lines {
		p.writeLine(bw, i, l.pts)
	}
	p.writeLegend(bw, lines)
	fmt.Fprintf(bw, "</svg>\n")
	return bw.Flush()
}

// tick is a tick mark on an axis; minor ticks have no label.
type tick struct {
	v     float64
	label string
}

// axis is an axis's range, scale and ticks.
type axis struct {
	lo, hi float64
	log    bool
	ticks  []tick
}

// pos maps v to [0, 1] along the axis.
func (a axis) pos(v float64) float64 {
	if a.log {
		return (math.Log10(v) - math.Log10(a.lo)) / (math.Log10(a.hi) - math.Log10(a.lo))
	}
	return (v - a.lo) / (a.hi - a.lo)
}

// linearAxis spans [lo, hi] with labelled ticks at the largest round step
// (1, 2 or 5 times a power of ten) that gives at most 7 of them, and minor
// ticks between them. With whole (instance counts) the step is at least
// 1 and hi stays where it is; otherwise hi is raised to the next labelled
// tick unless that would leave more than a fifth of the axis empty.
func linearAxis(lo, hi float64, whole bool) axis {
	if hi <= lo {
		hi = lo + 1
	}
	step := niceStep((hi - lo) / 7)
	for math.Floor((hi-lo)/step+1e-9)+1 > 7 {
		step = nextNice(step)
	}
	if whole {
		step = math.Max(step, 1)
	} else if up := math.Ceil(hi/step-1e-9) * step; up-hi <= 0.2*(up-lo) {
		hi = up
	}
	minor := step / 5
	if mantissa(step) == 2 {
		minor = step / 4
	}
	if whole && minor < 1 {
		minor = 0
	}
	prec := max(0, -int(math.Floor(math.Log10(step)+1e-9)))
	a := axis{lo: lo, hi: hi}
	first := math.Ceil(lo/step-1e-9) * step
	for k := 0; ; k++ {
		v := first + float64(k)*step
		if v > hi+1e-9*step {
			break
		}
		a.ticks = append(a.ticks, tick{v, strconv.FormatFloat(v, 'f', prec, 64)})
		for j := 1; minor > 0 && float64(j)*minor < step-1e-9; j++ {
			if m := v + float64(j)*minor; m < hi {
				a.ticks = append(a.ticks, tick{v: m})
			}
		}
	}
	return a
}

// niceStep is the smallest of 1, 2, 5 times a power of ten that is at
// least x.
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5} {
		if m*p >= x*(1-1e-9) {
			return m * p
		}
	}
	return 10 * p
}

// nextNice is the round step after x (1 -> 2 -> 5 -> 10).
func nextNice(x float64) float64 {
	if mantissa(x) == 2 {
		return x * 2.5
	}
	return x * 2
}

// mantissa is x's leading digit (x a round step).
func mantissa(x float64) int {
	return int(math.Round(x / math.Pow(10, math.Floor(math.Log10(x)+1e-9))))
}

// logAxis spans whole decades around [lo, hi]: labelled ticks at the
// powers of ten (every second or third one when there are many), minor
// ticks at 2..9 times them.
func logAxis(lo, hi float64) axis {
	e0, e1 := int(math.Floor(math.Log10(lo)+1e-9)), int(math.Ceil(math.Log10(hi)-1e-9))
	if e1 <= e0 {
		e1 = e0 + 1
	}
	every := 1 + (e1-e0-1)/6
	a := axis{lo: math.Pow(10, float64(e0)), hi: math.Pow(10, float64(e1)), log: true}
	for e := e0; e <= e1; e++ {
		p := math.Pow(10, float64(e))
		label := ""
		if (e-e0)%every == 0 {
			label = strconv.FormatFloat(p, 'f', max(0, -e), 64)
		}
		a.ticks = append(a.ticks, tick{p, label})
		for m := 2; m <= 9 && e < e1; m++ {
			a.ticks = append(a.ticks, tick{v: float64(m) * p})
		}
	}
	return a
}

// cactusPlot places the axes on the page.
type cactusPlot struct {
	x, y                     axis
	left, right, top, bottom float64 // plotting area
	height                   int     // whole picture, legend included
}

func (p *cactusPlot) layout(legendH int) {
	widest := 0
	for _, t := range p.y.ticks {
		widest = max(widest, len(t.label))
	}
	// Digits of a serif font are about half an em wide.
	p.left = cactusMargin + labelFontSize + 6 + float64(widest)*tickFontSize*0.55 + cactusTickLen + 4
	p.right = cactusWidth - cactusMargin
	p.top = cactusTop
	p.bottom = cactusHeight - cactusMargin - labelFontSize - tickFontSize - cactusTickLen - 8
	p.height = cactusHeight + legendH
}

func (p *cactusPlot) px(v float64) float64 { return p.left + p.x.pos(v)*(p.right-p.left) }
func (p *cactusPlot) py(v float64) float64 { return p.bottom - p.y.pos(v)*(p.bottom-p.top) }

// writeAxes draws the grid, the two axes with their ticks and labels.
func (p *cactusPlot) writeAxes(w io.Writer) {
	fmt.Fprintf(w, "<g stroke=\"#c0c0c0\" stroke-width=\"0.5\">\n")
	for _, t := range p.x.ticks {
		if t.label != "" {
			fmt.Fprintf(w, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", f2(p.px(t.v)), f2(p.top), f2(p.px(t.v)), f2(p.bottom))
		}
	}
	for _, t := range p.y.ticks {
		if t.label != "" {
			fmt.Fprintf(w, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", f2(p.left), f2(p.py(t.v)), f2(p.right), f2(p.py(t.v)))
		}
	}
	fmt.Fprintf(w, "</g>\n<g stroke=\"#000\" stroke-width=\"0.5\" fill=\"none\">\n")
	fmt.Fprintf(w, "<path d=\"M%s,%sV%sH%s\"/>\n", f2(p.left), f2(p.top), f2(p.bottom), f2(p.right))
	for _, t := range p.x.ticks {
		fmt.Fprintf(w, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", f2(p.px(t.v)), f2(p.bottom), f2(p.px(t.v)), f2(p.bottom+tickLen(t)))
	}
	for _, t := range p.y.ticks {
		fmt.Fprintf(w, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", f2(p.left-tickLen(t)), f2(p.py(t.v)), f2(p.left), f2(p.py(t.v)))
	}
	fmt.Fprintf(w, "</g>\n<g font-size=\"%d\" text-anchor=\"middle\">\n", tickFontSize)
	for _, t := range p.x.ticks {
		if t.label != "" {
			fmt.Fprintf(w, "<text x=\"%s\" y=\"%s\">%s</text>\n", f2(p.px(t.v)), f2(p.bottom+cactusTickLen+tickFontSize+2), t.label)
		}
	}
	fmt.Fprintf(w, "</g>\n<g font-size=\"%d\" text-anchor=\"end\">\n", tickFontSize)
	for _, t := range p.y.ticks {
		if t.label != "" {
			fmt.Fprintf(w, "<text x=\"%s\" y=\"%s\">%s</text>\n", f2(p.left-cactusTickLen-3), f2(p.py(t.v)+tickFontSize*0.35), t.label)
		}
	}
	fmt.Fprintf(w, "</g>\n<g font-size=\"%d\" text-anchor=\"middle\">\n", labelFontSize)
	fmt.Fprintf(w, "<text x=\"%s\" y=\"%s\">instances solved</text>\n", f2((p.left+p.right)/2), f2(cactusHeight-cactusMargin))
	cy := (p.top + p.bottom) / 2
	fmt.Fprintf(w, "<text x=\"%d\" y=\"%s\" transform=\"rotate(-90 %d %s)\">time per instance (s)</text>\n</g>\n",
		cactusMargin+labelFontSize, f2(cy), cactusMargin+labelFontSize, f2(cy))
}

func tickLen(t tick) float64 {
	if t.label == "" {
		return cactusTickLen / 2
	}
	return cactusTickLen
}

// writeLine draws group i's line and its glyphs.
func (p *cactusPlot) writeLine(w io.Writer, i int, line []CactusPoint) {
	pts := make([][2]float64, len(line))
	for j, pt := range line {
		t := pt.T
		if p.y.log {
			t = math.Max(t, minPlotTime)
		}
		pts[j] = [2]float64{p.px(float64(pt.N)), p.py(t)}
	}
	color := cactusColors[i%len(cactusColors)]
	fmt.Fprintf(w, "<g stroke=\"%s\" fill=\"none\" stroke-width=\"1\">\n<polyline%s points=\"", color, dashAttr(i))
	for j, pt := range pts {
		if j > 0 {
			io.WriteString(w, " ")
		}
		fmt.Fprintf(w, "%s,%s", f2(pt[0]), f2(pt[1]))
	}
	io.WriteString(w, "\"/>\n")
	for _, pt := range pts {
		writeGlyph(w, i, pt[0], pt[1], color)
	}
	io.WriteString(w, "</g>\n")
}

func dashAttr(i int) string {
	d := cactusDashes[(i/len(cactusColors))%len(cactusDashes)]
	if d == "" {
		return ""
	}
	return " stroke-dasharray=\"" + d + "\""
}

// writeGlyph draws gonum's glyph i (ring, square, triangle, cross, plus,
// disc, box, pyramid) of radius cactusRadius centred on (x, y).
func writeGlyph(w io.Writer, i int, x, y float64, color string) {
	const r = cactusRadius
	filled := fmt.Sprintf(" fill=\"%s\" stroke=\"none\"", color)
	tri := func(attr string) {
		h := r * math.Sqrt(3) / 2
		fmt.Fprintf(w, "<path%s d=\"M%s,%sL%s,%sL%s,%sZ\"/>\n", attr,
			f2(x), f2(y-r), f2(x+h), f2(y+r/2), f2(x-h), f2(y+r/2))
	}
	switch i % 8 {
	case 0, 5: // ring, disc
		attr := ""
		if i%8 == 5 {
			attr = filled
		}
		fmt.Fprintf(w, "<circle%s cx=\"%s\" cy=\"%s\" r=\"%d\"/>\n", attr, f2(x), f2(y), r)
	case 1, 6: // square, box
		attr := ""
		if i%8 == 6 {
			attr = filled
		}
		fmt.Fprintf(w, "<rect%s x=\"%s\" y=\"%s\" width=\"%d\" height=\"%d\"/>\n", attr, f2(x-r), f2(y-r), 2*r, 2*r)
	case 2:
		tri("")
	case 7:
		tri(filled)
	case 3: // cross
		d := r / math.Sqrt2
		fmt.Fprintf(w, "<path d=\"M%s,%sL%s,%sM%s,%sL%s,%s\"/>\n",
			f2(x-d), f2(y-d), f2(x+d), f2(y+d), f2(x-d), f2(y+d), f2(x+d), f2(y-d))
	case 4: // plus
		fmt.Fprintf(w, "<path d=\"M%s,%sH%sM%s,%sV%s\"/>\n", f2(x-r), f2(y), f2(x+r), f2(x), f2(y-r), f2(y+r))
	}
}

// writeLegend lists the groups under the plot: a thumbnail of each line
// with its glyph, then the group's label.
func (p *cactusPlot) writeLegend(w io.Writer, lines []cactusLine) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "<g font-size=\"%d\">\n", legendFont)
	x0 := float64(cactusMargin + 6)
	for i, l := range lines {
		y := float64(cactusHeight + 6 + i*cactusLegendH + cactusLegendH/2)
		color := cactusColors[i%len(cactusColors)]
		fmt.Fprintf(w, "<g stroke=\"%s\" fill=\"none\" stroke-width=\"1\"><line%s x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n",
			color, dashAttr(i), f2(x0), f2(y), f2(x0+cactusThumb), f2(y))
		writeGlyph(w, i, x0+cactusThumb/2, y, color)
		fmt.Fprintf(w, "</g><text x=\"%s\" y=\"%s\">%s</text>\n", f2(x0+cactusThumb+6), f2(y+legendFont*0.35), xmlText(l.label))
	}
	io.WriteString(w, "</g>\n")
}

// f2 formats a coordinate with at most two decimals.
func f2(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

// xmlText escapes s for SVG text content.
func xmlText(s string) string {
	if !strings.ContainsAny(s, "<>&") {
		return s
	}
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
