// Package futoshiki is Futoshiki (Tatham's Unequal): an N x N Latin
// square with given digits and inequality signs between neighbours (in
// adjacent mode, bars between neighbours that differ by 1, and no bar
// between those that do not). docs/futoshiki.md has the rules, formats,
// encoding and figures.
//
// # Explanations
//
// Futoshiki is a puzzle.Explainer (explain.go): the facts are the
// Latin square's direct variables "digit d is (not) in (r,c)". A digit
// placed is a statement of its own ("digit 5 is in (3,4)"); the digits
// ruled out in one step are grouped by digit ("digit 5 is not in (3,4),
// (3,5)"). The clues are the givens ("the digit 2 given in (4,2)") and
// the signs ("the sign (0,2) > (1,2)", "the sign (0,0) and (0,1) differ
// by 1"). Words count cells from 0, as every kind's do (the page and
// --one-based add 1); the JSON, as FactOf's and StateFacts', counts rows
// and columns from 1: {"row","col","digit","is"} for one cell,
// {"cells":[[row,col],...],"digit","is"} for a group. Both read back
// (--from).
package futoshiki
