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
