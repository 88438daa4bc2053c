package analyzer

import "github.com/urlvet/urlvet/rfc"

// decodedHostZone reports whether v asks for the '%' before an IPv6 zone
// identifier to be written "%25" in the url.URL.Host field. The field
// holds the host decoded, as url.Parse leaves it ("[fe80::1%en0]" from
// "http://[fe80::1%25en0]/"), and URL.String escapes its '%' itself: the
// raw '%' is right there, and "%25" would reach the wire as "%2525".
func decodedHostZone(v rfc.Violation, sink string) bool {
	return sink == "net/url.URL.Host" && v.Check == rfc.CheckIPv6 && v.Rule == "IPv6addrz" && v.Replacement == "%25"
}
