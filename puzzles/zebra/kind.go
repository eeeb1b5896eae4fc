package zebra

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Kind is the zebra side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Genre{}

// Genre is the type of Kind, for the generator's kind (package gen)
// to embed: it adds puzzle.Generator to every capability Genre has.
type Genre struct{}

// kind is Genre: the methods are declared on it.
type kind = Genre

func (kind) Name() string { return "zebra" }

// Aliases: the puzzle's other name.
func (kind) Aliases() []string { return []string{"einstein"} }
func (kind) Title() string     { return "zebra (Einstein) puzzles" }

// Formats: ZebraLogic JSONL and JSON are detected by their first
// character and fields; anything else is the puzzle language.
func (kind) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "zebralogic", Usage: "ZebraLogic JSONL (English text, reference solutions), or one puzzle's English as zebralogic.com shows it", Whole: true,
			Detect: LooksLikeZebraLogic, Read: readZebraLogic, Write: writeZebraLogic},
		{Name: "json", Usage: "the JSON form (one or more puzzles)", Detect: looksJSON, Read: readJSON, Write: writeJSON},
		{Name: "native", Usage: "the puzzle language", Read: readNative, Write: func(w io.Writer, p puzzle.Puzzle) error { return p.(*Puzzle).WriteNative(w) }},
	}
}

func looksJSON(data []byte) bool {
	t := bytes.TrimSpace(data)
	return len(t) > 0 && (t[0] == '{' || t[0] == '[')
}

func readNative(src puzzle.Source) ([]puzzle.Item, error) {
	p, err := ParseBytes(src.Data)
	if err != nil {
		return nil, err
	}
	if p.Name == "" {
		p.Name = src.Name
	}
	return []puzzle.Item{{Puzzle: p, Info: p.Info()}}, nil
}

func readJSON(src puzzle.Source) ([]puzzle.Item, error) {
	recs, err := ParseJSONRecords(src.Data)
	if err != nil {
		return nil, err
	}
	if len(recs) == 1 && recs[0].Err != nil {
		return nil, recs[0].Err
	}
	items := make([]puzzle.Item, len(recs))
	for i, r := range recs {
		name := r.ID
		if name == "" {
			name = src.Name
			if len(recs) > 1 {
				name = fmt.Sprintf("%s#%d", src.Name, i+1)
			}
		}
		if r.Err != nil {
			items[i] = puzzle.Item{Info: puzzle.Info{Name: name}, Err: r.Err}
			continue
		}
		if r.Puzzle.Name == "" {
			r.Puzzle.Name = name
		}
		items[i] = puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()}
	}
	return items, nil
}

func readZebraLogic(src puzzle.Source) ([]puzzle.Item, error) {
	var judge Judge
	if src.Count != nil {
		judge = func(p *Puzzle) int {
			if src.Stopped() {
				return JudgeStop
			}
			n := src.Count(p, 2)
			if src.Stopped() {
				// The count was cut short: it says nothing.
				return JudgeStop
			}
			switch n {
			case 0:
				return JudgeUnsat
			case 1:
				return JudgeUnique
			}
			return JudgeMany
		}
	}
	if t := bytes.TrimSpace(src.Data); len(t) > 0 && t[0] != '{' {
		p, err := ReadZebraLogicText(src.Data, judge)
		if err != nil {
			return nil, err
		}
		p.Name = src.Name
		return []puzzle.Item{{Puzzle: p, Info: p.Info()}}, nil
	}
	ims, err := readZebraLogicContext(src.Ctx(), bytes.NewReader(src.Data), judge)
	if err != nil {
		return nil, err
	}
	items := make([]puzzle.Item, len(ims))
	for i, im := range ims {
		name := im.ID
		if name == "" {
			name = fmt.Sprintf("%s:%d", src.Name, im.Line)
		}
		if im.Err != nil {
			items[i] = puzzle.Item{Info: puzzle.Info{Name: name}, Err: im.Err}
			continue
		}
		im.Puzzle.Name = name
		items[i] = puzzle.Item{Puzzle: im.Puzzle, Info: im.Puzzle.Info()}
		if im.Reference != nil {
			items[i].Reference = im.Reference
		}
	}
	return items, nil
}

