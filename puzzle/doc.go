// Package puzzle is the contract every puzzle package implements, and
// that the command line, the benchmark harness, explanations, generators,
// format conversion and the web page are written against once.
//
// # What a puzzle package provides
//
// A [Kind] value (hashi.Kind, shikaku.Kind, zebra.Kind) with:
//
//   - Formats: each with Detect (does this input look like me?), Read
//     (every puzzle of a Source, errors as *srcpos.Error) and Write (for
//     convert). [Read] picks the named format or the first one whose
//     Detect accepts the input, and drops a UTF-8 byte-order mark.
//   - Options: the encoding options as named values with defaults
//     (Hashi's card, connectivity, forcing, deductions; Shikaku's model,
//     amo, card; zebra's amo). Commands turn them into flags and bench
//     axes; [CheckOptions] validates settings and fills in defaults.
//   - Encode: a puzzle and [Options] into an [Encoding]: an encode.Problem
//     (the formula, the primary variables blocking clauses use, and
//     Refine for rules left out of the eager formula, such as Hashi's
//     connectivity), Decode (a model into a solution, an error for a
//     model that does not fit), the facts and clues explanations need,
//     DIMACS header lines and figures for --stats. Encoders import no
//     solver: package solve drives them.
//   - Check: the rules, checked by code that shares no logic with the
//     encoder. Every solution any command prints has passed it.
//   - Render: a [Result] as text, one line of JSON, or SVG.
//
// Optional interfaces add what only some kinds do: [Comparer] (compare a
// solution with a reference that came with the puzzle), [Asker]
// (zebra's --ask questions) and [Outputter] (output formats beyond text,
// json and svg, such as the "janko" solution grid; [OutputFormats] lists
// them all).
//
// # Facts and clues
//
// A fact is a literal of one of Encoding.Facts, named by FactOf as a
// person reads it ("bridge (2,3)-(2,7) >= 2", "the Norwegian lives in
// house 1"). With Options.Explain, every given clue gets a selector
// literal (Encoding.Clues): the clauses that come from the clue, and only
// they, are guarded by it, so that a solver assuming the selector false
// treats the clue as unknown while the puzzle's rules stay. "Do these
// clues and facts entail that fact?" is then one SAT call under
// assumptions: selectors and facts true, the fact's negation true, UNSAT?
//
// Explanations read the facts through a [FactReader]: a kind that is an
// [Explainer] groups and says them in its own words (in its package's
// explain.go); the others get the base [LiteralReader], a literal a fact,
// which a genre's reader may embed.
//
// # Results
//
// [Status] is solved, unsatisfiable, unknown or error; [Unique] is the
// tri-state answer to "is the solution unique?" that JSON writes as
// true, false or null, with the same meaning for every kind: true when a
// second solution was looked for and proved absent, false when one was
// found, null when the question was not asked or not answered.
//
// # Adding a puzzle
//
// A new puzzle is one package that defines a Kind, plus one line in
// package kinds. The smallest complete Kind is the example of this
// package: a row of cells, each 0 or 1, with clues giving the number of
// 1s in the whole row.
package puzzle
