// Package config holds the options a program is deployed with.
package config

// Options are read from the environment once, at start.
type Options struct {
	searchIndex, searchTitle string
}

// SearchIndex returns the name of the search index to publish to.
func (o *Options) SearchIndex() string { return o.searchIndex }

// SearchTitle returns the title shown above results.
func (o *Options) SearchTitle() string { return o.searchTitle }
