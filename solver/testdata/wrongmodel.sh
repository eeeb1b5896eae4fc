#!/bin/bash
# A solver that claims SAT with the all-false model, whatever the formula.
n=$(grep -m1 '^p cnf' "$1" | awk '{print $3}')
echo "s SATISFIABLE"
printf 'v'
for ((i = 1; i <= n; i++)); do printf ' %d' "-$i"; done
echo " 0"
exit 10
