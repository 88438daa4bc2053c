//go:build !unix

package eval

func peakRSS() int64 { return 0 }
