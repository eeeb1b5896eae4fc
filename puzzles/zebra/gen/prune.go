package gen

import (
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// clueState is where a pool clue stands during removal.
type clueState int8

const (
	undecided clueState = iota // active; may still be removed
	kept                       // needed: a grid other than the solution violates only this active clue
	removed                    // removed for good
)

// counterModel is a grid other than the solution, with the pool clues it
// violates. While it violates exactly one active clue, that clue is needed
// (removing it lets this grid through), and needed for good, since later
// removals only shrink the active set.
type counterModel struct {
	grid   [][]int // nil for a swap of the solution: in category swap[0], values swap[1] and swap[2]
	swap   [3]int
	viol   []int32 // pool indices of the clues it violates
	active int     // how many of them are still active
}

// checkBudget bounds the conflicts of one removal check in the first
// pass; a clue whose check runs out is tried again after all others, in
// rounds with budgets doubling up to retryBudget, while the retries have
// spent less than retryTotal in all (see pruner.retry). The checks of puzzles up to 12x12 take at most about 500
// conflicts (seeds 1..20); those of 20x20 puzzles take up to tens of
// thousands, as many for minisat and cadical as for this solver.
const (
	checkBudget = 1000
	retryBudget = 8000
	retryTotal  = 40000
)

// pruner removes clues from a pool whose solution is unique, keeping it
// unique (step 4 of the package doc). What it adds to plain one-by-one
// checks is speed:
//
//   - the check of one clue asks for a grid that satisfies the other
//     active clues and violates this one (checker.uniqueWithout), a much
//     stronger question than "another solution";
//   - counter-models: every grid the checks return, every grid the pool's
//     growth ruled out, and every grid one swap of two values away from
//     the solution is kept with the clues it violates. A clue that is the
//     only active clue some counter-model violates is needed, with no SAT
//     call; a batch that holds every active clue some counter-model
//     violates cannot go, with no SAT call either. The counter-model
//     closest to a check's answer is the solver's first guess (phases);
//   - rebuilds: the solver keeps learnt clauses and the clauses of removed
//     clues; when these outgrow the live formula, or a quarter of the
//     clues have been decided, the checker is rebuilt from the active
//     clues, the needed ones without a selector;
//   - a conflict budget: a check that runs out of checkBudget conflicts is
//     put off to rounds of retries (retry). A clue still undecided after
//     them is kept and counted in unproven: the puzzle is then unique but
//     perhaps not minimal. Up to 12x12 this does not happen (no check
//     comes near the budget); it bounds the hard checks of 15x15 to 20x20
//     puzzles.
type pruner struct {
	p      *zebra.Puzzle // the puzzle without clues
	pos    [][]int
	pool   []zebra.Clue
	state  []clueState
	ch     *checker
	models []counterModel
	byClue [][]int32 // pool index -> counter-models that violate it
	hits   []int32   // scratch for blocked, by counter-model

	checks, unproven int
	decided          int       // clues kept or removed
	progress         func(int) // called with decided after each step, or nil
	props, conflicts int64     // of checkers replaced by a rebuild

	baseClauses      int // formula clauses at the last build
	sinceRebuild     int // clues decided since
	undecidedAtBuild int
}

func newPruner(p *zebra.Puzzle, pos [][]int, pool []zebra.Clue, ch *checker, alts [][][]int) *pruner {
	pr := &pruner{p: skeleton(p), pos: pos, pool: pool, state: make([]clueState, len(pool)), ch: ch,
		byClue: make([][]int32, len(pool)), baseClauses: ch.en.done, undecidedAtBuild: len(pool)}
	for _, a := range alts {
		pr.addModel(a, [3]int{})
	}
	pr.swapModels()
	return pr
}

// swapModels records the grids one swap of two values away from the
// solution.
func (pr *pruner) swapModels() {
	n := pr.p.N()
	alt := make([][]int, len(pr.pos))
	copy(alt, pr.pos)
	for c := range pr.pos {
		row := append([]int(nil), pr.pos[c]...)
		alt[c] = row
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				row[a], row[b] = row[b], row[a]
				pr.addModel(alt, [3]int{c, a, b})
				row[a], row[b] = row[b], row[a]
			}
		}
		alt[c] = pr.pos[c]
	}
}

