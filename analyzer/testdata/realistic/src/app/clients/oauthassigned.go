package clients

import "golang.org/x/oauth2"

// OAuth2 configurations completed after their literal, as a service sets
// its callback once it knows its public address.

const consoleOrigin = "https://console.example.com"

// case: thirdparty bug oauth2-redirect-assigned-space
func consoleLogin(clientID string) *oauth2.Config {
	conf := &oauth2.Config{ClientID: clientID}
	conf.RedirectURL = consoleOrigin + "/login/call back" // want `space|pchar`
	conf.Endpoint = oauth2.Endpoint{AuthURL: "https://sso.example.com/authorize", TokenURL: "https://sso.example.com/token"}
	return conf
}

// case: thirdparty bug oauth2-token-url-assigned-no-scheme
func ssoEndpoint() oauth2.Config {
	var conf oauth2.Config
	conf.Endpoint.AuthURL = "https://sso.example.com/authorize"
	conf.Endpoint.TokenURL = "sso.example.com/token" // want `relative|scheme`
	return conf
}

// case: thirdparty valid oauth2-fields-assigned
func partnerLogin(clientID string) *oauth2.Config {
	conf := &oauth2.Config{ClientID: clientID, Scopes: []string{"openid"}}
	conf.RedirectURL = consoleOrigin + "/partners/callback"
	conf.Endpoint.AuthURL = "https://sso.example.com/authorize"
	conf.Endpoint.TokenURL = "https://sso.example.com/token"
	return conf
}

// case: thirdparty valid oauth2-redirect-assigned-oob
func cliLogin() *oauth2.Config {
	conf := &oauth2.Config{ClientID: "cli"}
	conf.RedirectURL = "urn:ietf:wg:oauth:2.0:oob"
	return conf
}

// endcase
