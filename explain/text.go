package explain

import "fmt"

// stepText says a step in English: its premises, a colon, its facts.
// "Clue 4 (Englishman = red) and step 2 (Norwegian is in house 1):
// Englishman is not in house 1." A step without premises holds by the
// rules alone.
func (x *explainer) stepText(st *Step) string {
	var words []string
	for _, c := range st.Clues {
		words = append(words, x.clueWords(c.Index))
	}
	for i := 0; i < len(st.Given); {
		j := i + 1
		for j < len(st.Given) && st.Given[j].Step == st.Given[i].Step {
			j++
		}
		what := x.factsText(st.Given[i:j])
		if st.Given[i].Step == 0 {
			words = append(words, "your facts ("+what+")")
		} else {
			words = append(words, fmt.Sprintf("step %d (%s)", st.Given[i].Step, what))
		}
		i = j
	}
	head := "By the rules alone"
	if len(words) > 0 {
		head = capitalize(list(words, "and"))
	}
	return head + ": " + x.factsText(st.Facts) + "."
}
