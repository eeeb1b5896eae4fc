#!/bin/bash
# A solver that crashes: it prints a little, then dies of SIGSEGV.
echo "c crash.sh starting on $1"
echo "crash.sh: segmentation fault coming" >&2
kill -SEGV $$
