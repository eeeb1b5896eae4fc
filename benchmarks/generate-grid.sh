#!/usr/bin/env bash
# generate-grid.sh: whole-process comparison of `puzzlesat generate hashi|
# shikaku|akari|binairo|hitori|tents|kurodoko` with Simon Tatham's own
# generators (Debian sgt-puzzles: sgt-bridges, sgt-rect, sgt-lightup,
# sgt-unruly, sgt-singles, sgt-tents, sgt-range), run interleaved, ROUNDS rounds of one process
# each per case, N puzzles per process, puzzlesat with the seed 1000 *
# round (Tatham's generators seed themselves). It prints, per case, the
# median CPU time (user + system) and wall time per puzzle of each side
# and the ratio of CPU times, then the mean CPU times and their ratio
# (a generator with a heavy tail shows it there). CPU time is the figure to compare on a machine
# other work loads; wall time is what a user waits for.
#
# Levels: Tatham's hard Bridges level (d2) is matched with medium, his
# easy level with easy (docs/generate.md); his Rectangles generator has
# no levels, so the Shikaku rows ask for any (which grades nothing without
# --stats: no output shows the grade), and one 45x31 row for easy, which
# grades every puzzle by its explanation. Each puzzlesat case runs
# with the default grades (by the explanations) and with --grade-by
# engine.
#
# Light Up: Tatham's levels easy (d0), tricky (d1) and hard (d2) are
# matched with easy, medium and hard.
#
# Masyu: Tatham's Pearl levels easy (de) and tricky (dt) are matched
# with easy and medium (at 10x10 with hard: the explanations grade nearly
# every 10x10 Masyu made this way hard, and medium ones are too rare).
#
# Binairo: Tatham's Unruly levels trivial, easy, normal are matched with
# the engine's easy, medium, hard (binairo grades by the engine by
# default); "u" is the distinct rule (--distinct).
#
# Tracks: Tatham's easy and tricky (de, dt) against medium and hard by
# the engine (tracks' default grader): the engine grades most of his easy
# 8x8 puzzles hard and the rest medium, his tricky ones hard
# (docs/tracks.md). Every preset of sgt-tracks is a case.
#
# Hitori: Singles' easy and tricky (de, dk) against easy and medium (by
# the engine, hitori's default). Tents: easy and tricky (de, dt) against
# easy and medium. Kurodoko: Range has no levels, so any. Every preset of
# the five Tatham programs is a case (each game's preset list: lightup
# 7x7, 10x10, 14x14 at three levels; singles 5x5 to 12x12 at two; tents
# 8x8, 10x10, 15x15 at two; range 9x6, 12x8, 13x9, 16x11; unruly 8x8 at
# three levels, 10x10 and 14x14 at two).
#
# Gokigen Naname: Tatham's Slant levels easy and hard (de, dh) against
# easy and medium, at the game's presets 5x5, 8x8 and 12x10.
#
# Nonogram: Tatham's Pattern has no levels and keeps only pictures his
# line solver finishes, which is puzzlesat's easy (the default): every
# preset (10x10 to 30x30) is a case.
# Towers (skyscrapers): Tatham's levels by name, easy (de) against easy,
# hard (dh) against medium, extreme and unreasonable (dx, du) against
# hard, by the engine (the default grader); every preset (4x4 to 6x6).
# Unequal (futoshiki): trivial and easy against easy, tricky and extreme
# against medium (the engine grades his tricky and extreme puzzles
# medium: docs/futoshiki.md), adjacent mode ("a") with --adjacent; every
# preset (4x4 to 7x7).
# KenKen: Keen's levels as the engine (kenken's default grader) grades
# his puzzles (docs/kenken.md: 100 6x6 puzzles a level): easy and normal
# (de, dn) against easy, hard and extreme (dh, dx) against medium,
# unreasonable (du) against hard. Killer Sudoku: Solo's killer mode (k) at basic and intermediate
# against any (the engine grades nearly every Killer Sudoku it makes
# hard, so no level is matched) and intermediate against hard.
#
# The floor rows time what every process pays: `--version`, and one 7x7
# Light Up puzzle (N=1 makes the start-up's share visible: Tatham's
# programs load GTK, about 40 ms of CPU on a quiet machine).
#
# BEFORE=BINARY also runs every puzzlesat case with that binary (same
# seeds, interleaved) and prints its CPU time and the ratio to it instead
# of the wall-time columns: for the effect of a change.
#
#   make bench-generate                  # ROUNDS=5 N=10
#   ROUNDS=3 N=10 benchmarks/generate-grid.sh bin/puzzlesat
#   ONLY=akari benchmarks/generate-grid.sh bin/puzzlesat   # the cases whose name matches a regexp
#   ROUNDS=1 N=20 BEFORE=/tmp/old ONLY='binairo|hitori' benchmarks/generate-grid.sh bin/puzzlesat
set -euo pipefail
PZ=${1:-bin/puzzlesat}
ROUNDS=${ROUNDS:-5}
N=${N:-10}
PATH=$PATH:/usr/games
for b in sgt-bridges sgt-rect sgt-lightup sgt-unruly sgt-singles sgt-tents sgt-range sgt-pearl sgt-slant sgt-tracks sgt-towers sgt-unequal sgt-keen sgt-solo sgt-pattern; do
	command -v "$b" >/dev/null || { echo "missing $b (apt-get install sgt-puzzles)" >&2; exit 1; }
