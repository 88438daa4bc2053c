// Package named holds path joins of a URL known by its name alone, whose
// result is written where a name says a URL is held: a warning, as a base
// that is a bare host keeps its host.
package named

import (
	"net/http"
	neturl "net/url"
	"os"
	"path"
	"path/filepath"
)

type BundleServer struct{ URL, Path string }

type Service struct{ Name, URL string }

func bundleService(b BundleServer) Service {
	return Service{
		Name: "s3",
		URL:  path.Join(b.URL, b.Path), // want `path\.Join cleans its result as a file path: a URL in b\.URL \("https://host"\) loses the '/' of its "//"`
	}
}

func endpoint(apiURL, version string) string {
	baseURL := path.Join(apiURL, version) // want `path\.Join cleans its result as a file path: a URL in apiURL`
	return baseURL
}

// Look-alikes: a URL's path joined, a result that names no URL, a first
// element whose text is known and has no scheme.
func paths(b BundleServer, name string) (Service, string) {
	p := path.Join(b.URL, name)
	return Service{URL: path.Join(b.Path, name)}, p
}

const readinessURL = "/readyz"

func readiness(check string) string {
	probeURL := path.Join(readinessURL, check)
	return probeURL
}

// A fallback for a base that does not parse as a URL.
func parentURL(baseURL, dir string) string {
	parentURL, err := joinURL(baseURL, dir)
	if err != nil {
		parentURL = path.Join(baseURL, dir)
	}
	return parentURL
}

func joinURL(base, p string) (string, error) { return base + "/" + p, nil }

// The result of a function whose name says it makes a URL, and a field
// set through a helper that returns a pointer to its argument.
func makeApplicationURL(baseURL, id string) string {
	return path.Join(baseURL, "applications", id) // want `path\.Join cleans its result as a file path: a URL in baseURL`
}

type Link struct{ WebURL, WebPath *string }

func ptr(s string) *string { return &s }

func shareLink(baseURL, token string) Link {
	return Link{WebURL: ptr(path.Join(baseURL, "s", token))} // want `path\.Join cleans its result as a file path: a URL in baseURL`
}

// Look-alikes: a function that names no URL, one returning from a
// literal, a pointer to a path.
func applicationPath(baseURL, id string) string { return path.Join(baseURL, id) }

func makeHandlerURL(baseURL string) func(string) string {
	return func(id string) string { return path.Join(baseURL, id) }
}

func sharePath(baseURL, token string) Link {
	return Link{WebPath: ptr(path.Join(baseURL, "s", token))}
}

// A URL read from a getter named for one, and look-alikes: a getter
// that names a path, a call given an argument.
type Files interface {
	GetBaseURL() string
	GetBasePath() string
	URLOf(name string) string
}

type ExportResponse struct{ URL string }

func export(f Files, id string) ExportResponse {
	return ExportResponse{URL: path.Join(f.GetBaseURL(), id+".geojson")} // want `path\.Join cleans its result as a file path: a URL in the result of f\.GetBaseURL\(\)`
}

func exportPath(f Files, id string) (ExportResponse, ExportResponse) {
	return ExportResponse{URL: path.Join(f.GetBasePath(), id)}, ExportResponse{URL: path.Join(f.URLOf(id), "x")}
}

// A sub-URL is the path an application is served under ("/gitea"), not
// a URL with a host: joining it as a path keeps it whole.
var AppSubURL string

type Action struct{ Owner, Repo string }

func (a Action) repoLink() string {
	if AppSubURL != "" {
		return path.Join(AppSubURL, a.Owner, a.Repo)
	}
	return "/" + a.Owner + "/" + a.Repo
}

// A location is a URL by its name, but a folder's or a file's is a place
// on disk.
func configLocation(configFolderLocation string) string {
	return filepath.Join(configFolderLocation, "config.toml")
}

func redirectLocation(redirectLocation string) string {
	return filepath.Join(redirectLocation, "done") // want `filepath\.Join cleans its result as a file path: a URL in redirectLocation`
}

// A base derived from a URL is a URL: the web UI's links start with it.
type graphConfig struct{ BaseURL, WebBase, CacheDir string }

func (c *graphConfig) applyDefaults() {
	if c.WebBase == "" {
		c.WebBase = path.Join(c.BaseURL, "/files/spaces") // want `path\.Join cleans its result as a file path: a URL in c\.BaseURL`
	}
	if c.CacheDir == "" {
		c.CacheDir = path.Join(c.BaseURL, "cache")
	}
}

// A server's request target is a path and a query: cleaned on purpose to
// find a file.
func staticFile(w http.ResponseWriter, r *http.Request) {
	requestedURI := path.Clean(r.RequestURI)
	http.ServeFile(w, r, path.Join("static", requestedURI))
}

// An environment variable named for a URL holds one.
type status struct{ TargetURL string }

func buildStatus(targetURL string) status {
	if targetURL == "" {
		targetURL = path.Join(os.Getenv("ATC_EXTERNAL_URL"), "builds", os.Getenv("BUILD_ID")) // want `path\.Join cleans its result as a file path: a URL in the environment variable ATC_EXTERNAL_URL`
	}
	return status{TargetURL: targetURL}
}

// Look-alike: a variable that names a directory.
func cacheDir() string {
	cacheURL := path.Join(os.Getenv("CACHE_DIR"), "objects")
	return cacheURL
}

// A redirect target cleaned only where it parses with no scheme and no
// host (net/http's Redirect): a relative reference has no "//" to lose.
// Quiet.
func redirectTarget(url string) (location string) {
	if u, err := neturl.Parse(url); err == nil {
		if u.Scheme == "" && u.Host == "" {
			url = path.Clean(url)
		}
	}
	location = url
	return location
}

// Cleaned where it parses, whatever its scheme: reported.
func redirectAny(url string) (location string) {
	if _, err := neturl.Parse(url); err == nil {
		url = path.Clean(url) // want `path\.Clean cleans its result as a file path: a URL in url`
	}
	location = url
	return location
}
