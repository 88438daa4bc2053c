package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// What a value is, by its name, its type and the functions it went
// through: free text is reported by default (unescaped-input), an
// identifier never, a URL or a path after a base's path is no segment.

type issue struct {
	Title, Body string
	ID          string
	Branch      string
}

func freeTexts(p pager, i issue, userName, searchTerm, fileName, email string) {
	http.Get(base + "/branches/" + i.Branch)                   // want `i\.Branch, free text, is written unescaped into the path: escape it with url\.PathEscape`
	http.Get(base + "/search?q=" + searchTerm + "&sort=stars") // want `searchTerm, free text, is written unescaped into the query value: escape it with url\.QueryEscape`
	http.Get(base + "/issues?title=" + i.Title)                // want `i\.Title, free text`
	http.Get(base + "/users/" + userName + "/repos")
	http.Get(base + "/users?email=" + email)                     // want `email, free text`
	http.Get(base + "/upload?name=" + filepath.Base(fileName))   // want `filepath\.Base\(fileName\), free text`
	http.Get(base + "/raw/" + strings.TrimSpace(i.Branch))       // want `strings\.TrimSpace\(i\.Branch\), free text`
	http.Get(fmt.Sprintf("%s/login?next=%s", base, p.NextURL())) // want `p\.NextURL\(\), free text, is written unescaped into the query value`
}

type pager interface{ NextURL() string }

type objectID string

type digest string

func (d digest) String() string { return string(d) }

func identifiers(i issue, userID, requestUUID, commitSHA, etag string, oid objectID, d digest) {
	http.Get(base + "/issues/" + i.ID)
	http.Get(base + "/users/" + userID + "/keys")
	http.Get(base + "/requests/" + requestUUID)
	http.Get(base + "/commits/" + commitSHA + "/status")
	http.Get(base + "/objects?if-none-match=" + etag)
	http.Get(base + "/objects/" + string(oid))
	http.Get(base + "/blobs/" + d.String())
	http.Get(base + "/runs/" + os.Getenv("RUN_ID")) // want `os\.Getenv\("RUN_ID"\), run-time input`
}

// A URL, a URI or a path after a base's path is meant whole: escaping it
// would turn its '/' into %2F. In a query it is free text.
func whole(apiPath, requestURI string, r *http.Request) {
	http.Get(base + apiPath)
	http.Get(base + "/v1" + requestURI)
	http.Get(os.Getenv("BASE_URL") + os.Getenv("CALLBACK_RELATIVE_URI"))
	http.Get("https://backend.example.com/static" + os.Getenv("ASSETS_PATH"))
	http.Get(base + "/redirect?to=" + requestURI) // want `requestURI, free text, is written unescaped into the query value`
	http.Get(base + "/files?path=" + apiPath)     // want `apiPath, free text, is written unescaped into the query value`
}

// A file a repository index names is a reference of several segments.
func indexEntry(baseURL, file string) {
	http.Get(baseURL + "/" + file)
}

// A file's name is free text in a query, where its space breaks the
// request line; in a path, Go escapes a space itself: the warning tier. A
// URL's last segment is escaped already.
func fileNames(fileName, commitURL string) {
	http.Get(base + "/files/" + fileName) // want `fileName, a string`
	http.Get(base + "/commits/" + path.Base(commitURL) + "/statuses")
}

// A request target starts with '/': after a path that ends with one, the
// join is what is wrong.
func proxy(w http.ResponseWriter, r *http.Request) {
	http.Get("https://backend.example.com/" + r.URL.RequestURI()) // want `r\.URL\.RequestURI\(\) starts with '/': written after this '/', it makes "//"`
	http.Get("https://backend.example.com" + r.URL.RequestURI())
	http.Get("https://backend.example.com/api/" + r.URL.Path) // want `r\.URL\.Path starts with '/'` `r\.URL\.Path is the decoded path`
	http.Get("https://backend.example.com/api" + r.URL.Path) // want `r\.URL\.Path is the decoded path`
	target := r.URL.RequestURI()
	http.Get(fmt.Sprintf("https://backend.example.com/%s", target)) // want `target starts with '/'`
	http.Get(fmt.Sprintf("%s/%s", "https://backend.example.com", r.URL.String())) // want `r\.URL\.String\(\) starts with '/': written after this '/'`
	http.Get(fmt.Sprintf("%s%s", "https://backend.example.com", r.URL.String()))
}

// Look-alike: the String() of a URL a client made.
func forward(w http.ResponseWriter, u *url.URL) {
	http.Get(fmt.Sprintf("%s/%s", "https://backend.example.com", u.String()))
}
