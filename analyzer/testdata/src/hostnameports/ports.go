// Package hostnameports splits host:port by hand where nothing but the
// port it parses shows what the text holds: the package imports neither
// net/url nor net/http.
package hostnameports

import (
	"errors"
	"math"
	"os"
	"strconv"
	"strings"
)

// Listener is where a backup agent listens.
type Listener struct {
	Host string
	Port int
}

func parseListener(spec string) (*Listener, error) {
	hp := strings.Split(spec, ":") // want `host:port split at a ':' by hand: spec, whose part after the ':' is read as a port, holds an IPv6 address`
	if len(hp) != 2 {
		return nil, errors.New("want HOST:PORT")
	}
	port, err := strconv.Atoi(hp[1])
	if err != nil {
		return nil, err
	}
	return &Listener{Host: hp[0], Port: port}, nil
}

// A local variable declared with the text is named once.
func listenerFromEnv() (*Listener, error) {
	spec := os.Getenv("BACKUP_LISTEN")
	name, p, _ := strings.Cut(spec, ":") // want `host:port split at a ':' by hand: spec, whose part after the ':' is read as a port, holds an IPv6 address`
	port, err := strconv.Atoi(p)
	if err != nil {
		return nil, err
	}
	return &Listener{Host: name, Port: port}, nil
}

func (l *Listener) set(spec string) error {
	name, p, found := strings.Cut(spec, ":") // want `host:port split at a ':' by hand: spec, whose part`
	if !found {
		return errors.New("no port")
	}
	n, err := strconv.ParseUint(p, 10, 16)
	if err != nil {
		return err
	}
	l.Host, l.Port = name, int(n)
	return nil
}

// Look-alikes: the part after the ':' is a count, a ratio's term, an
// ID; nothing makes a port of it.
func parseRatio(s string) (int, int, error) {
	terms := strings.Split(s, ":")
	if len(terms) != 2 {
		return 0, 0, errors.New("want A:B")
	}
	a, err := strconv.Atoi(terms[0])
	if err != nil {
		return 0, 0, err
	}
	b, err := strconv.Atoi(terms[1])
	return a, b, err
}

func parseOwner(s string) (string, uint64, error) {
	user, id, _ := strings.Cut(s, ":")
	uid, err := strconv.ParseUint(id, 10, 32)
	return user, uid, err
}

// A name that holds the letters of "port" in another word (a reporter's
// queue) names no port: the option's value is a sampler's type and ratio.
func parseSampler(v string) (string, float64, int, error) {
	kind, param, _ := strings.Cut(v, ":")
	ratio, err := strconv.ParseFloat(param, 64)
	reporterQueue, _ := strconv.Atoi(param)
	return kind, ratio, reporterQueue, err
}

// A split that keeps an IPv6 address whole: the brackets are looked for.
func parseBracketed(spec string) (string, int, error) {
	if strings.HasPrefix(spec, "[") {
		end := strings.Index(spec, "]")
		if end < 0 {
			return "", 0, errors.New("unclosed '['")
		}
		port, err := strconv.Atoi(strings.TrimPrefix(spec[end+1:], ":"))
		return spec[1:end], port, err
	}
	hp := strings.SplitN(spec, ":", 2)
	if len(hp) != 2 {
		return spec, 0, nil
	}
	port, err := strconv.Atoi(hp[1])
	return hp[0], port, err
}

// A socket table's address is hex digits, with no ':' in an IPv6
// address, and a hex port: "0100007F:1F90" is 127.0.0.1:8080.
func parseSocketEntry(field string) ([]byte, uint16, error) {
	parts := strings.Split(field, ":")
	if len(parts) != 2 {
		return nil, 0, errors.New("want ADDR:PORT")
	}
	port, err := strconv.ParseUint(parts[1], 16, 16)
	if err != nil {
		return nil, 0, err
	}
	return []byte(parts[0]), uint16(port), nil
}

// A guest socket's address is a context ID and a 32-bit port: a port
// checked against a bound over 65535 is no TCP or UDP port.
func parseGuestSocket(spec string) (uint32, uint32, error) {
	cidText, portText, ok := strings.Cut(spec, ":")
	if !ok {
		return 0, 0, errors.New("want CID:PORT")
	}
	cid, err := strconv.ParseUint(cidText, 10, 32)
	if err != nil {
		return 0, 0, err
	}
	port, err := strconv.ParseUint(portText, 10, 0)
	if err != nil {
		return 0, 0, err
	}
	if port > math.MaxUint32 {
		return 0, 0, errors.New("port out of range")
	}
	return uint32(cid), uint32(port), nil
}

// Checked against the largest TCP port, it is one.
func parseBackend(spec string) (string, uint16, error) {
	host, portText, ok := strings.Cut(spec, ":") // want `host:port split at a ':' by hand: spec, whose part`
	if !ok {
		return "", 0, errors.New("want HOST:PORT")
	}
	port, err := strconv.ParseUint(portText, 10, 0)
	if err != nil || port > 65535 {
		return "", 0, errors.New("bad port")
	}
	return host, uint16(port), nil
}
