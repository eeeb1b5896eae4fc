package benchmarks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
	"github.com/puzzlesat/puzzlesat/solver"
)

func init() { Register(zebraKind{}) }

// zebraKind benchmarks zebra puzzles: the native language (one puzzle per
// file), its JSON form, and ZebraLogic JSONL (one puzzle per line).
// Option: amo (the exactly-one encoding). Solutions are checked with
// zebra.Check, which evaluates every clue on the decoded grid; with
// --unique, a solution proved unique must also equal the file's reference
// solution when it gives one.
//
// A ZebraLogic file is read once, whole, while the sweep is planned (see
// PrepareFile): the zebra package settles a puzzle's ambiguous mentions
// with the wording of the other puzzles of the file and, as `solve zebra`
// does, with a judge that counts each reading's solutions (gophersat,
// default encoding). Each run then starts from the puzzle in the JSON form,
// so its time covers JSON parse, encode, solve, decode and check, not
// reading the English text.
type zebraKind struct{}

func (zebraKind) Name() string   { return "zebra" }
func (zebraKind) Axes() []string { return []string{"amo"} }
func (zebraKind) Match(path string, head []byte) bool {
	return puzzleKindOf(path, head) == "zebra"
}

func isJSONL(data []byte) bool {
	t := bytes.TrimSpace(data)
	return len(t) > 0 && t[0] == '{' && zebra.LooksLikeZebraLogic(t)
}

// zebraPayload is one ZebraLogic puzzle as prepared for its runs.
type zebraPayload struct {
	ID        string          `json:"id,omitempty"`
	Puzzle    json.RawMessage `json:"puzzle,omitempty"` // the JSON form
	Reference *zebra.Solution `json:"reference,omitempty"`
	Err       string          `json:"error,omitempty"` // the puzzle could not be read
}

// PrepareFile implements FilePreparer. Native and JSON files hold one
// puzzle, read in the run (payload nil).
func (zebraKind) PrepareFile(path string, data []byte) ([][]byte, error) {
	if !isJSONL(data) {
		return [][]byte{nil}, nil
	}
	imps, err := zebra.ReadZebraLogic(bytes.NewReader(data), zebraJudge(context.Background(), solver.Gophersat{}, zebra.Options{}))
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(imps))
	for i, im := range imps {
		pl := zebraPayload{ID: im.ID, Reference: im.Reference}
		if im.Err != nil {
			pl.Err = im.Err.Error()
		} else if pl.Puzzle, err = im.Puzzle.MarshalJSON(); err != nil {
			pl.Err = err.Error()
		}
		if out[i], err = json.Marshal(pl); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func zebraOptions(o Options) (zebra.Options, error) {
	var opt zebra.Options
	if v := o.Get("amo", ""); v != "" {
		a, err := encode.ParseAMOEncoding(v)
		if err != nil {
			return opt, err
		}
		opt.AMO = a
	}
	return opt, nil
}

func (zebraKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	o := Outcome{Conflicts: -1, Decisions: -1}
	opt, err := zebraOptions(in.Options)
	if err != nil {
		return o, err
	}
	var (
		p   *zebra.Puzzle
		ref *zebra.Solution
	)
	t := bytes.TrimSpace(in.Data)
	switch {
	case isJSONL(in.Data):
		if in.Prepared == nil {
			return o, fmt.Errorf("%s: the ZebraLogic file could not be read", in.Path)
		}
		var pl zebraPayload
		if err := json.Unmarshal(in.Prepared, &pl); err != nil {
			return o, err
		}
		if pl.Err != "" {
			return o, errors.New(pl.Err)
		}
		if p, err = zebra.ParseJSON(pl.Puzzle); err != nil {
			return o, err
		}
		ref = pl.Reference
	case len(t) > 0 && t[0] == '{':
		if p, err = zebra.ParseJSON(in.Data); err != nil {
			return o, err
		}
	default:
		if p, err = zebra.ParseBytes(in.Data); err != nil {
			return o, err
		}
	}
	if err := p.Validate(); err != nil {
		return o, err
	}
	o.Class = fmt.Sprintf("%dx%d", p.N(), len(p.Categories))
	enc, err := zebra.Encode(p, opt)
	if err != nil {
		return o, err
	}
	var first *zebra.Solution
	prob := solver.Problem{Formula: enc.Formula, Primary: enc.Primary()}
	err = solveChecked(ctx, in, s, prob, &o, func(m encode.Model) error {
		sol, err := enc.Decode(m)
		if err != nil {
			return err
		}
		if first == nil {
			first = sol
		}
		return zebra.Check(p, sol)
	})
	if err == nil && o.Check == CheckOK && o.Unique == UniqueYes && ref != nil && !first.Equal(ref) {
		o.Check, o.CheckErr = CheckFail, "the unique solution differs from the file's reference solution"
	}
	return o, err
}

// zebraJudge rates a reading of an ambiguous ZebraLogic text by its number
// of solutions (see zebra.ParseZebraLogicText).
func zebraJudge(ctx context.Context, s solver.Solver, opt zebra.Options) zebra.Judge {
	return func(p *zebra.Puzzle) int {
		enc, err := zebra.Encode(p, opt)
		if err != nil {
			return zebra.JudgeUnsat
		}
		sum, err := solver.Enumerate(ctx, s, solver.Problem{Formula: enc.Formula, Primary: enc.Primary()}, 2, nil)
		switch {
		case err != nil || sum.Count == 0:
			return zebra.JudgeUnsat
		case sum.Count == 1 && sum.Complete:
			return zebra.JudgeUnique
		}
		return zebra.JudgeMany
	}
}
