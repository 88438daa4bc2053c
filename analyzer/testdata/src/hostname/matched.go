package hostname

import (
	"net/url"
	"regexp"
	"strings"
)

// Hosts of a storage service, in a region, with an optional port: a DNS
// name up to the end, which no IPv6 address in brackets matches.
var bucketHost = regexp.MustCompile(`^[a-z0-9-]+\.store\.[a-z0-9-]+\.example\.net(:[0-9]+)?$`)

func regionOf(u *url.URL) string {
	if !bucketHost.MatchString(u.Host) {
		return ""
	}
	labels := strings.Split(strings.SplitN(u.Host, ":", 2)[0], ".")
	return labels[2]
}

// The same, on a copy of the URL parsed from its text.
func moveRegion(old *url.URL, region string) *url.URL {
	if !bucketHost.MatchString(old.Host) {
		return old
	}
	u, err := url.Parse(old.String())
	if err != nil {
		return old
	}
	name, port, _ := strings.Cut(u.Host, ":")
	labels := strings.Split(name, ".")
	labels[2] = region
	u.Host = strings.Join(labels, ".")
	if port != "" {
		u.Host += ":" + port
	}
	return u
}

// Inside the if that matched.
func bucketOf(u *url.URL) string {
	if bucketHost.MatchString(u.Host) {
		return strings.Split(u.Host, ".")[0] + "/" + strings.SplitN(u.Host, ":", 2)[0]
	}
	return ""
}

// A regexp that stops before the end proves nothing of what follows,
// nor one whose text before the port may end in ']', nor a match of
// another URL's Host.
var storeSuffix = regexp.MustCompile(`\.example\.net`)

var anyPort = regexp.MustCompile(`^.+:[0-9]+$`)

func unanchored(u *url.URL) string {
	if !storeSuffix.MatchString(u.Host) {
		return ""
	}
	return strings.SplitN(u.Host, ":", 2)[0] // want `u.Host holds an IPv6 address`
}

func bracketsPass(u *url.URL) string {
	if !anyPort.MatchString(u.Host) {
		return ""
	}
	return strings.SplitN(u.Host, ":", 2)[0] // want `u.Host holds an IPv6 address`
}

func otherURL(u, proxy *url.URL) string {
	if !bucketHost.MatchString(u.Host) {
		return ""
	}
	return strings.SplitN(proxy.Host, ":", 2)[0] // want `proxy.Host holds an IPv6 address`
}

// The Host written after the match is not what was matched.
func rewritten(u *url.URL, to string) string {
	if !bucketHost.MatchString(u.Host) {
		return ""
	}
	u.Host = to
	return strings.SplitN(u.Host, ":", 2)[0] // want `u.Host holds an IPv6 address`
}
