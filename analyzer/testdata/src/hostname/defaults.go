package hostname

import (
	"crypto/tls"
	"flag"
	"net"
	"net/http"
)

// A flag whose default is host:port holds host:port: its default says
// so, and the same value is sent as a URL's authority below.
var gateway = flag.String("gateway", "gw.example.org:9443", "the gateway's address")

func gatewayClient() *http.Client {
	conf := &tls.Config{ServerName: *gateway} // want `\*gateway holds host:port \(the flag's default is "gw.example.org:9443"\) where tls.Config's ServerName takes a host name alone`
	return &http.Client{Transport: &http.Transport{TLSClientConfig: conf}}
}

func gatewayStatus(c *http.Client) (*http.Response, error) {
	return c.Get("https://" + *gateway + "/status")
}

const metricsAddr = "10.20.0.7:9100"

func metricsConf() *tls.Config {
	conf := new(tls.Config)
	conf.ServerName = metricsAddr // want `metricsAddr holds host:port \(its value is "10.20.0.7:9100"\)`
	return conf
}

// Look-alikes: the host taken from the flag first, and a flag whose
// default is a host name alone.
func gatewayClientFixed() *http.Client {
	name := *gateway
	if h, _, err := net.SplitHostPort(name); err == nil {
		name = h
	}
	conf := &tls.Config{ServerName: name}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: conf}}
}

var vaultName = flag.String("vault-name", "vault.example.org", "the name on the vault's certificate")

func vaultConf() *tls.Config {
	return &tls.Config{ServerName: *vaultName}
}
