package basevalues

import (
	"fmt"
	"net/http"
	"strings"
)

// A helper formats the request URL from a base its callers read from a
// field: the field's values reach the helper's template through its
// parameter.
type Inference struct {
	settings inferenceSettings
}

type inferenceSettings struct {
	endpoint string
	token    string
}

type InferenceOption func(*inferenceSettings)

func WithEndpoint(e string) InferenceOption {
	return func(s *inferenceSettings) { s.endpoint = e }
}

func NewInference(token string, opts ...InferenceOption) *Inference {
	s := inferenceSettings{endpoint: "https://inference.example.com/v2", token: token}
	for _, o := range opts {
		o(&s)
	}
	return &Inference{settings: s}
}

func endpointURL(endpoint, route string) string {
	return fmt.Sprintf("%s%s", endpoint, route)
}

func (c *Inference) post(route string) (*http.Response, error) {
	return http.Post(endpointURL(c.settings.endpoint, route), "application/json", nil)
}

func (c *Inference) Complete() (*http.Response, error) { return c.post("/completions") }

func Proxied(token string) *Inference {
	return NewInference(token, WithEndpoint("https://proxy.example.net/inference/v2/")) // want `joining two strings makes "//" in the path`
}

// Look-alikes: the helper trims the base, or the base the option writes
// has no trailing '/'.
type Ledger struct{ base string }

func NewLedger(base string) *Ledger { return &Ledger{base: base} }

func ledgerURL(base, route string) string {
	return fmt.Sprintf("%s%s", strings.TrimSuffix(base, "/"), route)
}

func (l *Ledger) Entries() (*http.Response, error) { return http.Get(ledgerURL(l.base, "/entries")) }

func MainLedger() *Ledger { return NewLedger("https://ledger.example.com/api/") }

type Quotes struct{ base string }

func NewQuotes(base string) *Quotes { return &Quotes{base: base} }

func quoteURL(base, route string) string { return fmt.Sprintf("%s%s", base, route) }

func (q *Quotes) Latest() (*http.Response, error) { return http.Get(quoteURL(q.base, "/latest")) }

func MainQuotes() *Quotes { return NewQuotes("https://quotes.example.com/api") }
