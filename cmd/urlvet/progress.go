package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"
)

// A progress shows on a terminal how many packages a run has done, on
// one line of standard error that it rewrites, and erases it at the end.
type progress struct {
	w     io.Writer
	mu    sync.Mutex
	last  time.Time
	shown bool
}

// newProgress returns a progress on w when w is a terminal that can
// erase a line (TERM is not "dumb"), or nil.
func newProgress(w io.Writer) *progress {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || os.Getenv("TERM") == "dumb" {
		return nil
	}
	p := &progress{w: w}
	p.show("urlvet: loading packages")
	return p
}

// update is a driver.Options.Progress: it rewrites the line at most ten
// times a second, and for the last package.
func (p *progress) update(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if done < total && time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.last = time.Now()
	p.showLocked(fmt.Sprintf("urlvet: %d of %d packages", done, total))
}

func (p *progress) show(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.showLocked(line)
}

func (p *progress) showLocked(line string) {
	fmt.Fprintf(p.w, "\r%s\x1b[K", line)
	p.shown = true
}

// done erases the line.
func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}
