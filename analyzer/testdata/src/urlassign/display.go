// want package:`urlResults\(TextOf=0:\(url\)\)`

package urlassign

import (
	"fmt"
	"log"
	"net/http"
	"net/url"
	"strings"
)

// A configured URL rebuilt only to be shown, with ":-1" (any port) put
// back after parsing: text, not a URL sink.
func redactURLUser(raw string) string {
	if !strings.Contains(raw, "@") {
		return raw
	}
	parseValue := strings.TrimSpace(raw)
	restoreRandom := false
	if prefix, ok := strings.CutSuffix(parseValue, ":-1"); ok {
		parseValue = prefix + ":0"
		restoreRandom = true
	}
	u, err := url.Parse(parseValue)
	if err != nil || u.User == nil {
		return raw
	}
	u.User = url.User("_REDACTED_")
	if restoreRandom {
		u.Host = strings.TrimSuffix(u.Host, ":0") + ":-1"
	}
	return strings.Replace(u.String(), "_REDACTED_@", "[REDACTED]@", 1)
}

func redactURLListUser(raw string) string {
	parts := strings.Split(raw, ",")
	for i, part := range parts {
		parts[i] = redactURLUser(part)
	}
	return strings.Join(parts, ",")
}

// RedactArgs redacts the URLs of the command line.
func RedactArgs(args []string) {
	for i := range args {
		redactArgValue(args, i, redactURLListUser)
		redactArgValue(args, i, redactURLUser)
	}
}

func redactArgValue(args []string, i int, redact func(string) string) {
	args[i] = redact(args[i])
}

// Printed or logged only.
func logListen(raw string) {
	u, err := url.Parse(raw)
	if err != nil {
		return
	}
	u.Host = u.Hostname() + ":-1"
	log.Printf("listening on %s", u.Redacted())
	v := url.URL{Scheme: "nats"}
	v.Host = "any:-1"
	fmt.Println("route", v.String(), v.Host)
}

// Look-alikes that use the URL: still sinks.

func dialled(raw string) {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	http.Get(u.String())
}

func requested(raw string) (*http.Request, error) {
	u, _ := url.Parse(raw)
	u.RawQuery = "q=a b" // want `url\.URL\.RawQuery: .*query`
	return http.NewRequest("GET", u.String(), nil)
}

func redirected(w http.ResponseWriter, r *http.Request) {
	u := url.URL{Path: "/login"}
	u.RawQuery = "next=a b" // want `url\.URL\.RawQuery: .*query`
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func returnedURL(raw string) *url.URL {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	return u
}

// textOf's text is returned to a caller that dials it.
func textOf(raw string) string {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	return u.String()
}

func dialText() { http.Get(textOf("http://x")) }

// TextOf is exported: its callers are not seen.
func TextOf(host string) string {
	u, _ := url.Parse("http://" + host)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	return u.String()
}

// viaValue's text reaches a sink through a function value.
func viaValue(raw string, port int) string {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	return u.String()
}

func dialWith(mk func(string, int) string) { http.Get(mk("http://x", 1)) }

func useViaValue() { dialWith(viaValue) }

type client struct {
	base     *url.URL
	endpoint string
}

// Stored, or shared with a field: still sinks.
func (c *client) set(raw string) {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	c.endpoint = u.String()

	v := c.base
	v.Host = "example.com:-1" // want `url\.URL\.Host: .*port` `v is c\.base itself, a pointer`
	log.Print(v.String())

	w, _ := url.Parse(raw)
	w.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	c.base = w
}

// Text kept in a variable is not followed: still a sink.
func kept(raw string) {
	u, _ := url.Parse(raw)
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	s := u.String()
	log.Print(s)
}

// unused's callers are not seen: still a sink.
func unused() string {
	u, _ := url.Parse("http://example.com")
	u.Host = "example.com:-1" // want `url\.URL\.Host: .*port`
	return u.String()
}
