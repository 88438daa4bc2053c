package params

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var errNoKey = errors.New("no key")

func validMethod(m string) bool { return m == "GET" || m == "POST" }

// newReq returns a new error on an invalid method before its sink (as
// net/http's NewRequestWithContext does): every call that does not fail
// passes its URL to the sink, so it is a wrapper.
func newReq(method, u string) error {
	if !validMethod(method) {
		return fmt.Errorf("invalid method %q", method)
	}
	_, err := http.NewRequest(method, u, nil)
	return err
}

// signed fails without a key, with a sentinel error, and on its client's
// state.
func (c *client) signed(key, u string) (*http.Response, error) {
	if key == "" {
		return nil, errNoKey
	}
	if c.c == nil {
		return nil, errors.New("no client")
	}
	return c.c.Get(u)
}

type initError string

func (e initError) Error() string { return string(e) }

func newInitError(msg string) initError { return initError(msg) }

var errInInit = newInitError("in the init context")

// dial fails with errors of its own type: a sentinel, and one made by a
// constructor that cannot return nil.
func (c *client) dial(state any, addr string) error {
	if state == nil {
		return errInInit
	}
	if c.c == nil {
		return newInitError("no client")
	}
	_, err := c.c.Get(addr)
	return err
}

type account struct{ key string }

func (a *account) registered() bool { return a.key != "" }

// upload fails on its receiver's state, read through a method with a
// pointer receiver (minio's subnet Config.Post).
func (a account) upload(u string) error {
	if !a.registered() {
		return errors.New("not registered")
	}
	_, err := http.Post(u, "text/plain", nil)
	return err
}

func failures(c *client) {
	newReq("GET", "https://example.com/")
	newReq("GET", "http://[::1")             // want `params\.newReq: IP literal has no closing`
	c.signed("k", "https://example.com/%zz") // want `params\.client\.signed: .%. starts no valid escape`
	c.dial(1, "http://[::1")                 // want `params\.client\.dial: IP literal has no closing`
	account{}.upload("http://[::1")          // want `params\.account\.upload: IP literal has no closing`
}

// The look-alikes below pass their URL to no sink on a path that
// succeeds, or fail on a test of the URL itself.

// localFirst serves file:// references itself: the condition depends on
// the URL through the init's ok.
func localFirst(u string) error {
	if rest, ok := strings.CutPrefix(u, "file://"); ok {
		return readLocal(rest)
	}
	_, err := http.Get(u)
	return err
}

func readLocal(string) error { return nil }

// viaLocalTest fails on a test of a local computed from the URL.
func viaLocalTest(u string) error {
	isPath := strings.HasPrefix(u, "/")
	if isPath {
		return errors.New("a path")
	}
	_, err := http.Get(u)
	return err
}

// otherwise returns what another function returns, which can be nil.
func otherwise(mode int, u string) error {
	if mode == 1 {
		return readLocal(u)
	}
	_, err := http.Get(u)
	return err
}

// succeedsOtherwise returns no error on its other mode.
func succeedsOtherwise(mode int, u string) error {
	if mode == 1 {
		return nil
	}
	_, err := http.Get(u)
	return err
}

func notFailures() {
	localFirst("file:///a b")
	viaLocalTest("/a b")
	otherwise(1, "::bad")
	succeedsOtherwise(1, "::bad")
}
