package zebra

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Imported is one puzzle read from a ZebraLogic JSONL file.
type Imported struct {
	ID        string
	Line      int // line of the JSONL file
	Puzzle    *Puzzle
	Reference *Solution // the file's solution, nil when none is given
	Err       error     // set when the puzzle could not be read; Puzzle is then nil
}

// zlRecord is one line of a ZebraLogic JSONL file.
type zlRecord struct {
	ID       string `json:"id"`
	Size     string `json:"size"`
	Puzzle   string `json:"puzzle"`
	Solution *struct {
		Header []string   `json:"header"`
		Rows   [][]string `json:"rows"`
	} `json:"solution"`
}

// ReadZebraLogic reads ZebraLogic JSONL: one object per line with "id",
// "size", "puzzle" (the English text) and optionally "solution"
// ({"header": ["House", ...], "rows": [["1", ...], ...]}). Every line gives
// one Imported, in input order; a puzzle that cannot be read has Err set
// (a *srcpos.Error with the JSONL line). The returned error is only for
// reading r. The judge settles ambiguous readings (see
// ParseZebraLogicText); it may be nil.
func ReadZebraLogic(r io.Reader, judge Judge) ([]Imported, error) {
	return readZebraLogicContext(context.Background(), r, judge)
}

// readZebraLogicContext is ReadZebraLogic stopped with ErrStopped when
// ctx ends (checked at every line and every puzzle) or the judge says
// JudgeStop.
func readZebraLogicContext(ctx context.Context, r io.Reader, judge Judge) ([]Imported, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	var out []Imported
	lex := zlLexicon{}
	states := map[int]*zlState{}
	line := 0
	for sc.Scan() {
		if ctx.Err() != nil {
			return nil, ErrStopped
		}
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		im := Imported{Line: line}
		var rec zlRecord
		if err := json.Unmarshal(b, &rec); err != nil {
			im.Err = srcpos.Errorf(line, 1, "", "not a ZebraLogic JSON object: %v", err)
			out = append(out, im)
			continue
		}
		im.ID = rec.ID
		var header []string
		var rows [][]string
		if rec.Solution != nil {
			header, rows = rec.Solution.Header, rec.Solution.Rows
		}
		st, err := parseZL(rec.Puzzle, header, rows, false)
		if err != nil {
			im.Err = zlLineError(err, line, rec.ID)
		} else {
			st.teach(lex)
			states[len(out)] = st
		}
		out = append(out, im)
	}
	if err := sc.Err(); err != nil {
		return out, err
	}
	for i, st := range states {
		if ctx.Err() != nil {
			return nil, ErrStopped
		}
		p, err := st.finish(lex, judge)
		if errors.Is(err, ErrStopped) {
			return nil, err
		}
		if err != nil {
			out[i].Err = zlLineError(err, out[i].Line, out[i].ID)
			continue
		}
		p.Name = out[i].ID
		out[i].Puzzle, out[i].Reference = p, st.ref
	}
	return out, nil
}

func zlLineError(err error, line int, id string) error {
	pe, ok := err.(*srcpos.Error)
	if !ok {
		pe = srcpos.Errorf(0, 0, "", "%v", err)
	}
	pe.Line = line
	pe.Col = 0
	if id != "" {
		pe.Msg = id + ": " + pe.Msg
	}
	return pe
}

// LooksLikeZebraLogic reports whether data starts like ZebraLogic JSONL
// (a JSON object with a "puzzle" string) or is ZebraLogic's English as
// zebralogic.com shows it (LooksLikeZebraLogicText).
func LooksLikeZebraLogic(data []byte) bool {
	if LooksLikeZebraLogicText(data) {
		return true
	}
	line, _, _ := bytes.Cut(bytes.TrimSpace(data), []byte("\n"))
	var probe struct {
		Puzzle *string `json:"puzzle"`
	}
	return json.Unmarshal(line, &probe) == nil && probe.Puzzle != nil
}

// The regular expressions and tables of this file are built on first use,
// not at start-up: every puzzlesat command links this package, and most
// never read ZebraLogic text (see docs/performance.md).
var (
	zlHouses = &lazyre.Regexp{Expr: `(?i)there are (\d+) houses`}
	zlAttr   = &lazyre.Regexp{Expr: "^\\s*-\\s*(.*?):\\s*(.*`.*)$"}
	zlValue  = &lazyre.Regexp{Expr: "`([^`]*)`"}
	zlClue   = &lazyre.Regexp{Expr: `^\s*(\d+)\.\s*(.*\S)\s*$`}
	// The plain text as zebralogic.com shows it (or a page rendering it
	// copies it): a first line "There are N houses", attribute lines whose
	// values may have lost their backticks, bullets "-", "*" or none.
	zlTextStart = &lazyre.Regexp{Expr: `(?i)^there are (\d+|two|three|four|five|six|seven|eight|nine|ten) houses\b`}
	zlAttrPlain = &lazyre.Regexp{Expr: `^\s*(?:[-*\x{2022}]\s*)?([^:]*[A-Za-z][^:]*):\s*([^,]+(?:,[^,]+)+)$`}
)

