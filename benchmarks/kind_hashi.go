package benchmarks

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/hashi"
	"github.com/puzzlesat/puzzlesat/solver"
)

func init() { Register(hashiKind{}) }

// hashiKind benchmarks Hashi puzzles in every format the hashi package
// reads (Tatham game IDs, one per line; CLLV .has; grids; JSON). Options:
// card (the clue encoding, or "order" for the order encoding),
// connectivity (lazy, eager), forcing (Tarjan bridge forcing on/off) and
// deductions (off/on); unset ones take hashi.DefaultOptions. Solutions are checked with hashi.Check, which
// shares no code with the encoder.
type hashiKind struct{}

func (hashiKind) Name() string { return "hashi" }
func (hashiKind) Axes() []string {
	return []string{"card", "connectivity", "forcing", "deductions"}
}
func (hashiKind) Match(path string, head []byte) bool { return puzzleKindOf(path, head) == "hashi" }

func (hashiKind) Items(data []byte) (int, error) {
	ps, err := hashi.Parse("", data, hashi.Auto)
	return len(ps), err
}

// hashiOptions starts from hashi.DefaultOptions (the measured best, also
// the CLI's defaults) and applies the axes the run sets.
func hashiOptions(o Options) (hashi.Options, error) {
	opt := hashi.DefaultOptions()
	switch v := o.Get("card", ""); v {
	case "":
	case "order":
		opt.Order = true
	default:
		c, err := encode.ParseCardEncoding(v)
		if err != nil {
			return opt, err
		}
		opt.Order, opt.Card = false, c
	}
	if v := o.Get("connectivity", ""); v != "" {
		c, err := hashi.ParseConnectivity(v)
		if err != nil {
			return opt, err
		}
		opt.Connectivity = c
	}
	switch o.Get("forcing", "") {
	case "on":
		opt.NoForcing = false
	case "off":
		opt.NoForcing = true
	}
	switch o.Get("deductions", "") {
	case "on":
		opt.Deductions = true
	case "off":
		opt.Deductions = false
	}
	return opt, nil
}

func (hashiKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	o := Outcome{Conflicts: -1, Decisions: -1}
	opt, err := hashiOptions(in.Options)
	if err != nil {
		return o, err
	}
	var p *hashi.Puzzle
	if line, ok := itemLine(in); ok {
		ps, err := hashi.Parse(in.Path, line, hashi.Auto)
		if err != nil {
			return o, err
		}
		if len(ps) != 1 {
			return o, fmt.Errorf("%s: line %d holds %d puzzles", in.Path, in.Item+1, len(ps))
		}
		p = ps[0]
	} else {
		ps, err := hashi.Parse(in.Path, in.Data, hashi.Auto)
		if err != nil {
			return o, err
		}
		if in.Item >= len(ps) {
			return o, fmt.Errorf("%s: no puzzle %d (the file holds %d)", in.Path, in.Item+1, len(ps))
		}
		p = ps[in.Item]
	}
	o.Class = fmt.Sprintf("%dx%d", p.Width, p.Height)
	enc, err := hashi.Encode(p, opt)
	if err != nil {
		return o, err
	}
	err = solveChecked(ctx, in, s, enc.Problem(), &o, func(m encode.Model) error {
		sol, err := enc.Decode(m)
		if err != nil {
			return err
		}
		return hashi.Check(p, sol)
	})
	return o, err
}
