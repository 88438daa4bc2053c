package rfc

import "strings"

var (
	postgresRule = ruleRef{"connection URI", "PostgreSQL docs §32.1.1.2"}
	mongoRule    = ruleRef{"connection string", "MongoDB docs, Connection Strings"}
)

// postgres checks a PostgreSQL connection URI,
// postgres[ql]://[userinfo@][host][:port][,...][/dbname][?param=value&...]
// (libpq's grammar, which pgx and lib/pq follow). A keyword/value
// connection string ("host=db port=5432") is not a URI and is not checked.
func (c *checker) postgres() {
	s := c.s
	var a int
	switch {
	case strings.HasPrefix(s, "postgresql://"):
		a = len("postgresql://")
	case strings.HasPrefix(s, "postgres://"):
		a = len("postgres://")
	default:
		return
	}
	c.hostList(a, postgresRule, "a PostgreSQL URI")
}

// mongoDB checks a MongoDB connection string as the Go driver parses it:
// mongodb://[userinfo@]host[:port][,...][/[db]][?options] or
// mongodb+srv://[userinfo@]host[/[db]][?options].
func (c *checker) mongoDB() {
	s, n := c.s, len(c.s)
	var a int
	srv := false
	switch {
	case strings.HasPrefix(s, "mongodb://"):
		a = len("mongodb://")
	case strings.HasPrefix(s, "mongodb+srv://"):
		a, srv = len("mongodb+srv://"), true
	default:
		if n > 0 && !c.holeAt(0) {
			end := max(schemeEnd(s), 0)
			if end == 0 {
				end = n
			}
			c.violation(0, end, CheckTarget, mongoRule, Error,
				`a MongoDB connection string starts with "mongodb://" or "mongodb+srv://"`)
		}
		return
	}
	hosts, e := c.hostList(a, mongoRule, "a MongoDB connection string")
	if user := c.userinfoOf(a, e); user.ok {
		if i := strings.IndexByte(s[user.start:user.end], ':'); i >= 0 {
			if j := strings.IndexByte(s[user.start+i+1:user.end], ':'); j >= 0 {
				k := user.start + i + 1 + j
				c.violation(k, k+1, CheckChar, mongoRule, Error, "the Go driver rejects ':' in a password; write %3A")
			}
		}
	}
	if srv {
		for i, h := range hosts {
			if i > 0 {
				c.violation(h.start-1, h.end, CheckTarget, mongoRule, Error, "a mongodb+srv connection string names one host")
				continue
			}
			if p := strings.LastIndexByte(s[h.start:h.end], ':'); p >= 0 && !strings.Contains(s[h.start+p:h.end], "]") {
				c.violation(h.start+p, h.end, CheckPort, mongoRule, Error, "a mongodb+srv host has no port: the port comes from its SRV record")
			}
		}
	}
	if e < n && s[e] == '?' {
		c.violation(e, e+1, CheckTarget, mongoRule, Error, "a MongoDB connection string needs '/' before its options: write /?")
	}
}

// userinfoOf returns the userinfo of the authority c.s[a:e]: up to its last
// '@'.
func (c *checker) userinfoOf(a, e int) span {
	if at := strings.LastIndexByte(c.s[a:e], '@'); at >= 0 {
		return span{a, a + at, true}
	}
	return span{}
}

// hostList checks the rest of a connection URI from a, just after its
// "scheme://": userinfo, a comma-separated list of host[:port], then the
// path and query by the generic syntax. A connection URI has no fragment.
// It returns the hosts and where the authority ends.
func (c *checker) hostList(a int, r ruleRef, what string) ([]span, int) {
	s, n := c.s, len(c.s)
	e := c.indexFrom(a, n, "/?#")
	hs := a
	if user := c.userinfoOf(a, e); user.ok {
		c.sub("", user.start, user.end, UserinfoPart)
		hs = user.end + 1
	}
	var hosts []span
	for i := hs; ; {
		j := c.indexFrom(i, e, ",")
		hosts = append(hosts, span{i, j, true})
		if j == e {
			break
		}
		i = j + 1
	}
	for _, h := range hosts {
		switch {
		case h.start == h.end:
			if len(hosts) > 1 && !c.hole(h.start, h.end) {
				c.violation(max(h.start-1, hs), min(h.end+1, e), CheckHost, r, Error, "empty host in the host list")
			}
		case h.end-h.start >= 3 && strings.EqualFold(s[h.start:h.start+3], "%2F"):
			c.sub("", h.start, h.end, HostPort) // a socket path, escaped
		default:
			c.sub(netPrefix, h.start, h.end, Absolute)
		}
	}
	if e < n {
		c.sub(netPrefix+"h", e, n, Absolute)
	}
	if f := strings.IndexByte(s[e:], '#'); f >= 0 && !c.hole(e+f, e+f+1) {
		f += e
		c.violation(f, f+1, CheckTarget, r, Error,
			what+" has no fragment: this '#' ends it; a '#' in a password must be written %23")
	}
	return hosts, e
}
