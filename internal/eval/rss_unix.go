//go:build unix

package eval

import (
	"runtime"
	"syscall"
	"time"
)

// peakRSS returns this process's peak resident set size in bytes.
func peakRSS() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return ru.Maxrss // bytes on Darwin, kilobytes elsewhere
	}
	return ru.Maxrss * 1024
}

// cpuTime returns the user and system CPU time this process has used so
// far, not counting child processes (go list).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
