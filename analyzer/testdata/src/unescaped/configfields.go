package unescaped

import (
	"fmt"
	"net/http"

	"unescaped/config"
)

// A field the package fills from its configuration alone, or with a
// constant default, is configuration kept where requests are made: quiet.
// A field also written with a parameter of no known kind, or with
// configuration whose name says free text, is not.
var defaultIndex = "capsules"

type searchPublisher struct {
	endpoint string
	index    string
	shelf    string
	note     string
	hc       *http.Client
}

func newSearchPublisher(opts *config.Options, shelf string) *searchPublisher {
	idx := opts.SearchIndex()
	if idx == "" {
		idx = defaultIndex
	}
	return &searchPublisher{endpoint: base, index: idx, shelf: shelf, note: opts.SearchTitle(), hc: http.DefaultClient}
}

func (p *searchPublisher) publish() {
	p.hc.Get(fmt.Sprintf("%s/indexes/%s/documents", p.endpoint, p.index))
	o := opts()
	p.hc.Get(fmt.Sprintf("%s/indexes/%s/documents", p.endpoint, o.SearchIndex()))
	p.hc.Get(fmt.Sprintf("%s/shelves/%s", p.endpoint, p.shelf)) // want `p\.shelf, a string, is written unescaped into the path`
	p.hc.Get(fmt.Sprintf("%s/notes/%s", p.endpoint, p.note))    // want `p\.note, a string, is written unescaped into the path`
}

func opts() *config.Options { return new(config.Options) }
