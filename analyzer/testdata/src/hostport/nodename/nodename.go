package nodename // want package:`urlHostNames\(3\)` package:`urlResults\(Machine=0:…\|…\|"localhost"\|…\)`

// nodename keeps what the metadata server says of the instance
// the program runs on, for the URLs of package nodeurls: a host name
// is never an IPv6 address, whichever package it is read in.

import (
	"context"
	"os"
	"strings"

	"cloud.google.com/go/compute/metadata"
)

var (
	instance string // the instance's host name
	peer     string // a custom attribute: any text
	internal string // the instance's address, IPv6 on a dual-stack network
)

// Load asks the metadata server once.
func Load(ctx context.Context) error {
	var err error
	if instance, err = metadata.GetWithContext(ctx, "instance/hostname"); err != nil {
		return err
	}
	if peer, err = metadata.Get("instance/attributes/peer"); err != nil {
		return err
	}
	internal, err = metadata.InternalIP()
	return err
}

// A Node reads what Load kept.
type Node struct{}

func (Node) Name() string { return instance } // want Name:`urlHostName\(0\)`

func (Node) Peer() string { return peer }

func (Node) Address() string { return internal }

// Machine returns the name of the machine, without the final '.' of a
// fully qualified one, or "localhost" where the system has none.
func Machine() (string, error) { // want Machine:`urlHostName\(0\)`
	name, err := os.Hostname()
	if err != nil {
		return "localhost", err
	}
	return strings.TrimSuffix(name, "."), nil
}

// Advertised returns the name other nodes reach this one by: the
// environment's, which may be any address, before the machine's.
func Advertised() string {
	if a := os.Getenv("ADVERTISED_HOST"); a != "" {
		return a
	}
	name, _ := Machine()
	return name
}

// Client returns the host name a client of its own gives.
func Client(c *metadata.Client) string { // want Client:`urlHostName\(0\)`
	name, _ := c.HostnameWithContext(context.Background())
	return name
}
