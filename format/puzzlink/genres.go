package puzzlink

import "strings"

// Genre is a puzzle kind as pzprjs names it in URLs: the name writers
// use ("hashi") and the other names readers take ("hashikake",
// "bridges"), case-insensitive. A genre package keeps its own Genre
// value; this package holds no list of genres: it reads the URL of any
// kind name, and the genre's reader checks the name (Is).
type Genre struct {
	Name    string
	Aliases []string
}

// Is reports whether kind (a Grid's Kind, or any URL's kind segment
// with its _edit or _play suffix) names g, case-insensitively.
func (g Genre) Is(kind string) bool {
	kind = baseKind(kind)
	if strings.EqualFold(kind, g.Name) {
		return true
	}
	for _, a := range g.Aliases {
		if strings.EqualFold(kind, a) {
			return true
		}
	}
	return false
}

// baseKind drops a page mode suffix: "hashi_edit" is "hashi".
func baseKind(name string) string {
	return strings.TrimSuffix(strings.TrimSuffix(name, "_edit"), "_play")
}

// URLKind is the kind a puzz.link URL line names (its query's first
// segment, PARAM=VALUE& pairs and a mode suffix dropped, lower-case), or
// "" when the line does not look like a puzz.link URL (Looks).
func URLKind(line string) string {
	if !Looks([]byte(line)) {
		return ""
	}
	line = strings.TrimSpace(line)
	if i := strings.IndexByte(line, '?'); i >= 0 {
		line = line[i+1:]
	}
	first, _, _ := strings.Cut(skipParams(line, 0), "/")
	return strings.ToLower(baseKind(first))
}
