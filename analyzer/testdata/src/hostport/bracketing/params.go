package bracketing

import (
	"fmt"
	"net"
)

// A parameter the function brackets first, before any read: the argument
// never reaches the address as it is.
func freePort(host string) (int, error) {
	host = withBrackets(host, "localhost")
	addr, err := net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", host, 0))
	if err != nil {
		return 0, err
	}
	return addr.Port, nil
}

// The look-alikes: a read before the helper runs, a helper that runs on
// one path only, and a parameter assigned another value after it.
func readFirst(host string) (*net.TCPAddr, error) {
	addr, err := net.ResolveTCPAddr("tcp", host+":53") // want `a host and ':port' joined by hand`
	host = withBrackets(host, "")
	_ = host
	return addr, err
}

func sometimes(host string, v6 bool) (*net.TCPAddr, error) {
	if v6 {
		host = withBrackets(host, "")
	}
	return net.ResolveTCPAddr("tcp", host+":53") // want `a host and ':port' joined by hand`
}

func overwritten(host, peer string) (*net.TCPAddr, error) {
	host = withBrackets(host, "")
	if peer != "" {
		host = peer
	}
	return net.ResolveTCPAddr("tcp", host+":53") // want `a host and ':port' joined by hand`
}

// A local variable the helper brackets on one path only.
func localSometimes(addr string, v6 bool) (*net.TCPAddr, error) {
	host := addr
	if v6 {
		host = withBrackets(host, "")
	}
	return net.ResolveTCPAddr("tcp", host+":53") // want `a host and ':port' joined by hand`
}
