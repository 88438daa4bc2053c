package hostname

import (
	"net/http"
)

// isHTTPS reads the scheme of the request a handler received: empty.
func isHTTPS(r *http.Request) bool {
	return r.URL.Scheme == "https" // want `r.URL.Scheme is empty in a server's handler: .* tell HTTPS by r.TLS != nil`
}

// Secure calls the helper with the request it received.
func Secure(w http.ResponseWriter, r *http.Request) {
	if !isHTTPS(r) {
		http.Error(w, "use https", http.StatusForbidden)
	}
}

// SecureToo calls the helper with its request too.
func SecureToo(w http.ResponseWriter, req *http.Request) {
	if isHTTPS(req) {
		w.WriteHeader(http.StatusNoContent)
	}
}

// requestHost reads the host of a handler's request from its URL.
func requestHost(r *http.Request) string {
	return r.URL.Host // want `r.URL.Host is empty in a server's handler, but for a proxy's request: the host a request names is in r.Host`
}

// Hosted calls requestHost with its request.
func Hosted(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(requestHost(r)))
}

// isSecureOutgoing reads the scheme of a request the package also
// builds itself: quiet.
func isSecureOutgoing(r *http.Request) bool {
	return r.URL.Scheme == "https"
}

// Outgoing gives the helper a request of its own.
func Outgoing(w http.ResponseWriter, r *http.Request) {
	out, err := http.NewRequest(http.MethodGet, "https://example.com/", nil)
	if err != nil || !isSecureOutgoing(out) || !isSecureOutgoing(r) {
		return
	}
}

// schemeOf knows the field may be empty: quiet.
func schemeOf(r *http.Request) string {
	if r.URL.Scheme == "" {
		return "http"
	}
	return r.URL.Scheme
}

// Scheme calls schemeOf with its request.
func Scheme(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(schemeOf(r)))
}

// isHTTPSValue is given to a function as a value: quiet.
func isHTTPSValue(r *http.Request) bool {
	return r.URL.Scheme == "https"
}

// Check takes a test of requests.
func Check(test func(*http.Request) bool) {}

// Registered passes the helper on as a value.
func Registered(w http.ResponseWriter, r *http.Request) {
	Check(isHTTPSValue)
	_ = isHTTPSValue(r)
}

// unused is called by no one: quiet.
func unused(r *http.Request) bool {
	return r.URL.Scheme == "https"
}
