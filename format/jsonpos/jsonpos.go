// Package jsonpos finds where things are in a JSON document, so that the
// puzzle readers can put a line and column on errors that encoding/json
// reports without one: an unknown field (json.Decoder's
// DisallowUnknownFields gives only its name, after the whole value has been
// read) and a semantic error found after decoding, named by its path
// ("clues[3].args[1]").
//
// The functions scan the bytes as JSON text (strings with their escapes,
// nesting), allocate nothing that grows with the input, and return -1
// where the document does not have what they look for or is not JSON
// there: a caller then keeps the position it had.
package jsonpos

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Key is the offset of the opening quote of the first object key equal to
// key at or after offset start of data, or -1. start must be outside any
// string (the start of a value, or of the document).
func Key(data []byte, start int, key string) int {
	for i := max(start, 0); i < len(data); i++ {
		if data[i] != '"' {
			continue
		}
		end := stringEnd(data, i)
		if end < 0 {
			return -1
		}
		if j := skipSpace(data, end); j < len(data) && data[j] == ':' && unquote(data[i:end]) == key {
			return i
		}
		i = end - 1
	}
	return -1
}

// UnknownField is the name in encoding/json's `json: unknown field "NAME"`
// error message, and whether msg is one.
func UnknownField(msg string) (string, bool) {
	_, q, ok := strings.Cut(msg, "unknown field ")
	if !ok {
		return "", false
	}
	name, err := strconv.Unquote(q)
	return name, err == nil
}

// Path is the offset of the value at path in the first JSON value at or
// after offset start of data, or -1. A path is a sequence of object keys
// and array indexes: `clues[3].args[1]`, `[2].islands[0]`; "" is the value
// itself.
func Path(data []byte, start int, path string) int {
	i := skipSpace(data, max(start, 0))
	for path != "" {
		if i >= len(data) {
			return -1
		}
		var ok bool
		switch {
		case path[0] == '[':
			end := strings.IndexByte(path, ']')
			n, err := strconv.Atoi(path[1:max(end, 1)])
			if end < 0 || err != nil || data[i] != '[' {
				return -1
			}
			path = path[end+1:]
			i, ok = element(data, i, n)
		default:
			name := strings.TrimPrefix(path, ".")
			end := strings.IndexAny(name, ".[")
			if end < 0 {
				end = len(name)
			}
			path = name[end:]
			if data[i] != '{' {
				return -1
			}
			i, ok = member(data, i, name[:end])
		}
		if !ok {
			return -1
		}
	}
	return i
}

// End is the offset just after the JSON value that starts at offset i, or
// -1.
func End(data []byte, i int) int {
	return skipValue(data, i)
}

// element is the offset of the n-th element (0-based) of the array that
// opens at i.
func element(data []byte, i, n int) (int, bool) {
	i = skipSpace(data, i+1)
	for k := 0; i < len(data) && data[i] != ']'; k++ {
		if k == n {
			return i, true
		}
		if i = skipValue(data, i); i < 0 {
			return -1, false
		}
		if i = skipSpace(data, i); i < len(data) && data[i] == ',' {
			i = skipSpace(data, i+1)
		}
	}
	return -1, false
}

// member is the offset of the value of key in the object that opens at i.
func member(data []byte, i int, key string) (int, bool) {
	i = skipSpace(data, i+1)
	for i < len(data) && data[i] == '"' {
		end := stringEnd(data, i)
		if end < 0 {
			return -1, false
		}
		name := unquote(data[i:end])
		j := skipSpace(data, end)
		if j >= len(data) || data[j] != ':' {
			return -1, false
		}
		j = skipSpace(data, j+1)
		if name == key {
			return j, true
		}
		if i = skipValue(data, j); i < 0 {
			return -1, false
		}
		if i = skipSpace(data, i); i < len(data) && data[i] == ',' {
			i = skipSpace(data, i+1)
		}
	}
	return -1, false
}

// skipValue is the offset just after the value that starts at i, or -1.
func skipValue(data []byte, i int) int {
	depth := 0
	for ; i < len(data); i++ {
		switch c := data[i]; c {
		case '"':
			end := stringEnd(data, i)
			if end < 0 {
				return -1
			}
			i = end - 1
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return -1
			}
		case ',', ' ', '\t', '\r', '\n', ':':
			if depth == 0 {
				return i
			}
			continue
		default:
			if depth == 0 {
				// A scalar: runs to the next delimiter.
				for i < len(data) && !strings.ContainsRune(",}] \t\r\n", rune(data[i])) {
					i++
				}
				return i
			}
			continue
		}
		if depth == 0 {
			return i + 1
		}
	}
	return -1
}

// stringEnd is the offset just after the string whose quote is at i, or
// -1.
func stringEnd(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

func unquote(s []byte) string {
	var out string
	if json.Unmarshal(s, &out) != nil {
		return ""
	}
	return out
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n') {
		i++
	}
	return i
}
