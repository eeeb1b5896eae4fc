#!/usr/bin/env bash
# generate-loopy.sh: whole-process comparison of `puzzlesat generate
# slitherlink` with Simon Tatham's Loopy generator (Debian sgt-puzzles:
# sgt-loopy, square grids), interleaved, as generate-grid.sh runs Hashi
# and Shikaku: ROUNDS rounds of one process each per case, N puzzles per
# process, puzzlesat with the seed 1000 * round. Levels: Tatham's easy
# (de) with easy, normal (dn) with medium, hard (dh) with hard, graded by
# the engine (--grade-by engine) and, for 7x7, by the explanations.
#
#   ROUNDS=3 N=5 benchmarks/generate-loopy.sh bin/puzzlesat
set -euo pipefail
PZ=${1:-bin/puzzlesat}
ROUNDS=${ROUNDS:-3}
N=${N:-5}
PATH=$PATH:/usr/games
command -v sgt-loopy >/dev/null || { echo "missing sgt-loopy (apt-get install sgt-puzzles)" >&2; exit 1; }
[ -x "$PZ" ] || { echo "no puzzlesat binary at $PZ (make build)" >&2; exit 1; }

# Cases: name | Tatham's command | puzzlesat's command.
cases=(
	"7x7 de / easy, engine|sgt-loopy --generate $N 7x7t0de|$PZ generate slitherlink --size 7x7 --difficulty easy --grade-by engine --count $N --quiet"
	"7x7 dn / medium, engine|sgt-loopy --generate $N 7x7t0dn|$PZ generate slitherlink --size 7x7 --difficulty medium --grade-by engine --count $N --quiet"
	"7x7 dh / hard, engine|sgt-loopy --generate $N 7x7t0dh|$PZ generate slitherlink --size 7x7 --difficulty hard --grade-by engine --count $N --quiet"
	"7x7 de / easy, explained|sgt-loopy --generate $N 7x7t0de|$PZ generate slitherlink --size 7x7 --difficulty easy --count $N --quiet"
	"10x10 de / easy, engine|sgt-loopy --generate $N 10x10t0de|$PZ generate slitherlink --size 10x10 --difficulty easy --grade-by engine --count $N --quiet"
	"10x10 dn / medium, engine|sgt-loopy --generate $N 10x10t0dn|$PZ generate slitherlink --size 10x10 --difficulty medium --grade-by engine --count $N --quiet"
	"10x10 dh / hard, engine|sgt-loopy --generate $N 10x10t0dh|$PZ generate slitherlink --size 10x10 --difficulty hard --grade-by engine --count $N --quiet"
	"15x15 dh / hard, engine|sgt-loopy --generate $N 15x15t0dh|$PZ generate slitherlink --size 15x15 --difficulty hard --grade-by engine --count $N --quiet"
	"floor: one process|true|$PZ --version"
)

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
	done
done
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
mean() { awk '{s+=$1} END {print (NR ? s/NR : 0)}'; }
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $ROUNDS rounds, $N puzzles per process; ms per puzzle (whole process / $N)"
echo
echo "| case (Tatham / puzzlesat) | Tatham CPU | puzzlesat CPU | ratio | Tatham wall | puzzlesat wall | Tatham CPU, mean | puzzlesat CPU, mean | ratio of means |"
echo "|---|---|---|---|---|---|---|---|---|"
for i in "${!cases[@]}"; do
	IFS='|' read -r name tat _ <<<"${cases[$i]}"
	div=$N
	[[ $name == floor* ]] && div=1
	tc=$(cut -d' ' -f1 "$tmp/$i.tatham" | median)
	oc=$(cut -d' ' -f1 "$tmp/$i.ours" | median)
	tw=$(cut -d' ' -f2 "$tmp/$i.tatham" | median)
	ow=$(cut -d' ' -f2 "$tmp/$i.ours" | median)
	om=$(cut -d' ' -f1 "$tmp/$i.ours" | mean)
	if [[ $tat == true ]]; then
		awk -v name="$name" -v oc="$oc" -v ow="$ow" -v om="$om" -v n=$div 'BEGIN {
			printf "| %s | - | %.2f | - | - | %.2f | - | %.2f | - |\n", name, oc/n, ow/n, om/n }'
		continue
	fi
	tm=$(cut -d' ' -f1 "$tmp/$i.tatham" | mean)
	awk -v name="$name" -v tc="$tc" -v oc="$oc" -v tw="$tw" -v ow="$ow" -v tm="$tm" -v om="$om" -v n=$div 'BEGIN {
		printf "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", name, tc/n, oc/n, (tc > 0 ? oc/tc : 0), tw/n, ow/n, tm/n, om/n, (tm > 0 ? om/tm : 0) }'
done
