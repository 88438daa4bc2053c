// Package params passes constants to unexported functions and function
// literals that are no wrappers: the sink takes the parameter in a
// template or through a local variable. Every call of such a function is
// in the package, so the parameter takes the arguments of its calls,
// when the sink runs on every path with the parameter unchanged.
package params

import (
	"net/http"
	"net/url"
	"strings"
)

// fetch puts its parameter in a template.
func fetch(base string) {
	http.Get(base + "/v1/status")
}

// viaLocal passes it through a local variable declared once.
func viaLocal(host string) error {
	u := "https://" + host + "/health"
	_, err := http.Get(u)
	return err
}

// afterEmpty returns early on "": the empty string never reaches the sink.
func afterEmpty(base string) {
	if base == "" {
		return
	}
	http.Get(base + "/x")
}

// afterErr returns early on an earlier step's error only.
func afterErr(prev error, base string) error {
	if prev != nil {
		return prev
	}
	_, err := url.Parse(base + "/x")
	return err
}

type client struct{ c *http.Client }

// get is an unexported method no interface of the package names.
func (c *client) get(path string) {
	c.c.Get("https://example.com" + path)
}

// outer passes its parameter on every path to inner, which is no wrapper.
func outer(host string) { inner(host) }

func inner(host string) { http.Get("https://" + host + "/") }

// direct is an unexported wrapper: its calls are checked as sinks, once.
func direct(u string) { http.Get(u) }

func calls(c *client) {
	fetch("https://example.com")
	fetch("https://example.com/a b") // want `http\.Get: space is not allowed in a path`
	viaLocal("example.com")
	viaLocal("exa mple.com") // want `http\.Get: space is not allowed in a host`
	afterEmpty("")
	afterEmpty("http://[::1")         // want `http\.Get: IP literal has no closing`
	afterErr(nil, "http://[::1")      // want `url\.Parse: IP literal has no closing`
	c.get("/a b")                     // want `http\.Client\.Get: space is not allowed in a path`
	outer("exa mple.com")             // want `http\.Get: space is not allowed in a host`
	direct("https://example.com/%zz") // want `params\.direct: .%. starts no valid escape`

	get := func(p string) { http.Get("https://example.com" + p) }
	get("/ok")
	get("/a b") // want `http\.Get: space is not allowed in a path`
	func(ref string) {
		url.Parse(ref + "#top")
	}("%zz") // want `url\.Parse: .%. starts no valid escape`
}

// The look-alikes below stay quiet.

// pollConnz uses its URL only when mode is 0 (nats-server's test helper).
func pollConnz(mode int, u string) string {
	if mode == 0 {
		resp, err := http.Get(u)
		if err == nil {
			resp.Body.Close()
		}
	}
	return ""
}

// pollInverted returns early unless mode is 0.
func pollInverted(mode int, u string) {
	if mode == 1 {
		return
	}
	http.Get(u)
}

// onlyHTTP returns early on another test of its parameter.
func onlyHTTP(ref string) {
	if !strings.HasPrefix(ref, "http") {
		return
	}
	url.Parse(ref)
}

// viaBranch assigns the parameter to its local on one path only.
func viaBranch(mode int, h string) {
	u := "https://example.com/"
	if mode == 0 {
		u = h
	}
	http.Get(u)
}

// outerSome calls inner on some paths only.
func outerSome(mode int, host string) {
	if mode == 0 {
		inner(host)
	}
}

// captured reaches the sink from a goroutine it starts on every path: a
// wrapper.
func captured(u string) {
	go func() { http.Get(u) }()
}

// callback is also passed as a value: some of its calls are not seen.
func callback(base string) { http.Get(base) }

func run(f func(string)) { f("") }

// Exported functions are called from other packages too.
func Exported(base string) { http.Get(base + "/x") }

type fetcher interface{ load(string) }

type loader struct{}

// load implements fetcher: calls through the interface are not seen.
func (loader) load(path string) { http.Get(path) }

func quiet(l loader) {
	pollConnz(1, "")
	pollConnz(1, "::bad")
	pollInverted(1, "")
	onlyHTTP("ftp://a b")
	viaBranch(1, "::bad")
	outerSome(1, "exa mple.com")
	captured("http://a b") // want `params\.captured: space is not allowed in a host`
	run(callback)
	Exported("http://a b")
	var f fetcher = l
	f.load("/x")

	// Their own calls pass the argument to the sink all the same.
	callback("http://a b")            // want `params\.callback: space is not allowed in a host`
	l.load("https://example.com/%zz") // want `params\.loader\.load: .%. starts no valid escape`
}

// A parameter passed whole to a sink: by a function literal called where
// it is written (no wrapper: it has no name), and by one held in a
// variable, a wrapper whose calls are checked.
func whole(mode int) {
	func(u string) {
		http.Get(u)
	}("https://example.com/%zz") // want `http\.Get: .%. starts no valid escape`
	check := func(verbose bool, ref string) {
		if verbose {
			println(ref)
		}
		url.Parse(ref)
	}
	check(false, "http://[::1") // want `params\.check: IP literal has no closing`
	check(true, "https://example.com/")
}

// retryGet retries in a loop without condition: its body runs at least
// once, and it leaves the loop before the sink only on an error.
func retryGet(prev error, u string) error {
	for {
		if prev != nil {
			return prev
		}
		resp, err := http.Get(u)
		if err != nil {
			continue
		}
		return resp.Body.Close()
	}
}

// encodeThenGet returns early only on the error of an earlier step, in a
// branch that tests another value.
func encodeThenGet(body any, u string) {
	if body != nil {
		if _, err := url.Parse("https://example.com/"); err != nil {
			return
		}
	}
	http.Get(u)
}

// breakFirst leaves its loop before the sink when mode is 1.
func breakFirst(mode int, u string) {
	for {
		if mode == 1 {
			break
		}
		http.Get(u)
		return
	}
}

// returnInSwitch returns before the sink on one case.
func returnInSwitch(mode int, u string) {
	switch mode {
	case 1:
		return
	}
	http.Get(u)
}

func loops() {
	retryGet(nil, "https://example.com/%zz")      // want `params\.retryGet: .%. starts no valid escape`
	encodeThenGet(nil, "https://example.com/%zz") // want `params\.encodeThenGet: .%. starts no valid escape`
	breakFirst(1, "::bad")
	returnInSwitch(1, "::bad")
}

// probe returns a closure that passes its parameter to the sink.
func probe(u string) func() error {
	return func() error {
		_, err := http.Get(u)
		return err
	}
}

// probeTmpl puts it in a template.
func probeTmpl(host string) func() {
	return func() { http.Get("https://" + host + "/") }
}

// probeSome makes the closure only when mode is 0.
func probeSome(mode int, u string) func() {
	if mode == 0 {
		return func() { http.Get(u) }
	}
	return nil
}

// probeLater calls the sink in its closure only when mode is 0.
func probeLater(mode int, host string) func() {
	return func() {
		if mode == 0 {
			http.Get("https://" + host + "/")
		}
	}
}

func closures() {
	probe("https://example.com/%zz") // want `params\.probe: .%. starts no valid escape`
	probeTmpl("exa mple.com")        // want `http\.Get: space is not allowed in a host`
	probeSome(1, "::bad")
	probeLater(1, "exa mple.com")
}

// getErr is checked from the test file: a call there whose error is
// expected passes a bad URL on purpose.
func getErr(base string) error {
	_, err := http.Get(base + "/x")
	return err
}
