package hostnameports

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

type settings struct {
	Port    int
	Retries int
	Addr    string
}

// A configuration line is key: value; the key is compared with the
// words it may be, so it holds no address.
func (s *settings) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		name, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "port":
			s.Port, _ = strconv.Atoi(val)
		case "retries", "max_retries":
			s.Retries, _ = strconv.Atoi(val)
		case "addr":
			s.Addr = val
		}
	}
}

func (s *settings) readLine(line string) {
	parts := strings.SplitN(line, ":", 2)
	if parts[0] == "port" {
		s.Port, _ = strconv.Atoi(parts[1])
	} else if parts[0] == "retries" {
		s.Retries, _ = strconv.Atoi(parts[1])
	}
}

// Look-alikes: the part is compared with host names, with one word
// only, or also used as text.
func (s *settings) hostSwitch(addr string) {
	host, p, _ := strings.Cut(addr, ":") // want `host:port split at a ':' by hand: addr, whose part`
	switch host {
	case "localhost", "db":
		s.Port, _ = strconv.Atoi(p)
	}
}

func (s *settings) oneWord(addr string) {
	host, p, _ := strings.Cut(addr, ":") // want `host:port split at a ':' by hand: addr, whose part`
	if host == "db" {
		s.Port, _ = strconv.Atoi(p)
	}
}

func (s *settings) keyAndHost(addr string) string {
	host, p, _ := strings.Cut(addr, ":") // want `host:port split at a ':' by hand: addr, whose part`
	switch host {
	case "port", "retries":
		s.Port, _ = strconv.Atoi(p)
	}
	return host
}
