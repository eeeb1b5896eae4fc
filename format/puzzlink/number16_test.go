package puzzlink

import "testing"

// TestNumber16: a list of values written and read back; an unknown
// character is an error; "2j" gives the first value and skips the rest.
func TestNumber16(t *testing.T) {
	vals := []int{1, Empty, 5, 16, Empty, Empty, 300, Unknown, 0, 5000, 9000, 20000, 80000}
	s := EncodeNumber16(vals)
	got, used, err := DecodeNumber16(s+"rest", len(vals))
	if err != nil || used != len(s) {
		t.Fatalf("%q: used %d, err %v", s, used, err)
	}
	for i := range vals {
		if got[i] != vals[i] {
			t.Fatalf("%q: value %d is %d, want %d", s, i, got[i], vals[i])
		}
	}
	if _, _, err := DecodeNumber16("1!", 3); err == nil {
		t.Fatal("want an error for '!'")
	}
	got, _, _ = DecodeNumber16("2j", 6)
	if got[0] != 2 || got[5] != Empty {
		t.Fatalf("got %v", got)
	}
}
