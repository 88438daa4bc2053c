//go:build linux

package rfc

import "syscall"

// threadCPUTime returns the CPU time of the calling thread in
// nanoseconds (RUSAGE_THREAD): with the goroutine locked to its thread,
// the work of one stretch of code, without the garbage collector's
// background workers or the wait for a core.
func threadCPUTime() int64 {
	const rusageThread = 1
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
