package unescaped

import (
	"net/http"
	"net/url"
	"strings"
)

// A query built by hand from a map of parameters a caller gives: its
// keys and values may be any text, and each '&', '=', '#', '+' or space
// in them makes another query. Also through a helper that extends its
// parameter in place (url += "?") and joins the appended pairs. The
// look-alikes: a url.Values that escapes them, and a map the function
// fills with constants.
func GetWithParams(url string, parameterMap map[string]string) (*http.Response, error) {
	return http.Get(urlWithParameter(url, parameterMap))
}

func urlWithParameter(url string, parameterMap map[string]string) string {
	if len(parameterMap) == 0 {
		return url
	}
	url += "?"
	var parameters []string
	for key, value := range parameterMap {
		parameters = append(parameters, key+"="+value) // want `key, free text, is written unescaped into the query key` `value, free text, is written unescaped into the query value`
	}
	return url + strings.Join(parameters, "&")
}

func GetEscaped(base string, parameterMap map[string]string) (*http.Response, error) {
	q := url.Values{}
	for key, value := range parameterMap {
		q.Set(key, value)
	}
	return http.Get(base + "?" + q.Encode())
}

func GetFixed(base string) (*http.Response, error) {
	params := map[string]string{"format": "json", "page": "1"}
	var pairs []string
	for key, value := range params {
		pairs = append(pairs, key+"="+value)
	}
	return http.Get(base + "?" + strings.Join(pairs, "&"))
}
