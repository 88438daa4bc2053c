package hostport

import (
	"database/sql"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// A host written with a precision from an argument ("%.*s"), which keeps
// the start of the text: an IPv6 address cut short still has its colons,
// and one written whole (the precision its length) needs its brackets
// before ":port" all the same. The host is the argument after the
// precision, as fmt takes them.
type peer struct {
	Addr    string
	Port    int
	Metrics string
}

func trimmedHost(p peer, host string, port int) {
	// The trailing '.' of a fully qualified name is cut off: the length
	// of the text less one.
	http.Get(fmt.Sprintf("http://%.*s:%d/healthz", len(host)-1, host, port))                // want `http\.Get: a host and ':port' joined by hand.*no fix: the host's verb cuts it short with a precision`
	http.Get(fmt.Sprintf("https://%.[2]*[1]s:%[3]d/", host, len(host), port))               // want `http\.Get: a host and ':port' joined by hand.*no fix: the host's verb cuts it short`
	u := url.URL{Scheme: "http", Host: fmt.Sprintf("%.*s:%d", len(p.Addr), p.Addr, p.Port)} // want `url\.URL\.Host: a host and ':port' joined by hand`
	http.Get(u.String())
	// Kept in a field a client reads later: no sink in sight.
	p.Metrics = fmt.Sprintf("%s://%.*s:%d/metrics", "http", 40, p.Addr, p.Port)      // want `fmt\.Sprintf: a host and ':port' joined by hand`
	sql.Open("mysql", fmt.Sprintf("app@tcp(%.*s:%d)/events", len(host), host, port)) // want `sql\.Open: a host and ':port' joined by hand`
}

// Look-alikes: the precision cuts a DNS name (an SRV target's trailing
// '.'), the host's constants, a host in brackets, a precision-cut text
// in the path, a precision of 0, a number cut to digits.
func trimmedLookAlikes(srv *net.SRV, host, id string, port, n int) {
	http.Get(fmt.Sprintf("http://%.*s:%d/", len(srv.Target)-1, srv.Target, srv.Port))
	http.Get(fmt.Sprintf("http://%.*s:%d/", n, "localhost", port))
	name := "api.internal"
	if n > 8 {
		name = "10.0.0.8"
	}
	http.Get(fmt.Sprintf("http://%.*s:%d/", n, name, port))
	http.Get(fmt.Sprintf("http://[%.*s]:%d/", n, host, port))
	http.Get(fmt.Sprintf("http://%s/items/%.*s:%d", local, n, id, port))
	http.Get(fmt.Sprintf("http://%.0s:%d/", host, port))
	http.Get(fmt.Sprintf("http://%s:%.*d/", strings.TrimSuffix(name, "."), n, port))
	http.Get(fmt.Sprintf("http://%s/", net.JoinHostPort(fmt.Sprintf("%.*s", n, host), fmt.Sprint(port))))
}
