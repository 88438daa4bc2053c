package hostnameports

import (
	"encoding/base32"
	"encoding/binary"
	"errors"
	"log"
	"strconv"
	"strings"
)

// A Tor onion address is an encoded key and a port: the part before the
// ':' is decoded as base32, and text that does not decode is refused, so
// it holds no address; its length may be checked first, which reads
// nothing of its text. Look-alike: a decode whose failure goes on, which
// leaves the part free to be a host.
func onionBytes(s string) ([]byte, error) {
	addr := strings.Split(s, ":")
	if len(addr) != 2 {
		return nil, errors.New("want ONION:PORT")
	}
	key, err := base32.StdEncoding.DecodeString(strings.ToUpper(addr[0]))
	if err != nil {
		return nil, err
	}
	port, err := strconv.ParseUint(addr[1], 10, 16)
	if err != nil {
		return nil, err
	}
	return binary.BigEndian.AppendUint16(key, uint16(port)), nil
}

func onion3Bytes(s string) ([]byte, error) {
	addr := strings.Split(s, ":")
	if len(addr) != 2 {
		return nil, errors.New("want ONION:PORT")
	}
	if len(addr[0]) != 56 {
		return nil, errors.New("want a v3 onion key of 56 characters, not " + strconv.Itoa(len(addr[0])))
	}
	key, err := base32.StdEncoding.DecodeString(strings.ToUpper(addr[0]))
	if err != nil {
		return nil, err
	}
	port, err := strconv.ParseUint(addr[1], 10, 16)
	if err != nil {
		return nil, err
	}
	return binary.BigEndian.AppendUint16(key[:35], uint16(port)), nil
}

func onionLenient(s string) ([]byte, error) {
	addr := strings.Split(s, ":") // want `host:port split at a ':' by hand: s, whose part`
	key, err := base32.StdEncoding.DecodeString(addr[0])
	if err != nil {
		log.Print(err)
	}
	port, err := strconv.ParseUint(addr[1], 10, 16)
	if err != nil {
		return nil, err
	}
	return binary.BigEndian.AppendUint16(key, uint16(port)), nil
}
