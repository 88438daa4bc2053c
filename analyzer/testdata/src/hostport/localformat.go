package hostport

import (
	"fmt"
	"net"
	"strconv"
)

// Store addresses a database server by its own host and port.
type store struct {
	account, secret string
	server, port    string
	name            string
	tls             bool
}

func (s store) dsn() string {
	tmpl := "pgsql://%s:%s@%s:%s/%s" // want `fmt\.Sprintf: a host and ':port' joined by hand.*no fix: the format is not a literal of the fmt\.Sprintf call itself`
	return fmt.Sprintf(tmpl, s.account, s.secret, s.server, s.port, s.name)
}

func (s store) adminDSN() string {
	var tmpl string
	if s.tls {
		tmpl = "pgsqls://%s@%s:%s/admin" // want `fmt\.Sprintf: a host and ':port' joined by hand`
	} else {
		tmpl = "pgsql://%s@%s:%s/admin" // want `fmt\.Sprintf: a host and ':port' joined by hand`
	}
	return fmt.Sprintf(tmpl, s.account, s.server, s.port)
}

func (s store) replicaDSN() string {
	tmpl := "pgsql://%s@%s:%d/" // want `fmt\.Sprintf: a host and ':port' joined by hand`
	return fmt.Sprintf(tmpl+"replica", s.account, s.server, 5433)
}

// A format that is not known whole is not a template.
func (s store) numberedDSN(n int) string {
	tmpl := "pgsql://%s@%s:%d/"
	return fmt.Sprintf(tmpl+strconv.Itoa(n), s.account, s.server, 5433)
}

// A template that the caller may replace is not known whole.
func (s store) customDSN(override string) string {
	tmpl := "pgsql://%s@%s:%s/custom"
	if override != "" {
		tmpl = override
	}
	return fmt.Sprintf(tmpl, s.account, s.server, s.port)
}

// The host in brackets, or joined to its port by net.JoinHostPort.
func (s store) bracketDSN() string {
	tmpl := "pgsql://%s@[%s]:%s/bracket"
	return fmt.Sprintf(tmpl, s.account, s.server, s.port)
}

func (s store) joinedDSN() string {
	tmpl := "pgsql://%s@%s/joined"
	return fmt.Sprintf(tmpl, s.account, net.JoinHostPort(s.server, s.port))
}
