package settings // want package:`urlFieldValues\(Config.GotifyURL=\|…\+slashed\)`

// Package settings loads a configuration whose URL it ends with '/'
// itself: its importers join paths to it without one.

import "strings"

type Config struct {
	GotifyURL string
}

func Load(env func(string) string) *Config {
	c := &Config{}
	c.GotifyURL = env("GOTIFY_URL")
	if c.GotifyURL != "" && !strings.HasSuffix(c.GotifyURL, "/") {
		c.GotifyURL += "/"
	}
	return c
}
