package benchmarks

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Group is the set of runs sharing a kind, options and solver (and set
// and class, when the sweep splits by them): one row of summary.md and
// one line of the cactus plot. It holds its figures, not its records.
type Group struct {
	Kind, Set, Class, Options, Solver string

	Runs                               int
	Sat, Unsat, Unknown, Errors, Wrong int // over runs

	firstJob  int
	instances int
	solved    []float64 // times of the solved instances, in job order
	par2      float64   // PAR-2 sum
	sized     int       // instances that got as far as encoding
	vars      float64   // size sums over the sized instances
	auxVars   float64
	clauses   float64
	rounds    float64
	maxRSSKB  int64
	unique    int
	notUnique int
}

// Label names the group in plots and tables.
func (g *Group) Label() string {
	parts := []string{g.Kind}
	if g.Set != "" {
		parts = append(parts, g.Set)
	}
	if g.Class != "" {
		parts = append(parts, g.Class)
	}
	if g.Options != "" {
		parts = append(parts, g.Options)
	}
	parts = append(parts, g.Solver)
	return strings.Join(parts, " ")
}

// NumInstances is the number of instances the group ran.
func (g *Group) NumInstances() int { return g.instances }

// instanceResult is one instance in one group, its repeats combined: it
// is solved when every repeat solved it within the timeout, and its time
// is the median of its repeats' wall times.
type instanceResult struct {
	solved   bool
	time     float64 // seconds
	timeout  float64 // seconds; 0: none
	vars     int
	auxVars  int
	clauses  int
	rounds   int
	maxRSSKB int64
	unique   Uniqueness // the first verdict among its repeats
	sized    bool       // a run got as far as encoding
}

// par2 is the penalized runtime: the time when solved, twice the timeout
// otherwise (NaN when unsolved without a timeout).
func (r *instanceResult) par2() float64 {
	if r.solved {
		return r.time
	}
	if r.timeout > 0 {
		return 2 * r.timeout
	}
	return math.NaN()
}

func (g *Group) addInstance(ir *instanceResult) {
	g.instances++
	g.par2 += ir.par2()
	if ir.solved {
		g.solved = append(g.solved, ir.time)
	}
	if ir.sized {
		g.sized++
		g.vars += float64(ir.vars)
		g.auxVars += float64(ir.auxVars)
		g.clauses += float64(ir.clauses)
		g.rounds += float64(ir.rounds)
	}
	g.maxRSSKB = max(g.maxRSSKB, ir.maxRSSKB)
	switch ir.unique {
	case UniqueYes:
		g.unique++
	case UniqueNo:
		g.notUnique++
	}
}

// combine makes an instance's result in a group from its runs.
func combine(runs []*Record) *instanceResult {
	ir := &instanceResult{solved: true, maxRSSKB: -1}
	times := make([]float64, 0, len(runs))
	for _, r := range runs {
		if !solvedInTime(r) {
			ir.solved = false
		}
		times = append(times, r.Wall)
		ir.timeout = max(ir.timeout, r.Timeout)
		ir.maxRSSKB = max(ir.maxRSSKB, r.MaxRSSKB)
		if ir.unique == UniqueUnknown {
			ir.unique = r.Unique
		}
		if !ir.sized && (r.Clauses > 0 || r.Vars > 0) {
			ir.vars, ir.auxVars, ir.clauses, ir.rounds, ir.sized = r.Vars, r.AuxVars, r.Clauses, r.Rounds, true
		}
	}
	ir.time = median(times)
	return ir
}

// solvedInTime: a SAT or UNSAT answer that passed the checker, within the
// timeout when there is one.
func solvedInTime(r *Record) bool {
	return r.Solved() && (r.Timeout == 0 || r.Wall <= r.Timeout)
}

// maxListed bounds the wrong answers, disagreements and instances without
// a unique solution a report lists (it counts them all).
const maxListed = 1000

// maxErrorsListed bounds the errors summary.md lists.
const maxErrorsListed = 20

// JobRange is the job indices Lo..Hi (inclusive).
type JobRange struct{ Lo, Hi int }

// Report is everything summary.md and cactus.svg show, computed from the
// records alone, so that a merged set of shards reports exactly what one
// whole run would. It is built from a stream of records in job order and
// keeps per group one time per solved instance, not the records.
type Report struct {
	Groups []*Group
	Total  int // jobs in the whole sweep (from the records' "of")
	Runs   int // records

	Missing       int        // jobs with no record
	MissingRanges []JobRange // the first few runs of missing jobs

	Disagreements    []Disagreement // the first maxListed
	NumDisagreements int
	WrongRuns        []Record // the first maxListed wrong answers
	ErrorRuns        []Record // the first few errors
	NotUnique        []string // the first maxListed instances with a second solution ("kind `name`")
	NumNotUnique     int

	instances        int
	solved, unknown  int
	repeats          int
	solvers          []string
	timeouts         []string
	uniq, sets, clss bool
	// certified counts runs with a certified UNSAT answer (--certify),
	// provable the runs that answered UNSAT or proved uniqueness.
	certified, provable int
}

// Disagreement is an instance that some run found satisfiable (with a
// checked solution) and another run declared unsatisfiable.
type Disagreement struct {
	Kind, Instance string
	Sat, Unsat     []string // group labels
}

// NewReport groups and summarizes records held in memory. Records may
// come in any order; duplicates of a job index must have been removed
// (see Merge). Reports of sweeps too large for memory are built while
// their results.csv is read (Bench, Merge).
func NewReport(recs []Record) *Report {
	rs := append([]Record(nil), recs...)
	sort.SliceStable(rs, func(a, b int) bool { return rs[a].Job < rs[b].Job })
	var gaps gapTracker
	for i := range rs {
		gaps.see(rs[i].Job)
	}
	// Each instance's records together, instances in order of their
	// first job (a real sweep's job order already is).
	first := map[instKey]int{}
	for i := range rs {
		if _, ok := first[keyOf(&rs[i])]; !ok {
			first[keyOf(&rs[i])] = i
		}
	}
	sort.SliceStable(rs, func(a, b int) bool { return first[keyOf(&rs[a])] < first[keyOf(&rs[b])] })
	b := newReportBuilder()
	for i := range rs {
		b.add(rs[i])
	}
	return b.finish(&gaps)
}

// instKey identifies an instance's records.
type instKey struct{ set, kind, instance string }

func keyOf(r *Record) instKey { return instKey{r.Set, r.Kind, r.Instance} }

// gapTracker finds the missing jobs of a stream in job order.
type gapTracker struct {
	last    int // highest job seen + 1
	missing int
	ranges  []JobRange
}

func (t *gapTracker) see(job int) {
	if job > t.last {
		t.gap(t.last, job-1)
	}
	t.last = max(t.last, job+1)
}

func (t *gapTracker) gap(lo, hi int) {
	t.missing += hi - lo + 1
	if len(t.ranges) <= 10 {
		t.ranges = append(t.ranges, JobRange{lo, hi})
	}
}

// reportBuilder builds a Report from records given one instance after the
// other (each instance's records together, as in job order).
type reportBuilder struct {
	rep    *Report
	groups map[groupKey]*Group
	block  []Record
	seen   map[string]bool // solvers and timeouts seen
}

type groupKey struct{ kind, set, class, options, solver string }

func newReportBuilder() *reportBuilder {
	return &reportBuilder{rep: &Report{}, groups: map[groupKey]*Group{}, seen: map[string]bool{}}
}

// add takes the next record.
func (b *reportBuilder) add(r Record) {
	if len(b.block) > 0 && keyOf(&b.block[0]) != keyOf(&r) {
		b.flush()
	}
	rep := b.rep
	rep.Runs++
	rep.Total = max(rep.Total, r.Of)
	rep.repeats = max(rep.repeats, r.Repeat)
	switch {
	case solvedInTime(&r):
		rep.solved++
	case r.Status == StatusUnknown || r.Solved():
		rep.unknown++
	}
	if !b.seen["s\x00"+r.Solver] {
		b.seen["s\x00"+r.Solver] = true
		rep.solvers = append(rep.solvers, r.Solver)
	}
	t := "none"
	if r.Timeout != 0 {
		t = strconv.FormatFloat(r.Timeout, 'f', -1, 64) + " s"
	}
	if !b.seen["t\x00"+t] {
		b.seen["t\x00"+t] = true
		rep.timeouts = append(rep.timeouts, t)
	}
	rep.uniq = rep.uniq || r.Unique != UniqueUnknown
	rep.certified += btoi(r.Certified == "yes")
	rep.provable += btoi(r.Status == StatusUnsat || r.Unique == UniqueYes)
	rep.sets = rep.sets || r.Set != ""
	rep.clss = rep.clss || r.Class != ""
	b.block = append(b.block, r)
}

// flush summarizes the records of one instance.
func (b *reportBuilder) flush() {
	rs := b.block
	if len(rs) == 0 {
		return
	}
	b.rep.instances++
	// A run that failed before it could size its instance has no class:
	// it takes the class the other runs of the instance found.
	class := ""
	for i := range rs {
		if class == "" {
			class = rs[i].Class
		}
	}
	type runs struct {
		g    *Group
		recs []*Record
	}
	var order []*runs
	byGroup := map[*Group]*runs{}
	for i := range rs {
		r := &rs[i]
		if r.Class == "" {
			r.Class = class
		}
		g := b.group(r)
		g.count(r)
		b.problems(r)
		ir := byGroup[g]
		if ir == nil {
			ir = &runs{g: g}
			byGroup[g] = ir
			order = append(order, ir)
		}
		ir.recs = append(ir.recs, r)
	}
	for _, ir := range order {
		ir.g.addInstance(combine(ir.recs))
	}
	b.disagreement(rs)
	b.block = rs[:0]
}

func (b *reportBuilder) group(r *Record) *Group {
	k := groupKey{r.Kind, r.Set, r.Class, r.Options, r.Solver}
	g := b.groups[k]
	if g == nil {
		g = &Group{Kind: r.Kind, Set: r.Set, Class: r.Class, Options: r.Options, Solver: r.Solver, firstJob: r.Job, maxRSSKB: -1}
		b.groups[k] = g
		b.rep.Groups = append(b.rep.Groups, g)
	}
	g.firstJob = min(g.firstJob, r.Job)
	return g
}

func (g *Group) count(r *Record) {
	g.Runs++
	switch {
	case r.Wrong():
		g.Wrong++
	case r.Status == StatusSat:
		g.Sat++
	case r.Status == StatusUnsat:
		g.Unsat++
	case r.Status == StatusUnknown:
		g.Unknown++
	default:
		g.Errors++
	}
}

// problems keeps the first wrong answers and errors for the summary.
func (b *reportBuilder) problems(r *Record) {
	rep := b.rep
	switch {
	case r.Wrong():
		if len(rep.WrongRuns) < maxListed {
			rep.WrongRuns = append(rep.WrongRuns, *r)
		}
	case r.Status == StatusError:
		if len(rep.ErrorRuns) < maxErrorsListed {
			rep.ErrorRuns = append(rep.ErrorRuns, *r)
		}
	}
}

// disagreement notes an instance found SAT (with a checked solution) in
// one group and UNSAT in another, and an instance with a second solution.
func (b *reportBuilder) disagreement(rs []Record) {
	addOnce := func(xs []string, x string) []string {
		for _, y := range xs {
			if y == x {
				return xs
			}
		}
		return append(xs, x)
	}
	var sat, unsat []string
	notUnique := false
	for i := range rs {
		r := &rs[i]
		g := (&Group{Kind: r.Kind, Set: r.Set, Class: r.Class, Options: r.Options, Solver: r.Solver}).Label()
		switch {
		case r.Status == StatusSat && r.Check == CheckOK:
			sat = addOnce(sat, g)
		case r.Status == StatusUnsat:
			unsat = addOnce(unsat, g)
		}
		notUnique = notUnique || r.Unique == UniqueNo
	}
	rep := b.rep
	if len(sat) > 0 && len(unsat) > 0 {
		rep.NumDisagreements++
		if len(rep.Disagreements) < maxListed {
			rep.Disagreements = append(rep.Disagreements, Disagreement{Kind: rs[0].Kind, Instance: rs[0].Instance, Sat: sat, Unsat: unsat})
		}
	}
	if notUnique {
		rep.NumNotUnique++
		if len(rep.NotUnique) < maxListed {
			rep.NotUnique = append(rep.NotUnique, rs[0].Kind+" `"+rs[0].Instance+"`")
		}
	}
}

// finish ends the report; gaps holds the jobs seen (in job order).
func (b *reportBuilder) finish(gaps *gapTracker) *Report {
	b.flush()
	rep := b.rep
	if gaps != nil {
		if rep.Total > gaps.last {
			gaps.gap(gaps.last, rep.Total-1)
			gaps.last = rep.Total
		}
		rep.Missing = gaps.missing
		rep.MissingRanges = gaps.ranges
	}
	sort.SliceStable(rep.Groups, func(i, j int) bool { return rep.Groups[i].firstJob < rep.Groups[j].firstJob })
	byJob := func(rs []Record) {
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].Job < rs[j].Job })
	}
	byJob(rep.WrongRuns)
	byJob(rep.ErrorRuns)
	return rep
}

