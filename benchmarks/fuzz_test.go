package benchmarks

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// FuzzReadCSV: ReadCSV never panics, and what it accepts survives a
// write/read round trip unchanged. The same holds for ParseOptions and
// ParseShard.
func FuzzReadCSV(f *testing.F) {
	header := strings.Join(Columns, ",") + "\n"
	f.Add(header + "0,1,,x,,fake,,gophersat,1,SAT,ok,yes,,1,0,1,1,0,0,0,10.000000,0.100000,0.050000,100,\n")
	f.Add(header + `1,2,set,"a,b",3x3,dimacs,card=binomial model=channel,"/opt/s",3,ERROR,,,0,0,0,0,0,-1,-1,0.000000,0.000000,0.000000,-1,"bad ""x"""` + "\n")
	f.Add("job,of\n1,2\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, in string) {
		recs, err := ReadCSV(strings.NewReader(in))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := WriteCSV(&buf, recs); err != nil {
			t.Fatal(err)
		}
		again, err := ReadCSV(&buf)
		if err != nil {
			t.Fatalf("rereading what was written: %v\n%s", err, buf.String())
		}
		for i := range recs {
			recs[i].normalize()
		}
		if len(recs) == 0 && len(again) == 0 {
			return
		}
		if !reflect.DeepEqual(recs, again) {
			t.Fatalf("round trip changed the records:\n%+v\n%+v", recs, again)
		}
		NewReport(recs).WriteMarkdown(&bytes.Buffer{})
	})
}

func FuzzParseOptions(f *testing.F) {
	f.Add("card=binomial model=channel")
	f.Add("=")
	f.Fuzz(func(t *testing.T, in string) {
		o, err := ParseOptions(in)
		if err != nil {
			return
		}
		back, err := ParseOptions(o.String())
		if err != nil || !reflect.DeepEqual(back, o) {
			t.Fatalf("%q -> %q -> %v, %v", in, o.String(), back, err)
		}
		ParseShard(in)
	})
}
