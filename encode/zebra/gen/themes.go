package gen

import (
	"strings"
	"unicode"
)

// Theme is a category with its values and the English phrasing of a person
// who has one of the values.
type Theme struct {
	Name   string   // category name, e.g. "Pet" (the ZebraLogic header)
	Intro  string   // ZebraLogic's list line, e.g. "The people keep different animals"
	Phrase string   // noun phrase template: "{v}" is replaced by the value
	Values []string // at least 12
}

// NounPhrase is the phrase naming the person who has value v, e.g.
// "the person who keeps dogs".
func (t *Theme) NounPhrase(v string) string { return strings.ReplaceAll(t.Phrase, "{v}", v) }

// Themes are the built-in categories: 12 categories of 12 values each, so
// puzzles of up to 12 houses and 12 categories need no word list. The
// phrases follow ZebraLogic's style ("the person who keeps dogs", "the
// coffee drinker"); each phrase contains its value verbatim.
var Themes = []Theme{
	{Name: "Name", Intro: "Each person has a unique name", Phrase: "{v}",
		Values: []string{"Alice", "Bob", "Carol", "David", "Eric", "Fiona", "George", "Hannah", "Ivan", "Julia", "Kevin", "Laura"}},
	{Name: "Nationality", Intro: "The people are of nationalities", Phrase: "the {v}",
		Values: []string{"Brit", "Swede", "Dane", "Norwegian", "German", "Spaniard", "Italian", "Ukrainian", "Japanese", "Canadian", "Brazilian", "Mexican"}},
	{Name: "Color", Intro: "Each house is painted a different color", Phrase: "the person who lives in the {v} house",
		Values: []string{"red", "green", "white", "yellow", "blue", "ivory", "purple", "orange", "gray", "pink", "black", "brown"}},
	{Name: "Pet", Intro: "The people keep different animals", Phrase: "the person who keeps {v}",
		Values: []string{"dogs", "cats", "birds", "horses", "fish", "zebras", "snails", "foxes", "rabbits", "hamsters", "turtles", "ferrets"}},
	{Name: "Drink", Intro: "Each person has a favorite drink", Phrase: "the {v} drinker",
		Values: []string{"coffee", "tea", "milk", "water", "juice", "lemonade", "cocoa", "root beer", "soda", "cider", "kombucha", "espresso"}},
	{Name: "Sport", Intro: "People have different favorite sports", Phrase: "the person who plays {v}",
		Values: []string{"tennis", "soccer", "basketball", "golf", "hockey", "baseball", "cricket", "rugby", "volleyball", "badminton", "squash", "polo"}},
	{Name: "Food", Intro: "Everyone has something different for lunch", Phrase: "the person who eats {v} for lunch",
		Values: []string{"pizza", "spaghetti", "sushi", "tacos", "curry", "soup", "salad", "stew", "burgers", "ramen", "paella", "dumplings"}},
	{Name: "MusicGenre", Intro: "People have different favorite music genres", Phrase: "the person who loves {v} music",
		Values: []string{"rock", "pop", "jazz", "classical", "hip-hop", "country", "blues", "reggae", "folk", "metal", "soul", "techno"}},
	{Name: "CarModel", Intro: "People own different car brands", Phrase: "the {v} driver",
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

// defaultTheme phrases a category that has no built-in theme (a user's
// word list): "the person whose pet is dog".
func defaultTheme(name string, values []string) Theme {
	return Theme{
		Name:   name,
		Intro:  "Each person has a different " + strings.ToLower(splitCamel(name)),
		Phrase: "the person whose " + strings.ToLower(splitCamel(name)) + " is {v}",
		Values: values,
	}
}

// ThemeFor returns the built-in theme named name (case-insensitive) with
// the given values, or the default phrasing.
func ThemeFor(name string, values []string) Theme {
	for _, t := range Themes {
		if strings.EqualFold(t.Name, name) {
			t.Values = values
			return t
		}
	}
	return defaultTheme(name, values)
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
