package benchmarks

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/shikaku"
	"github.com/puzzlesat/puzzlesat/solver"
)

func init() { Register(shikakuKind{}) }

// shikakuKind benchmarks Shikaku puzzles in every format the shikaku
// package reads (Tatham game IDs, one per line; text grids; JSON).
// Options: model (partition, channel, redundant), amo (the at-most-one
// half of every exactly-one) and card (exactly-one as a cardinality
// constraint with that encoding instead; "order" does not apply).
// Solutions are checked with shikaku.Check, which shares no code with the
// encoder.
type shikakuKind struct{}

func (shikakuKind) Name() string   { return "shikaku" }
func (shikakuKind) Axes() []string { return []string{"card", "amo", "model"} }
func (shikakuKind) Match(path string, head []byte) bool {
	return puzzleKindOf(path, head) == "shikaku"
}

// Accepts implements ValueFilter: Shikaku has no order encoding.
func (shikakuKind) Accepts(axis, value string) bool { return !(axis == "card" && value == "order") }

func (shikakuKind) Items(data []byte) (int, error) {
	ps, err := shikaku.Parse("", data, shikaku.FormatAuto)
	return len(ps), err
}

func shikakuOptions(o Options) (shikaku.Options, error) {
	var opt shikaku.Options
	if v := o.Get("model", ""); v != "" {
		m, err := shikaku.ParseModel(v)
		if err != nil {
			return opt, err
		}
		opt.Model = m
	}
	if v := o.Get("amo", ""); v != "" {
		a, err := encode.ParseAMOEncoding(v)
		if err != nil {
			return opt, err
		}
		opt.AMO = a
	}
	if v := o.Get("card", ""); v != "" {
		c, err := encode.ParseCardEncoding(v)
		if err != nil {
			return opt, err
		}
		opt.UseCard, opt.Card = true, c
	}
	return opt, nil
}

func (shikakuKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	o := Outcome{Conflicts: -1, Decisions: -1}
	opt, err := shikakuOptions(in.Options)
	if err != nil {
		return o, err
	}
	data := in.Data
	item := in.Item
	if line, ok := itemLine(in); ok {
		data, item = line, 0
	}
	ps, err := shikaku.Parse(in.Path, data, shikaku.FormatAuto)
	if err != nil {
		return o, err
	}
	if item >= len(ps) {
		return o, fmt.Errorf("%s: no puzzle %d (the file holds %d)", in.Path, in.Item+1, len(ps))
	}
	p := ps[item]
	o.Class = fmt.Sprintf("%dx%d", p.Width, p.Height)
	enc, err := shikaku.Encode(p, opt)
	if err != nil {
		return o, fmt.Errorf("%s: %w", in.Name(), err)
	}
	if enc.Infeasible != nil {
		return o, fmt.Errorf("%s: %s", in.Name(), enc.Infeasible.Msg)
	}
	prob := solver.Problem{Formula: enc.Formula, Primary: enc.Primary()}
	err = solveChecked(ctx, in, s, prob, &o, func(m encode.Model) error {
		sol, err := enc.Decode(m)
		if err != nil {
			return err
		}
		return shikaku.Check(p, sol)
	})
	return o, err
}
