// Package mysql is a stub of gorm.io/driver/mysql.
package mysql

// Config configures the dialector: DSN is a go-sql-driver/mysql data
// source name.
type Config struct {
	DriverName        string
	DSN               string
	DefaultStringSize uint
}

// Dialector opens a MySQL database for gorm.
type Dialector struct{ *Config }

func Open(dsn string) Dialector { return Dialector{&Config{DSN: dsn}} }

func New(config Config) Dialector { return Dialector{&config} }
