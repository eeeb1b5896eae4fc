package gen

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ParseCategories reads a categories file: the zebra package's native
// format with declarations only (houses and categories, no clues), plus
// optional phrasing lines that say how a category's values read in the
// English clues, "Category.key: text", with the keys
//
//	phrase  the person with the value, "{}" standing for it:
//	        "the person who smokes {}", "the {} owner", "the {}" (a noun
//	        naming the person), "{}" (a name)
//	house   the house with the value, for a category of houses: "the
//	        house with the {} roof"; clues about houses alone then name
//	        houses ("The house with the slate roof is the second house"),
//	        the phrase defaults to "the person who lives in" it and the
//	        intro to "Each house has a different {noun}"
//	intro   the category's line in ZebraLogic's text ("Each person
//	        smokes a different brand")
//	noun    the category as a noun ("cigarette brand") for the default
//	        intro and phrase, "Each person has a different {noun}" and
//	        "the person whose {noun} is {}"
//
// Categories without phrasing lines are phrased by ThemeFor. Files of the
// plain native format (no phrasing lines) read as before. Errors are
// *srcpos.Error values.
func ParseCategories(data []byte) ([]Theme, error) {
	lines := bytes.Split(data, []byte("\n"))
	var sets []phraseLine
	for i, ln := range lines {
		m := phraseRE.Re().FindSubmatchIndex(ln)
		if m == nil {
			continue
		}
		pl := phraseLine{line: i + 1, source: string(ln), name: strings.TrimSpace(string(ln[m[2]:m[3]])), nameCol: m[2] + 1,
			key: strings.ToLower(string(ln[m[4]:m[5]])), keyCol: m[4] + 1, text: strings.TrimSpace(stripComment(string(ln[m[6]:]))), textCol: m[6] + 1}
		if pl.name == "" {
			return nil, pl.errAt(pl.nameCol, ".", "a phrasing line starts with a category name: Category.%s: ...", pl.key)
		}
		sets = append(sets, pl)
		lines[i] = nil // the native parser sees a blank line: line numbers stay
	}
	p, err := zebra.ParseBytes(bytes.Join(lines, []byte("\n")))
	if err != nil {
		return nil, err
	}
	if len(p.Clues) > 0 {
		return nil, srcpos.Errorf(p.Clues[0].Line, 1, "", "a categories file must not contain clues")
	}
	return phraseThemes(p, sets)
}

// phraseRE matches "Name.key: text"; the native format has no dots in
// category names, so no declaration looks like this.
var phraseRE = &lazyre.Regexp{Expr: `^\s*([^:#"]*?)\s*\.\s*([A-Za-z]+)\s*:(.*)$`} // compiled on first use

type phraseLine struct {
	line, nameCol, keyCol, textCol int
	source, name, key, text        string
}

func (pl phraseLine) errAt(col int, text, format string, args ...any) error {
	e := srcpos.Errorf(pl.line, col, text, format, args...)
	e.Source = pl.source
	return e
}

