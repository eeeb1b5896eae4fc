package gen

import (
	"strings"
	"unicode"
)

// Theme is a category with its values and the English that names a person
// (and, for a category of houses, a house) by one of the values. In the
// templates "{v}" stands for the value, written as it is listed.
type Theme struct {
	Name   string // category name, e.g. "Pet" (the ZebraLogic solution header)
	Intro  string // ZebraLogic's list line, e.g. "The people keep different animals"
	Phrase string // the person: "the person who keeps {v}", "the {v}", "{v}"
	// House names the house itself for a category of houses ("the {v}
	// house" for Color), so that "The purple house is the middle house"
	// is said instead of "The person who lives in the purple house is in
	// the middle house"; "" for a category of people.
	House  string
	Values []string // at least 12 for a built-in theme
}

// NounPhrase is the phrase naming the person who has value v, e.g.
// "the person who keeps dogs".
func (t Theme) NounPhrase(v string) string { return fill(t.Phrase, v) }

// HousePhrase is the phrase naming the house that has value v ("the red
// house"), or "" for a category of people.
func (t Theme) HousePhrase(v string) string {
	if t.House == "" {
		return ""
	}
	return fill(t.House, v)
}

func fill(tmpl, v string) string { return strings.ReplaceAll(tmpl, "{v}", v) }

// Themes are the built-in categories: 13 categories of 12 values each, so
// puzzles of up to 12 houses and 13 categories need no word list. The
// phrases follow ZebraLogic's style ("the person who keeps dogs", "the
// coffee drinker"); each phrase contains its value verbatim.
var Themes = []Theme{
	{Name: "Name", Intro: "Each person has a unique name", Phrase: "{v}",
		Values: []string{"Alice", "Bob", "Carol", "David", "Eric", "Fiona", "George", "Hannah", "Ivan", "Julia", "Kevin", "Laura"}},
	{Name: "Nationality", Intro: "Each person has a different nationality", Phrase: "the {v}",
		Values: []string{"Brit", "Swede", "Dane", "Norwegian", "German", "Spaniard", "Italian", "Ukrainian", "Japanese", "Canadian", "Brazilian", "Mexican"}},
	{Name: "Color", Intro: "Each house is painted a different color", Phrase: "the person who lives in the {v} house", House: "the {v} house",
		Values: []string{"red", "green", "white", "yellow", "blue", "ivory", "purple", "orange", "gray", "pink", "black", "brown"}},
	{Name: "Pet", Intro: "The people keep different animals", Phrase: "the person who keeps {v}",
		Values: []string{"dogs", "cats", "birds", "horses", "fish", "zebras", "snails", "foxes", "rabbits", "hamsters", "turtles", "ferrets"}},
	{Name: "Drink", Intro: "Each person has a different favorite drink", Phrase: "the {v} drinker",
		Values: []string{"coffee", "tea", "milk", "water", "juice", "lemonade", "cocoa", "root beer", "soda", "cider", "kombucha", "espresso"}},
	{Name: "Sport", Intro: "People have different favorite sports", Phrase: "the person who plays {v}",
		Values: []string{"tennis", "soccer", "basketball", "golf", "hockey", "baseball", "cricket", "rugby", "volleyball", "badminton", "squash", "polo"}},
	{Name: "Food", Intro: "Everyone has something different for lunch", Phrase: "the person who eats {v} for lunch",
		Values: []string{"pizza", "spaghetti", "sushi", "tacos", "curry", "soup", "salad", "stew", "burgers", "ramen", "paella", "dumplings"}},
	{Name: "MusicGenre", Intro: "People have different favorite music genres", Phrase: "the person who loves {v} music",
		Values: []string{"rock", "pop", "jazz", "classical", "hip-hop", "country", "blues", "reggae", "folk", "metal", "soul", "techno"}},
	{Name: "CarBrand", Intro: "People drive cars of different brands", Phrase: "the {v} driver",
		Values: []string{"Ford", "Toyota", "BMW", "Tesla", "Honda", "Volvo", "Audi", "Fiat", "Kia", "Mazda", "Subaru", "Jeep"}},
	{Name: "Flower", Intro: "They all have a different favorite flower", Phrase: "the person who grows {v}",
		Values: []string{"roses", "tulips", "lilies", "daisies", "orchids", "irises", "peonies", "violets", "poppies", "asters", "dahlias", "carnations"}},
	{Name: "Occupation", Intro: "Each person has a different occupation", Phrase: "the {v}",
		Values: []string{"doctor", "teacher", "lawyer", "engineer", "nurse", "artist", "chef", "pilot", "farmer", "baker", "writer", "plumber"}},
	{Name: "Hobby", Intro: "Each person has a unique hobby", Phrase: "the person who enjoys {v}",
		Values: []string{"gardening", "painting", "knitting", "cooking", "fishing", "hiking", "reading", "photography", "chess", "dancing", "pottery", "cycling"}},
	{Name: "Birthday", Intro: "Each person has a unique birthday month", Phrase: "the person born in {v}",
		Values: []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}},
}

// phrasing is the English of a category that a user's file names by one
// of names (compared without case, spaces, hyphens and underscores): it
// reads well with any values of such a category. Intro may say "{noun}",
// the category's name as a noun.
type phrasing struct {
	names                []string
	intro, phrase, house string
	numeric              bool // only when every value is a number
}

