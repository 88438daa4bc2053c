// Package resolve resolves addresses written as host:port by hand:
// net.ResolveTCPAddr and net.ResolveUDPAddr read them as a dialer does,
// so an IPv6 host needs brackets before ":port".
package resolve

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
)

// Target is a peer from the configuration.
type Target struct {
	Host string
	Port int
	Addr string
}

func peers(t Target, port string) {
	net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", t.Host, t.Port)) // want `net\.ResolveTCPAddr: a host and ':port' joined by hand`
	net.ResolveUDPAddr("udp", t.Host+":"+strconv.Itoa(t.Port))      // want `net\.ResolveUDPAddr: a host and ':port' joined by hand`
	net.ResolveUDPAddr("udp4", os.Getenv("STATSD_HOST")+":8125")    // want `net\.ResolveUDPAddr: a host and ':port' joined by hand`
	addr := fmt.Sprintf("%[2]s:%[1]s", port, t.Host)                // want `net\.ResolveTCPAddr: a host and ':port' joined by hand`
	net.ResolveTCPAddr("tcp", addr)
	h, _, _ := net.SplitHostPort(t.Addr)
	net.ResolveTCPAddr("tcp", h+":"+port) // want `net\.ResolveTCPAddr: a host and ':port' joined by hand`
}

// Look-alikes: joined by net.JoinHostPort, a constant host, an address
// given whole, a port's service name, a host of a URL (brackets kept).
func peersOK(t Target, port string, u interface{ Hostname() string }) {
	net.ResolveTCPAddr("tcp", net.JoinHostPort(t.Host, strconv.Itoa(t.Port)))
	net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", "127.0.0.1", t.Port))
	host := "localhost"
	if t.Host == "" {
		host = ""
	}
	net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", host, t.Port))
	net.ResolveUDPAddr("udp", t.Addr)
	net.ResolveTCPAddr("tcp", t.Host+":http")
	net.ResolveTCPAddr("tcp", ":"+port)
	net.ResolveTCPAddr("tcp", fmt.Sprintf("[%s]:%d", t.Host, t.Port))
	net.ResolveIPAddr("ip", t.Host)
	net.Dial("tcp", t.Host+":"+port)                    // want `net.Dial: a host and ':port' joined by hand`
	net.Dial("tcp", fmt.Sprintf("%s:%s", t.Host, port)) // go vet's hostport reads a dialer's Sprintf form
	net.Dial("unix", t.Host+":"+port)                   // a Unix socket's path
	net.Listen("tcp", t.Host+":"+port)                  // want `net.Listen: a host and ':port' joined by hand`
}

// A server's address, which ListenAndServe reads as net.Listen does.
func serve(t Target, port string) {
	srv := &http.Server{Addr: t.Host + ":" + port} // want `a host and ':port' joined by hand`
	srv.ListenAndServe()
	var tlsSrv http.Server
	tlsSrv.Addr = fmt.Sprintf("%s:%d", t.Host, t.Port) // want `a host and ':port' joined by hand`
	tlsSrv.ListenAndServeTLS("cert.pem", "key.pem")
	all := &http.Server{Addr: ":" + port}
	all.Addr = net.JoinHostPort(t.Host, port)
	all.Addr = fmt.Sprintf("[%s]:%d", t.Host, t.Port)
	all.ListenAndServe()
}
