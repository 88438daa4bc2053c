// Package own has a URL sink of the module's own, Get, which the tests
// name with -sinks=example.com/e2e/own.Get:0; its subpackages call it and
// import nothing from the standard library. Each set of analyzer flags is
// a cache key of its own, for urlvet and for go vet: a test that runs
// with flags of its own runs on these packages, so that it analyzes a few
// small packages instead of net/url and its dependencies once more.
package own

// Get fetches url.
func Get(url string) {}
