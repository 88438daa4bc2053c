// Package resolved hands addresses written by hand to another package's
// function that resolves them before it dials.
package resolved

import (
	"fmt"
	"net"
	"os"

	"hostport/resolved/agent"
)

func metrics() (*agent.Client, error) {
	addr := fmt.Sprintf("%s:8125", os.Getenv("DD_AGENT_HOST")) // want `agent.New: a host and ':port' joined by hand`
	return agent.New(addr)
}

// Look-alike: the host and port joined by net.JoinHostPort.
func metricsJoined() (*agent.Client, error) {
	return agent.New(net.JoinHostPort(os.Getenv("DD_AGENT_HOST"), "8125"))
}
