//go:build !unix

package rfc

func cpuTime() int64 { return 0 }
