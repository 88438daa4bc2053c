package schemeoracle

import (
	"fmt"
	"net"
	"testing"

	"github.com/go-sql-driver/mysql"
)

// TestMySQLAddress: go-sql-driver/mysql dials the address of a TCP DSN
// as host:port. An IPv6 host written by hand before ":port" is read as
// another address (the whole text as the host, with the default port),
// whatever it held; net.JoinHostPort's brackets keep it. A DNS name or an
// IPv4 address by hand is read as written, which the check leaves alone.
func TestMySQLAddress(t *testing.T) {
	for _, host := range []string{"::1", "2001:db8::8", "fe80::1"} {
		cfg, err := mysql.ParseDSN(fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, 3307))
		if err == nil {
			if h, p, err := net.SplitHostPort(cfg.Addr); err == nil && h == host && p == "3307" {
				t.Errorf("%s by hand: the driver dials %q, the host and port meant", host, cfg.Addr)
			}
		}
		cfg, err = mysql.ParseDSN(fmt.Sprintf("app:secret@tcp(%s)/orders", net.JoinHostPort(host, "3307")))
		if err != nil {
			t.Fatalf("%s joined: %v", host, err)
		}
		if h, p, err := net.SplitHostPort(cfg.Addr); err != nil || h != host || p != "3307" {
			t.Errorf("%s joined: the driver dials %q", host, cfg.Addr)
		}
	}
	for _, host := range []string{"localhost", "127.0.0.1", "db.example.com"} {
		cfg, err := mysql.ParseDSN(fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, 3307))
		if err != nil || cfg.Addr != host+":3307" {
			t.Errorf("%s by hand: %v %v", host, cfg, err)
		}
	}
}
