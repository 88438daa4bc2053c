// Package regionfield keeps the host of its endpoint in a field that the
// function building the endpoint writes just before: the field holds what
// that write gives, as a local variable would (a DNS name by its constant
// text, "svc.<region>.example.<domain>", needs no brackets before ":port").
package regionfield

import (
	"fmt"
	"net/http"
	"os"
)

type region string

var domains = map[region]string{"eu-west-1": "example.com"}

// host is the service's host name in the region.
func (r region) host() (string, error) {
	d := domains[r]
	if d == "" {
		return "", fmt.Errorf("region %s is not known", string(r))
	}
	return fmt.Sprintf("svc.%s.example.%s", string(r), d), nil
}

type config struct {
	region   region
	endpoint string
	protocol string
	host     string
	port     string
}

// A tuple from the call writes the host.
func (c *config) parse() (err error) {
	c.host, err = c.region.host()
	if err != nil {
		return err
	}
	c.protocol = "https"
	c.port = "443"
	c.endpoint = c.protocol + "://" + c.host + ":" + c.port // valid
	return nil
}

func get(c *config) (*http.Response, error) {
	if err := c.parse(); err != nil {
		return nil, err
	}
	return http.Get(c.endpoint + "/v1/items")
}

type single struct {
	region   region
	endpoint string
	host     string
}

// A plain write of the field, from a local variable.
func (c *single) parse() error {
	h, err := c.region.host()
	if err != nil {
		return err
	}
	c.host = h
	c.endpoint = "https://" + c.host + ":443" // valid
	return nil
}

func getSingle(c *single) (*http.Response, error) {
	if err := c.parse(); err != nil {
		return nil, err
	}
	return http.Get(c.endpoint + "/v1/items")
}

type envConfig struct {
	endpoint string
	protocol string
	host     string
	port     string
}

// The same field written from the environment may hold an IPv6 address.
func (c *envConfig) parse() {
	c.host = os.Getenv("SERVICE_HOST")
	c.protocol = "https"
	c.port = "443"
	c.endpoint = c.protocol + "://" + c.host + ":" + c.port // want `http\.Get: a host and ':port' joined by hand`
}

func getEnv(c *envConfig) (*http.Response, error) {
	c.parse()
	return http.Get(c.endpoint + "/v1/items")
}

type lookupConfig struct {
	endpoint string
	host     string
}

func lookup(name string) (string, error) { return os.Getenv(name), nil }

// A tuple from a call whose result is not known.
func (c *lookupConfig) parse() (err error) {
	c.host, err = lookup("SERVICE_HOST")
	c.endpoint = "http://" + c.host + ":8080" // want `http\.Get: a host and ':port' joined by hand`
	return err
}

func getLookup(c *lookupConfig) (*http.Response, error) {
	if err := c.parse(); err != nil {
		return nil, err
	}
	return http.Get(c.endpoint + "/v1/items")
}
