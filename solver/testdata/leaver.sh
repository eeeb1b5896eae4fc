#!/bin/bash
# A solver that answers correctly for x1 but leaves a helper behind: a
# grandchild in its own session (setsid) that ignores SIGTERM and would
# run forever. Its pid goes to the file $PUZZLESAT_TEST_PIDS.
setsid bash -c 'trap "" TERM; echo $$ >> "$PUZZLESAT_TEST_PIDS"; exec >/dev/null 2>&1; while :; do sleep 0.05; done' &
sleep 0.3
echo "s SATISFIABLE"
echo "v 1 0"
exit 10
