package explain

// Difficulty sums up an explanation for graders (the generators): how
// long it is, how large its steps are and how much they cost.
type Difficulty struct {
	// Steps is the number of steps.
	Steps int `json:"steps"`
	// Largest is the largest premise set of a step (clues plus facts),
	// MaxClues the most clues a step uses.
	Largest  int `json:"largest"`
	MaxClues int `json:"max_clues"`
	// AtLeast is set when Options.ClueBound ended the explanation: the
	// next step needs at least MaxClues clues (a lower bound on the most
	// clues of the whole explanation).
	AtLeast bool `json:"at_least,omitempty"`
	// TotalCost sums the steps' costs, MaxCost is the costliest step's.
	TotalCost int `json:"total_cost"`
	MaxCost   int `json:"max_cost"`
	// ByClues counts the steps by their number of clues: ByClues[k] steps
	// use k clues.
	ByClues []int `json:"by_clues"`
	// OneClue is the share of steps that use at most one clue (0..1).
	OneClue float64 `json:"one_clue"`
	// Contradiction counts the steps whose premises derive some fact by
	// contradiction only (the fact's negation propagates to a conflict: a
	// one-literal case analysis); Search those that needed more (a SAT
	// call). The others follow by unit propagation from their premises.
	Contradiction int `json:"contradiction"`
	Search        int `json:"search"`
}

// Grade computes the difficulty summary of steps.
func Grade(steps []Step) Difficulty {
	d := Difficulty{Steps: len(steps), ByClues: []int{}}
	one := 0
	for _, s := range steps {
		n := len(s.Clues) + len(s.Given)
		d.Largest = max(d.Largest, n)
		d.MaxClues = max(d.MaxClues, len(s.Clues))
		d.TotalCost += s.Cost
		d.MaxCost = max(d.MaxCost, s.Cost)
		for len(d.ByClues) <= len(s.Clues) {
			d.ByClues = append(d.ByClues, 0)
		}
		d.ByClues[len(s.Clues)]++
		if len(s.Clues) <= 1 {
			one++
		}
		switch s.Search {
		case "contradiction":
			d.Contradiction++
		case "search":
			d.Search++
		}
	}
	if len(steps) > 0 {
		d.OneClue = float64(one) / float64(len(steps))
	}
	return d
}
