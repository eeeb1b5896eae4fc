#!/usr/bin/env bash
# test-slurm.sh: `make test-slurm`. Runs the documented Slurm job array on
# a real one-node Slurm started for the test, and checks that it gives the
# results of an unsharded sweep.
#
#  1. installs slurmctld, slurmd, slurm-client and munge with apt-get when
#     they are missing (as root; Debian's Slurm 22.05 is known to work);
#  2. writes a munge key and a one-node slurm.conf (localhost, no
#     accounting database, free ports) into a temporary directory, and
#     starts munged, slurmctld and slurmd from there;
#  3. submits benchmarks/slurm/sweep.sbatch (an array of 4 tasks, each
#     `puzzlesat bench --shard $SLURM_ARRAY_TASK_ID/4 ...`) and then
#     benchmarks/slurm/merge.sbatch after it, as docs/bench.md shows;
#  4. checks that the merged results.csv equals an unsharded sweep's in
#     every column but the timing ones (same runs, statuses, sizes);
#  5. cuts one shard short, checks that `bench merge` names it with the
#     sbatch command that reruns it, runs that command, and merges again;
#  6. always stops every daemon it started and removes its files.
#
# It needs root (the daemons run as root and munge) and takes well under
# a minute on an idle 2-core machine.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
GO=${GO:-go}
WAIT=${SLURM_TEST_WAIT:-120} # seconds for any one job

say() { printf 'test-slurm: %s\n' "$*"; }
die() {
	say "FAIL: $*"
	exit 1
}

if [ "$(id -u)" != 0 ]; then
	die "needs root: it installs Slurm and starts munged, slurmctld and slurmd (run: sudo make test-slurm)"
fi
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
	say "installing slurmctld slurmd slurm-client munge"
	DEBIAN_FRONTEND=noninteractive apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge >/dev/null
fi

