package params

import (
	"net/http"
	"net/url"
	"os"
)

// withDefault replaces an empty argument by its default before the sink:
// a wrapper for its parameter whose calls with "" pass no URL, and whose
// default is checked where it is written.
func withDefault(u string) {
	if u == "" {
		u = "https://example.com/%zz" // want `http\.Get: .%. starts no valid escape`
	}
	http.Get(u)
}

// fromEnv takes its default from the environment, run-time input, after
// other steps in the default's body.
func fromEnv(u string) error {
	if len(u) == 0 {
		host, err := os.Hostname()
		if err != nil {
			return err
		}
		u = "http://" + host + ":8080/"
	}
	_, err := url.Parse(u)
	return err
}

// defaultTemplate puts its defaulted parameter in a template: the
// arguments of its calls and the default are checked at the sink.
func defaultTemplate(host string) {
	if host == "" {
		host = "exa mple.com" // want `http\.Get: space is not allowed in a host`
	}
	http.Get("https://" + host + "/")
}

// defaultWhenUnset tests another value with the emptiness of the
// parameter (&&): the body still runs only when the parameter is empty.
func defaultWhenUnset(fallback bool, u string) {
	if fallback && u == "" {
		u = "https://example.com/"
	}
	http.Get(u)
}

func defaults() {
	withDefault("")
	withDefault("https://example.com/")
	withDefault("http://[::1") // want `params\.withDefault: IP literal has no closing`
	fromEnv("")
	fromEnv("https://example.com/%zz") // want `params\.fromEnv: .%. starts no valid escape`
	defaultTemplate("")
	defaultTemplate("example.com")
	defaultTemplate("exa mple.org") // want `http\.Get: space is not allowed in a host`
	defaultWhenUnset(true, "")
	defaultWhenUnset(false, "http://[::1") // want `params\.defaultWhenUnset: IP literal has no closing`
}

// The look-alikes below are no wrappers: the argument does not reach the
// sink unchanged on every path where it is not empty.

// prefixed rewrites a non-empty argument (tailscale's expandProxyTarget).
func prefixed(u string) {
	if u != "" {
		u = "http://" + u
	}
	url.Parse(u)
}

// eitherEmpty also replaces a non-empty argument when force is set.
func eitherEmpty(force bool, u string) {
	if u == "" || force {
		u = "https://example.com/"
	}
	http.Get(u)
}

// defaultAfter assigns the default after the sink: the sink gets the
// argument as it is, "" included.
func defaultAfter(u string) string {
	http.Get(u)
	if u == "" {
		u = "none"
	}
	return u
}

// defaultInClosure assigns the parameter in a function literal, which can
// run at any time.
func defaultInClosure(u string) {
	set := func() {
		if u == "" {
			u = "https://example.com/"
		}
	}
	set()
	http.Get(u)
}

// defaultThenGet reads the parameter inside the default's body, where
// only the default reaches.
func defaultThenGet(u string) {
	if u == "" {
		u = "https://example.com/"
		http.Get(u)
	}
}

func notDefaults() {
	prefixed("example.com:80")
	prefixed("")
	eitherEmpty(true, "::bad")
	defaultAfter("")
	defaultInClosure("")
	defaultThenGet("::bad")
}
