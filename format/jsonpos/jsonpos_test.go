package jsonpos

import (
	"strings"
	"testing"
)

const doc = `{"name":"a\"b", "clues": [ {"type":"at","args":["x"],"k":2},
 {"type":"at", "args" : ["y", {"z":[1,2]}], "k":7, "zz":1} ],
 "zz": {"k": "clues"}}`

func TestPath(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"", `{"name"`},
		{"name", `"a\"b"`},
		{"clues", `[ {"type"`},
		{"clues[0]", `{"type":"at","args":["x"]`},
		{"clues[1]", `{"type":"at", "args"`},
		{"clues[1].k", `7,`},
		{"clues[1].args[1].z[1]", `2]`},
		{"clues[1].args[0]", `"y"`},
		{"zz.k", `"clues"}`},
		{"clues[2]", ""},
		{"nope", ""},
		{"name[0]", ""},
		{"clues.x", ""},
	} {
		i := Path([]byte(doc), 0, tc.path)
		got := ""
		if i >= 0 {
			got = doc[i:]
		}
		if tc.want == "" && i != -1 || tc.want != "" && !strings.HasPrefix(got, tc.want) {
			t.Errorf("Path(%q) = %d (%.20q), want %q", tc.path, i, got, tc.want)
		}
	}
}

func TestKey(t *testing.T) {
	for _, tc := range []struct {
		key   string
		start int
		want  string
	}{
		{"zz", 0, `"zz":1}`},
		{"zz", strings.Index(doc, `"zz":1`) + 6, `"zz": {`},
		{"clues", 0, `"clues": [`},
		{"clues", 20, ``}, // "clues" later is a value, not a key
		{"a\"b", 0, ``},
		{"k", 0, `"k":2}`},
		{"missing", 0, ``},
	} {
		i := Key([]byte(doc), tc.start, tc.key)
		got := ""
		if i >= 0 {
			got = doc[i:]
		}
		if tc.want == "" && i != -1 || tc.want != "" && !strings.HasPrefix(got, tc.want) {
			t.Errorf("Key(%q, %d) = %d (%.20q), want %q", tc.key, tc.start, i, got, tc.want)
		}
	}
}

func TestUnknownField(t *testing.T) {
	if n, ok := UnknownField(`json: unknown field "a b"`); !ok || n != "a b" {
		t.Errorf("got %q %v", n, ok)
	}
	if _, ok := UnknownField(`json: cannot unmarshal`); ok {
		t.Error("not an unknown field")
	}
}

func TestEnd(t *testing.T) {
	i := Path([]byte(doc), 0, "clues[1]")
	if e := End([]byte(doc), i); e < 0 || !strings.HasPrefix(doc[e:], " ],") {
		t.Errorf("End = %d", e)
	}
}

// Malformed or cut documents never panic and give -1 or an offset inside.
func FuzzPath(f *testing.F) {
	f.Add(doc, "clues[1].args[1].z[1]", "zz")
	f.Add(`[{"a":`, "[0].a", "a")
	f.Add(`"\`, "", `\`)
	f.Fuzz(func(t *testing.T, d, path, key string) {
		for _, i := range []int{Path([]byte(d), 0, path), Key([]byte(d), 0, key), End([]byte(d), 0)} {
			if i < -1 || i > len(d) {
				t.Fatalf("offset %d outside %d bytes", i, len(d))
			}
		}
	})
}
