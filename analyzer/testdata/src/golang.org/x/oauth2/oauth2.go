// Package oauth2 is a stub of golang.org/x/oauth2.
package oauth2

type AuthStyle int

type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string
	AuthStyle     AuthStyle
}

type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	RedirectURL  string
	Scopes       []string
}

type AuthCodeOption interface{}

func (c *Config) AuthCodeURL(state string, opts ...AuthCodeOption) string { return "" }
