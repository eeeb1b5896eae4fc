package puzzlink

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func containsCol(err error, col int) bool {
	var se *srcpos.Error
	return errors.As(err, &se) && se.Col == col
}

// TestArrowNumber16 reads pzprjs' Yajilin test URL body (test/script/
// yajilin.js, "5/5/m32j10": a 2 pointing left at (2,3), a 0 pointing up
// at (4,4)) and every token form, and writes them back.
func TestArrowNumber16(t *testing.T) {
	cells, at, used, err := DecodeArrowNumber16("m32j10", 25)
	if err != nil || used != 6 {
		t.Fatalf("used %d, err %v", used, err)
	}
	for i, c := range cells {
		want := ArrowNumber{Num: Empty}
		switch i {
		case 13:
			want = ArrowNumber{Dir: 3, Num: 2}
		case 24:
			want = ArrowNumber{Dir: 1, Num: 0}
		}
		if c != want {
			t.Errorf("cell %d: %+v, want %+v", i, c, want)
		}
	}
	if at[13] != 1 || at[24] != 4 {
		t.Errorf("token offsets %v", at)
	}
	if got := EncodeArrowNumber16(cells); got != "m32j10" {
		t.Errorf("encoded %q", got)
	}
	// Every form: "D.", DH, 5-9 with two digits, '-' with three, '+', runs.
	body := "0.4f6ab-2abc+za"
	cells, _, used, err = DecodeArrowNumber16(body, 32)
	if err != nil || used != len(body) {
		t.Fatalf("used %d, err %v", used, err)
	}
	want := []ArrowNumber{{0, Unknown}, {4, 15}, {1, 0xab}, {2, 0xabc}, {0, Plus}}
	for i, w := range want {
		if cells[i] != w {
			t.Errorf("cell %d: %+v, want %+v", i, cells[i], w)
		}
	}
	if got := EncodeArrowNumber16(cells); got != body {
		t.Errorf("encoded %q, want %q", got, body)
	}
	// pzprjs stops after the last cell.
	if _, _, used, err := DecodeArrowNumber16("1010zz", 2); err != nil || used != 4 {
		t.Errorf("used %d, err %v", used, err)
	}
	for _, tc := range []struct {
		body string
		col  int
	}{{"A", 1}, {"ab1", 3}, {"1g", 1}, {"5a", 1}, {"-5abc", 1}, {"-1ab", 1}, {"0", 1}} {
		_, _, _, err := DecodeArrowNumber16(tc.body, 25)
		if err == nil {
			t.Errorf("%q: no error", tc.body)
			continue
		}
		if e := err.Error(); !containsCol(err, tc.col) {
			t.Errorf("%q: %s, want column %d", tc.body, e, tc.col)
		}
	}
}

// TestArrowNumber16LixLoop reads pzprjs' LIX Loop test URL body (test/
// script/lixloop.js, "6/6/b22b25m31a33l36a"), the same decoder: arrows
// with numbers at cells 2, 5, 19, 21 and 34, and writes it back.
func TestArrowNumber16LixLoop(t *testing.T) {
	const body = "b22b25m31a33l36a"
	cells, _, used, err := DecodeArrowNumber16(body, 36)
	if err != nil || used != len(body) {
		t.Fatalf("used %d, err %v", used, err)
	}
	want := map[int]ArrowNumber{2: {2, 2}, 5: {2, 5}, 19: {3, 1}, 21: {3, 3}, 34: {3, 6}}
	for i, c := range cells {
		w, ok := want[i]
		if !ok {
			w = ArrowNumber{Num: Empty}
		}
		if c != w {
			t.Errorf("cell %d: %+v, want %+v", i, c, w)
		}
	}
	if got := EncodeArrowNumber16(cells); got != body {
		t.Errorf("encoded %q", got)
	}
}
