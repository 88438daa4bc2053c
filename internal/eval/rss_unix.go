//go:build unix

package eval

import (
	"runtime"
	"syscall"
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
