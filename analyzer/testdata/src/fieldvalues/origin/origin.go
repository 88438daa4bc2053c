// Package origin fills the fields of its types from responses: a header, // want package:`urlFieldValues\(Order.AuthzURLs=decoded; Order.CertURL="https://ca.example.com/cert/1"\|…; Order.FinalizeURL=decoded; Order.URI=input\)`
// and the fields of a variable only a decoder fills.
package origin

import (
	"encoding/json"
	"net/http"
	"strings"
)

// Order is built from a response.
type Order struct {
	URI         string   // the Location header: input
	AuthzURLs   []string // a decoded list: its elements are decoded
	FinalizeURL string   // a decoded field: decoded
	CertURL     string   // also given a constant: that constant is checked
	Note        string   // also an error's text: no origin
}

type wireError struct{ Detail string }

func (e *wireError) Error() string { return e.Detail }

func responseOrder(res *http.Response) (*Order, error) {
	var v struct {
		Status         string
		Authorizations []string
		Finalize       string
		Certificate    string
		Error          *wireError
	}
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
		return nil, err
	}
	o := &Order{
		URI:         res.Header.Get("Location"),
		AuthzURLs:   v.Authorizations,
		FinalizeURL: v.Finalize,
		CertURL:     v.Certificate,
	}
	if v.Error != nil {
		o.Note = v.Error.Error()
	}
	return o, nil
}

// Fixed is an order of a known certificate.
func Fixed() *Order { return &Order{CertURL: "https://ca.example.com/cert/1"} }

// Fetch gets a link only a decoder fills: decoded.
func Fetch(b []byte) {
	var v struct{ Link string }
	if json.Unmarshal(b, &v) == nil {
		http.Get(v.Link)
	}
}

// Preset decodes a constant: no input.
func Preset() {
	var v struct{ Link string }
	json.Unmarshal([]byte(`{"Link": "http://example.com/a b"}`), &v)
	http.Get(v.Link)
}

// Appended extends the decoded field in place.
func Appended(b []byte) {
	var v struct{ Link string }
	json.Unmarshal(b, &v)
	v.Link += "/x"
	http.Get(v.Link)
}

type link struct{ Link string }

func (l *link) trim() { l.Link = strings.TrimSpace(l.Link) }

// Trimmed calls a method that may store into the variable.
func Trimmed(b []byte) {
	var v link
	json.Unmarshal(b, &v)
	v.trim()
	http.Get(v.Link)
}

// Given starts from a value, which a decoder only overwrites in part.
func Given(b []byte) {
	type preset struct{ Link string }
	v := preset{Link: "http://example.com/a|b"} // want `http\.Get: .*\|`
	json.Unmarshal(b, &v)
	http.Get(v.Link)
}

// Read decodes from a reader built on a constant: no input.
func Read() {
	var v struct{ Link string }
	json.NewDecoder(strings.NewReader(`{"Link": "x"}`)).Decode(&v)
	http.Get(v.Link)
}
