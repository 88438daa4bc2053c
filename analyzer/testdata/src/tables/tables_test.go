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
		{"space", "http://example.com/o p", false}, // want `url\.Parse: .*pchar`
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
		{"http://example.com/q r", nil}, // want `url\.Parse: .*pchar`
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
		{name: "path with space", redirect: "https://example.com/a b", valid: true}, // want `url\.Parse: .*pchar`
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
