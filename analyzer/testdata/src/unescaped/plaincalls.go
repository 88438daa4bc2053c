package unescaped

import (
	"fmt"
	"net/http"
	"time"
)

// An unexported function's parameter that its one call gives text that
// needs no escaping (a time of digits): what the package passes shows
// what it is. Look-alikes: an exported function, whose callers elsewhere
// are not seen, and a call that passes a string of no kind.
func feedPath(pathFmt string, a ...any) string {
	return "https://www.example.com/api/v3/" + fmt.Sprintf(pathFmt, a...)
}

func (f *feedReader) fetch(stamp string) (*http.Response, error) {
	return http.Get(feedPath("feeds/files/%s", stamp))
}

type feedReader struct{ t time.Time }

func (f *feedReader) next() (*http.Response, error) {
	stamp := f.t.Format("200601021504")
	return f.fetch(stamp)
}

func (f *feedReader) Fetch(stamp string) (*http.Response, error) {
	return http.Get(feedPath("feeds/urls/%s", stamp)) // want `warning: http\.Get: stamp, a string, is written unescaped into the path`
}

func (f *feedReader) nextURLs() (*http.Response, error) {
	return f.Fetch(f.t.Format("200601021504"))
}

func (f *feedReader) fetchTagged(tag string) (*http.Response, error) {
	return http.Get(feedPath("feeds/tags/%s", tag)) // want `warning: http\.Get: tag, a string, is written unescaped into the path`
}

func (f *feedReader) tagged(t fmt.Stringer) (*http.Response, error) {
	return f.fetchTagged(t.String())
}