// addModel records counter-model alt (a swap when swap[1] != swap[2],
// else alt is kept as it is) and marks the clue it alone violates as
// needed.
func (pr *pruner) addModel(alt [][]int, swap [3]int) {
	n := pr.p.N()
	var cm counterModel
	if swap[1] == swap[2] {
		cm.grid = alt
	} else {
		cm.swap = swap
	}
	for i, c := range pr.pool {
		if pr.state[i] != removed && !holds(c, alt, n) {
			cm.viol = append(cm.viol, int32(i))
		}
	}
	cm.active = len(cm.viol)
	if cm.active == 0 {
		return // a second solution of the active clues: cannot happen while unique
	}
	k := int32(len(pr.models))
	pr.models = append(pr.models, cm)
	pr.hits = append(pr.hits, 0)
	for _, i := range cm.viol {
		pr.byClue[i] = append(pr.byClue[i], k)
	}
	if cm.active == 1 {
		pr.markKept(int(cm.viol[0]))
	}
}

// gridOf is counter-model k's grid.
func (pr *pruner) gridOf(k int32) [][]int {
	cm := &pr.models[k]
	if cm.grid != nil {
		return cm.grid
	}
	g := make([][]int, len(pr.pos))
	copy(g, pr.pos)
	c, a, b := cm.swap[0], cm.swap[1], cm.swap[2]
	g[c] = append([]int(nil), pr.pos[c]...)
	g[c][a], g[c][b] = g[c][b], g[c][a]
	return g
}

// blocked reports whether some counter-model violates no active clue
// outside idx, so that removing idx would let it through.
func (pr *pruner) blocked(idx []int) bool {
	found := false
	for _, i := range idx {
		for _, k := range pr.byClue[i] {
			pr.hits[k]++
			if int(pr.hits[k]) == pr.models[k].active {
				found = true
			}
		}
	}
	for _, i := range idx {
		for _, k := range pr.byClue[i] {
			pr.hits[k] = 0
		}
	}
	return found
}

// tryRemove removes the clues idx (all active) if the solution stays
// unique without them. A single clue's check gets budget conflicts
// (negative: no limit); ok is false when they ran out.
func (pr *pruner) tryRemove(idx []int, budget int64) (removedAll, ok bool) {
	for _, i := range idx {
		if pr.state[i] == kept {
			return false, true
		}
	}
	if pr.blocked(idx) {
		return false, true
	}
	pr.maybeRebuild()
	active := make([]bool, len(pr.pool))
	for i, s := range pr.state {
		active[i] = s != removed
	}
	for _, i := range idx {
		active[i] = false
	}
	pr.checks++
	var alt [][]int
	res := cdcl.Unsat
	if len(idx) == 1 {
		pr.ch.setPhase(pr.guess(idx[0]))
		alt, res = pr.ch.uniqueWithout(pr.pool[idx[0]], active, budget)
	} else {
		pr.ch.setPhase(pr.pos)
		var unique bool
		if alt, unique = pr.ch.unique(active); !unique {
			res = cdcl.Sat
		}
	}
	switch res {
	case cdcl.Unknown:
		return false, false
	case cdcl.Sat:
		pr.addModel(alt, [3]int{})
		return false, true
	}
	for _, i := range idx {
		pr.remove(i)
	}
	return true, true
}

// guess is the grid the solver tries first when checking clue i: the
// counter-model that violates i and the fewest other active clues, else
// the solution.
func (pr *pruner) guess(i int) [][]int {
	best := int32(-1)
	for _, k := range pr.byClue[i] {
		if best < 0 || pr.models[k].active < pr.models[best].active {
			best = k
		}
	}
	if best < 0 {
		return pr.pos
	}
	return pr.gridOf(best)
}

func (pr *pruner) markKept(i int) {
	if pr.state[i] == undecided {
		pr.state[i] = kept
		pr.decided++
		pr.sinceRebuild++
	}
}

