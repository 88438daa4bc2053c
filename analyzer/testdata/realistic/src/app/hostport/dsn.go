package hostport

import (
	"database/sql"
	"flag"
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/go-sql-driver/mysql"
	gormmysql "gorm.io/driver/mysql"
)

// MySQL data source names: go-sql-driver/mysql dials the address in
// "tcp(...)" as host:port, so an IPv6 host needs brackets there.

// DBConfig is the database section of the configuration file.
type DBConfig struct {
	User     string `json:"user"`
	Password string `json:"password"`
	Host     string `json:"host"`
	Port     int    `json:"port"`
	Name     string `json:"name"`
	Addr     string `json:"addr"`
	Socket   string `json:"socket"`
}

// case: hostport bug mysql-dsn-config-host
func openOrders(c DBConfig) (*sql.DB, error) {
	dsn := fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?parseTime=true&loc=UTC", c.User, c.Password, c.Host, c.Port, c.Name) // want `JoinHostPort|IPv6`
	return sql.Open("mysql", dsn)
}

// case: hostport bug mysql-dsn-env-host
func openGorm() gormmysql.Dialector {
	return gormmysql.Open(os.Getenv("DB_USER") + ":" + os.Getenv("DB_PASS") + "@tcp(" + os.Getenv("DB_HOST") + ":3306)/app") // want `JoinHostPort|IPv6`
}

// case: hostport bug mysql-dsn-flag-host
var dbHost = flag.String("db-host", "127.0.0.1", "database host")

func parseDSN(port int) (*mysql.Config, error) {
	return mysql.ParseDSN(fmt.Sprintf("reporter@tcp(%s:%d)/reports", *dbHost, port)) // want `JoinHostPort|IPv6`
}

// case: hostport valid mysql-dsn-joined
func openJoined(c DBConfig) (*sql.DB, error) {
	addr := net.JoinHostPort(c.Host, strconv.Itoa(c.Port))
	return sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s)/%s", c.User, c.Password, addr, c.Name))
}

// case: hostport valid mysql-dsn-socket
func openSocket(c DBConfig) (*sql.DB, error) {
	return sql.Open("mysql", fmt.Sprintf("%s:%s@unix(%s)/%s", c.User, c.Password, c.Socket, c.Name))
}

// case: hostport valid mysql-dsn-loopback
func openLocal(c DBConfig) (*sql.DB, error) {
	return sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s:%d)/%s", c.User, c.Password, "127.0.0.1", c.Port, c.Name))
}

// case: hostport valid mysql-dsn-addr-whole
func openAddr(c DBConfig) (*sql.DB, error) {
	return sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(%s)/%s", c.User, c.Password, c.Addr, c.Name))
}

// case: hostport valid mysql-dsn-other-driver
func openSQLite(c DBConfig) (*sql.DB, error) {
	return sql.Open("sqlite3", fmt.Sprintf("file:%s:%d?mode=ro", c.Host, c.Port))
}

// endcase
