//go:build unix

package rfc

import "syscall"

// cpuTime returns the process's user and system CPU time in nanoseconds:
// on a shared machine it measures the work done, not the wait for a core.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
