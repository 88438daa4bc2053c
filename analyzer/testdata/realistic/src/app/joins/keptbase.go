package joins

import (
	"net/http"
	"net/url"
	"strings"
)

// case: joins bug kept-base-untrimmed-join
type Ledger struct {
	base string
	hc   *http.Client
}

func NewLedger(base string) *Ledger { return &Ledger{base: base, hc: http.DefaultClient} }

func (l *Ledger) Entries(account string) (*http.Response, error) {
	return l.hc.Get(l.base + "/v2/accounts/" + url.PathEscape(account) + "/entries") // want `l.base holds free configuration \(a parameter kept in a field\)`
}

// case: joins valid kept-base-trimmed-join
type Quota struct{ base string }

func NewQuota(base string) *Quota { return &Quota{base: strings.TrimSuffix(base, "/")} }

func (q *Quota) Usage(project string) (*http.Response, error) {
	return http.Get(q.base + "/v1/projects/" + url.PathEscape(project) + "/usage")
}

// case: joins valid kept-name-relative-segment
type Bucket struct{ name string }

func NewBucket(name string) *Bucket { return &Bucket{name: name} }

func (b *Bucket) objectRef(key string) (*url.URL, error) {
	return url.Parse(b.name + "/" + url.PathEscape(key))
}
