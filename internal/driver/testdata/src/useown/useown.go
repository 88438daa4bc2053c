// Package useown reaches api.Get through own's wrapper.
package useown

import "own"

func use() { own.Fetch("http://example.com/u v") } // finding
