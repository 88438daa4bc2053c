package allowlist

import (
	"net/http"
	"strings"
)

// partnerAPI is declared apart from its tests: the finding at the
// constant names each test of it (marked "tested here" below).
const partnerAPI = "https://api.partner-example.com" // want `a prefix that ends at the host: "https://api.partner-example.com.attacker.test/" passes`

// PartnerFetch fetches a URL that starts like the partner's API.
func PartnerFetch(r *http.Request) (*http.Response, error) {
	target := r.FormValue("target")
	if strings.HasPrefix(target, partnerAPI) { // tested here
		return http.Get(target)
	}
	return nil, nil
}

// PartnerRedirect redirects to a URL that starts like the partner's API.
func PartnerRedirect(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, partnerAPI) { // tested here
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// partnerDocs is tested where it is declared apart from its test too,
// but with the path that ends its host: nothing is reported.
const partnerDocs = "https://docs.partner-example.com/"

// PartnerDocs redirects to the partner's documentation.
func PartnerDocs(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if strings.HasPrefix(next, partnerDocs) {
		http.Redirect(w, r, next, http.StatusFound)
	}
}
