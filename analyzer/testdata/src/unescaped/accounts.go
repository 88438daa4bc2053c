package unescaped // want package:`urlWrappers\(3\)`

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// Names a service issues from a URL-safe alphabet (accounts, repositories,
// organisations, buckets, hosts) are identifiers: not reported, even with
// -warnings. From a request they are still run-time input, and a name of
// no such kind is still a string of the warning tier.

type project struct {
	Owner, Repo, Title string
}

func accountNames(p project, login, orgSlug, bucket, hostname, release string) {
	http.Get(fmt.Sprintf("%s/repos/%s/%s/pulls", base, p.Owner, p.Repo))
	http.Get(base + "/users/" + login + "/gists")
	http.Get(base + "/orgs/" + orgSlug + "/teams")
	http.Get("https://storage.example.com/" + bucket + "/index.json")
	http.Get(base + "/hosts/" + hostname + "/metrics")
	http.Get(base + "/releases/" + release)     // want `release, a string`
	http.Get(base + "/issues?title=" + p.Title) // want `p\.Title, free text`
}

// An IP address is digits, dots, hex and colons: no escape changes it in
// a path. A range in CIDR notation has a '/'.

func instanceAddresses(instanceID, ip, ipv6, ipRange string) {
	http.Get(fmt.Sprintf("%s/instances/%s/ipv4/%s", base, instanceID, ip))
	http.Get(base + "/instances/" + instanceID + "/ipv6/reverse/" + ipv6)
	http.Get(base + "/ranges/" + ipRange + "/leases") // want `ipRange, a string`
}

func accountFromForm(r *http.Request) {
	http.Get(base + "/orgs/" + r.FormValue("org") + "/members") // want `r\.FormValue\("org"\), run-time input`
}

// A variable the program also writes as a request's Host is a host name,
// in the function that writes it or through the calls that pass it.

func peerMedia(peer, port, mediaID string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "https://"+net.JoinHostPort(peer, port)+"/media/"+peer+"/"+mediaID, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func mediaLink(server, mediaID string, port int) string {
	return "https://" + net.JoinHostPort("media.example.net", strconv.Itoa(port)) + "/download/" + server + "/" + mediaID
}

func fetchMedia(server, mediaID string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, mediaLink(server, mediaID, 8448), nil)
	if err != nil {
		return nil, err
	}
	req.Host = server
	return http.DefaultClient.Do(req)
}

func mirrorLink(server, mediaID string) string {
	return "https://mirror.example.net/download/" + server + "/" + mediaID // want `server, a string`
}

func notHost(server, mediaID string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, mirrorLink(server, mediaID), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Server", server)
	return http.DefaultClient.Do(req)
}

// An element of path.Join is a path of segments the join cleans: its '/'
// is meant. Concatenated, the same parameter is a string of the warning
// tier.

func rulesetRef(p string) string { return "./" + path.Join("rulesets", p) }

func rulesetConcat(p string) string { return "rulesets/" + p } // want `p, a string`

func rulesets(api *url.URL, p string) {
	ref, _ := url.Parse(rulesetRef(p))
	http.Get(api.ResolveReference(ref).String())
	http.Get(base + "/" + path.Join("rulesets", p))
	http.Get(base + "/" + rulesetConcat(p))
}

// A variable reassigned its own escaped text before the read is escaped;
// reassigned again after the escape, it is not.

func audience(resource string) func() (*http.Response, error) {
	return func() (*http.Response, error) {
		resource = url.QueryEscape(resource)
		return http.Get(fmt.Sprintf("http://metadata.example/token?audience=%s", resource))
	}
}

func audienceDirect(resource string) (*http.Response, error) {
	resource = url.QueryEscape(resource)
	return http.Get(fmt.Sprintf("http://metadata.example/token?audience=%s", resource))
}

// Escaped after another function made it over (white space collapsed).
func runQuery(query string) (*http.Response, error) {
	query = url.QueryEscape(strings.Join(strings.Fields(query), " "))
	return http.Get(fmt.Sprintf("http://prometheus.example/api/v1/query?query=%s", query))
}

func audienceReset(resource, fallback string) (*http.Response, error) {
	resource = url.QueryEscape(resource)
	if resource == "" {
		resource = fallback
	}
	return http.Get(fmt.Sprintf("http://metadata.example/token?audience=%s", resource)) // want `resource, a string`
}

func audienceLater(resource string) (*http.Response, error) {
	u := fmt.Sprintf("http://metadata.example/token?audience=%s", resource) // want `resource, a string`
	resource = url.QueryEscape(resource)
	_ = resource
	return http.Get(u)
}

// A string whose every value is a constant of the package is known text:
// a '/' in a path joins the segments the program wrote; a space is not
// plain.

type channel struct{ Name, Track string }

var channels = map[string]channel{
	"lts":  {Name: "lts", Track: "stable/lts"},
	"edge": {Name: "edge", Track: "unstable"},
}

func releaseNotes(track string) (*http.Response, error) {
	return http.Get(base + "/notes/" + track + "/latest")
}

func channelNotes(name string) {
	if c, ok := channels[name]; ok {
		releaseNotes(c.Track)
	}
}

type feed struct{ Name, Topic string }

var feeds = map[string]feed{
	"lts":  {Name: "lts", Topic: "long term"},
	"edge": {Name: "edge", Topic: "edge"},
}

func topicNotes(topic string) (*http.Response, error) {
	return http.Get(base + "/feeds/" + topic + "/latest") // want `topic, a string`
}

func feedNotes(name string) {
	if f, ok := feeds[name]; ok {
		topicNotes(f.Topic)
	}
}

// A query of URL syntax by contract, parsed after a dummy scheme only to
// split it at its '/' and '?': escaped, it would have neither.
func parseMetricsQuery(query string) (string, string, error) {
	u, err := url.Parse("dummy:///" + query)
	if err != nil {
		return "", "", err
	}
	return strings.TrimPrefix(u.Path, "/"), u.Query().Get("labelSelector"), nil
}

// Parsed and sent: the query is a value in the path.
func fetchMetric(query string) (*http.Response, error) {
	u, err := url.Parse("http://metrics.example/api/" + query) // want `query, free text`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}
