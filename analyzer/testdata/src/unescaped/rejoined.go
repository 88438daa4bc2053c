package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

// The parts of a text split at '/' joined again with '/', and what is
// left of a URL whose scheme and "://" were cut out, are segments meant
// whole in a path. Look-alikes: a split at ',' joined with '/', a split
// whose element the function replaces or gives to another call, and a
// removed prefix of no scheme.

func pluginIndex(addr string) (*http.Response, error) {
	parts := strings.Split(addr, "/")
	mirror := "plugins.example.com"
	if len(parts) == 4 {
		mirror = parts[0]
		parts = parts[1:]
	}
	joined := strings.Join(parts, "/")
	return http.Get(fmt.Sprintf("https://%s/v2/plugins/%s/index", mirror, joined))
}

func feedStats(admin, feed string) (*http.Response, error) {
	rest := strings.ReplaceAll(feed, "stream://", "")
	return http.Get(admin + "/admin/feeds/" + rest + "/stats")
}

func pluginCommas(list string) (*http.Response, error) {
	joined := strings.Join(strings.Split(list, ","), "/")
	return http.Get(base + "/plugins/" + joined + "/index") // want `joined, a string, is written unescaped into the path`
}

func pluginRelabel(addr, label string) (*http.Response, error) {
	parts := strings.Split(addr, "/")
	parts[len(parts)-1] = label
	joined := strings.Join(parts, "/")
	return http.Get(base + "/plugins/" + joined + "/index") // want `joined, a string, is written unescaped into the path`
}

func pluginGiven(addr string) (*http.Response, error) {
	parts := strings.Split(addr, "/")
	relabelAll(parts)
	return http.Get(base + "/plugins/" + strings.Join(parts, "/") + "/index") // want `strings\.Join\(parts, "/"\), a string, is written unescaped into the path`
}

func relabelAll(parts []string) {
	for i := range parts {
		parts[i] = strings.ToUpper(parts[i])
	}
}

func feedTitle(admin, feed string) (*http.Response, error) {
	rest := strings.ReplaceAll(feed, "title: ", "")
	return http.Get(admin + "/admin/feeds/" + rest + "/stats") // want `rest, a string, is written unescaped into the path`
}
