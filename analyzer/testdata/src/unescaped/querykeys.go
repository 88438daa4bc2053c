package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// A string of no known kind written as the value of a query parameter
// that names free text (?q=, ?term=, ?title=, ?filter=) is free text;
// the value of ?name= or ?ref= stays a string of the warning tier.

func imageSearch(s string) (*http.Response, error) {
	return http.Get("https://registry.example.com/images/search?term=" + s) // want `s, free text, is written unescaped into the query value`
}

func vaultItems(vault, expr string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://vault.example.com/v1/vaults/%s/items?filter=%s", url.PathEscape(vault), expr)) // want `expr, free text`
}

func byName(n string) (*http.Response, error) {
	return http.Get("https://api.example.com/v2/droplets?name=" + n) // want `n, a string`
}

// A value whose own name says it is the name of a resource (a domain, a
// host) stays one as the value of ?q=: a string of the warning tier.
func hostSearch(domain string) (*http.Response, error) {
	return http.Get("https://api.example.com/hostsearch/?q=" + domain) // want `domain, a string`
}

type apiKey struct{ username, secret string }

// An account's name may be an e-mail address: as the value of ?email=
// it is free text.
func searchAll(key apiKey) (*http.Response, error) {
	return http.Get("https://api.example.com/v1/search/all?email=" + key.username) // want `key\.username, free text`
}

func escapedTerm(s string) (*http.Response, error) {
	return http.Get("https://registry.example.com/images/search?term=" + url.QueryEscape(s))
}

// Names for text a person gives: an alias, a place, a city.

func derivedColumn(dataset, alias string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://api.example.com/1/columns/%s?alias=%s", url.PathEscape(dataset), alias)) // want `alias, free text`
}

func geocode(place string) (*http.Response, error) {
	return http.Get("https://geo.example.com/v1/search?count=1&name=" + place) // want `place, free text`
}

func forecast(city string) (*http.Response, error) {
	return http.Get("https://weather.example.com/v1/forecast?units=metric&city=" + url.QueryEscape(city))
}

// A string of no known kind written as the whole value of a parameter
// that names an identifier (?auth_token=, ?session_id=) is a token or an
// ID the service issued; a name that says free text still wins, and a
// parameter that names neither stays the warning tier.

func roomMessage(host, secret string) (*http.Response, error) {
	return http.Post(fmt.Sprintf("https://%s/v2/room/1/message?auth_token=%s", host, secret), "application/json", nil)
}

func sessionComment(sess, comment string) (*http.Response, error) {
	return http.Get("https://api.example.com/v1/notes?session_id=" + sess + "&text=" + comment) // want `comment, free text`
}

func tokenFromTitle(title string) (*http.Response, error) {
	return http.Get("https://api.example.com/v1/lookup?token=" + title) // want `title, free text`
}

func authByValue(v string) (*http.Response, error) {
	return http.Get("https://api.example.com/v1/lookup?auth=" + v) // want `v, a string`
}

// A generic key (?name=, ?value=) of a search endpoint is the term
// searched for: free text. Of another endpoint it stays a string.

func placeSearch(o *geoOptions) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://geo.example.com/v1/search?name=%s&count=1", o.Name)) // want `o\.Name, free text`
}

func placeByName(o *geoOptions) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://geo.example.com/v1/places?name=%s", o.Name)) // want `o\.Name, a string`
}

type geoOptions struct{ Name string }

// A value named for the component it fills ("query"), written after a
// key that names identifiers: the identifiers (a list of stream IDs).
func streamsByID(query string) (*http.Response, error) {
	return http.Get("http://127.0.0.1:1984/api/streams?id=" + query)
}
