// Package decoded sets the decoded fields of url.URL (Path, Fragment),
// which String escapes: a '%' written in them is sent as %25.
package decoded

import (
	"net/http"
	"net/url"
	"strings"
)

// case: decoded bug path-space-escape
func report() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/reports/Q1%20summary.pdf"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid path-space
func reportOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/reports/Q1 summary.pdf"}
	return http.Get(u.String())
}

// case: decoded bug assigned-path
func download() (*http.Response, error) {
	u, err := url.Parse("https://downloads.example.com/")
	if err != nil {
		return nil, err
	}
	u.Path = "/releases/app%20v2.zip" // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid assigned-rawpath
func downloadOK() (*http.Response, error) {
	u, err := url.Parse("https://downloads.example.com/")
	if err != nil {
		return nil, err
	}
	u.Path = "/releases/app v2.zip"
	u.RawPath = "/releases/app%20v2.zip"
	return http.Get(u.String())
}

// case: decoded bug fragment-escape
func anchor() string {
	u := url.URL{Scheme: "https", Host: "docs.example.com", Path: "/guide", Fragment: "getting%20started"} // want `url\.URL\.Fragment holds decoded text`
	return u.String()
}

// case: decoded valid fragment-text
func anchorOK() string {
	u := url.URL{Scheme: "https", Host: "docs.example.com", Path: "/guide", Fragment: "getting started"}
	return u.String()
}

// case: decoded bug encoded-slash
func objectKey() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "storage.example.com", Path: "/b/bucket/o/dir%2Ffile.txt"} // want `keep the escapes in url\.URL\.RawPath`
	return http.Get(u.String())
}

// case: decoded valid encoded-slash-rawpath
func objectKeyOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "storage.example.com", Path: "/b/bucket/o/dir/file.txt", RawPath: "/b/bucket/o/dir%2Ffile.txt"}
	return http.Get(u.String())
}

// case: decoded bug non-ascii-escape
func city() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "weather.example.com", Path: "/cities/Z%C3%BCrich"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid non-ascii-text
func cityOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "weather.example.com", Path: "/cities/Zürich"}
	return http.Get(u.String())
}

// case: decoded bug request-url-path
func proxied(r *http.Request) {
	r.URL.Path = "/api/v1/search%3Fall" // want `url\.URL\.Path holds decoded text`
}

// case: decoded valid request-url-rawquery
func proxiedOK(r *http.Request) {
	r.URL.Path = "/api/v1/search"
	r.URL.RawQuery = "q=a%20b"
}

// case: decoded bug const-path
const invoicePath = "/invoices/2024%2F01" // want `url\.URL\.Path holds decoded text`

func invoice() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "billing.example.com", Path: invoicePath}
	return http.Get(u.String())
}

// case: decoded valid const-path-decoded
const invoicePathOK = "/invoices/2024-01"

func invoiceOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "billing.example.com", Path: invoicePathOK}
	return http.Get(u.String())
}

// case: decoded bug quote-escape
func quoted() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "search.example.com", Path: "/tags/%22go%22"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid percent-sign
func discount() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "shop.example.com", Path: "/sale/50%"}
	return http.Get(u.String())
}

// case: decoded bug brace-escape
func template() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "api.example.com"}
	u.Path = "/v1/%7Bproject%7D/status" // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid pathescape-result
func escaped(name string) (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "api.example.com", Path: "/v1/files/" + name}
	return http.Get(u.String())
}

// case: decoded bug plus-escape
func plus() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "api.example.com", Path: "/v1/langs/c%2B%2B"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid plus-text
func plusOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "api.example.com", Path: "/v1/langs/c++"}
	return http.Get(u.String())
}

// case: decoded bug fragment-assigned
func deepLink(u *url.URL) string {
	u.Fragment = "step%3D2" // want `url\.URL\.Fragment holds decoded text`
	return u.String()
}

// case: decoded valid rawfragment
func deepLinkOK(u *url.URL) string {
	u.Fragment = "step=2"
	return u.String()
}

// case: decoded bug slice-of-urls
var mirrors = []*url.URL{
	{Scheme: "https", Host: "mirror1.example.com", Path: "/pub/my%20files"}, // want `url\.URL\.Path holds decoded text`
	{Scheme: "https", Host: "mirror2.example.com", Path: "/pub/files"},
}

// case: decoded valid slice-of-urls-ok
var mirrorsOK = []*url.URL{
	{Scheme: "https", Host: "mirror1.example.com", Path: "/pub/my files"},
	{Scheme: "https", Host: "mirror2.example.com", Path: "/pub/files"},
}

// case: decoded bug pipe-escape
func pipes() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "maps.example.com", Path: "/route/a%7Cb%7Cc"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid pipe-text
func pipesOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "maps.example.com", Path: "/route/a|b|c"}
	return http.Get(u.String())
}

// case: decoded bug hash-escape
func channel() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "chat.example.com", Path: "/channels/%23general"} // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}

// case: decoded valid hash-in-path
func channelOK() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "chat.example.com", Path: "/channels/#general"}
	return http.Get(u.String())
}

// case: decoded bug path-var-escape
func tagged() (*http.Response, error) {
	p := "/tags/release%20notes" // want `url\.URL\.Path holds decoded text`
	u := &url.URL{Scheme: "https", Host: "blog.example.com", Path: p}
	return http.Get(u.String())
}

// case: decoded valid rawquery-escape
func queried() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "blog.example.com", Path: "/search", RawQuery: "q=release%20notes"}
	return http.Get(u.String())
}

// case: decoded valid opaque-escape
func opaque() string {
	u := &url.URL{Scheme: "mailto", Opaque: "ops%40example.com"}
	return u.String()
}

// case: decoded bug replace-space-escape
func attachment(name string) (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "files.example.com"}
	u.Path = "/attachments/" + strings.ReplaceAll(name, " ", "%20") // want `url\.URL\.Path holds decoded text`
	return http.Get(u.String())
}
