package hostnameports

import (
	"errors"
	"strconv"
	"strings"
)

// A Workload is a service of a cluster: a name in a namespace and a
// port, as a resolver reads it from a target's path (ns/name:port).
type Workload struct {
	Namespace string
	Name      string
	Port      int
}

// The part before the ':' goes only into the Name of a Workload: the
// text is NAME:PORT, and a name is no address.
func parseWorkload(ns, path string) (Workload, error) {
	w := Workload{Namespace: ns}
	rest := strings.Trim(path, "/")
	if !strings.Contains(rest, ":") {
		w.Name = rest
		return w, nil
	}
	segs := strings.SplitN(rest, ":", 2)
	w.Name = segs[0]
	port, err := strconv.Atoi(segs[1])
	if err != nil {
		return Workload{}, err
	}
	w.Port = port
	return w, nil
}

func workloadOf(spec string) (*Workload, error) {
	name, p, found := strings.Cut(spec, ":")
	if !found {
		return nil, errors.New("want NAME:PORT")
	}
	port, err := strconv.Atoi(p)
	if err != nil {
		return nil, err
	}
	return &Workload{Name: name, Port: port}, nil
}

// An Upstream is where a proxy sends requests: an address and a port.
type Upstream struct {
	Name    string
	Address string
	Port    int
}

// Look-alikes: the part before the ':' is an address, an options
// struct's Address field, or goes to a Name and somewhere else too.
func (u *Upstream) parse(spec string) error {
	parts := strings.SplitN(spec, ":", 2) // want `host:port split at a ':' by hand: spec, whose part after the ':' is read as a port, holds an IPv6 address`
	if len(parts) != 2 {
		return errors.New("want ADDRESS:PORT")
	}
	port, err := strconv.Atoi(parts[1])
	if err != nil {
		return err
	}
	u.Address, u.Port = parts[0], port
	return nil
}

func upstreamOf(spec string) (*Upstream, error) {
	name, p, _ := strings.Cut(spec, ":") // want `host:port split at a ':' by hand: spec, whose part`
	port, err := strconv.Atoi(p)
	if err != nil {
		return nil, err
	}
	return &Upstream{Name: name, Address: name, Port: port}, nil
}

func namedUpstream(spec string) (*Upstream, error) {
	parts := strings.Split(spec, ":") // want `host:port split at a ':' by hand: spec, whose part`
	if len(parts) != 2 {
		return nil, errors.New("want NAME:PORT")
	}
	port, err := strconv.Atoi(parts[1])
	if err != nil {
		return nil, err
	}
	u := &Upstream{Name: parts[0], Port: port}
	u.Address = strings.ToLower(parts[0])
	return u, nil
}
