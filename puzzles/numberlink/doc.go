// Package numberlink compiles Numberlink puzzles (janko.at's Arukone,
// pzprjs' numlin) to SAT. Kind is the package's side of the puzzle
// contract (package puzzle), also known as "numlin"; this package
// imports no solver.
package numberlink
