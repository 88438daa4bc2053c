package free

import (
	"fmt"
	"net/http"
	"strings"

	"basevalues/free/ext"
	"basevalues/free/ext/settings"
)

// A field the package's users write, who may trim what they write,
// joined untrimmed (the warning tier): an option struct's base behind a
// pointer; a configuration decoded into a tagged struct.
type TokenOptions struct {
	BaseURL *string
}

func tokenURL(opts TokenOptions) string {
	if opts.BaseURL != nil {
		return *opts.BaseURL + "/oauth/token" // want `^warning: .*\*opts.BaseURL holds free configuration \(a field written elsewhere\), joined untrimmed to "/oauth/token"`
	}
	return "https://auth.example.com/oauth/token"
}

func Token(opts TokenOptions) (*http.Response, error) {
	return http.Post(tokenURL(opts), "application/x-www-form-urlencoded", nil)
}

type FeedConfig struct {
	API struct {
		URL string `json:"url"`
	} `json:"api"`
}

func Deltas(s *FeedConfig) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/v1/deltas", s.API.URL)) // want `^warning: .*s.API.URL holds free configuration \(a field written elsewhere\), joined untrimmed to "/v1/deltas"`
}

// Another package's field that this package writes itself, trimmed of
// its '/' first: the base's end is seen to.
type jenkins struct{ ext.Jenkins }

func newJenkins(url string) *jenkins {
	if strings.HasSuffix(url, "/") {
		url = url[:len(url)-1]
	}
	j := &jenkins{}
	j.Server = url
	return j
}

func (j *jenkins) NodeSecret() (*http.Response, error) {
	return http.Post(fmt.Sprintf("%s/scriptText", j.Server), "text/plain", nil)
}

// Written untrimmed: the users' value, as it is.
type agent struct{ ext.Agent }

func newAgent(url string) *agent {
	a := &agent{}
	a.Server = url
	return a
}

func (a *agent) Ping() (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/ping", a.Server)) // want `^warning: .*a.Server holds free configuration`
}

// Another package's field that its own package ends with '/' (the
// settings' loader): joined with no '/' between, as it means. Quiet.
func Gotify(c *settings.Config) (*http.Response, error) {
	return http.Post(fmt.Sprintf("%smessage", c.GotifyURL), "application/json", nil)
}