// ParseZebraLogicText reads the English text of one ZebraLogic puzzle. The
// header and rows of the reference solution are optional; when given, the
// header names the categories and the rows become the returned reference
// solution.
//
// Clue sentences are read with the grammar of ZebraLogic's templates (see
// the package doc). A value name listed in several categories (a pet and
// an animal both "cat") can leave a mention ambiguous; the mentions are
// then grouped by phrasing, and readings are tried in order of
// plausibility. When judge is not nil, the first reading it rates
// JudgeUnique wins (else the best rated); with a nil judge the most
// plausible reading is taken.
func ParseZebraLogicText(text string, header []string, rows [][]string, judge Judge) (*Puzzle, *Solution, error) {
	st, err := parseZL(text, header, rows, false)
	if err != nil {
		return nil, nil, err
	}
	p, err := st.finish(nil, judge)
	if err != nil {
		return nil, nil, err
	}
	return p, st.ref, nil
}

// zlState is a puzzle read up to the ambiguous mentions.
type zlState struct {
	p      *Puzzle
	zl     *zlParser
	parsed []*zlClueParse
	clues  []string
	ref    *Solution
	intros []string
}

// zlLexicon records, across the puzzles of one file, which category
// description each noun phrase was seen with unambiguously: ZebraLogic
// words a category's value the same way in every puzzle.
type zlLexicon map[string]map[string]int

// teach adds the puzzle's unambiguous mentions to lex.
func (st *zlState) teach(lex zlLexicon) {
	for _, cp := range st.parsed {
		cp.each(func(m zlMention) {
			if len(m.refs) != 1 {
				return
			}
			in := strings.ToLower(strings.TrimSpace(st.intros[m.refs[0].Cat]))
			if lex[m.phrase] == nil {
				lex[m.phrase] = map[string]int{}
			}
			lex[m.phrase][in]++
		})
	}
}

