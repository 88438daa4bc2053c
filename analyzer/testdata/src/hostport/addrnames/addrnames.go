package addrnames // want package:`urlResults\(.*\)`

// Functions named for an address format one: a dialer of another package
// reads what they return.

import "fmt"

type MigrationServer struct {
	Host string
	Port int
}

func (ms MigrationServer) Address() string {
	return fmt.Sprintf("%s:%d", ms.Host, ms.Port) // want `addrnames\.MigrationServer\.Address: a host and ':port' joined by hand`
}

type Config struct {
	RedisHost, RedisPort string
}

func (c *Config) RedisAddr() string {
	return fmt.Sprintf("%s:%s", c.RedisHost, c.RedisPort) // want `addrnames\.Config\.RedisAddr: a host and ':port' joined by hand`
}

func listenHostPort(host string, port int) string {
	return fmt.Sprintf("%v:%d", host, port) // want `addrnames\.listenHostPort: a host and ':port' joined by hand`
}

// Look-alikes: names that are not a network address's, a host that is a
// constant name, an IPv6 host bracketed, a port alone, a label.
func (ms MigrationServer) MacAddress() string { return fmt.Sprintf("%s:%d", ms.Host, ms.Port) }

func (ms MigrationServer) EmailAddress() string { return fmt.Sprintf("%s:%d", ms.Host, ms.Port) }

func (ms MigrationServer) Label() string { return fmt.Sprintf("%s:%d", ms.Host, ms.Port) }

func localAddr(port int) string { return fmt.Sprintf("%s:%d", "localhost", port) }

func bracketedAddr(host string, port int) string { return fmt.Sprintf("[%s]:%d", host, port) }

func portAddr(port int) string { return fmt.Sprintf(":%d", port) }