// phrasings are tried in order; the first whose name matches wins.
var phrasings = []phrasing{
	{names: []string{"name", "names", "firstname", "person", "people", "who", "resident", "character", "guest",
		"neighbor", "neighbour", "tenant", "occupant", "owner"},
		intro: "Each person has a unique name", phrase: "{v}"},
	{names: []string{"nationality", "nationalities", "demonym"}, intro: "Each person has a different nationality", phrase: "the {v}"},
	{names: []string{"color", "colour", "colors", "colours", "housecolor", "housecolour"},
		intro: "Each house is painted a different color", phrase: "the person who lives in the {v} house", house: "the {v} house"},
	{names: []string{"pet", "pets", "animal", "animals"}, intro: "Each person owns a different pet", phrase: "the person who owns the {v}"},
	{names: []string{"drink", "drinks", "beverage", "beverages"}, intro: "Each person has a different favorite drink", phrase: "the {v} drinker"},
	{names: []string{"smoke", "smokes", "cigar", "cigars", "cigarette", "cigarettes", "tobacco"},
		intro: "Each person smokes a different brand", phrase: "the {v} smoker"},
	{names: []string{"car", "cars", "carbrand", "carmodel", "carmake", "vehicle"}, intro: "Each person drives a different car", phrase: "the {v} driver"},
	{names: []string{"occupation", "job", "jobs", "profession", "career", "work", "role"}, intro: "Each person has a different {noun}", phrase: "the {v}"},
	{names: []string{"sport", "sports"}, intro: "People have different favorite sports", phrase: "the person who plays {v}"},
	{names: []string{"food", "meal", "dish", "lunch"}, intro: "Each person has a different favorite food", phrase: "the person who eats {v}"},
	{names: []string{"music", "musicgenre", "genre"}, intro: "People have different favorite music genres", phrase: "the person who loves {v} music"},
	{names: []string{"hobby", "hobbies"}, intro: "Each person has a unique hobby", phrase: "the person who enjoys {v}"},
	{names: []string{"instrument", "instruments"}, intro: "Each person plays a different instrument", phrase: "the person who plays the {v}"},
	{names: []string{"language", "languages"}, intro: "Each person speaks a different language", phrase: "the person who speaks {v}"},
	{names: []string{"country", "homeland", "origin"}, intro: "Each person comes from a different country", phrase: "the person from {v}"},
	{names: []string{"city", "town", "hometown"}, intro: "Each person comes from a different city", phrase: "the person from {v}"},
	{names: []string{"book", "books"}, intro: "Each person is reading a different book", phrase: "the person reading {v}"},
	{names: []string{"age", "ages"}, intro: "Each person has a different age", phrase: "the {v}-year-old", numeric: true},
}

// ThemeFor phrases a user's category (name and values):
//
//   - a built-in theme of that name, when all the values are among its
//     own (the Pet theme's "the person who keeps {v}" needs plurals);
//   - else a category whose name the package knows ("Job", "Person",
//     "Smoke", "Age" with numbers, ...: see docs/generate.md), with a
//     phrase that reads well with any values of it;
//   - else the default: "the person whose {noun} is {v}", intro "Each
//     person has a different {noun}", the noun being the name in lower
//     case, split at capitals ("FavoriteFruit": "favorite fruit") and
//     made singular ("Tools": "tool").
func ThemeFor(name string, values []string) Theme {
	return themeFor(name, singular(strings.ToLower(splitCamel(name))), values)
}

// themeFor is ThemeFor with the category's noun given.
func themeFor(name, noun string, values []string) Theme {
	key := nameKey(name)
	for _, t := range Themes {
		if nameKey(t.Name) == key && subset(values, t.Values) {
			t.Name, t.Values = name, values
			return t
		}
	}
	for _, ph := range phrasings {
		if ph.numeric && !allNumbers(values) {
			continue
		}
		for _, n := range ph.names {
			if n == key {
				return Theme{Name: name, Intro: strings.ReplaceAll(ph.intro, "{noun}", noun), Phrase: ph.phrase, House: ph.house, Values: values}
			}
		}
	}
	return defaultTheme(name, noun, values)
}

// defaultTheme phrases a category of no known kind: "the person whose
// tool is saw".
func defaultTheme(name, noun string, values []string) Theme {
	return Theme{Name: name, Intro: "Each person has a different " + noun, Phrase: "the person whose " + noun + " is {v}", Values: values}
}

// nameKey is a category name without case, spaces, hyphens and underscores.
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r != ' ' && r != '-' && r != '_' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func subset(vs, of []string) bool {
	for _, v := range vs {
		found := false
		for _, o := range of {
			found = found || strings.EqualFold(v, o)
		}
		if !found {
			return false
		}
	}
	return true
}

func allNumbers(vs []string) bool {
	for _, v := range vs {
		if v == "" {
			return false
		}
		for _, r := range v {
			if !unicode.IsDigit(r) {
				return false
			}
		}
	}
	return len(vs) > 0
}

// singular makes the last word of a category noun singular by the common
// English endings: "hobbies" → "hobby", "boxes" → "box", "tools" → "tool";
// "glass", "bus", "species" stay.
func singular(s string) string {
	i := strings.LastIndexByte(s, ' ') + 1
	w := s[i:]
	switch {
	case len(w) < 4, w == "species", w == "series", w == "news":
	case strings.HasSuffix(w, "ies"):
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "xes"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		w = w[:len(w)-1]
	}
	return s[:i] + w
}

// splitCamel turns "MusicGenre" into "Music Genre".
func splitCamel(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) && unicode.IsLower(rs[i-1]) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
	"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"}

var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}
