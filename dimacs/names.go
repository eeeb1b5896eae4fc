package dimacs

import (
	"strconv"
	"unicode/utf8"
)

// AppendVarName appends the naming comment line "c var <v> <name>\n" (or
// "c aux <v> <name>\n") to buf. The name is written as is when it is
// non-empty, valid UTF-8, free of control characters, does not start with
// a double quote and has no leading or trailing blank; otherwise it is
// written as a Go-syntax quoted string (strconv.Quote).
func AppendVarName(buf []byte, v int, name string, aux bool) []byte {
	if aux {
		buf = append(buf, "c aux "...)
	} else {
		buf = append(buf, "c var "...)
	}
	buf = AppendInt(buf, v)
	buf = append(buf, ' ')
	if needsQuote(name) {
		buf = strconv.AppendQuote(buf, name)
	} else {
		buf = append(buf, name...)
	}
	return append(buf, '\n')
}

func needsQuote(s string) bool {
	if s == "" || s[0] == '"' || s[0] == ' ' || s[len(s)-1] == ' ' || !utf8.ValidString(s) {
		return true
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
}

// ParseVarName reads a naming comment written by AppendVarName. text is the
// comment line after its leading "c", without the line break (as
// CommentHandler.Comment receives it), e.g. " var 12 hashi.edge(0,0)-(0,2)>=1".
// ok is false when the comment is not a well-formed naming comment; such
// comments are ordinary comments, not errors.
func ParseVarName(text []byte) (v int, name string, aux bool, ok bool) {
	if len(text) < 7 || text[0] != ' ' || text[4] != ' ' {
		return 0, "", false, false
	}
	switch string(text[1:4]) {
	case "var":
	case "aux":
		aux = true
	default:
		return 0, "", false, false
	}
	i := 5
	start := i
	for i < len(text) && text[i] >= '0' && text[i] <= '9' {
		v = v*10 + int(text[i]-'0')
		if v > maxVar {
			return 0, "", false, false
		}
		i++
	}
	if i == start || v == 0 || i >= len(text) || text[i] != ' ' {
		return 0, "", false, false
	}
	raw := text[i+1:]
	if len(raw) > 0 && raw[0] == '"' {
		s, err := strconv.Unquote(string(raw))
		if err != nil {
			return 0, "", false, false
		}
		return v, s, aux, true
	}
	return v, string(raw), aux, true
}
