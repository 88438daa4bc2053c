package rfc

import "strings"

// mysqlDSN checks a data source name as go-sql-driver/mysql parses it,
// [user[:password]@][net[(addr)]]/dbname[?params]: the last '/' ends the
// address, the last '@' before it the user's part, the first '(' after
// that starts the address. For the TCP networks the driver dials the
// address as host:port (net.SplitHostPort, else net.JoinHostPort with
// port 3306), so a host written by hand before ':port' needs an IPv6
// address's brackets there as in a URL (hostPortHole). Nothing else of
// the name is URL text: the password is taken as written.
func (c *checker) mysqlDSN() {
	s := c.s
	slash := strings.LastIndexByte(s, '/')
	if slash < 2 || s[slash-1] != ')' {
		return
	}
	at := strings.LastIndexByte(s[:slash], '@') // -1: no user
	open := strings.IndexByte(s[at+1:slash], '(')
	if open < 0 {
		return
	}
	open += at + 1
	switch network := s[at+1 : open]; {
	case c.hole(at+1, open):
		return // a network not known
	case network != "tcp" && network != "tcp4" && network != "tcp6":
		return
	}
	host := open + 1
	if host >= slash-1 || s[host] != ':' {
		return
	}
	if i := c.firstHole(host); i >= len(c.opts.Holes) || c.opts.Holes[i] != host {
		return // an empty host, not a hole
	}
	if port := host + 1; !(port < slash-1 && isDigit(s[port]) || c.holeAt(port)) {
		return
	}
	c.add(HostPortViolation(host))
}
