// Package unescaped builds URLs from run-time input: request values,
// arguments, the environment and documents, written into a path or a
// query with and without their escaping.
package unescaped

import (
	"bufio"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/gorilla/mux"
)

const api = "https://api.example.com"

var client = &http.Client{}

// case: unescaped-input bug search-form-value
func search(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(api + "/search?q=" + r.FormValue("q")) // want `unescaped|QueryEscape`
	if err == nil {
		resp.Body.Close()
	}
}

// case: unescaped-input bug query-get-path
func userProxy(w http.ResponseWriter, r *http.Request) {
	http.Get(fmt.Sprintf("%s/users/%s", api, r.URL.Query().Get("login"))) // want `unescaped|PathEscape`
}

// case: unescaped-input bug path-value
func repoProxy(w http.ResponseWriter, r *http.Request) {
	http.Get(fmt.Sprintf("%s/repos/%s/%s", api, r.PathValue("owner"), r.PathValue("repo"))) // want `unescaped|PathEscape`
}

// case: unescaped-input bug mux-vars
func itemProxy(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	http.Get(api + "/items/" + vars["id"] + "/history") // want `unescaped|PathEscape`
}

// case: unescaped-input bug header-value
func tenant(w http.ResponseWriter, r *http.Request) {
	http.Get(api + "/tenants?name=" + r.Header.Get("X-Tenant")) // want `unescaped|QueryEscape`
}

// case: unescaped-input bug cli-argument
func issue() {
	http.Get("https://api.example.com/search/issues?q=" + os.Args[1] + "&per_page=50") // want `unescaped|QueryEscape`
}

// case: unescaped-input bug flag-value
var branch = flag.String("branch", "main", "branch to check")

func branchStatus() {
	http.Get(api + "/repos/acme/app/branches/" + *branch + "/protection") // want `unescaped|PathEscape`
}

// case: unescaped-input bug env-token
func withToken() {
	http.Get(api + "/v1/me?access_token=" + os.Getenv("API_TOKEN")) // want `unescaped|QueryEscape`
}

// case: unescaped-input bug post-form-value
func comment(w http.ResponseWriter, r *http.Request) {
	http.Post(api+"/comments?author="+r.PostFormValue("author"), "text/plain", r.Body) // want `unescaped|QueryEscape`
}

// case: unescaped-input bug scanned-line
func lookupAll() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		http.Get(api + "/lookup/" + sc.Text()) // want `unescaped|PathEscape`
	}
}

// case: unescaped-input bug flag-arg
func lookupArg() {
	flag.Parse()
	http.Get(api + "/v2/repositories/" + flag.Arg(0) + "/tags") // want `unescaped|PathEscape`
}

// case: unescaped-input bug password-userinfo
type Remote struct {
	Host, User, Password string
}

func remoteURL(rm Remote) (*url.URL, error) {
	return url.Parse("https://" + rm.User + ":" + rm.Password + "@" + rm.Host + "/") // want `unescaped|UserPassword|password`
}

// case: unescaped-input bug request-builder
func forward(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("GET", api+"/files?path="+r.URL.Query().Get("path"), nil) // want `unescaped|QueryEscape`
	client.Do(req)
}

// case: unescaped-input bug fragment-anchor
func docs(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/docs/guide#"+r.FormValue("section"), http.StatusFound) // want `unescaped|PathEscape`
}

// case: unescaped-input bug lookup-env
func registry() {
	if img, ok := os.LookupEnv("IMAGE"); ok {
		http.Get("https://registry.example.com/v2/" + img + "/tags/list?n=" + "100") // want `unescaped|PathEscape`
	}
}

// case: unescaped-input valid form-value-escaped
func searchOK(w http.ResponseWriter, r *http.Request) {
	http.Get(api + "/search?q=" + url.QueryEscape(r.FormValue("q")))
}

// case: unescaped-input valid path-escaped
func userProxyOK(w http.ResponseWriter, r *http.Request) {
	http.Get(fmt.Sprintf("%s/users/%s", api, url.PathEscape(r.URL.Query().Get("login"))))
}

// case: unescaped-input valid header-values-encode
func tenantOK(w http.ResponseWriter, r *http.Request) {
	q := url.Values{}
	q.Set("name", r.Header.Get("X-Tenant"))
	http.Get(api + "/tenants?" + q.Encode())
}

// case: unescaped-input valid mux-vars-join-path
func itemProxyOK(w http.ResponseWriter, r *http.Request) {
	u, err := url.JoinPath(api, "items", mux.Vars(r)["id"], "history")
	if err == nil {
		http.Get(u)
	}
}

// case: unescaped-input valid raw-query-forward
func passQuery(w http.ResponseWriter, r *http.Request) {
	http.Get(api + "/search?" + r.URL.RawQuery)
}

// case: unescaped-input valid escaped-path-forward
func passPath(w http.ResponseWriter, r *http.Request) {
	http.Get(api + "/mirror" + r.URL.EscapedPath())
}

// case: unescaped-input valid base-from-env
func status() {
	http.Get(os.Getenv("API_URL") + "/v1/status")
}

// case: unescaped-input valid host-from-env
func statusHost() {
	http.Get("https://" + os.Getenv("API_HOST") + "/v1/status")
}

// case: unescaped-input valid user-password
func remoteURLOK(rm Remote) string {
	u := url.URL{Scheme: "https", User: url.UserPassword(rm.User, rm.Password), Host: rm.Host, Path: "/"}
	return u.String()
}

// case: unescaped-input valid url-field-path
func pathField(w http.ResponseWriter, r *http.Request) string {
	u := url.URL{Scheme: "https", Host: "api.example.com", Path: "/users/" + r.FormValue("login")}
	return u.String()
}

// case: unescaped-input valid url-values-struct
func rawQueryField(w http.ResponseWriter, r *http.Request) string {
	u, _ := url.Parse(api + "/search")
	u.RawQuery = url.Values{"q": {r.FormValue("q")}}.Encode()
	return u.String()
}

// case: unescaped-input valid log-line
func logged(w http.ResponseWriter, r *http.Request) string {
	return "fetching " + api + "/users/" + r.FormValue("login")
}

// case: unescaped-input valid lower-cased-constant-path
func version() {
	http.Get(api + "/v1/" + strings.ToLower("Status"))
}

// case: unescaped-input valid cli-url
func fetchArg() {
	http.Get(os.Args[1])
}

// case: unescaped-input valid redirect-path-escaped
func docsOK(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/docs/guide#"+url.PathEscape(r.FormValue("section")), http.StatusFound)
}

// case: unescaped-input valid response-header-request-id
func postResponse(client *http.Client, next *http.Response) {
	id := next.Header.Get("Lambda-Runtime-Aws-Request-Id")
	client.Post("http://127.0.0.1:9001/2018-06-01/runtime/invocation/"+id+"/response", "application/json", nil)
}

// endcase

// escapeSegments escapes each path segment in place.
func escapeSegments(seg ...*string) {
	for i := range seg {
		*seg[i] = url.PathEscape(*seg[i])
	}
}

// case: unescaped-input valid escaped-in-place
func branchProxyOK(w http.ResponseWriter, r *http.Request) {
	owner, branch := r.PathValue("owner"), r.FormValue("branch")
	escapeSegments(&owner, &branch)
	http.Get(fmt.Sprintf("%s/repos/%s/branches/%s", api, owner, branch))
}
