package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
)

// rowStats are one (row, program) line of the report.
type rowStats struct {
	row, prog    string
	n            int
	wall, cpu    time.Duration // medians over instances of per-instance medians
	xEmpty, xCPU float64       // medians of per-round ratios to the empty Go run
	inproc       time.Duration // warm in-process median (0: none)
	xInproc      float64       // whole / in-process, median of per-round ratios
	anchorMed    float64       // gringo|clasp / this, median over instances (0: none)
	anchorWorst  float64       // ... the smallest over instances
}

func (p *planned) stats() []rowStats {
	var empty *target
	for _, t := range p.targets {
		if t.prog == progEmpty {
			empty = t
		}
	}
	var out []rowStats
	for _, row := range p.rows {
		for _, prog := range p.progs {
			var ts []*target
			for _, t := range p.targets {
				if t.row == row && t.prog == prog {
					ts = append(ts, t)
				}
			}
			if len(ts) == 0 || prog == progInProc {
				continue
			}
			out = append(out, p.rowStats(row, prog, ts, empty))
		}
	}
	return out
}

func (p *planned) rowStats(row, prog string, ts []*target, empty *target) rowStats {
	s := rowStats{row: row, prog: prog, n: len(ts)}
	var walls, cpus, inprocs []time.Duration
	var xe, xc, xi, xa []float64
	for _, t := range ts {
		walls = append(walls, median(t.walls))
		cpus = append(cpus, median(t.cpus))
		xe = append(xe, median(ratios(t.walls, empty.walls)))
		xc = append(xc, median(ratios(t.cpus, empty.cpus)))
		if prog == progAnchor {
			continue
		}
		for _, o := range p.targets {
			switch {
			case o.inst != t.inst:
			case o.prog == progAnchor:
				xa = append(xa, median(ratios(o.walls, t.walls)))
			case o.prog == progInProc:
				inprocs = append(inprocs, median(o.walls))
				xi = append(xi, median(ratios(t.walls, o.walls)))
			}
		}
	}
	s.wall, s.cpu = median(walls), median(cpus)
	s.xEmpty, s.xCPU = median(xe), median(xc)
	s.inproc, s.xInproc = median(inprocs), median(xi)
	if len(xa) > 0 {
		s.anchorMed, s.anchorWorst = median(xa), xa[0]
		for _, x := range xa {
			s.anchorWorst = min(s.anchorWorst, x)
		}
	}
	return s
}

// ratios are a[r] / b[r] for each round r.
func ratios(a, b []time.Duration) []float64 {
	out := make([]float64, 0, len(a))
	for r := range min(len(a), len(b)) {
		out = append(out, float64(a[r])/float64(b[r]))
	}
	return out
}

func ms(d time.Duration) string {
	if d == 0 {
		return ""
	}
	return fmt.Sprintf("%.2f", float64(d)/1e6)
}

func x(f float64) string {
	if f == 0 {
		return ""
	}
	return fmt.Sprintf("%.2fx", f)
}

// report writes the Markdown table and the goals of issue 12.
func (p *planned) report(w io.Writer) {
	host, _ := os.Hostname()
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Fprintf(w, "Whole processes, %d interleaved rounds, %s on %s (%d CPUs), load average %s at the end.\n",
		p.cfg.rounds, time.Now().UTC().Format("2006-01-02 15:04 UTC"), host, runtime.NumCPU(), strings.Join(strings.Fields(string(load))[:min(3, len(strings.Fields(string(load))))], " "))
	fmt.Fprintf(w, "Wall and CPU (user+system) times are medians over the rounds (then over a class's instances); x empty Go is the median of per-round ratios to the empty Go binary's run; in-process is the warm in-process loop on the same files, run once per round among the processes (whole / in-process: median of per-round ratios); gringo|clasp / this is the median of per-round ratios per instance (median and worst over the class).\n\n")
	fmt.Fprintln(w, "| what | program | instances | wall ms | x empty Go | CPU ms | CPU x empty Go | in-process ms | whole / in-process | gringo\\|clasp / this (median, worst) |")
	fmt.Fprintln(w, "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
	st := p.stats()
	for _, s := range st {
		anchor := ""
		if s.anchorMed > 0 {
			anchor = fmt.Sprintf("%s, %s", x(s.anchorMed), x(s.anchorWorst))
		}
		fmt.Fprintf(w, "| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |\n", s.row, strings.ReplaceAll(s.prog, "|", "\\|"), s.n,
			ms(s.wall), x(s.xEmpty), ms(s.cpu), x(s.xCPU), ms(s.inproc), x(s.xInproc), anchor)
	}
	fmt.Fprintln(w)
	p.goals(w, st)
}

// goals prints issue 12's goals with the measured figure and a verdict.
func (p *planned) goals(w io.Writer, st []rowStats) {
	verdict := func(ok bool) string {
		if ok {
			return "met"
		}
		return "NOT met"
	}
	fmt.Fprintln(w, "Goals (issue 12):")
	for _, s := range st {
		switch {
		case s.prog == progAnchor || s.prog == progTrue || s.prog == progEmpty || s.prog == progSolveOnly:
		case s.row == "start-up (--help)" || s.row == "hashi/tatham-7x7":
			fmt.Fprintf(w, "- %s, %s: %s an empty Go process's wall time, %s its CPU time (goal <= 1.5x): %s\n",
				s.row, s.prog, x(s.xEmpty), x(s.xCPU), verdict(s.xEmpty <= 1.5))
		}
		if s.row == "hashi/cllv-400" && s.prog != progAnchor && s.prog != progSolveOnly && s.xInproc > 0 {
			fmt.Fprintf(w, "- %s, %s: whole process %s the in-process time (goal <= 2x): %s\n", s.row, s.prog, x(s.xInproc), verdict(s.xInproc <= 2))
		}
		if s.anchorMed > 0 && s.prog != progSolveOnly {
			fmt.Fprintf(w, "- %s, %s: gringo|clasp takes %s as long (worst instance %s; goal >= 4x): %s\n",
				s.row, s.prog, x(s.anchorMed), x(s.anchorWorst), verdict(s.anchorWorst >= 4))
		}
	}
}
