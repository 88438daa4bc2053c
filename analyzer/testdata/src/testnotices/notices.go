// Package testnotices holds tests whose sinks refuse some URLs by
// themselves (an error the test reads, a panic) and accept others
// silently.
package testnotices
