package escaper

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// withLabels writes '?' before the first label and '&' once the URL
// holds a '?': each escaped label is in the query.
func withLabels(path string, labels []string) string {
	dst := path
	sep := "?"
	for _, l := range labels {
		if strings.Contains(dst, "?") {
			sep = "&"
		}
		dst += fmt.Sprintf("%slabel=%s", sep, url.QueryEscape(l))
	}
	return dst
}

func importLabels(labels []string) (*http.Request, error) {
	return http.NewRequest(http.MethodPost, api+"/"+withLabels("import", labels), nil)
}

// A '&' the function never chooses against '?' leaves the label in the
// path.
func withLabel(path, label string) string {
	sep := "&"
	return path + sep + "label=" + url.QueryEscape(label) // want `url.QueryEscape in a path`
}

func importLabel(label string) (*http.Request, error) {
	return http.NewRequest(http.MethodPost, api+"/"+withLabel("import", label), nil)
}
