// Package exporter serves metrics at the address of a library's
// configuration; its tests each write the address of a configuration of
// their own.
package exporter

import "writeorder/netconf"

type Config struct {
	Namespace    string
	ServerConfig netconf.ServerConfig `mapstructure:",squash"`
}

func createDefaultConfig() any {
	return &Config{ServerConfig: netconf.NewDefaultServerConfig()}
}

func start(c *Config) error { return nil }
