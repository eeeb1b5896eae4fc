#!/bin/bash
# Answers UNSATISFIABLE but exits 3 (a parse error code).
echo "s UNSATISFIABLE"
exit 3
