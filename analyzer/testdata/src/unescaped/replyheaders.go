package unescaped

import (
	"errors"
	"net/http"
	"regexp"
)

// A header of a service's reply read through the package's own code: a
// function returning the reply's headers, a variable holding them, a
// parameter every call gives them.

func postForHeaders(u string) (http.Header, error) {
	resp, err := http.Post(u, "application/json", nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return resp.Header, nil
}

var transferLink = regexp.MustCompile(`<\S+/transfer/(\S+)>`)

func transferOf(headers http.Header) (string, error) {
	m := transferLink.FindStringSubmatch(headers.Get("Link"))
	if len(m) < 2 {
		return "", errors.New("no transfer link")
	}
	return m[1], nil
}

func uploadPlugin() error {
	headers, err := postForHeaders(base + "/uploads")
	if err != nil {
		return err
	}
	id, err := transferOf(headers)
	if err != nil {
		return err
	}
	_, err = http.NewRequest(http.MethodPut, base+"/transfer/"+id, nil)
	return err
}

// A parameter also given a request's headers holds input.
func sessionOf(headers http.Header) string { return headers.Get("X-Session") }

func forward(w http.ResponseWriter, r *http.Request) {
	http.Get(base + "/sessions/" + sessionOf(r.Header)) // want `sessionOf\(r\.Header\), run-time input, is written unescaped into the path`
	if hdr, err := postForHeaders(base + "/login"); err == nil {
		http.Get(base + "/sessions/" + sessionOf(hdr)) // want `sessionOf\(hdr\), run-time input, is written unescaped into the path`
	}
}
