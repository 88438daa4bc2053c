//go:build !unix

package eval

import "time"

func peakRSS() int64 { return 0 }

func cpuTime() time.Duration { return 0 }
