// Package config loads a configuration whose API field defaults to a
// host with no trailing '/'.
package config

const hostAPI = "http://exercism.example"

type Config struct {
	API   string `json:"api"`
	Token string `json:"token"`
}

func (c *Config) SetDefaults() {
	if c.API == "" {
		c.API = hostAPI
	}
}

// Slashed's every value ends in '/': its users glue segments to it.
type Slashed struct {
	Root string `json:"root"`
}

func (s *Slashed) SetDefaults() {
	if s.Root == "" {
		s.Root = "https://docs.example.com/"
	}
}
