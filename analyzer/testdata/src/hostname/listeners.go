package hostname

import (
	"net"
	"strings"
)

// A listener on a constant IPv4 address, or of an IPv4 network, has an
// IPv4 address and a port for its Addr(): a split at ':' takes them
// apart whole.
func loopbackPort() (string, string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", "", err
	}
	defer l.Close()
	addr := l.Addr().String()
	parts := strings.SplitN(addr, ":", 2)
	return parts[0], parts[1], nil
}

func anyIPv4Port() (string, error) {
	l, err := net.Listen("tcp4", ":0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, _ := strings.Cut(l.Addr().String(), ":")
	return port, nil
}

// The look-alikes: localhost may be ::1, ":0" listens on [::] where the
// system has IPv6, and a listener assigned again may be any.
func localhostPort() (string, error) {
	l, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, _ := strings.Cut(l.Addr().String(), ":") // want `host:port split at a ':' by hand`
	return port, nil
}

func anyPort() (string, error) {
	l, err := net.Listen("tcp", ":0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, _ := strings.Cut(l.Addr().String(), ":") // want `host:port split at a ':' by hand`
	return port, nil
}

func reopenedPort(addr string) (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	l.Close()
	if l, err = net.Listen("tcp", addr); err != nil {
		return "", err
	}
	defer l.Close()
	_, port, _ := strings.Cut(l.Addr().String(), ":") // want `host:port split at a ':' by hand`
	return port, nil
}
