package mistakes

import (
	"net/http"
	"net/url"
	"strings"
)

// providerRef writes a provider reference whose region segment is left
// empty on purpose: "vm://" + "/" + "/" + id is vm:////id.
func providerRef(id string) string {
	ref := id
	if !strings.HasPrefix(ref, "vm://") {
		ref = "vm://" + "/" + "/" + ref
	}
	u, err := url.Parse(ref)
	if err != nil {
		return ""
	}
	return strings.Trim(u.Path, "/")
}

// The base written with its '/' is where the join is reported.
const mirror = "https://mirror.example.net/" // want `joining two strings makes "//" in the path`

func mirrored(name string) {
	http.Get("https://mirror.example.net/" + "/pool/" + name) // want `joining two strings makes "//" in the path`
	http.Get(mirror + "/" + "/pool/" + name)
}
