package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Forty concurrent /api/read requests, each with a Hashi grid of a
// million cells (1 MB, the body limit), hold under a gigabyte of heap
// (issue 32 item 10: each drew an 18 MB picture outside any slot and the
// server ran out of memory). Reading takes a parse slot; a board of more
// than MaxDrawCells cells is not drawn, and the answer says why.
func TestReadLoadHoldsMemory(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	var grid strings.Builder
	for r := 0; r < 1000; r++ {
		row := []byte(strings.Repeat(".", 999))
		if r%100 == 0 {
			row[0], row[998] = '1', '1'
		}
		grid.Write(row)
		grid.WriteByte('\n')
	}
	body, err := json.Marshal(map[string]any{"kind": "hashi", "puzzle": grid.String()})
	if err != nil {
		t.Fatal(err)
	}
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	var wg sync.WaitGroup
	statuses := make([]int, 40)
	answers := make([]readJSON, 40)
	for i := range statuses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := http.Post(ts.URL+"/api/read", "application/json", bytes.NewReader(body))
			if err != nil {
				t.Error(err)
				return
			}
			defer res.Body.Close()
			statuses[i] = res.StatusCode
			if res.StatusCode == http.StatusOK {
				if err := json.NewDecoder(res.Body).Decode(&answers[i]); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-sampled
	ok := 0
	for i, st := range statuses {
		switch st {
		case http.StatusOK:
			ok++
			if a := answers[i]; a.SVG != "" || a.Board != nil || !strings.Contains(a.Note, "the server draws at most") {
				t.Errorf("answer %d: svg %d bytes, board %v, note %q", i, len(a.SVG), a.Board != nil, a.Note)
			}
		case http.StatusServiceUnavailable: // busy: the queue was full
		default:
			t.Errorf("request %d: status %d", i, st)
		}
	}
	if ok == 0 {
		t.Error("no request was answered")
	}
	t.Logf("%d of 40 answered, peak heap %d MB", ok, peak.Load()>>20)
	if p := peak.Load(); p > 1<<30 {
		t.Errorf("peak heap %d MB, more than 1024 MB", p>>20)
	}
}
