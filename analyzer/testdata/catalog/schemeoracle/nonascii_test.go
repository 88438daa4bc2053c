package schemeoracle

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	cws "github.com/coder/websocket"
	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	"gopkg.in/h2non/gentleman.v2"
	nws "nhooyr.io/websocket"
	resty3 "resty.dev/v3"
)

// TestNonASCIIQuery sends a URL whose path and query hold text outside
// ASCII through each HTTP and WebSocket client of the catalogue and reads
// the request target the server gets: the query arrives as written, so no
// catalogue sink escapes such text itself in every component, as
// http.Redirect does (sinks.Param.EscapesNonASCII), and none says so.
// oauth2's AuthCodeURL writes AuthURL as it is given too.
func TestNonASCIIQuery(t *testing.T) {
	const rest = "/caf\u00e9/\u0434\u043e\u043c?q=caf\u00e9"
	targets := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case targets <- r.RequestURI:
		default:
		}
		http.Error(w, "no", http.StatusTeapot)
	}))
	defer srv.Close()
	host := strings.TrimPrefix(srv.URL, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	clients := []struct {
		name string
		send func(u string)
	}{
		{"resty v2 Request.Get", func(u string) { resty.New().R().Get(u) }},
		{"resty v3 Request.Get", func(u string) { resty3.New().R().Get(u) }},
		{"gentleman Client.URL", func(u string) { gentleman.New().URL(u).Request().Send() }},
		{"gorilla/websocket Dialer.Dial", func(u string) { websocket.DefaultDialer.Dial("ws://"+strings.TrimPrefix(u, "http://"), nil) }},
		{"coder/websocket Dial", func(u string) { cws.Dial(ctx, "ws://"+strings.TrimPrefix(u, "http://"), nil) }},
		{"nhooyr.io/websocket Dial", func(u string) { nws.Dial(ctx, "ws://"+strings.TrimPrefix(u, "http://"), nil) }},
		{"oauth2 Endpoint.TokenURL", func(u string) {
			c := oauth2.Config{ClientID: "app", Endpoint: oauth2.Endpoint{TokenURL: u, AuthStyle: oauth2.AuthStyleInParams}}
			c.Exchange(ctx, "code")
		}},
		{"clientcredentials Config.TokenURL", func(u string) {
			c := clientcredentials.Config{ClientID: "app", TokenURL: u, AuthStyle: oauth2.AuthStyleInParams}
			c.Token(ctx)
		}},
	}
	for _, c := range clients {
		c.send("http://" + host + rest)
		select {
		case got := <-targets:
			if !strings.Contains(got, "q=caf\u00e9") {
				t.Errorf("%s: the server reads %q: the query's text outside ASCII was escaped", c.name, got)
			}
		default:
			t.Errorf("%s: no request reached the server", c.name)
		}
	}
	auth := oauth2.Config{ClientID: "app", Endpoint: oauth2.Endpoint{AuthURL: "https://login.example.com" + rest}}
	if u := auth.AuthCodeURL("state"); !strings.Contains(u, "q=caf\u00e9") {
		t.Errorf("oauth2 AuthCodeURL escapes AuthURL: %s", u)
	}
}
