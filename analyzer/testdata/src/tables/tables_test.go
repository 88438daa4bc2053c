package tables

import (
	"net/http"
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		wantErr bool
	}{
		{"ok", "https://example.com/", false},
		{"space", "http://example.com/${o}", false}, // want `url\.Parse: unexpanded variable`
		{"bad port", "http://example.com:99999/", true},
		{name: "bad escape", url: "http://example.com/%zz", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := url.Parse(tt.url)
			if (err != nil) != tt.wantErr {
				t.Fatal(err)
			}
		})
	}
}

var badURLs = []string{"http://[::1", "http://example.com:port/"}

func TestBad(t *testing.T) {
	for _, u := range badURLs {
		http.Get(u)
	}
}

func TestRequiresError(t *testing.T) {
	for _, u := range []string{"http://a b/", "http://example.com/%"} {
		_, err := url.Parse(u)
		if err == nil {
			t.Fatalf("%q: want error", u)
		}
	}
}

func TestErrorField(t *testing.T) {
	cases := []struct {
		in  string
		err error
	}{
		{"http://example.com/${q}", nil}, // want `url\.Parse: unexpanded variable`
		{"http://[::1", errBad},
	}
	for _, c := range cases {
		url.Parse(c.in)
	}
}

var errBad = &url.Error{}

func TestValidField(t *testing.T) {
	tests := []struct {
		name     string
		redirect string
		valid    bool
	}{
		{name: "path with space", redirect: "https://example.com/${a}", valid: true}, // want `url\.Parse: unexpanded variable`
		{name: "CRLF in path", redirect: "https://example.com/argocd\r\n", valid: false},
		{"positional", "https://example.com/c\r\n", false},
	}
	for _, tt := range tests {
		_, err := url.Parse(tt.redirect)
		if (err == nil) != tt.valid {
			t.Fatal(err)
		}
	}
}

func TestNamedRows(t *testing.T) {
	tests := []struct {
		name string
		url  string
	}{
		{name: "bad scheme", url: "htp//example.com/${a}"},
		{name: "InvalidHost", url: "http://exa mple.com/"},
		{"err-not-nil", "http://192.168.0.%31/"},
		{name: "returns error on space", url: "http://example.com/${x}"},
		{name: "not valid", url: "http://example.com/%zz"},
		{name: "valid path", url: "http://example.com/${v}"},              // want `url\.Parse: unexpanded variable`
		{name: "no invalid characters", url: "http://example.com/${n}"},   // want `url\.Parse: unexpanded variable`
		{name: "redirects to error page", url: "http://example.com/${e}"}, // want `url\.Parse: unexpanded variable`
		{name: "should not fail", url: "http://example.com/${s}"},         // want `url\.Parse: unexpanded variable`
		{name: "validation", url: "http://example.com/${d}"},              // want `url\.Parse: unexpanded variable`
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url.Parse(tt.url)
		})
	}
}

func TestNamedEntries(t *testing.T) {
	for name, u := range map[string]string{
		"malformed escape": "http://example.com/%z",
		"plain":            "http://example.com/${p}", // want `url\.Parse: unexpanded variable`
	} {
		t.Log(name)
		url.Parse(u)
	}
	for u, msg := range map[string]string{
		"http://example.com/${k}": "invalid", // want `url\.Parse: unexpanded variable`
	} {
		t.Log(msg)
		url.Parse(u)
	}
}

func TestSubtests(t *testing.T) {
	t.Run("invalid url", func(t *testing.T) {
		url.Parse("http://example.com/%")
		t.Run("nested", func(t *testing.T) {
			http.Get("http://[::1")
		})
	})
	t.Run("error_parse_url", func(t *testing.T) {
		_ = &url.URL{Scheme: "http", Host: "a.example/b"}
	})
	t.Run("parses url", func(t *testing.T) {
		url.Parse("http://example.com/${r}")              // want `url\.Parse: unexpanded variable`
		_ = &url.URL{Scheme: "http", Host: "c.example/d"} // the test's own url.URL
	})
	name := "invalid"
	t.Run(name, func(t *testing.T) {
		url.Parse("http://example.com/${t}") // want `url\.Parse: unexpanded variable`
	})
}

func TestPassField(t *testing.T) {
	cases := []struct {
		in         string
		shouldPass bool
	}{
		{":", false},
		{"http://example.com/${g}", true}, // want `url\.Parse: unexpanded variable`
	}
	for _, c := range cases {
		url.Parse(c.in)
	}
}

// isRequestTarget is a validator: its verdict is whether the sink took
// the text.
func isRequestTarget(s string) bool {
	_, err := url.ParseRequestURI(s)
	return err == nil
}

// A row that expects a validator's verdict false holds bad input on
// purpose; one that expects true is checked.
func TestVerdictField(t *testing.T) {
	tests := []struct {
		param    string
		expected bool
	}{
		{"relative/dir", false},
		{"/files/${id}", true}, // want `isRequestTarget: unexpanded variable`
	}
	for _, tt := range tests {
		if got := isRequestTarget(tt.param); got != tt.expected {
			t.Errorf("isRequestTarget(%q) = %v", tt.param, got)
		}
	}
}

func readStatus(t *testing.T, u string, status int) {
	resp, err := http.Get(u)
	if err != nil || resp.StatusCode != status {
		t.Fatal(err)
	}
}

func TestStatus(t *testing.T) {
	readStatus(t, "http://example.com/?q=> x", http.StatusBadRequest)
	readStatus(t, "http://example.com/?q=< x", http.StatusOK) // want `readStatus: .*query`
	readStatus(t, "http://example.com/?q=^ x", 400)           // want `readStatus: .*query`
}

// A test function named for bad input holds bad input; "Test" leads the
// name, so an error word after it says nothing.
func TestGetURIPath_invalid_url_noescape(t *testing.T) {
	_ = &url.URL{Opaque: "//example.org/bucket/key-._~,!@#$%^&*()"}
}

// A test function whose name ends in a failure word tests the errors of
// what it names: the bad URL is fed on purpose.
func TestProviderLogoutErrors(t *testing.T) {
	p := &provider{}
	p.logoutURL = "http://foo\x7f.com/"
	p.logout()
}

func TestProviderLogoutNoErrors(t *testing.T) {
	p := &provider{}
	p.logoutURL = "http://bar\x7f.com/" // want `url\.Parse: control byte 0x7F is not allowed in a host;` `url\.Parse: control byte 0x7F is not allowed in a host name`
	p.logout()
}

func TestErrorPage(t *testing.T) {
	http.Get("http://example.com/error?page=a b") // want `http\.Get: .*query`
}