done
[ -x "$PZ" ] || { echo "no puzzlesat binary at $PZ (make build)" >&2; exit 1; }

# Cases: name | Tatham's command | puzzlesat's command.
cases=(
	"hashi 15x15 d2 / medium|sgt-bridges --generate $N 15x15i30e10m2d2|$PZ generate hashi --size 15x15 --difficulty medium --count $N --quiet"
	"hashi 15x15 d2 / medium, engine|sgt-bridges --generate $N 15x15i30e10m2d2|$PZ generate hashi --size 15x15 --difficulty medium --grade-by engine --count $N --quiet"
	"hashi 25x25 d2 / medium|sgt-bridges --generate $N 25x25i30e10m2d2|$PZ generate hashi --size 25x25 --difficulty medium --count $N --quiet"
	"hashi 25x25 d2 / medium, engine|sgt-bridges --generate $N 25x25i30e10m2d2|$PZ generate hashi --size 25x25 --difficulty medium --grade-by engine --count $N --quiet"
	"hashi 40x40 d2 / medium|sgt-bridges --generate $N 40x40i30e10m2d2|$PZ generate hashi --size 40x40 --difficulty medium --count $N --quiet"
	"hashi 40x40 d2 / medium, engine|sgt-bridges --generate $N 40x40i30e10m2d2|$PZ generate hashi --size 40x40 --difficulty medium --grade-by engine --count $N --quiet"
	"hashi 15x15 d0 / easy|sgt-bridges --generate $N 15x15i30e10m2d0|$PZ generate hashi --size 15x15 --difficulty easy --count $N --quiet"
	"hashi 15x15 d0 / easy, engine|sgt-bridges --generate $N 15x15i30e10m2d0|$PZ generate hashi --size 15x15 --difficulty easy --grade-by engine --count $N --quiet"
	"hashi 40x40 d0 / easy|sgt-bridges --generate $N 40x40i30e10m2d0|$PZ generate hashi --size 40x40 --difficulty easy --count $N --quiet"
	"hashi 40x40 d0 / easy, engine|sgt-bridges --generate $N 40x40i30e10m2d0|$PZ generate hashi --size 40x40 --difficulty easy --grade-by engine --count $N --quiet"
	"hashi 15x15 - / hard|true|$PZ generate hashi --size 15x15 --difficulty hard --count $N --quiet"
	"hashi 15x15 - / hard, engine|true|$PZ generate hashi --size 15x15 --difficulty hard --grade-by engine --count $N --quiet"
	"shikaku 45x31 - / any|sgt-rect --generate $N 45x31|$PZ generate shikaku --size 45x31 --count $N --quiet"
	"shikaku 45x31 - / any, engine|sgt-rect --generate $N 45x31|$PZ generate shikaku --size 45x31 --grade-by engine --count $N --quiet"
	"shikaku 45x31 - / easy (graded)|sgt-rect --generate $N 45x31|$PZ generate shikaku --size 45x31 --difficulty easy --count $N --quiet"
	"shikaku 13x13 - / any|sgt-rect --generate $N 13x13|$PZ generate shikaku --size 13x13 --count $N --quiet"
	"shikaku 13x13 - / any, engine|sgt-rect --generate $N 13x13|$PZ generate shikaku --size 13x13 --grade-by engine --count $N --quiet"
	"akari 7x7 d0 / easy|sgt-lightup --generate $N 7x7b20s4d0|$PZ generate akari --size 7x7 --difficulty easy --count $N --quiet"
	"akari 7x7 d1 / medium|sgt-lightup --generate $N 7x7b20s4d1|$PZ generate akari --size 7x7 --difficulty medium --count $N --quiet"
	"akari 7x7 d2 / hard|sgt-lightup --generate $N 7x7b20s4d2|$PZ generate akari --size 7x7 --difficulty hard --count $N --quiet"
	"akari 10x10 d0 / easy|sgt-lightup --generate $N 10x10b20s2d0|$PZ generate akari --size 10x10 --difficulty easy --count $N --quiet"
	"akari 10x10 d1 / medium|sgt-lightup --generate $N 10x10b20s2d1|$PZ generate akari --size 10x10 --difficulty medium --count $N --quiet"
	"akari 10x10 d2 / hard|sgt-lightup --generate $N 10x10b20s2d2|$PZ generate akari --size 10x10 --difficulty hard --count $N --quiet"
	"akari 10x10 d2 / hard, engine|sgt-lightup --generate $N 10x10b20s2d2|$PZ generate akari --size 10x10 --difficulty hard --grade-by engine --count $N --quiet"
	"akari 14x14 d0 / easy|sgt-lightup --generate $N 14x14b20s2d0|$PZ generate akari --size 14x14 --difficulty easy --count $N --quiet"
	"akari 14x14 d1 / medium|sgt-lightup --generate $N 14x14b20s2d1|$PZ generate akari --size 14x14 --difficulty medium --count $N --quiet"
	"akari 14x14 d2 / hard|sgt-lightup --generate $N 14x14b20s2d2|$PZ generate akari --size 14x14 --difficulty hard --count $N --quiet"
	"binairo 8x8 dt / easy|sgt-unruly --generate $N 8x8dt|$PZ generate binairo --size 8x8 --difficulty easy --count $N --quiet"
	"binairo 8x8 de / medium|sgt-unruly --generate $N 8x8de|$PZ generate binairo --size 8x8 --difficulty medium --count $N --quiet"
	"binairo 8x8 dn / hard|sgt-unruly --generate $N 8x8dn|$PZ generate binairo --size 8x8 --difficulty hard --count $N --quiet"
	"binairo 10x10 de / medium|sgt-unruly --generate $N 10x10de|$PZ generate binairo --size 10x10 --difficulty medium --count $N --quiet"
	"binairo 10x10 dn / hard|sgt-unruly --generate $N 10x10dn|$PZ generate binairo --size 10x10 --difficulty hard --count $N --quiet"
	"binairo 14x14 de / medium|sgt-unruly --generate $N 14x14de|$PZ generate binairo --size 14x14 --difficulty medium --count $N --quiet"
	"binairo 14x14 dn / hard|sgt-unruly --generate $N 14x14dn|$PZ generate binairo --size 14x14 --difficulty hard --count $N --quiet"
	"binairo 14x14u dn / hard|sgt-unruly --generate $N 14x14udn|$PZ generate binairo --size 14x14 --distinct --difficulty hard --count $N --quiet"
	"hitori 5x5 de / easy|sgt-singles --generate $N 5x5de|$PZ generate hitori --size 5x5 --difficulty easy --count $N --quiet"
	"hitori 5x5 dk / medium|sgt-singles --generate $N 5x5dk|$PZ generate hitori --size 5x5 --difficulty medium --count $N --quiet"
	"hitori 6x6 de / easy|sgt-singles --generate $N 6x6de|$PZ generate hitori --size 6x6 --difficulty easy --count $N --quiet"
	"hitori 6x6 dk / medium|sgt-singles --generate $N 6x6dk|$PZ generate hitori --size 6x6 --difficulty medium --count $N --quiet"
	"hitori 8x8 de / easy|sgt-singles --generate $N 8x8de|$PZ generate hitori --size 8x8 --difficulty easy --count $N --quiet"
	"hitori 8x8 dk / medium|sgt-singles --generate $N 8x8dk|$PZ generate hitori --size 8x8 --difficulty medium --count $N --quiet"
	"hitori 10x10 de / easy|sgt-singles --generate $N 10x10de|$PZ generate hitori --size 10x10 --difficulty easy --count $N --quiet"
	"hitori 10x10 dk / medium|sgt-singles --generate $N 10x10dk|$PZ generate hitori --size 10x10 --difficulty medium --count $N --quiet"
	"hitori 12x12 de / easy|sgt-singles --generate $N 12x12de|$PZ generate hitori --size 12x12 --difficulty easy --count $N --quiet"
	"hitori 12x12 dk / medium|sgt-singles --generate $N 12x12dk|$PZ generate hitori --size 12x12 --difficulty medium --count $N --quiet"
	"tents 8x8 de / easy|sgt-tents --generate $N 8x8de|$PZ generate tents --size 8x8 --difficulty easy --count $N --quiet"
	"tents 8x8 dt / medium|sgt-tents --generate $N 8x8dt|$PZ generate tents --size 8x8 --difficulty medium --count $N --quiet"
	"tents 10x10 de / easy|sgt-tents --generate $N 10x10de|$PZ generate tents --size 10x10 --difficulty easy --count $N --quiet"
	"tents 10x10 dt / medium|sgt-tents --generate $N 10x10dt|$PZ generate tents --size 10x10 --difficulty medium --count $N --quiet"
	"tents 15x15 de / easy|sgt-tents --generate $N 15x15de|$PZ generate tents --size 15x15 --difficulty easy --count $N --quiet"
	"tents 15x15 dt / medium|sgt-tents --generate $N 15x15dt|$PZ generate tents --size 15x15 --difficulty medium --count $N --quiet"
	"kurodoko 9x6 - / any|sgt-range --generate $N 9x6|$PZ generate kurodoko --size 9x6 --count $N --quiet"
	"kurodoko 12x8 - / any|sgt-range --generate $N 12x8|$PZ generate kurodoko --size 12x8 --count $N --quiet"
	"kurodoko 13x9 - / any|sgt-range --generate $N 13x9|$PZ generate kurodoko --size 13x9 --count $N --quiet"
	"kurodoko 16x11 - / any|sgt-range --generate $N 16x11|$PZ generate kurodoko --size 16x11 --count $N --quiet"
	"gokigen 5x5 de / easy|sgt-slant --generate $N 5x5de|$PZ generate gokigen --size 5x5 --difficulty easy --count $N --quiet"
	"gokigen 5x5 dh / medium|sgt-slant --generate $N 5x5dh|$PZ generate gokigen --size 5x5 --difficulty medium --count $N --quiet"
	"gokigen 8x8 de / easy|sgt-slant --generate $N 8x8de|$PZ generate gokigen --size 8x8 --difficulty easy --count $N --quiet"
	"gokigen 8x8 dh / medium|sgt-slant --generate $N 8x8dh|$PZ generate gokigen --size 8x8 --difficulty medium --count $N --quiet"
	"gokigen 12x10 de / easy|sgt-slant --generate $N 12x10de|$PZ generate gokigen --size 12x10 --difficulty easy --count $N --quiet"
	"gokigen 12x10 dh / medium|sgt-slant --generate $N 12x10dh|$PZ generate gokigen --size 12x10 --difficulty medium --count $N --quiet"
	"galaxies 7x7 dn / easy|sgt-galaxies --generate $N 7x7dn|$PZ generate galaxies --size 7x7 --difficulty easy --count $N --quiet"
	"galaxies 10x10 dn / easy|sgt-galaxies --generate $N 10x10dn|$PZ generate galaxies --size 10x10 --difficulty easy --count $N --quiet"
	"galaxies 7x7 du / medium|sgt-galaxies --generate $N 7x7du|$PZ generate galaxies --size 7x7 --difficulty medium --count $N --quiet"
	"galaxies 10x10 du / medium|sgt-galaxies --generate $N 10x10du|$PZ generate galaxies --size 10x10 --difficulty medium --count $N --quiet"
	"galaxies 10x10 du / hard|sgt-galaxies --generate $N 10x10du|$PZ generate galaxies --size 10x10 --difficulty hard --count $N --quiet"
	"nonogram 10x10 - / easy|sgt-pattern --generate $N 10x10|$PZ generate nonogram --size 10x10 --count $N --quiet"
	"nonogram 15x15 - / easy|sgt-pattern --generate $N 15x15|$PZ generate nonogram --size 15x15 --count $N --quiet"
	"nonogram 20x20 - / easy|sgt-pattern --generate $N 20x20|$PZ generate nonogram --size 20x20 --count $N --quiet"
	"nonogram 25x25 - / easy|sgt-pattern --generate $N 25x25|$PZ generate nonogram --size 25x25 --count $N --quiet"
	"nonogram 30x30 - / easy|sgt-pattern --generate $N 30x30|$PZ generate nonogram --size 30x30 --count $N --quiet"
	"floor: generate akari --count 1|true|$PZ generate akari --size 7x7 --count 1 --quiet"

	"masyu 6x6 de / easy|sgt-pearl --generate $N 6x6de|$PZ generate masyu --size 6x6 --difficulty easy --count $N --quiet"
	"masyu 8x8 de / easy|sgt-pearl --generate $N 8x8de|$PZ generate masyu --size 8x8 --difficulty easy --count $N --quiet"
	"masyu 8x8 dt / medium|sgt-pearl --generate $N 8x8dt|$PZ generate masyu --size 8x8 --difficulty medium --count $N --quiet"
	"masyu 8x8 dt / medium, engine|sgt-pearl --generate $N 8x8dt|$PZ generate masyu --size 8x8 --difficulty medium --grade-by engine --count $N --quiet"
	"masyu 10x10 dt / hard|sgt-pearl --generate $N 10x10dt|$PZ generate masyu --size 10x10 --difficulty hard --count $N --quiet"
	"tracks 8x8 de / medium|sgt-tracks --generate $N 8x8de|$PZ generate tracks --size 8x8 --difficulty medium --count $N --quiet"
	"tracks 8x8 dt / hard|sgt-tracks --generate $N 8x8dt|$PZ generate tracks --size 8x8 --difficulty hard --count $N --quiet"
	"tracks 10x8 de / medium|sgt-tracks --generate $N 10x8de|$PZ generate tracks --size 10x8 --difficulty medium --count $N --quiet"
	"tracks 10x8 dt / hard|sgt-tracks --generate $N 10x8dt|$PZ generate tracks --size 10x8 --difficulty hard --count $N --quiet"
	"tracks 10x10 de / medium|sgt-tracks --generate $N 10x10de|$PZ generate tracks --size 10x10 --difficulty medium --count $N --quiet"
	"tracks 10x10 dt / hard|sgt-tracks --generate $N 10x10dt|$PZ generate tracks --size 10x10 --difficulty hard --count $N --quiet"
	"tracks 15x10 de / medium|sgt-tracks --generate $N 15x10de|$PZ generate tracks --size 15x10 --difficulty medium --count $N --quiet"
	"tracks 15x10 dt / hard|sgt-tracks --generate $N 15x10dt|$PZ generate tracks --size 15x10 --difficulty hard --count $N --quiet"
	"tracks 15x15 de / medium|sgt-tracks --generate $N 15x15de|$PZ generate tracks --size 15x15 --difficulty medium --count $N --quiet"
	"tracks 15x15 dt / hard|sgt-tracks --generate $N 15x15dt|$PZ generate tracks --size 15x15 --difficulty hard --count $N --quiet"
	"towers 4x4 de / easy|sgt-towers --generate $N 4de|$PZ generate skyscrapers --size 4 --difficulty easy --count $N --quiet"
	"towers 5x5 de / easy|sgt-towers --generate $N 5de|$PZ generate skyscrapers --size 5 --difficulty easy --count $N --quiet"
	"towers 5x5 dh / medium|sgt-towers --generate $N 5dh|$PZ generate skyscrapers --size 5 --difficulty medium --count $N --quiet"
	"towers 6x6 de / easy|sgt-towers --generate $N 6de|$PZ generate skyscrapers --size 6 --difficulty easy --count $N --quiet"
	"towers 6x6 dh / medium|sgt-towers --generate $N 6dh|$PZ generate skyscrapers --size 6 --difficulty medium --count $N --quiet"
	"towers 6x6 dx / hard|sgt-towers --generate $N 6dx|$PZ generate skyscrapers --size 6 --difficulty hard --count $N --quiet"
	"towers 6x6 du / hard|sgt-towers --generate $N 6du|$PZ generate skyscrapers --size 6 --difficulty hard --count $N --quiet"
	"unequal 4x4 dt / easy|sgt-unequal --generate $N 4dt|$PZ generate futoshiki --size 4 --difficulty easy --count $N --quiet"
	"unequal 5x5 de / easy|sgt-unequal --generate $N 5de|$PZ generate futoshiki --size 5 --difficulty easy --count $N --quiet"
	"unequal 5x5 dk / medium|sgt-unequal --generate $N 5dk|$PZ generate futoshiki --size 5 --difficulty medium --count $N --quiet"
	"unequal 5x5a dk / medium|sgt-unequal --generate $N 5adk|$PZ generate futoshiki --size 5 --adjacent --difficulty medium --count $N --quiet"
	"unequal 5x5 dx / medium|sgt-unequal --generate $N 5dx|$PZ generate futoshiki --size 5 --difficulty medium --count $N --quiet"
	"unequal 6x6 de / easy|sgt-unequal --generate $N 6de|$PZ generate futoshiki --size 6 --difficulty easy --count $N --quiet"
	"unequal 6x6 dk / medium|sgt-unequal --generate $N 6dk|$PZ generate futoshiki --size 6 --difficulty medium --count $N --quiet"
	"unequal 6x6a dk / medium|sgt-unequal --generate $N 6adk|$PZ generate futoshiki --size 6 --adjacent --difficulty medium --count $N --quiet"
	"unequal 6x6 dx / medium|sgt-unequal --generate $N 6dx|$PZ generate futoshiki --size 6 --difficulty medium --count $N --quiet"
	"unequal 7x7 dk / medium|sgt-unequal --generate $N 7dk|$PZ generate futoshiki --size 7 --difficulty medium --count $N --quiet"
	"unequal 7x7a dk / medium|sgt-unequal --generate $N 7adk|$PZ generate futoshiki --size 7 --adjacent --difficulty medium --count $N --quiet"
	"unequal 7x7 dx / medium|sgt-unequal --generate $N 7dx|$PZ generate futoshiki --size 7 --difficulty medium --count $N --quiet"
	"keen 4x4 de / easy|sgt-keen --generate $N 4de|$PZ generate kenken --size 4 --difficulty easy --count $N --quiet"
	"keen 5x5 de / easy|sgt-keen --generate $N 5de|$PZ generate kenken --size 5 --difficulty easy --count $N --quiet"
	"keen 6x6 de / easy|sgt-keen --generate $N 6de|$PZ generate kenken --size 6 --difficulty easy --count $N --quiet"
	"keen 6x6 dn / easy|sgt-keen --generate $N 6dn|$PZ generate kenken --size 6 --difficulty easy --count $N --quiet"
	"keen 6x6 dh / medium|sgt-keen --generate $N 6dh|$PZ generate kenken --size 6 --difficulty medium --count $N --quiet"
	"keen 6x6 dx / medium|sgt-keen --generate $N 6dx|$PZ generate kenken --size 6 --difficulty medium --count $N --quiet"
	"keen 6x6 du / hard|sgt-keen --generate $N 6du|$PZ generate kenken --size 6 --difficulty hard --count $N --quiet"
	"keen 9x9 dn / easy|sgt-keen --generate $N 9dn|$PZ generate kenken --size 9 --difficulty easy --count $N --quiet"
	"killer 6x6 kdi / any|sgt-solo --generate $N 2x3kdi|$PZ generate killersudoku --size 6 --count $N --quiet"
	"killer 9x9 kdb / any|sgt-solo --generate $N 3x3kdb|$PZ generate killersudoku --size 9 --count $N --quiet"
	"killer 9x9 kdi / any|sgt-solo --generate $N 3x3kdi|$PZ generate killersudoku --size 9 --count $N --quiet"
	"killer 9x9 kdi / medium|sgt-solo --generate $N 3x3kdi|$PZ generate killersudoku --size 9 --difficulty medium --count $N --quiet"
	"floor: one process|true|$PZ --version"
)
if [[ -n ${ONLY:-} ]]; then
	kept=()
	for c in "${cases[@]}"; do
		[[ ${c%%|*} =~ $ONLY || ${c%%|*} == floor* ]] && kept+=("$c")
	done
	cases=("${kept[@]}")
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# measure FILE CMD...: appends "cpu_ms wall_ms" of one run to FILE
# (bash's time: millisecond resolution, the child's user + system time).
measure() {
	local f=$1
	shift
	local TIMEFORMAT='%3U %3S %3R'
	{ time "$@" >/dev/null; } 2>"$tmp/t"
	awk '{printf "%.3f %.3f\n", ($1+$2)*1000, $3*1000}' "$tmp/t" >>"$f"
}
for r in $(seq "$ROUNDS"); do
	for i in "${!cases[@]}"; do
		IFS='|' read -r _ tat ours <<<"${cases[$i]}"
		# shellcheck disable=SC2086
		measure "$tmp/$i.tatham" $tat
		# Each round asks for other puzzles (Tatham's generators seed
		# themselves from the clock): a heavy tail shows in the means.
		seed=""
		[[ $ours == *" generate "* ]] && seed="--seed $((r * 1000))"
		# shellcheck disable=SC2086
		measure "$tmp/$i.ours" $ours $seed
		if [[ -n ${BEFORE:-} ]]; then
			# shellcheck disable=SC2086
			measure "$tmp/$i.before" ${ours/#$PZ/$BEFORE} $seed
		fi
	done
done
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
mean() { awk '{s+=$1} END {print (NR ? s/NR : 0)}'; }
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $ROUNDS rounds, $N puzzles per process; ms per puzzle (whole process / $N)"
echo
if [[ -n ${BEFORE:-} ]]; then
	echo "BEFORE=$BEFORE: the same cases and seeds with that binary, its median CPU ms per puzzle and puzzlesat's CPU over it"
	echo
	echo "| case (Tatham / puzzlesat) | Tatham CPU | puzzlesat CPU | ratio | before CPU | puzzlesat / before |"
	echo "|---|---|---|---|---|---|"
else
	echo "| case (Tatham / puzzlesat) | Tatham CPU | puzzlesat CPU | ratio | Tatham wall | puzzlesat wall | Tatham CPU, mean | puzzlesat CPU, mean | ratio of means |"
	echo "|---|---|---|---|---|---|---|---|---|"
fi
for i in "${!cases[@]}"; do
	IFS='|' read -r name tat _ <<<"${cases[$i]}"
	div=$N
	[[ $name == floor* ]] && div=1
	tc=$(cut -d' ' -f1 "$tmp/$i.tatham" | median)
	oc=$(cut -d' ' -f1 "$tmp/$i.ours" | median)
	tw=$(cut -d' ' -f2 "$tmp/$i.tatham" | median)
	ow=$(cut -d' ' -f2 "$tmp/$i.ours" | median)
	om=$(cut -d' ' -f1 "$tmp/$i.ours" | mean)
	if [[ -n ${BEFORE:-} ]]; then
		tc=$(cut -d' ' -f1 "$tmp/$i.tatham" | median)
		bc=$(cut -d' ' -f1 "$tmp/$i.before" | median)
		awk -v name="$name" -v tc="$tc" -v oc="$oc" -v bc="$bc" -v n=$div -v t="$tat" 'BEGIN {
			if (t == "true") printf "| %s | - | %.2f | - | %.2f | %.2f |\n", name, oc/n, bc/n, (bc > 0 ? oc/bc : 0)
			else printf "| %s | %.2f | %.2f | %.2f | %.2f | %.2f |\n", name, tc/n, oc/n, (tc > 0 ? oc/tc : 0), bc/n, (bc > 0 ? oc/bc : 0) }'
		continue
	fi
	if [[ $tat == true ]]; then
		awk -v name="$name" -v oc="$oc" -v ow="$ow" -v om="$om" -v n=$div 'BEGIN {
			printf "| %s | - | %.2f | - | - | %.2f | - | %.2f | - |\n", name, oc/n, ow/n, om/n }'
		continue
	fi
	tm=$(cut -d' ' -f1 "$tmp/$i.tatham" | mean)
	awk -v name="$name" -v tc="$tc" -v oc="$oc" -v tw="$tw" -v ow="$ow" -v tm="$tm" -v om="$om" -v n=$div 'BEGIN {
		printf "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", name, tc/n, oc/n, (tc > 0 ? oc/tc : 0), tw/n, ow/n, tm/n, om/n, (tm > 0 ? om/tm : 0) }'
done
