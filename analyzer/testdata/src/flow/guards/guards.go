// Package guards holds values of a local variable that an if testing the
// variable alone rules out before the sink reads it.
package guards

import (
	"log"
	"net/http"
	"strings"
)

// Fetch keeps a socket's address and asks an HTTPS server alone: the
// "unix" scheme leaves before the request.
func Fetch(host string, socket bool) {
	scheme := "https"
	if socket {
		scheme = "unix"
	}
	addr := scheme + "://" + host
	if strings.HasPrefix(addr, "unix:") {
		return
	}
	http.Get(addr)
}

// Inside requests in the branch the "unix" scheme does not take.
func Inside(host string, socket bool) {
	scheme := "https"
	if socket {
		scheme = "unix"
	}
	addr := scheme + "://" + host
	if !strings.HasPrefix(addr, "unix:") {
		http.Get(addr)
	}
}

// The look-alikes: a test of another prefix, an if that does not leave,
// and an assignment after the test.
func OtherPrefix(host string, socket bool) {
	scheme := "https"
	if socket {
		scheme = "unix" // want `scheme "unix" is not http or https`
	}
	addr := scheme + "://" + host
	if strings.HasPrefix(addr, "ftp:") {
		return
	}
	http.Get(addr)
}

func NotLeaving(host string, socket bool) {
	scheme := "https"
	if socket {
		scheme = "unix" // want `scheme "unix" is not http or https`
	}
	addr := scheme + "://" + host
	if strings.HasPrefix(addr, "unix:") {
		log.Print("a socket")
	}
	http.Get(addr)
}

func AssignedAfter(host string, socket bool) {
	addr := "https://" + host
	if strings.HasPrefix(addr, "unix:") {
		return
	}
	if socket {
		addr = "unix://" + host // want `scheme "unix" is not http or https`
	}
	http.Get(addr)
}
