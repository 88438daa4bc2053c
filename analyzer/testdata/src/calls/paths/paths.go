// Package paths has functions that pass a parameter to a sink on some
// paths only: they are wrappers only when the sink runs on every path.
package paths

import (
	"errors"
	"io"
	"net/http"
	"net/url"
)

type server struct{}

func (s *server) connz() string { return "" }

func readBody(u string) []byte {
	resp, err := http.Get(u)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return b
}

// pollConnz ignores u unless mode is 0.
func pollConnz(s *server, mode int, u string) string {
	if mode == 0 {
		return string(readBody(u))
	}
	return s.connz()
}

// pollInverted returns early unless mode is 0.
func pollInverted(s *server, mode int, u string) string {
	if mode == 1 {
		return s.connz()
	}
	return string(readBody(u))
}

// retry calls the sink in a loop that may not run.
func retry(n int, u string) {
	for i := 0; i < n; i++ {
		http.Get(u)
	}
}

func either(fast bool, u string) bool {
	return fast && readBody(u) != nil
}

// orDefault returns early on "": the empty string never reaches the sink.
func orDefault(u string) error {
	if u == "" {
		return errors.New("no URL")
	}
	_, err := http.Get(u)
	return err
}

// afterErr returns early on an error of an earlier step: still a wrapper.
func afterErr(prev error, u string) error {
	if prev != nil {
		return prev
	}
	_, err := url.Parse(u)
	return err
}

// afterAssert returns early when an assertion fails: a failed step, still
// a wrapper.
func afterAssert(opts any, u string) error {
	if _, ok := opts.(*server); !ok {
		return errors.New("not a server")
	}
	_, err := url.Parse(u)
	return err
}

// afterAssertStmt is afterAssert with the assertion in a statement of its own.
func afterAssertStmt(opts any, u string) error {
	s, ok := opts.(*server)
	if !ok {
		return errors.New("not a server")
	}
	_ = s
	_, err := url.Parse(u)
	return err
}

// afterLookup returns early when a map has no entry: a mode, no wrapper.
func afterLookup(modes map[string]bool, u string) error {
	if _, ok := modes["poll"]; !ok {
		return nil
	}
	_, err := url.Parse(u)
	return err
}

func calls(s *server) {
	pollConnz(s, 1, "")
	pollConnz(s, 1, "http://127.0.0.1:%d/connz")
	pollInverted(s, 0, "")
	pollInverted(s, 0, "http://127.0.0.1:%d/connz")
	retry(0, "http://127.0.0.1:%d/connz")
	either(false, "")
	orDefault("")
	orDefault("https://example.com/a b") // want `paths\.orDefault: space is not allowed in a path`
	afterErr(nil, "http://[::1")         // want `paths\.afterErr: IP literal has no closing`
	afterAssert(s, "http://[::1")        // want `paths\.afterAssert: IP literal has no closing`
	afterAssertStmt(s, "http://[::1")    // want `paths\.afterAssertStmt: IP literal has no closing`
	afterLookup(nil, "http://[::1")
	readBody("https://example.com/%zz") // want `paths\.readBody: .%. starts no valid escape`
}
