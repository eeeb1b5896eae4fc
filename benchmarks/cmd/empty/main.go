// Command empty does nothing: `make bench-cli` builds it with the same
// toolchain as puzzlesat, as the floor whole-process times are compared
// with (what any Go program pays to start and exit).
package main

func main() {}
