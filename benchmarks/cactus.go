package benchmarks

import (
	"io"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// minPlotTime keeps zero times off a logarithmic axis.
const minPlotTime = 1e-5

// WriteCactus writes cactus.svg: for each group, its solved instances'
// times in increasing order, so that the point (n, t) says "n instances
// were each solved in at most t seconds". Lines further right and lower
// are better. The time axis is logarithmic when the times span more than
// two decades.
func (rep *Report) WriteCactus(w io.Writer) error {
	p, leg, err := rep.cactus()
	if err != nil {
		return err
	}
	// The legend goes under the plot, one line per group, so that it
	// never hides a line however many groups there are.
	legendH := vg.Points(float64(leg.entries)*11 + 12)
	if leg.entries == 0 {
		legendH = 0
	}
	width, height := 7*vg.Inch, 5*vg.Inch+legendH
	c := vgsvg.New(width, height)
	dc := draw.New(c)
	p.Draw(draw.Crop(dc, 0, 0, legendH, 0))
	if leg.entries > 0 {
		leg.Draw(draw.Crop(dc, 0, 0, 0, -(height - legendH)))
	}
	_, err = c.WriteTo(w)
	return err
}

// cactusLegend is the legend drawn under the plot.
type cactusLegend struct {
	plot.Legend
	entries int
}

func (rep *Report) cactus() (*plot.Plot, *cactusLegend, error) {
	p := plot.New()
	leg := &cactusLegend{Legend: plot.NewLegend()}
	leg.Top, leg.Left = true, true
	leg.XOffs = vg.Points(12)
	leg.YOffs = -vg.Points(4)
	leg.TextStyle.Font.Size = vg.Points(9)
	leg.ThumbnailWidth = vg.Points(20)
	p.Title.Text = "Cactus plot"
	p.X.Label.Text = "instances solved"
	p.Y.Label.Text = "time per instance (s)"
	p.Add(plotter.NewGrid())

	lo, hi := math.Inf(1), math.Inf(-1)
	for _, g := range rep.Groups {
		for _, pt := range g.CactusLine() {
			lo, hi = math.Min(lo, pt.T), math.Max(hi, pt.T)
		}
	}
	logY := hi > 0 && hi/math.Max(lo, minPlotTime) > 100
	if logY {
		p.Y.Scale = plot.LogScale{}
		p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	plotted := false
	for i, g := range rep.Groups {
		line := g.CactusLine()
		if len(line) == 0 {
			continue
		}
		plotted = true
		pts := make(plotter.XYs, len(line))
		for j, pt := range line {
			t := pt.T
			if logY {
				t = math.Max(t, minPlotTime)
			}
			pts[j] = plotter.XY{X: float64(pt.N), Y: t}
		}
		l, s, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, nil, err
		}
		c := plotutil.Color(i)
		l.Color = c
		l.Dashes = plotutil.Dashes(i / len(plotutil.DefaultColors))
		s.Color = c
		s.Shape = plotutil.Shape(i)
		s.Radius = vg.Points(2)
		p.Add(l, s)
		leg.Add(g.Label(), l, s)
		leg.entries++
	}
	if !plotted {
		p.Title.Text = "Cactus plot (no instance solved)"
		p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = 0, 1, 0, 1
	} else {
		p.X.Min = 0
		most := 0
		for _, g := range rep.Groups {
			most = max(most, g.NumInstances())
		}
		p.X.Max = float64(most) + 0.5 // unsolved instances show as the gap on the right
		if !logY {
			p.Y.Min = 0
		}
	}
	p.X.Tick.Marker = integerTicks{}
	return p, leg, nil
}

// integerTicks puts ticks on whole numbers only.
type integerTicks struct{}

func (integerTicks) Ticks(min, max float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ts {
		if ts[i].Label == "" {
			continue
		}
		if v := ts[i].Value; v == math.Trunc(v) {
			ts[i].Label = strconv.FormatFloat(v, 'f', 0, 64)
		} else {
			ts[i].Label = ""
		}
	}
	return ts
}
