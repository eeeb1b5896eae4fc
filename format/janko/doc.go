// Package janko reads and writes grid puzzles in the two text forms of
// janko.at-style collections, for Hashi and Shikaku (janko.at calls it
// Sikaku): the plain grid and janko.at's own data block, with its solution.
// For every other genre, Scanner reads the plain form token by token (a
// header of numbers, rows of tokens, the genre's extras after the grid)
// and WriteTokens writes it; the genre gives the tokens their meaning.
//
// # The plain grid
//
//	ROWS COLS
//	TOKEN TOKEN ...        (ROWS lines of COLS tokens separated by blanks)
//
// A token is a clue (a decimal number), "-" or "." for an empty cell, or "?"
// for a clue of unknown value (a Hashi island of unknown number, a Shikaku
// room of unknown area). "0" is an empty cell too, as in package shikaku's
// text reader, which reads this same form (ROWS before COLS, '#' comment
// lines, "-", "." and "0" empty); a file may hold several grids one after
// the other. Example, Hashi:
//
//	3 4
//	2 - - 3
//	- - - -
//	1 - - 2
//
// # janko.at's data block
//
// janko.at embeds each puzzle in its page as a script element of type
// application/x-janko holding a block like this (a Hashi from the site's
// collection, shortened):
//
//	begin
//	puzzle hashi
//	author ...
//	size 9                 (or: rows R, then cols C)
//	depth 2                (Hashi: at most 2 bridges between two islands)
//	problem
//	- 3 - 3 - - - - 2
//	...
//	solution
//	- - 2 - 1 1 1 1 -
//	- a - 1 1 1 - - a
//	...
//	moves
//	Z2;bi,1;ah,11;...;
//	end
//
// Lines are "KEY VALUE" properties (puzzle, author, solver, source, info,
// unit, depth, title, ... are kept in Grid.Props in their order), the size
// ("size N" for a square, or "rows R" and "cols C"), then the problem grid,
// optionally the solution grid (ROWS lines of COLS tokens each), and the
// lines of the player's recorded moves (kept in Grid.Moves; they are the
// lines holding ';'). A file may hold several blocks; blank lines and '#'
// lines between them are skipped. The problem tokens are those of the plain
// grid (janko.at's own Hashi and Sikaku files use "-" and numbers only; "?"
// is this package's token for an unknown clue).
//
// The solution grid depends on the puzzle:
//
//   - Hashi: island cells hold "-"; a water cell holds the bridges crossing
//     it: "-" none, a number k for k horizontal bridges, a letter for
//     vertical ones ("a" one, "b" two, and so on). Every cell between two
//     islands carries the same token. HashiBridges reads it, SetHashiBridges
//     writes it.
//   - Shikaku: every cell holds the label of its room (any token; janko.at
//     uses numbers), and each room is a rectangle. Regions reads it,
//     SetRegions writes it (labels 1, 2, ... in the order given).
//
// janko.at's data blocks are not otherwise documented; the grammar here was
// read from these sources and checked on all 841 Hashi and 480 solved Sikaku
// puzzles of the second one (every solution decodes, every island's
// bridges add up to its number, every room is a rectangle with one clue equal
// to its area):
//
//   - https://www.janko.at/Scripts/index.htm (the begin/size/problem/
//     solution/end block embedded as application/x-janko);
//   - github.com/tkoz0/janko.at-puzzle-scraping: README.md, parser/
//     PuzzleParser.py and PuzzleParserUtils.py (the property list, "size" or
//     "rows"/"cols", grids, moves lines ending in ';'), and data/Hashi.jsonl.bz2,
//     data/Sikaku.jsonl.bz2 (the puzzles as scraped in 2022).
//
// Errors are *srcpos.Error values (line, column, offending token); a grid
// read keeps where each clue stands (Grid.CluePos), so that the puzzle
// packages can point at a clue they refuse. Grids are
// bounded by MaxCells before anything is allocated.
package janko
