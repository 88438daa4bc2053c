package hostnameports

import (
	"errors"
	"strconv"
	"strings"
)

// A vsock address is CID:port, two numbers: the part before the ':' is
// read as a context ID, and text that does not parse is refused, so it
// holds no address.
func splitVsock(addr string) (uint32, uint32, error) {
	parts := strings.Split(addr, ":")
	if len(parts) != 2 {
		return 0, 0, errors.New("want CID:PORT")
	}
	cid, err := strconv.ParseUint(parts[0], 10, 32)
	if err != nil {
		return 0, 0, err
	}
	port, err := strconv.ParseUint(parts[1], 10, 32)
	if err != nil {
		return 0, 0, err
	}
	return uint32(cid), uint32(port), nil
}

func shardOf(spec string) (int, int, error) {
	id, p, _ := strings.Cut(spec, ":")
	if n, err := strconv.Atoi(id); err != nil {
		return 0, 0, err
	} else {
		port, err := strconv.Atoi(p)
		return n, port, err
	}
}

// Look-alikes: the part before the ':' is only checked to be no number,
// parsed with its failure ignored, or parsed and also used as text.
func hostNotNumber(spec string) (string, int, error) {
	parts := strings.SplitN(spec, ":", 2) // want `host:port split at a ':' by hand: spec, whose part`
	if _, err := strconv.Atoi(parts[0]); err == nil {
		return "", 0, errors.New("want HOST:PORT")
	}
	port, err := strconv.Atoi(parts[1])
	return parts[0], port, err
}

func idIgnored(spec string) (uint64, int, error) {
	parts := strings.SplitN(spec, ":", 2) // want `host:port split at a ':' by hand: spec, whose part`
	id, _ := strconv.ParseUint(parts[0], 10, 32)
	port, err := strconv.Atoi(parts[1])
	return id, port, err
}

func idOrHost(spec string) (string, uint64, int, error) {
	parts := strings.SplitN(spec, ":", 2) // want `host:port split at a ':' by hand: spec, whose part`
	id, err := strconv.ParseUint(parts[0], 10, 32)
	if err != nil {
		return "", 0, 0, err
	}
	port, err := strconv.Atoi(parts[1])
	return parts[0], id, port, err
}