func parseZL(text string, header []string, rows [][]string, plain bool) (*zlState, error) {
	p, intros, clues, err := zlSections(text, plain)
	if err != nil {
		return nil, err
	}
	n := len(p.Categories[0].Values)
	if m := zlHouses.Re().FindStringSubmatch(text); m != nil {
		if h, err := strconv.Atoi(m[1]); err == nil && h != n {
			return nil, srcpos.Errorf(0, 0, m[0], "%d houses but the first attribute has %d values", h, n)
		}
	}
	p.Positions = numberedPositions("House", n)
	if len(header) == len(p.Categories)+1 {
		p.Positions.Name = header[0]
		for i := range p.Categories {
			p.Categories[i].Name = header[i+1]
		}
	} else {
		names := categoryNames(intros)
		for i := range p.Categories {
			p.Categories[i].Name = names[i]
		}
	}
	if err := p.Validate(); err != nil {
		return nil, srcpos.Errorf(0, 0, "", "%s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	zl := newZLParser(p, intros)
	parsed := make([]*zlClueParse, len(clues))
	for i, c := range clues {
		cp, err := zl.parse(c)
		if err != nil {
			return nil, srcpos.Errorf(0, 0, c, "clue %d: %v", i+1, err)
		}
		parsed[i] = cp
	}
	ref, err := zlReference(p, header, rows)
	if err != nil {
		return nil, err
	}
	return &zlState{p: p, zl: zl, parsed: parsed, clues: clues, ref: ref, intros: intros}, nil
}

// zlSections splits a ZebraLogic text into its attribute lines (the
// categories' values and their descriptions) and its numbered clues.
// In plain text (a puzzle pasted as zebralogic.com shows it) the values
// may have lost their backticks ("name: peter, eric, arnold") and the
// clues their numbers.
func zlSections(text string, plain bool) (p *Puzzle, intros, clues []string, err error) {
	p = &Puzzle{}
	inClues := false
	for _, ln := range strings.Split(text, "\n") {
		if !inClues {
			if strings.Contains(strings.ToLower(ln), "clues:") {
				inClues = true
				continue
			}
			if m := zlAttr.Re().FindStringSubmatch(ln); m != nil {
				var vals []string
				for _, v := range zlValue.Re().FindAllStringSubmatch(m[2], -1) {
					vals = append(vals, strings.TrimSpace(v[1]))
				}
				intros = append(intros, m[1])
				p.Categories = append(p.Categories, Category{Values: vals})
			} else if m := zlAttrPlain.Re().FindStringSubmatch(strings.TrimSpace(ln)); plain && m != nil && !zlTextStart.Re().MatchString(strings.TrimSpace(ln)) {
				var vals []string
				for _, v := range strings.Split(m[2], ",") {
					v = strings.TrimSpace(v)
					v = strings.TrimSpace(strings.TrimPrefix(v, "and "))
					vals = append(vals, strings.TrimRight(v, "."))
				}
				intros = append(intros, m[1])
				p.Categories = append(p.Categories, Category{Values: vals})
			}
			continue
		}
		if m := zlClue.Re().FindStringSubmatch(ln); m != nil {
			clues = append(clues, m[2])
		} else if plain && strings.TrimSpace(ln) != "" {
			clues = append(clues, strings.TrimSpace(ln))
		} else if strings.TrimSpace(ln) != "" {
			return nil, nil, nil, srcpos.Errorf(0, 0, ln, "clue line without a number")
		}
	}
	if len(p.Categories) == 0 {
		return nil, nil, nil, srcpos.Errorf(0, 0, "", "no attribute lines (\" - description: `a`, `b`\")")
	}
	return p, intros, clues, nil
}

// zlReference reads the solution table that came with the puzzle (nil
// without rows).
func zlReference(p *Puzzle, header []string, rows [][]string) (*Solution, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	if len(header) != len(p.Categories)+1 {
		return nil, srcpos.Errorf(0, 0, "", "solution header has %d columns, want %d", len(header), len(p.Categories)+1)
	}
	idx := make([][]int, len(rows))
	for k, r := range rows {
		if len(r) != len(header) {
			return nil, srcpos.Errorf(0, 0, strings.Join(r, ","), "solution row %d has %d entries, want %d", k+1, len(r), len(header))
		}
		for c := range p.Categories {
			v := p.Categories[c].Index(strings.TrimSpace(r[c+1]))
			if v < 0 {
				return nil, srcpos.Errorf(0, 0, r[c+1], "solution row %d: no value %q in %s", k+1, r[c+1], p.Categories[c].Name)
			}
			idx[k] = append(idx[k], v)
		}
	}
	s, err := SolutionFromRows(len(p.Categories), p.N(), idx)
	if err != nil {
		return nil, srcpos.Errorf(0, 0, "", "solution: %s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	return s, nil
}

// finish settles the ambiguous mentions (see ParseZebraLogicText) and
// returns the puzzle.
func (st *zlState) finish(lex zlLexicon, judge Judge) (*Puzzle, error) {
	p, zl, parsed, clues := st.p, st.zl, st.parsed, st.clues
	zl.lex = lex
	// Learn each category's phrasings from the mentions whose value names
	// a single category, then settle the ambiguous ones.
	for _, cp := range parsed {
		cp.each(func(m zlMention) {
			if len(m.refs) == 1 {
				zl.learn(m.template, m.refs[0].Cat)
			}
		})
	}
	var clueOf func(cp *zlClueParse, assign map[string]Ref) Clue
	clueOf = func(cp *zlClueParse, assign map[string]Ref) Clue {
		c := Clue{Kind: cp.kind, K: cp.k}
		for _, m := range cp.mentions {
			if len(m.refs) == 1 {
				c.Args = append(c.Args, m.refs[0])
			} else {
				c.Args = append(c.Args, assign[m.groupKey()])
			}
		}
		for _, sub := range cp.any {
			c.Any = append(c.Any, clueOf(sub, assign))
		}
		if cp.inclusive && c.Args[1].Cat != c.Args[2].Cat {
			x, a, b := c.Args[0], c.Args[1], c.Args[2]
			c = Clue{Kind: AnyOf, Any: []Clue{{Kind: Same, Args: []Ref{x, a}}, {Kind: Same, Args: []Ref{x, b}}}}
		}
		return c
	}
	build := func(assign map[string]Ref) *Puzzle {
		q := *p
		q.Clues = nil
		for i, cp := range parsed {
			c := clueOf(cp, assign)
			c.Text = clues[i]
			q.Clues = append(q.Clues, c)
		}
		return &q
	}
	groups := zl.groups(parsed)
	var chosen *Puzzle
	bestScore := -1
	tried := 0
	stopped := false
	zl.assignments(groups, func(assign map[string]Ref) bool {
		q := build(assign)
		tried++
		if judge == nil || len(groups) == 0 {
			chosen = q
			return false
		}
		sc := judge(q)
		if sc == JudgeStop {
			stopped = true
			return false
		}
		if sc > bestScore {
			chosen, bestScore = q, sc
			if sc >= JudgeUnique {
				return false
			}
		}
		return tried < maxAssignments
	})
	if stopped {
		return nil, ErrStopped
	}
	if chosen == nil {
		return nil, srcpos.Errorf(0, 0, "", "cannot assign the ambiguous value mentions to categories")
	}
	p = chosen
	if err := p.Validate(); err != nil {
		return nil, srcpos.Errorf(0, 0, "", "%s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	return p, nil
}

// categoryNames derives names from attribute descriptions when no
// solution header gives them: the last content word, capitalized; the
// last two words when that collides.
func categoryNames(intros []string) []string {
	words := make([][]string, len(intros))
	for i, in := range intros {
		for _, t := range zlTokens(strings.ToLower(in)) {
			if !zlStop(t.w) {
				words[i] = append(words[i], t.w)
			}
		}
	}
	title := func(ws []string) string {
		var b strings.Builder
		for _, w := range ws {
			r := []rune(w)
			r[0] = unicode.ToUpper(r[0])
			b.WriteString(string(r))
		}
		return b.String()
	}
	names := make([]string, len(intros))
	used := map[string]int{}
	for i, ws := range words {
		if len(ws) == 0 {
			names[i] = "Attribute" + strconv.Itoa(i+1)
		} else {
			names[i] = title(ws[len(ws)-1:])
		}
		used[strings.ToLower(names[i])]++
	}
	for i, ws := range words {
		if used[strings.ToLower(names[i])] > 1 && len(ws) >= 2 {
			names[i] = title(ws[len(ws)-2:])
		}
	}
	seen := map[string]bool{"house": true}
	for i := range names {
		base := names[i]
		for k := 2; seen[strings.ToLower(names[i])]; k++ {
			names[i] = base + strconv.Itoa(k)
		}
		seen[strings.ToLower(names[i])] = true
	}
	return names
}

// zlStop reports whether w is a word that names no value ("the",
// "person", "favorite"). (Switches, not map literals: nothing to build at
// start-up, see docs/performance.md.)
func zlStop(w string) bool {
	switch w {
	case "a", "an", "the", "each", "every", "everyone", "person", "people",
		"has", "have", "is", "are", "of", "for", "by", "their", "they",
		"all", "different", "unique", "s", "who", "whose", "with", "in",
		"to", "something", "use", "own", "prefers", "lives", "keep",
		"favorite", "type", "level", "and", "named", "one":
		return true
	}
	return false
}

// --- the phrasing parser ---

type zlToken struct {
	w          string
	start, end int // byte offsets in the lower-cased sentence
}

// zlTokens splits s into runs of letters and digits.
func zlTokens(s string) []zlToken {
	var ts []zlToken
	start := -1
	for i, r := range s {
		alnum := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case alnum && start < 0:
			start = i
		case !alnum && start >= 0:
			ts = append(ts, zlToken{s[start:i], start, i})
			start = -1
		}
	}
	if start >= 0 {
		ts = append(ts, zlToken{s[start:], start, len(s)})
	}
	return ts
}

// zlInflection reports whether e is a word ending two forms of one stem
// may differ by ("swede"/"swedish", "painting"/"paints", "rose"/"roses").
func zlInflection(e string) bool {
	switch e {
	case "", "e", "s", "es", "ing", "ish", "ed", "er", "n", "ese", "ian", "y", "ies":
		return true
	}
	return false
}

// wordScore rates how well clue word c stands for value word v: 3 equal,
// 2 v abbreviates c (v is a prefix of c, at least 3 letters: "jan" for
// "january", "horse" for "horses"), 1 same stem with inflected endings,
// 0 no match.
func wordScore(v, c string) int {
	if v == c {
		return 3
	}
	if len(v) >= 3 && strings.HasPrefix(c, v) {
		return 2
	}
	k := 0
	for k < len(v) && k < len(c) && v[k] == c[k] {
		k++
	}
	if k >= 3 && zlInflection(v[k:]) && zlInflection(c[k:]) {
		return 1
	}
	return 0
}

type zlCandidate struct {
	start, end int // byte span in the lower-cased sentence
	score      int // sum of word scores
	words      int // value words
	refs       []Ref
}

type zlMention struct {
	refs     []Ref  // the categories' values the mention may name (one unless ambiguous)
	phrase   string // the noun phrase
	template string // the noun phrase with the value replaced by {}
}

type zlClueParse struct {
	kind      ClueKind
	inclusive bool // see zlTemplate
	k         int
	mentions  []zlMention
	any       []*zlClueParse // AnyOf: the statements
}

// each calls fn on every mention of the clue, statements of an AnyOf
// included.
func (cp *zlClueParse) each(fn func(zlMention)) {
	for _, m := range cp.mentions {
		fn(m)
	}
	for _, sub := range cp.any {
		sub.each(fn)
	}
}

type zlParser struct {
	p       *Puzzle
	intros  [][]string // content words of each category's description
	vtoks   [][][]string
	learned map[string]map[int]bool // phrasing template -> categories
	lex     zlLexicon               // phrases seen in other puzzles of the file, or nil
	descs   []string                // the categories' descriptions, lower-cased
	df      map[string]int          // description words: in how many descriptions
}

func newZLParser(p *Puzzle, intros []string) *zlParser {
	zl := &zlParser{p: p, learned: map[string]map[int]bool{}, df: map[string]int{}}
	for _, in := range intros {
		zl.descs = append(zl.descs, strings.ToLower(strings.TrimSpace(in)))
		var ws []string
		seen := map[string]bool{}
		for _, t := range zlTokens(strings.ToLower(in)) {
			if !zlStop(t.w) && !seen[t.w] {
				ws = append(ws, t.w)
				seen[t.w] = true
				zl.df[t.w]++
			}
		}
		zl.intros = append(zl.intros, ws)
	}
	zl.vtoks = make([][][]string, len(p.Categories))
	for c, cat := range p.Categories {
		zl.vtoks[c] = make([][]string, len(cat.Values))
		for v, name := range cat.Values {
			for _, t := range zlTokens(strings.ToLower(name)) {
				zl.vtoks[c][v] = append(zl.vtoks[c][v], t.w)
			}
		}
	}
	return zl
}

// candidates finds every place in s where a value may be mentioned.
func (zl *zlParser) candidates(s string, ts []zlToken) []zlCandidate {
	var cs []zlCandidate
	for c := range zl.vtoks {
		for v, vt := range zl.vtoks[c] {
			if len(vt) == 0 {
				continue
			}
			for i := range ts {
				j, score, ok := i, 0, true
				for _, w := range vt {
					best, bestK := 0, 0
					// A value word may match one clue word, or two
					// joined by a hyphen ("f150" for "F-150").
					for k := 1; k <= 2 && j+k <= len(ts); k++ {
						if k == 2 && !(ts[j].end+1 == ts[j+1].start && s[ts[j].end] == '-') {
							break
						}
						cw := ts[j].w
						if k == 2 {
							cw += ts[j+1].w
						}
						if sc := wordScore(w, cw); sc > best {
							best, bestK = sc, k
						}
					}
					if best == 0 {
						ok = false
						break
					}
					score += best
					j += bestK
				}
				if !ok {
					continue
				}
				cand := zlCandidate{start: ts[i].start, end: ts[j-1].end, score: score, words: len(vt), refs: []Ref{{c, v}}}
				merged := false
				for k := range cs {
					if cs[k].start == cand.start && cs[k].end == cand.end && cs[k].score == cand.score {
						cs[k].refs = append(cs[k].refs, cand.refs...)
						merged = true
						break
					}
				}
				if !merged {
					cs = append(cs, cand)
				}
			}
		}
	}
	return cs
}

// zlPart is a piece of a clue template: a literal, a noun-phrase slot, an
// ordinal slot or a number slot.
type zlPart struct {
	lit  string
	slot int // 0 literal, 1 noun phrase, 2 ordinal, 3 number
}

type zlTemplate struct {
	kind  ClueKind
	parts []zlPart
	// inclusive: "X is either A or B" without "but not both", read as
	// EitherOr when A and B share a category (they can never both hold)
	// and as (X is A) or (X is B) otherwise.
	inclusive bool
}

// The clue grammar: sentence templates composed from relation phrases.
var (
	zlTemplatesOnce sync.Once
	zlTemplatesV    []zlTemplate
)

// zlTemplates are the clue templates, built on first use.
func zlTemplates() []zlTemplate {
	zlTemplatesOnce.Do(func() { zlTemplatesV = buildZLTemplates() })
	return zlTemplatesV
}

func buildZLTemplates() []zlTemplate {
	np := zlPart{slot: 1}
	lit := func(s string) zlPart { return zlPart{lit: s} }
	var ts []zlTemplate
	add := func(k ClueKind, parts ...zlPart) { ts = append(ts, zlTemplate{kind: k, parts: parts}) }
	copulas := []string{" is ", " lives ", " is located ", " resides "}
	// The three-operand and parity sentences first: their relation
	// phrases contain the two-operand ones.
	for _, cop := range copulas {
		for _, ph := range []string{"somewhere between ", "between "} {
			add(Between, np, lit(cop+ph), np, lit(" and "), np)
		}
		for _, r := range []string{"somewhere to the right of ", "to the right of ", "right of "} {
			for _, l := range []string{" and somewhere to the left of ", " and to the left of ", " and left of "} {
				add(BetweenOrdered, np, lit(cop+r), np, lit(l), np)
			}
		}
		for _, par := range []struct {
			k ClueKind
			w string
		}{{Odd, "odd"}, {Even, "even"}} {
			for _, h := range []string{"-numbered house", " numbered house", "-numbered position", " numbered position"} {
				add(par.k, np, lit(cop+"in an "+par.w+h))
			}
		}
	}
	for _, tail := range []string{", but not both", " but not both"} {
		add(EitherOr, np, lit(" is either "), np, lit(" or "), np, lit(tail))
	}
	add(EitherOr, np, lit(" is either "), np, lit(" or "), np)
	ts[len(ts)-1].inclusive = true
	for _, cop := range copulas {
		for _, rel := range []struct {
			k      ClueKind
			phrase []string
		}{
			{LeftOf, []string{"somewhere to the left of", "to the left of", "left of", "somewhere left of"}},
			{RightOf, []string{"somewhere to the right of", "to the right of", "right of", "somewhere right of"}},
			{DirectlyLeft, []string{"directly left of", "directly to the left of", "immediately to the left of", "immediately left of"}},
			{DirectlyRight, []string{"directly right of", "directly to the right of", "immediately to the right of", "immediately right of"}},
			{NextTo, []string{"next to", "adjacent to", "beside"}},
			{NotNextTo, []string{"not next to", "not adjacent to", "not beside"}},
		} {
			for _, ph := range rel.phrase {
				add(rel.k, np, lit(cop+ph+" "), np)
			}
		}
		add(At, np, lit(cop+"in the "), zlPart{slot: 2}, lit(" house"))
		add(NotAt, np, lit(cop+"not in the "), zlPart{slot: 2}, lit(" house"))
		// Everyday phrasings: "lives in house 3", "is not in house two".
		for _, h := range []string{"house ", "house number ", "house no "} {
			add(At, np, lit(cop+"in "+h), zlPart{slot: 3})
			add(NotAt, np, lit(cop+"not in "+h), zlPart{slot: 3})
		}
	}
	for _, neg := range []string{" does not live ", " doesn't live ", " does not reside ", " is not living "} {
		add(NotAt, np, lit(neg+"in the "), zlPart{slot: 2}, lit(" house"))
		add(NotAt, np, lit(neg+"in house "), zlPart{slot: 3})
		add(NotNextTo, np, lit(neg+"next to "), np)
		add(NotNextTo, np, lit(neg+"next door to "), np)
	}
	for _, w := range []string{"neighbours", "neighbors"} {
		add(NotNextTo, np, lit(" and "), np, lit(" are not "+w))
		add(NextTo, np, lit(" and "), np, lit(" are "+w))
		add(NotNextTo, np, lit(" is not a "+strings.TrimSuffix(w, "s")+" of "), np)
		add(NextTo, np, lit(" is a "+strings.TrimSuffix(w, "s")+" of "), np)
		add(NextTo, np, lit(" "+w+" "), np)
	}
	for _, cop := range []string{" lives ", " is "} {
		add(NextTo, np, lit(cop+"next door to "), np)
	}
	// A house named by its attribute: "the red house is the second house".
	add(At, np, lit(" is the "), zlPart{slot: 2}, lit(" house"))
	add(NotAt, np, lit(" is not the "), zlPart{slot: 2}, lit(" house"))
	add(Middle, np, lit(" is the middle house"))
	add(Odd, np, lit(" is an odd-numbered house"))
	add(Even, np, lit(" is an even-numbered house"))
	add(NextTo, np, lit(" and "), np, lit(" are next to each other"))
	add(NextTo, np, lit(" and "), np, lit(" live next to each other"))
	add(NotNextTo, np, lit(" and "), np, lit(" are not next to each other"))
	for _, h := range []string{"there is ", "there are "} {
		for _, hs := range []string{" house between ", " houses between "} {
			add(Gap, lit(h), zlPart{slot: 3}, lit(hs), np, lit(" and "), np)
		}
	}
	add(AtEnd, np, lit(" is at one of the ends"))
	add(AtEnd, np, lit(" is at an end"))
	add(NotAtEnd, np, lit(" is not at one of the ends"))
	add(NotAtEnd, np, lit(" is not at an end"))
	add(NotAtEnd, np, lit(" is at neither end"))
	add(Middle, np, lit(" is in the middle house"))
	add(Middle, np, lit(" is in the middle"))
	add(NotSame, np, lit(" is not "), np)
	add(Same, np, lit(" is "), np)
	return ts
}

var (
	zlOrdinalsOnce sync.Once
	zlOrdinalsV    map[string]int
)

// zlOrdinals maps ordinal words to numbers (ordinalWords), built on first use.
func zlOrdinals() map[string]int {
	zlOrdinalsOnce.Do(func() { zlOrdinalsV = ordinalWords() })
	return zlOrdinalsV
}

// ordinalWords maps "first" .. "hundredth" ("twenty-first" and so on),
// "last" (-1) and "1st" .. "10th" to their numbers; numericOrdinal reads
// the other digit forms.
func ordinalWords() map[string]int {
	m := map[string]int{"last": -1, "hundredth": 100,
		"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10}
	units := []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
		"tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
		"eighteenth", "nineteenth"}
	for i, w := range units[1:] {
		m[w] = i + 1
	}
	tens := []string{"", "", "twent", "thirt", "fort", "fift", "sixt", "sevent", "eight", "ninet"}
	for t := 2; t <= 9; t++ {
		m[tens[t]+"ieth"] = 10 * t
		for u := 1; u <= 9; u++ {
			m[tens[t]+"y-"+units[u]] = 10*t + u
		}
	}
	return m
}

// zlNumber reads a number word ("no", "two", "a").
func zlNumber(w string) (int, bool) {
	switch w {
	case "no", "zero":
		return 0, true
	case "one", "a", "an":
		return 1, true
	}
	for i, n := range zlNumberWords[2:13] {
		if w == n {
			return i + 2, true
		}
	}
	return 0, false
}

type zlMatch struct {
	slots [][2]int // noun-phrase spans
	num   int
}

// matchTemplate returns every way the template's parts cover s.
func matchTemplate(t zlTemplate, s string) []zlMatch {
	var out []zlMatch
	var rec func(pi, at int, m zlMatch)
	rec = func(pi, at int, m zlMatch) {
		if len(out) > 64 {
			return
		}
		if pi == len(t.parts) {
			if at == len(s) {
				out = append(out, zlMatch{slots: append([][2]int(nil), m.slots...), num: m.num})
			}
			return
		}
		part := t.parts[pi]
		switch part.slot {
		case 0:
			if strings.HasPrefix(s[at:], part.lit) {
				rec(pi+1, at+len(part.lit), m)
			}
		case 2, 3:
			end := at
			for end < len(s) && s[end] != ' ' {
				end++
			}
			w := s[at:end]
			var v int
			var ok bool
			if part.slot == 2 {
				v, ok = zlOrdinals()[w]
				if !ok {
					v, ok = numericOrdinal(w)
				}
			} else {
				v, ok = zlNumber(w)
				if !ok {
					if d, err := strconv.Atoi(w); err == nil && d >= 0 && d <= 1000 {
						v, ok = d, true
					}
				}
			}
			if ok && end > at {
				m.num = v
				rec(pi+1, end, m)
			}
		case 1:
			if pi+1 == len(t.parts) {
				if at < len(s) {
					m.slots = append(m.slots, [2]int{at, len(s)})
					rec(pi+1, len(s), m)
				}
				return
			}
			next := t.parts[pi+1].lit
			for from := at + 1; from < len(s); {
				i := strings.Index(s[from:], next)
				if i < 0 {
					break
				}
				end := from + i
				m2 := m
				m2.slots = append(append([][2]int(nil), m.slots...), [2]int{at, end})
				rec(pi+1, end, m2)
				from = end + 1
			}
		}
	}
	rec(0, 0, zlMatch{})
	return out
}

// parse reads one clue sentence.
func (zl *zlParser) parse(text string) (*zlClueParse, error) {
	return zl.parseDepth(text, 0)
}

// zlAnyOf introduces an AnyOf clue; its statements are separated by
// zlAnyOfSep.
const (
	zlAnyOf    = "at least one of the following is true:"
	zlAnyOfSep = "; or "
)

func (zl *zlParser) parseDepth(text string, depth int) (*zlClueParse, error) {
	s := strings.ToLower(strings.Join(strings.Fields(text), " "))
	s = strings.TrimRight(s, ".!; ")
	if rest, ok := strings.CutPrefix(s, zlAnyOf); ok {
		return zl.parseAnyOf(text, rest, depth)
	}
	cands := zl.candidates(s, zlTokens(s))
	var best *zlChoice
	for _, t := range zlTemplates() {
		for _, m := range matchTemplate(t, s) {
			c := zl.fill(t, m, s, cands)
			if c != nil && (best == nil || c.score > best.score || c.score == best.score && c.suffix < best.suffix) {
				best = c
			}
		}
		if best != nil && t.kind != Same && t.kind != NotSame {
			// Templates are ordered from the most to the least specific:
			// a relation phrase found beats the bare copula.
			break
		}
	}
	if best == nil {
		if len(cands) == 0 {
			return nil, fmt.Errorf("no attribute value found in %q", text)
		}
		return nil, fmt.Errorf("cannot read %q as a clue (%s)", text, zlForms)
	}
	return best.cp, nil
}

// zlForms names the sentence forms the reader knows, for an unread clue.
const zlForms = "the forms read: A is B; A is not B; A is (somewhere) to the left/right of B; " +
	"A is directly left/right of B; A is next to B, A and B are next to each other or are neighbours; " +
	"A is not next to B; A is in the second house, A lives in house 2; A is not in the second house; " +
	"A is between B and C; there is one house between A and B; A is at one of the ends; A is in the middle; " +
	"A is in an odd/even-numbered house; A is either B or C; at least one of the following is true: S1; or S2"

// parseAnyOf reads the statements of "at least one of the following is
// true: ...; or ..." (not nested).
func (zl *zlParser) parseAnyOf(text, rest string, depth int) (*zlClueParse, error) {
	if depth > 0 {
		return nil, fmt.Errorf("nested %q in %q", zlAnyOf, text)
	}
	cp := &zlClueParse{kind: AnyOf}
	for _, part := range strings.Split(rest, zlAnyOfSep) {
		if strings.TrimSpace(part) == "" {
			return nil, fmt.Errorf("empty statement in %q", text)
		}
		sub, err := zl.parseDepth(part, depth+1)
		if err != nil {
			return nil, err
		}
		cp.any = append(cp.any, sub)
	}
	return cp, nil
}

// zlChoice is one reading of a sentence by one template: its parse, the
// summed score of its mentions and the words left after them.
type zlChoice struct {
	cp     *zlClueParse
	score  int
	suffix int
}

// fill reads the slots of template t matched at m with the best candidate
// mention each; nil when a slot has none, names a second value outright,
// or the position is out of range.
func (zl *zlParser) fill(t zlTemplate, m zlMatch, s string, cands []zlCandidate) *zlChoice {
	c := &zlChoice{cp: &zlClueParse{kind: t.kind, inclusive: t.inclusive}}
	for _, sl := range m.slots {
		bc := bestCandidate(cands, sl)
		if bc == nil || secondValue(cands, sl, bc) {
			// A second value named outright in one noun phrase ("Eric is
			// the Swede or the Brit"): the template does not cover the
			// sentence; reading one value and dropping the other would
			// change the puzzle.
			return nil
		}
		c.score += bc.score
		c.suffix += len(zlTokens(s[bc.end:sl[1]]))
		tmpl := strings.TrimSpace(s[sl[0]:bc.start] + "{}" + s[bc.end:sl[1]])
		c.cp.mentions = append(c.cp.mentions, zlMention{refs: bc.refs, template: tmpl, phrase: strings.TrimSpace(s[sl[0]:sl[1]])})
	}
	switch t.kind {
	case At, NotAt:
		k := m.num
		if k == -1 {
			k = zl.p.N()
		}
		if k < 1 || k > zl.p.N() {
			return nil
		}
		c.cp.k = k - 1
	case Gap:
		c.cp.k = m.num
	}
	return c
}

// bestCandidate is the best-scored (then longest) candidate inside slot sl.
func bestCandidate(cands []zlCandidate, sl [2]int) *zlCandidate {
	var bc *zlCandidate
	for i := range cands {
		c := &cands[i]
		if c.start < sl[0] || c.end > sl[1] {
			continue
		}
		if bc == nil || c.score > bc.score || c.score == bc.score && c.end-c.start > bc.end-bc.start {
			bc = c
		}
	}
	return bc
}

// secondValue reports whether slot sl names, besides bc, another value
// outright (an exact mention).
func secondValue(cands []zlCandidate, sl [2]int, bc *zlCandidate) bool {
	for i := range cands {
		c := &cands[i]
		if c.start >= sl[0] && c.end <= sl[1] && (c.end <= bc.start || c.start >= bc.end) && c.score >= 3*c.words {
			return true
		}
	}
	return false
}

// learn records that a phrasing template was used for category c.
func (zl *zlParser) learn(tmpl string, c int) {
	if zl.learned[tmpl] == nil {
		zl.learned[tmpl] = map[int]bool{}
	}
	zl.learned[tmpl][c] = true
}

// maxAssignments bounds the readings of ambiguous mentions tried.
const maxAssignments = 4096

// The scores a Judge gives.
const (
	JudgeUnsat  = 0 // no solution
	JudgeMany   = 1 // several solutions
	JudgeUnique = 2 // exactly one solution
	// JudgeStop says the judge's caller gave up (its context ended, a
	// request's time limit passed): reading stops at once with
	// ErrStopped, instead of trying the remaining readings (issue 32
	// item 11: an ambiguous text tried thousands of readings after the
	// client had left).
	JudgeStop = -1
)

// ErrStopped is the error of a ZebraLogic reading that its judge stopped
// (JudgeStop) or whose context ended.
var ErrStopped = errors.New("zebra: reading stopped: the time limit passed or the request was cancelled")

// A Judge rates one reading of a puzzle whose text is ambiguous (see
// ReadZebraLogic): JudgeUnique, JudgeMany or JudgeUnsat.
type Judge func(p *Puzzle) int

type zlGroup struct {
	key     string // value key + template
	value   string // the value key: the candidate refs
	options []Ref  // candidate categories' refs, best first
}

func (m zlMention) valueKey() string {
	var b strings.Builder
	for _, r := range m.refs {
		fmt.Fprintf(&b, "%d.%d,", r.Cat, r.Val)
	}
	return b.String()
}

func (m zlMention) groupKey() string { return m.valueKey() + "|" + m.template }

// groups collects the ambiguous mentions: one group per value name and
// phrasing, since a puzzle words one category's value one way.
func (zl *zlParser) groups(parsed []*zlClueParse) []zlGroup {
	var gs []zlGroup
	seen := map[string]bool{}
	for _, cp := range parsed {
		cp.each(func(m zlMention) {
			if len(m.refs) < 2 || seen[m.groupKey()] {
				return
			}
			seen[m.groupKey()] = true
			gs = append(gs, zlGroup{key: m.groupKey(), value: m.valueKey(), options: zl.options(m)})
		})
	}
	return gs
}

// assignments enumerates readings of the ambiguous groups, the most
// plausible first, until fn returns false. Two phrasings of one value name
// go to different categories while there are enough categories.
func (zl *zlParser) assignments(gs []zlGroup, fn func(map[string]Ref) bool) {
	assign := map[string]Ref{}
	perValue := map[string]int{}
	for _, g := range gs {
		perValue[g.value]++
	}
	used := map[string]map[int]bool{}
	var rec func(i int) bool
	rec = func(i int) bool {
		if i == len(gs) {
			return fn(assign)
		}
		g := gs[i]
		if used[g.value] == nil {
			used[g.value] = map[int]bool{}
		}
		injective := perValue[g.value] <= len(g.options)
		for _, r := range g.options {
			if injective && used[g.value][r.Cat] {
				continue
			}
			used[g.value][r.Cat] = true
			assign[g.key] = r
			more := rec(i + 1)
			delete(used[g.value], r.Cat)
			if !more {
				return false
			}
		}
		return true
	}
	rec(0)
}

// options orders the categories a mention may refer to: the one whose
// phrasing this template is (learned from unambiguous mentions) first;
// then by how many (rare) words of the category's description the phrase
// shares; then in listing order.
func (zl *zlParser) options(m zlMention) []Ref {
	words := zlTokens(strings.Replace(m.template, "{}", " ", 1))
	type scored struct {
		r  Ref
		sc float64
	}
	var ss []scored
	for _, r := range m.refs {
		sc := 0.0
		if zl.lex != nil {
			sc += 1000 * float64(zl.lex[m.phrase][zl.descs[r.Cat]])
		}
		if zl.learned[m.template][r.Cat] {
			sc += 100
		}
		for _, iw := range zl.intros[r.Cat] {
			for _, w := range words {
				if zlStop(w.w) {
					continue
				}
				if wordScore(iw, w.w) > 0 || wordScore(w.w, iw) > 0 {
					sc += 1 / float64(zl.df[iw])
					break
				}
			}
		}
		ss = append(ss, scored{r, sc})
	}
	sort.SliceStable(ss, func(i, j int) bool { return ss[i].sc > ss[j].sc })
	out := make([]Ref, len(ss))
	for i, s := range ss {
		out[i] = s.r
	}
	return out
}

// numericOrdinal reads "13th", "21st", "22nd", "23rd" (1..1000, with the
// suffix English gives the number).
func numericOrdinal(w string) (int, bool) {
	if len(w) < 3 {
		return 0, false
	}
	d, err := strconv.Atoi(w[:len(w)-2])
	if err != nil || d < 1 || d > 1000 || w[0] == '0' || w[0] == '+' {
		return 0, false
	}
	return d, w[len(w)-2:] == ordinalSuffix(d)
}

// ordinalSuffix is the English suffix of the ordinal of d: st, nd, rd, th.
func ordinalSuffix(d int) string {
	if d%100 >= 11 && d%100 <= 13 {
		return "th"
	}
	switch d % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

// LooksLikeZebraLogicText reports whether data is one ZebraLogic puzzle
// in plain English, without the JSONL wrapper: its first line says
// "There are N houses", and a line "Clues:" (or "## Clues:") follows the
// attribute lines. Text that only mentions houses is not taken.
func LooksLikeZebraLogicText(data []byte) bool {
	first := ""
	for _, ln := range strings.SplitN(string(data), "\n", 64) {
		if t := strings.TrimSpace(strings.TrimPrefix(ln, "\uFEFF")); t != "" {
			first = t
			break
		}
	}
	if !zlTextStart.Re().MatchString(first) {
		return false
	}
	for _, ln := range strings.SplitN(string(data), "\n", 64) {
		t := strings.ToLower(strings.TrimSpace(ln))
		if strings.HasSuffix(t, "clues:") && len(t) <= len("## clues:") {
			return true
		}
	}
	return false
}

// ReadZebraLogicText reads one ZebraLogic puzzle pasted as plain text
// (its English, as zebralogic.com and the dataset's "puzzle" field show
// it). Errors carry the line and column of the sentence they are about.
// judge settles ambiguous readings, as for ReadZebraLogic; it may be nil.
func ReadZebraLogicText(data []byte, judge Judge) (*Puzzle, error) {
	text := string(data)
	st, err := parseZL(text, nil, nil, true)
	if err != nil {
		return nil, zlTextError(err, text)
	}
	p, err := st.finish(nil, judge)
	if errors.Is(err, ErrStopped) {
		return nil, err
	}
	if err != nil {
		return nil, zlTextError(err, text)
	}
	return p, nil
}

// zlTextError places an error of the plain-text reader: at the first
// line holding the text it quotes.
func zlTextError(err error, text string) error {
	pe, ok := err.(*srcpos.Error)
	if !ok {
		return err
	}
	if pe.Line == 0 && pe.Text != "" {
		for i, ln := range strings.Split(text, "\n") {
			if c := strings.Index(ln, pe.Text); c >= 0 {
				pe.Line, pe.Col = i+1, c+1
				break
			}
		}
	}
	return srcpos.WithSource(pe, []byte(text))
}
