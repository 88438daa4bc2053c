// Package unescaped holds run-time values written into URLs without
// their component's escaping, and look-alikes that are escaped, numeric,
// url text or constant.
package unescaped

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"

	"unescaped/lib"
)

const base = "https://api.example.com"

// Input: request values, arguments, the environment.

func search(w http.ResponseWriter, r *http.Request) {
	http.Get(base + "/search?q=" + r.FormValue("q"))                           // want `r\.FormValue\("q"\), run-time input, is written unescaped into the query value: escape it with url\.QueryEscape`
	http.Get(fmt.Sprintf("%s/users/%s", base, r.URL.Query().Get("user")))      // want `written unescaped into the path: escape it with url\.PathEscape`
	http.Get(fmt.Sprintf("%s/items/%s/tags", base, r.PathValue("id")))         // want `r\.PathValue\("id"\), run-time input, is written unescaped into the path`
	http.Get(base + "/docs#" + r.Header.Get("X-Section"))                      // want `written unescaped into the fragment`
	http.Get(base + "/search?" + r.FormValue("key") + "=1")                    // want `written unescaped into the query key`
	http.Get(base + "/search?q=" + url.QueryEscape(r.FormValue("q")))          // escaped
	http.Get(base + "/users/" + url.PathEscape(r.URL.Query().Get("user")))     // escaped
	http.Get(base + r.URL.Path)                                                // url text, and a whole path
	http.Get(base + "/proxy?" + r.URL.RawQuery)                                // url text
	http.Get(base + "/proxy/" + r.URL.EscapedPath())                           // url text
	http.Get(base + "/search?q=" + r.FormValue("q") + "&page=" + "1")          // want `written unescaped into the query value`
	http.Get(base + "/search?" + url.Values{"q": {r.FormValue("q")}}.Encode()) // escaped
}

func fromArgs() {
	http.Get("https://api.example.com/repos/" + os.Args[1] + "/issues") // want `os\.Args\[1\], run-time input, is written unescaped into the path`
	user := os.Getenv("API_USER")
	http.Get("https://" + user + ":" + os.Getenv("API_PASSWORD") + "@api.example.com/") // want `password in the URL` `user, run-time input, is written unescaped into the userinfo: build the userinfo with url\.UserPassword` `os\.Getenv\("API_PASSWORD"\), run-time input, is written unescaped into the userinfo`
	http.Get(os.Getenv("API_URL") + "/v1/status")                                       // want `os\.Getenv\("API_URL"\) holds the environment variable API_URL, joined untrimmed to "/v1/status"`
	http.Get("https://" + os.Getenv("API_HOST") + "/v1/status")
}

type creds struct {
	User, Password string
	Token          string // issued by the service: URL-safe as a rule
}

func hook(c creds) {
	http.Post("https://hooks.example.com/hooks/"+c.Token, "application/json", nil) // a token the service issued: an identifier
}

func login(c creds) {
	http.Get("https://api.example.com/login?user=" + c.User + "&password=" + c.Password) // want `c\.User, a string, is written unescaped into the query value` `c\.Password, run-time input, is written unescaped into the query value`
}

// Other strings: the warning tier.

func branches(owner, repo, branch, project, tag string, id, page int, draft bool) {
	http.Get(fmt.Sprintf("%s/repos/%s/%s/branches/%s", base, owner, repo, branch)) // want `branch, free text`
	http.Get(fmt.Sprintf("%s/projects/%s/tags/%s/assets", base, project, tag))     // want `project, a string, is written unescaped into the path` `tag, a string`
	http.Get(fmt.Sprintf("%s/repos/%s/%s/branches/%s", base, url.PathEscape(owner), url.PathEscape(repo), url.PathEscape(branch)))
	http.Get(fmt.Sprintf("%s/items/%d?page=%d&draft=%t", base, id, page, draft))
	http.Get(base + "/items/" + strconv.Itoa(id) + "?page=" + strconv.Itoa(page))
	http.Get(fmt.Sprintf("%s/items/%v", base, id))
	u, _ := url.JoinPath(base, "repos", owner, repo)
	http.Get(u)
	http.Get(base + "/" + kind("a") + "/list") // a constant of a known set
}

func kind(k string) string {
	switch k {
	case "a":
		return "alpha"
	}
	return "beta"
}

func notASink(name string) string {
	return "https://api.example.com/users/" + name
}

func pathField(name string) *url.URL {
	return &url.URL{Scheme: "https", Host: "api.example.com", Path: "/users/" + name} // Path is decoded: url.URL escapes it
}

func repoIssues(owner, repo string) {
	http.Get(lib.RepoURL(owner, repo) + "/issues?state=open") // the holes of lib's template are not operands here
}

// A decoded document's strings are in the warning tier.
func decoded(b []byte) {
	var p struct{ Name string }
	if json.Unmarshal(b, &p) == nil {
		http.Get(base + "/packages/" + p.Name) // want `p\.Name, a string, is written unescaped into the path`
	}
}

// A header of a service's reply is the service's own text, in the
// warning tier like a decoded document; an ID it issues is quiet.
func reply(resp *http.Response) {
	id := resp.Header.Get("Lambda-Runtime-Aws-Request-Id")
	http.Post(base+"/runtime/invocation/"+id+"/response", "application/json", nil)
	role, _ := io.ReadAll(resp.Body)                // the EC2 metadata service's role name
	http.Get(base + "/credentials/" + string(role)) // want `string\(role\), a string, is written unescaped into the path`
}

// Encodings: the URL alphabets and hex need no escaping.
func encoded(b []byte) {
	dns := base64.RawURLEncoding.EncodeToString(b)
	http.Get(base + "/dns-query?dns=" + dns)
	http.Get(base + "/blobs/" + hex.EncodeToString(b))
	http.Get(base + "/blobs?sig=" + base64.StdEncoding.EncodeToString(b)) // want `base64\.StdEncoding\.EncodeToString\(b\), a string, is written unescaped into the query value`
}
