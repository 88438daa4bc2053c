// Package forwards parses port forwards ("8080:db.internal:5432", // want package:`urlResults\(Forward\.Bind=0:…":"…\)` package:`urlFieldValues\(Forward\.BindHost=text\|…\+host; Forward\.BindPort=\|…\+host; Forward\.DestHost=\|…\+host; Forward\.DestPort=\|…\+host; Forward\.Gateway=text; Tunnel\.Host=\|…\+host; Tunnel\.Port=\|…\+host\)`
// "[::1]:8080:db.internal:5432/udp") into structs whose hosts come from a
// capture of a constant regexp that is either an address in brackets or
// text with no ':': a host that needs no brackets before ":port".
package forwards

import (
	"errors"
	"net"
	"net/http"
	"regexp"
	"strings"
)

type Forward struct {
	BindHost, BindPort string
	DestHost, DestPort string
	Proto              string
	// Via is also set by callers, Peer from a group that admits ':',
	// Gateway only to a default.
	Via, Peer, Gateway string
}

// Tunnel is also read from JSON: its host may be anything.
type Tunnel struct {
	Host string `json:"host"`
	Port string `json:"port"`
}

// ParseTunnel reads host:port.
func ParseTunnel(s string) (Tunnel, error) {
	parts := part.FindAllStringSubmatch(s, -1)
	if len(parts) != 2 {
		return Tunnel{}, errors.New("bad tunnel")
	}
	return Tunnel{Host: parts[0][1], Port: parts[1][1]}, nil
}

var part = regexp.MustCompile(`(\[[^\[\]]+\]|[^\[\]:]+):?`)

var peerPart = regexp.MustCompile(`@([^/]+)`)

// Parse reads [bindhost:]bindport:desthost:destport[/proto].
func Parse(s string) (*Forward, error) {
	parts := part.FindAllStringSubmatch(s, -1)
	if len(parts) < 3 || len(parts) > 4 {
		return nil, errors.New("bad forward")
	}
	f := &Forward{Gateway: "gateway.internal"}
	for i := len(parts) - 1; i >= 0; i-- {
		p := parts[i][1]
		p, proto := SplitProto(p)
		if proto != "" {
			f.Proto = proto
		}
		switch {
		case f.DestPort == "":
			f.DestPort = p
		case f.DestHost == "":
			f.DestHost = p
		case f.BindPort == "":
			f.BindPort = p
		default:
			f.BindHost = p
		}
		f.Via = p
	}
	if f.BindHost == "" {
		f.BindHost = "0.0.0.0"
	}
	if m := peerPart.FindStringSubmatch(s); m != nil {
		f.Peer = m[1]
	}
	return f, nil
}

// SplitProto cuts a "/tcp" or "/udp" suffix off s.
func SplitProto(s string) (head, proto string) {
	if strings.HasSuffix(s, "/tcp") || strings.HasSuffix(s, "/udp") {
		return strings.ToLower(s[:len(s)-4]), s[len(s)-3:]
	}
	return s, ""
}

// WithVia routes f through host.
func WithVia(f *Forward, host string) { f.Via = host }

// Bind is the address to listen on.
func (f Forward) Bind() string {
	if f.BindHost == "" {
		f.BindHost = "127.0.0.1"
	}
	return f.BindHost + ":" + f.BindPort
}

func (f Forward) Listen() error {
	addr, err := net.ResolveTCPAddr("tcp", f.Bind())
	if err != nil {
		return err
	}
	_, err = net.ListenTCP("tcp", addr)
	return err
}

func (f Forward) Probe() {
	http.Get("http://" + f.DestHost + ":" + f.DestPort + "/healthz")
}

// Look-alikes still reported: a host its callers also set, one from a
// group that admits ':', one the package sets only to a default.
func (f Forward) lookAlikes() {
	http.Get("http://" + f.Via + ":" + f.DestPort + "/")     // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + f.Peer + ":" + f.DestPort + "/")    // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + f.Gateway + ":" + f.DestPort + "/") // want `http\.Get: a host and ':port' joined by hand`
}

func (t Tunnel) Dial() {
	http.Get("http://" + t.Host + ":" + t.Port + "/") // want `http\.Get: a host and ':port' joined by hand`
}

var hostPort = regexp.MustCompile(`^([a-z0-9.-]+)/([^/]+)/(\[[0-9a-f:]+\])$`)

// A capture is a host in its own function too: the name group and the
// bracketed one, not the group that admits ':', nor a row written to.
func captures(s string) {
	m := hostPort.FindStringSubmatch(s)
	if m == nil {
		return
	}
	http.Get("http://" + m[1] + ":8080/")
	http.Get("http://" + m[3] + ":8080/")
	http.Get("http://" + m[2] + ":8080/") // want `http\.Get: a host and ':port' joined by hand`

	rows := part.FindAllStringSubmatch(s, -1)
	row := rows[0]
	row[1] = s
	http.Get("http://" + rows[0][1] + ":8080/") // want `http\.Get: a host and ':port' joined by hand`
}