// phraseThemes builds the themes of p's categories with the phrasing lines.
func phraseThemes(p *zebra.Puzzle, sets []phraseLine) ([]Theme, error) {
	byCat := make([]map[string]phraseLine, len(p.Categories))
	for _, pl := range sets {
		c := -1
		for i, cat := range p.Categories {
			if strings.EqualFold(cat.Name, pl.name) {
				c = i
			}
		}
		if c < 0 {
			return nil, pl.errAt(pl.nameCol, pl.name, "no category %q (the file declares %s)", pl.name, categoryNames(p))
		}
		switch pl.key {
		case "phrase", "house", "intro", "noun":
		default:
			return nil, pl.errAt(pl.keyCol, pl.key, "unknown phrasing key %q (want phrase, house, intro or noun)", pl.key)
		}
		if byCat[c] == nil {
			byCat[c] = map[string]phraseLine{}
		}
		if prev, ok := byCat[c][pl.key]; ok {
			return nil, pl.errAt(pl.keyCol, pl.key, "%s.%s given twice (first on line %d)", p.Categories[c].Name, pl.key, prev.line)
		}
		if err := checkPhrasing(pl); err != nil {
			return nil, err
		}
		byCat[c][pl.key] = pl
	}
	themes := make([]Theme, len(p.Categories))
	for i, cat := range p.Categories {
		set := byCat[i]
		noun := singular(strings.ToLower(splitCamel(cat.Name)))
		if pl, ok := set["noun"]; ok {
			noun = pl.text
		}
		t := themeFor(cat.Name, noun, cat.Values)
		if pl, ok := set["house"]; ok {
			t.House = placeholder(pl.text)
			t.Phrase = "the person who lives in " + t.House
			t.Intro = "Each house has a different " + noun
		}
		if pl, ok := set["phrase"]; ok {
			t.Phrase = placeholder(pl.text)
		}
		if pl, ok := set["intro"]; ok {
			t.Intro = pl.text
		}
		themes[i] = t
		if err := checkValuesInPhrases(p, set); err != nil {
			return nil, err
		}
	}
	return themes, nil
}

// placeholder turns the file's "{}" into the templates' "{v}".
func placeholder(s string) string { return strings.Replace(s, "{}", "{v}", 1) }

// checkPhrasing checks one phrasing line's text.
func checkPhrasing(pl phraseLine) error {
	t := pl.text
	if t == "" {
		return pl.errAt(pl.textCol, "", "%s.%s is empty", pl.name, pl.key)
	}
	if i := strings.IndexAny(t, "`;\r\t"); i >= 0 {
		return pl.errAt(pl.textCol, t[i:i+1], "%s.%s may not contain %q (it would break the ZebraLogic text)", pl.name, pl.key, t[i:i+1])
	}
	holes := strings.Count(t, "{}")
	switch pl.key {
	case "phrase", "house":
		if holes != 1 || strings.Count(t, "{") != 1 || strings.Count(t, "}") != 1 {
			return pl.errAt(pl.textCol, t, "%s.%s must contain {} once, where the value goes (e.g. \"the person who owns the {}\")", pl.name, pl.key)
		}
	default:
		if strings.ContainsAny(t, "{}:") {
			return pl.errAt(pl.textCol, t, "%s.%s may not contain {, } or :", pl.name, pl.key)
		}
	}
	return nil
}

// checkValuesInPhrases refuses a phrase of the file that names a value
// of some category outright: a clue would then mention two values in one
// noun phrase, which no reader (nor the importer) can take apart.
func checkValuesInPhrases(p *zebra.Puzzle, set map[string]phraseLine) error {
	for _, key := range []string{"phrase", "house"} {
		pl, ok := set[key]
		if !ok {
			continue
		}
		words := " " + strings.Join(strings.Fields(wordsOnly(strings.Replace(pl.text, "{}", " ", 1))), " ") + " "
		for c, other := range p.Categories {
			for _, v := range other.Values {
				w := strings.Join(strings.Fields(wordsOnly(v)), " ")
				if w != "" && strings.Contains(words, " "+w+" ") {
					return pl.errAt(pl.textCol, pl.text, "%s.%s contains %q, a value of %s: a clue would name two values in one phrase", pl.name, key, v, p.Categories[c].Name)
				}
			}
		}
	}
	return nil
}

// wordsOnly lower-cases s and turns everything but letters and digits into
// spaces.
func wordsOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 {
			return r
		}
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return ' '
	}, s)
}

func categoryNames(p *zebra.Puzzle) string {
	var ns []string
	for _, c := range p.Categories {
		ns = append(ns, fmt.Sprintf("%q", c.Name))
	}
	return strings.Join(ns, ", ")
}

// stripComment cuts a '#' comment (outside double quotes) from s.
func stripComment(s string) string {
	inq := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			inq = !inq
		case '#':
			if !inq {
				return s[:i]
			}
		}
	}
	return s
}
