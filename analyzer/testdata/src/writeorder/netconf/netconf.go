// Package netconf is a library's configuration of a server's address,
// decoded from a file: its fields are written by the programs that use it.
package netconf

type AddrConfig struct {
	Endpoint  string `mapstructure:"endpoint"`
	Transport string `mapstructure:"transport"`
}

type ServerConfig struct {
	NetAddr   AddrConfig `mapstructure:"net_addr"`
	Advertise string     `mapstructure:"advertise"`
}

func NewDefaultServerConfig() ServerConfig { return ServerConfig{} }
