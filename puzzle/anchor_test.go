package puzzle

import "testing"

func TestASPAtom(t *testing.T) {
	a := ASPAtom{Name: "room", Args: []string{"0", "-1", "2"}}
	if a.String() != "room(0,-1,2)" || (ASPAtom{Name: "done"}).String() != "done" {
		t.Errorf("String: %s", a)
	}
	v, err := a.Ints(3)
	if err != nil || v[0] != 0 || v[1] != -1 || v[2] != 2 {
		t.Errorf("Ints(3) = %v, %v", v, err)
	}
	if _, err := a.Ints(2); err == nil {
		t.Error("Ints(2) of 3 arguments: no error")
	}
	if _, err := (ASPAtom{Name: "b", Args: []string{"x"}}).Ints(1); err == nil {
		t.Error("Ints of a non-integer: no error")
	}
}
