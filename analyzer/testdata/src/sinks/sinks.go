package sinks

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
)

func sinks(ctx context.Context, w http.ResponseWriter, r *http.Request, c *http.Client) {
	url.Parse("http://example.com/a b")                                   // want `url\.Parse: .*\(RFC 3986 §3\.3 pchar\)`
	url.Parse("http://example.com/ok")                                    // valid
	url.ParseRequestURI("/search?q=a b")                                  // want `url\.ParseRequestURI: .*\(RFC 3986 §3\.4 query\)`
	url.JoinPath("http://example.com/", "a b", "c|d", "e%20f")            // valid: JoinPath escapes its elements
	url.JoinPath("http://example.com/", "100%")                           // want `url\.JoinPath: '%' starts no valid escape`
	http.Get("http://example.com/{x")                                     // want `http\.Get: .*RFC 3986 §3\.3`
	http.Head("http://example.com/a b")                                   // want `http\.Head: .*RFC 3986 §3\.3`
	http.Post("http://example.com/a b", "text/plain", nil)                // want `http\.Post: .*RFC 3986 §3\.3`
	http.PostForm("http://example.com/a b", nil)                          // want `http\.PostForm: .*RFC 3986 §3\.3`
	http.NewRequest("GET", "http://example.com/a b", nil)                 // want `http\.NewRequest: .*RFC 3986 §3\.3`
	http.NewRequestWithContext(ctx, "GET", "http://example.com/a b", nil) // want `http\.NewRequestWithContext: .*RFC 3986 §3\.3`
	c.Get("http://example.com/a b")                                       // want `http\.Client\.Get: .*RFC 3986 §3\.3`
	c.Head("http://example.com/a b")                                      // want `http\.Client\.Head: .*RFC 3986 §3\.3`
	c.Post("http://example.com/a b", "text/plain", nil)                   // want `http\.Client\.Post: .*RFC 3986 §3\.3`
	c.PostForm("http://example.com/a b", nil)                             // want `http\.Client\.PostForm: .*RFC 3986 §3\.3`
	http.Redirect(w, r, "/a b", http.StatusFound)                         // want `http\.Redirect: .*RFC 3986 §3\.3`
	httptest.NewRequest("GET", "/a b", nil)                               // want `httptest\.NewRequest: .*RFC 3986 §3\.3`
	httptest.NewRequestWithContext(ctx, "GET", "/a b", nil)               // want `httptest\.NewRequestWithContext: .*RFC 3986 §3\.3`
	http.Get("localhost:8080/x")                                          // want `http\.Get: "localhost:8080/x" parses as scheme "localhost", not as host and port`
	http.Get("http//x")                                                   // want `http\.Get: .*"http//" lacks its ':', so this is a relative path`
	u, _ := url.Parse("http://example.com/")
	u.Parse("a b")                                  // want `url\.URL\.Parse: .*RFC 3986 §3\.3`
	u.JoinPath("a b")                               // valid: escaped
	u.JoinPath("a%zz")                              // want `url\.URL\.JoinPath: '%' starts no valid escape`
	(*http.Client).Get(c, "http://example.com/a b") // want `http\.Client\.Get: .*RFC 3986 §3\.3`
}

// Escapes and raw strings are reported at the bytes that hold the fault.
func literals() {
	url.Parse("http://example.com/\x20a")    // want `url\.Parse: .*pchar`
	url.Parse(`http://example.com/a\b`)      // want `url\.Parse: .*pchar`
	url.Parse("http://example.com/" + "a b") // want `url\.Parse: .*pchar`
}

// Requests built for a handler have no scheme or host. NewRequest keeps a
// fragment in URL.Fragment and never writes it in the request line, so it
// is allowed there; httptest.NewRequest reads its target as a request line.
func handlerRequests() {
	http.NewRequest("GET", "/handler?q=1", nil)
	http.NewRequest("GET", "/handler?q=1#frag", nil)
	http.NewRequest("GET", "/handler#a b", nil)      // want `http\.NewRequest: .*RFC 3986 §3\.5`
	httptest.NewRequest("GET", "/handler#frag", nil) // want `httptest\.NewRequest: a request target has no fragment`
	http.NewRequest("GET", "/a b", nil)              // want `http\.NewRequest: .*RFC 3986 §3\.3`
	http.NewRequest("GET", "localhost", nil)         // want `http\.NewRequest: .*`
}

