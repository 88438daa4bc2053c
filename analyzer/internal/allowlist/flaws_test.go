package allowlist

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

type row struct {
	test   Test
	rules  []Rule // in the order Flaws gives them
	bypass string // the first flaw's bypass, where the row pins it
	at     int    // the first flaw's Start
}

var flawRows = []row{
	// Prefixes of whole URLs.
	{Test{HasPrefix, URL, "https://example.com"}, []Rule{PrefixStopsAtHost}, "https://example.com.attacker.test/", 19},
	{Test{HasPrefix, URL, "https://example.com:8443"}, []Rule{PrefixStopsAtHost}, "https://example.com:8443@attacker.test/", 24},
	{Test{HasPrefix, URL, "http://localhost"}, []Rule{PrefixStopsAtHost}, "http://localhost.attacker.test/", 16},
	{Test{HasPrefix, URL, "HTTPS://API.Example.COM"}, []Rule{PrefixStopsAtHost}, "HTTPS://API.Example.COM.attacker.test/", 23},
	{Test{HasPrefix, URL, "https://example.com/"}, nil, "", 0},
	{Test{HasPrefix, URL, "https://example.com?"}, nil, "", 0},
	{Test{HasPrefix, URL, "https://"}, nil, "", 0},
	{Test{HasPrefix, URL, "/api/"}, nil, "", 0},
	{Test{HasPrefix, URL, "https://gw.corp.internal"}, nil, "", 0}, // a private suffix: what is allowed is not known
	// Host names.
	{Test{HasPrefix, Host, "example.com"}, []Rule{HostPrefix}, "example.com.attacker.test", 11},
	{Test{HasSuffix, Host, "example.com"}, []Rule{SuffixWithoutDot}, "attackerexample.com", 0},
	{Test{HasSuffix, URL, "example.com"}, []Rule{SuffixWithoutDot}, "https://attackerexample.com", 0},
	{Test{HasSuffix, Host, ".example.com"}, nil, "", 0},
	{Test{HasSuffix, Host, "com"}, nil, "", 0},
	{Test{Contains, URL, "example.com"}, []Rule{ContainsHost}, "https://attacker.test/?example.com", 0},
	{Test{Contains, URL, "https://example.com"}, []Rule{ContainsHost}, "https://attacker.test/?https://example.com", 0},
	{Test{Contains, Host, "example.com"}, []Rule{ContainsHost}, "example.com.attacker.test", 0},
	{Test{Contains, URL, "/api/"}, nil, "", 0},
	// Redirect targets.
	{Test{HasPrefix, Target, "/"}, []Rule{SlashOnly}, "//attacker.test/", 0},
	{Test{HasPrefix, Target, "/app/"}, nil, "", 0},
	{Test{FirstByte, Target, "/"}, []Rule{SlashOnly}, "//attacker.test/", 0},         // s[0] == '/'
	{Test{FirstByte, Target, "//"}, []Rule{SlashNoBackslash}, `/\attacker.test/`, 0}, // s[0] == '/' && s[1] != '/'
	{Test{FirstByte, Target, `/\`}, []Rule{SlashOnly}, "//attacker.test/", 0},        // s[0] == '/' && s[1] != '\\'
	{Test{FirstByte, Target, `//\`}, nil, "", 0},                                     // both refused
	{Test{FirstByte, URL, "//"}, nil, "", 0},                                         // only a target is read byte by byte
	// Patterns.
	{Test{Match, URL, `^https://www.example\.com/`}, []Rule{RegexpDot}, "https://wwwxexample.com/", 12},
	{Test{Match, URL, `^https?://[a-z]+.example.com/`}, []Rule{RegexpDot}, "http://axexample.com/", 16},
	{Test{Match, URL, `https://example\.com/`}, []Rule{RegexpNoStart}, "https://attacker.test/?u=https://example.com/", 0},
	{Test{Match, URL, `^https://example\.com`}, []Rule{RegexpNoEnd}, "https://example.com.attacker.test/", 21},
	{Test{Match, URL, `^https://example\.com:\d+`}, []Rule{RegexpNoEnd}, "https://example.com:0@attacker.test/", 25},
	{Test{Match, URL, `^https://a\.example\.com/|https://b\.example\.com/`}, []Rule{RegexpAltAnchor}, "https://attacker.test/?u=https://b.example.com/", 26},
	{Test{Match, Host, `^(www\.)?example\.com`}, []Rule{RegexpNoEnd}, "example.com.attacker.test", 21},
	{Test{Match, Host, `example\.com$`}, []Rule{RegexpNoStart}, "attacker-example.com", 0},
	{Test{Match, Host, `(?i)^api.example\.com$`}, []Rule{RegexpDot}, "apixexample.com", 8},
	{Test{Match, URL, `^https://example\.com/`}, nil, "", 0},
	{Test{Match, URL, `^https://(www\.)?example\.com(/|$)`}, nil, "", 0},
	{Test{Match, URL, `^https://example\.com:8080/`}, nil, "", 0},
	{Test{Match, Host, `^(?:[a-z0-9-]+\.)*example\.com$`}, nil, "", 0},
	{Test{Match, Host, `^example\.com$`}, nil, "", 0},
	{Test{Match, Host, `^[a-z]+\.example\.com$`}, nil, "", 0},
	{Test{Match, URL, `^/api/.*`}, nil, "", 0},
	{Test{Match, URL, `^https://example.com/`}, nil, "", 0}, // the '.' before the TLD: "examplexcom" is no registrable name
	{Test{Match, URL, `(`}, nil, "", 0},
}

func TestFlaws(t *testing.T) {
	for _, r := range flawRows {
		got := r.test.Flaws()
		var rules []Rule
		for _, f := range got {
			rules = append(rules, f.Rule)
		}
		if !sameRules(rules, r.rules) {
			t.Errorf("%v %q: rules %v, want %v (%+v)", r.test.Op, r.test.Lit, rules, r.rules, got)
			continue
		}
		if len(got) == 0 {
			continue
		}
		if got[0].Bypass != r.bypass || got[0].Start != r.at {
			t.Errorf("%v %q: bypass %q at %d, want %q at %d", r.test.Op, r.test.Lit, got[0].Bypass, got[0].Start, r.bypass, r.at)
		}
	}
}

func sameRules(a, b []Rule) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFixesKeepWhatTheTestMeans applies each certain fix and checks that
// the test still accepts what it meant to and no longer the bypass.
func TestFixesKeepWhatTheTestMeans(t *testing.T) {
	for _, r := range flawRows {
		for _, f := range r.test.Flaws() {
			if f.Fix == "" {
				continue
			}
			fixed := r.test
			fixed.Lit = r.test.Lit[:f.Start] + f.Fix + r.test.Lit[f.End:]
			if fixed.Accepts(f.Bypass) {
				t.Errorf("%q fixed to %q still accepts %q", r.test.Lit, fixed.Lit, f.Bypass)
			}
			meant := "https://" + f.Host + "/x"
			if r.test.Subject == Host {
				meant = f.Host
			}
			if r.test.Accepts(meant) && !fixed.Accepts(meant) {
				t.Errorf("%q fixed to %q no longer accepts %q", r.test.Lit, fixed.Lit, meant)
			}
		}
	}
}

// TestBypassesRedirectElsewhere runs each flawed test as the guard of a
// real redirect handler and follows the bypass with a real client: the
// client is sent to another site than the one the test names.
func TestBypassesRedirectElsewhere(t *testing.T) {
	for _, r := range flawRows {
		for _, f := range r.test.Flaws() {
			test := r.test
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
				next := req.URL.Query().Get("next")
				subject := next
				if test.Subject == Host {
					u, err := url.Parse(next)
					if err != nil {
						http.Error(w, "bad", http.StatusBadRequest)
						return
					}
					subject = u.Hostname()
				}
				if !test.Accepts(subject) {
					http.Error(w, "not allowed", http.StatusForbidden)
					return
				}
				http.Redirect(w, req, next, http.StatusFound)
			}))
			next := f.Bypass
			if test.Subject == Host {
				next = "https://" + f.Bypass + "/"
			}
			var went *url.URL
			client := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
				went = req.URL
				return http.ErrUseLastResponse
			}}
			resp, err := client.Get(srv.URL + "/login?next=" + url.QueryEscape(next))
			srv.Close()
			if err != nil && !errors.Is(err, http.ErrUseLastResponse) {
				t.Errorf("%q: %v", test.Lit, err)
				continue
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusFound || went == nil {
				t.Errorf("%q: the guard refused %q (%s)", test.Lit, next, resp.Status)
				continue
			}
			// Where a browser goes: it reads a '\' of the Location
			// before the query as a '/', which Go's client does not.
			base, _ := url.Parse(srv.URL + "/login")
			if went, err = base.Parse(BrowserTarget(resp.Header.Get("Location"))); err != nil {
				t.Errorf("%q: Location %q: %v", test.Lit, resp.Header.Get("Location"), err)
				continue
			}
			srvHost := "127.0.0.1"
			intended := f.Host
			if test.Subject == Target {
				intended = srvHost
			}
			if !otherSite(went.Hostname(), intended) {
				t.Errorf("%q: %q sent the client to %s, the site the test allows", test.Lit, next, went)
			}
		}
	}
}