// GroupStats are a group's figures over its instances.
type GroupStats struct {
	Instances, Solved int
	PAR2Sum, PAR2Mean float64 // NaN when an unsolved instance had no timeout
	Median, Mean, Max float64 // wall time of the solved instances (NaN: none solved)
	Vars, AuxVars     float64 // means over the instances that got encoded
	Clauses, Rounds   float64
	MaxRSSKB          int64 // -1 unknown
	Unique, NotUnique int   // instances proved unique / with a second solution
}

// Stats computes a group's figures.
func (g *Group) Stats() GroupStats {
	st := GroupStats{Instances: g.instances, Solved: len(g.solved), PAR2Sum: g.par2, MaxRSSKB: g.maxRSSKB,
		Unique: g.unique, NotUnique: g.notUnique}
	if n := float64(g.sized); n > 0 {
		st.Vars, st.AuxVars, st.Clauses, st.Rounds = g.vars/n, g.auxVars/n, g.clauses/n, g.rounds/n
	}
	st.PAR2Mean = math.NaN()
	if st.Instances > 0 {
		st.PAR2Mean = st.PAR2Sum / float64(st.Instances)
	}
	st.Median, st.Mean, st.Max = median(g.solved), mean(g.solved), maxOf(g.solved)
	return st
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

func maxOf(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	m := xs[0]
	for _, x := range xs[1:] {
		m = math.Max(m, x)
	}
	return m
}

// SolvedTimes are a group's solved instances' times in increasing order:
// its line in the cactus plot.
func (g *Group) SolvedTimes() []float64 {
	ts := append([]float64(nil), g.solved...)
	sort.Float64s(ts)
	return ts
}

// maxCactusPoints bounds the points of one line of the cactus plot.
const maxCactusPoints = 2000

// CactusPoint is a point of a cactus line: N instances were each solved
// within T seconds.
type CactusPoint struct {
	N int
	T float64
}

// CactusLine is the group's line in the cactus plot: its solved times in
// increasing order against their count, thinned to at most a couple of
// thousand points (evenly spaced counts, always with the last), so that a
// sweep of millions of runs draws a plot of the same size as a small one.
func (g *Group) CactusLine() []CactusPoint {
	ts := g.SolvedTimes()
	step := (len(ts) + maxCactusPoints - 1) / maxCactusPoints
	step = max(step, 1)
	var pts []CactusPoint
	for i := step - 1; i < len(ts); i += step {
		pts = append(pts, CactusPoint{i + 1, ts[i]})
	}
	if n := len(ts); n > 0 && pts[len(pts)-1].N != n {
		pts = append(pts, CactusPoint{n, ts[n-1]})
	}
	return pts
}

func fmtS(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return strconv.FormatFloat(x, 'f', 4, 64)
}

func fmtN(x float64) string {
	if x == math.Trunc(x) {
		return strconv.FormatFloat(x, 'f', 0, 64)
	}
	return strconv.FormatFloat(x, 'f', 1, 64)
}

// Headline is a one-line account of the report: runs, solved, unknown,
// errors, wrong answers.
func (rep *Report) Headline() string {
	wrong, errs, dis := rep.Problems()
	s := fmt.Sprintf("%s: %d solved, %d unknown, %d errors, %d wrong", plural(rep.Runs, "run"), rep.solved, rep.unknown, errs, wrong)
	if dis > 0 {
		s += fmt.Sprintf(", %d disagreements", dis)
	}
	if rep.Missing > 0 {
		s += fmt.Sprintf(" (%d of %d runs not in this report)", rep.Missing, rep.Total)
	}
	return s
}

// Problems counts wrong answers, errors and disagreements.
func (rep *Report) Problems() (wrong, errs, disagree int) {
	for _, g := range rep.Groups {
		wrong += g.Wrong
		errs += g.Errors
	}
	return wrong, errs, rep.NumDisagreements
}

// WriteMarkdown writes summary.md. It depends only on the records, so a
// merge of shards writes the same file as the whole sweep would have;
// only its timing columns (time, PAR-2, memory) differ between two runs.
func (rep *Report) WriteMarkdown(w io.Writer) error { return rep.writeMarkdown(w, true) }

// WriteMarkdownAlone is WriteMarkdown for a summary written where no
// cactus.svg is written beside it (standard output): it links no plot.
func (rep *Report) WriteMarkdownAlone(w io.Writer) error { return rep.writeMarkdown(w, false) }

func (rep *Report) writeMarkdown(w io.Writer, plot bool) error {
	var b strings.Builder
	b.WriteString("# Benchmark summary\n\n")
	fmt.Fprintf(&b, "%s: %s, %s (rows below), %s, %s; timeout %s.\n",
		plural(rep.Runs, "run"), plural(rep.instances, "instance"), plural(len(rep.Groups), "group"),
		plural(len(rep.solvers), "solver"), plural(rep.repeats, "repeat"), strings.Join(rep.timeouts, ", "))
	if rep.Missing > 0 {
		fmt.Fprintf(&b, "\n**Partial: %d of %d runs are missing** (jobs %s).\n", rep.Missing, rep.Total, compactRanges(rep.MissingRanges, rep.Missing))
	}
	b.WriteString("\nAn instance is *solved* in a group when every repeat answered SAT or UNSAT within the timeout and no checker rejected the solution; " +
		"its time is the median wall time of its repeats (parse + encode + solve + decode + check, in a fresh worker process). " +
		"PAR-2 charges an unsolved instance twice the timeout. Median, mean and max are over the solved instances. " +
		"Sizes are means of the encoding as first built, before refinement cuts; peak memory is the largest worker (or solver child) resident set.\n\n")
	uniq, sets, classes := rep.uniq, rep.sets, rep.clss
	uh, ua, sh, sa := "", "", "", ""
	if uniq {
		uh, ua = " unique | not unique |", "--:|--:|"
	}
	if sets {
		sh, sa = " set |", "---|"
	}
	if classes {
		sh, sa = sh+" class |", sa+"---|"
	}
	b.WriteString("| kind |" + sh + " options | solver | instances | solved | SAT | UNSAT | unknown | error | wrong |" + uh +
		" PAR-2 sum (s) | PAR-2 mean (s) | median (s) | mean (s) | max (s) | vars | aux vars | clauses | rounds | peak MiB |\n")
	b.WriteString("|---|" + sa + "---|---|--:|--:|--:|--:|--:|--:|--:|" + ua + "--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, g := range rep.Groups {
		st := g.Stats()
		opts := g.Options
		if opts == "" {
			opts = "–"
		}
		mem := "–"
		if st.MaxRSSKB >= 0 {
			mem = strconv.FormatFloat(float64(st.MaxRSSKB)/1024, 'f', 1, 64)
		}
		set := ""
		if sets {
			set = " " + mdEscape(g.Set) + " |"
		}
		if classes {
			set += " " + mdEscape(g.Class) + " |"
		}
		u := ""
		if uniq {
			u = fmt.Sprintf(" %d | %d |", st.Unique, st.NotUnique)
		}
		fmt.Fprintf(&b, "| %s |%s %s | %s | %d | %d | %d | %d | %d | %d | %d |%s %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
			mdEscape(g.Kind), set, mdEscape(opts), mdEscape(g.Solver), st.Instances, st.Solved, g.Sat, g.Unsat, g.Unknown, g.Errors, g.Wrong, u,
			fmtS(st.PAR2Sum), fmtS(st.PAR2Mean), fmtS(st.Median), fmtS(st.Mean), fmtS(st.Max),
			fmtN(math.Round(st.Vars*10)/10), fmtN(math.Round(st.AuxVars*10)/10), fmtN(math.Round(st.Clauses*10)/10), fmtN(math.Round(st.Rounds*10)/10), mem)
	}
	b.WriteString(certifiedNote(rep.certified, rep.provable))
	if plot {
		b.WriteString("\n![cactus plot: instances solved against time](cactus.svg)\n")
	}
	rep.writeLists(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeLists writes the instances without a unique solution and the
// problems: disagreements, wrong answers, errors.
func (rep *Report) writeLists(b *strings.Builder) {
	uniq := rep.uniq
	if uniq {
		fmt.Fprintf(b, "\n## Not unique\n\n%s with a second solution (in some run).\n", plural(rep.NumNotUnique, "instance"))
		for _, k := range rep.NotUnique {
			fmt.Fprintf(b, "- %s\n", k)
		}
		if n := rep.NumNotUnique - len(rep.NotUnique); n > 0 {
			fmt.Fprintf(b, "- ... and %d more (see results.csv)\n", n)
		}
	}

	wrong, errs, dis := rep.Problems()
	if wrong+errs+dis > 0 {
		b.WriteString("\n## Problems\n")
	}
	if dis > 0 {
		b.WriteString("\n### Disagreements (SAT with a checked solution in one group, UNSAT in another)\n\n")
		for _, d := range rep.Disagreements {
			fmt.Fprintf(b, "- %s `%s`: SAT by %s; UNSAT by %s\n", d.Kind, d.Instance, strings.Join(d.Sat, "; "), strings.Join(d.Unsat, "; "))
		}
		if n := dis - len(rep.Disagreements); n > 0 {
			fmt.Fprintf(b, "- ... and %d more\n", n)
		}
	}
	if wrong > 0 {
		b.WriteString("\n### Wrong answers (the solution failed the rule checker)\n\n")
		for _, r := range rep.WrongRuns {
			fmt.Fprintf(b, "- job %d %s `%s` %s %s: %s\n", r.Job, r.Kind, r.Instance, r.Options, r.Solver, r.Error)
		}
		if n := wrong - len(rep.WrongRuns); n > 0 {
			fmt.Fprintf(b, "- ... and %d more (see results.csv)\n", n)
		}
	}
	if errs > 0 {
		fmt.Fprintf(b, "\n### Errors (%d)\n\n", errs)
		for _, r := range rep.ErrorRuns {
			msg := r.Error
			if len(msg) > 300 {
				msg = msg[:300] + "..."
			}
			fmt.Fprintf(b, "- job %d %s `%s` %s %s: %s\n", r.Job, r.Kind, r.Instance, r.Options, r.Solver, mdEscape(msg))
		}
		if n := errs - len(rep.ErrorRuns); n > 0 {
			fmt.Fprintf(b, "- ... and %d more (see results.csv)\n", n)
		}
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// compactRanges renders the first ranges of missing jobs as "0-3, 7, 9-10",
// with "..." when there are more than those (missing counts them all).
func compactRanges(rs []JobRange, missing int) string {
	var parts []string
	shown := 0
	for _, r := range rs {
		if len(parts) == 10 {
			break
		}
		if r.Lo == r.Hi {
			parts = append(parts, strconv.Itoa(r.Lo))
		} else {
			parts = append(parts, strconv.Itoa(r.Lo)+"-"+strconv.Itoa(r.Hi))
		}
		shown += r.Hi - r.Lo + 1
	}
	if shown < missing {
		parts = append(parts, "...")
	}
	return strings.Join(parts, ", ")
}
