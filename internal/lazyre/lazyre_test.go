package lazyre_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
)

var digits = &lazyre.Regexp{Expr: `\d+`}

func ExampleRegexp() {
	fmt.Println(digits.Re().FindString("7x7m2"))
	// Output: 7
}

// TestConcurrentFirstUse: many goroutines asking at once get one compiled
// expression (go test -race).
func TestConcurrentFirstUse(t *testing.T) {
	r := &lazyre.Regexp{Expr: `a+`}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !r.Re().MatchString("baa") {
				t.Error("no match")
			}
		}()
	}
	wg.Wait()
}
