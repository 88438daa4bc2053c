package schemeoracle

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"

	"github.com/go-sql-driver/mysql"
	"github.com/jmoiron/sqlx"
	gormmysql "gorm.io/driver/mysql"
	"gorm.io/gorm"
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

// dialedAddr opens a MySQL database with open, which must reach
// go-sql-driver/mysql with the DSN given, and returns the address the
// driver dials for it: a dialer registered for "tcp" records it and
// fails, so no server is needed and nothing leaves the machine.
func dialedAddr(t *testing.T, open func() error) string {
	t.Helper()
	addrs := make(chan string, 8)
	mysql.RegisterDialContext("tcp", func(_ context.Context, addr string) (net.Conn, error) {
		addrs <- addr
		return nil, errors.New("recorded")
	})
	defer mysql.DeregisterDialContext("tcp")
	if err := open(); err == nil {
		t.Fatal("opened a database through a dialer that fails")
	}
	select {
	case a := <-addrs:
		return a
	default:
		t.Fatal("the driver dialed nothing")
		return ""
	}
}

// TestMySQLOpeners: GORM's mysql.Config{DSN: ...} and sqlx's Open,
// MustOpen, Connect, ConnectContext and MustConnect hand the DSN to
// go-sql-driver/mysql as sql.Open does, so an IPv6 host written by hand
// before ":port" is dialed as another address, and net.JoinHostPort's
// brackets keep it.
func TestMySQLOpeners(t *testing.T) {
	openers := []struct {
		name string
		open func(dsn string) error
	}{
		{"gorm mysql.Config.DSN", func(dsn string) error {
			_, err := gorm.Open(gormmysql.New(gormmysql.Config{DSN: dsn}), &gorm.Config{})
			return err
		}},
		{"sqlx.Connect", func(dsn string) error {
			_, err := sqlx.Connect("mysql", dsn)
			return err
		}},
		{"sqlx.ConnectContext", func(dsn string) error {
			_, err := sqlx.ConnectContext(context.Background(), "mysql", dsn)
			return err
		}},
		{"sqlx.MustConnect", func(dsn string) (err error) {
			defer func() {
				if p := recover(); p != nil {
					err = fmt.Errorf("%v", p)
				}
			}()
			sqlx.MustConnect("mysql", dsn)
			return nil
		}},
		{"sqlx.Open", func(dsn string) error {
			db, err := sqlx.Open("mysql", dsn)
			if err != nil {
				return err
			}
			defer db.Close()
			return db.Ping()
		}},
		{"sqlx.MustOpen", func(dsn string) error {
			db := sqlx.MustOpen("mysql", dsn)
			defer db.Close()
			return db.Ping()
		}},
	}
	for _, o := range openers {
		for _, host := range []string{"::1", "2001:db8::8"} {
			byHand := dialedAddr(t, func() error { return o.open(fmt.Sprintf("app:secret@tcp(%s:%d)/orders?timeout=1s", host, 3307)) })
			if h, p, err := net.SplitHostPort(byHand); err == nil && h == host && p == "3307" {
				t.Errorf("%s, %s by hand: the driver dials %q, the host and port meant", o.name, host, byHand)
			}
			joined := dialedAddr(t, func() error {
				return o.open(fmt.Sprintf("app:secret@tcp(%s)/orders?timeout=1s", net.JoinHostPort(host, "3307")))
			})
			if h, p, err := net.SplitHostPort(joined); err != nil || h != host || p != "3307" {
				t.Errorf("%s, %s joined: the driver dials %q", o.name, host, joined)
			}
		}
		if got := dialedAddr(t, func() error { return o.open("app:secret@tcp(db.example.com:3307)/orders?timeout=1s") }); got != "db.example.com:3307" {
			t.Errorf("%s, a DNS name by hand: the driver dials %q", o.name, got)
		}
	}
}
