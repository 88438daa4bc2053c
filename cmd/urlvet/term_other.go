//go:build !linux && !darwin && !dragonfly && !freebsd && !netbsd && !openbsd && !windows

package main

import "os"

// isTerminal reports whether f is a terminal: never, where urlvet cannot
// tell.
func isTerminal(f *os.File) bool { return false }
