// Package fieldsinkassign writes the field sinks of the catalogue by
// assignment after the struct literal, directly, through a pointer and
// through a nested struct: each assignment is the field's sink, checked
// as the field's value in a literal is.
package fieldsinkassign

import (
	"fmt"
	"net"
	"strconv"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	gormmysql "gorm.io/driver/mysql"
)

// StoreSettings are the database settings of a service.
type StoreSettings struct {
	Account, Secret string
	Server          string
	Port            int
	Schema          string
}

// openOrders fills the DSN after the literal, host and port by hand.
func openOrders(s StoreSettings) gormmysql.Dialector {
	conf := gormmysql.Config{DefaultStringSize: 191}
	conf.DSN = fmt.Sprintf("%s:%s@tcp(%s:%d)/%s", s.Account, s.Secret, s.Server, s.Port, s.Schema) // want `mysql\.Config\.DSN: a host and ':port' joined by hand`
	return gormmysql.New(conf)
}

// openLedger sets the DSN through a pointer to the configuration.
func openLedger(s StoreSettings) gormmysql.Dialector {
	p := &gormmysql.Config{}
	p.DSN = s.Account + "@tcp(" + s.Server + ":" + strconv.Itoa(s.Port) + ")/" + s.Schema // want `mysql\.Config\.DSN: a host and ':port' joined by hand`
	return gormmysql.New(*p)
}

// openAudit joins host and port with net.JoinHostPort: quiet.
func openAudit(s StoreSettings) gormmysql.Dialector {
	var conf gormmysql.Config
	conf.DSN = fmt.Sprintf("%s@tcp(%s)/%s", s.Account, net.JoinHostPort(s.Server, strconv.Itoa(s.Port)), s.Schema)
	return gormmysql.New(conf)
}

// openLocal writes a constant host: quiet.
func openLocal(s StoreSettings) gormmysql.Dialector {
	conf := gormmysql.Config{}
	conf.DSN = fmt.Sprintf("%s@tcp(127.0.0.1:%d)/%s", s.Account, s.Port, s.Schema)
	return gormmysql.New(conf)
}

const callbackBase = "https://portal.example.org"

// loginConfig sets the redirect and the token URL after the literal.
func loginConfig(clientID string) *oauth2.Config {
	conf := &oauth2.Config{ClientID: clientID, Scopes: []string{"profile"}}
	conf.RedirectURL = callbackBase + "/sign in/done"                    // want `oauth2\.Config\.RedirectURL: .*pchar`
	conf.Endpoint.TokenURL = "portal.example.org/oauth/token"            // want `oauth2\.Endpoint\.TokenURL: .*relative reference`
	conf.Endpoint.AuthURL = "https://portal.example.org/oauth/authorize" // valid
	return conf
}

// deviceConfig copies an endpoint and then corrects one of its URLs.
func deviceConfig() oauth2.Config {
	ep := oauth2.Endpoint{AuthURL: "https://id.example.net/auth"}
	ep.DeviceAuthURL = "https://id.example.net:80a/device" // want `oauth2\.Endpoint\.DeviceAuthURL: .*port`
	ep.TokenURL = "https://id.example.net/token"
	return oauth2.Config{Endpoint: ep}
}

// serviceToken sets a client-credentials token URL with a query by hand.
func serviceToken(audience string) *clientcredentials.Config {
	c := new(clientcredentials.Config)
	c.TokenURL = "https://id.example.net/token?aud=" + "internal api" // want `clientcredentials\.Config\.TokenURL: .*query`
	return c
}

// outOfBand asks the provider to show the code: the keyword is valid.
func outOfBand() *oauth2.Config {
	c := &oauth2.Config{}
	c.RedirectURL = "urn:ietf:wg:oauth:2.0:oob"
	return c
}

// A WebhookConfig has fields of the same names as the catalogue's, of a
// type the catalogue does not know: its writes are not sinks.
type WebhookConfig struct {
	DSN         string
	RedirectURL string
	TokenURL    string
}

func webhook(s StoreSettings) WebhookConfig {
	var w WebhookConfig
	w.DSN = s.Server + ":" + strconv.Itoa(s.Port)
	w.RedirectURL = "after sign in"
	w.TokenURL = "token"
	return w
}

const portalRoot = "https://portal.example.org/" // want `oauth2\.Config\.RedirectURL: joining two strings makes "//"`

// partnerLogin joins a root that ends with '/' to a path that starts with
// one: the join is reported at the root's '/'.
func partnerLogin(c *oauth2.Config) {
	c.RedirectURL = portalRoot + "/partners/callback"
	c.Endpoint.TokenURL = portalRoot + "oauth/token" // valid: one '/'
}
