package galaxies

// Levels of Deduce: how a player's reasoning finds the division.
const (
	// LevelEasy: the direct rules of candidates (a touched cell is its
	// dot's; a cell is a dot's only if its opposite about the dot can be;
	// a galaxy reaches its cells from its dot; a cell left with one dot
	// gives its opposite to that dot too) divide the grid.
	LevelEasy = 0
	// LevelMedium: with those rules and single hypotheses ("if this cell
	// were this dot's, the rules would leave some cell with no dot"),
	// repeated, the grid is divided.
	LevelMedium = 1
	// LevelHard: more than that is needed (two hypotheses at once, or
	// reasoning on the galaxies' shapes that the rules do not see).
	LevelHard = 2
)

// Deduction is what Deduce found.
type Deduction struct {
	// Level is LevelEasy, LevelMedium or LevelHard.
	Level int
	// Pairs is the number of (cell, dot) candidates of the geometry, Left
	// those the rules and hypotheses left open beyond one per cell (0
	// unless hard), Direct those the direct rules removed first.
	Pairs, Direct, Left int
	// Probes counts hypotheses tried, Failed those that failed (each
	// removed a candidate), Rounds the rounds of hypotheses that removed
	// something.
	Probes, Failed, Rounds int
	// Contradiction is set when the rules leave a cell with no dot (the
	// puzzle has no solution).
	Contradiction bool
}

// Deduce grades p by a player's reasoning, independent of the SAT
// encoding: the direct rules to a fixpoint (easy), then single
// hypotheses refuted by those rules (medium), stopping after the direct
// rules when upto is LevelEasy (Level is then LevelMedium when they do
// not divide the grid: at least medium).
func Deduce(p *Puzzle, upto int) Deduction {
	var dd Deduction
	if p.Validate() != nil || len(p.Dots) == 0 {
		dd.Level, dd.Contradiction = LevelHard, true
		return dd
	}
	n := p.Rows * p.Cols
	cand := candidates(p, false)
	for d := range cand {
		for i := 0; i < n; i++ {
			if cand[d][i] {
				dd.Pairs++
			}
		}
	}
	cand = candidates(p, true)
	open := func(c [][]bool) (extra int, dead bool) {
		for i := 0; i < n; i++ {
			k := 0
			for d := range c {
				if c[d][i] {
					k++
				}
			}
			if k == 0 {
				dead = true
			}
			extra += max(k-1, 0)
		}
		return extra, dead
	}
	extra, dead := open(cand)
	dd.Direct = dd.Pairs - extra - n
	if dead {
		dd.Level, dd.Contradiction = LevelHard, true
		return dd
	}
	if extra == 0 {
		dd.Level = LevelEasy
		return dd
	}
	if upto == LevelEasy {
		dd.Level, dd.Left = LevelMedium, extra
		return dd
	}
	touched := make([][]int, len(p.Dots))
	for d, dot := range p.Dots {
		for _, t := range p.Touching(dot) {
			touched[d] = append(touched[d], p.Cell(t[0], t[1]))
		}
	}
	try := make([][]bool, len(cand))
	for d := range try {
		try[d] = make([]bool, n)
	}
	for {
		progress := false
		for i := 0; i < n; i++ {
			for d := range cand {
				if !cand[d][i] {
					continue
				}
				k := 0
				for e := range cand {
					if cand[e][i] {
						k++
					}
				}
				if k < 2 {
					continue
				}
				// Hypothesis: cell i is d's.
				for e := range cand {
					copy(try[e], cand[e])
					if e != d {
						try[e][i] = false
					}
				}
				dd.Probes++
				fixpoint(p, try, touched)
				if _, bad := open(try); !bad {
					continue
				}
				dd.Failed++
				cand[d][i] = false
				progress = true
				fixpoint(p, cand, touched)
				if _, dead := open(cand); dead {
					dd.Level, dd.Contradiction = LevelHard, true
					return dd
				}
			}
		}
		extra, _ = open(cand)
		if progress {
			dd.Rounds++
		}
		if extra == 0 {
			dd.Level = LevelMedium
			return dd
		}
		if !progress {
			dd.Level, dd.Left = LevelHard, extra
			return dd
		}
	}
}
