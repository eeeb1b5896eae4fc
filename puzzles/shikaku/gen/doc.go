// Package shikaku generates Shikaku (Rectangles) puzzles with exactly one
// solution, proved by SAT, and grades them.
//
// # Construction
//
// A puzzle starts from a random partition made as Simon Tatham's
// Rectangles generator makes one (rect.c): pick a random uncovered cell
// and cover it with a rectangle drawn uniformly among all rectangles of
// free cells around it with an area in [MinArea, MaxArea] (default 2 and
// Tatham's W*H/6) that do not span the whole width or height; a cell no
// rectangle covers is left alone and later joins a neighbouring room
// (extending a one-cell-thick neighbour, or taking the end row of a
// larger one; four dominoes round it become one 3x3 room). A partition
// whose rooms then break the area bounds is thrown away. Each room gets
// its clue on a random cell.
//
// # Uniqueness, in one engine session per partition
//
// Tatham's generator runs its solver with every number's position
// uncertain within its room and places the numbers where the solver
// says. The session (session.go) does the same in SAT: room k's clue may
// stand on any of a set of candidate cells (q(k,c) literals), chosen by
// assumptions, and room k's patterns z(k,p) are the rectangles of its area
// that hold one of its candidates and not every candidate of another
// room. Clauses: ¬z ∨ ¬q for each of the room's candidates outside the
// pattern and for each other room's candidate inside it (a room's
// rectangle holds its clue and no other); overlapping patterns exclude
// each other; each room
// has a pattern (a guarded clause, restated when the room gains
// patterns); and one permanent clause blocks the intended partition. With
// one candidate per room assumed, the models are exactly the other
// partitions that fit the clues.
//
// When one exists, the clue of a room where it differs moves to a cell of
// the room outside the other partition's rectangle for it (a candidate
// already there, or a new one: its q, the patterns it makes possible and
// their clauses are added), and the engine is asked again under the new
// assumptions; nothing is rebuilt and what the engine learnt stays. About
// one to four moves make a partition unique; after 8 + rooms/2 moves it
// is dropped. The final UNSAT answer is the proof; the tests confirm it
// with the independent solve loop (puzzles/shikaku's encoding, gophersat
// and the cdcl backend, shikaku.Check) and by brute force on small grids.
//
// # Grades
//
// The default grader is generate.ExplainGrader (DefaultGrader): the most
// clues a step of the puzzle's explanation needs, one (easy), two
// (medium) or three or more (hard). Random partitions are almost always
// easy by it: every step of 200 explained 7x7 and 13x13 puzzles (ours
// and Tatham's) uses one clue, since a cell's fact ("not in the room of
// that clue") carries what other clues say.
//
// # Medium and hard by the explanations: moving clues (harden.go)
//
// So for medium and hard the generator climbs: once a partition is
// unique (above), harden moves one clue at a time to another cell of its
// room, keeps the move when the session still proves the puzzle unique
// and the one-clue closure (below) gets no further on it than before (it
// leaves at least as many cells open, or as many after at least as many
// rounds), and grades the puzzle each time the closure leaves more cells
// open than at the last grading. A puzzle the closure solves is easy
// (TestOneClueSound), so it is not graded: the explanation runs only on
// candidates that may be medium or hard (most are still easy). It
// stops at the grade asked, or after 30 moves per room (then the next
// partition). At 10x10 a medium puzzle took 5 to 12 partitions and a
// hard one 3 to 104 (seeds 1 to 4; docs/generate.md has the figures).
//
// On grids larger than 12x12 the closure after every move costs too much
// (it grows with the grid, and so do the moves a grade takes), so the
// puzzle is made around a core: a 10x10 (at most) puzzle of the grade
// asked, made by harden on its own, is placed at a random spot, the rest
// of the grid is tiled around it as above (its rooms kept; a lone cell
// does not join them), the other clues are made unique (only they move:
// a second partition always differs outside the core, which was unique
// with the grid's edges round it), and the whole is graded; up to 10
// partitions are tiled around one core before the next. A medium core
// usually gives a medium whole at the first try (its step of two clues
// is still needed: the core's edges told it more than the rooms round
// it do).
//
// Grader (grade.go), the engine grader (--grade-by engine), grades with
// generate.Levels on the model a person solves in: patterns for each
// clue (the rectangles of its area holding it and no other clue), cells'
// rooms w(c,k) channelled both ways, and the room's bounds order encoded
// so that a cell known to be in a room rules out, by propagation, the
// room's rectangles that miss it. Easy: propagation solves the puzzle;
// medium: one round of case analysis on the rectangles does; hard: more.
// Tatham's generator has no levels; his puzzles are easy here (84 of 85
// in the reference sets, one medium), and so are most random ones:
// medium is 3% of unique 10x10 puzzles, 12% at 19x19 and about 20% at
// 45x31, and hard was never seen (the engine grader samples partitions
// and does not climb): asking it for hard gives up after 300 partitions
// with an error that says so.
//
// # Less grading per puzzle
//
// The engine's easy is the explanation grader's exact pre-filter. A
// puzzle the engine leaves open (about one in twenty at 45x31) used to
// cost an explanation on its explanation encoding (a clue not cited is a
// room of any area: 91,000 variables and 1.4 million clauses at 45x31,
// 3 to 6 s). Now, graded grade-only by the explanations (grade):
//
//   - the one-clue closure (oneclue.go: case analysis on one clue's
//     rectangles under the rules and the known facts; each fact follows
//     from one clue and earlier facts) solves most of them, and a puzzle
//     it solves is easy by the explanations (TestOneClueSound by brute
//     force, TestOneClueEasyIsExplainEasy);
//   - the explanation of the rest starts from the rooms the engine's
//     propagation and the closure fixed (generate.ExplainGrader's
//     GradeUptoFrom: the same grade; TestEasyFactsSameReport).
//
// The grades, and so the puzzles, are the same.
package gen
