// Package enum turns a table of names into the String, parsing and
// encoding.TextUnmarshaler methods of a small integer enum, so that every
// option type (card encodings, connectivity modes, models, formats) reads
// the same way and lists its valid names when a name is wrong.
//
//	type Mode int
//	var modeNames = enum.New[Mode]("mode", "lazy", "eager")
//	func (m Mode) String() string              { return modeNames.String(m) }
//	func (m *Mode) UnmarshalText(b []byte) error { return modeNames.Unmarshal(m, b) }
package enum

import (
	"fmt"
	"strconv"
	"strings"
)

// Names is the table of an enum's names, indexed by value.
type Names[T ~int] struct {
	what  string // "connectivity mode", for errors
	names []string
}

// New makes the table; what names the enum in errors.
func New[T ~int](what string, names ...string) Names[T] {
	return Names[T]{what: what, names: names}
}

// String is v's name, or "what(v)" for a value outside the table.
func (n Names[T]) String(v T) string {
	if int(v) >= 0 && int(v) < len(n.names) {
		return n.names[v]
	}
	return n.what + "(" + strconv.Itoa(int(v)) + ")"
}

// List is the valid names in order.
func (n Names[T]) List() []string { return append([]string(nil), n.names...) }

// Parse reads a name, case-insensitively; the error lists the valid names.
func (n Names[T]) Parse(s string) (T, error) {
	for i, x := range n.names {
		if strings.EqualFold(s, x) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want %s)", n.what, s, Or(n.names))
}

// Unmarshal is the body of an UnmarshalText method.
func (n Names[T]) Unmarshal(v *T, text []byte) error {
	x, err := n.Parse(string(text))
	if err != nil {
		return err
	}
	*v = x
	return nil
}

// Or joins names as "a, b or c".
func Or(names []string) string {
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
