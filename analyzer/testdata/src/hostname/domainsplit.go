package hostname

import (
	"crypto/tls"
	"hostname/mitmcerts"
	"net"
	"net/http"
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
