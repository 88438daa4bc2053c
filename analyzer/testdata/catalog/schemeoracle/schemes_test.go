// Package schemeoracle runs the libraries of the catalogue at the
// versions go.mod pins on URLs of each scheme, so that the schemes a
// catalogue entry lists (sinks.Entry.Schemes) and the gRPC schemes that
// the target check rejects are what the libraries do.
package schemeoracle

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	cws "github.com/coder/websocket"
	"github.com/gorilla/websocket"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	nws "nhooyr.io/websocket"
)

// wsServer serves WebSocket upgrades on 127.0.0.1.
func wsServer(t *testing.T) string {
	up := websocket.Upgrader{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := up.Upgrade(w, r, nil); err == nil {
			c.Close()
		}
	}))
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String()
}

// dialers are the WebSocket sinks of the catalogue, and the schemes each
// accepts (the lists of analyzer/internal/sinks/catalog.go).
var dialers = []struct {
	name    string
	schemes []string
	dial    func(ctx context.Context, u string) error
}{
	{"gorilla/websocket Dialer.DialContext", []string{"ws", "wss"}, func(ctx context.Context, u string) error {
		c, _, err := websocket.DefaultDialer.DialContext(ctx, u, nil)
		if err == nil {
			c.Close()
		}
		return err
	}},
	{"coder/websocket Dial", []string{"ws", "wss", "http", "https"}, func(ctx context.Context, u string) error {
		c, _, err := cws.Dial(ctx, u, nil)
		if err == nil {
			c.CloseNow()
		}
		return err
	}},
	{"nhooyr.io/websocket Dial", []string{"ws", "wss", "http", "https"}, func(ctx context.Context, u string) error {
		c, _, err := nws.Dial(ctx, u, nil)
		if err == nil {
			c.CloseNow()
		}
		return err
	}},
}

func TestWebSocketSchemes(t *testing.T) {
	addr := wsServer(t)
	for _, d := range dialers {
		for _, scheme := range []string{"ws", "http", "WS", "wss", "https", "ftp", "tcp"} {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			err := d.dial(ctx, scheme+"://"+addr+"/")
			cancel()
			listed := false
			for _, s := range d.schemes {
				listed = listed || s == strings.ToLower(scheme)
			}
			plain := !strings.HasSuffix(strings.ToLower(scheme), "s") || scheme == "ws" || scheme == "WS"
			switch {
			case listed && plain && err != nil:
				t.Errorf("%s: %s://: listed, but dialing a WebSocket server fails: %v", d.name, scheme, err)
			case !listed && (err == nil || !strings.Contains(err.Error(), "scheme") && !strings.Contains(err.Error(), "malformed ws or wss URL")):
				t.Errorf("%s: %s://: not listed, but the dialer does not reject the scheme: %v", d.name, scheme, err)
			}
		}
	}
}

// TestGRPCSchemes calls a health service through grpc.NewClient and
// grpc.Dial: host:port and dns:/// reach it; an http, https, tcp, grpc or
// grpcs scheme, which names no resolver, never does.
func TestGRPCSchemes(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := grpc.NewServer()
	healthpb.RegisterHealthServer(srv, health.NewServer())
	go srv.Serve(lis)
	defer srv.Stop()
	addr := lis.Addr().String()
	for _, tc := range []struct {
		target string
		ok     bool
	}{
		{addr, true},
		{"dns:///" + addr, true},
		{"passthrough:///" + addr, true},
		{"http://" + addr, false},
		{"https://" + addr, false},
		{"tcp://" + addr, false},
		{"grpc://" + addr, false},
		{"grpcs://" + addr, false},
	} {
		for _, dial := range []string{"NewClient", "Dial"} {
			var conn *grpc.ClientConn
			var err error
			if dial == "NewClient" {
				conn, err = grpc.NewClient(tc.target, grpc.WithTransportCredentials(insecure.NewCredentials()))
			} else {
				conn, err = grpc.Dial(tc.target, grpc.WithTransportCredentials(insecure.NewCredentials()))
			}
			if err == nil {
				ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
				_, err = healthpb.NewHealthClient(conn).Check(ctx, &healthpb.HealthCheckRequest{})
				cancel()
				conn.Close()
			}
			if (err == nil) != tc.ok {
				t.Errorf("grpc.%s(%q): health check error %v, want success %v", dial, tc.target, err, tc.ok)
			}
		}
	}
}
