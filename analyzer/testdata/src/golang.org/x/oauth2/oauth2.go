// Package oauth2 stands for golang.org/x/oauth2.
package oauth2

type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string
}

type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	RedirectURL  string
	Scopes       []string
}
