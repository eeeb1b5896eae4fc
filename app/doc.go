// Package app holds the command objects behind the puzzle commands: a
// solve batch over files, directories, standard input and puzz.link URLs
// (Batch: read, solve in parallel, write in input order, summarise,
// rank the exit code: 1 for an error outranks 4 for an unknown status or
// an unanswered --unique/--count, which outranks 3 for a puzzle without
// solution; IsURL: an argument that names no file and looks like a URL
// is its own content) and an explain job (ExplainJob). The library layers
// below (solve, explain) take one puzzle and return values and errors;
// walking inputs, bounding what is read (ReadInput, MaxInput), reporting
// bad puzzles and choosing exit codes live here, once, for the command
// line and the page's API alike.
package app
