// Package nullable reads URLs kept in nullable strings: guregu/null's
// String and database/sql's NullString.
package nullable

import (
	"database/sql"
	"net/http"
	"net/url"
	"os"

	null "gopkg.in/guregu/null.v3"
)

type Config struct {
	LogsURL  null.String `json:"-" envconfig:"LOGS_URL"`
	ProxyURL null.String `json:"proxy"`
	Server   null.String `json:"url"`
	Name     null.String `json:"name"`
	Mirror   sql.NullString
}

// The defaults, with NewString(..., false) and StringFrom.
func NewConfig() Config {
	return Config{
		LogsURL: null.NewString("wss://logs.example.com/api/v1/ta il", false), // want `url\.Parse: .*pchar`
		Server:  null.StringFrom("http://localhost:9090/api/v1/write"),
		Name:    null.StringFrom("a name, not a URL"),
	}
}

// Apply copies the set values of another configuration: a copy of the
// field from itself adds no value.
func (c Config) Apply(cfg Config) Config {
	if cfg.LogsURL.Valid && cfg.LogsURL.String != "" {
		c.LogsURL = cfg.LogsURL
	}
	if cfg.ProxyURL.Valid {
		c.ProxyURL = cfg.ProxyURL
	}
	if cfg.Server.Valid {
		c.Server = cfg.Server
	}
	return c
}

// A receiver: every write of the field in the package.
func (c *Config) logs() {
	url.Parse(c.LogsURL.String)
}

// Valid tests only whether the value is set.
func (c *Config) proxy() {
	if c.ProxyURL.Valid {
		url.Parse(c.ProxyURL.String) // decoded only
	}
}

func (c *Config) server() {
	http.Get(c.Server.String)
}

// Name holds text: no constant of it is a URL's.
func (c *Config) name() {
	url.Parse(c.Name.String)
}

func local() {
	m := null.StringFrom("http://mirror.example.com/a b") // want `url\.Parse: .*pchar`
	url.Parse(m.String)
}

func sqlLiteral() {
	ns := sql.NullString{String: "http://db.example.com:80x/", Valid: true} // want `http\.Get: .*port`
	http.Get(ns.String)
}

func validLocal() {
	m := null.NewString("https://example.com/ok", true)
	url.Parse(m.String)
}

// Written through the String field itself: followed as any field.
func written() {
	ns := sql.NullString{Valid: true}
	ns.String = "http://example.com/c d" // want `url\.Parse: .*pchar`
	url.Parse(ns.String)
}

// Input: the variable's other write is not a constant.
func partly(c *Config) {
	c.Mirror = sql.NullString{String: os.Getenv("MIRROR"), Valid: true}
	url.Parse(c.Mirror.String)
}
