#!/bin/bash
# A well-behaved competition solver for x1 only: "v 1 0" after a pause.
sleep 0.2
echo "s SATISFIABLE"
echo "v 1 0"
exit 10
