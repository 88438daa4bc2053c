package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

// The parts of an identifier split on its separator are made of its
// characters ("1234-567890"), as is a storage bucket's key
// ([-_.a-z0-9]); the parts of a search are still free text.

func movieByID(id string) (*http.Response, error) {
	ss := strings.SplitN(id, "-", 2)
	if len(ss) != 2 {
		return nil, fmt.Errorf("invalid id %q", id)
	}
	return http.Get(fmt.Sprintf("https://video.example.com/video/%s/id%s/", ss[0], ss[1]))
}

func bucketDetails(bucketKey string) (*http.Response, error) {
	return http.Get("https://oss.example.com/oss/v2/buckets/" + bucketKey + "/details")
}

func searchFirst(query string) (*http.Response, error) {
	words := strings.Fields(query)
	return http.Get(fmt.Sprintf("https://video.example.com/search/%s/", words[0])) // want `warning: http\.Get: words\[0\], a string, is written unescaped into the path`
}
