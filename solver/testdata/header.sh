#!/bin/bash
# A solver that records the header of its input file in
# $PUZZLESAT_TEST_HEADER and answers SAT with variable 1 true.
grep -m1 '^p ' "$1" > "$PUZZLESAT_TEST_HEADER"
echo "s SATISFIABLE"
echo "v 1 0"
exit 10