// A request written on a connection by Request.Write may have any scheme;
// a client sends only http and https.
func rawRequests(conn net.Conn, c *http.Client) {
	ws, _ := http.NewRequest("GET", "ws://127.0.0.1/ws", nil)
	ws.Write(conn)
	sent, _ := http.NewRequest("GET", "ws://127.0.0.1/ws", nil) // want `http\.NewRequest: scheme "ws" is not http or https`
	c.Do(sent)
	bad, _ := http.NewRequest("GET", "ws://127.0.0.1/a b", nil) // want `http\.NewRequest: .*RFC 3986 §3\.3`
	bad.Write(conn)
}

// net/http.NewRequest accepts "" and a query-only reference: the request
// goes to a handler or gets its URL later, unless a client sends it as is.
func placeholderRequests(h http.Handler, c *http.Client, u *url.URL) {
	req, _ := http.NewRequest("GET", "", nil)
	req.URL = u
	c.Do(req)
	q, _ := http.NewRequest("GET", "?q=1", nil)
	h.ServeHTTP(httptest.NewRecorder(), q)
	http.NewRequest("GET", "?q=1", nil)
	http.NewRequest("GET", "?q=a b", nil)      // want `http\.NewRequest: .*RFC 3986 §3\.4`
	sent, _ := http.NewRequest("GET", "", nil) // want `http\.NewRequest: .*`
	c.Do(sent)
	sentQuery, _ := http.NewRequest("GET", "?q=1", nil) // want `http\.NewRequest: .*`
	http.DefaultClient.Do(sentQuery)
	http.Get("") // want `http\.Get: .*`
}

// An option function given the request may set its URL before it is sent
// (distribution-spec's conformance client): not sent as built.
func optionRequests(c *http.Client, set func(*http.Request), opts []func(*http.Request)) {
	req, _ := http.NewRequest("GET", "", nil)
	set(req)
	c.Do(req)
	each, _ := http.NewRequest("GET", "", nil)
	for _, o := range opts {
		o(each)
	}
	c.Do(each)
	logged, _ := http.NewRequest("GET", "", nil) // want `http\.NewRequest: .*`
	fmt.Println(logged.Method)
	c.Do(logged)
}

// A request built with an empty host ("http:///_search") is completed
// by its transport, which sets req.URL.Host before sending it: the empty
// host is an error only where the request is sent as built.
func hostLater(c *http.Client, rt http.RoundTripper, host string) (*http.Request, error) {
	req, err := http.NewRequest("GET", "http:///_search?q=1", nil) // valid: returned, sent elsewhere
	if err != nil {
		return nil, err
	}
	set, _ := http.NewRequest("GET", "https:///_cluster/health", nil) // valid: its host is set before Do
	set.URL.Host = host
	c.Do(set)
	ported, _ := http.NewRequest("GET", "http://:9200/_search", nil) // valid
	ported.URL.Host = host
	rt.RoundTrip(ported)
	asBuilt, _ := http.NewRequest("GET", "http:///_search", nil) // want `http\.NewRequest: http URLs need a non-empty host`
	c.Do(asBuilt)
	bad, _ := http.NewRequest("GET", "http:///_search?q=a b", nil) // want `http\.NewRequest: .*RFC 3986 §3\.4`
	_ = bad
	c.Get("http:///_search")     // want `http\.Client\.Get: http URLs need a non-empty host`
	http.Get("https:///_search") // want `http\.Get: https URLs need a non-empty host`
	return req, nil
}

func mustNewRequest(method, target string) *http.Request {
	req, err := http.NewRequest(method, target, nil)
	if err != nil {
		panic(err)
	}
	return req
}

func placeholderWrapper(h http.Handler) {
	h.ServeHTTP(httptest.NewRecorder(), mustNewRequest("GET", ""))
	mustNewRequest("GET", "?q=a b") // want `sinks\.mustNewRequest: .*RFC 3986 §3\.4`
}

// A request a handler serves directly needs no scheme or host: a
// relative reference is what url.Parse gives the handler.
func servedRequests(h http.Handler, serve http.HandlerFunc, c *http.Client) {
	req, _ := http.NewRequest("POST", "foo", nil)
	req.Header.Set("X-Test", "1")
	go func() { h.ServeHTTP(httptest.NewRecorder(), req) }()
	fn, _ := http.NewRequest("GET", "bar?q=1", nil)
	serve(httptest.NewRecorder(), fn)
	odd, _ := http.NewRequest("GET", "foo bar", nil) // want `http\.NewRequest: space`
	h.ServeHTTP(httptest.NewRecorder(), odd)
	both, _ := http.NewRequest("GET", "foo", nil) // want `http\.NewRequest: "foo" is a relative reference`
	h.ServeHTTP(httptest.NewRecorder(), both)
	c.Do(both)
	unserved, _ := http.NewRequest("GET", "foo", nil) // want `http\.NewRequest: "foo" is a relative reference`
	_ = unserved
}
