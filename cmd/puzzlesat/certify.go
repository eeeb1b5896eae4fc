package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/drat"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// certifyFlag is --certify for the solving commands.
func certifyFlag() cli.Flag {
	return &cli.BoolFlag{Name: "certify", Usage: "check every UNSAT answer with a DRAT proof (the solver's own when it writes proofs, else re-proved by the built-in engine cdcl); a proof that fails is an error"}
}

// certifying wraps s when --certify is set.
func certifying(c *cli.Command, s solver.Solver) solver.Solver {
	if c.Bool("certify") {
		return solver.Certified(s, solver.CertifyOptions{})
	}
	return s
}

// writeCertificate prints the "c certified" line of an answer that has
// a certificate.
func writeCertificate(w io.Writer, cert *solver.Certificate) error {
	if cert == nil {
		return nil
	}
	_, err := fmt.Fprintln(w, "c certified: "+certificateText(cert))
	return err
}

// certificateText describes a certificate in one line.
func certificateText(cert *solver.Certificate) string {
	p := cert.Proof
	by := "DRAT proof by " + cert.Prover
	if cert.Reproved {
		by += fmt.Sprintf(" (re-proved in %s)", ms(cert.Solve))
	}
	if p.Trivial {
		return fmt.Sprintf("%s; unit propagation refutes the formula; checked in %s", by, ms(cert.Check))
	}
	return fmt.Sprintf("%s; %d lemmas, %d checked (%d RAT), core of %d clauses; checked in %s",
		by, p.Lemmas, p.Checked, p.RAT, p.Core, ms(cert.Check))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func dimacsCheckProofCommand() *cli.Command {
	return &cli.Command{
		Name:      "check-proof",
		Usage:     "check a DRAT proof that a DIMACS CNF is unsatisfiable (as drat-trim does)",
		ArgsUsage: "FORMULA PROOF",
		Description: `PROOF is a DRAT proof, text or binary (detected as drat-trim does), as
cadical or kissat write it ("cadical FORMULA PROOF"); picosat's RUP files
(-R) are read too. Lemmas must be RUP, or RAT on their first literal;
deletions of unit clauses and of clauses that imply a literal at the top
level are ignored, as in drat-trim. Only the lemmas the refutation needs
are checked (backward checking). Either file may be "-" (standard input).

Prints "s VERIFIED" with statistics as "c" lines, or "s NOT VERIFIED" and
the reason (the lemma that is neither RUP nor RAT, with its position;
a malformed proof's line and column, or byte offset when binary).
Exit status: 0 verified, 1 not verified or bad input, 2 usage error.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "auto", Usage: "proof format: auto, text or binary"},
			&cli.BoolFlag{Name: "strict", Usage: "header mismatches in FORMULA are errors"},
		},
		Action: checkProofAction,
	}
}

func checkProofAction(ctx context.Context, c *cli.Command) error {
	if err := needArgs(c, 2, 2); err != nil {
		return err
	}
	cnfPath, proofPath := c.Args().Get(0), c.Args().Get(1)
	if cnfPath == "-" && proofPath == "-" {
		return cli.Exit("dimacs check-proof: only one of FORMULA and PROOF can be standard input", exitUsage)
	}
	opt := drat.Options{}
	switch c.String("format") {
	case "auto":
	case "text":
		opt.Format = drat.Text
	case "binary":
		opt.Format = drat.Binary
	default:
		return cli.Exit(fmt.Sprintf("--format %q: want auto, text or binary", c.String("format")), exitUsage)
	}
	checker := drat.NewChecker(opt)
	in, err := openCNF(ctx, c, cnfPath)
	if err != nil {
		return err
	}
	info, err := dimacs.Read(in.r, checker, dimacs.Options{Strict: c.Bool("strict"), MaxVars: drat.DefaultMaxVars})
	in.close()
	if err != nil {
		return in.locate(err)
	}
	for _, w := range info.Warnings {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: %s:%s\n", displayName(cnfPath), w)
	}
	var proof io.Reader = c.Root().Reader
	if proofPath != "-" {
		fh, err := os.Open(proofPath)
		if err != nil {
			return err
		}
		defer fh.Close()
		proof = fh
	}
	start := time.Now()
	res, err := checker.Verify(proof)
	w := c.Root().Writer
	if err != nil {
		fmt.Fprintln(w, "s NOT VERIFIED")
		var pe *srcpos.Error
		var fl *drat.Failure
		switch {
		case errors.As(err, &pe):
			return srcpos.WithFile(err, displayName(proofPath))
		case errors.As(err, &fl):
			return cli.Exit(displayName(proofPath)+": "+err.Error(), exitError)
		}
		return cli.Exit(err.Error(), exitError)
	}
	fmt.Fprintln(w, "s VERIFIED")
	writeProofStats(w, res, time.Since(start))
	return nil
}

// writeProofStats prints a verified proof's figures as "c" lines.
func writeProofStats(w io.Writer, r drat.Result, took time.Duration) {
	fmt.Fprintf(w, "c proof format: %s\n", r.Format)
	if r.Trivial {
		fmt.Fprintln(w, "c the formula is refuted by unit propagation alone")
	}
	fmt.Fprintf(w, "c lemmas: %d read, %d checked (%d RAT), %d steps after the conflict unused\n", r.Lemmas, r.Checked, r.RAT, r.Unused)
	fmt.Fprintf(w, "c core: %d of %d clauses\n", r.Core, r.Clauses)
	fmt.Fprintf(w, "c deletions: %d read; ignored: %d of unit clauses, %d of reason clauses, %d of absent clauses\n",
		r.Deletions, r.IgnoredUnitDeletions, r.IgnoredReasonDeletions, r.MissingDeletions)
	fmt.Fprintf(w, "c check time: %.3f s\n", took.Seconds())
}
