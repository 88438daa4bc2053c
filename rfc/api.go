package rfc

import (
	"fmt"
	"strings"
)

// A Profile selects the grammar a string is checked against.
type Profile uint8

const (
	RFC3986 Profile = iota // RFC 3986 (STD 66); the default
	RFC2396                // RFC 2396 as written in its Appendix A
	RFC1738                // RFC 1738, with RFC 1808 for relative URLs
)

var profileNames = [...]string{RFC3986: "3986", RFC2396: "2396", RFC1738: "1738"}

// String returns the RFC number: "3986", "2396" or "1738".
func (p Profile) String() string {
	if int(p) < len(profileNames) {
		return profileNames[p]
	}
	return fmt.Sprintf("Profile(%d)", p)
}

// ParseProfile parses an RFC number ("3986", "2396", "1738"), with or
// without an "RFC" prefix.
func ParseProfile(s string) (Profile, error) {
	t := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "rfc")
	for p, name := range profileNames {
		if t == name {
			return Profile(p), nil
		}
	}
	return 0, fmt.Errorf("unknown RFC profile %q (want 3986, 2396 or 1738)", s)
}

// A Target says what a string must be: a whole URL of some form, or a single
// component of one (as held by a field of net/url.URL).
type Target uint8

const (
	Reference       Target = iota // URI-reference (absolute or relative); the default
	Absolute                      // absolute URI (scheme required)
	Relative                      // relative reference (no scheme)
	HTTP                          // HTTP client target: absolute http or https URL with a host
	Request                       // HTTP request target: origin-form, absolute-form or "*"
	SchemePart                    // scheme alone (url.URL.Scheme)
	HostPort                      // host with optional :port (url.URL.Host)
	UserinfoPart                  // userinfo alone
	RawPath                       // path in its escaped form (url.URL.RawPath)
	DecodedPath                   // path in decoded form (url.URL.Path): only control bytes and invalid UTF-8 are wrong
	RawQuery                      // query without '?' (url.URL.RawQuery)
	FragmentPart                  // fragment in escaped form, without '#' (url.URL.RawFragment)
	DecodedFragment               // fragment in decoded form (url.URL.Fragment)
	Opaque                        // opaque part (url.URL.Opaque)

	// Targets of client libraries, which do not take a URI reference.
	GRPC     // gRPC dial target: dns:///host:port, unix:path, passthrough:///addr, or host:port
	Postgres // PostgreSQL connection URI, with a comma-separated host list; a keyword/value DSN is not checked
	MongoDB  // MongoDB connection string: mongodb://host,host/?opts or mongodb+srv://host/
	Endpoint // service address: an absolute URI, unix:path, or host:port (etcd endpoints)
	URLList  // comma-separated list of absolute URIs or host:port (nats.Connect)

	PathElement // path element that url.JoinPath escapes: only invalid %-escapes, control bytes and invalid UTF-8 are wrong

	Network // absolute URI of a network service (redis://, amqp://): its host follows the rules of network schemes; unix: URIs are left alone

	MySQL // go-sql-driver/mysql data source name, [user[:password]@][net[(addr)]]/dbname[?params]: only a TCP address's host:port is read
)

var targetNames = [...]string{
	Reference: "reference", Absolute: "absolute", Relative: "relative",
	HTTP: "http", Request: "request", SchemePart: "scheme", HostPort: "hostport",
	UserinfoPart: "userinfo", RawPath: "rawpath", DecodedPath: "path",
	RawQuery: "query", FragmentPart: "rawfragment", DecodedFragment: "fragment",
	Opaque: "opaque", GRPC: "grpc", Postgres: "postgres", MongoDB: "mongodb", Endpoint: "endpoint",
	URLList: "urllist", PathElement: "pathelem", Network: "network", MySQL: "mysql",
}

// String returns the target's name as ParseTarget accepts it.
func (t Target) String() string {
	if int(t) < len(targetNames) {
		return targetNames[t]
	}
	return fmt.Sprintf("Target(%d)", t)
}

// ParseTarget parses a target name such as "reference" or "http".
func ParseTarget(s string) (Target, error) {
	for t, name := range targetNames {
		if s == name {
			return Target(t), nil
		}
	}
	return 0, fmt.Errorf("unknown target %q (want one of %s)", s, strings.Join(targetNames[:], ", "))
}

// Severity ranks a violation.
type Severity uint8

const (
	Error   Severity = iota // the string breaks the grammar or the sink's requirement
	Warning                 // allowed by some readings, but likely wrong (an underscore in a host name)
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// MarshalText makes Severity print as "error" or "warning" in JSON.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// A Violation is one problem in a checked string.
type Violation struct {
	Start, End  int      // byte range [Start, End) in the input
	Check       CheckID  // stable check ID (see Checks)
	Rule        string   // the rule as the RFC names it: "pchar", "dec-octet", "hsegment"
	RFC         string   // RFC and section: "RFC 3986 §3.2.2"
	Message     string   // one line a user understands: "space is not allowed in a query; write %20"
	Severity    Severity //
	Fixable     bool     // Replacement is a safe fix for [Start, End)
	Replacement string   // the text to put in place of [Start, End) when Fixable
}

// Options say how to check a string.
type Options struct {
	Profile Profile // grammar; RFC3986 by default
	Target  Target  // what the string must be; Reference by default
	Generic bool    // generic syntax only: skip scheme-specific rules

	// Holes are sorted byte offsets in the input where text that is not
	// known (a non-constant operand of a concatenation, a fmt verb) stands.
	// A hole stands for any valid text of the component it falls in, so it
	// never causes a violation itself, and it does not end a component.
	Holes []int

	// Joins are sorted byte offsets in the input where two pieces of
	// known text meet (the operands of a concatenation). Text joined
	// without its '/' ("https://x.example" + "v1/items") or with one too
	// many ("https://x.example/" + "/v1") is reported there.
	Joins []int

	// Scheme is, for the HostPort target, the scheme of the URL the host
	// belongs to (url.URL.Scheme): with http, https, ws or wss the host
	// follows their host rules, as in a whole URL.
	Scheme string
}