tmp=$(mktemp -d /tmp/puzzlesat-slurm.XXXXXX)
chmod 755 "$tmp"
pids=()
cleanup() {
	set +e
	if [ -n "${SLURM_CONF:-}" ] && [ -e "$SLURM_CONF" ]; then
		scancel --quiet --full --user=root >/dev/null 2>&1
		scontrol shutdown >/dev/null 2>&1
	fi
	for p in "${pids[@]}"; do
		for _ in 1 2 3 4 5 6 7 8 9 10; do
			kill -0 "$p" 2>/dev/null || break
			sleep 0.5
		done
		kill -9 "$p" 2>/dev/null
	done
	if [ -e "$tmp/munge/munged.pid" ]; then
		kill "$(cat "$tmp/munge/munged.pid")" 2>/dev/null
	fi
	# Anything still running from the test's directories (a job step).
	for p in $(pgrep -f "$tmp" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start=$(date +%s)
say "building puzzlesat"
(cd "$root" && "$GO" build -o "$tmp/bin/puzzlesat" ./cmd/puzzlesat)
say "built after $(($(date +%s) - start)) s"
puzzlesat=$tmp/bin/puzzlesat

# munge: a key of our own, its socket in a directory everyone can enter.
mkdir -p "$tmp/munge" "$tmp/munge-socket"
head -c 1024 /dev/urandom >"$tmp/munge/munge.key"
chown -R munge:munge "$tmp/munge" "$tmp/munge-socket"
chmod 700 "$tmp/munge"
chmod 400 "$tmp/munge/munge.key"
chmod 755 "$tmp/munge-socket"
sock=$tmp/munge-socket/munge.sock
runuser -u munge -- munged --key-file="$tmp/munge/munge.key" --socket="$sock" \
	--pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" --seed-file="$tmp/munge/munged.seed" ||
	die "munged did not start: $(cat "$tmp/munge/munged.log" 2>/dev/null)"

# Two free TCP ports for slurmctld and slurmd.
free_port() {
	local p
	while :; do
		p=$((20000 + RANDOM % 20000))
		if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
			echo "$p"
			return
		fi
	done
}
ctld_port=$(free_port)
slurmd_port=$(free_port)
while [ "$slurmd_port" = "$ctld_port" ]; do slurmd_port=$(free_port); done

host=$(hostname -s)
mkdir -p "$tmp/slurm/state" "$tmp/slurm/spool" "$tmp/work"
export SLURM_CONF=$tmp/slurm/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=puzzlesat-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
StateSaveLocation=$tmp/slurm/state
SlurmdSpoolDir=$tmp/slurm/spool
SlurmctldPidFile=$tmp/slurm/slurmctld.pid
SlurmdPidFile=$tmp/slurm/slurmd.pid
SlurmctldLogFile=$tmp/slurm/slurmctld.log
SlurmdLogFile=$tmp/slurm/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -f "$SLURM_CONF" >"$tmp/slurm/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$tmp/slurm/slurmd.out" 2>&1 &
pids+=($!)

logs() {
	tail -n 20 "$tmp/slurm/slurmctld.log" "$tmp/slurm/slurmd.log" "$tmp"/work/*.out 2>/dev/null || true
}
for i in $(seq 1 120); do
	state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
	[ "$state" = idle ] && break
	[ "$i" = 120 ] && {
		logs
		die "the node is not idle after 60 s (state: ${state:-none})"
	}
	sleep 0.5
done
say "one-node Slurm up ($host, ports $ctld_port/$slurmd_port) after $(($(date +%s) - start)) s"

# wait_job ID: waits until no task of the job is pending or running, and
# fails unless every task completed.
wait_job() {
	local id=$1 states
	for _ in $(seq 1 $((WAIT * 4))); do
		states=$(scontrol show job "$id" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | sort -u | tr '\n' ' ')
		case "$states" in
		*PENDING* | *RUNNING* | *COMPLETING* | *CONFIGURING* | "") sleep 0.25 ;;
		"COMPLETED ") return 0 ;;
		*)
			logs
			die "job $id ended $states"
			;;
		esac
	done
	logs
	die "job $id did not end within $WAIT s"
}

# The sweep: the bundled test instances of every kind, two solvers, two
# encodings.
cd "$tmp/work"
cp -r "$root/benchmarks/testdata/cnf" "$root/benchmarks/testdata/puzzles" .
mkdir -p benchmarks && cp -r "$root/benchmarks/slurm" benchmarks/
sweep=(--solver gophersat,minisat --timeout 60s --card binomial,totalizer)
# The job script's variables, passed with the environment (--export=ALL).
export PUZZLESAT=$puzzlesat DATA="cnf puzzles" SOLVERS=gophersat,minisat TIMEOUT=60s BENCH_FLAGS="--card binomial,totalizer"

job=$(sbatch --parsable --export=ALL benchmarks/slurm/sweep.sbatch)
job=${job%%;*}
say "submitted array job $job (sbatch --array=0-3 benchmarks/slurm/sweep.sbatch)"
merge=$(sbatch --parsable --dependency="afterany:$job" --export="ALL,RESULTS=results/$job" benchmarks/slurm/merge.sbatch)
merge=${merge%%;*}
wait_job "$job"
wait_job "$merge"
say "array and merge done after $(($(date +%s) - start)) s"
grep -q "results/$job/all: " puzzlesat-merge-"$merge".out || die "merge output: $(cat puzzlesat-merge-"$merge".out)"

# Every shard ran where Slurm said: four shard directories, each its own.
for i in 0 1 2 3; do
	grep -q "\"shard\": \"$i/4\"" "results/$job/$i/sweep.json" || die "results/$job/$i/sweep.json is not shard $i/4"
	grep -q "\"SLURM_ARRAY_TASK_ID\": \"$i\"" "results/$job/$i/sweep.json" || die "shard $i did not run as array task $i"
done

# The unsharded sweep, and the comparison without the timing columns
# (conflicts, decisions, wall_s, solve_s, maxrss_kb).
"$puzzlesat" bench "${sweep[@]}" --jobs 2 --quiet --out whole cnf puzzles >/dev/null
same() { # same A B: the deterministic columns of two results.csv agree
	diff <(cut -d, -f1-17,20 "$1") <(cut -d, -f1-17,20 "$2")
}
same whole/results.csv "results/$job/all/results.csv" || die "the merged shards differ from the unsharded sweep"
runs=$(($(wc -l <whole/results.csv) - 1))
[ "$runs" -ge 30 ] || die "only $runs runs"
grep -q ',SAT,ok,' whole/results.csv && grep -q ',UNSAT,' whole/results.csv || die "no SAT or no UNSAT run"
say "merged report of 4 shards = unsharded sweep ($runs runs, same statuses and sizes) after $(($(date +%s) - start)) s"

# A shard cut short: merge names it and the sbatch command that reruns it.
head -n 3 "results/$job/2/results.csv" >cut.csv && mv cut.csv "results/$job/2/results.csv"
rm -r "results/$job/all"
if "$puzzlesat" bench merge --out "results/$job/all" "results/$job"/[0-9]*/ 2>merge.err; then
	die "merge of a cut shard succeeded"
fi
grep -q "shard 2/4: results/$job/2: 2 of " merge.err || die "merge did not name shard 2: $(cat merge.err)"
rerun=$(sed -n 's/^ *Slurm: //p' merge.err)
[ -n "$rerun" ] || die "no Slurm command in: $(cat merge.err)"
say "merge names the cut shard; rerunning it with: $rerun"
# The command as printed (--parsable added to learn the job id).
read -ra argv <<<"$rerun"
again=$("${argv[0]}" --parsable "${argv[@]:1}")
again=${again%%;*}
wait_job "$again"
"$puzzlesat" bench merge --out "results/$job/all" "results/$job"/[0-9]*/ >/dev/null
same whole/results.csv "results/$job/all/results.csv" || die "after the rerun, the merged shards differ from the unsharded sweep"
say "PASS in $(($(date +%s) - start)) s"
