package hostport

import (
	"context"
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/jmoiron/sqlx"
	gormmysql "gorm.io/driver/mysql"
)

// The DSN reaches go-sql-driver/mysql through GORM's dialector
// configuration or through sqlx, which opens database/sql itself.

// case: hostport bug gorm-config-dsn-host
func gormDialector(c DBConfig) gormmysql.Dialector {
	return gormmysql.New(gormmysql.Config{
		DSN:               fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?charset=utf8mb4&parseTime=True", c.User, c.Password, c.Host, c.Port, c.Name), // want `JoinHostPort|IPv6`
		DefaultStringSize: 191,
	})
}

// case: hostport bug sqlx-connect-env-host
func reportsDB() (*sqlx.DB, error) {
	host, port := os.Getenv("REPORTS_DB_HOST"), os.Getenv("REPORTS_DB_PORT")
	return sqlx.Connect("mysql", fmt.Sprintf("reports:%s@tcp(%s:%s)/reports", os.Getenv("REPORTS_DB_PASSWORD"), host, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug sqlx-mustconnect-config-host
func mustAuditDB(c DBConfig) *sqlx.DB {
	dsn := c.User + ":" + c.Password + "@tcp(" + c.Host + ":" + strconv.Itoa(c.Port) + ")/" + c.Name // want `JoinHostPort|IPv6`
	return sqlx.MustConnect("mysql", dsn)
}

// case: hostport bug sqlx-connectcontext-config-host
func ledgerDB(ctx context.Context, c DBConfig) (*sqlx.DB, error) {
	return sqlx.ConnectContext(ctx, "mysql", fmt.Sprintf("%s:%s@tcp(%s:%d)/ledger?timeout=5s", c.User, c.Password, c.Host, c.Port)) // want `JoinHostPort|IPv6`
}

// case: hostport valid sqlx-connectcontext-other-driver
func cacheDB(ctx context.Context, c DBConfig) (*sqlx.DB, error) {
	return sqlx.ConnectContext(ctx, "sqlite3", fmt.Sprintf("file:%s:%d.db?cache=shared", c.Host, c.Port))
}

// case: hostport valid gorm-config-dsn-joined
func gormJoined(c DBConfig) gormmysql.Dialector {
	return gormmysql.New(gormmysql.Config{
		DSN: fmt.Sprintf("%s:%s@tcp(%s)/%s", c.User, c.Password, net.JoinHostPort(c.Host, strconv.Itoa(c.Port)), c.Name),
	})
}

// case: hostport valid sqlx-postgres-keywords
func analyticsDB(c DBConfig) (*sqlx.DB, error) {
	return sqlx.Connect("postgres", fmt.Sprintf("host=%s port=%d user=%s dbname=%s sslmode=disable", c.Host, c.Port, c.User, c.Name))
}

// case: hostport valid sqlx-mysql-socket
func localDB(c DBConfig) *sqlx.DB {
	return sqlx.MustOpen("mysql", fmt.Sprintf("%s@unix(%s)/%s", c.User, c.Socket, c.Name))
}

// endcase
