// Package score scores answers to zebra puzzles the way ZebraLogic's
// evaluation does, so that people who evaluate language models on ZebraLogic
// get the benchmark's own numbers, split by size and difficulty, and learn
// which "wrong" answers are in fact valid solutions of a puzzle that has
// several.
//
// # Inputs
//
// The puzzles are ZebraLogic JSONL, one object per line with "id", "size",
// "puzzle" (the English text) and "solution" ({"header": ["House", ...],
// "rows": [["1", ...], ...]}), as in the ZebraLogic data sets and as
// `puzzlesat generate zebra --format zebralogic` writes. Every puzzle needs
// its reference solution.
//
// The answers are JSONL too, one object per line with "id" and the answer
// table, either at the top level ({"id": ..., "header": [...], "rows":
// [[...]]}, what `puzzlesat solve zebra --format json` prints) or under
// "solution" (the puzzles' own schema). ZeroEval's grid-mode output, a
// "solution" object {"House 1": {"Name": "...", ...}, ...}, is read too. An
// answer whose "solution" is null, or that has no table at all, is no answer.
//
// Answers are matched to puzzles by "id" and are read tolerantly:
//
//   - column names match ignoring case, blanks, '_' and '-' ("Music Genre",
//     "music_genre" and "MusicGenre" are one column), in any order; columns
//     the reference does not have are ignored;
//   - rows are matched by the house column ("1", "House 1" and "house1"
//     name the first house); without a house column, the rows are the houses
//     in order;
//   - a cell matches when the values are equal ignoring case, surrounding
//     blanks and runs of blanks; a number is read as its text, a list as its
//     first element (as ZeroEval does), null as an empty cell.
//
// An answer that cannot be read (not JSON, no "id", a row longer than the
// header, a house named twice or not at all, two answers with one id) is
// reported with its position (file:line:column) and counts as no answer.
//
// # Measures
//
// The definitions are those of ZeroEval's src/evaluation/zebra_grid_eval.py
// (github.com/WildEval/ZeroEval), ZebraLogic's evaluation code:
//
//   - puzzle accuracy: the puzzles whose every cell is right, over all
//     puzzles;
//   - cell accuracy: the right cells over all cells of all puzzles (micro
//     average; a puzzle of N houses and M attributes has N·M cells, the house
//     column not counted);
//   - a puzzle without an answer (or with an unreadable one) counts as
//     unsolved with no right cell; both denominators include it, and its
//     share is reported as "no answer".
//
// Both accuracies are also given per size ("N*M") and per ZebraLogic
// difficulty bucket of the search space (N!)^M (Lin et al., "ZebraLogic: On
// the Scaling Limits of LLMs for Logical Reasoning", 2025): small below 10^3,
// medium below 10^6, large below 10^10, x-large otherwise. ZeroEval's own
// summary splits puzzles into "easy" (2*2 .. 3*3) and "hard" instead; the
// per-size table gives both.
//
// # Valid answers that differ from the reference
//
// ZebraLogic counts an answer right only when it equals the reference
// solution. When a puzzle has several solutions, a different answer can be
// a valid one: every answer that is not right in every cell but names one
// value of each attribute per house is checked against the puzzle's clues by
// zebra.Check, after the puzzle is read from its text by zebra.ReadZebraLogic.
// Such answers are listed (they still count as wrong, as in ZebraLogic).
// The check trusts puzzlesat's reading of the English clues; the reading is
// first checked to accept the reference solution, and when it does not, the
// puzzle's text is read again choosing, among ambiguous readings, one the
// reference satisfies. A puzzle whose reading still refuses its reference is
// listed as unchecked.
package score
