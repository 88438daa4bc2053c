package hostname

import (
	"crypto/tls"
	"hostname/mitmcerts"
	"net"
	"net/http"
	"strings"
)

// A function that splits its parameter itself takes host:port, whatever
// the parameter's name (a MITM proxy's CONNECT target).
type mitm struct{ invalid map[string]bool }

func (p *mitm) canMITM(hostname string) bool {
	host, port, err := net.SplitHostPort(hostname)
	if err == nil {
		hostname = host
	}
	return port == "443" && !p.invalid[hostname]
}

func (p *mitm) handleConnect(req *http.Request) bool {
	return p.canMITM(req.URL.Host)
}

// A function of another package: its parameter's name alone does not
// say it refuses host:port.
func serverConfig(req *http.Request) *tls.Config {
	return mitmcerts.ForHost(req.URL.Host)
}

// A function that writes its parameter after a scheme's "://" takes an
// authority, port and all (a Terraform Enterprise address), and one that
// cuts a port off itself takes host:port too.
func readTFE(hostname string) (*http.Response, error) {
	address := "https://app.terraform.io"
	if hostname != "" {
		address = "https://" + hostname
	}
	return http.Get(address + "/api/v2/ping")
}

func stripDefaultPort(scheme, hostname string) string {
	idx := strings.LastIndex(hostname, ":")
	if idx < 0 {
		return hostname
	}
	if strings.EqualFold(scheme, "https") && hostname[idx+1:] == "443" {
		return hostname[:idx]
	}
	return hostname
}

func remoteState(req *http.Request) (*http.Response, error) {
	u := req.URL
	u.Host = stripDefaultPort(u.Scheme, u.Host)
	return readTFE(u.Host)
}