// originRows are tests of a request's Origin header, whose bypasses are
// origins themselves: no path, query or userinfo to hide a name in.
var originRows = []row{
	{Test{Contains, Origin, "portal.example.com"}, []Rule{ContainsHost}, "https://portal.example.com.attacker.test", 0},
	{Test{Contains, Origin, "https://portal.example.com"}, []Rule{ContainsHost}, "https://portal.example.com.attacker.test", 0},
	{Test{HasPrefix, Origin, "https://portal.example.com"}, []Rule{PrefixStopsAtHost}, "https://portal.example.com.attacker.test", 26},
	{Test{HasSuffix, Origin, "example.com"}, []Rule{SuffixWithoutDot}, "https://attackerexample.com", 0},
	{Test{HasSuffix, Origin, ".example.com"}, nil, "", 0},
	{Test{Match, Origin, `^https://www.example\.com$`}, []Rule{RegexpDot}, "https://wwwxexample.com", 12},
	{Test{Match, Origin, `^https://www\.example\.com`}, []Rule{RegexpNoEnd}, "https://www.example.com.attacker.test", 26},
	{Test{Match, Origin, `example\.com$`}, []Rule{RegexpNoStart}, "https://attacker-example.com", 0},
	{Test{Match, Origin, `https://example\.com$`}, nil, "", 0}, // a browser sends no text before the scheme
	{Test{Match, Origin, `www.example\.com`}, []Rule{RegexpDot, RegexpNoEnd}, "https://wwwxexample.com", 3},
	{Test{Match, Origin, `^https://example\.com:\d+`}, nil, "", 0}, // past a port, only a userinfo's '@' goes on
	{Test{Match, Origin, `^https://(www\.)?example\.com$`}, nil, "", 0},
}

