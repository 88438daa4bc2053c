package escaper

import (
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// Text escaped before url.Values encodes it again.
func credentials(base, roleArn, ttl string) (*http.Response, error) {
	q := url.Values{}
	q.Add("role_arn", url.QueryEscape(roleArn)) // want `url.QueryEscape of a value given to url.Values.Add, whose Encode escapes it again`
	q.Set("ttl", url.PathEscape(ttl))           // want `url.PathEscape of a value given to url.Values.Set`
	return http.Get(base + "/creds?" + q.Encode())
}

func submit(base, name string) (*http.Response, error) {
	form := url.Values{}
	form.Set("name", url.QueryEscape(name)) // want `url.QueryEscape of a value given to url.Values.Set`
	return http.PostForm(base+"/submit", form)
}

func lookup(base, name string) (*http.Response, error) {
	params := url.Values{}
	params.Set("name", url.QueryEscape(name)) // want `url.QueryEscape of a value given to url.Values.Set`
	return send(base, "/lookup", params)
}

func send(base, path string, params url.Values) (*http.Response, error) {
	return get(base + path + "?" + encoded(params))
}

func encoded(params url.Values) string { return params.Encode() }

func get(u string) (*http.Response, error) { return http.Get(u) }

// Look-alikes: the text given as it is, an escape of digits, and a
// url.Values joined by hand, whose escape is the only one.

func credentialsOK(base, roleArn string, n int) (*http.Response, error) {
	q := url.Values{}
	q.Add("role_arn", roleArn)
	q.Set("page", url.QueryEscape(strconv.Itoa(n)))
	return http.Get(base + "/creds?" + q.Encode())
}

func signed(base, name string) (*http.Response, error) {
	q := url.Values{}
	q.Set("name", url.QueryEscape(name))
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+q.Get(k))
	}
	return http.Get(base + "/signed?" + strings.Join(parts, "&"))
}

func literal(base, name, page string) (*http.Response, error) {
	q := url.Values{
		"name": {url.QueryEscape(name)}, // want `url.QueryEscape of a value given to a url.Values literal, whose Encode escapes it again`
		"page": {page},
	}
	return http.Get(base + "/find?" + q.Encode())
}

func literalEncoded(base, name string) (*http.Response, error) {
	return http.Get(base + "/find?" + url.Values{"name": {url.PathEscape(name)}}.Encode()) // want `url.PathEscape of a value given to a url.Values literal`
}

// A url.Values literal joined by hand: the escape is the only one.
func literalJoined(base, name string) (*http.Response, error) {
	q := url.Values{"name": {url.QueryEscape(name)}}
	var parts []string
	for k := range q {
		parts = append(parts, k+"="+q.Get(k))
	}
	return http.Get(base + "/find?" + strings.Join(parts, "&"))
}
