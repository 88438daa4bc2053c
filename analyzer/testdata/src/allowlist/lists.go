package allowlist

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// allowedRedirects are the sites a login may return to: the first ends
// at its host, so another host passes.
var allowedRedirects = []string{
	"https://example.com", // want `URL allow-list: a prefix that ends at the host: "https://example.com.attacker.test/" passes`
	"https://docs.example.com/",
}

// LoopLogin redirects when one prefix of the list matches.
func LoopLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	for _, p := range allowedRedirects {
		if strings.HasPrefix(next, p) { // tested here
			http.Redirect(w, r, next, http.StatusFound)
			return
		}
	}
	http.Error(w, "forbidden", http.StatusForbidden)
}

const statusPage = `^https://status.example\.com/` // want `an unescaped '.' in a host name matches any character: "https://statusxexample.com/" passes.*; no fix: the constant is read elsewhere too`

// FlagLogin sets a flag in the loop and redirects after it.
func FlagLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	ok := false
	for _, p := range []string{statusPage, `^https://help\.example\.com/`} {
		if m, _ := regexp.MatchString(p, next); m { // tested here
			ok = true
			break
		}
	}
	if !ok {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// statusLink returns the status page's pattern: the constant is read
// here too, so the allow-list's finding has no fix.
func statusLink() string { return statusPage }

// allowedDomains are tested as suffixes of a host name.
var allowedDomains = map[string]bool{
	"example.com":  true, // want `a host suffix without its leading '.': "attackerexample.com" passes`
	".example.org": true,
}

// fetchDomain fetches a URL whose host ends with one of the domains.
func fetchDomain(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	allowed := false
	for d := range allowedDomains {
		if strings.HasSuffix(u.Hostname(), d) { // tested here
			allowed = true
		}
	}
	if !allowed {
		return nil, nil
	}
	return http.Get(raw)
}

var callbackPatterns = []*regexp.Regexp{
	regexp.MustCompile(`^https://app\.example\.com/`),
	regexp.MustCompile(`^https://api.example\.com/`), // want `an unescaped '.' in a host name matches any character: "https://apixexample.com/" passes`
}

// PatternLoop redirects to a callback one of the patterns allows.
func PatternLoop(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	for _, re := range callbackPatterns {
		if re.MatchString(cb) { // tested here
			http.Redirect(w, r, cb, http.StatusFound)
			return
		}
	}
}

// isAllowed is the helper a redirect's caller tests.
func isAllowed(u string) bool {
	return strings.HasPrefix(u, "https://accounts.example.com") // want `"https://accounts.example.com.attacker.test/" passes`
}

// HelperLogin redirects when the helper allows the target.
func HelperLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isAllowed(next) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}

var partnerHosts = []string{"partner.com", "example.net"} // want `a host suffix without its leading '.': "attackerpartner.com" passes` `a host suffix without its leading '.': "attackerexample.net" passes`

// trustedHost parses the URL and tests its host in a loop.
func trustedHost(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	for _, h := range partnerHosts {
		if strings.HasSuffix(u.Hostname(), h) { // tested here
			return true
		}
	}
	return false
}

// PartnerProxy fetches what the helper trusts.
func PartnerProxy(r *http.Request) (*http.Response, error) {
	target := r.URL.Query().Get("target")
	if trustedHost(target) {
		return http.Get(target)
	}
	return nil, nil
}

// isLocal refuses what does not start with '/', and nothing else.
func isLocal(next string) bool {
	if !strings.HasPrefix(next, "/") { // want `a redirect target checked for a leading '/' alone`
		return false
	}
	return true
}

// HelperLocal keeps the redirect local, it thinks.
func HelperLocal(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isLocal(next) {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}
