#!/bin/bash
# A solver whose helper escapes by double-forking: "( setsid ... & )"
# leaves the helper an orphan in a session of its own, which a walk of
# parent pids cannot reach any more. The helper writes its pid to
# $PUZZLESAT_TEST_PIDS and sleeps $PUZZLESAT_TEST_SLEEP seconds (a unique
# number, so that the test can find it). With PUZZLESAT_TEST_HANG=1 the
# solver then never answers; otherwise it answers SAT with x1 true.
( setsid bash -c 'echo $$ >> "$PUZZLESAT_TEST_PIDS"; exec sleep "$PUZZLESAT_TEST_SLEEP"' </dev/null >/dev/null 2>&1 & )
while [ ! -s "$PUZZLESAT_TEST_PIDS" ]; do sleep 0.01; done
if [ "$PUZZLESAT_TEST_HANG" = 1 ]; then
	exec sleep 1000
fi
echo "s SATISFIABLE"
echo "v 1 0"
exit 10
