// Package schemes gives receivers URLs of schemes they do not take, and
// host:port where a URL is needed.
package schemes

import (
	"context"
	"flag"
	"net/url"
	"os"

	cws "github.com/coder/websocket"
	"github.com/gorilla/websocket"
	"google.golang.org/grpc"
)

// case: schemes bug gorilla-https
func stream() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("https://stream.example.com/v1/events", nil) // want `rejects scheme "https"; write wss://`
	return c, err
}

// case: schemes valid gorilla-wss
func streamOK() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("wss://stream.example.com/v1/events", nil)
	return c, err
}

// case: schemes bug gorilla-http-const
const relayURL = "http://localhost:8080/relay" // want `rejects scheme "http"; write ws://`

func relay(ctx context.Context) (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.DialContext(ctx, relayURL, nil)
	return c, err
}

// case: schemes valid gorilla-ws-const
const relayURLOK = "ws://localhost:8080/relay"

func relayOK(ctx context.Context) (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.DialContext(ctx, relayURLOK, nil)
	return c, err
}

// case: schemes bug gorilla-field
type feed struct{ endpoint string }

func newFeed() *feed { return &feed{endpoint: "https://feed.example.com/ws"} } // want `rejects scheme "https"`

func (f *feed) connect() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial(f.endpoint, nil)
	return c, err
}

// case: schemes valid gorilla-field-wss
type feedOK struct{ endpoint string }

func newFeedOK() *feedOK { return &feedOK{endpoint: "wss://feed.example.com/ws"} }

func (f *feedOK) connect() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial(f.endpoint, nil)
	return c, err
}

// case: schemes valid coder-https
func notify(ctx context.Context) error {
	_, _, err := cws.Dial(ctx, "https://notify.example.com/socket", nil)
	return err
}

// case: schemes bug coder-tcp
func notifyTCP(ctx context.Context) error {
	_, _, err := cws.Dial(ctx, "tcp://notify.example.com:9000/socket", nil) // want `takes only ws, wss, http or https URLs`
	return err
}

// case: schemes valid coder-ws
func notifyWS(ctx context.Context) error {
	_, _, err := cws.Dial(ctx, "ws://localhost:9000/socket", nil)
	return err
}

// case: schemes bug grpc-http
func orders() (*grpc.ClientConn, error) {
	return grpc.NewClient("http://orders.internal.example.com:50051") // want `gRPC target is not an HTTP URL`
}

// case: schemes valid grpc-hostport
func ordersOK() (*grpc.ClientConn, error) {
	return grpc.NewClient("orders.internal.example.com:50051")
}

// case: schemes bug grpc-tcp
func payments() (*grpc.ClientConn, error) {
	return grpc.NewClient("tcp://payments.internal.example.com:50051") // want `grpc-go reads "tcp" as the name of a resolver`
}

// case: schemes valid grpc-dns-resolver
func paymentsOK() (*grpc.ClientConn, error) {
	return grpc.NewClient("dns:///payments.internal.example.com:50051")
}

// case: schemes bug grpc-https-const
const authTarget = "https://auth.example.com:443" // want `gRPC target is not an HTTP URL`

func auth() (*grpc.ClientConn, error) { return grpc.Dial(authTarget) }

// case: schemes valid grpc-registered-resolver
func inventory() (*grpc.ClientConn, error) {
	return grpc.NewClient("consul://127.0.0.1:8500/inventory")
}

// case: schemes bug grpc-grpcs
func ledger() (*grpc.ClientConn, error) {
	return grpc.NewClient("grpcs://ledger.example.com:443") // want `grpc-go reads "grpcs" as the name of a resolver`
}

// case: schemes valid grpc-unix
func local() (*grpc.ClientConn, error) {
	return grpc.NewClient("unix:///var/run/app/grpc.sock")
}

// case: schemes bug grpc-field
type backend struct{ target string }

func newBackend() *backend { return &backend{target: "tcp://backend.internal:9090"} } // want `grpc-go reads "tcp"`

func (b *backend) dial() (*grpc.ClientConn, error) { return grpc.NewClient(b.target) }

// case: schemes valid grpc-field-hostport
type backendOK struct{ target string }

func newBackendOK() *backendOK { return &backendOK{target: "backend.internal:9090"} }

func (b *backendOK) dial() (*grpc.ClientConn, error) { return grpc.NewClient(b.target) }

// case: schemes bug parse-flag-hostport
var apiAddr = flag.String("api", "localhost:8080", "API server") // want `is host:port, not a URL`

func apiURL() (*url.URL, error) { return url.Parse(*apiAddr) }

// case: schemes valid parse-flag-url
var apiAddrOK = flag.String("api-url", "http://localhost:8080", "API server URL")

func apiURLOK() (*url.URL, error) { return url.Parse(*apiAddrOK) }

// case: schemes bug parse-env-default-hostport
func upstream() (*url.URL, error) {
	v := os.Getenv("UPSTREAM")
	if v == "" {
		v = "upstream.example.com:8443" // want `is host:port, not a URL`
	}
	return url.Parse(v)
}

// case: schemes valid parse-env-default-url
func upstreamOK() (*url.URL, error) {
	v := os.Getenv("UPSTREAM")
	if v == "" {
		v = "https://upstream.example.com:8443"
	}
	return url.Parse(v)
}

// case: schemes bug parse-ip-hostport
func metrics() (*url.URL, error) { return url.Parse("127.0.0.1:9090") } // want `scheme`

// case: schemes valid parse-tel
func phone() (*url.URL, error) { return url.Parse("tel:5551234") }

// case: schemes valid parse-service-name
func sidecar() (*url.URL, error) { return url.Parse("redis:6379") }

// case: schemes bug gorilla-wrapper-const
const eventsURL = "https://events.example.com/subscribe" // want `rejects scheme "https"`

func subscribe(ctx context.Context) (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.DialContext(ctx, eventsURL+"?topic=orders", nil)
	return c, err
}

// case: schemes bug grpc-dial-context-http
func catalog(ctx context.Context) (*grpc.ClientConn, error) {
	return grpc.DialContext(ctx, "http://catalog.internal:50051") // want `gRPC target is not an HTTP URL`
}

// case: schemes valid grpc-passthrough
func catalogOK(ctx context.Context) (*grpc.ClientConn, error) {
	return grpc.DialContext(ctx, "passthrough:///catalog.internal:50051")
}

// case: schemes bug gorilla-https-upper
func loud() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("HTTPS://loud.example.com/ws", nil) // want `rejects scheme "HTTPS"`
	return c, err
}

// case: schemes valid gorilla-wss-upper
func loudOK() (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.Dial("WSS://loud.example.com/ws", nil)
	return c, err
}

// case: schemes bug dial-wrapper
func dialEvents(ctx context.Context, u string) (*websocket.Conn, error) {
	c, _, err := websocket.DefaultDialer.DialContext(ctx, u, nil)
	return c, err
}

func orderEvents(ctx context.Context) (*websocket.Conn, error) {
	return dialEvents(ctx, "https://events.example.com/orders") // want `rejects scheme "https"`
}
