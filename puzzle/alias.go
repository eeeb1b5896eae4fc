package puzzle

// Aliaser is a kind known by other names too (Tatham's, pzprjs'):
// "lightup" for akari. The registry's Lookup takes an alias wherever a
// kind's name is accepted (GENRES.md, "Names on the command line").
type Aliaser interface {
	Aliases() []string
}

// AliasesOf are k's aliases (nil when it has none).
func AliasesOf(k Kind) []string {
	if a, ok := k.(Aliaser); ok {
		return a.Aliases()
	}
	return nil
}
