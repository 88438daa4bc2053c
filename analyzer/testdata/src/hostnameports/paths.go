package hostnameports

import (
	"errors"
	"strconv"
	"strings"
)

// A device's path and a weight, /dev/sda:200: the part before the ':'
// must begin with '/', as no host does, so the text is no host:port.
func deviceWeight(val string) (string, uint16, error) {
	k, v, ok := strings.Cut(val, ":")
	if !ok || !strings.HasPrefix(k, "/dev/") {
		return "", 0, errors.New("want /dev/NAME:WEIGHT")
	}
	w, err := strconv.ParseUint(v, 10, 16)
	return k, uint16(w), err
}

func devicePart(val string) (string, uint16, error) {
	parts := strings.SplitN(val, ":", 2)
	if !strings.HasPrefix(parts[0], "./") {
		return "", 0, errors.New("want ./PATH:NUMBER")
	}
	w, err := strconv.ParseUint(parts[1], 10, 16)
	return parts[0], uint16(w), err
}

// Look-alikes: a prefix a host name can begin with, or another part
// tested for the '/'.
func prefixedHost(val string) (string, uint16, error) {
	k, v, _ := strings.Cut(val, ":") // want `host:port split at a ':' by hand: val, whose part`
	if !strings.HasPrefix(k, "db") {
		return "", 0, errors.New("want dbNAME:PORT")
	}
	p, err := strconv.ParseUint(v, 10, 16)
	return k, uint16(p), err
}

func otherTested(val, dev string) (string, uint16, error) {
	k, v, _ := strings.Cut(val, ":") // want `host:port split at a ':' by hand: val, whose part`
	if !strings.HasPrefix(dev, "/dev/") {
		return "", 0, errors.New("want a device")
	}
	p, err := strconv.ParseUint(v, 10, 16)
	return k, uint16(p), err
}
