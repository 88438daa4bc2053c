package urltemplates

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// An IP address's text kept in a string variable, or handed to a
// helper's parameter, then written as a URL's host: an IPv6 one has no
// brackets.
type scanTarget struct {
	IP     net.IP
	Domain string
	Port   uint16
}

func scanURL(https bool, host string, port uint16, endpoint string) string {
	proto := "http"
	if https {
		proto = "https"
	}
	if port == 80 {
		return proto + "://" + host + endpoint // want `http\.NewRequest: an IP address written as the host with no brackets`
	}
	return proto + "://" + net.JoinHostPort(host, strconv.Itoa(int(port))) + endpoint
}

type scanner struct{ url string }

func newScan(t scanTarget) *scanner {
	host := t.Domain
	if host == "" {
		host = t.IP.String()
	}
	return &scanner{url: scanURL(false, host, t.Port, "/")}
}

func (s *scanner) grab() (*http.Request, error) {
	return http.NewRequest("GET", s.url, nil)
}

func resolved(name string, resolve func(string) (net.IP, error), first bool) (*http.Response, error) {
	host := name
	if first {
		ip, err := resolve(name)
		if err != nil {
			return nil, err
		}
		host = ip.String()
	}
	return http.Get(fmt.Sprintf("http://%s/healthz", host)) // want `http\.Get: an IP address written as the host with no brackets`
}

// Look-alikes: the text bracketed by an if before the read, or read
// only in the branch where it holds no ':', a variable no IP address
// reaches.
func bracketedText(name string, ip net.IP, first bool) (*http.Response, error) {
	host := name
	if first {
		host = ip.String()
	}
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]"
	}
	return http.Get(fmt.Sprintf("http://%s/healthz", host))
}

func defaultPortURL(https bool, host string, port uint16, endpoint string) string {
	proto := "http"
	if https {
		proto = "https"
	}
	if port == 443 && strings.Contains(host, ":") {
		return proto + "://[" + host + "]" + endpoint
	} else if port == 443 {
		return proto + "://" + host + endpoint
	}
	return ""
}

func newScanDefault(t scanTarget) *scanner {
	host := t.Domain
	if host == "" {
		host = t.IP.String()
	}
	return &scanner{url: defaultPortURL(true, host, 443, "/")}
}

func namesOnly(t scanTarget) (*http.Request, error) {
	host := t.Domain
	if host == "" {
		host = "localhost"
	}
	return http.NewRequest("GET", "http://"+host+"/", nil)
}
