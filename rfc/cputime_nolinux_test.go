//go:build !linux

package rfc

func threadCPUTime() int64 { return 0 }
