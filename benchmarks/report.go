package benchmarks

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Group is the set of runs sharing a kind, options and solver: one row of
// summary.md and one line of the cactus plot.
type Group struct {
	Kind, Set, Class, Options, Solver string

	Runs      int
	Instances []InstanceResult // in job order

	Sat, Unsat, Unknown, Errors, Wrong int // over runs
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

// InstanceResult is one instance in one group, its repeats combined: it
// is solved when every repeat solved it within the timeout, and its time
// is the median of its repeats' wall times.
type InstanceResult struct {
	Instance string
	Solved   bool
	Time     float64 // seconds
	Timeout  float64 // seconds; 0: none
	Vars     int
	AuxVars  int
	Clauses  int
	Rounds   int
	MaxRSSKB int64
	Unique   Uniqueness // the first verdict among its repeats
	sized    bool       // a run got as far as encoding
}

// PAR2 is the penalized runtime: the time when solved, twice the timeout
// otherwise (NaN when unsolved without a timeout).
func (r InstanceResult) PAR2() float64 {
	if r.Solved {
		return r.Time
	}
	if r.Timeout > 0 {
		return 2 * r.Timeout
	}
	return math.NaN()
}

// solvedInTime: a SAT or UNSAT answer that passed the checker, within the
// timeout when there is one.
func solvedInTime(r *Record) bool {
	return r.Solved() && (r.Timeout == 0 || r.Wall <= r.Timeout)
}

// Report is everything summary.md and cactus.svg show, computed from the
// records alone, so that a merged set of shards reports exactly what one
// whole run would.
type Report struct {
	Records []Record // ordered by job index
	Groups  []*Group
	Total   int // jobs in the whole sweep (from the records' "of")

	Missing       []int // job indices with no record
	Disagreements []Disagreement
}

// Disagreement is an instance that some run found satisfiable (with a
// checked solution) and another run declared unsatisfiable.
type Disagreement struct {
	Kind, Instance string
	Sat, Unsat     []string // group labels
}

// NewReport groups and summarizes records. Records may come in any order;
// duplicates of a job index must have been removed (see Merge).
func NewReport(recs []Record) *Report {
	rs := append([]Record(nil), recs...)
	sort.SliceStable(rs, func(a, b int) bool { return rs[a].Job < rs[b].Job })
	// A run that failed before it could size its instance has no class:
	// it takes the class the other runs of the instance found.
	class := map[string]string{}
	for i := range rs {
		if k := rs[i].Kind + "\x00" + rs[i].Instance; rs[i].Class != "" && class[k] == "" {
			class[k] = rs[i].Class
		}
	}
	for i := range rs {
		if rs[i].Class == "" {
			rs[i].Class = class[rs[i].Kind+"\x00"+rs[i].Instance]
		}
	}
	rep := &Report{Records: rs}
	have := map[int]bool{}
	for i := range rs {
		have[rs[i].Job] = true
		if rs[i].Of > rep.Total {
			rep.Total = rs[i].Of
		}
	}
	for i := 0; i < rep.Total; i++ {
		if !have[i] {
			rep.Missing = append(rep.Missing, i)
		}
	}

	type gkey struct{ k, set, class, o, s string }
	groups := map[gkey]*Group{}
	type ikey struct {
		g    *Group
		inst string
	}
	runsOf := map[ikey][]*Record{}
	var order []ikey
	for i := range rs {
		r := &rs[i]
		k := gkey{r.Kind, r.Set, r.Class, r.Options, r.Solver}
		g := groups[k]
		if g == nil {
			g = &Group{Kind: r.Kind, Set: r.Set, Class: r.Class, Options: r.Options, Solver: r.Solver}
			groups[k] = g
			rep.Groups = append(rep.Groups, g)
		}
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
		ik := ikey{g, r.Instance}
		if _, ok := runsOf[ik]; !ok {
			order = append(order, ik)
		}
		runsOf[ik] = append(runsOf[ik], r)
	}
	for _, ik := range order {
		runs := runsOf[ik]
		ir := InstanceResult{Instance: ik.inst, Solved: true, MaxRSSKB: -1}
		var times []float64
		for _, r := range runs {
			if !solvedInTime(r) {
				ir.Solved = false
			}
			times = append(times, r.Wall)
			if r.Timeout > ir.Timeout {
				ir.Timeout = r.Timeout
			}
			if r.MaxRSSKB > ir.MaxRSSKB {
				ir.MaxRSSKB = r.MaxRSSKB
			}
			if ir.Unique == UniqueUnknown {
				ir.Unique = r.Unique
			}
			if !ir.sized && (r.Clauses > 0 || r.Vars > 0) {
				ir.Vars, ir.AuxVars, ir.Clauses, ir.Rounds, ir.sized = r.Vars, r.AuxVars, r.Clauses, r.Rounds, true
			}
		}
		ir.Time = median(times)
		ik.g.Instances = append(ik.g.Instances, ir)
	}
	rep.Disagreements = disagreements(rs)
	return rep
}

func disagreements(rs []Record) []Disagreement {
	type key struct{ kind, inst string }
	type verdicts struct{ sat, unsat []string }
	m := map[key]*verdicts{}
	var order []key
	addOnce := func(xs []string, x string) []string {
		for _, y := range xs {
			if y == x {
				return xs
			}
		}
		return append(xs, x)
	}
	for i := range rs {
		r := &rs[i]
		k := key{r.Kind, r.Instance}
		v := m[k]
		if v == nil {
			v = &verdicts{}
			m[k] = v
			order = append(order, k)
		}
		g := (&Group{Kind: r.Kind, Set: r.Set, Class: r.Class, Options: r.Options, Solver: r.Solver}).Label()
		switch {
		case r.Status == StatusSat && r.Check == CheckOK:
			v.sat = addOnce(v.sat, g)
		case r.Status == StatusUnsat:
			v.unsat = addOnce(v.unsat, g)
		}
	}
	var out []Disagreement
	for _, k := range order {
		v := m[k]
		if len(v.sat) > 0 && len(v.unsat) > 0 {
			out = append(out, Disagreement{Kind: k.kind, Instance: k.inst, Sat: v.sat, Unsat: v.unsat})
		}
	}
	return out
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
	st := GroupStats{Instances: len(g.Instances), MaxRSSKB: -1}
	var solved []float64
	n := 0
	for _, ir := range g.Instances {
		st.PAR2Sum += ir.PAR2()
		if ir.Solved {
			st.Solved++
			solved = append(solved, ir.Time)
		}
		if ir.sized {
			n++
			st.Vars += float64(ir.Vars)
			st.AuxVars += float64(ir.AuxVars)
			st.Clauses += float64(ir.Clauses)
			st.Rounds += float64(ir.Rounds)
		}
		if ir.MaxRSSKB > st.MaxRSSKB {
			st.MaxRSSKB = ir.MaxRSSKB
		}
		switch ir.Unique {
		case UniqueYes:
			st.Unique++
		case UniqueNo:
			st.NotUnique++
		}
	}
	if n > 0 {
		st.Vars /= float64(n)
		st.AuxVars /= float64(n)
		st.Clauses /= float64(n)
		st.Rounds /= float64(n)
	}
	st.PAR2Mean = math.NaN()
	if st.Instances > 0 {
		st.PAR2Mean = st.PAR2Sum / float64(st.Instances)
	}
	st.Median, st.Mean, st.Max = median(solved), mean(solved), maxOf(solved)
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
	var ts []float64
	for _, ir := range g.Instances {
		if ir.Solved {
			ts = append(ts, ir.Time)
		}
	}
	sort.Float64s(ts)
	return ts
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

// distinct counts the distinct values of f over the records.
func (rep *Report) distinct(f func(*Record) string) []string {
	seen := map[string]bool{}
	var out []string
	for i := range rep.Records {
		v := f(&rep.Records[i])
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// Headline is a one-line account of the report: runs, solved, unknown,
// errors, wrong answers.
func (rep *Report) Headline() string {
	var solved, unknown int
	for i := range rep.Records {
		r := &rep.Records[i]
		switch {
		case solvedInTime(r):
			solved++
		case r.Status == StatusUnknown || (r.Solved() && !solvedInTime(r)):
			unknown++
		}
	}
	wrong, errs, dis := rep.Problems()
	s := fmt.Sprintf("%s: %d solved, %d unknown, %d errors, %d wrong", plural(len(rep.Records), "run"), solved, unknown, errs, wrong)
	if dis > 0 {
		s += fmt.Sprintf(", %d disagreements", dis)
	}
	if len(rep.Missing) > 0 {
		s += fmt.Sprintf(" (%d of %d runs not in this report)", len(rep.Missing), rep.Total)
	}
	return s
}

// Problems counts wrong answers, errors and disagreements.
func (rep *Report) Problems() (wrong, errs, disagree int) {
	for _, g := range rep.Groups {
		wrong += g.Wrong
		errs += g.Errors
	}
	return wrong, errs, len(rep.Disagreements)
}

// WriteMarkdown writes summary.md. It depends only on the records, so a
// merge of shards writes the same file as the whole sweep would have;
// only its timing columns (time, PAR-2, memory) differ between two runs.
func (rep *Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# Benchmark summary\n\n")
	insts := rep.distinct(func(r *Record) string { return r.Kind + "\x00" + r.Instance })
	solvers := rep.distinct(func(r *Record) string { return r.Solver })
	timeouts := rep.distinct(func(r *Record) string {
		if r.Timeout == 0 {
			return "none"
		}
		return strconv.FormatFloat(r.Timeout, 'f', -1, 64) + " s"
	})
	repeats := 0
	for i := range rep.Records {
		repeats = max(repeats, rep.Records[i].Repeat)
	}
	fmt.Fprintf(&b, "%s: %s, %s (rows below), %s, %s; timeout %s.\n",
		plural(len(rep.Records), "run"), plural(len(insts), "instance"), plural(len(rep.Groups), "group"),
		plural(len(solvers), "solver"), plural(repeats, "repeat"), strings.Join(timeouts, ", "))
	if len(rep.Missing) > 0 {
		fmt.Fprintf(&b, "\n**Partial: %d of %d runs are missing** (jobs %s).\n", len(rep.Missing), rep.Total, compactRanges(rep.Missing))
	}
	b.WriteString("\nAn instance is *solved* in a group when every repeat answered SAT or UNSAT within the timeout and no checker rejected the solution; " +
		"its time is the median wall time of its repeats (parse + encode + solve + decode + check, in a fresh worker process). " +
		"PAR-2 charges an unsolved instance twice the timeout. Median, mean and max are over the solved instances. " +
		"Sizes are means of the encoding as first built, before refinement cuts; peak memory is the largest worker (or solver child) resident set.\n\n")
	uniq := false
	for i := range rep.Records {
		uniq = uniq || rep.Records[i].Unique != UniqueUnknown
	}
	sets, classes := false, false
	for i := range rep.Records {
		sets = sets || rep.Records[i].Set != ""
		classes = classes || rep.Records[i].Class != ""
	}
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
	b.WriteString(certifiedNote(rep.Records))
	b.WriteString("\n![cactus plot: instances solved against time](cactus.svg)\n")
	if uniq {
		var not []string
		seen := map[string]bool{}
		for i := range rep.Records {
			r := &rep.Records[i]
			if k := r.Kind + " `" + r.Instance + "`"; r.Unique == UniqueNo && !seen[k] {
				seen[k] = true
				not = append(not, k)
			}
		}
		fmt.Fprintf(&b, "\n## Not unique\n\n%s with a second solution (in some run).\n", plural(len(not), "instance"))
		for _, k := range not {
			fmt.Fprintf(&b, "- %s\n", k)
		}
	}

	wrong, errs, dis := rep.Problems()
	if wrong+errs+dis > 0 {
		b.WriteString("\n## Problems\n")
	}
	if dis > 0 {
		b.WriteString("\n### Disagreements (SAT with a checked solution in one group, UNSAT in another)\n\n")
		for _, d := range rep.Disagreements {
			fmt.Fprintf(&b, "- %s `%s`: SAT by %s; UNSAT by %s\n", d.Kind, d.Instance, strings.Join(d.Sat, "; "), strings.Join(d.Unsat, "; "))
		}
	}
	if wrong > 0 {
		b.WriteString("\n### Wrong answers (the solution failed the rule checker)\n\n")
		for i := range rep.Records {
			if r := &rep.Records[i]; r.Wrong() {
				fmt.Fprintf(&b, "- job %d %s `%s` %s %s: %s\n", r.Job, r.Kind, r.Instance, r.Options, r.Solver, r.Error)
			}
		}
	}
	if errs > 0 {
		const maxShown = 20
		fmt.Fprintf(&b, "\n### Errors (%d)\n\n", errs)
		shown := 0
		for i := range rep.Records {
			r := &rep.Records[i]
			if r.Status != StatusError || r.Wrong() {
				continue
			}
			if shown == maxShown {
				fmt.Fprintf(&b, "- ... and %d more (see results.csv)\n", errs-maxShown)
				break
			}
			shown++
			msg := r.Error
			if len(msg) > 300 {
				msg = msg[:300] + "..."
			}
			fmt.Fprintf(&b, "- job %d %s `%s` %s %s: %s\n", r.Job, r.Kind, r.Instance, r.Options, r.Solver, mdEscape(msg))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
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

// compactRanges renders sorted ints as "0-3, 7, 9-10".
func compactRanges(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(xs[i]))
		} else {
			parts = append(parts, strconv.Itoa(xs[i])+"-"+strconv.Itoa(xs[j]))
		}
		if len(parts) == 10 && j+1 < len(xs) {
			parts = append(parts, "...")
			break
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
