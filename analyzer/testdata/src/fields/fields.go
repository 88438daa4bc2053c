package fields // want package:`urlFieldSinks\(4\)` package:`urlFieldValues\(Config\.BaseURL=text\|…\+slashed; Config\.Name=text; Label\.URL=text; NameServer\.Addr=text; NameServer\.Protocol=text\)`

import (
	"net/http"
	"net/url"
	"os"
	"strings"
)

type Config struct {
	Name    string
	BaseURL string
	Timeout int
}

// A package-level configuration: its field reaches the sink below.
var DefaultConfig = Config{ // want DefaultConfig:`urlVarFields\(\[0\]:"default", \[1\]:"https://api.example.com/v1 beta"\)`
	Name:    "default",
	BaseURL: "https://api.example.com/v1 beta", // want `http\.Get: .*pchar`
}

func usePackageVar() {
	http.Get(DefaultConfig.BaseURL)
}

func local() {
	cfg := Config{BaseURL: "http://example.com/a b"} // want `url\.Parse: .*pchar`
	url.Parse(cfg.BaseURL)
}

func pointer() {
	cfg := &Config{BaseURL: "http://example.com:80x/"} // want `http\.Get: .*port`
	http.Get(cfg.BaseURL)
}

func positional() {
	cfg := Config{"n", "http://exa mple.com/", 3} // want `http\.Get: .*host`
	http.Get(cfg.BaseURL)
}

func validLocal() {
	cfg := Config{Name: "a b c", BaseURL: "https://example.com/ok"}
	http.Get(cfg.BaseURL)
}

type Server struct {
	Listen   string
	Upstream Config
}

func nested() {
	s := Server{Upstream: Config{BaseURL: "http://example.com/%zz"}} // want `http\.Get: .*pct-encoded`
	http.Get(s.Upstream.BaseURL)
}

// Assigned elsewhere: every constant counts.
func assigned(debug bool) {
	cfg := Config{BaseURL: "http://example.com/c d"} // want `http\.Get: .*pchar`
	if debug {
		cfg.BaseURL = "http://example.com/e f" // want `http\.Get: .*pchar`
	}
	http.Get(cfg.BaseURL)
}

// A non-constant assignment leaves the constant ones checked.
func partlyConstant() {
	cfg := Config{BaseURL: "http://example.com/g h"} // want `http\.Get: .*pchar`
	if v := os.Getenv("BASE"); v != "" {
		cfg.BaseURL = v
	}
	http.Get(cfg.BaseURL)
}

// Rewritten from itself: the constant does not reach the sink unchanged.
func rewritten() {
	cfg := Config{BaseURL: "http://example.com/i j"}
	cfg.BaseURL = strings.ReplaceAll(cfg.BaseURL, " ", "%20")
	http.Get(cfg.BaseURL)
}

// Another variable of the same type: its assignments never reach cfg.
func distinctVars() {
	cfg := Config{BaseURL: "https://example.com/ok"}
	other := Config{}
	other.BaseURL = "not a url at all"
	_ = other
	http.Get(cfg.BaseURL)
}

// Its address is taken: anything can be stored.
func addressTaken(load func(*Config)) {
	cfg := Config{BaseURL: "http://example.com/k l"}
	load(&cfg)
	http.Get(cfg.BaseURL)
}

// Embedded structs: promoted fields.
type Endpoint struct {
	URL string // want URL:`urlField\(Endpoint→url.Parse:reference\)`
}

type Service struct {
	Endpoint
	Label string
}

func embedded() {
	s := Service{Endpoint: Endpoint{URL: "http://example.com/m n"}} // want `url\.Parse: .*pchar`
	url.Parse(s.URL)
}

// Same field name, different types: only the one read counts.
type Link struct{ URL string } // want URL:`urlField\(Link→http.Get:http\)`
type Label struct{ URL string }

func sameName() {
	_ = Label{URL: "not a url"}
	l := Link{URL: "https://example.com/ok"}
	http.Get(l.URL)
}

// A client whose field is set by its constructor: the receiver cannot be
// followed, so every literal and assignment of the field counts.
type client struct {
	endpoint string
}

func newClient() *client {
	return &client{endpoint: "https://example.com/q r"} // want `http\.Get: .*pchar`
}

func (c *client) fetch() {
	http.Get(c.endpoint)
}

// A field that also holds text that is not a URL is used on other paths:
// its constants are not followed through a receiver.
type setting struct {
	key, value string
}

var settings = []setting{
	{"title", "Hello World"},
	{"home", "https://example.com/"},
}

func (s setting) open() {
	url.Parse(s.value)
}

// Guarded reads: the condition filters the values.
type target struct {
	kind string
	ref  string
}

func guarded(ts []target) {
	t := target{kind: "file", ref: "my file.txt"}
	if t.kind == "url" {
		url.Parse(t.ref)
	}
	u := target{kind: "url", ref: "http://example.com/ok"}
	if u.ref != "" {
		url.Parse(u.ref)
	}
}

// Shadowing: the inner cfg is another variable.
func shadowing() {
	cfg := Config{BaseURL: "https://example.com/ok"}
	{
		cfg := Config{BaseURL: "not a url"}
		_ = cfg
	}
	http.Get(cfg.BaseURL)
}

// Generic structs.
type Box[T any] struct {
	URL  string // want URL:`urlField\(Box→http.Get:http\)`
	Item T
}

func generic() {
	b := Box[int]{URL: "http://example.com/s t"} // want `http\.Get: .*pchar`
	http.Get(b.URL)
}

// An empty field is unset: code tests it before use.
type Mirror struct{ URL string } // want URL:`urlField\(Mirror→http.Get:http\)`

var noMirror = Mirror{URL: ""}

func fetchMirror(m Mirror) {
	if m.URL == "" {
		return
	}
	http.Get(m.URL)
}

func useMirrors() {
	fetchMirror(noMirror)
	fetchMirror(Mirror{URL: "https://mirror.example.com/"})
}
