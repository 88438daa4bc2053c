package hostname

import (
	"net/http"
	"net/url"
	"strings"
)

// Splits at ':' whose host alone is kept: a url.URL's Host gets
// Hostname(), other text net.SplitHostPort with the text kept whole
// where it has no port, as the split kept it.
func splitURLHost(u *url.URL) string {
	return strings.Split(u.Host, ":")[0] // want `u.Host holds an IPv6 address`
}

func splitNURLHost(u *url.URL) bool {
	return strings.SplitN(u.Host, ":", 2)[0] == "localhost" // want `u.Host holds an IPv6 address`
}

func cutURLHost(r *http.Request) string {
	host, _, _ := strings.Cut(r.URL.Host, ":") // want `r.URL.Host holds an IPv6 address`
	return host
}

func splitRequestHost(r *http.Request) string {
	host := strings.Split(r.Host, ":")[0] // want `r.Host holds an IPv6 address`
	return strings.ToLower(host)
}

type visitor struct{ ip string }

func (v *visitor) from(r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		v.ip, _, _ = strings.Cut(r.RemoteAddr, ":") // want `r.RemoteAddr holds an IPv6 address`
	}
}

func splitNamedH(r *http.Request) string {
	h := strings.Split(r.Host, ":")[0] // want `r.Host holds an IPv6 address`
	return h
}

// No fix: the port is read too, the index is used, the host is
// returned from an expression, the count keeps the text whole.
func splitPort(r *http.Request) string {
	return strings.Split(r.Host, ":")[1] // want `r.Host holds an IPv6 address.*; no fix: the split's other results are used`
}

func cutFound(r *http.Request) (string, bool) {
	host, _, found := strings.Cut(r.Host, ":") // want `no fix: the split's other results are used`
	return host, found
}

func lastIndex(r *http.Request) string {
	if i := strings.LastIndex(r.Host, ":"); i >= 0 { // want `no fix: the code around the index reads host and port`
		return r.Host[:i]
	}
	return r.Host
}

func returned(r *http.Request) string {
	return strings.Split(r.RemoteAddr, ":")[0] // want `no fix: net.SplitHostPort fails where there is no port, where the split gave the whole text`
}

func stripPort(r *http.Request) {
	r.Host = strings.Split(r.Host, ":")[0] // want `host:port split at a ':' by hand`
}

func urlPort(u *url.URL) string {
	parts := strings.Split(u.Host, ":") // want `no fix: the split's other results are used; read u.Hostname\(\) and u.Port\(\), which need no split`
	return parts[1]
}
