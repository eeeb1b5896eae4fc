#!/bin/sh
# A solver that prints without end on stderr and never answers.
exec yes "spewerr.sh: warning" >&2
