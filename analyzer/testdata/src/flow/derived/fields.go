package derived

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// A configuration line's argument, its fields joined again at the space
// they were split at: a file name holding spaces, the text's own.
func include(root *url.URL, config string) {
	for _, line := range strings.Split(config, "\n") {
		kv := strings.Fields(line)
		if len(kv) <= 1 {
			continue
		}
		u, err := url.Parse(strings.Join(kv[1:], " "))
		if err != nil {
			continue
		}
		u.Path = path.Join(root.Path, u.Path)
		http.Get(u.String())
	}
}

func rejoined(list string) {
	names := strings.Split(list, " ")
	url.Parse(strings.Join(names[1:], " "))
	url.Parse("https://example.com/" + strings.Join(strings.Split(list, ","), " ")) // want `url\.Parse: space is not allowed in a path`
	url.Parse("https://example.com/boot/a b.cfg")                                     // want `url\.Parse: space is not allowed in a path`
	http.Get("https://example.com/" + strings.Join(strings.Fields(list), "a b"))      // want `http\.Get: space is not allowed in a path`
}
