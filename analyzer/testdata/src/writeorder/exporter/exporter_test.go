package exporter

import (
	"net/http"
	"testing"

	"writeorder/netconf"
)

// One test writes a whole URL into its configuration's address, to see
// the exporter refuse it; another reads its own configuration's address,
// a host and port it wrote itself. Look-alikes: a test that reads the URL
// it wrote, and tests that share a configuration of the package.

func TestRefusesURL(t *testing.T) {
	cfg := createDefaultConfig().(*Config)
	cfg.ServerConfig.NetAddr.Endpoint = "http://localhost:8889"
	if start(cfg) == nil {
		t.Fatal("no error")
	}
}

func TestScrape(t *testing.T) {
	serverConfig := netconf.NewDefaultServerConfig()
	serverConfig.NetAddr = netconf.AddrConfig{Transport: "tcp", Endpoint: "localhost:8787"}
	cfg := &Config{Namespace: "test", ServerConfig: serverConfig}
	if err := start(cfg); err != nil {
		t.Fatal(err)
	}
	res, err := http.Get("http://" + cfg.ServerConfig.NetAddr.Endpoint + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestScrapeOwnURL(t *testing.T) {
	cfg := createDefaultConfig().(*Config)
	cfg.ServerConfig.NetAddr.Endpoint = "http://localhost:8890" // want `second scheme "http://" stands where the host should be`
	http.Get("http://" + cfg.ServerConfig.NetAddr.Endpoint + "/metrics")
}

var shared = &Config{}

func TestSharedURL(t *testing.T) {
	shared.ServerConfig.Advertise = "http://localhost:8891" // want `second scheme "http://" stands where the host should be`
}

func TestScrapeShared(t *testing.T) {
	http.Get("http://" + shared.ServerConfig.Advertise + "/metrics")
}
