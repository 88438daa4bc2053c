package noise

import (
	"errors"
	"net/http"
	"net/url"
	"testing"

	"noise/hubaddr"
)

func TestBad(t *testing.T) {
	_, err := url.Parse("http://example.com/a b")
	if err == nil {
		t.Fatal("want an error")
	}
}

type asserter struct{}

func (asserter) Error(t *testing.T, err error) {}

func TestAssert(t *testing.T) {
	var assert asserter
	_, err := url.Parse("http://example.com/${c}")
	assert.Error(t, err)
}

func TestGood(t *testing.T) {
	_, err := url.Parse("http://example.com/${e}") // want `url\.Parse: unexpanded variable`
	if err != nil {
		t.Fatal(err)
	}
}

func TestReportsError(t *testing.T) {
	_, err := url.Parse("http://example.com/${g}") // want `url\.Parse: unexpanded variable`
	if err != nil {
		t.Error(err)
	}
}

func TestTypeAssert(t *testing.T) {
	_, err := url.Parse(":foo")
	if _, ok := err.(*url.Error); !ok {
		t.Fatal(err)
	}
}

// Test fixtures use fake passwords on purpose.
func TestCredentials(t *testing.T) {
	_ = url.UserPassword("me", "pass")
	url.Parse("http://me:pass@example.com/")
	url.Parse("http://me:pass@example.com/${a}") // want `url\.Parse: unexpanded variable`
}

// A table row that expects an error holds a bad URL on purpose.
var requestTests = []struct {
	URL       *url.URL
	WantError error
	WantWrite string
}{
	{URL: &url.URL{Host: "www.example.com", RawQuery: "a=1&amp;b=2"}, WantError: errors.New("control character")},
	{URL: &url.URL{Host: "www.example.com", RawQuery: "a=1&amp;b=2"}, WantError: nil, WantWrite: "x"}, // want `url\.URL\.RawQuery: .*`
	{URL: &url.URL{Host: "www.example.com", RawQuery: "c=3&amp;d=4"}, WantWrite: "x"},                 // want `url\.URL\.RawQuery: .*`
}

// etcd's netutil tests: the error field is named hasError and the URLs
// sit in a nested slice of the row.
var urlsTests = []struct {
	urls     [][]url.URL
	hasError bool
}{
	{urls: [][]url.URL{{{Scheme: "http", Host: "ssh://infra0.example.com:4001"}}}, hasError: true},
	{urls: [][]url.URL{{{Scheme: "http", Host: "ssh://infra0.example.com:4001"}}}, hasError: false}, // a url.URL of the test's: no sink refuses it
}

var shouldErrTests = []struct {
	u         *url.URL
	shouldErr bool
}{
	{&url.URL{Scheme: "http", Host: "a b"}, true},
}

var badURLs = []struct {
	in      *url.URL
	wantErr bool
}{
	{&url.URL{Host: "a b"}, true},
}

// TestShared shares err between an expect-error check and parses that
// must succeed: those are checked.
func TestShared(t *testing.T) {
	_, err := url.Parse("http://[::1")
	if err == nil {
		t.Fatal("want an error")
	}
	u, err := url.Parse("http://proxy.example.com:3128/${pac}") // want `url\.Parse: unexpanded variable`
	if err != nil {
		t.Fatal(err)
	}
	_ = u
	_, err = url.Parse("http://example.com:port/")
	if err == nil {
		t.Fatal("want an error for a named port")
	}
	_, err = url.Parse("http://example.com/${c}") // want `url\.Parse: unexpanded variable`
	if err != nil {
		t.Error(err)
	}
}

// A row that expects 400 Bad Request sends a malformed path on purpose
// (grpc-gateway's runtime tests).
var statusTests = []struct {
	reqPath    string
	respStatus int
}{
	{reqPath: "foo", respStatus: http.StatusBadRequest},
	{reqPath: "bar", respStatus: http.StatusNotFound}, // want `join|'/'`
	{reqPath: "/foo", respStatus: http.StatusOK},
}

func TestStatusRows(t *testing.T) {
	for _, tt := range statusTests {
		url.Parse("http://example.com" + tt.reqPath)
	}
}

// A variable named for bad input holds it on purpose (oauth2-proxy's
// legacy options test).
func TestNamedVariable(t *testing.T) {
	invalidHTTP := "http://ab:port/"
	u, _ := url.Parse(invalidHTTP)
	_ = u
	plain := "http://ef:port/" // want `url\.Parse: port`
	w, _ := url.Parse(plain)
	_ = w
}

// A row flagged to fail (miniflux's discoveryError) holds bad input.
var discoveryTests = []struct {
	websiteURL     string
	discoveryError bool
}{
	{websiteURL: "https://example|org/", discoveryError: true},
	{websiteURL: "https://example|net/", discoveryError: false}, // want `url\.Parse: '\|' is not allowed in a host`
}

func TestDiscovery(t *testing.T) {
	for _, tt := range discoveryTests {
		url.Parse(tt.websiteURL)
	}
}

// A test named for a failure holds bad input (dghubble/oauth1).
func TestAuthorizationURL_CannotParseAuthorizeURL(t *testing.T) {
	url.Parse("%gh&%ij")
}

// A comment above a row says its input is bad (olivere/elastic's
// canonicalize tests).
func TestCommentedRows(t *testing.T) {
	for _, tt := range []struct{ in string }{
		// #8: Invalid URL
		{in: "127.0.0.1:9200"},
		// #9: a host and port
		{in: "127.0.0.2:9200"}, // want `url\.Parse: `
	} {
		url.Parse(tt.in)
	}
}

// A test's account in the address another package documents: credentials
// of a test, reported where the test takes the address, are not reported.
func TestHubStatus(t *testing.T) {
	if err := status(hubaddr.Addr("me", "pass")); err != nil {
		t.Skip(err)
	}
}

// A gocheck-style suite: c.Assert given a checker that requires an
// error holds a bad URL on purpose; one that requires none does not.
type checker struct{}

var (
	ErrorMatches = checker{}
	NotNil       = checker{}
	IsNil        = checker{}
)

type checkC struct{}

func (*checkC) Assert(obtained any, c checker, args ...any)     {}
func (*checkC) Check(obtained any, c checker, args ...any) bool { return true }

type parseSuite struct{}

func (s *parseSuite) TestRoot(c *checkC) {
	_, err := url.Parse("http://lolo%2")
	c.Assert(err, ErrorMatches, ".*invalid URL escape.*")
	_, err = url.Parse("http://example.com/${h}")
	c.Check(err, NotNil)
}

func (s *parseSuite) TestRootParses(c *checkC) {
	_, err := url.Parse("http://example.com/${i}") // want `url\.Parse: unexpanded variable`
	c.Assert(err, IsNil)
}
