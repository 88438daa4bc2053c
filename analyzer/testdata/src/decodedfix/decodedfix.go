// Package decodedfix holds escapes written into url.URL's decoded fields,
// and the fixes that write their decoded text.
package decodedfix

import (
	"net/http"
	"net/url"
)

func report() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/reports/Q1%20summary.pdf"} // want `url\.URL\.Path holds decoded text: .*write " "`
	return http.Get(u.String())
}

func city() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "weather.example.com", Path: "/cities/Z%C3%BCrich", Fragment: "sec%201"} // want `write "ü"` `url\.URL\.Fragment holds decoded text`
	return http.Get(u.String())
}

func slash() (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: "storage.example.com", Path: "/o/dir%2Ffile%20a.txt"} // want `keep the escapes in url\.URL\.RawPath`
	return http.Get(u.String())
}
