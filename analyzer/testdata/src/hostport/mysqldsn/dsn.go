// Package mysqldsn builds MySQL data source names, whose TCP address
// go-sql-driver/mysql dials as host:port: an IPv6 host needs brackets
// there, as in a URL.
package mysqldsn

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/go-sql-driver/mysql"
	"github.com/jmoiron/sqlx"
	gormmysql "gorm.io/driver/mysql"
)

// Options come from a configuration file.
type Options struct {
	User, Password, Host, Database string
	Port                           int
}

func open(o Options) (*sql.DB, error) {
	return sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?parseTime=true", o.User, o.Password, o.Host, o.Port, o.Database)) // want `sql\.Open: a host and ':port' joined by hand`
}

func parse(o Options, port string) (*mysql.Config, error) {
	return mysql.ParseDSN(o.User + "@tcp(" + o.Host + ":" + port + ")/" + o.Database) // want `mysql\.ParseDSN: a host and ':port' joined by hand`
}

func gormDSN(o Options) gormmysql.Dialector {
	dsn := fmt.Sprintf("%s:%s@tcp6(%s:%s)/%s", o.User, o.Password, os.Getenv("DB_HOST"), os.Getenv("DB_PORT"), o.Database) // want `mysql\.Open: a host and ':port' joined by hand`
	return gormmysql.Open(dsn)
}

// Look-alikes: the address joined by net.JoinHostPort, a constant host,
// a socket, a driver that reads another form, host:port given whole.
func lookAlikes(o Options, addr string) {
	sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s)/%s", o.User, o.Password, net.JoinHostPort(o.Host, strconv.Itoa(o.Port)), o.Database))
	sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s:%d)/%s", o.User, o.Password, "127.0.0.1", o.Port, o.Database))
	sql.Open("mysql", fmt.Sprintf("%s@unix(%s)/%s", o.User, o.Host, o.Database))
	sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s)/%s", o.User, o.Password, addr, o.Database))
	sql.Open("mysql", fmt.Sprintf("%s:%s@tcp([%s]:%d)/%s", o.User, o.Password, o.Host, o.Port, o.Database))
	sql.Open("sqlite3", fmt.Sprintf("file:%s:%d?cache=shared", o.Host, o.Port))
	sql.Open("mysql", o.User+":"+o.Password+"@tcp(localhost:3306)/"+o.Database)
	mysql.ParseDSN(fmt.Sprintf("%s@tcp(%s.db.internal:%d)/%s", o.User, o.Host, o.Port, o.Database))
}

// GORM's dialector configured by its Config, whose DSN the driver parses
// as mysql.Open's; sqlx's openers, which hand their arguments to
// sql.Open.
func gormConfig(o Options) gormmysql.Dialector {
	return gormmysql.New(gormmysql.Config{
		DSN:               fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?charset=utf8mb4", o.User, o.Password, o.Host, o.Port, o.Database), // want `mysql\.Config\.DSN: a host and ':port' joined by hand`
		DefaultStringSize: 256,
	})
}

func sqlxOpeners(o Options, port string) {
	sqlx.Connect("mysql", fmt.Sprintf("%s:%s@tcp(%s:%d)/%s", o.User, o.Password, o.Host, o.Port, o.Database)) // want `sqlx\.Connect: a host and ':port' joined by hand`
	sqlx.MustConnect("mysql", o.User+"@tcp("+o.Host+":"+port+")/"+o.Database)                                 // want `sqlx\.MustConnect: a host and ':port' joined by hand`
	dsn := fmt.Sprintf("%s@tcp(%s:%s)/%s?parseTime=true", o.User, os.Getenv("MYSQL_HOST"), port, o.Database)  // want `sqlx\.Open: a host and ':port' joined by hand`
	sqlx.Open("mysql", dsn)
	sqlx.MustOpen("mysql", fmt.Sprintf("%s@tcp(%s:3306)/%s", o.User, o.Host, o.Database))                                   // want `sqlx\.MustOpen: a host and ':port' joined by hand`
	sqlx.ConnectContext(context.Background(), "mysql", fmt.Sprintf("%s@tcp(%s:%d)/%s", o.User, o.Host, o.Port, o.Database)) // want `sqlx\.ConnectContext: a host and ':port' joined by hand`
}

// Look-alikes: the address joined by net.JoinHostPort, a constant host, a
// socket, host:port given whole, another driver's DSN through sqlx.
func gormSqlxLookAlikes(o Options, addr string) {
	gormmysql.New(gormmysql.Config{DSN: fmt.Sprintf("%s@tcp(%s)/%s", o.User, net.JoinHostPort(o.Host, strconv.Itoa(o.Port)), o.Database)})
	gormmysql.New(gormmysql.Config{DSN: fmt.Sprintf("%s@tcp(127.0.0.1:%d)/%s", o.User, o.Port, o.Database)})
	gormmysql.New(gormmysql.Config{DSN: fmt.Sprintf("%s@unix(%s)/%s", o.User, o.Host, o.Database)})
	gormmysql.New(gormmysql.Config{DSN: fmt.Sprintf("%s@tcp(%s)/%s", o.User, addr, o.Database)})
	sqlx.Connect("mysql", fmt.Sprintf("%s@tcp(%s)/%s", o.User, net.JoinHostPort(o.Host, strconv.Itoa(o.Port)), o.Database))
	sqlx.Connect("sqlite3", fmt.Sprintf("file:%s:%d?cache=shared", o.Host, o.Port))
	sqlx.ConnectContext(context.Background(), "sqlite3", fmt.Sprintf("file:%s:%d?cache=shared", o.Host, o.Port))
	sqlx.MustConnect("mysql", o.User+"@tcp(localhost:3306)/"+o.Database)
}
