// Package english holds the few helpers that put words together for
// people, shared by the explanations (package explain) and the genres'
// explanation words (puzzles/<genre>/explain.go).
package english

import (
	"fmt"
	"strings"
)

// List joins words as English does: "a", "a and b", "a, b and c" (or
// with "or").
func List(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}

// Plural is "1 step", "2 steps".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Clip shortens s to about n bytes for a message.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
