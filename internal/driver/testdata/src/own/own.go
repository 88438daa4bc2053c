// Package own has a finding of its own, and a wrapper that useown calls:
// analyzed as useown's dependency, for its facts alone, it reports nothing.
package own

import "api"

func Fetch(raw string) { api.Get(raw) }

func ping() { api.Get("http://example.com/s t") } // finding
