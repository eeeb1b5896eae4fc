// Package lazyre holds regular expressions compiled on first use.
// Declared as a package-level &lazyre.Regexp{Expr: ...}, one is static
// data: nothing runs at start-up, so commands that never use it do not
// pay for compiling it (see docs/performance.md).
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled the first time Re is called.
type Regexp struct {
	Expr string
	once sync.Once
	v    *regexp.Regexp
}

// Re is the compiled expression; it panics on a bad Expr, as
// regexp.MustCompile does.
func (l *Regexp) Re() *regexp.Regexp {
	l.once.Do(func() { l.v = regexp.MustCompile(l.Expr) })
	return l.v
}
