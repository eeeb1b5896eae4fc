#!/bin/bash
# A solver that prints garbage and exits 10.
echo "Segmentation fault (core dumped)? no: SATISFIABLE-ish"
echo "v x y z"
exit 10
