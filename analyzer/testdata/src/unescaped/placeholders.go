package unescaped

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// A path template whose placeholder a helper fills: the placeholder it
// replaces is built of the helper's parameter ("{" + name + "}"), one
// text for each call, so the value lands in the template's path where
// the placeholder was. The look-alikes fill it with escaped text and a
// number.
func replacePathParam(path, name, value string) string {
	return strings.ReplaceAll(path, "{"+name+"}", value) // want `value, a string, is written unescaped into the path`
}

func sitemaps(args []string) {
	path := "/webmasters/v3/sites/{siteUrl}/sitemaps"
	path = replacePathParam(path, "siteUrl", args[0])
	http.Get(base + path)
}

func fillEscaped(path, name, value string) string {
	return strings.ReplaceAll(path, "{"+name+"}", url.PathEscape(value))
}

func sitemapsEscaped(args []string) {
	http.Get(base + fillEscaped("/webmasters/v3/sites/{siteUrl}/sitemaps", "siteUrl", args[0]))
}

func fillNumber(path, name string, n int) string {
	return strings.Replace(path, "{"+name+"}", strconv.Itoa(n), 1)
}

func page(n int) {
	http.Get(base + fillNumber("/v1/pages/{page}", "page", n))
}
