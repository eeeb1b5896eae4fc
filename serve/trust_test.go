package serve

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"testing"
	"time"
)

// A client that sends headers and part of a body does not hold its
// connection: the body must arrive within the request's time limit, and
// the answer is 408 (issue 32 item 12: such a connection was held past
// 200 s). The bound waited for is generous (the machine is loaded); the
// server's limit is 300 ms.
func TestStalledBody(t *testing.T) {
	s, err := New(Options{Addr: "127.0.0.1:0", Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	defer func() { stop(); <-done }()
	{
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		req := "POST /api/solve?kind=hashi HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n7x7m2:a3d4"
		if _, err := c.Write([]byte(req)); err != nil {
			t.Fatal(err)
		}
		c.SetReadDeadline(time.Now().Add(time.Minute))
		start := time.Now()
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("no answer: %v (after %v)", err, time.Since(start))
		}
		res.Body.Close()
		t.Logf("answered %d after %v", res.StatusCode, time.Since(start).Round(time.Millisecond))
		if res.StatusCode != http.StatusRequestTimeout {
			t.Errorf("status %d, want 408", res.StatusCode)
		}
	}
}