func writeJSON(w io.Writer, p puzzle.Puzzle) error {
	b, err := json.Marshal(p.(*Puzzle))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Info describes p: its size class is "HxC", houses x categories.
func (p *Puzzle) Info() puzzle.Info {
	n, m := p.N(), len(p.Categories)
	return puzzle.Info{Name: p.Name, Class: fmt.Sprintf("%dx%d", n, m),
		Summary: fmt.Sprintf("%d %s x %d categories, %d clues", n, strings.ToLower(p.Positions.Name)+"s", m, len(p.Clues))}
}

func (kind) Options() []puzzle.Option {
	return []puzzle.Option{{Name: "amo", Usage: "at-most-one encoding of the exactly-ones", Values: amoNames(), Default: "pairwise"}}
}

func amoNames() []string {
	var out []string
	for _, a := range encode.AMOEncodings() {
		out = append(out, a.String())
	}
	return out
}

func (kind) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("zebra: not a zebra puzzle: %T", pz)
	}
	amo, err := encode.ParseAMOEncoding(o.Get("amo", "pairwise"))
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, Options{AMO: amo, Explain: o.Explain})
	if err != nil {
		return nil, err
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: e.Primary()},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    e.Primary(),
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: map[string]string{"amo": e.Options.AMO.String()},
		Header: []string{
			fmt.Sprintf("puzzlesat zebra %s: %s", p.Name, p.Info().Summary),
			fmt.Sprintf("options: amo=%v", e.Options.AMO),
		},
	}
}

// Fact names a literal of a primary variable: "Norwegian is in house 1"
// or "Englishman is not in house 2", JSON {"category","value","house"
// (1-based),"holds"}.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l
	if v < 0 {
		v = -v
	}
	if int(v) > e.NumPrimary() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	i := int(v) - 1
	k := i % e.N
	c, val := i/e.N/e.N, i/e.N%e.N
	p := e.Puzzle
	verb := "is in"
	if l < 0 {
		verb = "is not in"
	}
	pos := strings.ToLower(p.Positions.Name) + " " + p.Positions.Values[k]
	return puzzle.Fact{Lit: l, Text: p.RefName(Ref{c, val}) + " " + verb + " " + pos,
		JSON: FactJSON{Category: p.Categories[c].Name, Value: p.Categories[c].Values[val], House: k + 1, Holds: l > 0}}
}

// FactJSON is a zebra fact in an explanation's JSON.
type FactJSON struct {
	Category string `json:"category"`
	Value    string `json:"value"`
	House    int    `json:"house"`
	Holds    bool   `json:"holds"`
}

// ClueNumber is a zebra clue in an explanation's JSON: its number (1-based,
// input order).
type ClueNumber struct {
	Clue int `json:"clue"`
}

func (kind) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("zebra: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal implements puzzle.Comparer.
func (kind) Equal(a, b puzzle.Solution) bool {
	x, ok1 := a.(*Solution)
	y, ok2 := b.(*Solution)
	return ok1 && ok2 && x.Equal(y)
}

// CheckAsk implements puzzle.Asker: the question must name a value.
func (kind) CheckAsk(pz puzzle.Puzzle, q string) error {
	p := pz.(*Puzzle)
	if len(p.FindValue(q)) > 0 {
		return nil
	}
	if sg := p.SuggestValue(q); sg != "" {
		return fmt.Errorf("no value %q; did you mean %q?", q, sg)
	}
	return fmt.Errorf("no value %q", q)
}

// answers are the replies to r's --ask questions.
func answers(p *Puzzle, r *puzzle.Result) []string {
	s, ok := r.First().(*Solution)
	if !ok {
		return nil
	}
	var out []string
	for _, q := range r.Ask {
		refs := p.FindValue(q)
		if len(refs) == 0 {
			out = append(out, fmt.Sprintf("no value %q", q))
		}
		for _, ref := range refs {
			out = append(out, p.Answer(s, ref))
		}
	}
	return out
}
