package lib

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// A Sender prefixes its base, which callers do not see.
type Sender struct{ base string }

// Send prefixes its base in a variable assigned the sum alone, and
// makes the request on both branches of an if: the path reaches the sink
// on every path.
func (a *Sender) Send(path string, body []byte) (*http.Request, error) { // want Send:`urlWrapper\(0→…\+http\.NewRequest:http\)`
	u := a.base + path
	var req *http.Request
	var err error
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		req, err = http.NewRequest("POST", u, bytes.NewReader(data))
	} else {
		req, err = http.NewRequest("GET", u, nil)
	}
	return req, err
}

// SendSome makes the request on one branch alone: no wrapper.
func (a *Sender) SendSome(path string, body []byte) (*http.Request, error) {
	u := a.base + path
	if body != nil {
		return http.NewRequest("POST", u, bytes.NewReader(body))
	}
	return nil, nil
}

// SendOther sends another URL on its else: no wrapper.
func (a *Sender) SendOther(path string, body []byte) (*http.Request, error) {
	u := a.base + path
	if body != nil {
		return http.NewRequest("POST", u, bytes.NewReader(body))
	} else {
		return http.NewRequest("GET", a.base, nil)
	}
}

// SendExtended extends the sum under a condition: no wrapper.
func (a *Sender) SendExtended(path string, q string) (*http.Request, error) {
	u := a.base + path
	if q != "" {
		u += "?" + q
	}
	return http.NewRequest("GET", u, nil)
}

// SendHost builds its own URL, of a scheme it picks, around the host it
// is given: no wrapper.
func SendHost(host string, tls bool) (*http.Response, error) {
	scheme := "http"
	if tls {
		scheme = "https"
	}
	u := scheme + "://" + host
	return http.Get(u)
}
