package guarantees

import (
	"net/http"
	"net/url"
	"os"
	"path"
)

// A helper that parses its argument and sends it when it is a web URL:
// a path join of a URL never has a host there.
func download(rawURL string) error {
	u, err := url.Parse(rawURL)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "http", "https":
		c := http.Client{}
		resp, err := c.Get(u.String())
		if err != nil {
			return err
		}
		return resp.Body.Close()
	case "file":
		f, err := os.Open(u.Path)
		if err != nil {
			return err
		}
		return f.Close()
	}
	return nil
}

func artifact(repoURL, name string) error {
	p := path.Join(repoURL, name, "latest") // want `guarantees\.download: path\.Join never returns "//"`
	return download(p)
}

// Through a second helper that passes the text on with a query.
func withQuery(baseURL, q string) error { return download(baseURL + "?q=" + url.QueryEscape(q)) }

type repo struct{ Endpoint string }

func (r repo) search(q string) error {
	return withQuery(path.Join(r.Endpoint, "search"), q) // want `guarantees\.withQuery: path\.Join never returns`
}

// Look-alikes: a file path given to the same helper, and a helper that
// sets the parsed URL's host.
func localArtifact(dir, name string) error {
	return download(path.Join(dir, name))
}

func withHost(rawURL, host string) error {
	u, err := url.Parse(rawURL)
	if err != nil {
		return err
	}
	u.Host = host
	_, err = http.Get(u.String())
	return err
}

func mirrored(mirrorURL, name, host string) error {
	return withHost(path.Join(mirrorURL, name), host)
}

// A helper that sends its parameter as it is: its wrapper fact judges
// the call, once.
func get(rawURL string) (*http.Response, error) { return http.Get(rawURL) }

func status(apiURL string) (*http.Response, error) {
	return get(path.Join(apiURL, "status")) // want `guarantees\.get: path\.Join never returns "//" \(it cleans`
}
