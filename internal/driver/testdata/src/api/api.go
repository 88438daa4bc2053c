// Package api holds the URL sink of the driver's tests, which they name in
// the analyzer's Sinks: the packages import no package of the standard
// library that has dependencies, so that the checker and the driver load a
// graph of a few packages.
package api

func Get(url string) {}
