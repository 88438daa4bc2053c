// Package defaults holds configuration values other packages read.
package defaults

// Config is a service client's configuration.
type Config struct {
	BaseURL  string
	TokenURL string
}

// case: fields bug cross-package-var
var Registry = Config{BaseURL: "https://registry.example.com/v2/_catalog?n=100&last=%"}

// case: fields valid cross-package-var-ok
var Mirror = Config{BaseURL: "https://mirror.example.com/v2/_catalog?n=100"}
