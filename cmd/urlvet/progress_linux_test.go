package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// openPTY returns the two ends of a new pseudo-terminal.
func openPTY(t *testing.T) (master, tty *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	var unlock int32
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Skipf("unlocking the pseudo-terminal: %v", e)
	}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Skipf("naming the pseudo-terminal: %v", e)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("opening the pseudo-terminal: %v", err)
	}
	return master, tty
}

// onTerminal runs urlvet in dir with standard error on a terminal, and
// returns what the terminal and standard output received.
func onTerminal(t *testing.T, dir string, args ...string) (term, stdout string) {
	t.Helper()
	master, tty := openPTY(t)
	defer master.Close()
	cmd := exec.Command(urlvetBin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false", "TERM=xterm")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, tty
	read := make(chan string)
	go func() {
		data, _ := io.ReadAll(master) // until EIO, when the last tty is closed
		read <- string(data)
	}()
	err := cmd.Run()
	tty.Close()
	term = <-read
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return term, out.String()
}

// TestProgress checks that the package mode shows packages done of their
// number on a terminal, erases it before the findings, and shows nothing
// with -json or -sarif, or when standard error is not a terminal.
func TestProgress(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	term, _ := onTerminal(t, dir, ownSinks, "./own/...")
	const erase = "\r\x1b[K"
	if !strings.Contains(term, " packages\x1b[K") || !strings.Contains(term, "urlvet: 1 of ") {
		t.Errorf("no progress on the terminal:\n%q", term)
	}
	last := strings.LastIndex(term, erase)
	if last < 0 || !strings.Contains(term[last:], "own/bad/bad.go:") || strings.Contains(term[last:], "packages") {
		t.Errorf("the progress line is not erased before the findings:\n%q", term)
	}
	for _, flag := range []string{"-json", "-sarif"} {
		if term, _ := onTerminal(t, dir, ownSinks, flag, "./own/..."); strings.Contains(term, "packages") || strings.Contains(term, "\r") {
			t.Errorf("urlvet %s shows progress:\n%q", flag, term)
		}
	}
	if res := urlvet(t, dir, ownSinks, "./own/..."); strings.Contains(res.stderr, "packages") || strings.Contains(res.stderr, "\r") {
		t.Errorf("progress shown when standard error is not a terminal:\n%q", res.stderr)
	}
}
