package serve

import (
	"strings"
	"testing"
)

// fillSlots fills each slot once and refuses a page whose slots do not
// match: one unknown, one twice, one missing, an unclosed brace.
func TestFillSlots(t *testing.T) {
	got, err := fillSlots([]byte("<p>{{a}}</p><i>{{b}}</i>"), map[string]string{"a": "&lt;x&gt;", "b": "y"})
	if err != nil || string(got) != "<p>&lt;x&gt;</p><i>y</i>" {
		t.Fatalf("got %q, %v", got, err)
	}
	for _, page := range []string{"{{a}}{{c}}", "{{a}}{{a}}{{b}}", "{{a}}", "{{a}}{{b"} {
		if _, err := fillSlots([]byte(page), map[string]string{"a": "1", "b": "2"}); err == nil {
			t.Errorf("%q: no error", page)
		}
	}
}

// The rendered page has every slot filled: the menus, the opening
// example selected, its board and the boot JSON.
func TestRenderIndexFilled(t *testing.T) {
	s, _ := newTestServer(t, Options{})
	page := string(s.page)
	for _, want := range []string{"<option value=\"hashi\">", " selected>", "<svg", `id="boot">{"meta":`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(page, "{{") {
		t.Error("a slot left unfilled")
	}
}
