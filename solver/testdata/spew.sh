#!/bin/sh
# A solver that answers, then prints without end on stdout.
echo "s SATISFIABLE"
exec yes "v 1 2 3"
