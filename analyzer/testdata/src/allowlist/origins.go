package allowlist

import (
	"net/http"
	"net/url"
	"strings"
)

// A request's Origin header is read to decide whether another site's
// request is served: its test is an origin check whatever it guards (a
// handler, a refusal).
const dashboardHost = "dashboard.example.com" // want `a host name looked for anywhere in the text: "https://dashboard.example.com.attacker.test" passes`

func fromDashboard(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true // not a browser's cross-origin request
	}
	return strings.Contains(origin, dashboardHost) // tested here
}

func SameSiteOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && !fromDashboard(r) {
			http.Error(w, "cross-site request", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func DeleteAccount(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.Header.Get("Origin"), "example.org") { // want `a host suffix without its leading '.': "https://attackerexample.org" passes`
		w.WriteHeader(http.StatusForbidden)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Look-alikes: the origin parsed and its host compared whole or with a
// suffix that starts with '.', and a header other than Origin.
func fromDashboardParsed(r *http.Request) bool {
	u, err := url.Parse(r.Header.Get("Origin"))
	if err != nil {
		return false
	}
	h := u.Hostname()
	return h == dashboardHost || strings.HasSuffix(h, "."+dashboardHost)
}

func SameSiteParsed(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !fromDashboardParsed(r) {
			http.Error(w, "cross-site request", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func ExportReport(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.Header.Get("Origin"), ".example.org") {
		w.WriteHeader(http.StatusForbidden)
		return
	}
	if strings.Contains(r.Header.Get("User-Agent"), "example.org") {
		w.Header().Set("X-Partner", "1")
	}
	w.WriteHeader(http.StatusNoContent)
}
