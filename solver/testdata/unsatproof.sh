#!/bin/bash
# A proof-writing solver that answers UNSAT whatever the formula: it is
# called as "unsatproof.sh INPUT PROOF" and writes $PUZZLESAT_TEST_PROOF
# (printf escapes allowed) to PROOF.
printf "$PUZZLESAT_TEST_PROOF" > "$2"
echo "s UNSATISFIABLE"
exit 20
