package catalog

import (
	"context"

	cws "github.com/coder/websocket"
	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	"gopkg.in/h2non/gentleman.v2"
	resty3 "resty.dev/v3"
)

const redisURL = "redis://localhost:6379/0"

func clients(ctx context.Context) {
	redis.ParseURL(redisURL)                                            // valid
	redis.ParseURL("redis://cache host:6379/0")                         // want `redis\.ParseURL: .*reg-name`
	redis.ParseClusterURL("redis://localhost:6379?addr=localhost:6380") // valid
	redis.ParseFailoverURL("redis://localhost:63a79")                   // want `redis\.ParseFailoverURL: .*port`
	redis.ParseURL("redis://localhost:99999/0")                         // want `redis\.ParseURL: port 99999 is out of range`
	amqp.Dial("amqp://localhost:5672/")                                 // valid
	amqp.Dial("amqp://localhost:5672/%vhost")                           // want `amqp\.Dial: .*'%'`
	amqp.DialTLS("amqps://localhost:5671/", nil)                        // valid
	amqp.DialConfig("amqp://localhost:5672/ vhost", amqp.Config{})      // want `amqp\.DialConfig: `
	amqp.ParseURI("amqp://[::1:5672/")                                  // want `amqp\.ParseURI: `

	websocket.DefaultDialer.Dial("ws://localhost:8080/ws", nil)             // valid
	websocket.DefaultDialer.Dial("ws://localhost:8080/ws?room=a b", nil)    // want `websocket\.Dialer\.Dial: .*query`
	websocket.DefaultDialer.DialContext(ctx, "wss://-bad-.example/ws", nil) // want `websocket\.Dialer\.DialContext: .*start with '-'.* \(and 1 more in this literal\)`
	cws.Dial(ctx, "wss://example.com/socket", nil)                          // valid
	cws.Dial(ctx, "wss://example.com/so cket", nil)                         // want `cws\.Dial: .*pchar`

	c := resty.New().SetBaseURL("https://api.example.com/v1")
	c.SetBaseURL("api.example.com:443/v1")           // want `resty\.Client\.SetBaseURL: .*parses as scheme "api\.example\.com"`
	c.R().SetPathParam("id", "7").Get("/users/{id}") // valid: {id} is a path parameter
	c.R().Get("/users/{id}/posts/{postId}?sort=new") // valid
	c.R().Post("/users/{id}/notes?tag=a b")          // want `resty\.Request\.Post: .*query`
	c.R().Execute("GET", "/search?q={query}&x=a|b")  // want `resty\.Request\.Execute: .*'\|'`
	c.R().Get("https://api.example.com/users/{id")   // want `resty\.Request\.Get: .*'\{'`
}

var conf = &oauth2.Config{
	ClientID:    "id",
	RedirectURL: "http://localhost:8080/oauth callback", // want `oauth2\.Config\.RedirectURL: .*pchar`
	Endpoint: oauth2.Endpoint{
		AuthURL:  "https://provider.example/oauth/authorize", // valid
		TokenURL: "provider.example/oauth/token",             // want `oauth2\.Endpoint\.TokenURL: .*relative reference`
	},
}

var cc = clientcredentials.Config{
	TokenURL: "https://provider.example/oauth/token?audience=a b", // want `clientcredentials\.Config\.TokenURL: .*query`
}

var endpoints = []oauth2.Endpoint{
	{AuthURL: "https://a.example/auth", TokenURL: "https://a.example/token"},
	{AuthURL: "https://b.example/auth", TokenURL: "https://b.example/to ken"}, // want `oauth2\.Endpoint\.TokenURL: .*pchar`
}

// An empty RedirectURL omits redirect_uri; "oob" and the urn are the
// out-of-band flow's values.
var (
	noRedirect = oauth2.Config{ClientID: "id", RedirectURL: ""}                          // valid
	oob        = oauth2.Config{ClientID: "id", RedirectURL: "oob"}                       // valid
	oobURN     = oauth2.Config{ClientID: "id", RedirectURL: "urn:ietf:wg:oauth:2.0:oob"} // valid
	oobAuto    = oauth2.Config{RedirectURL: "urn:ietf:wg:oauth:2.0:oob:auto"}            // valid
	notOOB     = oauth2.Config{RedirectURL: "oob/callback"}                              // want `oauth2\.Config\.RedirectURL: .*relative reference`
)

// Clients that fill in path parameters before sending: resty's "{name}",
// gentleman's ":name".
func pathParamClients(id string) {
	r3 := resty3.New().SetBaseURL("https://api.example.com/v1")
	r3.R().SetPathParam("id", id).Get("/users/{id}")          // valid
	r3.R().SetURL("https://api.example.com/users/{id}/posts") // valid
	r3.R().Execute("GET", "/orgs/{org}/members?role=all")     // valid
	r3.R().Get("/users/:id")                                  // want `resty3\.Request\.Get: route parameter ":id"`
	r3.R().Post("/users/{id}/notes?tag=a b")                  // want `resty3\.Request\.Post: .*query`
	r3.R().Delete("/users/{id")                               // want `resty3\.Request\.Delete: .*'\{'`
	g := gentleman.New().BaseURL("https://api.example.com")
	g.Path("/users/:id").Param("id", id)                             // valid
	g.Request().Path("/orgs/:org/repos/:repo.json").Param("org", id) // valid
	g.Request().AddPath("/:version/items")                           // valid
	g.Request().URL("https://api.example.com/users/:id?fields=all")  // valid
	g.Request().URL("https://api.example.com/users/{id}")            // want `gentleman\.Request\.URL: .*placeholder`
	g.Request().URL("https://api.example.com/users/:id?q=a b")       // want `gentleman\.Request\.URL: .*query`
	g.Request().Path("/users/:id/\x00")                              // want `gentleman\.Request\.Path: `
	g.URL("api.example.com/users/:id")                               // valid: a relative reference
	gentleman.New().BaseURL("api.example.com")                       // want `gentleman\.Client\.BaseURL: .*relative reference`
}

// DeviceAuth refuses an empty DeviceAuthURL before any request: "" is a
// provider with no device flow. TokenURL has no such value.
func deviceEndpoint(device *string) oauth2.Endpoint {
	deviceAuthURL := ""
	if device != nil {
		deviceAuthURL = *device
	}
	tokenURL := "" // want `oauth2\.Endpoint\.TokenURL: "" is a relative reference`
	if device != nil {
		tokenURL = "https://provider.example/oauth/token"
	}
	return oauth2.Endpoint{
		AuthURL:       "https://provider.example/oauth/authorize",
		DeviceAuthURL: deviceAuthURL, // valid
		TokenURL:      tokenURL,
	}
}

var (
	noDevice  = oauth2.Endpoint{TokenURL: "https://a.example/token", DeviceAuthURL: ""}       // valid
	badDevice = oauth2.Endpoint{TokenURL: "https://a.example/token", DeviceAuthURL: "device"} // want `oauth2\.Endpoint\.DeviceAuthURL: .*relative reference`
)
