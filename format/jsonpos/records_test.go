package jsonpos_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/jsonpos"
)

type rec struct {
	jsonpos.Record
	N int `json:"n"`
}

func read(d *jsonpos.Doc, raw []byte, base int) (string, error) {
	var r rec
	if err := d.Strict(raw, base, &r); err != nil {
		return "", err
	}
	if err := d.Check(r.Record, base, "demo"); err != nil {
		return "", err
	}
	line, col := d.Pos(base)
	return fmt.Sprintf("%d@%d:%d", r.N, line, col), nil
}

func TestRead(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"n":1}`, "[1@1:1]"},
		{"{\"n\":1}\n {\"n\":2}", "[1@1:1 2@2:2]"},
		{"[{\"n\":1},\n  {\"n\":2} , {\"n\":3}]", "[1@1:2 2@2:3 3@2:13]"},
		{"", "[]"},
		{`{"n":1,"x":2}`, `error 1:8: JSON: unknown field "x" (at "\"x\"")`},
		// The "id" every output record carries is read past, in any place.
		{`{"puzzle":"demo","id":"a.txt:3","n":1}`, "[1@1:1]"},
		{`{"n":1, "id" : {"x":[1,2]} }`, "[1@1:1]"},
		{`{"id":"x"}`, "[0@1:1]"},
		{`{"id":"x","n":"a"}`, `error 1:15: JSON: cannot unmarshal string into Go struct field rec.n of type int (at "\"a\"")`},
		{`{"n":{"id":1}}`, `error 1:6: JSON: cannot unmarshal object into Go struct field rec.n of type int (at "{")`},
		{"{\"n\":\n\"a\"}", `error 2:1: JSON: cannot unmarshal string into Go struct field rec.n of type int (at "\"a\"")`},
		{`{"n":1`, "error 1:7: JSON: unexpected EOF"},
		{`{"n":1}}`, `error 1:8: JSON: invalid character '}' looking for beginning of value (at "}")`},
		{`{"puzzle":"other"}`, `error 1:1: a "other" puzzle, not a demo (at "{")`},
		{`[{"n":1},{"error":"boom"}]`, `error 1:10: an error record: boom (at "{")`},
	} {
		got, err := jsonpos.Read([]byte(tc.in), read)
		s := fmt.Sprint(got)
		if err != nil {
			s = "error " + err.Error()
		}
		if s != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.in, s, tc.want)
		}
	}
}

// A long array is read in time linear in its length: each element's
// offset is found from the previous one.
func TestReadLongArray(t *testing.T) {
	n := 100000
	in := "[" + strings.Repeat(`{"n":1},`, n-1) + `{"n":1}]`
	got, err := jsonpos.Read([]byte(in), read)
	if err != nil || len(got) != n || got[n-1] != fmt.Sprintf("1@1:%d", 2+8*(n-1)) {
		t.Fatalf("got %d records, last %q, %v", len(got), got[len(got)-1], err)
	}
}

func ExampleRead() {
	data := []byte("{\"n\": 4}\n{\"n\": \"four\"}")
	_, err := jsonpos.Read(data, read)
	fmt.Println(err)
	// Output: 2:7: JSON: cannot unmarshal string into Go struct field rec.n of type int (at "\"four\"")
}