// TestOriginBypasses runs each flawed Origin test in a real server's
// cross-origin check and sends its bypass as a real request's Origin
// header: the check lets the request through, and the header the
// server got is an origin (scheme and host alone) of another site.
func TestOriginBypasses(t *testing.T) {
	for _, r := range originRows {
		got := r.test.Flaws()
		var rules []Rule
		for _, f := range got {
			rules = append(rules, f.Rule)
		}
		if !sameRules(rules, r.rules) {
			t.Errorf("%v %q: rules %v, want %v (%+v)", r.test.Op, r.test.Lit, rules, r.rules, got)
			continue
		}
		if len(got) > 0 && (got[0].Bypass != r.bypass || got[0].Start != r.at) {
			t.Errorf("%v %q: bypass %q at %d, want %q at %d", r.test.Op, r.test.Lit, got[0].Bypass, got[0].Start, r.bypass, r.at)
		}
		for _, f := range got {
			test := r.test
			seen := make(chan string, 1)
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
				origin := req.Header.Get("Origin")
				seen <- origin
				if !test.Accepts(origin) {
					http.Error(w, "cross-origin request refused", http.StatusForbidden)
					return
				}
				w.WriteHeader(http.StatusNoContent)
			}))
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/transfer", nil)
			req.Header.Set("Origin", f.Bypass)
			resp, err := http.DefaultClient.Do(req)
			srv.Close()
			if err != nil {
				t.Errorf("%q: %v", test.Lit, err)
				continue
			}
			resp.Body.Close()
			origin := <-seen
			if resp.StatusCode != http.StatusNoContent {
				t.Errorf("%q: the check refused Origin %q (%s)", test.Lit, origin, resp.Status)
			}
			u, err := url.Parse(origin)
			if err != nil || u.Scheme == "" || u.Host == "" || u.User != nil || u.Path != "" || u.RawQuery != "" || u.Fragment != "" {
				t.Errorf("%q: Origin %q is no origin", test.Lit, origin)
				continue
			}
			if !otherSite(u.Hostname(), f.Host) {
				t.Errorf("%q: Origin %q names the site the test allows", test.Lit, origin)
			}
		}
	}
}

