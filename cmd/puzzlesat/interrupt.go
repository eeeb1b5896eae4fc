package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/solver"
)

// stopSignals are the signals that stop a command cleanly: every signal
// whose default action ends the process and that a program may catch,
// except SIGPIPE (Go's own rule for it stays) and the profiling timers.
// A batch scheduler sends SIGTERM (Slurm, then SIGKILL), SIGXCPU (a CPU
// limit) or SIGUSR1/2 (a warning it was told to send); a closed terminal
// sends SIGHUP; Ctrl-\ sends SIGQUIT.
var stopSignals = []os.Signal{
	os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT,
	syscall.SIGXCPU, syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGALRM,
}

// forceStopAfter is how long a command may take to stop on its own after
// the first signal. The solving commands stop at once (their context ends:
// solvers are killed, temporary files removed, the puzzle reported
// unknown); a command busy where it does not look at its context (encoding
// a huge puzzle, reading a pipe that sends nothing) is stopped by force
// then: solvers killed, temporary files removed, exit 4.
const forceStopAfter = 800 * time.Millisecond

// ownSignals reports whether a command handles signals itself (bench and
// its worker: a run is recorded, reports are written on interruption).
func ownSignals(name string) bool { return name == "bench" }

// interruption is the signal state of a running command.
type interruption struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	ch     chan os.Signal
	done   chan struct{}

	mu    sync.Mutex
	sig   os.Signal
	force func() int // how a forced stop ends the command (its exit code)
}

type interruptKey struct{}

// withInterrupts wraps the actions of cmds (and of their subcommands),
// except those in ownSignals, so that they run with a context that the
// first of stopSignals cancels.
func withInterrupts(cmds []*cli.Command) {
	for _, c := range cmds {
		if ownSignals(c.Name) {
			continue
		}
		if c.Action != nil {
			c.Action = interruptible(c.Action)
		}
		withInterrupts(c.Commands)
	}
}

// interruptible runs action with a context cancelled by the first stop
// signal. After a signal, an error that only says the context ended
// becomes "interrupted" with exit code 4 (unknown), and an exit code the
// command chose gets the reason as its message.
func interruptible(action cli.ActionFunc) cli.ActionFunc {
	return func(ctx context.Context, c *cli.Command) error {
		in := watchSignals(ctx)
		defer in.stop()
		err := action(in.ctx, c)
		sig := in.signal()
		if sig == nil {
			return err
		}
		msg := fmt.Sprintf("interrupted by %s: stopped", signalName(sig))
		var ec cli.ExitCoder
		switch {
		case err == nil:
			return nil // it finished anyway: its output is whole
		case errors.Is(err, context.Canceled):
			return cli.Exit(msg, exitUnknown)
		case errors.As(err, &ec) && ec.Error() == "":
			return cli.Exit(msg, ec.ExitCode())
		}
		return err
	}
}

func watchSignals(parent context.Context) *interruption {
	ctx, cancel := context.WithCancelCause(parent)
	in := &interruption{cancel: cancel, ch: make(chan os.Signal, 4), done: make(chan struct{})}
	in.ctx = context.WithValue(ctx, interruptKey{}, in)
	signal.Notify(in.ch, stopSignals...)
	go in.loop()
	return in
}

func (in *interruption) loop() {
	var force <-chan time.Time
	for {
		select {
		case <-in.done:
			return
		case sig := <-in.ch:
			in.mu.Lock()
			first := in.sig == nil
			if first {
				in.sig = sig
			}
			in.mu.Unlock()
			if first {
				// The cause names the signal: what a command stopped
				// midway says (explain: "stopped: interrupted by SIGTERM").
				in.cancel(fmt.Errorf("interrupted by %s", signalName(sig)))
				force = time.After(forceStopAfter)
			}
		case <-force:
			in.forceStop()
		}
	}
}

// forceStop ends the process now: solvers killed, their temporary files
// removed, the command's own last words (dimacs solve: "s UNKNOWN").
func (in *interruption) forceStop() {
	solver.KillAll()
	in.mu.Lock()
	sig, force := in.sig, in.force
	in.mu.Unlock()
	code := exitUnknown
	if force != nil {
		code = force()
	}
	if stdout != nil {
		// The output ends with a whole Write: a record written at once
		// is never cut (issue 32 item 2).
		stdout.hold(time.Second)
	}
	fmt.Fprintf(os.Stderr, "puzzlesat: interrupted by %s: stopped by force (solvers killed, temporary files removed)\n", signalName(sig))
	os.Exit(code)
}

// stop ends the watch when the command returns. The channel stays
// registered: a stop signal that arrives while the process exits (a
// second or third signal sent with the first) is absorbed by its buffer
// instead of killing the process with the default action after the
// command has stopped cleanly; a signal once the buffer is full is
// dropped, and the process ends within moments anyway.
func (in *interruption) stop() {
	close(in.done)
	in.cancel(nil)
}

func (in *interruption) signal() os.Signal {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.sig
}

// interruptOf is the command's interruption state (nil outside interruptible).
func interruptOf(ctx context.Context) *interruption {
	in, _ := ctx.Value(interruptKey{}).(*interruption)
	return in
}

// interruptedBy is the signal that stopped the command, or nil.
func interruptedBy(ctx context.Context) os.Signal {
	if in := interruptOf(ctx); in != nil {
		return in.signal()
	}
	return nil
}

// onForcedStop sets what a forced stop prints (to standard output) and
// the exit code it returns, instead of the plain exit 4.
func onForcedStop(ctx context.Context, f func() int) {
	if in := interruptOf(ctx); in != nil {
		in.mu.Lock()
		in.force = f
		in.mu.Unlock()
	}
}

// releaseSignals gives the stop signals their default action back, for
// a process that must die of them at once (the gophersat worker, which
// its parent stops with SIGTERM).
func releaseSignals() {
	signal.Reset(stopSignals...)
}

func signalName(sig os.Signal) string {
	if s, ok := sig.(syscall.Signal); ok {
		// A switch, not a map: nothing to build at start-up.
		switch s {
		case syscall.SIGINT:
			return "SIGINT"
		case syscall.SIGTERM:
			return "SIGTERM"
		case syscall.SIGHUP:
			return "SIGHUP"
		case syscall.SIGQUIT:
			return "SIGQUIT"
		case syscall.SIGXCPU:
			return "SIGXCPU"
		case syscall.SIGUSR1:
			return "SIGUSR1"
		case syscall.SIGUSR2:
			return "SIGUSR2"
		case syscall.SIGALRM:
			return "SIGALRM"
		}
	}
	return sig.String()
}
