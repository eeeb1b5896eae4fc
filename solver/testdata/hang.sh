#!/bin/bash
# A solver that never answers. It starts a grandchild in its own session
# (setsid) that ignores SIGTERM and hangs too, then hangs itself, also
# ignoring SIGTERM. Both write their pid to the file $PUZZLESAT_TEST_PIDS.
trap '' TERM
echo $$ >> "$PUZZLESAT_TEST_PIDS"
setsid bash -c 'trap "" TERM; echo $$ >> "$PUZZLESAT_TEST_PIDS"; while :; do sleep 0.05; done' &
while :; do sleep 0.05; done
