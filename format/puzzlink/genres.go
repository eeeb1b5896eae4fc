package puzzlink

import (
	"strings"
	"sync"
)

// Genre is a puzzle kind as pzprjs names it in URLs: the name writers
// use ("hashi") and the other names readers take ("hashikake",
// "bridges"), case-insensitive.
type Genre struct {
	Name    string
	Aliases []string
}

var (
	genresMu sync.RWMutex
	genres   []Genre
)

// Register adds a genre whose URLs are read and written here; the
// puzzle package of the kind calls it (a variable initialiser), so that
// a new kind needs no edit here. It returns g.
func Register(g Genre) Genre {
	genresMu.Lock()
	defer genresMu.Unlock()
	for _, h := range genres {
		if h.Name == g.Name {
			return g
		}
	}
	genres = append(genres, g)
	return g
}

// Genres are the registered genres, in the order they were registered.
func Genres() []Genre {
	genresMu.RLock()
	defer genresMu.RUnlock()
	return append([]Genre(nil), genres...)
}

// CanonicalKind is the name writers use for a kind name a reader accepts
// (case-insensitive): "hashi" for hashi, hashikake and bridges, ...: the
// registered genres' names.
func CanonicalKind(name string) (string, bool) {
	genresMu.RLock()
	defer genresMu.RUnlock()
	for _, g := range genres {
		if strings.EqualFold(name, g.Name) {
			return g.Name, true
		}
		for _, a := range g.Aliases {
			if strings.EqualFold(name, a) {
				return g.Name, true
			}
		}
	}
	return "", false
}

// kindNames are the genres' names ("hashi or shikaku"), with their
// aliases too ("hashi, hashikake, bridges or shikaku"), for messages.
func kindNames(aliases bool) string {
	var names []string
	for _, g := range Genres() {
		names = append(names, g.Name)
		if aliases {
			names = append(names, g.Aliases...)
		}
	}
	switch len(names) {
	case 0:
		return "none registered"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// URLKind is the registered genre a puzz.link URL line names (its
// query's first segment, a mode suffix dropped), or "".
func URLKind(line string) string {
	if i := strings.IndexByte(line, '?'); i >= 0 {
		line = line[i+1:]
	}
	for {
		i := strings.IndexByte(line, '&')
		if i < 0 || strings.IndexByte(line, '/') < i {
			break
		}
		line = line[i+1:]
	}
	first, _, _ := strings.Cut(line, "/")
	k, _ := CanonicalKind(strings.TrimSuffix(strings.TrimSuffix(first, "_edit"), "_play"))
	return k
}
