package hostport

import (
	"fmt"
	"net"
	"strconv"

	gormmysql "gorm.io/driver/mysql"
)

// GORM's dialector configuration filled field by field after its
// literal: the DSN assigned is the one go-sql-driver/mysql parses.

// case: hostport bug gorm-dsn-assigned-after-literal
func billingDialector(c DBConfig) gormmysql.Dialector {
	conf := gormmysql.Config{DefaultStringSize: 256}
	conf.DSN = fmt.Sprintf("%s:%s@tcp(%s:%d)/billing?parseTime=true", c.User, c.Password, c.Host, c.Port) // want `JoinHostPort|IPv6`
	return gormmysql.New(conf)
}

// case: hostport bug gorm-dsn-assigned-through-pointer
func inventoryDialector(c DBConfig) gormmysql.Dialector {
	cfg := &gormmysql.Config{}
	cfg.DSN = c.User + "@tcp(" + c.Host + ":" + strconv.Itoa(c.Port) + ")/inventory" // want `JoinHostPort|IPv6`
	return gormmysql.New(*cfg)
}

// case: hostport valid gorm-dsn-assigned-joined
func shippingDialector(c DBConfig) gormmysql.Dialector {
	var conf gormmysql.Config
	conf.DSN = fmt.Sprintf("%s@tcp(%s)/shipping", c.User, net.JoinHostPort(c.Host, strconv.Itoa(c.Port)))
	return gormmysql.New(conf)
}

// case: hostport valid gorm-dsn-assigned-loopback
func sandboxDialector(c DBConfig) gormmysql.Dialector {
	conf := gormmysql.Config{}
	conf.DSN = fmt.Sprintf("%s@tcp(127.0.0.1:%d)/sandbox", c.User, c.Port)
	return gormmysql.New(conf)
}

// A migration's own settings: a field named DSN of a type no library
// reads.
type migrationTarget struct {
	DSN string
}

// case: hostport valid dsn-field-of-own-type
func migrationTargetOf(c DBConfig) migrationTarget {
	var t migrationTarget
	t.DSN = c.Host + ":" + strconv.Itoa(c.Port)
	return t
}

// endcase
