// Package conf declares configuration that libraries fill from the
// environment and the command line by the fields' struct tags.
package conf

// Settings are read by kelseyhightower/envconfig, caarlos0/env,
// sethvargo/go-envconfig and go-flags.
type Settings struct {
	APIURL    string `envconfig:"API_URL"`
	Gateway   string `env:"GATEWAY_URL" envDefault:"http://gateway:8080/"`
	Search    string `env:"SEARCH_URL, default=https://search.internal"`
	Server    string `long:"server" default:"https://hub.example.com/"`
	Plain     string `env:"PLAIN_URL" envDefault:"http://plain:8080"`
	Trimmed   string `env:"TRIMMED_URL"`
	Joined    string `env:"JOINED_URL" envDefault:"https://joined.example.com/"`
	Decoded   string `json:"url"`
	Nested    Nested
	Untouched string
}

// Nested is embedded configuration.
type Nested struct {
	Storage string `envconfig:"STORAGE_URL" default:"https://storage.example.com/"`
}
