// Package helpers follows values through standard functions whose meaning
// is known.
package helpers

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strconv"
	"strings"
)

const host = "api.example.com"

func sprintf(id int, name string) {
	http.Get(fmt.Sprintf("https://%s/v1/items", host))
	http.Get(fmt.Sprintf("https://%s/v1/%s", "exa mple.com", name)) // want `http\.Get: .*space`
	http.Get(fmt.Sprintf("https://%s:%d/", host, 99999))            // want `http\.Get: port 99999 is out of range`
	http.Get(fmt.Sprintf("https://%s:%d/", host, 8080))
	http.Get(fmt.Sprintf("https://%s/items/%d", host, id))
	http.Get(fmt.Sprintf("https://%s/%v", host, "a b"))       // want `http\.Get: space is not allowed in a path`
	http.Get(fmt.Sprintf("https://%s/%q", host, "a b"))       // %q: a hole
	http.Get(fmt.Sprintf("https://%[1]s/%s", host, "a b"))    // want `http\.Get: space is not allowed in a path`
	http.Get(fmt.Sprintf("https://%*d/%s", 3, 4, "a b"))      // want `http\.Get: space is not allowed in a path`
	http.Get(fmt.Sprintf("https://%[2]s/%[1]s", "a b", host)) // want `http\.Get: space is not allowed in a path`
	http.Get(fmt.Sprintf("https://%[2]s/%[1]q", "a b", host)) // %q: a hole
	http.Get(fmt.Sprintf("https://%s/%5s", host, "a b"))
}

func join(id string) {
	http.Get(strings.Join([]string{"https://" + host, "v1", "a b"}, "/")) // want `http\.Get: space is not allowed in a path`
	http.Get(strings.Join([]string{"https://" + host, "v1", id}, "/"))
	parts := []string{"https://" + host, "{id}"} // want `url\.Parse: unfilled placeholder "\{id\}"`
	url.Parse(strings.Join(parts, "/"))
	more := []string{"https://" + host}
	more = append(more, "a b")
	url.Parse(strings.Join(more, "/"))
}

func paths(id string) {
	http.Get(path.Join("https://example.com", "api")) // want `path\.Join: .*file path`
	http.Get("https://example.com/" + path.Join("v1", "items", id))
	http.Get("https://example.com/" + path.Join("v1", "a b", id)) // want `http\.Get: space is not allowed in a path`
	http.Get("https://example.com" + path.Join("/v1/", "/x"))
	http.Get("https://example.com/" + path.Join("v1", "..", "x y"))  // want `http\.Get: space is not allowed in a path`
	http.Get("https://example.com/" + path.Join(id, "..", "x y"))    // a dot segment next to a hole: unknown
	http.Get("https://example.com/" + path.Join("v1//a|b/", id, "")) // want `http\.Get: '\|' is not allowed in a path`
}

func replace(name string) {
	http.Get(strings.ReplaceAll("https://example.com/{id}", "{id}", "42"))
	http.Get(strings.Replace("https://example.com/a b", " ", "%20", -1))
	http.Get(strings.ReplaceAll("https://example.com/"+name+"/a b", " ", "+"))
	http.Get(strings.ReplaceAll("https://example.com/"+name+"/a b", "x", "y")) // want `http\.Get: space is not allowed in a path`
	http.Get(strings.Replace("https://example.com/"+name+"/a b", " ", "+", 1))
	// "http:" can match only within the hole: the constant text stays.
	http.Get(strings.Replace(name+"/machine/map", "http:", "https:", 1))
	http.Get(strings.Replace(name+"/machine/a b", "http:", "https:", 1)) // want `http\.Get: space is not allowed in a path`
	http.Get(strings.ReplaceAll(name+"/ab|"+name, "http:", "https:"))    // want `http\.Get: '\|' is not allowed in a path`
	// A match can span the hole and the text ("h" + "ttp:"), or hold it.
	http.Get(strings.Replace(name+"ttp:/a b", "http:", "https:", 1))
	http.Get(strings.Replace(name+"/a b"+name, "/a b", "/ab", 1))
	http.Get(strings.Replace(name+":"+name+"/a b", "http:/", "https:/", 1))
}

func trims(name string) {
	http.Get(strings.TrimSpace("  https://example.com/a  "))
	http.Get(strings.TrimSpace("  https://example.com/a b  ")) // want `http\.Get: space is not allowed in a path`
	http.Get(strings.TrimSuffix("https://example.com/ ", " "))
	http.Get(strings.TrimSuffix("https://example.com/"+name, "/"))
	http.Get(strings.TrimPrefix("xhttps://example.com/a", "x"))
	http.Get(strings.TrimPrefix("https://example.com/|", "https://")) // want `http\.Get: "example.com/\|" is a relative reference` `http\.Get: '\|' is not allowed in a path`
}

func hostPort(port string) {
	http.Get("http://" + net.JoinHostPort("::1", "8080") + "/")
	http.Get("http://" + net.JoinHostPort("127.0.0.1", port) + "/")
	http.Get("http://" + net.JoinHostPort(os.Getenv("HOST"), port) + "/")
	http.Get("http://" + net.JoinHostPort("exa mple.com", port) + "/")   // want `http\.Get: .*`
	http.Get("http://" + net.JoinHostPort("example.com", "99999") + "/") // want `http\.Get: port 99999 is out of range`
}

func conv(n int) {
	http.Get("https://example.com/items/" + strconv.Itoa(n))
	http.Get("https://example.com:" + strconv.Itoa(99999) + "/")   // want `http\.Get: port 99999 is out of range`
	http.Get("https://example.com/" + strconv.Quote("a") + "/x y") // want `http\.Get: space is not allowed in a path`
}

func escapers(id string, q url.Values) {
	u, _ := url.Parse("https://example.com/items")
	u.RawQuery = q.Encode()
	u.RawQuery = url.Values{"a b": {"c|d"}}.Encode()
	u.RawQuery = "id=" + url.QueryEscape(id) + "&x=a b" // want `space`
	http.Get("https://example.com/items?q=" + url.QueryEscape("a b&c"))
	http.Get("https://example.com/items/" + url.PathEscape("a b|c"))
	http.Get("https://example.com/items?" + q.Encode())
	http.Get("https://example.com/a%" + url.PathEscape("zz")) // want `http\.Get: .*%`
	http.Get("https://example.com/a%" + url.PathEscape("41"))
	http.Get("https://exa mple.com/items?" + q.Encode()) // want `http\.Get: .*space`
}