func (pr *pruner) remove(i int) {
	pr.state[i] = removed
	pr.decided++
	pr.sinceRebuild++
	pr.ch.drop(i)
	for _, k := range pr.byClue[i] {
		cm := &pr.models[k]
		cm.active--
		if cm.active == 1 {
			for _, j := range cm.viol {
				if pr.state[j] != removed {
					pr.markKept(int(j))
				}
			}
		}
	}
}

// maybeRebuild replaces the checker when learnt clauses make up half of
// what the solver holds, or when a quarter of the clues undecided at the
// last build have been decided since and the checks have been costly
// enough (rebuildConflicts) for a rebuild to pay: small puzzles, whose
// checks take a few conflicts, are never rebuilt.
func (pr *pruner) maybeRebuild() {
	st := pr.ch.en.s.Stats()
	learnt := int(st.Learnt - st.Deleted) // learnt clauses held
	if learnt < pr.baseClauses && (4*pr.sinceRebuild < pr.undecidedAtBuild || st.Conflicts < rebuildConflicts) {
		return
	}
	pr.rebuild()
}

// rebuildConflicts is the work since the last build that makes a rebuild
// for decided clues worth its cost (encoding the puzzle again).
const rebuildConflicts = 2000

func (pr *pruner) rebuild() {
	st := pr.ch.en.s.Stats()
	ch, err := newChecker(pr.p, pr.pos)
	if err != nil {
		return // cannot happen: the same puzzle was encoded before
	}
	pr.props += st.Propagations
	pr.conflicts += st.Conflicts
	pr.undecidedAtBuild = 0
	for i, c := range pr.pool {
		switch pr.state[i] {
		case removed:
			ch.sel = append(ch.sel, 0)
		case kept:
			ch.en.addClue(c, 0)
			ch.sel = append(ch.sel, 0)
		default:
			ch.addClue(c)
			pr.undecidedAtBuild++
		}
	}
	pr.ch = ch
	pr.baseClauses = ch.en.done
	pr.sinceRebuild = 0
}

// run removes clues in the given order: batches of shrinking size, then
// one at a time; then the clues whose checks ran out of conflicts, on a
// fresh solver with a larger budget.
func (pr *pruner) run(order []int) {
	for batch := len(pr.pool) / 4; batch >= 8; batch /= 2 {
		var chunk []int
		for _, i := range order {
			if pr.state[i] == removed {
				continue
			}
			chunk = append(chunk, i)
			if len(chunk) == batch {
				pr.tryRemove(chunk, 0)
				pr.report()
				chunk = chunk[:0]
			}
		}
	}
	var later []int
	for _, i := range order {
		if pr.state[i] == undecided {
			if _, ok := pr.tryRemove([]int{i}, checkBudget); !ok {
				later = append(later, i)
			}
			pr.report()
		}
	}
	pr.retry(later)
}

// retry decides the clues whose checks ran out of conflicts, in rounds on
// a fresh solver with a budget that doubles each round: a clue that was
// hard early is often easy once more clues are decided. When the rounds
// have spent retryTotal conflicts, or the budget passed retryBudget, the
// clues left are kept unproved.
func (pr *pruner) retry(later []int) {
	_, start := pr.stats()
	for budget := int64(checkBudget); len(later) > 0; budget *= 2 {
		if _, spent := pr.stats(); budget > retryBudget || spent-start >= retryTotal {
			break
		}
		pr.rebuild()
		var next []int
		for _, i := range later {
			if pr.state[i] != undecided {
				continue
			}
			_, spent := pr.stats()
			if spent-start >= retryTotal {
				next = append(next, i)
				continue
			}
			if _, ok := pr.tryRemove([]int{i}, budget); !ok {
				next = append(next, i)
			}
			pr.report()
		}
		later = next
	}
	for _, i := range later {
		if pr.state[i] == undecided {
			pr.unproven++
			pr.markKept(i)
		}
	}
	pr.report()
}

func (pr *pruner) report() {
	if pr.progress != nil {
		pr.progress(pr.decided)
	}
}

// stats are the propagations and conflicts of every checker used.
func (pr *pruner) stats() (props, conflicts int64) {
	st := pr.ch.en.s.Stats()
	return pr.props + st.Propagations, pr.conflicts + st.Conflicts
}
