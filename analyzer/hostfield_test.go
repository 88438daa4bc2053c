package analyzer_test

import (
	"net/url"
	"testing"
)

// TestDecodedHostZone runs net/url on the form of a zone identifier the
// url.URL.Host field takes: the raw '%' reaches the wire as "%25", and a
// "%25" written into the field would reach it as "%2525".
func TestDecodedHostZone(t *testing.T) {
	raw := url.URL{Scheme: "http", Host: "[fe80::1%en0]", Path: "/"}
	if got, want := raw.String(), "http://[fe80::1%25en0]/"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	p, err := url.Parse("http://[fe80::1%25en0]/")
	if err != nil || p.Host != raw.Host {
		t.Errorf("url.Parse Host = %q, %v; want %q", p.Host, err, raw.Host)
	}
	escaped := url.URL{Scheme: "http", Host: "[fe80::1%25en0]", Path: "/"}
	if got, want := escaped.String(), "http://[fe80::1%2525en0]/"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
