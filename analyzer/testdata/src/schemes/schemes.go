// Package schemes gives sinks URLs of schemes they do not take, and
// host:port where a URL is needed.
package schemes

import (
	"context"
	"flag"
	"net/url"

	cws "github.com/coder/websocket"
	"github.com/gorilla/websocket"
	"google.golang.org/grpc"
)

const streamURL = "https://stream.example.com/v1/events" // want `websocket\.Dialer\.Dial: the receiver takes only ws or wss URLs: it rejects scheme "https"; write wss://`

func events() { websocket.DefaultDialer.Dial(streamURL, nil) }

func local(ctx context.Context) {
	websocket.DefaultDialer.DialContext(ctx, "http://localhost:8080/ws", nil) // want `rejects scheme "http"; write ws://`
	cws.Dial(ctx, "tcp://localhost:8080/ws", nil)                             // want `takes only ws, wss, http or https URLs`
	grpc.NewClient("tcp://orders.internal:50051")                             // want `grpc-go reads "tcp" as the name of a resolver`
}

var listen = flag.String("listen", "localhost:8080", "address to serve on") // want `"localhost:8080" is host:port, not a URL`

func parseListen() (*url.URL, error) { return url.Parse(*listen) }

// Look-alikes: the schemes each sink takes, host:port where it belongs,
// a URL with a port.
func fine(ctx context.Context) {
	websocket.DefaultDialer.Dial("wss://stream.example.com/v1/events", nil)
	websocket.DefaultDialer.DialContext(ctx, "WS://localhost:8080/ws", nil)
	cws.Dial(ctx, "https://stream.example.com/socket", nil)
	cws.Dial(ctx, "ws://localhost:8080/ws", nil)
	grpc.NewClient("orders.internal:50051")
	grpc.NewClient("dns:///orders.internal:50051")
	grpc.NewClient("consul://127.0.0.1:8500/orders")
	url.Parse("http://localhost:8080")
	url.Parse("mailto:ops@example.com")
	url.Parse("urn:isbn:0451450523")
	url.Parse("tel:5551234")
}

func moreFine() {
	url.Parse("sip:1234")
	url.Parse("redis:6379")
}

func dotted() { url.Parse("api.example.com:8443") } // want `is host:port, not a URL`
