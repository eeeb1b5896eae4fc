package main

import (
	"fmt"
	"io"
	"time"
)

// output is the one writer every command's standard output goes through
// (the root command's Writer): it remembers the first write error, so
// that a command whose output was lost (a full disk, /dev/full, a closed
// pipe) exits 1 with that error whatever the command did with it (issue
// 32 item 1), and after that error it writes nothing more. Each Write is
// whole with respect to a forced stop (see hold): a command that writes a
// record in one Write never leaves half of it (item 2).
type output struct {
	w    io.Writer
	lock chan struct{} // a mutex that hold can give up on
	err  error
}

func newOutput(w io.Writer) *output {
	return &output{w: w, lock: make(chan struct{}, 1)}
}

func (o *output) Write(p []byte) (int, error) {
	o.lock <- struct{}{}
	defer func() { <-o.lock }()
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		o.err = fmt.Errorf("writing standard output: %w", err)
		return n, o.err
	}
	return n, nil
}

// Err is the first write error, or nil.
func (o *output) Err() error {
	o.lock <- struct{}{}
	defer func() { <-o.lock }()
	return o.err
}

// hold waits (at most wait: the output may be a pipe nobody reads) for
// the Write in progress to end, and keeps every later Write from
// starting: a forced stop calls it before exiting, so that the output
// ends with a whole Write.
func (o *output) hold(wait time.Duration) {
	select {
	case o.lock <- struct{}{}:
	case <-time.After(wait):
	}
}

// stdout is the process's output while run runs (nil in tests that call
// the commands another way).
var stdout *output
