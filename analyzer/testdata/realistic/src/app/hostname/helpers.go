package hostname

import (
	"context"
	"net"
	"net/http"
	"net/url"
)

// case: hostname bug resolve-stored-upstream-host
func resolveUpstream(ctx context.Context, upstream *url.URL) ([]net.IPAddr, error) {
	host := upstream.Host // want `upstream.Host holds host:port`
	return net.DefaultResolver.LookupIPAddr(ctx, host)
}

// case: hostname valid resolve-stored-upstream-hostname
func resolveUpstreamName(ctx context.Context, upstream *url.URL) ([]net.IPAddr, error) {
	host := upstream.Hostname()
	return net.DefaultResolver.LookupIPAddr(ctx, host)
}

// case: hostname bug secure-cookie-helper-scheme
func secureRequest(r *http.Request) bool {
	return r.URL.Scheme == "https" // want `r.URL.Scheme is empty in a server's handler`
}

func setSession(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "x", Secure: secureRequest(r)})
}

// case: hostname valid secure-cookie-helper-tls
func secureRequestTLS(r *http.Request) bool {
	return r.TLS != nil
}

func setSessionTLS(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "x", Secure: secureRequestTLS(r)})
}

// endcase
