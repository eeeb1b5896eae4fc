package janko

import (
	"bytes"
	"strings"
	"testing"
)

func TestScanner(t *testing.T) {
	data := "# a star battle\n6 6 1\n1 2\n\n3 4\n5 6 7\n"
	s := NewScanner([]byte(data))
	h, err := s.Header(2, 3)
	if err != nil || len(h) != 3 || h[2] != 1 {
		t.Fatalf("header %v, %v", h, err)
	}
	rows, err := s.Rows(2, 2, "grid")
	if err != nil || rows[1][1].Text != "4" || rows[1][1].Line != 5 || rows[1][1].Col != 3 {
		t.Fatalf("rows %v, %v", rows, err)
	}
	if !s.More() || s.NextIsRow(2) {
		t.Fatal("a line of 3 tokens left")
	}
	_, err = s.Rows(1, 2, "region grid")
	if err == nil || !strings.Contains(err.Error(), "6:5") || !strings.Contains(err.Error(), `"7"`) {
		t.Fatalf("want an error at 6:5 about \"7\", got %v", err)
	}
	_, err = s.Rows(1, 2, "region grid")
	if err == nil || !strings.Contains(err.Error(), "7:1") || !strings.Contains(err.Error(), "0 rows") {
		t.Fatalf("want a missing row at 7:1, got %v", err)
	}
	for _, bad := range []string{"", "x 3\n", "0 3\n", "3\n", "1 2 3 4\n", "2000 2\n"} {
		if _, err := NewScanner([]byte(bad)).Header(2, 3); err == nil {
			t.Errorf("header %q read", bad)
		}
	}
}

func TestWriteTokens(t *testing.T) {
	var b bytes.Buffer
	if err := WriteTokens(&b, []int{2, 2}, [][]string{{"-", "1"}, {"x", "-"}}); err != nil {
		t.Fatal(err)
	}
	if b.String() != "2 2\n- 1\nx -\n" {
		t.Fatalf("got %q", b.String())
	}
}

func FuzzScanner(f *testing.F) {
	f.Add([]byte("2 2\n- 1\nx -\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := NewScanner(data)
		for s.More() {
			h, err := s.Header(2, 3)
			if err != nil {
				return
			}
			if _, err := s.Rows(h[0], h[1], "grid"); err != nil {
				return
			}
		}
	})
}