// FuzzFlaws checks that every flaw of any test comes with a bypass that
// passes the test and names another site.
func FuzzFlaws(f *testing.F) {
	for _, r := range append(flawRows, originRows...) {
		f.Add(uint8(r.test.Op), uint8(r.test.Subject), r.test.Lit)
	}
	f.Fuzz(func(t *testing.T, op, subject uint8, lit string) {
		test := Test{Op(op % 5), Subject(subject % 4), lit}
		for _, fl := range test.Flaws() {
			if !test.Accepts(fl.Bypass) {
				t.Fatalf("%+v: bypass %q does not pass", test, fl.Bypass)
			}
			if fl.Start < 0 || fl.Start > fl.End || fl.End > len(lit) {
				t.Fatalf("%+v: range %d-%d", test, fl.Start, fl.End)
			}
			if test.Subject != Target && !otherSite(HostOf(test.Subject, fl.Bypass), fl.Host) {
				t.Fatalf("%+v: bypass %q names the site of %q", test, fl.Bypass, fl.Host)
			}
		}
	})
}

// listRows are allow-lists that code tests in a loop, any element
// passing: each with one flawed element among safe ones.
var listRows = [][]Test{
	{{HasPrefix, URL, "https://example.com"}, {HasPrefix, URL, "https://docs.example.com/"}},
	{{HasSuffix, Host, ".example.org"}, {HasSuffix, Host, "example.com"}},
	{{Match, URL, `^https://app\.example\.com/`}, {Match, URL, `^https://api.example\.com/`}},
}

// TestListBypassesRedirectElsewhere runs a loop over an allow-list as the
// guard of a real redirect handler, as the allowlist check reads such a
// loop: the bypass of the flawed element passes the loop and sends a real
// client to another site than any element names.
func TestListBypassesRedirectElsewhere(t *testing.T) {
	for _, list := range listRows {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			next := req.URL.Query().Get("next")
			for _, test := range list {
				subject := next
				if test.Subject == Host {
					u, err := url.Parse(next)
					if err != nil {
						continue
					}
					subject = u.Hostname()
				}
				if test.Accepts(subject) {
					http.Redirect(w, req, next, http.StatusFound)
					return
				}
			}
			http.Error(w, "not allowed", http.StatusForbidden)
		}))
		flawed := 0
		for _, test := range list {
			for _, f := range test.Flaws() {
				flawed++
				next := f.Bypass
				if test.Subject == Host {
					next = "https://" + f.Bypass + "/"
				}
				var went *url.URL
				client := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
					went = req.URL
					return http.ErrUseLastResponse
				}}
				resp, err := client.Get(srv.URL + "/login?next=" + url.QueryEscape(next))
				if err != nil {
					t.Errorf("%q: %v", test.Lit, err)
					continue
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusFound || went == nil {
					t.Errorf("%q: the loop refused %q (%s)", test.Lit, next, resp.Status)
					continue
				}
				for _, other := range list {
					// The site each element names: a pattern's is its flaw's.
					named := HostOf(other.Subject, strings.TrimPrefix(other.Lit, "."))
					if other.Op == Match {
						named = f.Host
					}
					if !otherSite(went.Hostname(), named) {
						t.Errorf("%q: %q sent the client to %s, a site of %q", test.Lit, next, went, other.Lit)
					}
				}
				if !otherSite(went.Hostname(), f.Host) {
					t.Errorf("%q: %q sent the client to %s, the site the test allows", test.Lit, next, went)
				}
			}
		}
		srv.Close()
		if flawed != 1 {
			t.Errorf("%v: %d flaws, want 1", list, flawed)
		}
	}
}
